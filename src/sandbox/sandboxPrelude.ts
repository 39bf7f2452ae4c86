import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten-core';

/**
 * Inside the sandbox, before the player's code: a seeded Math.random (mulberry32, as
 * src/sim/math/random.ts). It evaluates to the host's own helpers, which the code cannot reach:
 * `isNull(value)` (this build of QuickJS offers no equality to the host).
 */
export function preludeSource(seed: number): string {
  return `(function (seed) {
  var s = seed >>> 0;
  Math.random = function random() {
    s = (s + 0x6d2b79f5) >>> 0;
    var t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    isNull: function isNull(value) {
      return value === null;
    },
  };
})(${seed >>> 0});`;
}

/**
 * The host's side of the prelude's helpers (their handles, which the player's code cannot reach).
 * Call {@link dispose} with the context.
 */
export class PreludeHelpers {
  private readonly isNullFunction: QuickJSHandle;

  /** `helpers`: what the prelude evaluated to (still the caller's to dispose). */
  constructor(
    private readonly context: QuickJSContext,
    helpers: QuickJSHandle,
  ) {
    this.isNullFunction = context.getProp(helpers, 'isNull');
  }

  /** Whether `handle` is null. */
  isNull(handle: QuickJSHandle): boolean {
    const result = this.run(this.isNullFunction, handle);
    return result !== null && this.read(result, () => this.context.typeof(result) === 'boolean' && this.context.dump(result) === true);
  }

  dispose(): void {
    this.isNullFunction.dispose();
  }

  /** Calls a helper: its result, or null if it threw. */
  private run(helper: QuickJSHandle, ...args: QuickJSHandle[]): QuickJSHandle | null {
    const result = this.context.callFunction(helper, this.context.undefined, ...args);
    if (!result.error) return result.value;
    result.error.dispose();
    return null;
  }

  private read<T>(handle: QuickJSHandle, read: () => T): T {
    try {
      return read();
    } finally {
      handle.dispose();
    }
  }
}
