import type { DeferredTurnController } from '../sim/control/DeferredTurnController';
import { TimeOptimalController } from '../sim/control/TimeOptimalController';
import type { ControllerTerms, TurnController, TurnInput } from '../sim/control/TurnController';
import { defaultSandboxLimits, mebibytes, type SandboxLimits } from './sandboxLimits';
import type { SandboxFailure } from './SandboxFailure';
import type { FromSandboxWorker, SandboxWorkerHandle } from './sandboxProtocol';
import { WORKER_START_DEADLINE_MS, type SandboxWorkers } from './SandboxWorkers';

/**
 * How much longer than its far deadline (SandboxLimits' callDeadlineMs, loadDeadlineMs) a call or
 * the loading may take before the Worker is terminated, ms. The budgets of work are kept inside the
 * Worker, by QuickJS's count of what it ran, and the far deadlines there too, each stopping the code
 * with a clear message; this one is for code that never reaches QuickJS's interrupt handler (a
 * built-in such as `indexOf` running over a huge array-like), which only terminating its Worker
 * stops.
 */
export const DEADLINE_GRACE_MS = 500;

/** How many fresh Workers a load that runs out of time is tried in before the code is blamed. */
const LOAD_ATTEMPTS = 2;

/** Options of {@link WorkerSandboxController.create}. */
export interface WorkerSandboxOptions {
  /** Overrides of the budgets and deadlines kept inside the Worker (see SandboxLimits). */
  limits?: Partial<SandboxLimits>;
  /** What steers after the player's code failed. [default: a new TimeOptimalController] */
  fallback?: TurnController;
  /** Seed of the sandbox's `Math.random`, so that a run repeats exactly. [default: 1] */
  seed?: number;
  /** Extra time past each far deadline before the Worker is terminated, ms. [default: {@link DEADLINE_GRACE_MS}] */
  graceMs?: number;
  /** Called once, when the player's code fails (at load or in a call). */
  onFailure?: (failure: SandboxFailure) => void;
}

/**
 * A player's controller run in a Worker, where it can always be stopped: the page (or the command
 * line) never runs the player's code itself, so no code can freeze it. It is a
 * DeferredTurnController: the world asks it for each step's command (`request`), waits for the
 * answer (`pending`), then reads it (`update`); runs repeat exactly, whatever the timing.
 *
 * Inside the Worker the code runs in QuickJS with the budgets of work and the far deadlines of
 * {@link SandboxLimits} (see SandboxController): an exception, a bad return value, a call over its
 * budget or memory exhausted ends it with a message. Here, a hard deadline: a call (or the loading)
 * that has not answered {@link DEADLINE_GRACE_MS} after its far deadline terminates the Worker, and
 * the player's code has failed with kind "deadline"; and the memory the Worker reports at load and after each call: past
 * `totalMemoryLimitBytes`, the Worker is terminated and the code has failed with kind "memory",
 * saying how much it held. After any failure the Worker is terminated (what it held is freed at
 * once), the fallback controller (time-optimal unless told otherwise) steers from that step on,
 * and {@link failure} says why. Call {@link dispose} when done: the Worker served this code only
 * and is terminated too (WebAssembly memory never shrinks: no code inherits another's).
 */
export class WorkerSandboxController implements DeferredTurnController {
  readonly type = 'sandbox';
  private readonly limits: SandboxLimits;
  private readonly fallback: TurnController;
  private readonly graceMs: number;
  private readonly onFailure: ((failure: SandboxFailure) => void) | null;
  private worker: SandboxWorkerHandle | null = null;
  /** The failure of a load stopped by a deadline (tried once more before it stands), or null. */
  private outOfTime: SandboxFailure | null = null;
  private failureValue: SandboxFailure | null = null;
  /** Simulated time of the run, s: the sum of the dt of the calls so far (as the Worker counts it). */
  private runTime = 0;
  /** The dt of the last call, s (the call answered began at runTime − lastDt). */
  private lastDt = 0;
  private reportedMemory = 0;
  private seq = 0;
  /** The call waiting for its answer (0: none). */
  private awaitedSeq = 0;
  private answer = 0;
  /** Whether {@link answer} answers the last request. */
  private answered = false;
  private waiting: Promise<void> | null = null;
  private resolveWaiting: (() => void) | null = null;
  private deadline: ReturnType<typeof setTimeout> | null = null;

