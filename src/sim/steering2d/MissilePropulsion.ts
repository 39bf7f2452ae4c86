import { length } from '../math/vec2';
import { COAST, DRIVE } from '../steering/SteeringCrowd';
import { MISSILE_MIN_FLIGHT_SPEED, noseSpeed, noseThrust } from '../steering/missileFlight';
import { givenValue } from '../validation/optionChecks';
import { RowPropulsion2D } from './RowPropulsion2D';
import { F2 } from './layout2d';
import { addForce, setVelocity } from './rows2d';

const { PX, PY, ANGLE, COS, SIN, VX, VY, MASS, MAX_SPEED, MAX_ACCELERATION, TOWARD_TARGET, THRUST } = F2;

const OWNER = 'MissilePropulsion';

/** How a missile thrusts (see {@link MissilePropulsionSettings.thrust}). */
export type MissileThrust = 'along-nose' | 'toward-target';

/** Every {@link MissileThrust}, for validation. */
export const MISSILE_THRUSTS: readonly MissileThrust[] = ['along-nose', 'toward-target'];

/** Settings of {@link MissilePropulsion}. */
export interface MissilePropulsionSettings {
  /** Top speed, m/s, > 0 and ≤ 1000. */
  maxSpeed: number;
  /** Thrust, as the acceleration it gives, m/s², > 0 and ≤ 10000. Under gravity it must beat g for the missile to hold a climb. */
  maxLinearAcceleration: number;
  /**
   * "along-nose", the article's: full thrust down the nose wherever it points; or "toward-target":
   * only the part of it that points toward the point it steers at, cos(angle between them) of full
   * thrust and none when the nose points more than 90° away, as a pilot eases off while turning
   * round (a crowd keeps flowing so: docs/performance.md). [default: "along-nose"]
   */
  thrust?: MissileThrust;
  /**
   * Stop dead, as the article's missile does: told to `stop()`, or within reach of the point it
   * `arrive`s at, its velocity and spin are set to zero (it has no brakes to stop by force).
   * [default: false: it cannot arrive, and `stop()` only cuts its thrust]
   */
  stopDead?: boolean;
}

/**
 * The article's missile for a body of your own: it moves only along its nose (the body's x-axis),
 * thrusting at `maxLinearAcceleration` up to `maxSpeed`, its velocity re-aimed down the nose every
 * step (steering/missileFlight.ts). Its heading is its direction of flight (its body's angle while
 * slower than MISSILE_MIN_FLIGHT_SPEED), so the turn controller steers where it goes, and guidance
 * (BodySteering's `guidance`) chooses that heading when it seeks. Without `stopDead` it cannot
 * arrive (no brakes): a path's last waypoint is flown through.
 */
export class MissilePropulsion extends RowPropulsion2D {
  readonly followsHeading = true;
  /** See {@link MissilePropulsionSettings.thrust}. */
  readonly thrust: MissileThrust;
  override readonly stopsDead: boolean;
  readonly canArrive: boolean;

  /** @throws TypeError or RangeError naming the setting and its range: one missing, unknown (misspelled), not finite or out of range. */
  constructor(settings: MissilePropulsionSettings) {
    super(OWNER, settings, ['maxSpeed', 'maxLinearAcceleration', 'thrust', 'stopDead']);
    const given = this.given;
    const thrust = given.thrust ?? 'along-nose';
    if (!MISSILE_THRUSTS.includes(thrust as MissileThrust))
      throw new RangeError(
        `${OWNER}: thrust must be one of ${MISSILE_THRUSTS.map((t) => JSON.stringify(t)).join(', ')}, got ${givenValue(thrust)}`,
      );
    this.thrust = thrust as MissileThrust;
    const stopDead = given.stopDead ?? false;
    if (typeof stopDead !== 'boolean') throw new TypeError(`${OWNER}: stopDead must be true or false, got ${givenValue(stopDead)}`);
    this.stopsDead = stopDead;
    this.canArrive = stopDead;
  }

