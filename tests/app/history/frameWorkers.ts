import { Demo } from '../../../src/app/Demo';
import type { OpeningCommand, OpeningReport, OpeningWorker, WorkerSet } from '../../../src/app/history/openingProtocol';
import { OpeningWorkerCore } from '../../../src/app/history/openingWorkerCore';

/**
 * Workers for an opening as the page has them, in one thread: `count` of them, each with its own
 * queue of messages, the first handing the recorded run's parts to the others. Nothing is delivered
 * until {@link FrameWorkers.frame}, which delivers at most `perFrame` messages to and from each (a
 * Worker's run plays whole on one message, as in a Web Worker, its parts coming to the page over
 * the frames after): the page's frames and the Workers then interleave as they do in the browser.
 */
export class FrameWorkers {
  private readonly queues: (() => void)[][] = [];
  /** Runs the Workers were given (0 the recorded run, k + 1 what-if run k), in order. */
  readonly runsGiven: number[] = [];
  /** The kinds of the messages the page posted to the Workers, in order. */
  readonly posted: OpeningCommand['kind'][] = [];
  readonly set: WorkerSet;

  constructor(
    count: number,
    private readonly perFrame = 1,
  ) {
    const workers: OpeningWorker[] = [];
    const cores: OpeningWorkerCore[] = [];
    for (let i = 0; i < count; i++) {
      const queue: (() => void)[] = [];
      this.queues.push(queue);
      let ended = false;
      const worker: OpeningWorker = {
        post: (command: OpeningCommand) => {
          this.posted.push(command.kind);
          if (command.kind === 'recorded') this.runsGiven.push(0);
          if (command.kind === 'whatIf') this.runsGiven.push(command.index + 1);
          queue.push(() => cores[i]?.handle(command));
        },
        onReport: null,
        terminate: () => {
          ended = true;
          queue.length = 0;
        },
      };
      workers.push(worker);
      cores.push(
        new OpeningWorkerCore(
          (report: OpeningReport) => {
            if (!ended) queue.push(() => worker.onReport?.(report));
          },
          (command: OpeningCommand) => {
            for (let peer = 1; peer < count; peer++) this.queues[peer]?.push(() => cores[peer]?.handle(structuredClone(command)));
          },
          () => new Demo().sceneFiles.replayParts,
        ),
      );
    }
    this.set = { workers };
  }

  /** Delivers the next messages of each Worker (at most `perFrame` each); false when none was waiting. */
  frame(): boolean {
    let any = false;
    for (const queue of this.queues) {
      for (let n = 0; n < this.perFrame && queue.length > 0; n++) {
        any = true;
        (queue.shift() as () => void)();
      }
    }
    return any;
  }
}
