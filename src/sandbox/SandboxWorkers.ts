import type { FromSandboxWorker, SandboxWorkerHandle, SpawnSandboxWorker } from './sandboxProtocol';

/** How long a new Worker may take to start and load QuickJS before it counts as broken, ms. [default] */
export const WORKER_START_DEADLINE_MS = 30_000;

/** Why a Worker could not be had. */
export class SandboxStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxStartError';
  }
}

/**
 * The sandbox's Workers: starts them (each loads QuickJS once, then runs one player's controller
 * at a time) and keeps one idle Worker for the next run, so that running a level again, or every
 * level in turn, does not start a Worker each time. A Worker that missed a deadline is never
 * reused: its client terminates it with {@link discard}.
 */
export class SandboxWorkers {
  private idleWorker: SandboxWorkerHandle | null = null;
  private starting: Promise<SandboxWorkerHandle> | null = null;

  constructor(
    private readonly spawn: SpawnSandboxWorker,
    private readonly startDeadlineMs = WORKER_START_DEADLINE_MS,
  ) {}

  /**
   * A ready Worker: the idle one, or a new one once it has loaded QuickJS. Rejects with a
   * {@link SandboxStartError} when a new Worker dies or does not start in time.
   */
  async acquire(): Promise<SandboxWorkerHandle> {
    const idle = this.idleWorker;
    if (idle) {
      this.idleWorker = null;
      idle.busy?.();
      return idle;
    }
    const starting = this.starting;
    if (starting) {
      // Claimed: the prewarm's own handler sees it is no longer `starting` and leaves it alone.
      this.starting = null;
      try {
        const worker = await starting;
        worker.busy?.();
        return worker;
      } catch {
        // The prewarmed one failed: try a fresh one.
      }
    }
    return this.start();
  }

  /** Starts a Worker in the background, so that the first run does not wait for it. */
  prewarm(): void {
    if (this.idleWorker || this.starting) return;
    const starting = this.start();
    this.starting = starting;
    starting.then(
      (worker) => {
        if (this.starting !== starting) return;
        this.starting = null;
        this.keep(worker);
      },
      () => {
        if (this.starting === starting) this.starting = null;
      },
    );
  }

  /** Takes back a healthy Worker whose code was unloaded: kept for the next run (one at most), else terminated. */
  release(worker: SandboxWorkerHandle): void {
    this.keep(worker);
  }

  /** Terminates a Worker that cannot be trusted any more (it missed a deadline, or died). */
  discard(worker: SandboxWorkerHandle): void {
    worker.terminate();
  }

  /** Terminates the idle Worker, if any. */
  close(): void {
    this.idleWorker?.terminate();
    this.idleWorker = null;
  }

  private keep(worker: SandboxWorkerHandle): void {
    if (this.idleWorker && this.idleWorker !== worker) {
      worker.terminate();
      return;
    }
    worker.listen(
      () => undefined,
      () => {
        if (this.idleWorker === worker) this.idleWorker = null;
      },
    );
    worker.idle?.();
    this.idleWorker = worker;
  }

  private start(): Promise<SandboxWorkerHandle> {
    return new Promise((resolve, reject) => {
      let worker: SandboxWorkerHandle;
      try {
        worker = this.spawn();
      } catch (error) {
        reject(new SandboxStartError(`the sandbox Worker could not be started (${error instanceof Error ? error.message : String(error)})`));
        return;
      }
      const timer = setTimeout(() => {
        worker.terminate();
        reject(new SandboxStartError(`the sandbox Worker did not start within ${this.startDeadlineMs / 1000} s`));
      }, this.startDeadlineMs);
      worker.listen(
        (message: FromSandboxWorker) => {
          if (message.type === 'ready') {
            clearTimeout(timer);
            resolve(worker);
          } else if (message.type === 'broken') {
            clearTimeout(timer);
            worker.terminate();
            reject(new SandboxStartError(`the sandbox could not start (${message.message})`));
          }
        },
        (why) => {
          clearTimeout(timer);
          worker.terminate();
          reject(new SandboxStartError(`the sandbox Worker failed to start (${why})`));
        },
      );
    });
  }
}
