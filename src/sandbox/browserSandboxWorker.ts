import type { FromSandboxWorker, SandboxWorkerHandle } from './sandboxProtocol';

/** Starts the browser's sandbox Worker (src/sandbox/sandbox.worker.ts, a chunk of its own with QuickJS and its .wasm). */
export function spawnBrowserSandboxWorker(): SandboxWorkerHandle {
  const worker = new Worker(new URL('./sandbox.worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (message) => worker.postMessage(message),
    listen: (onMessage, onDeath) => {
      worker.onmessage = (event: MessageEvent<FromSandboxWorker>) => onMessage(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        onDeath(event.message || 'the sandbox Worker failed');
      };
      worker.onmessageerror = () => onDeath('a message from the sandbox Worker could not be read');
    },
    terminate: () => worker.terminate(),
  };
}
