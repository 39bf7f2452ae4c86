/**
 * The limits a player's controller runs under: budgets of work (QuickJS's own count of what it ran),
 * far deadlines on the machine's clock, and memory and stack.
 */

/**
 * How many operations (function calls, loop turns and branches) QuickJS-ng runs between two calls
 * of its interrupt handler: its `JS_INTERRUPT_COUNTER_INIT`, fixed when the interpreter is built.
 * The sandbox counts those calls ("checks"): a budget of work is a number of checks, the same on any
 * machine and under any load.
 */
export const OPERATIONS_PER_CHECK = 10_000;

/**
 * What a check that finds the stack full counts for, in checks. Each call of a recursion that
 * catches its own stack overflow makes an error (a backtrace, an object), about ten to sixty times
 * the work of a plain call that QuickJS counts as one operation: counted as one check, such a call
 * ran 1.2 s of the machine's time within a budget an endless loop spends in 4 ms. A full stack at a
 * check is a state of the run, not of the machine, so the count stays the same everywhere.
 */
export const STACK_FULL_CHECK_WEIGHT = 10;

/** The limits a player's controller runs under. */
export interface SandboxLimits {
  /**
   * Work one call of `update` may do: calls, loop turns and branches, counted by QuickJS in steps of
   * {@link OPERATIONS_PER_CHECK}. [default: 200,000: an endless loop spends about 20 ms on it on a
   * 2-core machine, busy code (an object made and a function called each turn, a string grown) 70 to
   * 150 ms; the template controller does about 2 a call]
   */
  callBudgetOperations: number;
  /** Work the code's top level (defining `update`, building its tables) may do, operations. [default: 1,000,000] */
  loadBudgetOperations: number;
  /** Work all calls of one run may do together, operations. [default: 10,000,000: fifty calls at their budget] */
  runBudgetOperations: number;
  /**
   * The far backstop of one call on the machine's clock, ms: only code that never reaches QuickJS's
   * count (a built-in such as `indexOf` over a huge array-like) or a machine far too busy meets it.
   * [default: 2000, some 15 times what the busiest code spends at its budget here]
   */
  callDeadlineMs: number;
  /** The far backstop of the loading on the machine's clock, ms. [default: 10,000] */
  loadDeadlineMs: number;
  /**
   * The most one allocation of its interpreter may take, bytes: QuickJS's memory limit, which the
   * WebAssembly build applies to each allocation, not to their sum (it cannot measure the blocks
   * it frees), so that 4 MiB ArrayBuffers, or small arrays, added up to 2 GB under an "8 MiB
   * limit". The sum is {@link totalMemoryLimitBytes}. [default: 8 MiB]
   */
  memoryLimitBytes: number;
  /**
   * All the memory the code's interpreter may have, bytes: the WebAssembly memory it lives in,
   * which holds everything the code allocates (objects, arrays, strings, ArrayBuffers and typed
   * arrays). It is the memory's maximum, so the interpreter can never grow past it; at least
   * {@link INITIAL_WEBASSEMBLY_MEMORY_BYTES}. [default: 32 MiB: twice what a new interpreter starts
   * with, room for a table of a million numbers]
   */
  totalMemoryLimitBytes: number;
  /** Stack of its interpreter, bytes. [default: 256 KiB] */
  stackLimitBytes: number;
}

/** The WebAssembly memory a new interpreter starts with, bytes (what QuickJS's build asks for: 16 MiB). */
export const INITIAL_WEBASSEMBLY_MEMORY_BYTES = 16 * 1024 * 1024;

/** Documented defaults of {@link SandboxLimits}. */
export function defaultSandboxLimits(): SandboxLimits {
  return {
    callBudgetOperations: 200_000,
    loadBudgetOperations: 1_000_000,
    runBudgetOperations: 10_000_000,
    callDeadlineMs: 2000,
    loadDeadlineMs: 10_000,
    memoryLimitBytes: 8 * 1024 * 1024,
    totalMemoryLimitBytes: 32 * 1024 * 1024,
    stackLimitBytes: 256 * 1024,
  };
}

/** A budget of operations in checks (whole checks; Infinity stays Infinity). */
export function checksOf(operations: number): number {
  return operations === Infinity ? Infinity : Math.floor(operations / OPERATIONS_PER_CHECK);
}

/** Operations for a message: "200,000". */
export function operationsText(operations: number): string {
  return operations.toLocaleString('en');
}

/** Bytes as MiB for a message: "63.4 MiB", "8 MiB". */
export function mebibytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MiB`;
}
