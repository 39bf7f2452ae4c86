/** The guide's pages the game links to (the page ships them beside itself: vite.config.ts), and the page for each controller. */
import type { ControllerType } from '../../sim/control/ControllerSettings';
import { controllerSpec } from '../../sim/control/registry/controllerSpecs';

/** The docs pages a built game carries under `docs/`, as plain text: the guide to the controllers in a game of one's own. */
export const GUIDE_DOCS = ['use-in-your-game.md', 'controllers.md', 'controllers-pid.md', 'controllers-pd-and-time-optimal.md', 'controllers-tuning.md', 'planck-adapter.md', 'box2d-unity-godot.md', 'step-response-figures.md'] as const;

/** A page of the guide. */
export type GuideDoc = (typeof GUIDE_DOCS)[number];

/** The page with controller `type`'s maths, defaults and settings (its spec's `guide`). */
export function controllerGuide(type: ControllerType): GuideDoc {
  const guide = controllerSpec(type).guide;
  return GUIDE_DOCS.find((doc) => doc === guide) ?? 'controllers.md';
}

/** Where page `doc` is, relative to the game's page (its `docs/` folder). */
export function guideHref(doc: GuideDoc): string {
  return `docs/${doc}`;
}
