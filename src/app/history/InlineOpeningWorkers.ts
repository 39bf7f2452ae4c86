/**
 * The page's own "Worker" for an opening (headless: the command line, the tests, a test hook): the same work, on this thread, one message
 * at a time.
 */
import type { ReplayParts } from './comparisonJobs';
import type { OpeningCommand, OpeningReport, OpeningWorker, WorkerSet } from './openingProtocol';
import { OpeningWorkerCore } from './openingWorkerCore';

/**
 * One {@link OpeningWorker} that runs an {@link OpeningWorkerCore} here, each run on a fresh game
 * from `game`: messages both ways wait in one queue until {@link WorkerSet.pump} delivers them, so
 * that an opening answers as a Worker's would, only at once. It plays the recorded run, then each
 * what-if run in turn (none waits: the recorded run is all there by then).
 */
export function inlineOpeningWorkers(game: () => ReplayParts): WorkerSet {
  const queue: (() => void)[] = [];
  let ended = false;
  const worker: OpeningWorker = {
    post: (command: OpeningCommand) => {
      queue.push(() => core.handle(command));
    },
    onReport: null,
    terminate: () => {
      ended = true;
      queue.length = 0;
    },
  };
  const core = new OpeningWorkerCore(
    (report: OpeningReport) => {
      if (!ended) queue.push(() => worker.onReport?.(report));
    },
    () => {},
    game,
  );
  return {
    workers: [worker],
    pump: () => {
      const any = queue.length > 0;
      // A message may end the Worker (terminate empties the queue).
      for (let next = queue.shift(); next; next = queue.shift()) next();
      return any;
    },
  };
}
