import { length } from '../math/vec2';
import { COAST, DRIVE, HOLD } from '../steering/SteeringCrowd';
import { arriveAcceleration, type Acceleration } from '../steering/arriveForce';
import { CHARACTER_KEYS, type CharacterPropulsionSettings } from '../steering/PropulsionLimits';
import { RowPropulsion2D } from './RowPropulsion2D';
import { F2 } from './layout2d';
import { addForce } from './rows2d';

const { PX, PY, ANGLE, VX, VY, MASS, MAX_SPEED, MAX_ACCELERATION, GAIN, THRUST } = F2;

const acceleration: Acceleration = { x: 0, y: 0, z: 0 };

const OWNER = 'CharacterPropulsion';

export type { CharacterPropulsionSettings } from '../steering/PropulsionLimits';

/**
 * The article's character for a body of your own: it moves independently of its facing, pushed by
 * the vector-feedback seek force of arriveForce.ts: F = m·k·(v_wanted − v), v_wanted at full speed
 * toward the target, or (arriving) falling with the distance as a critically damped spring, so
 * that it stops on the target without passing it; the force is capped at
 * m·`maxLinearAcceleration`. Its heading is its body's angle. It comes to rest by force, never by
 * setting its velocity.
 *
 * Under gravity the same feedback holds it up as long as the cap beats g; being a feedback on
 * velocity, it settles a little below the point, by g/ω² (ω the arrival's natural frequency,
 * arriveForce.ts: about 5 cm at the defaults of 100 m/s² and 10 m/s).
 */
export class CharacterPropulsion extends RowPropulsion2D {
  readonly canArrive = true;
  readonly followsHeading = false;
  /** Its kind in a record: 2, a character. */
  readonly kind = 2;

  /** @throws TypeError or RangeError naming the setting and its range: one missing, unknown (misspelled), not finite or out of range. */
  constructor(settings: CharacterPropulsionSettings) {
    super(OWNER, settings, CHARACTER_KEYS, true);
  }

  /** The velocity loop's gain, 1/s (checked when set). */
  get velocityGain(): number {
    return this.gain;
  }
  set velocityGain(value: number) {
    this.setGain(value);
  }

  /** Its body's angle, rad. */
  protected headingOf(f: Float64Array, b: number): number {
    return f[b + ANGLE] as number;
  }

  protected act(f: Float64Array, b: number, verb: number, tx: number, ty: number, arrive: boolean, dt: number): void {
    characterAct(f, b, verb, tx, ty, arrive, dt);
  }
}

/**
 * A character's verb on the row at `b` (its settings in it): driving, its seek or arrive force
 * toward (tx, ty); coasting, none; turning in place (when it moves) and braking, the force that
 * brings it to rest. The thrust used goes into THRUST.
 */
export function characterAct(f: Float64Array, b: number, verb: number, tx: number, ty: number, arrive: boolean, dt: number): void {
  if (verb === DRIVE) push(f, b, true, tx, ty, arrive, dt);
  else if (verb === COAST || (verb === HOLD && f[b + VX] === 0 && f[b + VY] === 0)) f[b + THRUST] = 0;
  else push(f, b, false, 0, 0, true, dt);
}

/** The capped force toward (tx, ty) (or, without a target, braking to rest), added to the row at `b` when not zero. */
function push(f: Float64Array, b: number, hasTarget: boolean, tx: number, ty: number, arrive: boolean, dt: number): void {
  const a = acceleration;
  const limit = f[b + MAX_ACCELERATION] as number;
  arriveAcceleration(
    a,
    hasTarget,
    tx - (f[b + PX] as number),
    ty - (f[b + PY] as number),
    0,
    f[b + VX] as number,
    f[b + VY] as number,
    0,
    f[b + MAX_SPEED] as number,
    f[b + GAIN] as number,
    limit,
    arrive,
    dt,
  );
  const mass = f[b + MASS] as number;
  const fx = mass * a.x;
  const fy = mass * a.y;
  const fullForce = mass * limit;
  f[b + THRUST] = fullForce > 0 ? Math.min(1, length(fx, fy) / fullForce) : 0;
  if (fx !== 0 || fy !== 0) addForce(f, b, fx, fy);
}
