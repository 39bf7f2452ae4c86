/**
 * How the game is shown, apart from the demo's model: the game toggles them (D: the debug
 * overlay) and draws by them; the UI shows them (toolbar state, debug legend). One object, built
 * by the composition root (src/main.ts) and shared by both.
 */
export interface ViewOptions {
  /** The debug overlay is drawn. [default: false] */
  debug: boolean;
}

