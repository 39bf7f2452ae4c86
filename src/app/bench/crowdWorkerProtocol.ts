import type { EntityType } from '../../sim/entities/EntitySettings';
import type { SessionSettings } from '../model/SessionSettings';
import type { NewEntitySettings } from '../model/EntityDefaults';
import type { CrowdPlacement } from '../../sim/crowdLayout';

/**
 * The physics engine a crowd runs on: planck (the game's own, float64, the default) or Box2D v3
 * compiled to WebAssembly (float32, its own figures; src/sim/box2d). The same steering drives both.
 */
export type CrowdEngine = 'planck' | 'box2d';

/** Every {@link CrowdEngine}, for validation. */
export const CROWD_ENGINES: readonly CrowdEngine[] = ['planck', 'box2d'];

/** The page's settings a crowd takes: what an entity of each type gets and the session's settings (plain data). */
export interface CrowdSettings {
  /** What a new entity of each type gets (the page's `EntityDefaults.settingsFor`). */
  readonly entitySettings: Readonly<Record<EntityType, NewEntitySettings>>;
  readonly session: SessionSettings;
}

/**
 * Everything the Worker needs to build the same crowd as the page would: the placements, the fixed
 * step and the page's settings (plain data, copied by postMessage).
 */
export interface CrowdSetup extends CrowdSettings {
  readonly placements: readonly CrowdPlacement[];
  /** The fixed step, s. */
  readonly dt: number;
  /** The engine it runs on. [default: planck] */
  readonly engine?: CrowdEngine;
}

/** From the page to the crowd's Worker. */
export type CrowdCommand =
  /** Build the crowd (once, first). */
  | { readonly kind: 'setUp'; readonly setup: CrowdSetup }
  /**
   * Run `steps` fixed steps, then answer with the state written into `buffer` (a state array the
   * page is done with, handed back so that the Worker allocates nothing; null: make one).
   */
  | { readonly kind: 'step'; readonly steps: number; readonly buffer: Float64Array | null }
  /**
   * The page's settings changed (the panel, the turn-rate toggle): every entity takes the turn
   * rate, top speed, guidance and controller of its type, and the world the disturbance, from the
   * next step on. Answered with "settled".
   */
  | { readonly kind: 'settings'; readonly settings: CrowdSettings };

/** From the crowd's Worker to the page. */
export type CrowdReport =
  /** The crowd is built: `entities` entities, and their first state (see crowdState.ts). */
  | { readonly kind: 'ready'; readonly entities: number; readonly state: Float64Array }
  /** `steps` more fixed steps ran in `elapsedMs` ms; `totalSteps` since set-up; the state after them (transferred). */
  | {
      readonly kind: 'stepped';
      readonly steps: number;
      readonly totalSteps: number;
      readonly elapsedMs: number;
      readonly state: Float64Array;
    }
  /** The settings are applied. */
  | { readonly kind: 'settled' }
  /** A command failed: one line saying why. */
  | { readonly kind: 'failed'; readonly message: string };
