/**
 * The torque side of BodySteering3D: reads the body's attitude, hands the attitude controller the
 * orientation wanted (with its rate fed forward), or brakes a spin within the motor, and applies the
 * torque for the step. What the last step wanted and did is read back from it.
 */
import type { AttitudeInput } from '../control3d/AttitudeInput';
import { checkAttitudeLimit, torqueBudget, type AttitudeLimit } from '../control3d/AttitudeLimit';
import { inertiaTimes, principalFrameInWorld, type InertiaTensor } from '../control3d/InertiaTensor';
import { lookRotation, shortestArc } from '../math3d/aim';
import { copyQuat, multiplyByInverse, multiplyQuat, rotateVec3ByInverse, shortRotationVector, type QuatLike } from '../math3d/quaternion';
import { copyVec3, dot, normalizeInto, scaleVec3, setVec3, type Vec3Like } from '../math3d/vec3';
import { turnBrakingCommand } from '../steering/turnBraking';
import type { Body3D } from './Body3D';
import { copyLimit, type AttitudeControl } from './bodySteering3DOptions';

/** The body's attitude each step and the torque that turns it. Allocation-free. */
export class AttitudeDrive {
  /** The controller's input, refilled every step (its orientation, spin and inertia are the body's of this step). */
  readonly input: AttitudeInput;
  private limitValue: AttitudeLimit;
  private readonly torqueValue: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly error: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly errorAxis: Vec3Like = { x: 0, y: 0, z: 1 };
  private wanted = false;
  private readonly zero: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly arc: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  private readonly frame: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  private readonly scratch: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly load: Vec3Like = { x: 0, y: 0, z: 0 };

  /**
   * @param body the body it turns
   * @param controller the attitude controller (replaced by BodySteering3D.useController)
   * @param limit the motor
   */
  constructor(
    private readonly body: Body3D,
    public controller: AttitudeControl,
    limit: AttitudeLimit,
  ) {
    this.limitValue = limit;
    const inertia: InertiaTensor = { moments: { x: 1, y: 1, z: 1 }, frame: { x: 0, y: 0, z: 0, w: 1 } };
    this.input = {
      orientation: { x: 0, y: 0, z: 0, w: 1 },
      desiredOrientation: { x: 0, y: 0, z: 0, w: 1 },
      angularVelocity: { x: 0, y: 0, z: 0 },
      desiredAngularVelocity: { x: 0, y: 0, z: 0 },
      desiredAngularAcceleration: { x: 0, y: 0, z: 0 },
      dt: 0,
      inertia,
      limit,
    };
  }

  /** The motor (checked and copied when set). */
  get limit(): Readonly<AttitudeLimit> {
    return this.limitValue;
  }
  set limit(value: AttitudeLimit) {
    this.limitValue = copyLimit(checkAttitudeLimit(value, 'BodySteering3D: limit'));
    this.input.limit = this.limitValue;
  }

  /** The error's angle θ of the last step, rad, in [0, π] (0 when nothing was wanted). */
  get angle(): number {
    return Math.sqrt(dot(this.error, this.error));
  }

  /** The error's unit axis of the last step (world). */
  get axis(): Readonly<Vec3Like> {
    return this.errorAxis;
  }

  /** The orientation wanted on the last step, or null. */
  get desiredOrientation(): Readonly<QuatLike> | null {
    return this.wanted ? this.input.desiredOrientation : null;
  }

  /** The torque of the last step, N·m, world (written by a restore too). */
  get torque(): Vec3Like {
    return this.torqueValue;
  }

  /** Reads the body's orientation, spin and inertia for this step; nothing is wanted yet. */
  begin(): void {
    const input = this.input;
    this.wanted = false;
    setVec3(this.error, 0, 0, 0);
    this.body.orientation(input.orientation);
    this.body.angularVelocity(input.angularVelocity);
    this.body.inertia(input.inertia);
  }

  /** No torque this step (an idle steerer's). */
  rest(): void {
    this.wanted = false;
    setVec3(this.error, 0, 0, 0);
    setVec3(this.torqueValue, 0, 0, 0);
  }

  /**
   * Turns `heading` (unit, world: the nose, or a missile's flight) onto `direction` (unit) at the
   * feed-forward `rate` (rad/s): with `up` (world), to the look rotation of `forwardAxis` and
   * `upAxis` (body frame); else by the smallest arc from the heading, applied to the body (its roll
   * left as it is).
   */
  steerAlong(
    heading: Readonly<Vec3Like>,
    direction: Readonly<Vec3Like>,
    rate: Readonly<Vec3Like>,
    up: Readonly<Vec3Like> | null,
    forwardAxis: Readonly<Vec3Like>,
    upAxis: Readonly<Vec3Like>,
    dt: number,
  ): void {
    const desired = this.input.desiredOrientation;
    if (up !== null) lookRotation(desired, direction, up, forwardAxis, upAxis);
    else multiplyQuat(desired, shortestArc(this.arc, heading, direction), this.input.orientation);
    this.turnTo(desired, rate, this.zero, dt);
  }

  /** One attitude step to `desired`, its rate and acceleration fed forward: the controller's torque, applied. */
  turnTo(desired: Readonly<QuatLike>, rate: Readonly<Vec3Like>, acceleration: Readonly<Vec3Like>, dt: number): void {
    const input = this.input;
    if (input.desiredOrientation !== desired) copyQuat(input.desiredOrientation, desired);
    copyVec3(input.desiredAngularVelocity as Vec3Like, rate);
    copyVec3(input.desiredAngularAcceleration as Vec3Like, acceleration);
    input.dt = dt;
    this.controller.update(input, this.torqueValue);
    this.wanted = true;
    shortRotationVector(this.error, multiplyByInverse(this.arc, input.orientation, input.desiredOrientation));
    if (!(normalizeInto(this.errorAxis, this.error) > 0)) setVec3(this.errorAxis, 0, 0, 1);
    this.body.applyTorque(this.torqueValue);
  }

  /**
   * Brakes the spin to rest along its own axis, at most at the motor's limit along it (the plane's
   * turnBrakingCommand along ω/|ω|): α = −ω/dt, no more than the budget; the torque I_world·α.
   */
  brake(dt: number): void {
    const input = this.input;
    const spin = input.angularVelocity;
    const rate = Math.sqrt(dot(spin, spin));
    if (rate === 0) setVec3(this.torqueValue, 0, 0, 0);
    else {
      const axis = scaleVec3(this.scratch, spin, 1 / rate);
      const command = turnBrakingCommand(rate, dt, this.budgetAlong(axis));
      const frame = principalFrameInWorld(this.frame, input.inertia, input.orientation);
      inertiaTimes(this.torqueValue, input.inertia.moments, frame, scaleVec3(axis, axis, command));
    }
    this.body.applyTorque(this.torqueValue);
  }

  /**
   * The largest angular acceleration the motor allows along the unit world `axis`, rad/s² (torqueBudget for torques about the body's axes).
   */
  private budgetAlong(axis: Readonly<Vec3Like>): number {
    const limit = this.limitValue;
    if (!('maxTorque' in limit)) return limit.maxAngularAcceleration;
    const input = this.input;
    // I_body·n, n in the body frame: the body-frame torque one rad/s² along n needs.
    const load = inertiaTimes(
      this.load,
      input.inertia.moments,
      input.inertia.frame,
      rotateVec3ByInverse(this.load, input.orientation, axis),
    );
    return torqueBudget(limit.maxTorque, load);
  }
}
