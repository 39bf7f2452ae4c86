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

/**
 * The parts of the page an action opens and closes, or runs (the page implements each): the help,
 * the sidebar's panel, the step-response view, the phase plot, the tour, the challenges' panel, the
 * gallery, the 3D lab's page, "Use in your game", the clip recorder, a scene file saved or opened.
 */
export type PagePart =
  | 'help'
  | 'panel'
  | 'step-response'
  | 'phase-plot'
  | 'tour'
  | 'challenges'
  | 'gallery'
  | 'lab3d'
  | 'code'
  | 'clips'
  | 'scene-save'
  | 'scene-open';

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
  /** When it runs, besides always in the full game (see {@link ActionWhen}). [default: the full game only, its key not while typing] */
  readonly when?: ActionWhen;
  /**
   * How its button looks where not as its label: `turn-rate` (a tone dot, its label as a caption, the rate in a word), `play` (its label,
   * or "Play" while pressed). [default: its label]
   */
  readonly face?: 'turn-rate' | 'play';
  /**
   * Its button's place in the embedded game's bar, from the left (1 first); none: no button there (its key may still work: {@link
   * ActionWhen.embed}).
   */
  readonly embedBar?: number;
  /**
   * Whether the first-visit hint names its key: `wide` in its long form (a wide screen), `always` in its short form too. [default: not
   * named]
   */
  readonly hint?: 'wide' | 'always';
}

/** When an action runs, besides always in the full game. */
export interface ActionWhen {
  /** It runs in an embedded game (`?embed=1`), by its key or a button of the embed's bar. [default: false] */
  readonly embed?: boolean;
  /** Its key works while focus is in a field that takes typing. [default: false: the key types there] */
  readonly typing?: boolean;
  /**
   * While runs are compared, it would end the comparison: the door asks first (the timeline shows
   * its question, so the action tells nothing more), and the same action again goes through.
   * [default: it never ends a comparison]
   */
  readonly comparing?: 'asks';
}