  /**
   * Loads `source` in a Worker from `workers`. Never rejects: when the code cannot be used (a
   * syntax error, no `update`, its top level threw or took too long, the Worker could not start),
   * the returned controller's {@link failure} says why and the fallback steers.
   */
  static async create(workers: SandboxWorkers, source: string, options: WorkerSandboxOptions = {}): Promise<WorkerSandboxController> {
    const controller = new WorkerSandboxController(workers, { ...defaultSandboxLimits(), ...options.limits }, options);
    await controller.start(source, options.seed ?? 1);
    return controller;
  }

  private constructor(
    private readonly workers: SandboxWorkers,
    limits: SandboxLimits,
    options: WorkerSandboxOptions,
  ) {
    this.limits = limits;
    this.fallback = options.fallback ?? new TimeOptimalController();
    this.graceMs = options.graceMs ?? DEADLINE_GRACE_MS;
    this.onFailure = options.onFailure ?? null;
  }

  /**
   * Takes a Worker and loads the code in it. A load stopped by a deadline on the machine's clock is
   * tried once more, in a fresh Worker, before the code is blamed: a machine far too busy is not
   * the code's fault, and code that really never ends meets the deadline twice, and its message
   * says so. (A load past its budget of work is not tried again: it would do the same work.)
   */
  private async start(source: string, seed: number): Promise<void> {
    for (let attempt = 1; attempt <= LOAD_ATTEMPTS; attempt++) {
      try {
        this.worker = await this.workers.acquire();
      } catch (error) {
        this.fail(
          { kind: 'crash', message: error instanceof Error ? error.message : String(error), line: null, time: 0, atLoad: true },
          false,
        );
        return;
      }
      const outOfTime = await this.load(source, seed);
      if (outOfTime === null) return;
      if (attempt === LOAD_ATTEMPTS) {
        this.fail({ ...outOfTime, message: `${outOfTime.message}; it did the same when tried again in a fresh sandbox` }, true);
        return;
      }
      this.discardWorker();
    }
  }

  /** Why the player's code stopped being used, or null while it steers. */
  get failure(): SandboxFailure | null {
    return this.failureValue;
  }

  /** True once the fallback controller steers instead of the player's code. */
  get usingFallback(): boolean {
    return this.failureValue !== null;
  }

  /**
   * The memory the Worker last reported for this code (at load, then after each call), bytes: its
   * interpreter's WebAssembly memory, which holds everything the code allocated. 0 before the load.
   */
  get memoryBytes(): number {
    return this.reportedMemory;
  }

  /** The fallback's P, I and D parts once it steers (the player's code has none). */
  get terms(): Readonly<ControllerTerms> | undefined {
    return this.failureValue ? this.fallback.terms : undefined;
  }

  request(input: Readonly<TurnInput>): void {
    const time = this.runTime;
    this.runTime += input.dt;
    this.lastDt = input.dt;
    this.answered = false;
    const worker = this.worker;
    if (this.failureValue !== null || worker === null) return;
    const seq = ++this.seq;
    this.awaitedSeq = seq;
    this.waiting ??= new Promise<void>((resolve) => {
      this.resolveWaiting = resolve;
    });
    this.startDeadline(this.limits.callDeadlineMs, () =>
      this.fail(
        {
          kind: 'deadline',
          message:
            `update did not return within ${this.limits.callDeadlineMs + this.graceMs} ms and was stopped (a built-in over a huge ` +
            `array, which never counts its work?)`,
          line: null,
          time,
          atLoad: false,
        },
        true,
      ),
    );
    worker.post({
      type: 'call',
      seq,
      headingError: input.headingError,
      angularVelocity: input.angularVelocity,
      dt: input.dt,
      maxAngularAcceleration: input.maxAngularAcceleration,
      inertia: input.inertia,
      desiredHeadingRate: input.desiredHeadingRate ?? 0,
      desiredHeadingAcceleration: input.desiredHeadingAcceleration ?? 0,
    });
  }

  pending(): Promise<void> | null {
    return this.awaitedSeq !== 0 ? this.waiting : null;
  }

  update(input: Readonly<TurnInput>): number {
    if (this.failureValue === null && this.answered) {
      this.answered = false;
      return this.answer;
    }
    return this.fallback.update(input);
  }

  /** A new command: the player's `state` is kept (it lives for the whole run); the fallback forgets. */
  reset(): void {
    this.fallback.reset();
    if (this.failureValue === null) this.worker?.post({ type: 'reset' });
  }

  /** Frees the Worker (it served this code only: it is terminated). The controller then steers with its fallback only. */
  dispose(): void {
    if (this.failureValue === null)
      this.failureValue = { kind: 'crash', message: 'the controller was disposed', line: null, time: this.runTime, atLoad: false };
    this.settle();
    const worker = this.worker;
    this.worker = null;
    if (worker) this.workers.discard(worker);
  }

