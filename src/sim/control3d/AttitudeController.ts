/**
 * AttitudeController: turns a rigid body in 3D by torque along the eigenaxis of its error, with any
 * 2D turn controller as the law along that axis, the motion across it damped, within its motor.
 */
import { shownValue } from '../control/checkSettings';
import { clampToMotor } from '../control/clampToMotor';
import type { ControllerMemory } from '../control/controllerMemory';
import { subStepLead, subStepsOf } from '../control/subSteps';
import type { TurnController } from '../control/TurnController';
import { emptyTurnInput, setTurnInput } from '../control/turnInput';
import {
  multiplyByInverse,
  normalizeQuat,
  quatFromRotationVector,
  rotateVec3,
  rotateVec3ByInverse,
  shortRotationVector,
  type QuatLike,
} from '../math3d/quaternion';
import { addScaled, copyVec3, cross, dot, lengthOf, scaleVec3, type Vec3Like } from '../math3d/vec3';
import {
  checkAttitudeErrorInput,
  checkAttitudeInput,
  checkTorqueOut,
  type AttitudeErrorInput,
  type AttitudeInput,
  type AttitudeState,
} from './AttitudeInput';
import { fittingShare, torqueBudget } from './AttitudeLimit';
import { checkAttitudeOptions, DEFAULT_CROSS_AXIS_DAMPING, type AttitudeOptions } from './AttitudeOptions';
import { AXIS_RESOLUTION, DEFAULT_HYSTERESIS, ErrorSide } from './ErrorSide';
import type { GyroscopicStep } from './GyroscopicStep';
import { inertiaAbout, inertiaTimes, principalFrameInWorld } from './InertiaTensor';

/** An {@link AttitudeController}'s memory as plain JSON: its 2D law's own (`turn`) and the axis and side of its last step. */
export interface AttitudeMemory {
  /** The 2D law's memory, from its saveState ({} for a law that keeps none). */
  readonly turn: ControllerMemory;
  /** The axis (unit, world) the last step turned along, [0, 0, 1] before the first step. */
  readonly axis: readonly number[];
  /** The signed error along it, rad (its sign is the side kept near 180°). */
  readonly angle: number;
}

const ZERO: Readonly<Vec3Like> = /* @__PURE__ */ Object.freeze({ x: 0, y: 0, z: 0 });

/**
 * Turns a rigid body in 3D, by torque, with a 2D turn controller (src/sim/control/TurnController.ts)
 * as the law. The error is the rotation q_e = q ⊗ q_d⁻¹ (current ⊗ wanted⁻¹, the library's sign:
 * the 2D heading error's wrap(heading − desired)), taken the short way with hysteresis near 180°;
 * its rotation vector is an angle θ about an axis n (world). Along n the body turns as a 1D body
 * would: the 2D law is CALLED with the heading error θ, the angular velocity ω·n, the set-point's
 * rate ω_d·n and acceleration α_d·n, the motor's budget along n as its maxAngularAcceleration and
 * the inertia about n, nᵀ·I_world·n; its command, cut to that budget, is the angular acceleration
 * along n. Every 2D law (the corrected PID, the stable PD, SPD, the time-optimal law, their
 * feed-forward and sub-step correction) therefore applies unchanged, and is not restated here.
 *
 * Across n the error's angular velocity ω_e = ω − R_e·ω_d is damped, at `crossAxisDamping`
 * (default 10 s⁻¹), with the set-point's acceleration fed forward: motion across n turns the axis
 * itself, and the turn along n is only the shortest one while the axis holds (an eigenaxis turn).
 * The torque is τ = I_world·α, I_world = R_w·diag(I)·R_wᵀ with R_w = q ⊗ F, plus ω × I_world·ω for
 * an engine that integrates the gyroscopic term (option `gyroscopic`).
 *
 * The motor is shared so that the turn keeps its axis and the 2D law plans with what it will get:
 * what holds the axis first, as much of it as the limit allows (fittingShare): the damping across n
 * (none on a rest-to-rest turn) and, under torque bounds, the gyroscopic torque; then the law along
 * n gets the rest as its budget: √(a² − |α⊥|²) under a bound a on |α| (the gyroscopic torque is
 * outside it: it produces no acceleration), and under bounds T about the body's axes
 * α(n) = minᵢ (Tᵢ − |τ_heldᵢ|)/|(I_body·n)ᵢ| over the axes the turn loads (torqueBudget: an axis it
 * does not load bounds nothing, however much of it is held; one it loads and the hold has filled
 * gives 0, and the law waits the few steps the damping takes). Rest to rest along a fixed axis on an
 * engine without the gyroscopic term the law thus gets all of α(n), and the time-optimal law meets
 * the bound 2·√(θ/α(n)).
 * Cutting each axis's torque on its own instead would turn the torque off n, and the body off its
 * axis (kRPC #233: the craft spirals); giving the law the motor first and the damping what is left
 * starves the damping whenever the law saturates, and a tracked target is orbited instead of caught.
 *
 * Allocation-free per step. Every argument is checked first: a bad one is refused with a TypeError
 * or RangeError naming it (docs/controllers-3d.md), and nothing (the 2D law's memory included) has
 * changed. Derivation, limits and the forces-and-torques article's code: docs/controllers-3d.md.
 */
