/// <reference lib="webworker" />
// The auto-tuner's Web Worker: runs the headless simulation's search off the main thread and posts
// a message after every candidate. The page cancels a run by terminating the worker.
import { runTuneJob, type TuneRequest, type TunerMessage } from '../../app/tuning/tunerJob';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', (event: MessageEvent<TuneRequest>): void => {
  // The second argument is the (empty) list of transferred objects: messages are small plain data.
  for (const message of runTuneJob(event.data)) scope.postMessage(message satisfies TunerMessage, []);
});
