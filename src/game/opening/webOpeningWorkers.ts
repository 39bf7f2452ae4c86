/** The page's Web Workers for a comparison's opening (opening.worker.ts): one a core but the page's own, two at most. */
import type { OpeningReport, OpeningWorker, WorkerSet } from '../../app/history/openingProtocol';

/** Workers an opening uses at most: the recorded run in one, the what-if runs in the other. */
const MAX_WORKERS = 2;

/**
 * Workers for a machine of `cores` cores: a core is left to the page's thread (which draws the opening, and takes in its parts) and to
 * the engine's compilers. On two cores a second Worker played no faster: the two shared one core's worth of steps, and each compiled
 * the game's code again (docs/tools.md).
 */
export function openingWorkerCount(cores: number): number {
  return Math.max(1, Math.min(MAX_WORKERS, (Number.isInteger(cores) && cores > 0 ? cores : MAX_WORKERS + 1) - 1));
}

/** The page's first message to a Worker: the ports it sends the recorded run's parts on, and those it hears them on. */
export interface OpeningConnect {
  readonly kind: 'connect';
  readonly send: readonly MessagePort[];
  readonly receive: readonly MessagePort[];
}

/**
 * Starts the Workers of one opening ({@link openingWorkerCount} for the machine's cores),
 * the first connected to each other one by a message channel for the recorded run's parts. A
 * Worker that fails reports it (its error event, as one line).
 */
export function webOpeningWorkers(): WorkerSet {
  const count = openingWorkerCount(navigator.hardwareConcurrency);
  const workers = Array.from({ length: count }, () => new Worker(new URL('./opening.worker.ts', import.meta.url), { type: 'module' }));
  const sends: MessagePort[] = [];
  workers.slice(1).forEach((worker) => {
    const channel = new MessageChannel();
    sends.push(channel.port1);
    worker.postMessage({ kind: 'connect', send: [], receive: [channel.port2] } satisfies OpeningConnect, [channel.port2]);
  });
  (workers[0] as Worker).postMessage({ kind: 'connect', send: sends, receive: [] } satisfies OpeningConnect, sends);
  return {
    workers: workers.map((worker): OpeningWorker => {
      const held: OpeningWorker = {
        post: (command) => worker.postMessage(command, []),
        onReport: null,
        terminate: () => worker.terminate(),
      };
      worker.addEventListener('message', (event: MessageEvent<OpeningReport>) => held.onReport?.(event.data));
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        held.onReport?.({ kind: 'failed', message: `its Web Worker failed: ${event.message || 'it could not start'}` });
      });
      return held;
    }),
  };
}
