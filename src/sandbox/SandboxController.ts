import { DefaultIntrinsics, type QuickJSContext, type QuickJSHandle, type QuickJSRuntime, type QuickJSWASMModule } from 'quickjs-emscripten-core';
import { TimeOptimalController } from '../sim/control/TimeOptimalController';
import type { TurnController, TurnInput } from '../sim/control/TurnController';
import { loadQuickJs } from './loadQuickJs';
import { oneLine } from '../sim/validation/oneLine';
import { MAX_FAILURE_MESSAGE_LENGTH, withArticle, type SandboxFailure, type SandboxFailureKind } from './SandboxFailure';
import { defaultSandboxLimits, mebibytes, type SandboxLimits } from './sandboxLimits';
import { PreludeHelpers, preludeSource, ROOM_PROBE_FRAMES } from './sandboxPrelude';

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
  /** The clock the time budgets are measured with, ms. [default: performance.now] */
  clock?: () => number;
}

/** The file name the player's code is compiled under: messages point at its lines. */
const CODE_FILE_NAME = 'controller.js';

/** What QuickJS-ng's RangeError says when the stack is full. */
const STACK_OVERFLOW_MESSAGE = 'Maximum call stack size exceeded';

/**
 * Inside the sandbox, after the player's code: takes its `update` (a global function, whether
 * declared with `function`, `let`, `const` or `var`) and returns a function of eight numbers that
 * builds the input object and calls it with the run's `state`. The player's code cannot reach this
 * closure, so replacing `update` later changes nothing.
 */
const CALL_SOURCE = `typeof update === 'function' ? (function (update) {
  var state = {};
  return function call(headingError, angularVelocity, dt, maxAngularAcceleration, inertia, time, desiredHeadingRate, desiredHeadingAcceleration) {
    return update({ headingError: headingError, angularVelocity: angularVelocity, dt: dt, maxAngularAcceleration: maxAngularAcceleration, inertia: inertia, time: time, desiredHeadingRate: desiredHeadingRate, desiredHeadingAcceleration: desiredHeadingAcceleration }, state);
  };
})(update) : undefined`;

