/**
 * How the game is shown, apart from the demo's model: the game toggles them (D: the debug
 * overlay) and draws by them; the UI shows them (toolbar state, debug legend). One object, built
 * by the composition root (src/main.ts) and shared by both.
 */
export interface ViewOptions {
  /** The debug overlay is drawn. [default: false] */
  debug: boolean;
  /** The player's view as a share link carries it (src/app/settings/shareView.ts). */
  readonly shared: SharedViewExchange;
}

/** Where the page and the game exchange the player's view (zoom and pan) for share links. */
export interface SharedViewExchange {
  /** Set by the game once its scene is made: the player's own view now (zoomed or panned), or null while the camera frames the action. */
  readShown: (() => SharedCamera | null) | null;
  /** Set by the page (a share link's view): the game shows it on its first frame with the scene, then clears it. */
  requested: SharedCamera | null;
}

/** View options as a page starts: no debug overlay, no view exchanged yet. */
export function defaultViewOptions(): ViewOptions {
  return { debug: false, shared: { readShown: null, requested: null } };
}

/**
 * The player's own view of the play area: its zoom (1: the world fitted to the play area) and the world point at its middle, m (a share
 * link carries it: src/app/settings/shareView.ts).
 */
export interface SharedCamera {
  readonly zoom: number;
  readonly centre: readonly [number, number];
}
