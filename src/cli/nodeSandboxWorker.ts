import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import type { SandboxWorkerHandle, SpawnSandboxWorker } from '../sandbox/sandboxProtocol';

/** The bundled worker's module, once per process. */
let bundled: Promise<URL> | null = null;

/**
 * Starts sandbox Workers for the command line: Node worker threads running the sandbox's side
 * (src/cli/sandboxWorkerThread.ts, src/sandbox/sandboxService.ts). Terminating one stops it
 * whatever it runs, a player's call stuck inside QuickJS's WebAssembly included. An idle one does
 * not keep the process alive.
 *
 * Each player's code gets a fresh Worker (src/sandbox/SandboxWorkers.ts), so a Worker's start is
 * paid once a level: loading the sandbox's TypeScript through tsx in each took 330 ms of the
 * 370 ms a Worker took to be ready (8 levels: 9 Workers, 3 of the run's 6 s). So the worker's
 * code is bundled once per process, in memory, into one module (esbuild, 40 ms) that each Worker
 * loads in 65 ms. The bundle runs from a `data:` URL, so nothing is written to disk; QuickJS's
 * loader asks `import.meta.url` where its `.wasm` lies, so there it reads the package's own file URL.
 */
export function nodeSandboxWorkers(): Promise<SpawnSandboxWorker> {
  bundled ??= bundleWorker();
  return bundled.then((url) => () => spawn(url));
}

async function bundleWorker(): Promise<URL> {
  const require = createRequire(import.meta.url);
  const quickJsDist = join(dirname(require.resolve('@jitl/quickjs-ng-wasmfile-release-sync/package.json')), 'dist');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./sandboxWorkerThread.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(quickJsDist, 'emscripten-module.mjs')).href) },
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('the sandbox worker could not be bundled (esbuild wrote nothing)');
  return new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

function spawn(url: URL): SandboxWorkerHandle {
  const worker = new Worker(url, { execArgv: [] });
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