export class AttitudeController {
  /** The 2D law along the axis. */
  readonly turn: TurnController;
  private readonly gyroscopic: boolean;
  private readonly gyroscopicStep: GyroscopicStep | null;
  /** The fraction of a step a law told the engine's sub-steps (withSubSteps) looks ahead: the axis is chosen as far ahead. */
  private readonly lead: number;
  private readonly ahead: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly hysteresis: number;
  private readonly crossAxisDamping: number;
  private readonly side = new ErrorSide();
  private readonly turnInput = emptyTurnInput();
  // Scratch, reused every step.
  private readonly orientation: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  private readonly desired: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  private readonly errorRotation: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  private readonly principal: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  private readonly error: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly along: Vec3Like = { x: 0, y: 0, z: 1 };
  private readonly errorRate: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly across: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly load: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly bodyTorque: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly extra: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly spin: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly trial: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly heldGyroscopic: Vec3Like = { x: 0, y: 0, z: 0 };
  // What the last step did, read through the getters.
  private readonly lastAxis: Vec3Like = { x: 0, y: 0, z: 1 };
  private lastAngle = 0;
  private readonly lastAcceleration: Vec3Like = { x: 0, y: 0, z: 0 };
  private lastBudget = 0;
  /** The acceleration the 2D law commanded along the axis on the last step (rad/s², after the budget), for a hand-over. */
  private lastAlong = 0;
  /** Whether a step has run since the last reset or restore: only then is there a command to hand over. */
  private stepped = false;

  /**
   * @param turn the 2D law along the axis (any TurnController: its memory is this controller's).
   * @param options `gyroscopic` (add ω × Iω, for an engine that integrates it) [default: false];
   *   `hysteresis` (rad past 180° the side is kept, {@link HYSTERESIS_RANGE}) [default: 0.1];
   *   `crossAxisDamping` (1/s, the rate motion across the axis is damped at) [default: 10].
   * @throws TypeError or RangeError naming a bad argument.
   */
  constructor(turn: TurnController, options: Readonly<AttitudeOptions> = {}) {
    if (typeof turn !== 'object' || turn === null || typeof turn.update !== 'function')
      throw new TypeError(`turn: must be a TurnController (an object with update), got ${shownValue(turn)}`);
    const checked = checkAttitudeOptions(options);
    this.turn = turn;
    this.gyroscopic = checked.gyroscopic !== undefined && checked.gyroscopic !== false;
    this.gyroscopicStep = typeof checked.gyroscopic === 'object' ? checked.gyroscopic : null;
    this.lead = subStepLead(subStepsOf(turn));
    this.hysteresis = checked.hysteresis ?? DEFAULT_HYSTERESIS;
    this.crossAxisDamping = checked.crossAxisDamping ?? DEFAULT_CROSS_AXIS_DAMPING;
  }

  /** The unit axis (world) of the last step's error: its rotation vector is {@link angle} times it. */
  get axis(): Readonly<Vec3Like> {
    return this.lastAxis;
  }

  /** The angle of the last step's error, rad: in [0, π], or up to π + hysteresis while the side is kept past 180°. */
  get angle(): number {
    return this.lastAngle;
  }

  /** The angular acceleration the last step commanded (world, rad/s²), after the limits (the gyroscopic part not included). */
  get angularAcceleration(): Readonly<Vec3Like> {
    return this.lastAcceleration;
  }

