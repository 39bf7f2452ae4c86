/**
 * The turn side of the plane's crowd: each steerer's turn controller, the sensor it reads the body
 * through, the desired heading's motion fed forward, and the article's ApplyTurnTorque arithmetic
 * (the heading error in, the clamped command times the inertia out), over flat arrays.
 */
import { clampToMotor } from '../control/clampToMotor';
import { isDeferred, type DeferredTurnController } from '../control/DeferredTurnController';
import { NoisySensor, type SensorNoise } from '../control/NoisySensor';
import { PidController } from '../control/PidController';
import { pidBlock, placePidMemory, type PidHolder } from '../control/pidPlacement';
import { pidBlockSize, pidCommand } from '../control/pidLaw';
import type { TurnController, TurnInput } from '../control/TurnController';
import { emptyTurnInput, setTurnInput } from '../control/turnInput';
import { wrapAngle } from '../math/angle';
import { SteeringCrowd } from '../steering/SteeringCrowd';
import type { Propulsion } from './Propulsion';
import { F2, STRIDE_2D } from './layout2d';
import { addTorque } from './rows2d';

const {
  PID_AT,
  W,
  INERTIA,
  LIMIT,
  HEADING,
  DESIRED,
  ERROR,
  COMMAND,
  TURNING,
  RESTING,
  IN_ERROR,
  IN_SPIN,
  IN_DT,
  IN_LIMIT,
  IN_INERTIA,
  IN_RATE,
  IN_ACCELERATION,
  RATE,
  ACCELERATION,
  PREVIOUS_HEADING,
  PREVIOUS_RATE,
  PRIMED,
  DEFERRED,
} = F2;

/** Time constant of the low-pass filter on the rate of a set-point the player drags, s. */
export const HELD_RATE_FILTER_TIME = 0.1;

/** Time constant of the low-pass filter on the set-point's acceleration (a difference of rates), s. */
export const ACCELERATION_FILTER_TIME = 0.05;

