import { beforeAll, describe, expect, it } from 'vitest';
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { loadQuickJs } from '../../src/sandbox/loadQuickJs';
import { defaultSandboxLimits, SandboxController, type SandboxOptions } from '../../src/sandbox/SandboxController';
import { INITIAL_WEBASSEMBLY_MEMORY_BYTES } from '../../src/sandbox/sandboxLimits';
import { STACK_TRACE_LIMIT } from '../../src/sandbox/sandboxPrelude';
import { CONTROLLER_TEMPLATE } from '../../src/sandbox/controllerTemplate';
import { TimeOptimalController } from '../../src/sim/control/TimeOptimalController';
import type { TurnInput } from '../../src/sim/control/TurnController';

let quickJs: QuickJSWASMModule;
beforeAll(async () => {
  quickJs = await loadQuickJs();
});

const input: TurnInput = { headingError: 0.5, angularVelocity: -0.25, dt: 1 / 60, maxAngularAcceleration: 4 * Math.PI, inertia: 2 };
/** What the fallback (time-optimal) commands for `input`. */
const fallbackCommand = new TimeOptimalController().update(input);

function sandbox(source: string, options: SandboxOptions = {}) {
  return new SandboxController(quickJs, source, options);
}

/** Runs a few steps and returns the commands, always disposing the interpreter. */
function run(controller: SandboxController, steps = 3): number[] {
  try {
    return Array.from({ length: steps }, () => controller.update(input));
  } finally {
    controller.dispose();
  }
}