  /**
   * The 2D law's budget the last step, rad/s²: the largest angular acceleration along the axis the limit left after what holds the axis
   * (all of α(n) on a rest-to-rest turn).
   */
  get budget(): number {
    return this.lastBudget;
  }

  /**
   * One step toward `input.desiredOrientation`: writes the world torque to apply this step (N·m)
   * into `torque` and returns it. @throws TypeError or RangeError naming a bad field; then nothing changed.
   */
  update(input: Readonly<AttitudeInput>, torque: Vec3Like): Vec3Like {
    checkAttitudeInput(input);
    checkTorqueOut(torque);
    normalizeQuat(this.orientation, input.orientation);
    normalizeQuat(this.desired, input.desiredOrientation);
    multiplyByInverse(this.errorRotation, this.orientation, this.desired);
    shortRotationVector(this.error, this.errorRotation);
    return this.steer(input, torque);
  }

  /**
   * One step given the error's rotation vector instead of the wanted orientation (|error| ≤ π):
   * the same law. A planar error (0, 0, e) with ω = (0, 0, w) gives torque.z = clamp(2D law)·I_z
   * bit for bit. @throws TypeError or RangeError naming a bad field; then nothing changed.
   */
  updateFromError(input: Readonly<AttitudeErrorInput>, torque: Vec3Like): Vec3Like {
    checkAttitudeErrorInput(input);
    checkTorqueOut(torque);
    normalizeQuat(this.orientation, input.orientation);
    copyVec3(this.error, input.error);
    quatFromRotationVector(this.errorRotation, this.error);
    return this.steer(input, torque);
  }

  /** Forgets the 2D law's history and the axis and side of the error. */
  reset(): void {
    this.turn.reset();
    this.side.reset();
    this.stepped = false;
  }

  /**
   * Bumpless transfer (the plane's `handOver`): called when this controller replaces `previous`
   * mid-command. It takes the error's axis and side from it, and hands its 2D law the last step's
   * input along the axis and the acceleration commanded there, so that the law continues where
   * the other left off (a PID's window filled as a ramp of the present error, its running integral
   * set to give the last command) instead of starting with a jump. With a `previous` that is not
   * an AttitudeController, or has not stepped since its reset or restore, it starts afresh.
   */
  handOver(previous: unknown): void {
    this.reset();
    if (!(previous instanceof AttitudeController) || previous === this || !previous.stepped) return;
    this.side.restore(previous.side.save());
    this.turn.handOver?.(previous.turnInput, previous.lastAlong);
  }

  /** The memory, as plain JSON: restoring it makes the next update answer bit for bit as this one would. */
  saveState(): AttitudeMemory {
    return { turn: this.turn.saveState?.() ?? {}, ...this.side.save() };
  }

  /**
   * Puts back a memory {@link saveState} gave. @throws RangeError naming a bad field (`memory.axis`, or the 2D law's); then nothing
   * changed.
   */
  restoreState(memory: Readonly<AttitudeMemory>): void {
    if (typeof memory !== 'object' || memory === null)
      throw new TypeError(`memory: must be an object {turn, axis, angle}, got ${String(memory)}`);
    ErrorSide.check(memory, 'memory');
    if (typeof memory.turn !== 'object' || memory.turn === null)
      throw new RangeError("memory.turn: must be the 2D law's memory (an object)");
    if (this.turn.restoreState) this.turn.restoreState(memory.turn);
    else if (Object.keys(memory.turn).length > 0)
      throw new RangeError(`memory.turn: must be {} (the ${this.turn.type} law keeps no memory)`);
    this.side.restore(memory);
    this.stepped = false;
  }

