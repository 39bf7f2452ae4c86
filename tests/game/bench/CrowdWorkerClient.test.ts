import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrowdCommand, CrowdReport, CrowdSetup } from '../../../src/app/bench/crowdWorkerProtocol';
import { CrowdWorkerClient } from '../../../src/game/bench/CrowdWorkerClient';

/** A stand-in for the crowd's Web Worker: records what the page posts and lets the test answer. */
class FakeWorker {
  static last: FakeWorker | null = null;
  readonly posted: CrowdCommand[] = [];
  private listener: ((event: { data: CrowdReport }) => void) | null = null;

  constructor() {
    FakeWorker.last = this;
  }

  addEventListener(type: string, listener: (event: { data: CrowdReport }) => void): void {
    if (type === 'message') this.listener = listener;
  }

  postMessage(command: CrowdCommand): void {
    this.posted.push(command);
  }

  terminate(): void {}

  answer(report: CrowdReport): void {
    this.listener?.({ data: report });
  }

  /** The step batches posted so far. */
  get batches(): Extract<CrowdCommand, { kind: 'step' }>[] {
    return this.posted.filter((command): command is Extract<CrowdCommand, { kind: 'step' }> => command.kind === 'step');
  }
}

const SETUP = { placements: [], dt: 1 / 60 } as unknown as CrowdSetup;

/** A client whose Worker has built the crowd, and that Worker. */
function readyClient(): { client: CrowdWorkerClient; worker: FakeWorker } {
  const client = new CrowdWorkerClient(SETUP, () => {});
  const worker = FakeWorker.last as FakeWorker;
  worker.answer({ kind: 'ready', entities: 1, state: new Float64Array(7) });
  return { client, worker };
}

describe('CrowdWorkerClient', () => {
  beforeEach(() => vi.stubGlobal('Worker', FakeWorker));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a second batch queued in the Worker while the first runs, and no more', () => {
    const { client, worker } = readyClient();
    client.sync(1);
    client.sync(2);
    // Two batches out: the third frame's step waits for one to come back.
    client.sync(3);
    expect(worker.batches.map((batch) => batch.steps)).toEqual([1, 1]);
    expect(client.unsent(3)).toBe(1);

    worker.answer({ kind: 'stepped', steps: 1, totalSteps: 1, elapsedMs: 14, state: new Float64Array(7) });
    // The step left over goes at once, without waiting for the next frame.
    expect(worker.batches.map((batch) => batch.steps)).toEqual([1, 1, 1]);
    expect(client.stepsDone).toBe(1);
    expect(client.lag(3)).toBe(2);
  });

  it('hands the arrays it has drawn back to the Worker, so that three go round and none is made per batch', () => {
    const { client, worker } = readyClient();
    const arrays = new Set<Float64Array>();
    let answered = 0;
    const answerOldest = (): void => {
      const batch = worker.batches[answered] as Extract<CrowdCommand, { kind: 'step' }>;
      // The Worker writes into the array it was given, or makes one.
      const state = batch.buffer ?? new Float64Array(7);
      arrays.add(state);
      answered++;
      worker.answer({ kind: 'stepped', steps: batch.steps, totalSteps: client.stepsDone + batch.steps, elapsedMs: 20, state });
    };
    // A Worker slower than the frames: it finishes a batch every other frame, so two are out at a time.
    for (let frame = 1; frame <= 40; frame++) {
      client.sync(frame);
      if (frame % 2 === 0) answerOldest();
    }
    while (answered < worker.batches.length) answerOldest();
    expect(client.stepsDone).toBe(40);
    // The first state (from "ready") and the two the Worker made before any came back.
    expect(arrays.size).toBe(3);
    expect(worker.batches.slice(2).every((batch) => batch.buffer !== null)).toBe(true);
  });

  it('settles only once every batch is back and every step of the clock has run', async () => {
    const { client, worker } = readyClient();
    client.sync(2);
    client.sync(3);
    let settled: Float64Array | null = null;
    void client.settledState(3).then((state) => {
      settled = state;
    });
    await Promise.resolve();
    expect(settled).toBeNull();
    worker.answer({ kind: 'stepped', steps: 2, totalSteps: 2, elapsedMs: 28, state: new Float64Array(7) });
    await Promise.resolve();
    expect(settled).toBeNull();
    worker.answer({ kind: 'stepped', steps: 1, totalSteps: 3, elapsedMs: 14, state: Float64Array.of(1, 2, 3, 4, 5, 6, 7) });
    await Promise.resolve();
    expect(settled).toEqual(Float64Array.of(1, 2, 3, 4, 5, 6, 7));
  });
});
