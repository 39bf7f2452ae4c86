import type { TurnController } from './TurnController';

/** Why a controller that can fail (the player's code) stopped steering. */
export interface ControllerFailure {
  /** One line a player can act on, e.g. "line 3: TypeError: x is undefined". */
  readonly message: string;
  /** The line of the player's code it points at (1-based), or null. */
  readonly line: number | null;
  /** Simulated time of the run when it happened, s (0 when loading). */
  readonly time: number;
  /** True when it failed while loading, before any call. */
  readonly atLoad: boolean;
}

/**
 * A turn controller that may stop working during a run: the player's code, after whose failure a
 * fallback controller steers. Whatever steers after a failure is the fallback's doing: a run
 * whose controller failed is never credited to it (see ChallengeRun).
 */
export interface FallibleController extends TurnController {
  /** Why it stopped steering, or null while it steers. */
  readonly failure: ControllerFailure | null;
}

/** True when `controller` can fail (see {@link FallibleController}). */
export function isFallible(controller: TurnController): controller is FallibleController {
  return 'failure' in controller;
}

/** What steers once a player's controller failed: the sandbox's fallback, named for players. */
export const FALLBACK_CONTROLLER_LABEL = 'time-optimal';
