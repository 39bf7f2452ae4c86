import type { Body } from 'planck';
import type { Vec2Like } from '../math/vec2';
import { pushCharacter } from '../body/characterForce';
import type { Propulsion } from './Propulsion';
import { checkNumber, checkOptionKeys } from '../validation/optionChecks';
import { VELOCITY_GAIN_RANGE } from '../validation/quantities';
import { PropulsionLimits } from '../steering/PropulsionLimits';

const OWNER = 'CharacterPropulsion';

/** Settings of {@link CharacterPropulsion}. */
export interface CharacterPropulsionSettings {
  /** Top speed, m/s, > 0 and ≤ 1000. */
  maxSpeed: number;
  /** The most its force may accelerate it, m/s², > 0 and ≤ 10000 (under gravity: more than g to hover or climb). */
  maxLinearAcceleration: number;
  /** How fast its velocity follows the wanted one, 1/s (the velocity loop's gain), > 0 and ≤ 1000. [default: 8] */
  velocityGain?: number;
}

/**
 * The article's character for a body of your own: it moves independently of its facing, pushed by
 * the vector-feedback seek force of pushCharacter and arriveForce.ts: F = m·k·(v_wanted − v), v_wanted at
 * full speed toward the target, or (arriving) falling with the distance as a critically damped
 * spring, so that it stops on the target without passing it; the force is capped at
 * m·`maxLinearAcceleration`. Its heading is its body's angle. It comes to rest by force, never by
 * setting its velocity.
 *
 * Under gravity the same feedback holds it up as long as the cap beats g; being a feedback on
 * velocity, it settles a little below the point, by g/ω² (ω the arrival's natural frequency,
 * arriveForce.ts: about 5 cm at the defaults of 100 m/s² and 10 m/s).
 */
export class CharacterPropulsion extends PropulsionLimits implements Propulsion {
  readonly canArrive = true;
  readonly followsHeading = false;
  private gain = 0;
  private readonly force: Vec2Like = { x: 0, y: 0 };

  /** @throws TypeError or RangeError naming the setting and its range: one missing, unknown (misspelled), not finite or out of range. */
  constructor(settings: CharacterPropulsionSettings) {
    const given = checkOptionKeys(OWNER, 'settings', settings, ['maxSpeed', 'maxLinearAcceleration', 'velocityGain']);
    super(OWNER, given);
    this.velocityGain = checkNumber(OWNER, 'velocityGain', given.velocityGain, VELOCITY_GAIN_RANGE, '1/s', 8);
  }

  /** The velocity loop's gain, 1/s (checked when set). */
  get velocityGain(): number {
    return this.gain;
  }
  set velocityGain(value: number) {
    this.gain = checkNumber(OWNER, 'velocityGain', value, VELOCITY_GAIN_RANGE, '1/s');
  }

  heading(body: Body): number {
    return body.getAngle();
  }

  drive(body: Body, target: Readonly<Vec2Like>, arrive: boolean, dt: number): void {
    this.push(body, target, arrive, dt);
  }

  coast(): void {
    this.thrustUsed = 0;
  }

  /** Turning in place: brakes any motion by the capped force, so it stands while it turns. */
  hold(body: Body, dt: number): void {
    const velocity = body.getLinearVelocity();
    if (velocity.x !== 0 || velocity.y !== 0) this.push(body, null, true, dt);
    else this.thrustUsed = 0;
  }

  /** Brakes its motion to rest by the same capped force (what `stop()` does each step). */
  brake(body: Body, dt: number): void {
    this.push(body, null, true, dt);
  }

  private push(body: Body, target: Readonly<Vec2Like> | null, arrive: boolean, dt: number): void {
    this.thrustUsed = pushCharacter(body, target, arrive, this.speedLimit, this.gain, this.accelerationLimit, dt, this.force);
  }
}
