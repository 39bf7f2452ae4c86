import { LINEAR_ACCELERATION_RANGE, MAX_SPEED_RANGE, VELOCITY_GAIN_RANGE } from '../validation/quantities';
import { checkNumber, checkOptionKeys } from '../validation/optionChecks';

/** Settings of a character's propulsion (CharacterPropulsion, CharacterPropulsion3D). */
export interface CharacterPropulsionSettings {
  /** Top speed, m/s, > 0 and ≤ 1000. */
  maxSpeed: number;
  /** The most its force may accelerate it, m/s², > 0 and ≤ 10000 (under gravity: more than g to hover or climb). */
  maxLinearAcceleration: number;
  /** How fast its velocity follows the wanted one, 1/s (the velocity loop's gain), > 0 and ≤ 1000. [default: 8] */
  velocityGain?: number;
}

/** What a character's propulsion is given. */
export const CHARACTER_KEYS = ['maxSpeed', 'maxLinearAcceleration', 'velocityGain'] as const;

/**
 * What every propulsion has, in the plane and in space (MissilePropulsion, CharacterPropulsion and
 * their 3D forms): a top speed and the acceleration its thrust gives, each checked when set with a
 * refusal naming the propulsion, and the share of its thrust used on the last step.
 */
export abstract class PropulsionLimits {
  protected speedLimit = 0;
  protected accelerationLimit = 0;
  protected thrustUsed = 0;
  /** A character's velocity gain, 1/s (0 for a missile). */
  protected gain = 0;
  /** The settings as given, their keys checked (a propulsion reads its own from them). */
  protected readonly given: Readonly<Record<string, unknown>>;

  /**
   * `settings`: what the propulsion was given, its keys among `keys`; `maxSpeed`,
   * `maxLinearAcceleration` and (`gained`, a character) `velocityGain` [default: 8] are taken from
   * it. @throws TypeError or RangeError naming `owner` and the setting.
   */
  protected constructor(
    private readonly owner: string,
    settings: unknown,
    keys: readonly string[],
    gained = false,
  ) {
    const given = checkOptionKeys(owner, 'settings', settings, keys);
    this.given = given;
    this.maxSpeed = given.maxSpeed as number;
    this.maxLinearAcceleration = given.maxLinearAcceleration as number;
    if (gained) this.gain = checkNumber(owner, 'velocityGain', given.velocityGain, VELOCITY_GAIN_RANGE, '1/s', 8);
  }

  /** Sets a character's velocity gain, 1/s, checked. */
  protected setGain(value: number): void {
    this.gain = checkNumber(this.owner, 'velocityGain', value, VELOCITY_GAIN_RANGE, '1/s');
    this.changed();
  }

  /** Top speed, m/s, > 0 and ≤ 1000 (checked when set). */
  get maxSpeed(): number {
    return this.speedLimit;
  }
  set maxSpeed(value: number) {
    this.speedLimit = checkNumber(this.owner, 'maxSpeed', value, MAX_SPEED_RANGE, 'm/s');
    this.changed();
  }

  /** The acceleration its thrust gives at most, m/s², > 0 and ≤ 10000 (checked when set). */
  get maxLinearAcceleration(): number {
    return this.accelerationLimit;
  }
  set maxLinearAcceleration(value: number) {
    this.accelerationLimit = checkNumber(this.owner, 'maxLinearAcceleration', value, LINEAR_ACCELERATION_RANGE, 'm/s²');
    this.changed();
  }

  /** A setting changed (a crowd that keeps a copy of them is told). */
  protected changed(): void {}

  /** The thrust used on the last step, as a fraction of the most it may use (0 to 1). */
  get thrustFraction(): number {
    return this.thrustUsed;
  }
}