  /** The damping across the axis, then the law along it with the motor that is left, for the error in this.error / this.errorRotation. */
  private steer(input: Readonly<AttitudeState>, torque: Vec3Like): Vec3Like {
    const { dt, inertia, limit, angularVelocity } = input;
    const desiredRate = input.desiredAngularVelocity ?? ZERO;
    const desiredAcceleration = input.desiredAngularAcceleration ?? ZERO;
    const n = this.along;
    // The error's own angular velocity: the body's less the set-point's, carried by the error rotation.
    rotateVec3(this.errorRate, this.errorRotation, desiredRate);
    addScaled(this.errorRate, angularVelocity, this.errorRate, -1);
    const angle = this.lead === 0 ? this.side.choose(n, this.error, this.hysteresis) : this.chooseAhead(dt);
    principalFrameInWorld(this.principal, inertia, this.orientation);
    // Across n: the set-point's acceleration fed forward, the error's rate damped, nothing along n.
    rotateVec3(this.across, this.errorRotation, desiredAcceleration);
    addScaled(this.across, this.across, this.errorRate, -this.crossAxisDamping);
    // Twice: the first leaves a rounding of the damping along n (1e-10 rad/s² of a damping of 1e6 s⁻¹
    // on a rate along n), which the law's budget does not count; the second leaves its rounding.
    addScaled(this.across, this.across, n, -dot(this.across, n));
    addScaled(this.across, this.across, n, -dot(this.across, n));
    const perAxis = 'maxTorque' in limit;
    let budget: number;
    if (perAxis) {
      // The cross-axis torque, as much of it as the limits hold; then the body-frame torque a unit
      // acceleration along n needs, I_body·n_body, and how much of it fits beside the first.
      rotateVec3ByInverse(this.bodyTorque, this.orientation, this.across);
      inertiaTimes(this.bodyTorque, inertia.moments, inertia.frame, this.bodyTorque);
      const share = fittingShare(ZERO, this.bodyTorque, limit.maxTorque);
      scaleVec3(this.bodyTorque, this.bodyTorque, share);
      scaleVec3(this.across, this.across, share);
      if (this.gyroscopic) {
        // ω_b × I_body·ω_b (or the engine's own step's), as much of it as fits beside the damping: the axis is held before it is turned
        // along.
        this.gyroscopicTorque(input, this.across);
        addScaled(this.bodyTorque, this.bodyTorque, this.extra, fittingShare(this.bodyTorque, this.extra, limit.maxTorque));
      }
      rotateVec3ByInverse(this.load, this.orientation, n);
      inertiaTimes(this.load, inertia.moments, inertia.frame, this.load);
      budget = torqueBudget(limit.maxTorque, this.load, this.bodyTorque);
      if (this.gyroscopicStep !== null && budget > 0) budget = this.steepenLoad(input, budget);
    } else {
      // What the damping across takes of |α| ≤ a, and the rest along n: √(a² − |α⊥|²), 0 exactly when it takes all.
      const a = limit.maxAngularAcceleration;
      const acrossLength = lengthOf(this.across);
      if (acrossLength > a) scaleVec3(this.across, this.across, a / acrossLength);
      const taken = Math.min(acrossLength, a);
      budget = taken === 0 ? a : Math.sqrt((a - taken) * (a + taken));
    }
    setTurnInput(
      this.turnInput,
      angle,
      dot(angularVelocity, n),
      dt,
      budget,
      inertiaAbout(inertia.moments, this.principal, n),
      dot(desiredRate, n),
      dot(desiredAcceleration, n),
    );
    const alongAcceleration = clampToMotor(this.turn.update(this.turnInput), budget);
    addScaled(this.lastAcceleration, this.across, n, alongAcceleration);
    if (perAxis) {
      addScaled(this.bodyTorque, this.bodyTorque, this.load, alongAcceleration);
      rotateVec3(torque, this.orientation, this.bodyTorque);
    } else {
      inertiaTimes(torque, inertia.moments, this.principal, this.lastAcceleration);
      if (this.gyroscopicStep !== null) {
        // What the engine's own gyroscopic step takes back of this α, outside the bound on α.
        addScaled(torque, torque, this.engineGyroscopicTorque(input, this.lastAcceleration), 1);
      } else if (this.gyroscopic) {
        // ω × I_world·ω: the torque that keeps α against the engine's gyroscopic term, outside the bound on α.
        inertiaTimes(this.extra, inertia.moments, this.principal, angularVelocity);
        cross(this.extra, angularVelocity, this.extra);
        addScaled(torque, torque, this.extra, 1);
      }
    }
    this.lastBudget = budget;
    this.lastAlong = alongAcceleration;
    this.stepped = true;
    this.lastAngle = Math.abs(angle);
    scaleVec3(this.lastAxis, n, angle < 0 ? -1 : 1);
    return torque;
  }

