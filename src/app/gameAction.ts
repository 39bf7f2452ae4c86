// What a player's action is: its words and place (ActionSpec), what it does, how its pressed state reads; the catalogue (actionCatalog.ts)
// lists them.
import type { Demo } from './Demo';
import type { Intent } from './intents/Intent';
import type { ActionSpec, PagePart } from './presentation/actionSpec';
import type { ViewOptions } from './presentation/viewOptions';
import type { Vec2Like } from '../sim/math/vec2';

/** What the game's view offers an action (the game implements it): the camera, where things are placed, the pointer's hold. */
export interface ViewControls {
  /** Zooms by `factor` (> 1 in) about the view's centre. */
  zoomBy(factor: number): void;
  /** Fits the world to the play area again (the camera frames the action). */
  fit(): void;
  /** Where a new obstacle goes (m): under the pointer when it is over the game, else the view's centre; written into `out`. */
  placementPoint(out: Vec2Like): Vec2Like;
  /** Lets go of whatever the pointer holds (a scene about to be replaced: what it held may be gone). */
  letGo(): void;
}

/** What an action's effect may use. */
export interface ActionContext {
  readonly demo: Demo;
  readonly options: ViewOptions;
  readonly view: ViewControls;
}

/** What an action's pressed state reads. */
export interface ActionReads {
  readonly demo: Demo;
  readonly options: Readonly<ViewOptions>;
  /** Whether part `part` of the page is open. */
  isOpen(part: PagePart): boolean;
}

/** A word said instead of applying an intent (there is nothing to do), in a tone. */
export interface ActionWord {
  readonly say: string;
  readonly tone: 'info' | 'error';
}

/**
 * What an action does, one of three:
 * - `intent`: the change it asks for, applied through the door (`demo.apply`), or a word instead
 *   when there is nothing to do; the player is told `told` once it applied, else the refusal (or
 *   `refusal` in its place) — none for the door's question while runs are compared, which the
 *   timeline shows ({@link ActionWhen.comparing});
 * - `view`: a change of the player's view or time, not of the scene (pause, a moment of the timeline, the camera, the selection);
 * - `part`: a part of the page opened or closed, or run (the page's own).
 */
export type ActionEffect =
  | {
      readonly intent: (context: ActionContext) => Intent | ActionWord;
      readonly told?: (demo: Demo, intent: Intent) => string | null;
      readonly refusal?: string;
    }
  | { readonly view: (context: ActionContext) => ActionWord | null }
  | { readonly part: PagePart };

/**
 * One player action, declared once: its words, keys and place ({@link ActionSpec}), what it does,
 * how its button's pressed state reads, and whether it changes a setting the player keeps.
 */
export interface GameAction<Id extends string = string> extends ActionSpec<Id> {
  readonly does: ActionEffect;
  /** Whether its button shows pressed now; none: a plain button, never pressed. */
  readonly pressed?: (reads: ActionReads) => boolean;
  /** It changes a setting the game saves for the player (readDemoSettings: the turn rate, the time scale). [default: false] */
  readonly setting?: boolean;
}
