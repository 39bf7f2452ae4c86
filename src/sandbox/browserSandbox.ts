import { spawnBrowserSandboxWorker } from './browserSandboxWorker';
import { SandboxWorkers } from './SandboxWorkers';
import { WorkerSandboxController, type WorkerSandboxOptions } from './WorkerSandboxController';

/** The page's sandbox Workers: one idle Worker is kept for the next run. */
const workers = new SandboxWorkers(spawnBrowserSandboxWorker);

/**
 * Compiles a player's controller in a sandbox Worker (QuickJS loads there, never on the page).
 * Never rejects: when the code cannot be used, the controller's `failure` says why.
 */
export function compileInWorker(source: string, options: WorkerSandboxOptions = {}): Promise<WorkerSandboxController> {
  return WorkerSandboxController.create(workers, source, options);
}

/** Starts a sandbox Worker in the background, so that the first run of the player's code does not wait for it. */
export function prewarmSandbox(): void {
  workers.prewarm();
}