describe('a sandboxed controller that behaves', () => {
  it('gets the documented input and a state object that lasts the run, and steers with what it returns', () => {
    const controller = sandbox(`function update(input, state) {
      state.calls = (state.calls || 0) + 1;
      if (input.time !== (state.calls - 1) * input.dt) throw new Error('time is wrong');
      return input.headingError * 1000 + input.angularVelocity * 100 + input.inertia * 10 + state.calls
        + input.maxAngularAcceleration * 0 + input.dt * 0;
    }`);
    expect(run(controller, 3)).toEqual([500 - 25 + 20 + 1, 500 - 25 + 20 + 2, 500 - 25 + 20 + 3]);
    expect(controller.failure?.kind).toBe('crash'); // disposed: from now on only the fallback steers
  });

  it('gets the set-point’s motion: the desired heading’s rate and acceleration (0 when the caller leaves them out)', () => {
    const controller = sandbox('function update(input) { return input.desiredHeadingRate * 1000 + input.desiredHeadingAcceleration; }');
    try {
      expect(controller.update({ ...input, desiredHeadingRate: 0.25, desiredHeadingAcceleration: 3 })).toBe(253);
      expect(controller.update(input)).toBe(0);
    } finally {
      controller.dispose();
    }
  });

  it(
    'the template holds a moving set-point: with the error at zero and the body turning with it, it commands the set-point’s ' +
      'acceleration',
    () => {
      const template = sandbox(CONTROLLER_TEMPLATE);
      try {
        expect(
          template.update({ ...input, headingError: 0, angularVelocity: 1.5, desiredHeadingRate: 1.5, desiredHeadingAcceleration: 0.5 }),
        ).toBeCloseTo(0.5, 12);
      } finally {
        template.dispose();
      }
    },
  );

  it('the template is a working controller (const, arrow functions and let are fine too)', () => {
    const template = sandbox(CONTROLLER_TEMPLATE);
    expect(run(template, 1)[0]).toBeCloseTo(-60 * 0.5 - 14 * -0.25, 12);
    const arrow = sandbox('const update = (input) => -input.headingError;');
    expect(run(arrow, 1)).toEqual([-0.5]);
  });

  it('repeats exactly: Math.random is seeded, Date is not there', () => {
    const source = 'function update() { return typeof Date === "undefined" ? Math.random() : -1; }';
    const a = run(sandbox(source, { seed: 3 }), 5);
    const b = run(sandbox(source, { seed: 3 }), 5);
    expect(a).toEqual(b);
    expect(a.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(run(sandbox(source, { seed: 4 }), 5)).not.toEqual(a);
  });
});

/** The message of a throw of control characters and 4 million letters: the start kept as thrown, cut with its length. */
// oxlint-disable-next-line no-control-regex
const CONTROL_THROWN = /^line 1: Error: \u001b\[31m\u0007a{100}.*… \(4000013 characters\)$/;

/**
 * Hostile or broken code: each is stopped with a message, the fallback steers (the run goes on),
 * and nothing outside the sandbox changes.
 */
const HOSTILE: { what: string; source: string; kind: string; message: RegExp; options?: SandboxOptions }[] = [
  {
    what: 'reads document',
    source: 'function update() { return document.cookie.length; }',
    kind: 'exception',
    message: /ReferenceError: document is not defined/,
  },
  {
    what: 'calls fetch',
    source: 'function update() { fetch("http://localhost/"); return 0; }',
    kind: 'exception',
    message: /fetch is not defined/,
  },
  {
    what: 'reads localStorage',
    source: 'function update() { return localStorage.getItem("x"); }',
    kind: 'exception',
    message: /localStorage is not defined/,
  },
  {
    what: 'calls process.exit',
    source: 'function update() { process.exit(7); return 0; }',
    kind: 'exception',
    message: /process is not defined/,
  },
  {
    what: 'calls require',
    source: 'function update() { require("node:fs").writeFileSync("pwned", "x"); return 0; }',
    kind: 'exception',
    message: /require is not defined/,
  },
  {
    what: 'reaches the global object through the Function constructor',
    source: 'function update() { var g = (function(){}).constructor("return this")(); return g.process.exit(7); }',
    kind: 'exception',
    message: /TypeError: cannot read property 'exit' of undefined/,
  },
  {
    what: 'loops forever',
    source: 'function update() {\n  while (true) {}\n}',
    kind: 'timeout',
    message: /^(line \d: )?update ran more than 200,000 calls and loop turns \(an endless loop\?\)$/,
  },
  {
    what: 'loops forever while loading',
    source: 'for (;;) {}\nfunction update() { return 0; }',
    kind: 'timeout',
    message: /^line 1: the code ran more than 1,000,000 calls and loop turns while loading \(an endless loop\?\)$/,
  },
  {
    what: 'recurses without end',
    source: 'function update(input) { return update(input) + 1; }',
    kind: 'stack',
    message: /^line 1: stack overflow \(endless recursion\?\)$/,
  },
  // Caught, each overflow recurses again: stopped by the call's budget of work, the stack full when it was.
  {
    what: 'recurses, catching its own stack overflow',
    source: 'function dive() {\n  try { dive(); } catch (overflow) { dive(); }\n}\nfunction update() { dive(); return 0; }',
    kind: 'timeout',
    message: new RegExp(
      '^line 2: update ran more than 200,000 calls and loop turns with its stack full \\(a recursion that catches its own stack ' +
        'overflow\\?\\)$',
    ),
  },
  {
    what: 'recurses, catching its own stack overflow, while loading',
    source: 'function dive() { try { dive(); } catch (overflow) { dive(); } }\ndive();\nfunction update() { return 0; }',
    kind: 'timeout',
    message: new RegExp(
      '^line 1: the code ran more than 1,000,000 calls and loop turns while loading with its stack full \\(a recursion that ' +
        'catches its own stack overflow\\?\\)$',
    ),
  },
  // Deep, but with room left: a loop, not that recursion. (The line QuickJS gives an interrupted loop is that of its function's last call.)
  {
    what: 'loops forever 300 calls deep',
    source: 'function down(n) {\n  if (n > 0) return down(n - 1) + 1;\n  for (;;) {}\n}\nfunction update() { return down(300); }',
    kind: 'timeout',
    message: /^line \d: update ran more than 200,000 calls and loop turns \(an endless loop\?\)$/,
  },
  {
    what: 'throws from inside a built-in',
    source: 'function update() {\n  return (1).toFixed(500);\n}',
    kind: 'exception',
    message: /^line 2: RangeError: /,
  },
  {
    what: 'allocates without end',
    source: 'function update() { var keep = []; while (true) keep.push([1, 2, 3, 4, 5, 6, 7, 8]); }',
    kind: 'memory',
    message: new RegExp(
      '^(line 1: )?it used \\d+(\\.\\d)? MiB of memory and asked for more than the 32 MiB it may use \\(ArrayBuffers and typed ' +
        'arrays included\\)$',
    ),
    options: { limits: { callBudgetOperations: 1e9 } },
  },
  // The same code under the default budget: it runs past its work before it fills its memory, on every machine.
  {
    what: 'allocates without end, within the default budget',
    source: 'function update() { var keep = []; while (true) keep.push([1, 2, 3, 4, 5, 6, 7, 8]); }',
    kind: 'timeout',
    message: /^line 1: update ran more than 200,000 calls and loop turns \(an endless loop\?\)$/,
  },
  { what: 'returns NaN', source: 'function update() { return NaN; }', kind: 'bad-return', message: /returned NaN, not a finite number/ },
  { what: 'returns Infinity', source: 'function update() { return -Infinity; }', kind: 'bad-return', message: /returned -Infinity/ },
  { what: 'returns a string', source: 'function update() { return "12"; }', kind: 'bad-return', message: /returned a string/ },
  { what: 'returns nothing', source: 'function update() {}', kind: 'bad-return', message: /returned nothing/ },
  // "update returned a object": the article follows the word.
  {
    what: 'returns an object',
    source: 'function update() { return {}; }',
    kind: 'bad-return',
    message: /^update returned an object, not a finite number/,
  },
  {
    what: 'returns a boolean',
    source: 'function update() { return true; }',
    kind: 'bad-return',
    message: /^update returned a boolean, not a finite number/,
  },
  { what: 'throws undefined', source: 'function update() { throw undefined; }', kind: 'exception', message: /^threw undefined$/ },
  { what: 'throws a symbol', source: 'function update() { throw Symbol("s"); }', kind: 'exception', message: /^threw a symbol$/ },
  {
    what: 'throws',
    source: 'function update() {\n  throw new Error("no idea");\n}',
    kind: 'exception',
    message: /^line 2: Error: no idea$/,
  },
  // Control characters and 4 million letters: the start kept as thrown, cut with its length (whatever shows it escapes it).
  {
    what: 'throws control characters and 4 M letters',
    source: 'function update() { throw new Error("\\u001b[31m\\u0007" + "a".repeat(4000000)); }',
    kind: 'exception',
    message: CONTROL_THROWN,
  },
  {
    what: 'throws an object whose getters loop',
    source: 'function update() { throw { get name() { for (;;) {} }, get message() { for (;;) {} } }; }',
    kind: 'exception',
    message: /./,
  },
  {
    what: 'has a syntax error',
    source: 'function update(input) {\n  return input.headingError *;\n}',
    kind: 'syntax',
    message: /^line 2: SyntaxError/,
  },
  // Nested deeper than the parser's descent fits in the host's stack: the failure names the nesting, not the host's overflow.
  {
    what: 'nests 49,000 brackets',
    source: `function update(input) {\n  return ${'('.repeat(49000)}1${')'.repeat(49000)};\n}`,
    kind: 'syntax',
    message: /^the code nests its brackets 49001 levels deep \(at line 2\), deeper than the interpreter can read/,
  },
  { what: 'defines no update', source: 'function updat(input) { return 0; }', kind: 'no-update', message: /defines no function update/ },
];

describe('a sandboxed controller that misbehaves', () => {
  for (const { what, source, kind, message, options } of HOSTILE) {
    it(`${what}: stopped with a message, the fallback steers, nothing outside changes`, async () => {
      const globalsBefore = Object.getOwnPropertyNames(globalThis).sort();
      let reported = 0;
      // A module of its own, as every code gets one (loadQuickJs.ts): what other tests left in the shared one does not count.
      const controller = await SandboxController.create(source, { ...options, onFailure: () => reported++ });
      const commands = run(controller, 3);
      expect(controller.failure?.kind).toBe(kind);
      expect(controller.failure?.message).toMatch(message);
      expect(controller.failure?.message).not.toMatch(/\n/);
      expect(reported).toBe(1);
      expect(commands).toEqual([fallbackCommand, fallbackCommand, fallbackCommand]);
      expect(Object.getOwnPropertyNames(globalThis).sort()).toEqual(globalsBefore);
      expect(typeof process.exit).toBe('function');
    });
  }

  it('cannot lengthen the backtrace each error builds (what a recursion that catches its overflow pays for each)', () => {
    const controller = sandbox(`Error.stackTraceLimit = 50;
      var redefined = true;
      try { Object.defineProperty(Error, 'stackTraceLimit', { value: 50 }); } catch (refused) { redefined = false; }
      function deep(n) { return n > 0 ? deep(n - 1) + '' : new Error('here').stack; }
      function update() { return redefined ? -1 : Error.stackTraceLimit * 100 + deep(20).split('\\n').filter(Boolean).length; }`);
    expect(run(controller, 1)).toEqual([STACK_TRACE_LIMIT * 100 + STACK_TRACE_LIMIT]);
  });

  it('cannot change the host’s prototypes: polluting Object.prototype stays inside', () => {
    const controller = sandbox(`Object.prototype.polluted = 'yes';
      Array.prototype.push = function () { return 'hijacked'; };
      function update() { return ({}).polluted === 'yes' ? 1 : 0; }`);
    expect(run(controller, 2)).toEqual([1, 1]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const list: number[] = [];
    list.push(1);
    expect(list).toEqual([1]);
  });

  it('stops when the calls of one run use up the run budget: at the same call however slow the machine', () => {
    // 25,000 loop turns a call (a branch and a jump each: about 5 of QuickJS's checks), 500,000
    // operations for the run: the budget runs out at the tenth call or so. A clock that moves on by
    // 40 ms at each reading plays a machine a hundred times slower: the same call fails, with the
    // same message, because the budget counts work.
    const source = 'function update(input) { for (var i = 0; i < 25000; i++) {} return -input.headingError; }';
    const outcomes = [undefined, 40].map((msPerReading) => {
      let now = 0;
      const controller = sandbox(source, {
        limits: { runBudgetOperations: 500_000 },
        ...(msPerReading === undefined ? {} : { clock: () => (now += msPerReading) }),
      });
      const commands = run(controller, 20);
      return { failure: controller.failure, calls: controller.callCount, last: commands.at(-1) };
    });
    expect(outcomes[0]?.failure).toMatchObject({
      kind: 'budget',
      message: 'line 1: the calls of update ran more than 500,000 calls and loop turns in total',
    });
    expect(outcomes[0]?.calls).toBeGreaterThan(5);
    expect(outcomes[0]?.calls).toBeLessThan(15);
    expect(outcomes[0]?.last).toBe(fallbackCommand);
    expect(outcomes[1]).toEqual(outcomes[0]);
  });

  it(
    'an endless loop is stopped at the same point however slow the machine, ' + 'and the far deadline only on a machine slower than any',
    () => {
      const loop = 'function update(input, state) {\n  state.n = (state.n || 0) + 1;\n  if (state.n > 3) for (;;) {}\n  return 0;\n}';
      const failureAt = (msPerReading: number | undefined) => {
        let now = 0;
        const controller = sandbox(loop, msPerReading === undefined ? {} : { clock: () => (now += msPerReading) });
        run(controller, 6);
        return controller.failure;
      };
      const quiet = failureAt(undefined);
      expect(quiet).toMatchObject({
        kind: 'timeout',
        line: 3,
        message: 'line 3: update ran more than 200,000 calls and loop turns (an endless loop?)',
      });
      expect(quiet?.time).toBeCloseTo(3 / 60, 12);
      // 20 ms a check (QuickJS counts some 10 every millisecond of an endless loop here): the same.
      expect(failureAt(20)).toEqual(quiet);
      // 200 ms a check: the 2 s far deadline comes first, and says so.
      expect(failureAt(200)).toMatchObject({
        kind: 'deadline',
        line: 3,
        message:
          "line 3: update was still running after 2000 ms of the machine's time, its far deadline (a built-in that never counts " +
          'its work, or a machine far too busy?)',
      });
    },
  );

  it('runs of different controllers never share state', () => {
    const source = 'var count = 0; function update() { count++; return count; }';
    const a = sandbox(source);
    const b = sandbox(source);
    expect([a.update(input), a.update(input), b.update(input)]).toEqual([1, 2, 1]);
    a.dispose();
    b.dispose();
  });
});

// Issue 40, finding 2: QuickJS's memory limit counts its objects, not the ArrayBuffers and typed
// arrays, whose bytes grow the WebAssembly memory it lives in: code keeping a 4 MiB ArrayBuffer a
// call took `npm run challenge` to 2.2 GB, and 150 Uint8Arrays of 4 MiB reached 688 MB with no
// failure. The WebAssembly memory of each code is now bounded (its maximum), and a failure says
// how much was used.
describe('memory is counted where it lives: the WebAssembly memory, ArrayBuffers and typed arrays included', () => {
  const total = defaultSandboxLimits().totalMemoryLimitBytes;
  it.each([
    [
      'an ArrayBuffer of 4 MiB kept each call',
      'function update(input, state) { (state.keep = state.keep || []).push(new ArrayBuffer(4 << 20)); return 0; }',
    ],
    [
      'a Uint8Array of 4 MiB kept each call',
      'function update(input, state) { (state.keep = state.keep || []).push(new Uint8Array(4 << 20)); return 0; }',
    ],
    [
      'a Float64Array of half a Mi numbers kept each call',
      'function update(input, state) { (state.keep = state.keep || []).push(new Float64Array(1 << 19)); return 0; }',
    ],
    [
      'an array of 500,000 numbers kept each call',
      'function update(input, state) { (state.keep = state.keep || []).push(new Array(500000).fill(1.5)); return 0; }',
    ],
    [
      'typed arrays made at load',
      'var keep = []; for (var i = 0; i < 100; i++) keep.push(new Int32Array(1 << 20));\nfunction update() { return 0; }',
    ],
  ])('%s: stopped with the memory it used, never past its limit', async (_what, source) => {
    const controller = await SandboxController.create(source, {
      limits: {
        callBudgetOperations: 1e9,
        loadBudgetOperations: 1e9,
        runBudgetOperations: 1e10,
        callDeadlineMs: 60_000,
        loadDeadlineMs: 60_000,
      },
    });
    run(controller, 40);
    expect(controller.failure?.kind).toBe('memory');
    expect(controller.failure?.message).toMatch(
      /it used (\d+(\.\d)?) MiB of memory and asked for more than the 32 MiB it may use \(ArrayBuffers and typed arrays included\)$/,
    );
    const used = Number(/it used ([\d.]+) MiB/.exec(controller.failure?.message ?? '')?.[1]);
    expect(used * 1024 * 1024).toBeLessThanOrEqual(total);
    expect(used * 1024 * 1024).toBeGreaterThan(total / 2);
    expect(controller.memoryBytes).toBeLessThanOrEqual(total);
  });

  it('one array or buffer over 8 MiB is refused at once, saying so with the memory in use', async () => {
    for (const source of [
      'function update() { return new ArrayBuffer(1 << 30).byteLength; }',
      'function update() { return new Float64Array(1 << 20).length; }',
      'function update() { return new Array(1 << 20).fill(1.5).length; }',
    ]) {
      const controller = await SandboxController.create(source);
      run(controller, 3);
      expect(controller.failure?.kind).toBe('memory');
      expect(controller.failure?.message).toMatch(
        /^line 1: it asked for more than 8 MiB of memory at once, the most one array, string or buffer may take \(16 MiB in use\)$/,
      );
    }
  });

  it('gives each code a memory of its own: a code after one that filled its memory starts from the first size', async () => {
    const greedy = await SandboxController.create(
      'function update(input, state) { (state.keep = state.keep || []).push(new ArrayBuffer(4 << 20)); return 0; }',
      { limits: { callBudgetOperations: 1e9, runBudgetOperations: 1e10, callDeadlineMs: 60_000 } },
    );
    run(greedy, 40);
    expect(greedy.memoryBytes).toBeGreaterThan(total / 2);
    greedy.dispose();
    const next = await SandboxController.create(CONTROLLER_TEMPLATE);
    expect(next.memoryBytes).toBe(INITIAL_WEBASSEMBLY_MEMORY_BYTES);
    next.dispose();
  });
});

describe('code saved with a byte order mark', () => {
  it('runs as without it (the mark was a syntax error no one could see)', () => {
    const controller = sandbox(`\ufeff${CONTROLLER_TEMPLATE}`);
    run(controller, 2);
    expect(controller.failure?.kind).toBe('crash'); // disposed by run(), after steering with the code
    expect(controller.callCount).toBe(2);
  });
});
