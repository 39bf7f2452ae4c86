/**
 * The library entry: the turn controllers (each usable on its own, with any physics engine), the
 * angle helpers they need, and the planck-based simulation for those who want the whole thing.
 *
 *   import { PidController, TimeOptimalController, wrapAngle } from 'pid-steering';
 */
export type { TurnController, TurnInput } from './sim/control/TurnController';
export { PidController, defaultPidSettings, PID_MIN_SAMPLES, type PidSettings, type PidArithmetic } from './sim/control/PidController';
export { StolkController, defaultStolkSettings, type StolkSettings } from './sim/control/StolkController';
export { ForwardPdController, defaultForwardPdSettings, type ForwardPdSettings } from './sim/control/ForwardPdController';
export { StablePdController, defaultStablePdSettings, stablePdGains, type StablePdSettings } from './sim/control/StablePdController';
export { SpdController, defaultSpdSettings, type SpdSettings } from './sim/control/SpdController';
export { TimeOptimalController, defaultTimeOptimalSettings, type TimeOptimalSettings } from './sim/control/TimeOptimalController';
export { createTurnController } from './sim/control/createTurnController';
export { CONTROLLER_TYPES, CONTROLLER_LABELS, defaultControllerSettings, type ControllerSettings, type ControllerType } from './sim/control/ControllerSettings';
export { wrapAngle, radToDeg, degToRad } from './sim/math/angle';
export { timeOptimalTurn, TurnResponse, type TurnFigures } from './sim/metrics/TurnResponse';
export { riseTime } from './sim/metrics/riseTime';

export { SteeringWorld, defaultWorldSettings, type WorldSettings, type Disturbance } from './sim/SteeringWorld';
export { FixedStepClock, type FixedStepClockSettings } from './sim/FixedStepClock';
export type { MovingEntity, EntityMode } from './sim/entities/MovingEntity';
export type { EntityDefinition } from './sim/entities/EntityDefinition';
export { defaultEntitySettings, TUNED_GAINS, ORIGINAL_GAINS, TURN_RATE_PRESETS, type EntitySettings, type EntityType } from './sim/entities/EntitySettings';
export { parseScenario, validateScenario } from './sim/scenario/parseScenario';
export { runScenario, type ScenarioReport } from './sim/scenario/runScenario';
export type { Scenario } from './sim/scenario/schema';
export { BodySteering, type BodySteeringOptions, type BodySteeringMode } from './sim/planck/BodySteering';
export { MissilePropulsion, CharacterPropulsion, bodyTarget, inertiaAboutCenter, type Propulsion, type MovingTarget } from './sim/planck/index';
