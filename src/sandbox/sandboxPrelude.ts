import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten-core';

/**
 * Frames in the backtrace of each error the player's code makes: what its failure's line is read
 * from (the first frame in the code: the second, for an error thrown inside a built-in it called),
 * and what each error costs. QuickJS asks the interrupt handler (the call budget) only once every
 * 10,000 calls, and a recursion that catches its own stack overflow makes an error nearly every
 * other call. With the whole stack's backtrace in each error (the original QuickJS) such a call ran
 * 4–5 s. From a fresh Worker on a 2-core machine at a load average of about 5: past the 520 ms
 * deadline with QuickJS-ng's default of 10 frames, 90–130 ms with two, 30–45 ms with none (but
 * then no error has a line). The prelude sets it, and the code cannot change it.
 */
export const STACK_TRACE_LIMIT = 2;

/**
 * How many calls deeper the stack must still have room for when a call is stopped, or it counts as
 * full (a recursion that catches its own stack overflow is stopped within a few calls of the limit;
 * the default stack holds about 1,600).
 */
export const ROOM_PROBE_FRAMES = 32;

/**
 * Inside the sandbox, before the player's code: a seeded Math.random (mulberry32, as
 * src/sim/math/random.ts) and {@link STACK_TRACE_LIMIT} locked (read-only, not configurable). It
 * evaluates to the host's own helpers, which the code cannot reach: `room()`, how many calls deeper
 * the stack has room for (up to {@link ROOM_PROBE_FRAMES}), `isNull(value)` (this build of
 * QuickJS offers no equality to the host), and `head(text, count)`, the first `count` characters
 * of a string (String.prototype.slice as it was before the player's code could replace it).
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
  var slice = Function.prototype.call.bind(String.prototype.slice);
  Error.stackTraceLimit = ${STACK_TRACE_LIMIT};
  Object.defineProperty(Error, 'stackTraceLimit', { value: ${STACK_TRACE_LIMIT}, writable: false, enumerable: false, configurable: false });
  return {
    room: function room() {
      var n = 0;
      function down() {
        if (++n < ${ROOM_PROBE_FRAMES}) down();
      }
      try {
        down();
      } catch (overflow) {
        // n calls fitted.
      }
      return n;
    },
    isNull: function isNull(value) {
      return value === null;
    },
    head: function head(text, count) {
      return typeof text === 'string' ? slice(text, 0, count) : null;
    },
  };
})(${seed >>> 0});`;
}

/**
 * The host's side of the prelude's helpers (their handles, which the player's code cannot reach).
 * Call {@link dispose} with the context.
 */
export class PreludeHelpers {
  private readonly room: QuickJSHandle;
  private readonly isNullFunction: QuickJSHandle;
  private readonly headFunction: QuickJSHandle;
  private running = false;

  /** `helpers`: what the prelude evaluated to (still the caller's to dispose). */
  constructor(
    private readonly context: QuickJSContext,
    helpers: QuickJSHandle,
  ) {
    this.room = context.getProp(helpers, 'room');
    this.isNullFunction = context.getProp(helpers, 'isNull');
    this.headFunction = context.getProp(helpers, 'head');
  }

  /** True while a helper runs: the interrupt handler is asked then too, and must let it be. */
  get busy(): boolean {
    return this.running;
  }

  /** How many calls deeper the stack has room for now, up to {@link ROOM_PROBE_FRAMES} (0 when not even one call fits). */
  roomLeft(): number {
    const result = this.run(this.room);
    return result === null ? 0 : this.read(result, () => (this.context.typeof(result) === 'number' ? this.context.getNumber(result) : 0));
  }

  /** Whether `handle` is null. */
  isNull(handle: QuickJSHandle): boolean {
    const result = this.run(this.isNullFunction, handle);
    return result !== null && this.read(result, () => this.context.typeof(result) === 'boolean' && this.context.dump(result) === true);
  }

  /**
   * A string of the sandbox, read without copying more than `count` characters out of it: its
   * first `count` characters and its length; null when `handle` is no string or cannot be read
   * (no memory left even for the slice).
   */
  textHead(handle: QuickJSHandle, count: number): { head: string; length: number } | null {
    const context = this.context;
    if (context.typeof(handle) !== 'string') return null;
    const countHandle = context.newNumber(count);
    const result = this.run(this.headFunction, handle, countHandle);
    countHandle.dispose();
    if (result === null) return null;
    const head = this.read(result, () => (context.typeof(result) === 'string' ? context.getString(result) : null));
    if (head === null) return null;
    // A string's length is its own: the player's code cannot change what it reads.
    const lengthHandle = context.getProp(handle, 'length');
    const length = this.read(lengthHandle, () =>
      context.typeof(lengthHandle) === 'number' ? context.getNumber(lengthHandle) : head.length,
    );
    return { head, length: Math.max(length, head.length) };
  }

  dispose(): void {
    this.room.dispose();
    this.isNullFunction.dispose();
    this.headFunction.dispose();
  }

  /** Calls a helper: its result, or null if it threw (its stack overflowed). */
  private run(helper: QuickJSHandle, ...args: QuickJSHandle[]): QuickJSHandle | null {
    this.running = true;
    try {
      const result = this.context.callFunction(helper, this.context.undefined, ...args);
      if (!result.error) return result.value;
      result.error.dispose();
      return null;
    } finally {
      this.running = false;
    }
  }

  private read<T>(handle: QuickJSHandle, read: () => T): T {
    try {
      return read();
    } finally {
      handle.dispose();
    }
  }
}