/**
 * The turn motors of a crowd in the plane. A step's turn has two halves: {@link senseTurn} reads
 * the body (the heading error wrap(heading − desired) and the angular velocity, the set-point's
 * motion) through the sensor and asks a controller that answers later (DeferredTurnController, the
 * player's code in a Worker); {@link actTurn} gets the command, clamped to ± the motor's limit, and
 * adds it times the inertia about the centre of mass as the body's torque. The numbers lie in each
 * steerer's record (layout2d.ts).
 *
 * The desired heading's motion (RATE, ACCELERATION…) is the feed-forward a controller needs to hold a
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
export abstract class TurnMotors2D extends SteeringCrowd<Propulsion> implements PidHolder {
  readonly controllers: TurnController[] = [];
  /**
   * The blocks of the library's PIDs that steer here (pidLaw.ts), side by side: the pass runs their
   * law on them without going through each controller object; the objects read the same blocks.
   */
  private pidMemory = new Float64Array(0);
  private pidEnd = 0;
  readonly sensors: (NoisySensor | null)[] = [];
  /** What a noisy sensor read, per steerer with one. */
  private readonly readings: (TurnInput | null)[] = [];
  private readonly input: TurnInput = emptyTurnInput();

  constructor() {
    super(STRIDE_2D);
  }

  protected override moveSlot(from: number, to: number): void {
    super.moveSlot(from, to);
    for (const list of [this.controllers, this.sensors, this.readings] as unknown[][]) list[to] = list[from];
  }

  protected override trimSlots(count: number): void {
    super.trimSlots(count);
    for (const list of [this.controllers, this.sensors, this.readings]) list.length = count;
  }

  override removeSlot(i: number): void {
    this.releasePid(i);
    super.removeSlot(i);
  }

  /** Steerer `i` turns with `controller` from now on (mid-command, taking over from the old one's last command: its `handOver`). */
  useController(i: number, controller: TurnController, midCommand: boolean): void {
    const b = i * STRIDE_2D;
    if (midCommand && (this.f[b + IN_DT] as number) > 0) controller.handOver?.(this.measured(i, this.input), this.f[b + COMMAND] as number);
    if (this.controllers[i] !== controller) {
      this.releasePid(i);
      this.controllers[i] = controller;
      this.f[b + PID_AT] = -1;
      // The library's PID, steering nowhere else: its block goes among the crowd's.
      if (controller instanceof PidController && pidBlock(controller).holder === null) this.f[b + PID_AT] = this.placePid(controller);
    }
    this.f[b + DEFERRED] = isDeferred(controller) ? 1 : 0;
  }

  /** Steerer `i`'s PID block, if among the crowd's, back to its controller (its memory copied out). */
  private releasePid(i: number): void {
    const b = i * STRIDE_2D;
    const controller = this.controllers[i];
    if ((this.f[b + PID_AT] as number) >= 0 && controller instanceof PidController) placePidMemory(controller, null, 0, null, true);
    this.f[b + PID_AT] = -1;
  }

  /** Places `controller`'s block at the end of the crowd's (packed, or grown, when it has no room); returns where. */
  private placePid(controller: PidController): number {
    const size = pidBlockSize(controller.getSettings().maxHistory);
    if (this.pidEnd + size > this.pidMemory.length) this.packPids(size);
    const at = this.pidEnd;
    placePidMemory(controller, this.pidMemory, at, this, true);
    this.pidEnd += size;
    return at;
  }

  /**
   * Packs the blocks in use to the start of a new array with room for `more` doubles after them, each controller told where its block now
   * is.
   */
  private packPids(more: number): void {
    let live = more;
    for (let i = 0; i < this.count; i++)
      if ((this.f[i * STRIDE_2D + PID_AT] as number) >= 0)
        live += pidBlockSize((this.controllers[i] as PidController).getSettings().maxHistory);
    const packed = new Float64Array(Math.max(256, 2 * live));
    let end = 0;
    for (let i = 0; i < this.count; i++) {
      const b = i * STRIDE_2D;
      if ((this.f[b + PID_AT] as number) < 0) continue;
      const controller = this.controllers[i] as PidController;
      placePidMemory(controller, packed, end, this, true);
      this.f[b + PID_AT] = end;
      end += pidBlockSize(controller.getSettings().maxHistory);
    }
    this.pidMemory = packed;
    this.pidEnd = end;
  }

  /** A PID of the crowd's left its block (its window's length changed): it is run as an object from now on. */
  pidLeft(controller: PidController): void {
    for (let i = 0; i < this.count; i++) if (this.controllers[i] === controller) this.f[i * STRIDE_2D + PID_AT] = -1;
  }

  /**
   * Steerer `i`'s sensor (null or zero deviations: an exact one); a fresh generator from its seed. Throws naming a bad deviation, and keeps
   * the one it had.
   */
  setSensorNoise(i: number, noise: Readonly<SensorNoise> | null): void {
    const sensor = noise ? new NoisySensor({ ...noise }) : null;
    const noisy = sensor !== null && (sensor.noise.headingErrorStdDev > 0 || sensor.noise.angularVelocityStdDev > 0);
    this.sensors[i] = noisy ? sensor : null;
    this.readings[i] = noisy ? (this.readings[i] ?? emptyTurnInput()) : null;
  }

  /** What steerer `i`'s controller was last given, measured (before any noise), into `out`. */
  measured(i: number, out: TurnInput): TurnInput {
    const f = this.f;
    const b = i * STRIDE_2D;
    return setTurnInput(
      out,
      f[b + IN_ERROR] as number,
      f[b + IN_SPIN] as number,
      f[b + IN_DT] as number,
      f[b + IN_LIMIT] as number,
      f[b + IN_INERTIA] as number,
      f[b + IN_RATE] as number,
      f[b + IN_ACCELERATION] as number,
    );
  }

  /**
   * The first half of steerer `i`'s turn: `heading` steered toward `desired` (rad), whose rate is
   * `desiredRate` (rad/s; NaN: its backward difference); `inPlace`, turning in place (the
   * set-point's acceleration is then estimated).
   */
  protected senseTurn(i: number, heading: number, desired: number, desiredRate: number, inPlace: boolean, dt: number): void {
    const f = this.f;
    const b = i * STRIDE_2D;
    const h = wrapAngle(heading);
    const d = wrapAngle(desired);
    const error = wrapAngle(h - d);
    f[b + HEADING] = h;
    f[b + DESIRED] = d;
    f[b + ERROR] = error;
    this.moveSetpoint(f, b, d, desiredRate, dt, (this.tracked[i] as { isDragged?: boolean } | null)?.isDragged === true, inPlace);
    f[b + IN_ERROR] = error;
    f[b + IN_SPIN] = f[b + W] as number;
    f[b + IN_DT] = dt;
    f[b + IN_LIMIT] = f[b + LIMIT] as number;
    f[b + IN_INERTIA] = f[b + INERTIA] as number;
    f[b + IN_RATE] = f[b + RATE] as number;
    f[b + IN_ACCELERATION] = f[b + ACCELERATION] as number;
    f[b + TURNING] = 1;
    const sensor = this.sensors[i];
    if (sensor) sensor.read(this.measured(i, this.input), this.readings[i] as TurnInput);
    if (f[b + DEFERRED] === 1) (this.controllers[i] as DeferredTurnController).request(this.reading(i));
  }

  /** What steerer `i`'s controller reads: the measured input, or through its noisy sensor. */
  private reading(i: number): TurnInput {
    return this.sensors[i] ? (this.readings[i] as TurnInput) : this.measured(i, this.input);
  }

  /** The second half: the command (or the resting one), and as a torque × the inertia about the centre of mass. */
  protected actTurn(i: number): void {
    const f = this.f;
    const b = i * STRIDE_2D;
    if (f[b + TURNING] === 0) {
      f[b + COMMAND] = f[b + RESTING] as number;
      return;
    }
    f[b + TURNING] = 0;
    const pid = f[b + PID_AT] as number;
    const error = f[b + IN_ERROR] as number;
    const spin = f[b + IN_SPIN] as number;
    const limit = f[b + IN_LIMIT] as number;
    // The PID's law on its block, as its update would (its input, measured here, is sound: finite, a step in range).
    const direct = pid >= 0 && this.sensors[i] === null && error - error === 0 && spin - spin === 0;
    const answer = direct
      ? pidCommand(
          this.pidMemory,
          pid,
          error,
          spin,
          f[b + IN_DT] as number,
          limit,
          f[b + IN_RATE] as number,
          f[b + IN_ACCELERATION] as number,
        )
      : (this.controllers[i] as TurnController).update(this.reading(i));
    const command = clampToMotor(answer, limit);
    f[b + COMMAND] = command;
    addTorque(f, b, command * (f[b + INERTIA] as number));
  }

  /** Between the halves of a step: null when steerer `i`'s controller can answer now, else a promise that resolves when it can. */
  pending(i: number): Promise<void> | null {
    const b = i * STRIDE_2D;
    return this.f[b + TURNING] === 1 && this.f[b + DEFERRED] === 1 ? (this.controllers[i] as DeferredTurnController).pending() : null;
  }

  /**
   * One controlled step of the desired heading's motion (see the class) in the record at `b`: `heading` (rad), `rawRate` (rad/s, or NaN),
   * `held` (the player drags the target).
   */
  private moveSetpoint(
    f: Float64Array,
    b: number,
    heading: number,
    rawRate: number,
    dt: number,
    held: boolean,
    withAcceleration: boolean,
  ): void {
    const primed = f[b + PRIMED] === 1;
    const lastRate = f[b + RATE] as number;
    let rate = Number.isNaN(rawRate) ? (primed ? wrapAngle(heading - (f[b + PREVIOUS_HEADING] as number)) / dt : 0) : rawRate;
    if (held && primed) rate = lastRate + (dt / (HELD_RATE_FILTER_TIME + dt)) * (rate - lastRate);
    let acceleration = 0;
    if (primed && withAcceleration) {
      const difference = (rate - (f[b + PREVIOUS_RATE] as number)) / dt;
      acceleration =
        (f[b + ACCELERATION] as number) + (dt / (ACCELERATION_FILTER_TIME + dt)) * (difference - (f[b + ACCELERATION] as number));
    }
    if (!Number.isFinite(rate) || !Number.isFinite(acceleration)) {
      rate = 0;
      acceleration = 0;
    }
    f[b + RATE] = rate;
    f[b + ACCELERATION] = acceleration;
    f[b + PREVIOUS_RATE] = rate;
    f[b + PREVIOUS_HEADING] = heading;
    f[b + PRIMED] = 1;
  }

  /** The set-point changed, not moved: its motion starts over. */
  protected resetSetpoint(i: number): void {
    const b = i * STRIDE_2D;
    this.f[b + PRIMED] = 0;
    this.f[b + RATE] = 0;
    this.f[b + ACCELERATION] = 0;
  }
}
