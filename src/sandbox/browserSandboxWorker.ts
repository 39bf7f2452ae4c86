import type { FromSandboxWorker, SandboxWorkerHandle } from './sandboxProtocol';

/** Starts the browser's sandbox Worker (src/sandbox/sandbox.worker.ts, a chunk of its own with QuickJS and its .wasm). */
export function spawnBrowserSandboxWorker(): SandboxWorkerHandle {
  const worker = new Worker(new URL('./sandbox.worker.ts', import.meta.url), { type: 'module' });
  let listening: AbortController | null = null;
  return {
    // The second argument of a Worker's postMessage is its transfer list (nothing to transfer).
    post: (message) => worker.postMessage(message, []),
    listen: (onMessage, onDeath) => {
      listening?.abort();
      listening = new AbortController();
      const { signal } = listening;
      worker.addEventListener('message', (event: MessageEvent<FromSandboxWorker>) => onMessage(event.data), { signal });
      worker.addEventListener(
        'error',
        (event) => {
          event.preventDefault();
          onDeath(event.message || 'the sandbox Worker failed');
        },
        { signal },
      );
      worker.addEventListener('messageerror', () => onDeath('a message from the sandbox Worker could not be read'), { signal });
    },
    terminate: () => {
      listening?.abort();
      worker.terminate();
    },
  };
}
