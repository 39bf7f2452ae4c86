/** A player action as the catalogue lists it, and the toolbar's groups its buttons sit in. */

/**
 * Where a group's buttons sit in the toolbar: `bar` always in the bar; `wide-bar` in the bar on a
 * wide screen and at the top of the More menu on a narrow one; `menu` in the More menu, under the
 * group's name.
 */
export type ToolbarPlace = 'bar' | 'wide-bar' | 'menu';

/**
 * The toolbar's groups, in the bar's order and then the menu's, each with where it sits and its
 * name: the heading of a menu group, or what a screen reader hears for the group of buttons in the
 * bar (a group of one button is that button alone). Each action names its group; the buttons of a
 * group are in the order of their actions in the catalogue (src/app/actionCatalog.ts).
 */
export const ACTION_GROUPS = {
  mode: { place: 'bar', name: 'Command mode' },
  'turn-rate': { place: 'bar', name: 'Turn rate' },
  pause: { place: 'bar', name: 'Pause' },
  'time-and-help': { place: 'wide-bar', name: 'Time, tour, panel and help' },
  views: { place: 'menu', name: 'Views' },
  entities: { place: 'menu', name: 'Entities' },
  obstacles: { place: 'menu', name: 'Obstacles' },
  scene: { place: 'menu', name: 'Scene' },
  camera: { place: 'menu', name: 'Camera' },
} as const satisfies Readonly<Record<string, { readonly place: ToolbarPlace; readonly name: string }>>;

/** The toolbar group an action's button sits in; `null`: no button (keyboard only). */
export type ActionGroup = keyof typeof ACTION_GROUPS | null;

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
  /** Its label in the More menu (and at its top on a narrow screen), where the short one would be cryptic there. [default: `label`] */
  readonly menuLabel?: string;
  /** What it does, for the tooltip and the help. */
  readonly description: string;
  /**
   * Values of `KeyboardEvent.key` that trigger it (letters in lower case; matched ignoring case).
   * Empty: no key. No two actions share a key (tests/app/actionCatalog.test.ts).
   */
  readonly keys: readonly string[];
  /** How the keys are written for people, e.g. "Space / P"; empty when there is no key. */
  readonly keyHint: string;
  /** Toolbar group, one of {@link ACTION_GROUPS}; `null`: no button (keyboard only). */
  readonly group: ActionGroup;
  /** Whether holding the key repeats the action. [default: false] */
  readonly repeats?: boolean;
}
