/**
 * The controllers entry, `pid-steering/controllers`: every turn controller, its settings and
 * defaults, the angle helpers and {@link turnTorque}, with no dependency at all (no planck, no zod).
 * Use it with any physics engine; a bundler keeps only what you import (one controller costs a
 * few kilobytes: tests/lib/controllersBundleSize.test.ts).
 *
 *   import { TimeOptimalController, turnTorque, wrapAngle } from 'pid-steering/controllers';
 *
 * Each controller's line is written here by hand, not derived from the registry: an export list is
 * static, and naming each class's own module is what lets a bundler keep one controller and drop the
 * rest. tests/lib/controllerExports.test.ts fails when this list (or package.json's subpaths)
 * disagrees with CONTROLLER_SPECS.
 */
export type { TurnController, TurnInput, ControllerTerms } from './sim/control/TurnController';
export type { ControllerMemory } from './sim/control/controllerMemory';
export { turnTorque, clampToMotor, TURN_STEP_RANGE, MOTOR_LIMIT_RANGE } from './sim/control/turnTorque';
export {
  PidController,
  defaultPidSettings,
  PID_MIN_SAMPLES,
  PID_REFERENCE_TURN_RATE,
  type PidSettings,
  type PidArithmetic,
} from './sim/control/PidController';
export { PublishedPidController, defaultPublishedPidSettings, type PublishedPidSettings } from './sim/control/PublishedPidController';
export { StolkController, defaultStolkSettings, stolkSuggestedSettings, type StolkSettings } from './sim/control/StolkController';
export {
  ForwardPdController,
  defaultForwardPdSettings,
  forwardPdStability,
  type ForwardPdSettings,
  type ForwardPdStability,
} from './sim/control/ForwardPdController';
export { StablePdController, defaultStablePdSettings, stablePdGains, type StablePdSettings } from './sim/control/StablePdController';
export { SpdController, defaultSpdSettings, type SpdSettings } from './sim/control/SpdController';
export {
  NaiveSnippetController,
  defaultNaiveSnippetSettings,
  naiveHeadingError,
  type NaiveSnippetSettings,
} from './sim/control/NaiveSnippetController';
export { TimeOptimalController, defaultTimeOptimalSettings, type TimeOptimalSettings } from './sim/control/TimeOptimalController';
export { createTurnController } from './sim/control/createTurnController';
export { withSubSteps, SUB_STEP_RANGE } from './sim/control/subSteps';
export {
  CONTROLLER_TYPES,
  CONTROLLER_LABELS,
  defaultControllerSettings,
  type ControllerSettings,
  type ControllerType,
} from './sim/control/ControllerSettings';
export { wrapAngle, radToDeg, degToRad } from './sim/math/angle';
