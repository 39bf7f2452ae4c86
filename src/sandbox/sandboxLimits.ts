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
  /** Memory of its interpreter, bytes. [default: 8 MiB] */
  memoryLimitBytes: number;
  /** Stack of its interpreter, bytes. [default: 256 KiB] */
  stackLimitBytes: number;
}

/** Documented defaults of {@link SandboxLimits}. */
export function defaultSandboxLimits(): SandboxLimits {
  return { callBudgetMs: 20, loadBudgetMs: 1000, runBudgetMs: 2000, memoryLimitBytes: 8 * 1024 * 1024, stackLimitBytes: 256 * 1024 };
}
