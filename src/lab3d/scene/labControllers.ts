/**
 * The controllers the lab offers: each 2D law along the eigenaxis (the registry's list), as an
 * AttitudeController told Rapier's sub-steps and cancelling its gyroscopic term. One list; the
 * menu, the keys and the tests read it.
 */
import { AttitudeController } from '../../sim/control3d/AttitudeController';
import { CONTROLLER_LABELS, CONTROLLER_TYPES } from '../../sim/control/ControllerSettings';
import { createTurnController } from '../../sim/control/createTurnController';
import { withSubSteps } from '../../sim/control/subSteps';
import type { AttitudeControl } from '../../sim/steering3d/bodySteering3DOptions';
import { articleStoryController } from '../../app/fields/controllerPresets';

/** Rapier's sub-steps per step (its `numSolverIterations`, 4 by default): the time-optimal law is told them (withSubSteps). */
export const RAPIER_SUB_STEPS = 4;

/** One controller the lab offers. */
export interface LabController {
  /** Its id in the menu and the page's address. */
  readonly id: string;
  /** What the menu says. */
  readonly label: string;
  /** A new controller of this kind (each body has its own: they keep memory). */
  make(): AttitudeControl;
}

/** A 2D law along the eigenaxis, told Rapier's sub-steps, cancelling the gyroscopic term Rapier integrates. */
function alongTheAxis(settings: Parameters<typeof createTurnController>[0]): AttitudeControl {
  return new AttitudeController(withSubSteps(createTurnController(settings), RAPIER_SUB_STEPS), { gyroscopic: true });
}

/**
 * The article's PID as the 2D game's opening flies it (its tuned gains fixed, not scaled with the
 * motor, no braking curve): it overshoots on a weak motor, as in the article's video.
 */
const ARTICLE_PID: LabController = { id: 'article-pid', label: 'PID, the article’s fixed gains, along the axis', make: () => alongTheAxis(articleStoryController('missile')) };

/** The 2D laws along the eigenaxis with their library defaults, in the registry's order. */
const LAWS_ALONG_THE_AXIS: readonly LabController[] = CONTROLLER_TYPES.map((type) => ({
  id: type,
  label: `${CONTROLLER_LABELS[type]} along the axis`,
  make: () => alongTheAxis({ type }),
}));

/** Every controller the lab offers, in the menu's order. */
export const LAB_CONTROLLERS: readonly LabController[] = [ARTICLE_PID, ...LAWS_ALONG_THE_AXIS];

/** The controller a visitor starts with: the article's PID with fixed gains, which overshoots at the slow rate as in the article's video. */
export const DEFAULT_LAB_CONTROLLER = ARTICLE_PID;

/** The controller with `id`, or undefined. */
export function labController(id: string): LabController | undefined {
  return LAB_CONTROLLERS.find((controller) => controller.id === id);
}
