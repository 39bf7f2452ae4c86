/** The limits a player's controller runs under. */
export interface SandboxLimits {
  /**
   * Time one call of `update` may take, ms. [default: 20: an endless loop ends within about a
   * frame, while a busy machine's pauses (garbage collection, other work) do not stop honest code]
   */
  callBudgetMs: number;
  /** Time the code's top level (defining `update`) may take, ms. [default: 1000] */
  loadBudgetMs: number;
  /** Time all calls of one run may take together, ms. [default: 2000] */
  runBudgetMs: number;
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
   * with, room for a table of a million numbers, and little enough that a busy machine fills it
   * well within a call's or a load's time budget, so that the code meets its memory limit first]
   */
  totalMemoryLimitBytes: number;
  /** Stack of its interpreter, bytes. [default: 256 KiB] */
  stackLimitBytes: number;
}

/** The WebAssembly memory a new interpreter starts with, bytes (what QuickJS's build asks for: 16 MiB). */
export const INITIAL_WEBASSEMBLY_MEMORY_BYTES = 16 * 1024 * 1024;

/** Documented defaults of {@link SandboxLimits}. */
export function defaultSandboxLimits(): SandboxLimits {
  return { callBudgetMs: 20, loadBudgetMs: 1000, runBudgetMs: 2000, memoryLimitBytes: 8 * 1024 * 1024, totalMemoryLimitBytes: 32 * 1024 * 1024, stackLimitBytes: 256 * 1024 };
}

/** Bytes as MiB for a message: "63.4 MiB", "8 MiB". */
export function mebibytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MiB`;
}
