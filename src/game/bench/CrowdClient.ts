/**
 * What the benchmark asks of a crowd simulated outside the page's play: in a Web Worker
 * (CrowdWorkerClient) or on the page's thread beside it (PageCrowdClient, the Box2D crowd there).
 */
import type { CrowdSettings } from '../../app/bench/crowdWorkerProtocol';

export interface CrowdClient {
  /** Whether the crowd is built. */
  readonly ready: boolean;
  /** The crowd's latest state (crowdState.ts), or null before it is built. Read it, do not keep it. */
  readonly state: Float64Array | null;
  /** Steps the crowd has run so far ({@link state} is the state after them). */
  readonly stepsDone: number;
  /** Steps the page's clock ran that the crowd has not run yet (sent or not). */
  lag(clockSteps: number): number;
  /** Steps the page's clock ran that are not handed to the crowd yet. */
  unsent(clockSteps: number): number;
  /** Hands over the steps the page's clock has run (`clockSteps` in all) and the crowd has not been given. */
  sync(clockSteps: number): void;
  /** The page's settings changed: the crowd's entities take them before its next steps. */
  updateSettings(settings: CrowdSettings): void;
  /** The time the simulation spent on the steps it finished since the last call, ms (on the thread it runs on). */
  takeSimulationMs(): number;
  /** The state once the crowd has run all `clockSteps` steps of the page's clock, a copy. Rejects if the crowd failed. */
  settledState(clockSteps: number): Promise<Float64Array>;
  /** Stops the crowd. */
  destroy(): void;
}
