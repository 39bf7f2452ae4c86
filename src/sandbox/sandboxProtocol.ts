import type { SandboxLimits } from './sandboxLimits';
import type { SandboxFailure } from './SandboxFailure';

/**
 * The messages between the page (or the command line) and the Worker that runs a player's
 * controller (src/sandbox/sandboxService.ts). One Worker runs one player's code, then is
 * terminated; one that stops answering, fails or holds more memory than allowed is terminated
 * at once.
 */
export type ToSandboxWorker =
  /** Compile and load the player's code (a previous one is dropped). */
  | { readonly type: 'load'; readonly source: string; readonly limits: Partial<SandboxLimits>; readonly seed: number }
  /** One call of `update` with the fields of a TurnInput; `seq` numbers the calls of one load. */
  | {
      readonly type: 'call';
      readonly seq: number;
      readonly headingError: number;
      readonly angularVelocity: number;
      readonly dt: number;
      readonly maxAngularAcceleration: number;
      readonly inertia: number;
      readonly desiredHeadingRate: number;
      readonly desiredHeadingAcceleration: number;
    }
  /** A new command (the player's `state` is kept: it lives for the whole run). */
  | { readonly type: 'reset' }
  /** Drop the loaded code: the Worker waits for the next load. */
  | { readonly type: 'unload' };

export type FromSandboxWorker =
  /** The Worker has started and loaded QuickJS: it takes a load now. */
  | { readonly type: 'ready' }
  /** The Worker begins running the code's top level (its interpreter is ready): the load's time starts now. */
  | { readonly type: 'started' }
  /**
   * The answer to a load: null when `update` is ready to be called. `memoryBytes`: the WebAssembly
   * memory the code's interpreter has then (all the player's code can make the Worker hold).
   */
  | { readonly type: 'loaded'; readonly failure: SandboxFailure | null; readonly memoryBytes: number }
  /**
   * The answer to call `seq`: the command (rad/s²), or the failure that ended the player's code; `memoryBytes` as for `loaded`, after the
   * call.
   */
  | {
      readonly type: 'answer';
      readonly seq: number;
      readonly command: number;
      readonly failure: SandboxFailure | null;
      readonly memoryBytes: number;
    }
  /** The Worker could not start (QuickJS did not load). */
  | { readonly type: 'broken'; readonly message: string };

/**
 * A Worker as the sandbox's client sees it, whatever runs it (a browser Worker, a Node worker
 * thread): send a message, hear its answers and its death, terminate it.
 */
export interface SandboxWorkerHandle {
  post(message: ToSandboxWorker): void;
  /**
   * Sets what to call for every message from the Worker, and once if it dies (an uncaught error,
   * an exit) with a few words of why. Replaces the previous listeners.
   */
  listen(onMessage: (message: FromSandboxWorker) => void, onDeath: (why: string) => void): void;
  /** Stops the Worker at once, whatever it is doing (a call that never returns included). */
  terminate(): void;
  /** Lets the process end while this idle Worker lives (Node), or nothing. */
  idle?(): void;
  /** The opposite of {@link idle}: the Worker has work again. */
  busy?(): void;
}

/** Starts a new sandbox Worker. */
export type SpawnSandboxWorker = () => SandboxWorkerHandle;

/** Where a sandbox Worker's own side listens and answers (the global scope of a Worker, a Node worker's parent port). */
export interface SandboxWorkerScope {
  post(message: FromSandboxWorker): void;
  listen(onMessage: (message: ToSandboxWorker) => void): void;
}
