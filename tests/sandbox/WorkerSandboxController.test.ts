import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { spawnNodeSandboxWorker } from '../../src/cli/nodeSandboxWorker';
import { CONTROLLER_TEMPLATE } from '../../src/sandbox/controllerTemplate';
import { loadQuickJs } from '../../src/sandbox/loadQuickJs';
import { SandboxController } from '../../src/sandbox/SandboxController';
import type { SandboxWorkerHandle } from '../../src/sandbox/sandboxProtocol';
import { SandboxWorkers } from '../../src/sandbox/SandboxWorkers';
import { WorkerSandboxController } from '../../src/sandbox/WorkerSandboxController';
import { TimeOptimalController } from '../../src/sim/control/TimeOptimalController';
import type { TurnInput } from '../../src/sim/control/TurnController';

/** Node worker threads, counted, so that a test can tell a reused Worker from a new one. */
const spawned: SandboxWorkerHandle[] = [];
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

/** Asks `controller` for each input in turn, as the world does (request, wait, update); returns the commands and the time each wait took, ms. */
async function drive(controller: WorkerSandboxController, sequence: readonly TurnInput[]): Promise<{ commands: number[]; waits: number[] }> {
  const commands: number[] = [];
  const waits: number[] = [];
  for (const input of sequence) {
    controller.request(input);
    const started = performance.now();
    const pending = controller.pending();
    if (pending) await pending;
    waits.push(performance.now() - started);
    commands.push(controller.update(input));
  }
  return { commands, waits };
}

describe('the player’s controller in a Worker', () => {
  it('answers exactly what the same code answers in the page’s own sandbox, state and Math.random included', async () => {
    const source = `${CONTROLLER_TEMPLATE}\nconst pd = update;\nupdate = function (input, state) { state.n = (state.n || 0) + 1; return pd(input, state) + Math.random() + state.n * 1e-3 + input.time + input.desiredHeadingRate * 7 + input.desiredHeadingAcceleration * 11; };`;
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

  it('a built-in that never checks the time budget, after 100 good calls: the Worker is terminated at the deadline and the fallback steers from that call on', async () => {
    const source = 'let n = 0;\nfunction update(input) {\n  if (++n > 100) return Array.prototype.indexOf.call({ length: 2 ** 53 - 1 }, 1);\n  return -input.headingError;\n}';
    const before = spawned.length;
    const controller = await WorkerSandboxController.create(workers, source, { graceMs: 300 });
    const sequence = inputs(104);
    const { commands, waits } = await drive(controller, sequence);
    expect(commands.slice(0, 100)).toEqual(sequence.slice(0, 100).map((input) => -input.headingError));
    const fallback = new TimeOptimalController();
    expect(commands.slice(100)).toEqual(sequence.slice(100).map((input) => fallback.update(input)));
    expect(controller.failure).toMatchObject({ kind: 'timeout', atLoad: false, line: null });
    expect(controller.failure?.time).toBeCloseTo(100 / 60, 9);
    expect(controller.failure?.message).toMatch(/did not return within 320 ms and was stopped/);
    // The wait for the stuck call ended at its deadline (budget 20 ms + grace 300 ms), not never.
    expect(Math.max(...waits)).toBeGreaterThanOrEqual(300);
    expect(Math.max(...waits)).toBeLessThan(5000);
    controller.dispose();
    // The stuck Worker is never reused: the next controller gets a new one.
    const next = await WorkerSandboxController.create(workers, CONTROLLER_TEMPLATE);
    expect(next.failure).toBeNull();
    expect(spawned.length).toBeGreaterThan(before);
    next.dispose();
  });

  it('a top-level built-in over a huge array-like: loading is stopped at its deadline with a message, the fallback steers', async () => {
    const started = performance.now();
    const controller = await WorkerSandboxController.create(workers, 'Array.prototype.join.call({ length: 2 ** 40 }, "x");\nfunction update() { return 0; }', { limits: { loadBudgetMs: 200 }, graceMs: 300 });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(controller.failure).toMatchObject({ kind: 'timeout', atLoad: true, time: 0 });
    expect(controller.failure?.message).toMatch(/did not finish loading within 500 ms/);
    const input = inputs(1)[0] as TurnInput;
    controller.request(input);
    expect(controller.pending()).toBeNull();
    expect(controller.update(input)).toBe(new TimeOptimalController().update(input));
    controller.dispose();
  });

  it('failures the Worker reports (a throw, a bad return) end the code at that call, and a healthy Worker is reused', async () => {
    const thrower = await WorkerSandboxController.create(workers, 'function update(input) { if (input.time > 0.05) throw new Error("late"); return 1; }');
    const { commands } = await drive(thrower, inputs(6));
    expect(commands.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(thrower.failure).toMatchObject({ kind: 'exception', line: 1, atLoad: false });
    expect(thrower.failure?.message).toMatch(/Error: late/);
    thrower.dispose();
    const count = spawned.length;
    const nan = await WorkerSandboxController.create(workers, 'function update() { return NaN; }');
    await drive(nan, inputs(1));
    expect(nan.failure).toMatchObject({ kind: 'bad-return', time: 0 });
    nan.dispose();
    expect(spawned.length).toBe(count);
  });

  it('code that cannot load says why at once: a syntax error with its line, no update', async () => {
    const syntax = await WorkerSandboxController.create(workers, 'function update(input) {\n  return input.headingError +;\n}');
    expect(syntax.failure).toMatchObject({ kind: 'syntax', line: 2, atLoad: true });
    syntax.dispose();
    const none = await WorkerSandboxController.create(workers, 'const x = 1;');
    expect(none.failure).toMatchObject({ kind: 'no-update', atLoad: true });
    none.dispose();
  });
});
