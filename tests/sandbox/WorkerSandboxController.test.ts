import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { nodeSandboxWorkers } from '../../src/cli/nodeSandboxWorker';
import { CONTROLLER_TEMPLATE } from '../../src/sandbox/controllerTemplate';
import { loadQuickJs } from '../../src/sandbox/loadQuickJs';
import { SandboxController } from '../../src/sandbox/SandboxController';
import type { FromSandboxWorker, SandboxWorkerHandle } from '../../src/sandbox/sandboxProtocol';
import { defaultSandboxLimits, INITIAL_WEBASSEMBLY_MEMORY_BYTES } from '../../src/sandbox/sandboxLimits';
import { SandboxWorkers } from '../../src/sandbox/SandboxWorkers';
import { WorkerSandboxController } from '../../src/sandbox/WorkerSandboxController';
import { TimeOptimalController } from '../../src/sim/control/TimeOptimalController';
import type { TurnInput } from '../../src/sim/control/TurnController';

/** Node worker threads, counted, so that a test can tell a reused Worker from a new one. */
const spawned: SandboxWorkerHandle[] = [];
const spawnNodeSandboxWorker = await nodeSandboxWorkers();
const workers = new SandboxWorkers(() => {
  const worker = spawnNodeSandboxWorker();
  spawned.push(worker);
  return worker;
});
let quickJs: QuickJSWASMModule;

beforeAll(async () => {
  quickJs = await loadQuickJs();
});
afterAll(() => workers.close());

/** The inputs of a turn, step by step (a made-up but varied sequence). */
function inputs(count: number): TurnInput[] {
  return Array.from({ length: count }, (_, i) => ({
    headingError: Math.sin(i / 7),
    angularVelocity: Math.cos(i / 5) * 2,
    dt: 1 / 60,
    maxAngularAcceleration: 4 * Math.PI,
    inertia: 1.5,
    desiredHeadingRate: Math.sin(i / 3),
    desiredHeadingAcceleration: Math.cos(i / 11),
  }));
}

/** Asks `controller` for each input in turn, as the world does (request, wait, update); returns the commands. */
async function drive(controller: WorkerSandboxController, sequence: readonly TurnInput[]): Promise<{ commands: number[] }> {
  const commands: number[] = [];
  for (const input of sequence) {
    controller.request(input);
    const pending = controller.pending();
    if (pending) await pending;
    commands.push(controller.update(input));
  }
  return { commands };
}

