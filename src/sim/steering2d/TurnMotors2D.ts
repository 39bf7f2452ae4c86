/**
 * The turn side of the plane's crowd: each steerer's turn controller, the sensor it reads the body
 * through, the desired heading's motion fed forward, and the article's ApplyTurnTorque arithmetic
 * (the heading error in, the clamped command times the inertia out), over flat arrays.
 */
import { clampToMotor } from '../control/clampToMotor';
import { isDeferred, type DeferredTurnController } from '../control/DeferredTurnController';
import { NoisySensor, type SensorNoise } from '../control/NoisySensor';
import type { TurnController, TurnInput } from '../control/TurnController';
import { emptyTurnInput, setTurnInput } from '../control/turnInput';
import { wrapAngle } from '../math/angle';
import { SteeringCrowd } from '../steering/SteeringCrowd';
import { resized } from '../steering/SteeringSlots';
import type { Propulsion } from './Propulsion';
import { addTorque, type BodyRows2D } from './rows2d';

/** Time constant of the low-pass filter on the rate of a set-point the player drags, s. */
export const HELD_RATE_FILTER_TIME = 0.1;

/** Time constant of the low-pass filter on the set-point's acceleration (a difference of rates), s. */
export const ACCELERATION_FILTER_TIME = 0.05;

/**
 * The turn motors of a crowd in the plane. A step's turn has two halves: {@link senseTurn} reads
 * the body (the heading error wrap(heading − desired) and the angular velocity, the set-point's
 * motion) through the sensor and asks a controller that answers later (DeferredTurnController, the
 * player's code in a Worker); {@link actTurn} gets the command, clamped to ± the motor's limit, and
 * adds it times the inertia about the centre of mass as the body's torque.
 *
 * The desired heading's motion (setpoint arrays) is the feed-forward a controller needs to hold a
 * moving set-point (TurnInput.desiredHeadingRate, desiredHeadingAcceleration): its rate comes with
 * the desired heading (exact for a scripted target), or, NaN, is the heading's backward difference;
 * for a set-point the player drags, jerky from frame to frame, low-passed with
 * {@link HELD_RATE_FILTER_TIME} (y += dt/(T + dt)·(x − y)). Its acceleration, the difference of
 * successive rates low-passed with {@link ACCELERATION_FILTER_TIME}, is estimated only turning in
 * place (Track): while the body moves, its own motion turns the line of sight, so the set-point's
 * acceleration depends on the turn being commanded, and feeding it forward closes a loop through
 * the controller (in the Hunt it cost proportional navigation hits: docs/controllers.md). A new
 * command or waypoint starts it over: no acceleration, and no rate from a difference.
 */
export abstract class TurnMotors2D extends SteeringCrowd<Propulsion> implements BodyRows2D {
  // The rows (BodyRows2D; px, py are the crowd's).
  cx = new Float64Array(0);
  cy = new Float64Array(0);
  angle = new Float64Array(0);
  cos = new Float64Array(0);
  sin = new Float64Array(0);
  vx = new Float64Array(0);
  vy = new Float64Array(0);
  w = new Float64Array(0);
  mass = new Float64Array(0);
  inertia = new Float64Array(0);
  fx = new Float64Array(0);
  fy = new Float64Array(0);
  torque = new Float64Array(0);
  writes = new Uint8Array(0);
  /** The motor's limit, rad/s². */
  limit = new Float64Array(0);
  /** The heading steered, the heading wanted and wrap(heading − desired) of the last sensed step, rad. */
  heading = new Float64Array(0);
  desired = new Float64Array(0);
  error = new Float64Array(0);
  /** The command of the last step, after the clamp (0 on a step without turning), rad/s². */
  command = new Float64Array(0);
  /** Between the halves of a step: whether the controller turns the body, else the command braking it to rest. */
  turning = new Uint8Array(0);
  resting = new Float64Array(0);
  /** What the controller was last given (measured, before any noise): error, spin, step, limit, inertia, rate, acceleration. */
  inError = new Float64Array(0);
  inSpin = new Float64Array(0);
  inDt = new Float64Array(0);
  inLimit = new Float64Array(0);
  inInertia = new Float64Array(0);
  inRate = new Float64Array(0);
  inAcceleration = new Float64Array(0);
  /** The desired heading's motion: rate (rad/s), acceleration (rad/s²), and the last heading and rate it was fed. */
  rate = new Float64Array(0);
  acceleration = new Float64Array(0);
  previousHeading = new Float64Array(0);
  previousRate = new Float64Array(0);
  primed = new Uint8Array(0);
  /** 1: the controller answers later (a DeferredTurnController). */
  deferred = new Uint8Array(0);
  readonly controllers: TurnController[] = [];
  readonly sensors: (NoisySensor | null)[] = [];
  /** What a noisy sensor read, per steerer with one. */
  private readonly readings: (TurnInput | null)[] = [];
  private readonly input: TurnInput = emptyTurnInput();

  protected override resize(capacity: number): void {
    super.resize(capacity);
    for (const key of ['cx', 'cy', 'angle', 'cos', 'sin', 'vx', 'vy', 'w', 'mass', 'inertia', 'fx', 'fy', 'torque', 'limit', 'heading', 'desired', 'error', 'command', 'resting', 'inError', 'inSpin', 'inDt', 'inLimit', 'inInertia', 'inRate', 'inAcceleration', 'rate', 'acceleration', 'previousHeading', 'previousRate'] as const) this[key] = resized(this[key], capacity);
    for (const key of ['writes', 'turning', 'primed', 'deferred'] as const) this[key] = resized(this[key], capacity);
  }

