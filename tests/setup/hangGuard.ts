/**
 * How long a test, a hook or a process a test spawns may run before it counts as hung, ms: a guard
 * against a hang, never a verdict on speed. Beside four CPU hogs on two cores a test runs about three
 * times as long as alone, and no verdict of the suite may depend on that.
 */
export const HANG_GUARD_MS = 10 * 60_000;
