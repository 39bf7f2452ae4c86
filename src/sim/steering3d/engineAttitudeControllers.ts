/**
 * An attitude controller set up for the engine it drives, in one call: Rapier's sub-steps told to the
 * law and its own gyroscopic step cancelled; cannon-es, which has neither, as it is.
 */
import { shownValue } from '../control/checkSettings';
import { SUB_STEP_RANGE, subStepsOf, withSubSteps } from '../control/subSteps';
import { TimeOptimalController } from '../control/TimeOptimalController';
import type { TurnController } from '../control/TurnController';
import { AttitudeController } from '../control3d/AttitudeController';
import type { AttitudeOptions } from '../control3d/AttitudeOptions';
import { rapierGyroscopicStep } from './rapierGyroscopicStep';

/** What {@link rapierAttitudeController} reads of a Rapier 3D `World` (0.21), typed by its shape. */
export interface RapierWorldLike {
  /** The sub-steps Rapier splits each step into (its solver's iterations, 4 by default). */
  readonly numSolverIterations: number;
}

/** The options an engine's controller leaves to you: the hysteresis and the damping across the axis (its `gyroscopic` is the engine's). */
export type EngineAttitudeOptions = Omit<AttitudeOptions, 'gyroscopic'>;

/** Checks the 2D law given (any TurnController), refusing anything else by name. */
function checkLaw(owner: string, law: unknown): TurnController {
  if (
    typeof law !== 'object' ||
    law === null ||
    typeof (law as TurnController).update !== 'function' ||
    typeof (law as TurnController).reset !== 'function'
  ) {
    throw new TypeError(
      `${owner}: law must be a 2D turn controller (new TimeOptimalController(), new PidController(), … of ` +
        `pid-steering/controllers), got ${shownValue(law)}`,
    );
  }
  return law as TurnController;
}

/** Refuses a `gyroscopic` option: the engine decides it. */
function checkNoGyroscopic(owner: string, options: unknown): EngineAttitudeOptions {
  if (typeof options !== 'object' || options === null)
    throw new TypeError(`${owner}: options must be an object { hysteresis?, crossAxisDamping? }, got ${shownValue(options)}`);
  if ((options as AttitudeOptions).gyroscopic !== undefined) {
    throw new TypeError(
      `${owner}: options.gyroscopic is the engine's to set (leave it out; new AttitudeController(law, { gyroscopic }) sets it by hand)`,
    );
  }
  return options as EngineAttitudeOptions;
}

/**
 * An AttitudeController for a body of the Rapier 3D `world` (`@dimforge/rapier3d-compat` 0.21): the
 * 2D `law` [default: the time-optimal law] told Rapier's sub-steps (`withSubSteps(law,
 * world.numSolverIterations)`), and Rapier's own gyroscopic step cancelled
 * (`gyroscopic: rapierGyroscopicStep(world.numSolverIterations)`). Without them the time-optimal
 * law plans for one step where Rapier takes four and lands a few degrees past every target, and a
 * body whose colliders are turned within it leaves its axis. Reads `numSolverIterations` once:
 * make a new controller if you change it. A law already told the same sub-steps is taken as it is.
 * @param options `hysteresis`, `crossAxisDamping` (AttitudeController's; `gyroscopic` is Rapier's).
 * @throws TypeError or RangeError naming a bad argument.
 */
export function rapierAttitudeController(
  world: RapierWorldLike,
  law: TurnController = new TimeOptimalController(),
  options: Readonly<EngineAttitudeOptions> = {},
): AttitudeController {
  const owner = 'rapierAttitudeController';
  if (typeof world !== 'object' || world === null || !('numSolverIterations' in world))
    throw new TypeError(`${owner}: world must be a Rapier 3D World (new RAPIER.World(gravity)), got ${shownValue(world)}`);
  const subSteps = world.numSolverIterations;
  if (typeof subSteps !== 'number' || !Number.isInteger(subSteps) || subSteps < SUB_STEP_RANGE.min || subSteps > SUB_STEP_RANGE.max) {
    throw new RangeError(
      `${owner}: world.numSolverIterations must be a whole number from ${SUB_STEP_RANGE.min} to ${SUB_STEP_RANGE.max}, got ` +
        `${shownValue(subSteps)}`,
    );
  }
  const given = checkLaw(owner, law);
  const told = subStepsOf(given);
  if (told !== 1 && told !== subSteps)
    throw new RangeError(
      `${owner}: law was told ${told} sub-steps (withSubSteps) where the world takes ${subSteps}: give the law unwrapped`,
    );
  const turn = told === subSteps || subSteps === 1 ? given : withSubSteps(given, subSteps);
  return new AttitudeController(turn, { ...checkNoGyroscopic(owner, options), gyroscopic: rapierGyroscopicStep(subSteps) });
}

/**
 * An AttitudeController for a cannon-es body (0.20): the 2D `law` [default: the time-optimal law] as
 * it is, with no gyroscopic term to cancel (cannon-es integrates none) and no sub-steps (it takes
 * one semi-implicit step). The same as `new AttitudeController(law, options)`, named for symmetry
 * with {@link rapierAttitudeController} and so that the choice is written down.
 * @throws TypeError or RangeError naming a bad argument.
 */
export function cannonAttitudeController(
  law: TurnController = new TimeOptimalController(),
  options: Readonly<EngineAttitudeOptions> = {},
): AttitudeController {
  const owner = 'cannonAttitudeController';
  const given = checkLaw(owner, law);
  if (subStepsOf(given) !== 1)
    throw new RangeError(
      `${owner}: law was told ${subStepsOf(given)} sub-steps (withSubSteps), but cannon-es takes one step: give the law unwrapped`,
    );
  return new AttitudeController(given, { ...checkNoGyroscopic(owner, options), gyroscopic: false });
}
