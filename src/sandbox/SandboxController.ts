/**
 * A player's turn controller run in QuickJS (WebAssembly): loaded, called each step under budgets of
 * work, memory and stack, and replaced by its fallback for good once it fails.
 */
import {
  DefaultIntrinsics,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import { TimeOptimalController } from '../sim/control/TimeOptimalController';
import type { TurnController, TurnInput } from '../sim/control/TurnController';
import { loadQuickJs } from './loadQuickJs';
import { withArticle, type SandboxFailure } from './SandboxFailure';
import { checksOf, defaultSandboxLimits, OPERATIONS_PER_CHECK, type SandboxLimits } from './sandboxLimits';
import { WorkBudget } from './WorkBudget';
import { hostFailure, thrownFailure } from './interpreterFailure';
import { PreludeHelpers, preludeSource, ROOM_PROBE_FRAMES } from './sandboxPrelude';
import { describeThrown, type ThrownDescription } from './thrownValue';

export { defaultSandboxLimits, type SandboxLimits } from './sandboxLimits';

/** Options of a {@link SandboxController}. */
export interface SandboxOptions {
  /** Overrides of {@link defaultSandboxLimits}. */
  limits?: Partial<SandboxLimits>;
  /** What steers after the player's code failed. [default: a new TimeOptimalController] */
  fallback?: TurnController;
  /** Seed of the sandbox's `Math.random`, so that a run repeats exactly. [default: 1] */
  seed?: number;
  /** Called once, when the player's code fails (at load or in a call). */
  onFailure?: (failure: SandboxFailure) => void;
  /**
   * The clock the far deadlines (callDeadlineMs, loadDeadlineMs) are read from, ms; the budgets count work, not time. [default:
   * performance.now]
   */
  clock?: () => number;
}

/** The file name the player's code is compiled under: messages point at its lines. */
const CODE_FILE_NAME = 'controller.js';

/**
 * Inside the sandbox, after the player's code: takes its `update` (a global function, whether
 * declared with `function`, `let`, `const` or `var`) and returns a function of eight numbers that
 * builds the input object and calls it with the run's `state`. The player's code cannot reach this
 * closure, so replacing `update` later changes nothing.
 */
const CALL_SOURCE = `typeof update === 'function' ? (function (update) {
  var state = {};
  return function call(headingError, angularVelocity, dt, maxAngularAcceleration, inertia, time,
                       desiredHeadingRate, desiredHeadingAcceleration) {
    return update({
      headingError: headingError, angularVelocity: angularVelocity, dt: dt, maxAngularAcceleration: maxAngularAcceleration,
      inertia: inertia, time: time, desiredHeadingRate: desiredHeadingRate, desiredHeadingAcceleration: desiredHeadingAcceleration
    }, state);
  };
})(update) : undefined`;

/**
 * A turn controller written by a player, as the text of `function update(input, state) { …
 * return angularAcceleration; }`, run in QuickJS compiled to WebAssembly.
 *
 * The code gets its own QuickJS runtime: only the ECMAScript built-ins (no `Date`; a seeded
 * `Math.random`), no host object at all: no document, fetch, storage, timers, process, require or
 * console. Its objects and prototypes live in the interpreter's memory, so changing
 * `Object.prototype` there changes nothing here. Each call has a budget of work, and so have the
 * loading and the whole run: QuickJS calls its interrupt handler once every
 * OPERATIONS_PER_CHECK calls, loop turns and branches, and the sandbox counts those calls, so that
 * the same code meets its budget at the same point on any machine and under any load. A far
 * deadline on the machine's clock backs them up (for built-ins that never reach the handler);
 * memory and stack are limited.
 *
 * `input` is { headingError (rad, wrap(heading − desired), the article's sign), angularVelocity
 * (rad/s), dt (s), maxAngularAcceleration (rad/s²), inertia (kg·m²), time (s since the run
 * began: the sum of the earlier steps' dt), desiredHeadingRate (rad/s, how fast the desired
 * heading turns), desiredHeadingAcceleration (rad/s²) }; `state` is one object kept for the whole run (a new
 * command does not clear it). The return value is the commanded angular acceleration, rad/s²
 * (the entity clamps it to its motor's limit).
 *
 * A syntax error, a missing `update`, an exception, a call past its budget or deadline, memory or stack
 * exhausted, or a return value that is not a finite number ends the player's code for the rest of
 * the run: {@link failure} says why (with the line where there is one) and the fallback controller
 * (time-optimal unless told otherwise) steers from then on. Nothing is ever thrown to the caller.
 * Call {@link dispose} when done, to free the interpreter.
 */
export class SandboxController implements TurnController {
  readonly type = 'sandbox';
  private readonly limits: SandboxLimits;
  private readonly fallback: TurnController;
  private readonly onFailure: ((failure: SandboxFailure) => void) | null;
  /** The WebAssembly memory the interpreter lives in (its module's: see loadQuickJs). */
  private readonly memory: WebAssembly.Memory;
  private runtime: QuickJSRuntime | null = null;
  private context: QuickJSContext | null = null;
  private call: QuickJSHandle | null = null;
  /** The prelude's helpers, which the player's code cannot reach. */
  private helpers: PreludeHelpers | null = null;
  private failureValue: SandboxFailure | null = null;
  /** The running phase's budget of work and far deadline. */
  private readonly budget: WorkBudget;
  /** Whether the run's budget, not the call's, was the tighter one for the running call. */
  private runBudgetBinds = false;
  private runTime = 0;
  private spentChecks = 0;
  private calls = 0;

  /** Loads a new QuickJS module (memory of its own, bounded by the limits), then builds the controller (see the constructor). */
  static async create(source: string, options: SandboxOptions = {}): Promise<SandboxController> {
    return new SandboxController(
      await loadQuickJs({ ...defaultSandboxLimits(), ...options.limits }.totalMemoryLimitBytes),
      source,
      options,
    );
  }

  /**
   * Compiles and runs the player's `source` in a new QuickJS runtime of `module`. Never throws:
   * when the code cannot be used, {@link failure} says why and the fallback steers.
   */
  constructor(module: QuickJSWASMModule, source: string, options: SandboxOptions = {}) {
    this.memory = module.getWasmMemory();
    this.limits = { ...defaultSandboxLimits(), ...options.limits };
    this.fallback = options.fallback ?? new TimeOptimalController();
    this.onFailure = options.onFailure ?? null;
    this.budget = new WorkBudget(options.clock ?? (() => performance.now()));
    try {
      this.load(module, source, options.seed ?? 1);
    } catch (error) {
      this.failHost(error, true, 0, source);
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

  /** The work the player's `update` has done so far this run, in operations (counted in steps of OPERATIONS_PER_CHECK). */
  get spentOperations(): number {
    return this.spentChecks * OPERATIONS_PER_CHECK;
  }

  /**
   * The WebAssembly memory the interpreter has now, bytes: all it ever allocated (WebAssembly memory
   * grows and never shrinks), ArrayBuffers and typed arrays included.
   */
  get memoryBytes(): number {
    return this.memory.buffer.byteLength;
  }

  /** Number of calls of the player's `update` that returned a usable number. */
  get callCount(): number {
    return this.calls;
  }

  private load(module: QuickJSWASMModule, source: string, seed: number): void {
    const runtime = module.newRuntime();
    this.runtime = runtime;
    runtime.setMemoryLimit(this.limits.memoryLimitBytes);
    runtime.setMaxStackSize(this.limits.stackLimitBytes);
    runtime.setInterruptHandler(() => this.interrupt());
    const context = runtime.newContext({ intrinsics: { ...DefaultIntrinsics, Date: false } });
    this.context = context;

    this.budget.start(checksOf(this.limits.loadBudgetOperations), this.limits.loadDeadlineMs);
    const prelude = context.evalCode(preludeSource(seed), 'sandbox-prelude.js');
    if (prelude.error) {
      prelude.error.dispose();
      throw new Error('the sandbox could not start');
    }
    this.helpers = new PreludeHelpers(context, prelude.value);
    prelude.value.dispose();

    // A byte order mark before the code (a file saved as "UTF-8 with BOM") is no part of it.
    const loaded = context.evalCode(source.charCodeAt(0) === 0xfeff ? source.slice(1) : source, CODE_FILE_NAME);
    if (loaded.error) {
      this.failFromVm(loaded.error, true);
      return;
    }
    loaded.value.dispose();

    const call = context.evalCode(CALL_SOURCE, 'sandbox-call.js');
    this.budget.end();
    if (call.error) {
      this.failFromVm(call.error, true);
      return;
    }
    if (context.typeof(call.value) !== 'function') {
      call.value.dispose();
      this.fail({ kind: 'no-update', message: 'the code defines no function update(input, state)', line: null, time: 0, atLoad: true });
      return;
    }
    this.call = call.value;
  }

  update(input: Readonly<TurnInput>): number {
    const time = this.runTime;
    this.runTime += input.dt;
    if (this.failureValue !== null || this.call === null || this.context === null) return this.fallback.update(input);
    const context = this.context;
    const callChecks = checksOf(this.limits.callBudgetOperations);
    const runChecksLeft = checksOf(this.limits.runBudgetOperations) - this.spentChecks;
    this.runBudgetBinds = runChecksLeft < callChecks;
    this.budget.start(Math.min(callChecks, runChecksLeft), this.limits.callDeadlineMs);
    let command = Number.NaN;
    try {
      const args = [
        context.newNumber(input.headingError),
        context.newNumber(input.angularVelocity),
        context.newNumber(input.dt),
        context.newNumber(input.maxAngularAcceleration),
        context.newNumber(input.inertia),
        context.newNumber(time),
        context.newNumber(input.desiredHeadingRate ?? 0),
        context.newNumber(input.desiredHeadingAcceleration ?? 0),
      ];
      const result = context.callFunction(this.call, context.undefined, ...args);
      for (const handle of args) handle.dispose();
      this.spentChecks += this.budget.used;
      if (result.error) {
        this.failFromVm(result.error, false, time);
      } else {
        const kind = context.typeof(result.value);
        if (kind === 'number') command = context.getNumber(result.value);
        result.value.dispose();
        if (!Number.isFinite(command)) {
          const what = kind === 'number' ? String(command) : kind === 'undefined' ? 'nothing (undefined)' : withArticle(kind);
          this.fail({
            kind: 'bad-return',
            message: `update returned ${what}, not a finite number (rad/s²)`,
            line: null,
            time,
            atLoad: false,
          });
        } else {
          this.calls++;
        }
      }
    } catch (error) {
      this.failHost(error, false, time);
    } finally {
      this.budget.end();
    }
    return this.failureValue === null ? command : this.fallback.update(input);
  }

  /** A new command: the player's `state` is kept (it lives for the whole run); the fallback forgets. */
  reset(): void {
    this.fallback.reset();
  }

  /** Frees the interpreter. The controller then steers with its fallback only. */
  dispose(): void {
    if (this.failureValue === null && this.runtime !== null) {
      this.failureValue = { kind: 'crash', message: 'the controller was disposed', line: null, time: this.runTime, atLoad: false };
    }
    this.release();
  }

  private release(): void {
    const { call, helpers, context, runtime } = this;
    this.call = null;
    this.helpers = null;
    this.context = null;
    this.runtime = null;
    try {
      call?.dispose();
      helpers?.dispose();
      context?.dispose();
      runtime?.dispose();
    } catch {
      // An interpreter that failed inside may not free cleanly; its module serves no other code.
    }
  }

  private fail(failure: SandboxFailure): void {
    if (this.failureValue !== null) return;
    this.failureValue = failure;
    this.release();
    this.onFailure?.(failure);
  }

  /**
   * The interpreter itself failed (a WebAssembly trap): nothing of it can be trusted any more. While
   * it read `source`, the host's stack overflowing means the code nests deeper than its parser can
   * descend (before its own stack limit is met): the failure names the nesting and its line.
   */
  private failHost(error: unknown, atLoad: boolean, time = 0, source?: string): void {
    this.call = null;
    this.helpers = null;
    this.context = null;
    this.runtime = null;
    const { kind, message, line } = hostFailure(error, source);
    this.fail({ kind, message, line, time, atLoad });
  }

  /** Turns an error thrown inside the sandbox into a failure (an interrupt: its budget of work or its deadline, as the WorkBudget says). */
  private failFromVm(errorHandle: QuickJSHandle, atLoad: boolean, time = 0): void {
    const stackFull = this.budget.stoppedWithStackFull && this.helpers?.roomLeft() === ROOM_PROBE_FRAMES;
    const stoppedBy = this.budget.stoppedBy;
    const runBudget = !atLoad && this.runBudgetBinds;
    const described = this.describe(errorHandle);
    errorHandle.dispose();
    const { kind, message } = thrownFailure(described, {
      atLoad,
      stackFull,
      stoppedBy,
      runBudget,
      limits: this.limits,
      memoryBytes: this.memoryBytes,
    });
    const line = described.line;
    this.fail({ kind, message: line === null ? message : `line ${line}: ${message}`, line, time, atLoad });
  }

  /** Reads what was thrown (thrownValue.ts), under a fresh call budget and deadline: its getters are the player's code too. */
  private describe(errorHandle: QuickJSHandle): ThrownDescription {
    const context = this.context;
    const helpers = this.helpers;
    if (context === null || helpers === null) return { text: 'it failed', line: null, syntax: false, internal: null };
    this.budget.start(checksOf(this.limits.callBudgetOperations), this.limits.callDeadlineMs);
    try {
      return describeThrown(context, helpers, errorHandle, CODE_FILE_NAME);
    } catch {
      return { text: 'threw a value that cannot be read', line: null, syntax: false, internal: null };
    } finally {
      this.budget.end();
    }
  }

  /**
   * The interrupt handler, which QuickJS calls once every OPERATIONS_PER_CHECK calls, loop turns and
   * branches: counts that check (more if the stack is full then: fewer than ROOM_PROBE_FRAMES more
   * calls fit) and stops the code once past its phase's budget or deadline (WorkBudget).
   */
  private interrupt(): boolean {
    const helpers = this.helpers;
    if (helpers === null || helpers.busy) return false;
    return this.budget.check(helpers.roomLeft() < ROOM_PROBE_FRAMES);
  }
}
