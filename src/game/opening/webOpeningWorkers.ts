/** The page's Web Workers for a comparison's opening (opening.worker.ts), one a core, two at most. */
import type { OpeningReport, OpeningWorker, WorkerSet } from '../../app/history/openingProtocol';

/** Workers an opening uses at most: the recorded run in one, the what-if runs in the other (the machine this runs on has two cores). */
const MAX_WORKERS = 2;

/** The page's first message to a Worker: the ports it sends the recorded run's parts on, and those it hears them on. */
export interface OpeningConnect {
  readonly kind: 'connect';
  readonly send: readonly MessagePort[];
  readonly receive: readonly MessagePort[];
}

/**
 * Starts the Workers of one opening (as many as the machine has cores, at most {@link MAX_WORKERS}),
 * the first connected to each other one by a message channel for the recorded run's parts. A
 * Worker that fails reports it (its error event, as one line).
 */
export function webOpeningWorkers(): WorkerSet {
  const count = Math.max(1, Math.min(MAX_WORKERS, navigator.hardwareConcurrency || MAX_WORKERS));
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
