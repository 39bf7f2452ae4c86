/** The toolbar group an action's button sits in; `null`: no button (keyboard only). */
export type ActionGroup = 'mode' | 'turn' | 'time' | 'scene' | 'entities' | 'lab' | 'obstacles' | 'view' | 'help' | null;

/**
 * One player action: its button label and tooltip, and the keys that trigger it. The actions are
 * listed in src/app/actionCatalog.ts, those that enter a way of playing in its descriptor
 * (src/app/plays/playList.ts).
 */
export interface ActionSpec<Id extends string = string> {
  /** The DOM id of its toolbar button (a contract with the browser tests), e.g. "race-toggle". */
  readonly id: Id;
  /** Short button label. */
  readonly label: string;
  /** What it does, for the tooltip and the help. */
  readonly description: string;
  /**
   * Values of `KeyboardEvent.key` that trigger it (letters in lower case; matched ignoring case).
   * Empty: no key. No two actions share a key (tests/app/actionCatalog.test.ts).
   */
  readonly keys: readonly string[];
  /** How the keys are written for people, e.g. "Space / P"; empty when there is no key. */
  readonly keyHint: string;
  /** Toolbar group; `null`: no button (keyboard only). */
  readonly group: ActionGroup;
  /** Whether holding the key repeats the action. [default: false] */
  readonly repeats?: boolean;
}