  protected override moveSlot(from: number, to: number): void {
    super.moveSlot(from, to);
    for (const list of [this.controllers, this.sensors, this.readings] as unknown[][]) list[to] = list[from];
  }

  protected override trimSlots(count: number): void {
    super.trimSlots(count);
    for (const list of [this.controllers, this.sensors, this.readings]) list.length = count;
  }

  /** Steerer `i` turns with `controller` from now on (mid-command, taking over from the old one's last command: its `handOver`). */
  useController(i: number, controller: TurnController, midCommand: boolean): void {
    if (midCommand && (this.inDt[i] as number) > 0) controller.handOver?.(this.measured(i, this.input), this.command[i] as number);
    this.controllers[i] = controller;
    this.deferred[i] = isDeferred(controller) ? 1 : 0;
  }

  /** Steerer `i`'s sensor (null or zero deviations: an exact one); a fresh generator from its seed. Throws naming a bad deviation, and keeps the one it had. */
  setSensorNoise(i: number, noise: Readonly<SensorNoise> | null): void {
    const sensor = noise ? new NoisySensor({ ...noise }) : null;
    const noisy = sensor !== null && (sensor.noise.headingErrorStdDev > 0 || sensor.noise.angularVelocityStdDev > 0);
    this.sensors[i] = noisy ? sensor : null;
    this.readings[i] = noisy ? (this.readings[i] ?? emptyTurnInput()) : null;
  }

  /** What steerer `i`'s controller was last given, measured (before any noise), into `out`. */
  measured(i: number, out: TurnInput): TurnInput {
    return setTurnInput(out, this.inError[i] as number, this.inSpin[i] as number, this.inDt[i] as number, this.inLimit[i] as number, this.inInertia[i] as number, this.inRate[i] as number, this.inAcceleration[i] as number);
  }

  /**
   * The first half of steerer `i`'s turn: `heading` steered toward `desired` (rad), whose rate is
   * `desiredRate` (rad/s; NaN: its backward difference); `inPlace`, turning in place (the
   * set-point's acceleration is then estimated).
   */
  protected senseTurn(i: number, heading: number, desired: number, desiredRate: number, inPlace: boolean, dt: number): void {
    const h = wrapAngle(heading);
    const d = wrapAngle(desired);
    const error = wrapAngle(h - d);
    this.heading[i] = h;
    this.desired[i] = d;
    this.error[i] = error;
    this.moveSetpoint(i, d, desiredRate, dt, (this.tracked[i] as { isDragged?: boolean } | null)?.isDragged === true, inPlace);
    this.inError[i] = error;
    this.inSpin[i] = this.w[i] as number;
    this.inDt[i] = dt;
    this.inLimit[i] = this.limit[i] as number;
    this.inInertia[i] = this.inertia[i] as number;
    this.inRate[i] = this.rate[i] as number;
    this.inAcceleration[i] = this.acceleration[i] as number;
    this.turning[i] = 1;
    const sensor = this.sensors[i];
    if (sensor) sensor.read(this.measured(i, this.input), this.readings[i] as TurnInput);
    if (this.deferred[i] === 1) (this.controllers[i] as DeferredTurnController).request(this.reading(i));
  }

  /** What steerer `i`'s controller reads: the measured input, or through its noisy sensor. */
  private reading(i: number): TurnInput {
    return this.sensors[i] ? (this.readings[i] as TurnInput) : this.measured(i, this.input);
  }

  /** The second half: the command (or the resting one), and as a torque × the inertia about the centre of mass. */
  protected actTurn(i: number): void {
    if (this.turning[i] === 0) {
      this.command[i] = this.resting[i] as number;
      return;
    }
    this.turning[i] = 0;
    const command = clampToMotor((this.controllers[i] as TurnController).update(this.reading(i)), this.inLimit[i] as number);
    this.command[i] = command;
    addTorque(this, i, command * (this.inertia[i] as number));
  }

  /** Between the halves of a step: null when steerer `i`'s controller can answer now, else a promise that resolves when it can. */
  pending(i: number): Promise<void> | null {
    return this.turning[i] === 1 && this.deferred[i] === 1 ? (this.controllers[i] as DeferredTurnController).pending() : null;
  }

  /** One controlled step of the desired heading's motion (see the class): `heading` (rad), `rawRate` (rad/s, or NaN), `held` (the player drags the target). */
  private moveSetpoint(i: number, heading: number, rawRate: number, dt: number, held: boolean, withAcceleration: boolean): void {
    const primed = this.primed[i] === 1;
    let rate = Number.isNaN(rawRate) ? (primed ? wrapAngle(heading - (this.previousHeading[i] as number)) / dt : 0) : rawRate;
    if (held && primed) rate = (this.rate[i] as number) + (dt / (HELD_RATE_FILTER_TIME + dt)) * (rate - (this.rate[i] as number));
    let acceleration = 0;
    if (primed && withAcceleration) {
      const difference = (rate - (this.previousRate[i] as number)) / dt;
      acceleration = (this.acceleration[i] as number) + (dt / (ACCELERATION_FILTER_TIME + dt)) * (difference - (this.acceleration[i] as number));
    }
    if (!Number.isFinite(rate) || !Number.isFinite(acceleration)) {
      rate = 0;
      acceleration = 0;
    }
    this.rate[i] = rate;
    this.acceleration[i] = acceleration;
    this.previousRate[i] = rate;
    this.previousHeading[i] = heading;
    this.primed[i] = 1;
  }

  /** The set-point changed, not moved: its motion starts over. */
  protected resetSetpoint(i: number): void {
    this.primed[i] = 0;
    this.rate[i] = 0;
    this.acceleration[i] = 0;
  }
}