  /** Its kind in a record: 1, a missile. */
  readonly kind = 1;

  protected override towardTarget(): boolean {
    return this.thrust === 'toward-target';
  }

  protected headingOf(f: Float64Array, b: number): number {
    return missileHeading(f, b);
  }

  protected act(f: Float64Array, b: number, verb: number, tx: number, ty: number, _arrive: boolean, dt: number): void {
    missileAct(f, b, verb, tx, ty, dt);
  }
}

/**
 * A missile's heading from the row at `b`: the direction it flies, rad (its velocity's angle), or its body's angle while it is slower than
 * a millimetre a second.
 */
export function missileHeading(f: Float64Array, b: number): number {
  const vx = f[b + VX] as number;
  const vy = f[b + VY] as number;
  if (vx * vx + vy * vy > MISSILE_MIN_FLIGHT_SPEED * MISSILE_MIN_FLIGHT_SPEED) return Math.atan2(vy, vx);
  return f[b + ANGLE] as number;
}

/**
 * A missile's verb on the row at `b` (its settings in it): driving or coasting it flies along its
 * nose (toward (tx, ty) only the thrust that points there, with "toward-target"); without brakes,
 * turning in place or braking cuts its thrust. The thrust used goes into THRUST.
 */
export function missileAct(f: Float64Array, b: number, verb: number, tx: number, ty: number, dt: number): void {
  const maxSpeed = f[b + MAX_SPEED] as number;
  const maxAcceleration = f[b + MAX_ACCELERATION] as number;
  if (verb === DRIVE) {
    const throttle = f[b + TOWARD_TARGET] === 1 ? throttleToward(f, b, tx, ty) : 1;
    f[b + THRUST] = throttle * propelAlongNose(f, b, maxSpeed, throttle * maxAcceleration, dt);
  } else if (verb === COAST) f[b + THRUST] = propelAlongNose(f, b, maxSpeed, maxAcceleration, dt);
  else f[b + THRUST] = 0;
}

/**
 * The missile's step on the row at `b` (steering/missileFlight.ts): its velocity re-aimed down the nose
 * (the body's x axis as the engine keeps it), the thrust along it. Returns the thrust used, as a
 * fraction of `maxLinearAcceleration` (0 to 1).
 */
function propelAlongNose(f: Float64Array, b: number, maxSpeed: number, maxLinearAcceleration: number, dt: number): number {
  const noseX = f[b + COS] as number;
  const noseY = f[b + SIN] as number;
  const vx = f[b + VX] as number;
  const vy = f[b + VY] as number;
  const speed = noseSpeed(vx * noseX + vy * noseY, length(vx, vy), maxSpeed);
  setVelocity(f, b, speed * noseX, speed * noseY);
  const acceleration = noseThrust(speed, maxSpeed, maxLinearAcceleration, dt);
  const force = acceleration * (f[b + MASS] as number);
  addForce(f, b, force * noseX, force * noseY);
  return maxLinearAcceleration > 0 ? acceleration / maxLinearAcceleration : 0;
}

/**
 * How much of its thrust a missile spends thrusting only toward (tx, ty): the cosine of the angle
 * between its nose and the direction there, 0 when the nose points more than 90° away, 1 on the
 * point itself. A missile turning round stops pushing the wrong way: pressed against another body,
 * it falls back instead of pinning it, and both can turn free (docs/performance.md).
 */
function throttleToward(f: Float64Array, b: number, tx: number, ty: number): number {
  const toTargetX = tx - (f[b + PX] as number);
  const toTargetY = ty - (f[b + PY] as number);
  const distance = length(toTargetX, toTargetY);
  if (distance === 0) return 1;
  return Math.max(0, ((f[b + COS] as number) * toTargetX + (f[b + SIN] as number) * toTargetY) / distance);
}