  /**
   * Loads the code in {@link worker}; resolves once it is loaded or failed, with the failure when
   * the load met a deadline (to be tried again), else null. The load's own deadline starts when
   * the Worker begins running the code's top level (`started`), so that the time the Worker takes
   * to get there (a message queue, a module to build) is never counted against the code.
   */
  private load(source: string, seed: number): Promise<SandboxFailure | null> {
    const worker = this.worker as SandboxWorkerHandle;
    this.outOfTime = null;
    return new Promise<SandboxFailure | null>((resolve) => {
      this.resolveWaiting = () => resolve(this.outOfTime);
      this.awaitedSeq = -1;
      worker.listen(
        (message) => this.onMessage(message),
        (why) =>
          this.fail(
            {
              kind: 'crash',
              message: `the sandbox Worker failed (${why})`,
              line: null,
              time: this.runTime,
              atLoad: this.awaitedSeq === -1,
            },
            true,
          ),
      );
      this.startDeadline(WORKER_START_DEADLINE_MS, () =>
        this.fail(
          {
            kind: 'crash',
            message: `the sandbox did not begin running the code within ${WORKER_START_DEADLINE_MS / 1000} s`,
            line: null,
            time: 0,
            atLoad: true,
          },
          true,
        ),
      );
      worker.post({ type: 'load', source, limits: this.limits, seed });
    });
  }

  private onMessage(message: FromSandboxWorker): void {
    if (message.type === 'started') {
      if (this.awaitedSeq !== -1) return;
      this.startDeadline(this.limits.loadDeadlineMs, () => {
        this.outOfTime = {
          kind: 'deadline',
          message:
            `the code did not finish loading within ${this.limits.loadDeadlineMs + this.graceMs} ms and was stopped (a built-in ` +
            `over a huge array at its top level?)`,
          line: null,
          time: 0,
          atLoad: true,
        };
        this.settle();
      });
    } else if (message.type === 'loaded') {
      if (this.awaitedSeq !== -1) return;
      this.reportedMemory = message.memoryBytes;
      if (message.failure?.kind === 'deadline') this.outOfTime = message.failure;
      else {
        const failure = message.failure ?? this.memoryFailure(message.memoryBytes, 0, true);
        if (failure) this.fail(failure, true);
      }
      this.settle();
    } else if (message.type === 'answer') {
      if (message.seq !== this.awaitedSeq) return;
      this.reportedMemory = message.memoryBytes;
      const failure = message.failure ?? this.memoryFailure(message.memoryBytes, this.runTime - this.lastDt, false);
      if (failure) {
        this.fail(failure, true);
      } else {
        this.answer = message.command;
        this.answered = true;
      }
      this.settle();
    }
  }

  /** The failure of a Worker that holds more memory than the limit allows, or null. */
  private memoryFailure(memoryBytes: number, time: number, atLoad: boolean): SandboxFailure | null {
    if (!(memoryBytes > this.limits.totalMemoryLimitBytes)) return null;
    return {
      kind: 'memory',
      message:
        `it made the sandbox hold ${mebibytes(memoryBytes)} of memory, more than the ` +
        `${mebibytes(this.limits.totalMemoryLimitBytes)} it may use (ArrayBuffers and typed arrays included)`,
      line: null,
      time,
      atLoad,
    };
  }

  /** Calls `missed` if `ms` plus the grace pass before the awaited answer. */
  private startDeadline(ms: number, missed: () => void): void {
    this.clearDeadline();
    const wait = Number.isFinite(ms) ? ms + this.graceMs : this.graceMs;
    this.deadline = setTimeout(() => {
      this.deadline = null;
      missed();
    }, wait);
  }

  /** Terminates the Worker (it is never reused). */
  private discardWorker(): void {
    if (this.worker) this.workers.discard(this.worker);
    this.worker = null;
  }

  private clearDeadline(): void {
    if (this.deadline !== null) clearTimeout(this.deadline);
    this.deadline = null;
  }

  /** The awaited answer came, or never will: whoever waits goes on. */
  private settle(): void {
    this.clearDeadline();
    this.awaitedSeq = 0;
    const resolve = this.resolveWaiting;
    this.waiting = null;
    this.resolveWaiting = null;
    resolve?.();
  }

  /** The player's code failed: from now on the fallback steers; with `terminate`, the Worker is stopped and never reused. */
  private fail(failure: SandboxFailure, terminate: boolean): void {
    if (terminate) this.discardWorker();
    if (this.failureValue === null) {
      this.failureValue = failure;
      this.onFailure?.(failure);
    }
    this.settle();
  }
}
