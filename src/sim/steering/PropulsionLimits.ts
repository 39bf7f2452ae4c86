import { LINEAR_ACCELERATION_RANGE, MAX_SPEED_RANGE } from '../validation/quantities';
import { checkNumber } from '../validation/optionChecks';

/**
 * What every propulsion has, in the plane and in space (MissilePropulsion, CharacterPropulsion and
 * their 3D forms): a top speed and the acceleration its thrust gives, each checked when set with a
 * refusal naming the propulsion, and the share of its thrust used on the last step.
 */
export abstract class PropulsionLimits {
  protected speedLimit = 0;
  protected accelerationLimit = 0;
  protected thrustUsed = 0;

  /**
   * `given`: the settings as the propulsion's constructor read them (its keys checked), from which
   * `maxSpeed` and `maxLinearAcceleration` are taken. @throws RangeError naming `owner` and the setting.
   */
  protected constructor(
    private readonly owner: string,
    given: Readonly<Record<string, unknown>>,
  ) {
    this.maxSpeed = given.maxSpeed as number;
    this.maxLinearAcceleration = given.maxLinearAcceleration as number;
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
