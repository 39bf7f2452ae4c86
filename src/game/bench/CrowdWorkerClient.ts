import type { CrowdCommand, CrowdReport, CrowdSettings, CrowdSetup } from '../../app/bench/crowdWorkerProtocol';
import type { CrowdClient } from './CrowdClient';

/**
 * Batches of steps sent to the Worker and not back yet, at most. With one, the Worker waited for
 * the page to read each batch's state before it got the next, and a busy page (drawing 3,000
 * entities) read it late: the Worker sat idle for an eighth of the time. With two, the next batch
 * is already queued in the Worker while the page gets round to the last one's state.
 */
const MAX_BATCHES_IN_FLIGHT = 2;

/**
 * The page's side of the benchmark crowd's Web Worker (crowd.worker.ts). The page's fixed-step
 * clock still decides how many steps run (pause, single step, slow motion and the step budget keep
 * their meaning); this forwards them to the Worker in batches, up to
 * {@link MAX_BATCHES_IN_FLIGHT} at a time (the next one as soon as one is back, with the steps the
 * clock has run meanwhile), and keeps the latest state the Worker sent back (a transferred
 * Float64Array, see crowdState.ts) for drawing. Arrays drawn before are handed back with the next
 * batches, so the same few arrays go back and forth.
 */
export class CrowdWorkerClient implements CrowdClient {
  private readonly worker: Worker;
  private readyValue = false;
  /** Batches sent and not back yet. */
  private inFlight = 0;
  /** Steps of the page's clock sent to the Worker so far. */
  private sent = 0;
  /** Steps of the page's clock at the last {@link sync}: what a finished batch is followed by at once. */
  private clockSteps = 0;
  /** Steps the Worker has run so far. */
  private doneSteps = 0;
  /** Arrays drawn before, to hand back to the Worker with the next batches. */
  private readonly spares: Float64Array[] = [];
  private stateValue: Float64Array | null = null;
  private failure: string | null = null;
  /** Worker time reported since {@link takeWorkerMs}. */
  private frameWorkerMs = 0;
  /** Called whenever a report arrives (waiters for a settled state). */
  private readonly listeners = new Set<() => void>();

  /**
   * @param setup the crowd to build, as the page would build it.
   * @param onFailure told once, in one line, if the Worker fails.
   */
  constructor(setup: CrowdSetup, onFailure: (message: string) => void) {
    this.worker = new Worker(new URL('./crowd.worker.ts', import.meta.url), { type: 'module' });
    this.worker.addEventListener('message', (event: MessageEvent<CrowdReport>) => this.receive(event.data, onFailure));
    this.worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.fail(`the crowd's Web Worker failed: ${event.message || 'it could not start'}`, onFailure);
    });
    this.post({ kind: 'setUp', setup });
  }

  /** Whether the Worker has built the crowd. */
  get ready(): boolean {
    return this.readyValue;
  }

  /** The crowd's latest state from the Worker, or null before it is built. Read it, do not keep it. */
  get state(): Float64Array | null {
    return this.stateValue;
  }

  /** Steps the Worker has run so far ({@link state} is the state after them). */
  get stepsDone(): number {
    return this.doneSteps;
  }

  /** Steps the page's clock ran that the Worker has not run yet (sent or not). */
  lag(clockSteps: number): number {
    return clockSteps - this.doneSteps;
  }

  /** Steps the page's clock ran that are not sent yet. */
  unsent(clockSteps: number): number {
    return clockSteps - this.sent;
  }

  /**
   * Sends the steps the page's clock has run (`clockSteps` in all) and the Worker has not been sent, unless {@link MAX_BATCHES_IN_FLIGHT}
   * batches are still running.
   */
  sync(clockSteps: number): void {
    this.clockSteps = Math.max(this.clockSteps, clockSteps);
    if (!this.readyValue || this.inFlight >= MAX_BATCHES_IN_FLIGHT || this.failure !== null) return;
    const steps = clockSteps - this.sent;
    if (steps <= 0) return;
    const buffer = this.spares.pop() ?? null;
    this.sent = clockSteps;
    this.inFlight++;
    this.post({ kind: 'step', steps, buffer }, buffer ? [buffer.buffer as ArrayBuffer] : []);
  }

  /** The page's settings changed: the Worker's entities take them before the next batch of steps (messages keep their order). */
  updateSettings(settings: CrowdSettings): void {
    if (this.failure === null) this.post({ kind: 'settings', settings });
  }

  /** The time the Worker spent on the steps it finished since the last call, ms (on its own thread). */
  takeSimulationMs(): number {
    const workerMs = this.frameWorkerMs;
    this.frameWorkerMs = 0;
    return workerMs;
  }

  /**
   * The state once the Worker has run all `clockSteps` steps of the page's clock (sending what is
   * left as batches finish), a copy. Rejects if the Worker fails.
   */
  settledState(clockSteps: number): Promise<Float64Array> {
    return new Promise((resolve, reject) => {
      const check = (): void => {
        if (this.failure !== null) {
          this.listeners.delete(check);
          reject(new Error(this.failure));
          return;
        }
        this.sync(clockSteps);
        if (this.readyValue && this.inFlight === 0 && this.doneSteps >= clockSteps && this.stateValue) {
          this.listeners.delete(check);
          resolve(this.stateValue.slice());
        }
      };
      this.listeners.add(check);
      check();
    });
  }

  /** Stops the Worker. */
  destroy(): void {
    this.worker.terminate();
    this.listeners.clear();
  }

  private post(command: CrowdCommand, transfer: Transferable[] = []): void {
    this.worker.postMessage(command, transfer);
  }

  private receive(report: CrowdReport, onFailure: (message: string) => void): void {
    if (report.kind === 'failed') {
      this.fail(`the crowd's Web Worker refused a command: ${report.message}`, onFailure);
      return;
    }
    if (report.kind === 'settled') return;
    if (report.kind === 'ready') {
      this.readyValue = true;
    } else {
      this.inFlight--;
      this.doneSteps = report.totalSteps;
      this.frameWorkerMs += report.elapsedMs;
    }
    if (this.stateValue) this.spares.push(this.stateValue);
    this.stateValue = report.state;
    // The next batch goes at once, not at the next frame: waiting left the Worker idle for part of
    // every frame (2,000 entities: sim speed 0.91 with a step shorter than the frame).
    if (report.kind === 'stepped') this.sync(this.clockSteps);
    for (const listener of this.listeners) listener();
  }

  private fail(message: string, onFailure: (message: string) => void): void {
    if (this.failure !== null) return;
    this.failure = message;
    onFailure(message);
    for (const listener of this.listeners) listener();
  }
}
