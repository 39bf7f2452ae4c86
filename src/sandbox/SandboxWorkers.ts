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
 * The sandbox's Workers: starts them (each loads QuickJS once) and hands each out for one player's
 * code only: the client terminates it when that code is done ({@link discard}), since the
 * WebAssembly memory a code made the Worker grow is never given back while it lives (a Worker
 * reused after code that filled its memory kept that memory, 2 GB of it, after good code was
 * applied). So that a run does not wait for a Worker to start, one fresh Worker is kept ready:
 * started by {@link prewarm}, and again each time a code is done with its Worker (not when one is
 * handed out: a Worker starting, loading and compiling QuickJS, took the CPU from the code that
 * had just begun, and on a busy machine its calls missed their deadline).
 */
export class SandboxWorkers {
  private readyWorker: SandboxWorkerHandle | null = null;
  private starting: Promise<SandboxWorkerHandle> | null = null;
  private closed = false;

  /**
   * `readyAhead` [default: true]: start the next Worker each time a code is done with its own (the
   * page, where a player runs code again later); false where runs follow each other at once and
   * would wait for it all the same (the command line).
   */
  constructor(
    private readonly spawn: SpawnSandboxWorker,
    private readonly startDeadlineMs = WORKER_START_DEADLINE_MS,
    private readonly readyAhead = true,
  ) {}

  /**
   * A fresh, ready Worker: the one kept ready, or a new one once it has loaded QuickJS. Rejects
   * with a {@link SandboxStartError} when a new Worker dies or does not start in time.
   */
  async acquire(): Promise<SandboxWorkerHandle> {
    this.closed = false;
    return this.take();
  }

  /** Starts a Worker in the background (unless one is ready or starting), so that the next code does not wait for it. */
  prewarm(): void {
    if (this.closed || this.readyWorker || this.starting) return;
    const starting = this.start();
    this.starting = starting;
    starting.then(
      (worker) => {
        if (this.starting !== starting) return;
        this.starting = null;
        if (this.closed) worker.terminate();
        else this.keep(worker);
      },
      () => {
        if (this.starting === starting) this.starting = null;
      },
    );
  }

  /**
   * Terminates a Worker (its code is done, it failed, or it cannot be trusted any more: it missed a
   * deadline, or died), and starts the next one in the background.
   */
  discard(worker: SandboxWorkerHandle): void {
    worker.terminate();
    if (this.readyAhead) this.prewarm();
  }

  /** Terminates the Worker kept ready, and the one starting once it has started; starts no more until the next {@link acquire}. */
  close(): void {
    this.closed = true;
    this.readyWorker?.terminate();
    this.readyWorker = null;
    const starting = this.starting;
    this.starting = null;
    starting?.then(
      (worker) => worker.terminate(),
      () => undefined,
    );
  }

  /** The Worker kept ready, the one starting, or a new one. */
  private async take(): Promise<SandboxWorkerHandle> {
    const ready = this.readyWorker;
    if (ready) {
      this.readyWorker = null;
      ready.busy?.();
      return ready;
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

  private keep(worker: SandboxWorkerHandle): void {
    worker.listen(
      () => undefined,
      () => {
        if (this.readyWorker === worker) this.readyWorker = null;
      },
    );
    worker.idle?.();
    this.readyWorker = worker;
  }

  private start(): Promise<SandboxWorkerHandle> {
    return new Promise((resolve, reject) => {
      let worker: SandboxWorkerHandle;
      try {
        worker = this.spawn();
      } catch (error) {
        reject(
          new SandboxStartError(`the sandbox Worker could not be started (${error instanceof Error ? error.message : String(error)})`),
        );
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
