/**
 * What a failure of the player's code in the interpreter is, in words: what it threw, or the budget,
 * deadline, memory or stack that stopped it, and a parser the code nested too deep for.
 */
import { oneLine } from '../sim/validation/oneLine';
import { deepestNesting } from './codeNesting';
import { MAX_FAILURE_MESSAGE_LENGTH, type SandboxFailureKind } from './SandboxFailure';
import { mebibytes, operationsText, type SandboxLimits } from './sandboxLimits';
import { STACK_OVERFLOW_MESSAGE, type ThrownDescription } from './thrownValue';

/** A failure's kind and its message, without the line and the time. */
export interface FailureWords {
  readonly kind: SandboxFailureKind;
  readonly message: string;
}

/** What was known when the interpreter threw, besides what was thrown. */
export interface ThrowCircumstances {
  /** Whether the code was loading (else: a call of `update`). */
  readonly atLoad: boolean;
  /** Whether the code was stopped with its stack full, with room at the top again now (each overflow it caught made it recurse again). */
  readonly stackFull: boolean;
  /** What stopped the code, when it was interrupted (WorkBudget.stoppedBy). */
  readonly stoppedBy: 'budget' | 'deadline';
  /** Whether the run's budget, not the call's, was the tighter one for the call. */
  readonly runBudget: boolean;
  /** The sandbox's limits. */
  readonly limits: SandboxLimits;
  /** The WebAssembly memory the interpreter has now, bytes. */
  readonly memoryBytes: number;
}

/**
 * An error thrown inside the sandbox as a failure: an interrupt is its budget of work or its deadline, as `at.stoppedBy` says; an
 * InternalError is memory or stack run out; anything else what the code threw (its syntax, or an exception). The message has no line.
 */
export function thrownFailure(described: ThrownDescription, at: ThrowCircumstances): FailureWords {
  const limits = at.limits;
  let kind: SandboxFailureKind = described.syntax ? 'syntax' : 'exception';
  let message = described.text;
  if (described.internal === 'interrupted') {
    // A full stack when stopped (with room at the top again now, so not a stack too small to tell): each overflow the code caught made it
    // recurse again.
    const why = at.stackFull ? 'with its stack full (a recursion that catches its own stack overflow?)' : '(an endless loop?)';
    const what = at.atLoad ? 'the code' : 'update';
    if (at.stoppedBy === 'deadline') {
      kind = 'deadline';
      message =
        `${what} was still running after ${at.atLoad ? limits.loadDeadlineMs : limits.callDeadlineMs} ms of the machine's ` +
        `time, its far deadline (a built-in that never counts its work, or a machine far too busy?)`;
    } else if (at.runBudget) {
      kind = 'budget';
      message = `the calls of update ran more than ${operationsText(limits.runBudgetOperations)} calls and loop turns in total`;
    } else {
      kind = 'timeout';
      message = at.atLoad
        ? `the code ran more than ${operationsText(limits.loadBudgetOperations)} calls and loop turns while loading ${why}`
        : `update ran more than ${operationsText(limits.callBudgetOperations)} calls and loop turns ${why}`;
    }
  } else if (described.internal === 'out of memory' || (described.thrownNull && memoryNearItsMaximum(at.memoryBytes, limits))) {
    // (With no memory left for the error itself, QuickJS throws null.)
    kind = 'memory';
    message = outOfMemory(at.memoryBytes, limits);
  } else if (described.internal === 'stack overflow') {
    kind = 'stack';
    message = 'stack overflow (endless recursion?)';
  }
  return { kind, message };
}

/**
 * The interpreter itself failed (a WebAssembly trap, `error`): a crash. While it read `source`, the host's stack overflowing means the
 * code nests deeper than its parser can descend (before its own stack limit is met): then a syntax failure naming the nesting and its
 * line.
 */
export function hostFailure(error: unknown, source?: string): FailureWords & { readonly line: number | null } {
  const detail = error instanceof Error ? error.message : String(error);
  if (source !== undefined && error instanceof RangeError && detail === STACK_OVERFLOW_MESSAGE) {
    const { depth, line } = deepestNesting(source);
    const message =
      `the code nests its brackets ${depth} levels deep (at line ${line}), deeper than the interpreter can read: keep nesting to ` +
      `a few hundred levels`;
    return { kind: 'syntax', message, line };
  }
  return { kind: 'crash', message: oneLine(`the sandbox failed: ${detail}`, MAX_FAILURE_MESSAGE_LENGTH, 'as-given'), line: null };
}

/**
 * What ran out, with the true figure: all its memory (the WebAssembly memory, `memoryBytes` now, could not grow by the block asked for,
 * at most `memoryLimitBytes`, without passing its maximum), or one allocation larger than `memoryLimitBytes` (QuickJS's own limit, per
 * allocation).
 */
function outOfMemory(memoryBytes: number, limits: SandboxLimits): string {
  if (memoryNearItsMaximum(memoryBytes, limits)) {
    return (
      `it used ${mebibytes(memoryBytes)} of memory and asked for more than the ${mebibytes(limits.totalMemoryLimitBytes)} it may ` +
      `use (ArrayBuffers and typed arrays included)`
    );
  }
  return (
    `it asked for more than ${mebibytes(limits.memoryLimitBytes)} of memory at once, the most one array, string or buffer ` +
    `may take (${mebibytes(memoryBytes)} in use)`
  );
}

/** Whether one more allocation (at most `memoryLimitBytes`) may not fit under the memory's maximum, with `memoryBytes` in use. */
function memoryNearItsMaximum(memoryBytes: number, limits: SandboxLimits): boolean {
  return memoryBytes + limits.memoryLimitBytes >= limits.totalMemoryLimitBytes;
}
