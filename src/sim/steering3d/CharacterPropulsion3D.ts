import { dot, scaleVec3, setVec3, type Vec3Like } from '../math3d/vec3';
import { arriveAcceleration } from '../steering/arriveForce';
import { VELOCITY_GAIN_RANGE } from '../validation/quantities';
import { PropulsionLimits } from '../steering/PropulsionLimits';
import { checkNumber, checkOptionKeys } from '../validation/optionChecks';
import type { Body3D } from './Body3D';
import type { Propulsion3D } from './Propulsion3D';

const OWNER = 'CharacterPropulsion3D';

/** Settings of {@link CharacterPropulsion3D}. */
export interface CharacterPropulsion3DSettings {
  /** Top speed, m/s, > 0 and ≤ 1000. */
  maxSpeed: number;
  /** The most its force may accelerate it, m/s², > 0 and ≤ 10000 (under gravity: more than g to hover or climb). */
  maxLinearAcceleration: number;
  /** How fast its velocity follows the wanted one, 1/s (the velocity loop's gain), > 0 and ≤ 1000. [default: 8] */
  velocityGain?: number;
}

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
  private gain = 0;
  private readonly position: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly velocity: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly acceleration: Vec3Like = { x: 0, y: 0, z: 0 };

  /** @throws TypeError or RangeError naming the setting and its range: one missing, unknown (misspelled), not finite or out of range. */
  constructor(settings: CharacterPropulsion3DSettings) {
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
    arriveAcceleration(a, target !== null, target === null ? 0 : target.x - p.x, target === null ? 0 : target.y - p.y, target === null ? 0 : target.z - p.z, velocity.x, velocity.y, velocity.z, this.speedLimit, this.gain, limit, arrive, dt);
    const mass = body.mass();
    this.thrustUsed = Math.min(1, (mass * Math.sqrt(dot(a, a))) / (mass * limit));
    body.applyForce(scaleVec3(a, a, mass));
  }
}
