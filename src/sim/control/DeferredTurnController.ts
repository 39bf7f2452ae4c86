import type { TurnController, TurnInput } from './TurnController';

/**
 * A turn controller whose answer is computed elsewhere and arrives later: the player's code, run
 * in a Worker where it can be stopped (src/sandbox/WorkerSandboxController.ts). The world steps
 * in two halves around it (SteeringWorld.beginStep, finishStep):
 *
 * 1. while the world begins its step, the entity's motor senses the input and calls
 *    {@link request} with it;
 * 2. whoever steps the world waits for {@link pending} (a promise, or null when the answer is
 *    already there);
 * 3. the world finishes its step, and the motor calls `update` with that same input, which
 *    returns the answer.
 *
 * `update` must always return a number at once: called without a request, or before the answer
 * came (a synchronous `SteeringWorld.step()`), it answers with a fallback controller of its own.
 * Nothing here is timed: the same code and inputs give the same commands, so runs repeat exactly.
 */
export interface DeferredTurnController extends TurnController {
  /** Starts computing the answer for `input` (read at once: the motor reuses the object). */
  request(input: Readonly<TurnInput>): void;
  /**
   * Null when `update` can answer the last request now, else a promise that resolves (never
   * rejects) once it can: with the answer, or with the fallback's after a failure or a deadline.
   */
  pending(): Promise<void> | null;
}

/** True when `controller` answers later (see {@link DeferredTurnController}). */
export function isDeferred(controller: TurnController): controller is DeferredTurnController {
  return (
    typeof (controller as Partial<DeferredTurnController>).request === 'function' &&
    typeof (controller as Partial<DeferredTurnController>).pending === 'function'
  );
}
