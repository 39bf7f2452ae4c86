import { Worker } from 'node:worker_threads';
import type { SandboxWorkerHandle } from '../sandbox/sandboxProtocol';

/**
 * Starts a sandbox Worker for the command line: a Node worker thread (src/cli/sandboxWorkerThread.mjs)
 * running the sandbox's side (src/sandbox/sandboxService.ts). Terminating it stops it whatever it
 * runs, a player's call stuck inside QuickJS's WebAssembly included. An idle one does not keep the
 * process alive.
 */
export function spawnNodeSandboxWorker(): SandboxWorkerHandle {
  const worker = new Worker(new URL('./sandboxWorkerThread.mjs', import.meta.url));
  return {
    post: (message) => worker.postMessage(message, []),
    listen: (onMessage, onDeath) => {
      worker.removeAllListeners('message').removeAllListeners('error').removeAllListeners('exit');
      worker.on('message', onMessage);
      worker.on('error', (error: Error) => onDeath(error.message));
      worker.on('exit', (code: number) => onDeath(`it exited with code ${code}`));
    },
    terminate: () => {
      worker.removeAllListeners('message').removeAllListeners('error').removeAllListeners('exit');
      void worker.terminate();
    },
    idle: () => worker.unref(),
    busy: () => worker.ref(),
  };
}
