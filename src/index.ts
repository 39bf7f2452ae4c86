/**
 * The library entry: the turn controllers (each usable on its own, with any physics engine), the
 * angle helpers they need, and the planck-based simulation for those who want the whole thing.
 * The controllers alone, without planck or zod: 'pid-steering/controllers' (src/controllers.ts); in
 * 3D, 'pid-steering/controllers3d' (src/controllers3d.ts).
 *
 *   import { PidController, TimeOptimalController, wrapAngle } from 'pid-steering';
 */
// The controllers, with no dependency: also their own entries, 'pid-steering/controllers' and 'pid-steering/controllers3d'.
export * from './controllers';
export * from './controllers3d';
export { timeOptimalTurn, TurnResponse, type TurnFigures } from './sim/metrics/TurnResponse';
export { riseTime } from './sim/metrics/riseTime';

export { SteeringWorld, defaultWorldSettings, type WorldSettings, type Disturbance } from './sim/SteeringWorld';
export { FixedStepClock, type FixedStepClockSettings } from './sim/time/FixedStepClock';
export type { MovingEntity, EntityMode } from './sim/entities/MovingEntity';
export type { EntityDefinition } from './sim/entities/EntityDefinition';
export {
  defaultEntitySettings,
  TUNED_GAINS,
  ORIGINAL_GAINS,
  TURN_RATE_PRESETS,
  type EntitySettings,
  type EntityType,
} from './sim/entities/EntitySettings';
export { parseScenario, validateScenario } from './sim/scenario/parseScenario';
export { runScenario, type ScenarioReport } from './sim/scenario/runScenario';
export type { Scenario } from './sim/scenario/schema';
export { BodySteering, type BodySteeringOptions, type BodySteeringMode } from './sim/steering2d/BodySteering';
export { MissilePropulsion, type MissilePropulsionSettings, type MissileThrust } from './sim/steering2d/MissilePropulsion';
export { CharacterPropulsion, type CharacterPropulsionSettings } from './sim/steering2d/CharacterPropulsion';
export type { Propulsion } from './sim/steering2d/Propulsion';
export type { MovingTarget } from './sim/body/MovingTarget';
export type { Body2D } from './sim/body/Body2D';
export { planckBody, bodyTarget, inertiaAboutCenter } from './sim/planck/planckBody';
export type { SteeringState } from './sim/state/memory';
