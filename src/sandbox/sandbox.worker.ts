/// <reference lib="webworker" />
// The browser's sandbox Worker: runs the player's controller (src/sandbox/sandboxService.ts) off
// the page's thread, where the page can terminate it (src/sandbox/browserSandboxWorker.ts).
import type { ToSandboxWorker } from './sandboxProtocol';
import { serveSandbox } from './sandboxService';

const scope = self as unknown as DedicatedWorkerGlobalScope;
void serveSandbox({
  post: (message) => scope.postMessage(message),
  listen: (onMessage) => {
    scope.onmessage = (event: MessageEvent<ToSandboxWorker>) => onMessage(event.data);
  },
});
