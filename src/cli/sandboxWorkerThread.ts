// A Node worker thread that runs a player's controller for the command line: the sandbox's side
// (src/sandbox/sandboxService.ts), answering the parent. src/cli/nodeSandboxWorker.ts bundles this
// file with what it imports into one module before starting any worker.
import { parentPort } from 'node:worker_threads';
import { serveSandbox } from '../sandbox/sandboxService';

const port = parentPort;
if (!port) throw new Error('sandboxWorkerThread.ts runs only as a worker thread (src/cli/nodeSandboxWorker.ts starts it)');
await serveSandbox({
  post: (message) => port.postMessage(message, []),
  listen: (onMessage) => port.on('message', onMessage),
});