/**
 * A turn controller written by a player, as the text of `function update(input, state) { …
 * return angularAcceleration; }`, run in QuickJS compiled to WebAssembly.
 *
 * The code gets its own QuickJS runtime: only the ECMAScript built-ins (no `Date`; a seeded
 * `Math.random`), no host object at all: no document, fetch, storage, timers, process, require or
 * console. Its objects and prototypes live in the interpreter's memory, so changing
 * `Object.prototype` there changes nothing here. Each call has a time budget (enforced by
 * QuickJS's interrupt handler), and so has the whole run; memory and stack are limited.
 *
 * `input` is { headingError (rad, wrap(heading − desired), the article's sign), angularVelocity
 * (rad/s), dt (s), maxAngularAcceleration (rad/s²), inertia (kg·m²), time (s since the run
 * began: the sum of the earlier steps' dt), desiredHeadingRate (rad/s, how fast the desired
 * heading turns), desiredHeadingAcceleration (rad/s²) }; `state` is one object kept for the whole run (a new
 * command does not clear it). The return value is the commanded angular acceleration, rad/s²
 * (the entity clamps it to its motor's limit).
 *
 * A syntax error, a missing `update`, an exception, a call past its budget, memory or stack
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
  private readonly clock: () => number;
  /** The WebAssembly memory the interpreter lives in (its module's: see loadQuickJs). */
  private readonly memory: WebAssembly.Memory;
  private runtime: QuickJSRuntime | null = null;
  private context: QuickJSContext | null = null;
  private call: QuickJSHandle | null = null;
  /** The prelude's helpers, which the player's code cannot reach. */
  private helpers: PreludeHelpers | null = null;
  /** Whether the stack was full when the interrupt handler last stopped the code. */
  private stoppedWithStackFull = false;
  private failureValue: SandboxFailure | null = null;
  private deadline = Infinity;
  private runDeadlineHit = false;
  private runTime = 0;
  private spentMs = 0;
  private calls = 0;

  /** Loads a new QuickJS module (memory of its own, bounded by the limits), then builds the controller (see the constructor). */
  static async create(source: string, options: SandboxOptions = {}): Promise<SandboxController> {
    return new SandboxController(await loadQuickJs({ ...defaultSandboxLimits(), ...options.limits }.totalMemoryLimitBytes), source, options);
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
    this.clock = options.clock ?? (() => performance.now());
    try {
      this.load(module, source, options.seed ?? 1);
    } catch (error) {
      this.failHost(error, true);
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

  /** Time spent inside the player's `update` so far this run, ms (by the budget clock). */
  get spentMilliseconds(): number {
    return this.spentMs;
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

    this.deadline = this.clock() + this.limits.loadBudgetMs;
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
      this.failFromVm(loaded.error, true, 'timeout');
      return;
    }
    loaded.value.dispose();

    const call = context.evalCode(CALL_SOURCE, 'sandbox-call.js');
    this.deadline = Infinity;
    if (call.error) {
      this.failFromVm(call.error, true, 'timeout');
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
    const start = this.clock();
    const runDeadline = start + (this.limits.runBudgetMs - this.spentMs);
    const callDeadline = start + this.limits.callBudgetMs;
    this.runDeadlineHit = runDeadline < callDeadline;
    this.deadline = Math.min(callDeadline, runDeadline);
    this.stoppedWithStackFull = false;
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
      this.spentMs += this.clock() - start;
      if (result.error) {
        this.failFromVm(result.error, false, this.runDeadlineHit ? 'budget' : 'timeout', time);
      } else {
        const kind = context.typeof(result.value);
        if (kind === 'number') command = context.getNumber(result.value);
        result.value.dispose();
        if (!Number.isFinite(command)) {
          const what = kind === 'number' ? String(command) : kind === 'undefined' ? 'nothing (undefined)' : withArticle(kind);
          this.fail({ kind: 'bad-return', message: `update returned ${what}, not a finite number (rad/s²)`, line: null, time, atLoad: false });
        } else if (this.spentMs > this.limits.runBudgetMs) {
          this.fail({ kind: 'budget', message: `the calls of update took more than ${this.limits.runBudgetMs} ms in total`, line: null, time, atLoad: false });
        } else {
          this.calls++;
        }
      }
    } catch (error) {
      this.failHost(error, false, time);
    } finally {
      this.deadline = Infinity;
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

  /** The interpreter itself failed (a WebAssembly trap): nothing of it can be trusted any more. */
  private failHost(error: unknown, atLoad: boolean, time = 0): void {
    const detail = error instanceof Error ? error.message : String(error);
    this.call = null;
    this.helpers = null;
    this.context = null;
    this.runtime = null;
    this.fail({ kind: 'crash', message: oneLine(`the sandbox failed: ${detail}`, MAX_FAILURE_MESSAGE_LENGTH, 'as-given'), line: null, time, atLoad });
  }

  /** Turns an error thrown inside the sandbox into a failure. `interrupted` says what an interrupt meant. */
  private failFromVm(errorHandle: QuickJSHandle, atLoad: boolean, interrupted: 'timeout' | 'budget', time = 0): void {
    const stackFull = this.stoppedWithStackFull && this.helpers?.roomLeft() === ROOM_PROBE_FRAMES;
    const described = this.describe(errorHandle);
    errorHandle.dispose();
    let kind: SandboxFailureKind = described.syntax ? 'syntax' : 'exception';
    let message = described.text;
    if (described.internal === 'interrupted') {
      kind = interrupted;
      // A full stack when stopped (with room at the top again now, so not a stack too small to tell): each overflow the code caught made it recurse again.
      const why = stackFull ? 'with its stack full (a recursion that catches its own stack overflow?)' : '(an endless loop?)';
      message =
        interrupted === 'budget'
          ? `the calls of update took more than ${this.limits.runBudgetMs} ms in total`
          : atLoad
            ? `the code took more than ${this.limits.loadBudgetMs} ms to load ${why}`
            : `update took more than ${this.limits.callBudgetMs} ms ${why}`;
    } else if (described.internal === 'out of memory' || (described.thrownNull && this.memoryNearItsMaximum())) {
      // (With no memory left for the error itself, QuickJS throws null.)
      kind = 'memory';
      message = this.outOfMemory();
    } else if (described.internal === 'stack overflow') {
      kind = 'stack';
      message = 'stack overflow (endless recursion?)';
    }
    const line = described.line;
    this.fail({ kind, message: line === null ? message : `line ${line}: ${message}`, line, time, atLoad });
  }

  /**
   * What ran out, with the true figure: all its memory (the WebAssembly memory could not grow by
   * the block asked for, at most `memoryLimitBytes`, without passing its maximum), or one
   * allocation larger than `memoryLimitBytes` (QuickJS's own limit, per allocation).
   */
  private outOfMemory(): string {
    const used = this.memoryBytes;
    if (this.memoryNearItsMaximum()) {
      return `it used ${mebibytes(used)} of memory and asked for more than the ${mebibytes(this.limits.totalMemoryLimitBytes)} it may use (ArrayBuffers and typed arrays included)`;
    }
    return `it asked for more than ${mebibytes(this.limits.memoryLimitBytes)} of memory at once, the most one array, string or buffer may take (${mebibytes(used)} in use)`;
  }

  /** Whether one more allocation (at most `memoryLimitBytes`) may not fit under the memory's maximum. */
  private memoryNearItsMaximum(): boolean {
    return this.memoryBytes + this.limits.memoryLimitBytes >= this.limits.totalMemoryLimitBytes;
  }

  /**
   * Reads what was thrown, under a fresh call budget (its getters are the player's code too).
   * Only strings and numbers cross over; anything odd gives a generic text.
   */
  private describe(errorHandle: QuickJSHandle): { text: string; line: number | null; syntax: boolean; internal: string | null; thrownNull?: boolean } {
    const context = this.context;
    if (context === null) return { text: 'it failed', line: null, syntax: false, internal: null };
    this.deadline = this.clock() + this.limits.callBudgetMs;
    try {
      const kind = context.typeof(errorHandle);
      if (kind === 'string') return { text: oneLine(`threw ${context.getString(errorHandle)}`, MAX_FAILURE_MESSAGE_LENGTH, 'as-given'), line: null, syntax: false, internal: null };
      if (kind === 'number') return { text: `threw ${context.getNumber(errorHandle)}`, line: null, syntax: false, internal: null };
      if (kind !== 'object' || this.helpers?.isNull(errorHandle) === true) return { text: `threw ${kind === 'object' ? 'null' : kind === 'undefined' ? 'undefined' : withArticle(kind)}`, line: null, syntax: false, internal: null, thrownNull: kind === 'object' };
      const name = this.readString(errorHandle, 'name');
      const message = this.readString(errorHandle, 'message');
      const stack = this.readString(errorHandle, 'stack');
      const frame = stack === null ? null : new RegExp(`${CODE_FILE_NAME.replace('.', '\\.')}:(\\d+)`).exec(stack);
      const line = frame ? Number(frame[1]) : null;
      const internal = name === 'InternalError' ? message : name === 'RangeError' && message === STACK_OVERFLOW_MESSAGE ? 'stack overflow' : null;
      const text = name !== null || message !== null ? oneLine(`${name ?? 'Error'}: ${message ?? ''}`, MAX_FAILURE_MESSAGE_LENGTH, 'as-given') : 'threw an object that is not an Error';
      return { text, line: line !== null && Number.isInteger(line) && line > 0 ? line : null, syntax: name === 'SyntaxError', internal };
    } catch {
      return { text: 'threw a value that cannot be read', line: null, syntax: false, internal: null };
    } finally {
      this.deadline = Infinity;
    }
  }

  /**
   * The interrupt handler: stops the code once past its deadline, first noting whether its stack is
   * full then. QuickJS asks it once every 10,000 calls or loop turns; the probe runs only at a stop.
   */
  private interrupt(): boolean {
    const helpers = this.helpers;
    if (helpers === null || helpers.busy || !(this.clock() > this.deadline)) return false;
    this.stoppedWithStackFull = helpers.roomLeft() < ROOM_PROBE_FRAMES;
    return true;
  }

  private readString(handle: QuickJSHandle, key: string): string | null {
    const value = this.readProperty(handle, key);
    return typeof value === 'string' ? value : null;
  }

  private readProperty(handle: QuickJSHandle, key: string): unknown {
    const context = this.context;
    if (context === null) return null;
    const property = context.getProp(handle, key);
    try {
      const kind = context.typeof(property);
      return kind === 'string' ? context.getString(property) : kind === 'number' ? context.getNumber(property) : null;
    } finally {
      property.dispose();
    }
  }
}
