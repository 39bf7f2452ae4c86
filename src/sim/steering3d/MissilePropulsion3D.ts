import { MISSILE_MIN_FLIGHT_SPEED } from '../steering/missileFlight';
import { dot, scaleVec3, setVec3, type Vec3Like } from '../math3d/vec3';
import { PropulsionLimits } from '../steering/PropulsionLimits';
import type { Body3D } from './Body3D';
import type { Propulsion3D } from './Propulsion3D';

const OWNER = 'MissilePropulsion3D';

/** Settings of {@link MissilePropulsion3D}. */
export interface MissilePropulsion3DSettings {
  /** Top speed, m/s, > 0 and ≤ 1000. */
  maxSpeed: number;
  /** Thrust, as the acceleration it gives, m/s², > 0 and ≤ 10000. Under gravity it must beat g for the missile to hold a climb. */
  maxLinearAcceleration: number;
}

/**
 * The article's missile in space: it flies only along its nose. Each step, before the engine's:
 * 1. its velocity is re-aimed along the nose's line at the same speed, capped to `maxSpeed` (all
 *    the momentum turns with the body: it cannot slip sideways, as a real missile's fins see to
 *    with lift); forward when it flew forward, backward when something knocked it back. This sets
 *    a velocity, never the orientation: the body still turns only by torque;
 * 2. it thrusts along the nose at `maxLinearAcceleration` (a force of mass × acceleration), no more
 *    than brings it to `maxSpeed` within the step: (maxSpeed − speed)/dt.
 * Its heading, the direction its attitude controller steers, is its direction of flight (its
 * nose while it is slower than a millimetre a second), so the controller steers where it goes. The
 * plane's missile does the same (body/missileFlight.ts). It cannot arrive (no brakes).
 */
export class MissilePropulsion3D extends PropulsionLimits implements Propulsion3D {
  readonly canArrive = false;
  readonly followsHeading = true;
  private readonly velocity: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly scratch: Vec3Like = { x: 0, y: 0, z: 0 };

  /** @throws TypeError or RangeError naming the setting and its range: one missing, unknown (misspelled), not finite or out of range. */
  constructor(settings: MissilePropulsion3DSettings) {
    super(OWNER, settings, ['maxSpeed', 'maxLinearAcceleration']);
  }

  heading(body: Body3D, nose: Readonly<Vec3Like>, out: Vec3Like): Vec3Like {
    const v = body.linearVelocity(this.velocity);
    const speedSquared = dot(v, v);
    if (speedSquared > MISSILE_MIN_FLIGHT_SPEED * MISSILE_MIN_FLIGHT_SPEED) return scaleVec3(out, v, 1 / Math.sqrt(speedSquared));
    return setVec3(out, nose.x, nose.y, nose.z);
  }

  drive(body: Body3D, nose: Readonly<Vec3Like>, _target: Readonly<Vec3Like>, _arrive: boolean, dt: number): void {
    this.coast(body, nose, dt);
  }

  coast(body: Body3D, nose: Readonly<Vec3Like>, dt: number): void {
    const v = body.linearVelocity(this.velocity);
    // Forward or backward along the nose's line: a missile knocked back flies backward.
    const backward = dot(v, nose) < 0;
    const speed = (backward ? -1 : 1) * Math.min(Math.sqrt(dot(v, v)), this.speedLimit);
    body.setLinearVelocity(scaleVec3(this.scratch, nose, speed));
    const acceleration = Math.min(this.accelerationLimit, (this.speedLimit - speed) / dt);
    this.thrustUsed = acceleration / this.accelerationLimit;
    body.applyForce(scaleVec3(this.scratch, nose, acceleration * body.mass()));
  }

  /** Turning in place: the thrust is cut (as {@link brake}); the missile drifts on as physics has it. */
  hold(body: Body3D): void {
    this.brake(body);
  }

  /** No brakes: the thrust is cut and the missile flies on as physics has it. */
  brake(body: Body3D): void {
    this.thrustUsed = 0;
    body.applyForce(setVec3(this.scratch, 0, 0, 0));
  }
}
