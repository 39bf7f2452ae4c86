/**
 * The controllers the lab offers: each 2D law along the eigenaxis (the registry's list), as an
 * AttitudeController told Rapier's sub-steps and cancelling its own gyroscopic step. One list; the
 * menu, the keys, the card and the tests read it.
 */
import { AttitudeController } from '../../sim/control3d/AttitudeController';
import { CONTROLLER_LABELS, CONTROLLER_TYPES } from '../../sim/control/ControllerSettings';
import { controllerSpec } from '../../sim/control/registry/controllerSpecs';
import { createTurnController } from '../../sim/control/createTurnController';
import { withSubSteps } from '../../sim/control/subSteps';
import type { AttitudeControl } from '../../sim/steering3d/bodySteering3DOptions';
import { rapierGyroscopicStep } from '../../sim/steering3d/rapierGyroscopicStep';
import { articleStoryController } from '../../app/fields/controllerPresets';
import type { AttitudeInput } from '../../sim/control3d/AttitudeInput';
import { correctedStableTorquePd } from '../../sim/control3d/seed/correctedSeedControllers';
import { publishedStableTorquePd } from '../../sim/control3d/seed/publishedStableTorquePd';
import type { UnityRigidbody } from '../../sim/control3d/seed/unityConventions';
import type { Vec3Like } from '../../sim/math3d/vec3';

/** Rapier's sub-steps per step (its `numSolverIterations`, 4 by default): the time-optimal law is told them (withSubSteps). */
export const RAPIER_SUB_STEPS = 4;

/** One controller the lab offers. */
export interface LabController {
  /** Its id in the menu and the page's address. */
  readonly id: string;
  /** Its short name: the menu's and the card's (a phone's width). */
  readonly name: string;
  /** What it is, in a sentence: the menu's title and the card's. */
  readonly label: string;
  /** Whether it keeps its torque within the motor (a turn's limit holds only then). */
  readonly motorLimited: boolean;
  /** A new controller of this kind (each body has its own: they keep memory). */
  make(): AttitudeControl;
}

/** A 2D law along the eigenaxis, told Rapier's sub-steps, cancelling Rapier's own gyroscopic step (rapierGyroscopicStep). */
function alongTheAxis(settings: Parameters<typeof createTurnController>[0]): AttitudeControl {
  return new AttitudeController(withSubSteps(createTurnController(settings), RAPIER_SUB_STEPS), {
    gyroscopic: rapierGyroscopicStep(RAPIER_SUB_STEPS),
  });
}

/**
 * The article's PID as the 2D game's opening flies it (its tuned gains fixed, not scaled with the
 * motor, no braking curve): it overshoots on a weak motor, as in the article's video.
 */
export const ARTICLE_PID: LabController = {
  id: 'article-pid',
  name: 'Article’s PID',
  label: 'PID, the article’s fixed gains (not scaled to the motor, no braking curve), along the axis',
  motorLimited: true,
  make: () => alongTheAxis(articleStoryController('missile')),
};

/** A short name with a capital: the registry's ("time-optimal" → "Time-optimal"). */
function capitalized(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The 2D laws along the eigenaxis with their library defaults, in the registry's order. */
const LAWS_ALONG_THE_AXIS: readonly LabController[] = CONTROLLER_TYPES.map((type) => ({
  id: type,
  name: capitalized(controllerSpec(type).shortName),
  label: `${CONTROLLER_LABELS[type]}, the library’s defaults, along the axis`,
  motorLimited: true,
  make: () => alongTheAxis({ type }),
}));

/**
 * The forces-and-torques article's "Stable Torque PD Controller" (seed 004) at frequency 2 and
 * damping 1 (kp 36, kd 9: gains its forward PD survives at 60 Hz), as published (its quirks kept:
 * kp and kd applied where it meant its stable gains, the inertia frame composed the wrong way
 * round, which the craft's tilted principal frame shows; no motor limit, as in the article) and
 * corrected (David Wu's stable PD with those gains along the eigenaxis, within the motor):
 * docs/controllers-3d.md.
 */
export const SEED_FREQUENCY = 2;
export const SEED_DAMPING = 1;

/** The published stable torque PD as an attitude controller: the lab's body handed over as the Unity rigidbody it reads. */
function publishedSeedPd(): AttitudeControl {
  const rigidbody: UnityRigidbody = {
    rotation: { x: 0, y: 0, z: 0, w: 1 },
    angularVelocity: { x: 0, y: 0, z: 0 },
    inertiaTensor: { x: 1, y: 1, z: 1 },
    inertiaTensorRotation: { x: 0, y: 0, z: 0, w: 1 },
  };
  return {
    update(input: Readonly<AttitudeInput>, torque: Vec3Like): Vec3Like {
      rigidbody.rotation = input.orientation;
      rigidbody.angularVelocity = input.angularVelocity;
      rigidbody.inertiaTensor = input.inertia.moments;
      rigidbody.inertiaTensorRotation = input.inertia.frame;
      return publishedStableTorquePd(rigidbody, input.desiredOrientation, SEED_FREQUENCY, SEED_DAMPING, input.dt, torque);
    },
    reset() {},
  };
}

const SEED_PD_PUBLISHED: LabController = {
  id: 'seed-stable-pd-published',
  name: 'Torque PD, published',
  label: 'Stable torque PD, as the forces-and-torques article published it (no motor limit)',
  motorLimited: false,
  make: publishedSeedPd,
};
const SEED_PD_CORRECTED: LabController = {
  id: 'seed-stable-pd-corrected',
  name: 'Torque PD, corrected',
  label: 'Stable torque PD, corrected, along the axis',
  motorLimited: true,
  make: () => correctedStableTorquePd(SEED_FREQUENCY, SEED_DAMPING, { gyroscopic: rapierGyroscopicStep(RAPIER_SUB_STEPS) }),
};

/** Every controller the lab offers, in the menu's order. */
export const LAB_CONTROLLERS: readonly LabController[] = [ARTICLE_PID, ...LAWS_ALONG_THE_AXIS, SEED_PD_PUBLISHED, SEED_PD_CORRECTED];

/** The controller with `id`, or undefined. */
export function labController(id: string): LabController | undefined {
  return LAB_CONTROLLERS.find((controller) => controller.id === id);
}

/** The controller a visitor starts with: the time-optimal law, which settles its turn at the limit… */
export const DEFAULT_LAB_CONTROLLER = labController('time-optimal') as LabController;

/** …beside the ghost of the article's PID with fixed gains, which swings far past on the slow motor, as in the article's video. */
export const OPENING_GHOST_CONTROLLER = ARTICLE_PID;
