// A Node worker thread that runs a player's controller for the command line (see
// src/cli/nodeSandboxWorker.ts): tsx loads the sandbox's TypeScript, which answers the parent.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { serveSandbox } = await tsImport('../sandbox/sandboxService.ts', import.meta.url);
await serveSandbox({
  post: (message) => parentPort.postMessage(message, []),
  listen: (onMessage) => parentPort.on('message', onMessage),
});