describe('the player’s controller in a Worker', () => {
  it('answers exactly what the same code answers in the page’s own sandbox, state and Math.random included', async () => {
    const source =
      `${CONTROLLER_TEMPLATE}\nconst pd = update;\nupdate = function (input, state) { state.n = (state.n || 0) + 1; return ` +
      `pd(input, state) + Math.random() + state.n * 1e-3 + input.time + input.desiredHeadingRate * 7 + ` +
      `input.desiredHeadingAcceleration * 11; };`;
    const sequence = inputs(120);
    const inPage = new SandboxController(quickJs, source, { seed: 5 });
    const expected = sequence.map((input) => inPage.update(input));
    inPage.dispose();
    const remote = await WorkerSandboxController.create(workers, source, { seed: 5 });
    expect(remote.failure).toBeNull();
    const { commands } = await drive(remote, sequence);
    remote.dispose();
    expect(commands).toEqual(expected);
  });

  it(
    'a built-in that never reaches QuickJS’s count of work, after 100 good calls: the Worker is terminated at the deadline and the ' +
      'fallback steers from that call on',
    async () => {
      const source =
        'let n = 0;\nfunction update(input) {\n  if (++n > 100) return Array.prototype.indexOf.call({ length: 2 ** 53 - 1 }, ' +
        '1);\n  return -input.headingError;\n}';
      const before = spawned.length;
      const controller = await WorkerSandboxController.create(workers, source, { limits: { callDeadlineMs: 20 }, graceMs: 300 });
      const sequence = inputs(104);
      const { commands } = await drive(controller, sequence);
      expect(commands.slice(0, 100)).toEqual(sequence.slice(0, 100).map((input) => -input.headingError));
      const fallback = new TimeOptimalController();
      expect(commands.slice(100)).toEqual(sequence.slice(100).map((input) => fallback.update(input)));
      expect(controller.failure).toMatchObject({ kind: 'deadline', atLoad: false, line: null });
      expect(controller.failure?.time).toBeCloseTo(100 / 60, 9);
      expect(controller.failure?.message).toMatch(/did not return within 320 ms and was stopped/);
      // The deadline (20 ms + grace 300 ms) is the one the message names; that the wait ended at
      // all is the failure above (the test's timeout guards a hang). No wall-clock bound: it would
      // depend on the machine's load.
      controller.dispose();
      // The stuck Worker is never reused: the next controller gets a new one.
      const next = await WorkerSandboxController.create(workers, CONTROLLER_TEMPLATE);
      expect(next.failure).toBeNull();
      expect(spawned.length).toBeGreaterThan(before);
      next.dispose();
    },
  );

  it(
    'a recursion that catches its own stack overflow is stopped by its budget of work inside the Worker, not by the deadline: the ' +
      'message names it, the fallback steers',
    async () => {
      // Each overflow it catches makes an error; QuickJS counts its calls once every 10,000. With a
      // backtrace of the whole stack in each error (the original QuickJS), a call ran 4–5 s and only
      // the deadline stopped it; with two frames (sandboxPrelude.ts), and each count made with the
      // stack full counted ten times (WorkBudget), the budget stops it in about a tenth of a second.
      // Which of the two stopped it is told by the message, not by a clock.
      const controller = await WorkerSandboxController.create(
        workers,
        'function dive() {\n  try { dive(); } catch (overflow) { dive(); }\n}\nfunction update() { dive(); return 0; }',
      );
      const input = inputs(1)[0] as TurnInput;
      const { commands } = await drive(controller, [input]);
      expect(commands).toEqual([new TimeOptimalController().update(input)]);
      expect(controller.failure).toMatchObject({ kind: 'timeout', atLoad: false, line: 2 });
      expect(controller.failure?.message).toBe(
        'line 2: update ran more than 200,000 calls and loop turns with its stack full (a recursion that catches its own stack overflow?)',
      );
      controller.dispose();
    },
  );

  it('a top-level built-in over a huge array-like: loading is stopped at its deadline with a message, the fallback steers', async () => {
    // Never a hang: the test's own timeout guards it; the message below names the deadline it was stopped at.
    const controller = await WorkerSandboxController.create(
      workers,
      'Array.prototype.join.call({ length: 2 ** 40 }, "x");\nfunction update() { return 0; }',
      { limits: { loadDeadlineMs: 200 }, graceMs: 300 },
    );
    expect(controller.failure).toMatchObject({ kind: 'deadline', atLoad: true, time: 0 });
    expect(controller.failure?.message).toMatch(/did not finish loading within 500 ms/);
    const input = inputs(1)[0] as TurnInput;
    controller.request(input);
    expect(controller.pending()).toBeNull();
    expect(controller.update(input)).toBe(new TimeOptimalController().update(input));
    controller.dispose();
  });

  it('failures the Worker reports (a throw, a bad return) end the code at that call, and its Worker is terminated', async () => {
    const thrower = await WorkerSandboxController.create(
      workers,
      'function update(input) { if (input.time > 0.05) throw new Error("late"); return 1; }',
    );
    const { commands } = await drive(thrower, inputs(6));
    expect(commands.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(thrower.failure).toMatchObject({ kind: 'exception', line: 1, atLoad: false });
    expect(thrower.failure?.message).toMatch(/Error: late/);
    thrower.dispose();
    const nan = await WorkerSandboxController.create(workers, 'function update() { return NaN; }');
    await drive(nan, inputs(1));
    expect(nan.failure).toMatchObject({ kind: 'bad-return', time: 0 });
    nan.dispose();
  });

  it('each code gets a fresh Worker; the one before is terminated, and the next is started once it is done', async () => {
    const first = await WorkerSandboxController.create(workers, CONTROLLER_TEMPLATE);
    const count = spawned.length;
    await drive(first, inputs(3));
    // Nothing starts while a code runs (a Worker starting takes the CPU from it).
    expect(spawned.length).toBe(count);
    first.dispose();
    expect(spawned.length).toBe(count + 1);
    const second = await WorkerSandboxController.create(workers, CONTROLLER_TEMPLATE);
    expect(second.failure).toBeNull();
    expect(spawned.length).toBe(count + 1);
    second.dispose();
  });

  // Issue 40, finding 2: the Worker was reused from code to code, and the WebAssembly memory one
  // code grew (ArrayBuffers and typed arrays, which QuickJS's limit did not count) was kept:
  // `npm run challenge` peaked at 2.2 GB, the page kept 3.15 GB after good code was applied.
  it.each([
    ['ArrayBuffers', 'function update(input, state) { (state.keep = state.keep || []).push(new ArrayBuffer(4 << 20)); return 0; }'],
    ['typed arrays', 'function update(input, state) { (state.keep = state.keep || []).push(new Uint8Array(4 << 20)); return 0; }'],
    ['large arrays', 'function update(input, state) { (state.keep = state.keep || []).push(new Array(500000).fill(1.5)); return 0; }'],
  ])('code that keeps %s is stopped at its memory with the figure, and the next code starts from a fresh memory', async (_what, source) => {
    const limits = defaultSandboxLimits();
    const greedy = await WorkerSandboxController.create(workers, source, {
      limits: { callBudgetOperations: 1e9, runBudgetOperations: 1e10, callDeadlineMs: 30_000 },
    });
    expect(greedy.memoryBytes).toBe(INITIAL_WEBASSEMBLY_MEMORY_BYTES);
    await drive(greedy, inputs(40));
    expect(greedy.failure).toMatchObject({ kind: 'memory', atLoad: false });
    expect(greedy.failure?.message).toMatch(
      /^line 1: it used \d+(\.\d)? MiB of memory and asked for more than the 32 MiB it may use \(ArrayBuffers and typed arrays included\)$/,
    );
    expect(greedy.memoryBytes).toBeLessThanOrEqual(limits.totalMemoryLimitBytes);
    greedy.dispose();
    const next = await WorkerSandboxController.create(workers, CONTROLLER_TEMPLATE);
    expect(next.memoryBytes).toBe(INITIAL_WEBASSEMBLY_MEMORY_BYTES);
    await drive(next, inputs(3));
    expect(next.failure).toBeNull();
    expect(next.memoryBytes).toBe(INITIAL_WEBASSEMBLY_MEMORY_BYTES);
    next.dispose();
  });

  it(
    'a Worker that reports more memory than the limit (should its cap ever ' + 'fail) is terminated, and the message says what it held',
    async () => {
      let terminated = 0;
      const fake = (): SandboxWorkerHandle => {
        let onMessage: (message: FromSandboxWorker) => void = () => undefined;
        return {
          post: (message) => {
            if (message.type === 'load') queueMicrotask(() => onMessage({ type: 'loaded', failure: null, memoryBytes: 20 * 1024 * 1024 }));
            if (message.type === 'call')
              queueMicrotask(() =>
                onMessage({ type: 'answer', seq: message.seq, command: 1, failure: null, memoryBytes: 100 * 1024 * 1024 }),
              );
          },
          listen: (listener) => {
            onMessage = listener;
            queueMicrotask(() => listener({ type: 'ready' }));
          },
          terminate: () => terminated++,
        };
      };
      const pool = new SandboxWorkers(fake);
      const controller = await WorkerSandboxController.create(pool, CONTROLLER_TEMPLATE);
      expect(controller.failure).toBeNull();
      const { commands } = await drive(controller, inputs(2));
      expect(controller.failure).toMatchObject({
        kind: 'memory',
        time: 0,
        atLoad: false,
        message: 'it made the sandbox hold 100 MiB of memory, more than the 32 MiB it may use (ArrayBuffers and typed arrays included)',
      });
      expect(commands[0]).toBe(new TimeOptimalController().update(inputs(1)[0] as TurnInput));
      expect(terminated).toBeGreaterThanOrEqual(1);
      controller.dispose();
      pool.close();
    },
  );

  it('code that cannot load says why at once: a syntax error with its line, no update', async () => {
    const syntax = await WorkerSandboxController.create(workers, 'function update(input) {\n  return input.headingError +;\n}');
    expect(syntax.failure).toMatchObject({ kind: 'syntax', line: 2, atLoad: true });
    syntax.dispose();
    const none = await WorkerSandboxController.create(workers, 'const x = 1;');
    expect(none.failure).toMatchObject({ kind: 'no-update', atLoad: true });
    none.dispose();
  });

  // Issue 40, finding 5: on a busy machine, trivial code (a top level of one function declaration)
  // was told "did not finish loading within 1500 ms … an endless loop at its top level?". A load's
  // time now starts when the Worker begins running it, and a load that runs out of time is tried
  // once more in a fresh Worker before the code is blamed.
  describe('a load that runs out of time is told apart from a top level that loops', () => {
    /**
     * Fake Workers: the n-th one (from 1) waits `startedAfterMs[n]` ms before it begins the code, and never answers if `stalls` holds n.
     */
    function fakeWorkers(startedAfterMs: readonly number[], stalls: readonly number[]) {
      let made = 0;
      const pool = new SandboxWorkers(() => {
        const n = ++made;
        let onMessage: (message: FromSandboxWorker) => void = () => undefined;
        return {
          post: (message) => {
            if (message.type !== 'load') return;
            setTimeout(
              () => {
                onMessage({ type: 'started' });
                if (!stalls.includes(n)) onMessage({ type: 'loaded', failure: null, memoryBytes: INITIAL_WEBASSEMBLY_MEMORY_BYTES });
              },
              startedAfterMs[n - 1] ?? 0,
            );
          },
          listen: (listener) => {
            onMessage = listener;
            queueMicrotask(() => listener({ type: 'ready' }));
          },
          terminate: () => undefined,
        };
      });
      return { pool, made: () => made };
    }

    it('a Worker slow to begin the code costs the code nothing: its time starts when it begins', async () => {
      const { pool } = fakeWorkers([1500], []);
      const controller = await WorkerSandboxController.create(pool, CONTROLLER_TEMPLATE, { limits: { loadDeadlineMs: 100 }, graceMs: 100 });
      expect(controller.failure).toBeNull();
      controller.dispose();
      pool.close();
    });

    it('a load stalled once (a machine too busy) is tried again in a fresh Worker, and the code loads', async () => {
      const { pool, made } = fakeWorkers([], [1]);
      const controller = await WorkerSandboxController.create(pool, CONTROLLER_TEMPLATE, { limits: { loadDeadlineMs: 100 }, graceMs: 100 });
      expect(controller.failure).toBeNull();
      expect(made()).toBeGreaterThanOrEqual(2);
      controller.dispose();
      pool.close();
    });

    it(
      'a top level that never ends is blamed only after it met its deadline twice, and the message says so; one past its budget of ' +
        'work at once',
      async () => {
        const controller = await WorkerSandboxController.create(
          workers,
          'Array.prototype.indexOf.call({ length: 2 ** 53 - 1 }, 1);\nfunction update() { return 0; }',
          { limits: { loadDeadlineMs: 200 }, graceMs: 300 },
        );
        expect(controller.failure).toMatchObject({ kind: 'deadline', atLoad: true });
        expect(controller.failure?.message).toBe(
          'the code did not finish loading within 500 ms and was stopped (a built-in over a huge array at its top level?); it did ' +
            'the same when tried again in a fresh sandbox',
        );
        controller.dispose();
        // Past its budget of work, it would be past it again in any Worker: not tried twice (the message would say so).
        const loop = await WorkerSandboxController.create(workers, 'for (;;) {}\nfunction update() { return 0; }');
        expect(loop.failure).toMatchObject({
          kind: 'timeout',
          atLoad: true,
          message: 'line 1: the code ran more than 1,000,000 calls and loop turns while loading (an endless loop?)',
        });
        loop.dispose();
      },
    );
  });
});