  /**
   * The axis into this.along for a law told the engine's sub-steps: the error looked ahead as that
   * law looks it ahead, e + ω_e·dt·(n−1)/(2n) (withSubSteps), so that a rate error whose angle has
   * not shown yet (a tracking step's) is turned along and not left to the damping across. Returns
   * the error along that axis, which the law looks ahead itself (±2π where the side is kept).
   */
  private chooseAhead(dt: number): number {
    scaleVec3(this.ahead, this.errorRate, dt * this.lead);
    // The look-ahead carries the body past the error (|e + L| < |L|: the step that lands): the axis
    // it moves along is kept, with the looked-ahead error's part along it.
    const landing = dot(this.error, this.ahead) < -0.5 * dot(this.error, this.error);
    addScaled(this.ahead, this.error, this.ahead, 1);
    const aheadAngle = this.side.choose(this.along, this.ahead, this.hysteresis, landing ? Number.POSITIVE_INFINITY : AXIS_RESOLUTION);
    const kept = aheadAngle - dot(this.ahead, this.along);
    return dot(this.error, this.along) + (kept > Math.PI ? 2 * Math.PI : kept < -Math.PI ? -2 * Math.PI : 0);
  }

  /**
   * The gyroscopic torque in the body frame into this.extra, for the world angular acceleration
   * `acceleration`: ω_b × I_body·ω_b, or the engine's own step's (its GyroscopicStep).
   */
  private gyroscopicTorque(input: Readonly<AttitudeState>, acceleration: Readonly<Vec3Like>): void {
    const { inertia, angularVelocity } = input;
    if (this.gyroscopicStep !== null) {
      rotateVec3ByInverse(this.extra, this.orientation, this.engineGyroscopicTorque(input, acceleration));
      return;
    }
    rotateVec3ByInverse(this.spin, this.orientation, angularVelocity);
    inertiaTimes(this.extra, inertia.moments, inertia.frame, this.spin);
    cross(this.extra, this.spin, this.extra);
  }

  /**
   * The engine's own gyroscopic torque (world, N·m) for the acceleration `acceleration`, its
   * GyroscopicStep's answer, into this.extra. An answer that is not a finite vector is refused,
   * naming the option: it would turn every number after it into NaN.
   */
  private engineGyroscopicTorque(input: Readonly<AttitudeState>, acceleration: Readonly<Vec3Like>): Vec3Like {
    const extra = this.extra;
    const answer: unknown = (this.gyroscopicStep as GyroscopicStep).torque(
      extra,
      this.orientation,
      input.angularVelocity,
      input.inertia,
      input.dt,
      acceleration,
    );
    if (answer !== extra && typeof answer === 'object' && answer !== null) copyVec3(extra, answer as Vec3Like);
    if (!(Number.isFinite(extra.x) && Number.isFinite(extra.y) && Number.isFinite(extra.z))) {
      throw new RangeError(
        `options.gyroscopic: its torque() answered (${extra.x}, ${extra.y}, ${extra.z}) N·m; a GyroscopicStep must write a ` +
          `finite torque (N·m, world) into out`,
      );
    }
    return extra;
  }

  /**
   * Under torque limits with an engine's own gyroscopic step, whose torque changes with the
   * acceleration along n too: its change from the held acceleration to `budget` along n, per rad/s²,
   * joins the load I_body·n (a secant, exact at both ends: bang-bang uses the far one), and the budget
   * is taken again for it, twice. Returns the budget; this.load is the steeper load.
   */
  private steepenLoad(input: Readonly<AttitudeState>, budget: number): number {
    const limit = input.limit as { maxTorque: Vec3Like };
    // this.extra holds the gyroscopic torque at the held acceleration (body frame): kept, and given back.
    copyVec3(this.heldGyroscopic, this.extra);
    rotateVec3ByInverse(this.spin, this.orientation, this.along);
    inertiaTimes(this.spin, input.inertia.moments, input.inertia.frame, this.spin);
    let result = budget;
    for (let k = 0; k < 2 && result > 0; k++) {
      addScaled(this.trial, this.across, this.along, result);
      this.gyroscopicTorque(input, this.trial);
      addScaled(this.extra, this.extra, this.heldGyroscopic, -1);
      addScaled(this.load, this.spin, this.extra, 1 / result);
      result = torqueBudget(limit.maxTorque, this.load, this.bodyTorque);
    }
    copyVec3(this.extra, this.heldGyroscopic);
    return result;
  }
}
