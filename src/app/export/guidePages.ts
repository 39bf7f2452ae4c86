/**
 * The guide's pages the game links to, which the built page ships beside itself (vite.config.ts reads this list, so it imports nothing).
 */

/** The docs pages a built game carries under `docs/`, as plain text: the guide to the controllers in a game of one's own. */
export const GUIDE_DOCS = [
  'use-in-your-game.md',
  'controllers.md',
  'controllers-pid.md',
  'controllers-pd-and-time-optimal.md',
  'controllers-tuning.md',
  'planck-adapter.md',
  'box2d-unity-godot.md',
  'step-response-figures.md',
] as const;

/** A page of the guide. */
export type GuideDoc = (typeof GUIDE_DOCS)[number];

/** Where page `doc` is, relative to the game's page (its `docs/` folder). */
export function guideHref(doc: GuideDoc): string {
  return `docs/${doc}`;
}
