import type { DeferredTurnController } from '../sim/control/DeferredTurnController';
import { TimeOptimalController } from '../sim/control/TimeOptimalController';
import type { ControllerTerms, TurnController, TurnInput } from '../sim/control/TurnController';
import { defaultSandboxLimits, type SandboxLimits } from './sandboxLimits';
import type { SandboxFailure } from './SandboxFailure';
import type { FromSandboxWorker, SandboxWorkerHandle } from './sandboxProtocol';
import type { SandboxWorkers } from './SandboxWorkers';

/**
 * How much longer than its budget a call (or the loading) may take before the Worker is
 * terminated, ms. The budgets themselves are kept inside the Worker by QuickJS's interrupt
 * handler, which ends an ordinary endless loop within its budget with a clear message; this
 * deadline is for code that never reaches that handler (a built-in such as `indexOf` running
 * over a huge array-like) and for a busy machine's pauses, which must not stop honest code.
 */
export const DEADLINE_GRACE_MS = 500;

/** Options of {@link WorkerSandboxController.create}. */
export interface WorkerSandboxOptions {
  /** Overrides of the budgets kept inside the Worker (see SandboxLimits). */
  limits?: Partial<SandboxLimits>;
  /** What steers after the player's code failed. [default: a new TimeOptimalController] */
  fallback?: TurnController;
  /** Seed of the sandbox's `Math.random`, so that a run repeats exactly. [default: 1] */
  seed?: number;
  /** Extra time past each budget before the Worker is terminated, ms. [default: {@link DEADLINE_GRACE_MS}] */
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
 * Inside the Worker the code runs in QuickJS with the budgets of {@link SandboxLimits} (see
 * SandboxController): an exception, a bad return value or a call over budget ends it with a
 * message. Here, a hard deadline: a call (or the loading) that has not answered
 * {@link DEADLINE_GRACE_MS} after its budget terminates the Worker, and the player's code has
 * failed with kind "timeout". After any failure the fallback controller (time-optimal unless told
 * otherwise) steers from that step on, and {@link failure} says why. Call {@link dispose} when done.
 */
export class WorkerSandboxController implements DeferredTurnController {
  readonly type = 'sandbox';
  private readonly limits: SandboxLimits;
  private readonly fallback: TurnController;
  private readonly graceMs: number;
  private readonly onFailure: ((failure: SandboxFailure) => void) | null;
  private worker: SandboxWorkerHandle | null;
  private failureValue: SandboxFailure | null = null;
  /** Simulated time of the run, s: the sum of the dt of the calls so far (as the Worker counts it). */
  private runTime = 0;
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
    const limits = { ...defaultSandboxLimits(), ...options.limits };
    let worker: SandboxWorkerHandle | null = null;
    let startFailure: SandboxFailure | null = null;
    try {
      worker = await workers.acquire();
    } catch (error) {
      startFailure = { kind: 'crash', message: error instanceof Error ? error.message : String(error), line: null, time: 0, atLoad: true };
    }
    const controller = new WorkerSandboxController(workers, worker, limits, options);
    if (startFailure) controller.fail(startFailure, false);
    else await controller.load(source, options.seed ?? 1);
    return controller;
  }

  private constructor(
    private readonly workers: SandboxWorkers,
    worker: SandboxWorkerHandle | null,
    limits: SandboxLimits,
    options: WorkerSandboxOptions,
  ) {
    this.worker = worker;
    this.limits = limits;
    this.fallback = options.fallback ?? new TimeOptimalController();
    this.graceMs = options.graceMs ?? DEADLINE_GRACE_MS;
    this.onFailure = options.onFailure ?? null;
  }

  /** Why the player's code stopped being used, or null while it steers. */
  get failure(): SandboxFailure | null {
    return this.failureValue;
  }

  /** True once the fallback controller steers instead of the player's code. */
  get usingFallback(): boolean {
    return this.failureValue !== null;
  }

  /** The fallback's P, I and D parts once it steers (the player's code has none). */
  get terms(): Readonly<ControllerTerms> | undefined {
    return this.failureValue ? this.fallback.terms : undefined;
  }

  request(input: Readonly<TurnInput>): void {
    const time = this.runTime;
    this.runTime += input.dt;
    this.answered = false;
    const worker = this.worker;
    if (this.failureValue !== null || worker === null) return;
    const seq = ++this.seq;
    this.awaitedSeq = seq;
    this.waiting ??= new Promise<void>((resolve) => {
      this.resolveWaiting = resolve;
    });
    this.startDeadline(this.limits.callBudgetMs, () => ({ kind: 'timeout', message: `update did not return within ${this.limits.callBudgetMs + this.graceMs} ms and was stopped (a built-in that never checks the time budget, over a huge array?)`, line: null, time, atLoad: false }));
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

  /** Frees the Worker (kept for the next run when it is healthy). The controller then steers with its fallback only. */
  dispose(): void {
    if (this.failureValue === null) this.failureValue = { kind: 'crash', message: 'the controller was disposed', line: null, time: this.runTime, atLoad: false };
    this.settle();
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    if (this.awaitedSeq !== 0) {
      this.workers.discard(worker);
      return;
    }
    worker.post({ type: 'unload' });
    this.workers.release(worker);
  }

  private load(source: string, seed: number): Promise<void> {
    const worker = this.worker as SandboxWorkerHandle;
    return new Promise<void>((resolve) => {
      this.resolveWaiting = resolve;
      this.awaitedSeq = -1;
      worker.listen(
        (message) => this.onMessage(message),
        (why) => this.fail({ kind: 'crash', message: `the sandbox Worker failed (${why})`, line: null, time: this.runTime, atLoad: this.awaitedSeq === -1 }, true),
      );
      this.startDeadline(this.limits.loadBudgetMs, () => ({ kind: 'timeout', message: `the code did not finish loading within ${this.limits.loadBudgetMs + this.graceMs} ms and was stopped (an endless loop, or a built-in over a huge array, at its top level?)`, line: null, time: 0, atLoad: true }));
      worker.post({ type: 'load', source, limits: this.limits, seed });
    });
  }

  private onMessage(message: FromSandboxWorker): void {
    if (message.type === 'loaded') {
      if (this.awaitedSeq !== -1) return;
      if (message.failure) this.fail(message.failure, false);
      this.settle();
    } else if (message.type === 'answer') {
      if (message.seq !== this.awaitedSeq) return;
      if (message.failure) {
        this.fail(message.failure, false);
      } else {
        this.answer = message.command;
        this.answered = true;
      }
      this.settle();
    }
  }

  /** Terminates the Worker if `ms` plus the grace pass before the awaited answer; `failure` says why. */
  private startDeadline(ms: number, failure: () => SandboxFailure): void {
    this.clearDeadline();
    const wait = Number.isFinite(ms) ? ms + this.graceMs : this.graceMs;
    this.deadline = setTimeout(() => {
      this.deadline = null;
      this.fail(failure(), true);
    }, wait);
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
    if (terminate && this.worker) {
      this.workers.discard(this.worker);
      this.worker = null;
    }
    if (this.failureValue === null) {
      this.failureValue = failure;
      this.onFailure?.(failure);
    }
    this.settle();
  }
}
