import { dot, scaleVec3, setVec3, type Vec3Like } from '../math3d/vec3';
import { arriveAcceleration } from '../steering/arriveForce';
import { CHARACTER_KEYS, PropulsionLimits, type CharacterPropulsionSettings } from '../steering/PropulsionLimits';
import type { Body3D } from './Body3D';
import type { Propulsion3D } from './Propulsion3D';

const OWNER = 'CharacterPropulsion3D';

/** Settings of {@link CharacterPropulsion3D}: the plane's character's. */
export type CharacterPropulsion3DSettings = CharacterPropulsionSettings;

/**
 * The article's character in space (a drone, a ship with thrusters all round): it moves
 * independently of its facing, pushed by the plane's vector-feedback seek force in three
 * dimensions (steering/arriveForce.ts, whose frequency, wanted speed and gain it calls):
 * F = m·k·(v_wanted − v), v_wanted at full speed toward the target, or (arriving) falling with the
 * distance as a critically damped spring, so that it stops on the target without passing it; the
 * force capped at m·`maxLinearAcceleration`. Its heading is its nose. Under gravity the same
 * feedback holds it up while the cap beats g, settling g/ω² below the point (arriveForce.ts).
 */
export class CharacterPropulsion3D extends PropulsionLimits implements Propulsion3D {
  readonly canArrive = true;
  readonly followsHeading = false;
  private readonly position: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly velocity: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly acceleration: Vec3Like = { x: 0, y: 0, z: 0 };

  /** The velocity loop's gain, 1/s (checked when set). */
  get velocityGain(): number {
    return this.gain;
  }
  set velocityGain(value: number) {
    this.setGain(value);
  }

  /** @throws TypeError or RangeError naming the setting and its range: one missing, unknown (misspelled), not finite or out of range. */
  constructor(settings: CharacterPropulsion3DSettings) {
    super(OWNER, settings, CHARACTER_KEYS, true);
  }

  heading(_body: Body3D, nose: Readonly<Vec3Like>, out: Vec3Like): Vec3Like {
    return setVec3(out, nose.x, nose.y, nose.z);
  }

  drive(body: Body3D, _nose: Readonly<Vec3Like>, target: Readonly<Vec3Like>, arrive: boolean, dt: number): void {
    this.push(body, target, arrive, dt);
  }

  /** A turn that flies on: no force (given as zero, not left out: Rapier keeps a force until it is replaced). */
  coast(body: Body3D): void {
    this.thrustUsed = 0;
    body.applyForce(setVec3(this.acceleration, 0, 0, 0));
  }

  /** Turning in place (`face`): brakes any motion by the same capped force, as {@link brake}. */
  hold(body: Body3D, nose: Readonly<Vec3Like>, dt: number): void {
    this.brake(body, nose, dt);
  }

  /** Brakes its motion to rest by the same capped force (what `stop()` does each step). */
  brake(body: Body3D, _nose: Readonly<Vec3Like>, dt: number): void {
    this.push(body, null, true, dt);
  }

  /** The capped force toward `target` (or braking to rest without one), applied for the step. */
  private push(body: Body3D, target: Readonly<Vec3Like> | null, arrive: boolean, dt: number): void {
    const velocity = body.linearVelocity(this.velocity);
    const p = body.position(this.position);
    const a = this.acceleration;
    const limit = this.accelerationLimit;
    arriveAcceleration(
      a,
      target !== null,
      target === null ? 0 : target.x - p.x,
      target === null ? 0 : target.y - p.y,
      target === null ? 0 : target.z - p.z,
      velocity.x,
      velocity.y,
      velocity.z,
      this.speedLimit,
      this.gain,
      limit,
      arrive,
      dt,
    );
    const mass = body.mass();
    this.thrustUsed = Math.min(1, (mass * Math.sqrt(dot(a, a))) / (mass * limit));
    body.applyForce(scaleVec3(a, a, mass));
  }
}
