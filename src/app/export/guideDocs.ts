/** The guide's page for each controller (the pages themselves: guidePages.ts). */
import type { ControllerType } from '../../sim/control/ControllerSettings';
import { controllerSpec } from '../../sim/control/registry/controllerSpecs';
import { GUIDE_DOCS, type GuideDoc } from './guidePages';

/** The page with controller `type`'s maths, defaults and settings (its spec's `guide`). */
export function controllerGuide(type: ControllerType): GuideDoc {
  const guide = controllerSpec(type).guide;
  return GUIDE_DOCS.find((doc) => doc === guide) ?? 'controllers.md';
}
