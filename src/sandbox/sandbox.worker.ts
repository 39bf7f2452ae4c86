/// <reference lib="webworker" />
// The browser's sandbox Worker: runs the player's controller (src/sandbox/sandboxService.ts) off
// the page's thread, where the page can terminate it (src/sandbox/browserSandboxWorker.ts).
import type { ToSandboxWorker } from './sandboxProtocol';
import { serveSandbox } from './sandboxService';

const scope = self as unknown as DedicatedWorkerGlobalScope;
void serveSandbox({
  // The second argument of a Worker's postMessage is its transfer list (nothing to transfer).
  post: (message) => scope.postMessage(message, []),
  listen: (onMessage) => scope.addEventListener('message', (event: MessageEvent<ToSandboxWorker>) => onMessage(event.data)),
});
