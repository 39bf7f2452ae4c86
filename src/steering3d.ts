/**
 * The 3D steering entry, `pid-steering/steering3d`: BodySteering3D steering a rigid body of any 3D
 * engine by torque (turnTo, face, seek, arrive, follow, stop), its propulsions, 3D guidance,
 * and the adapters for Rapier 3D and cannon-es, which are typed by their shape: the package imports
 * no engine, and this entry has no dependency at all. `rapierAttitudeController(world)` and
 * `cannonAttitudeController()` give the attitude controller set up for each engine; any other comes
 * from `pid-steering/controllers3d`, the 2D laws along the axis from `pid-steering/controllers`.
 *
 *   import { BodySteering3D, rapierAttitudeController, rapierBody } from 'pid-steering/steering3d';
 *   const steering = new BodySteering3D(rapierBody(body), { controller: rapierAttitudeController(world) });
 */
export { BodySteering3D, type BodySteering3DOptions } from './sim/steering3d/BodySteering3D';
export type { AttitudeControl } from './sim/steering3d/bodySteering3DOptions';
export { BODY_STEERING_3D_MODES, type BodySteering3DMemory, type BodySteering3DMode } from './sim/steering3d/steering3DMemory';
export type { Body3D } from './sim/steering3d/Body3D';
export { rapierBody, type RapierRigidBodyLike } from './sim/steering3d/rapierBody';
export { rapierGyroscopicStep } from './sim/steering3d/rapierGyroscopicStep';
export {
  rapierAttitudeController,
  cannonAttitudeController,
  type RapierWorldLike,
  type EngineAttitudeOptions,
} from './sim/steering3d/engineAttitudeControllers';
export { cannonBody, type CannonBodyLike } from './sim/steering3d/cannonBody';
export type { Propulsion3D } from './sim/steering3d/Propulsion3D';
export { MissilePropulsion3D, type MissilePropulsion3DSettings } from './sim/steering3d/MissilePropulsion3D';
export { CharacterPropulsion3D, type CharacterPropulsion3DSettings } from './sim/steering3d/CharacterPropulsion3D';
export { bodyTarget3D, type MovingTarget3D, type MovingOrientation } from './sim/steering3d/MovingTarget3D';
export { Guidance3D, type Guidance3DMemory } from './sim/steering3d/Guidance3D';
export { sightRate3D, rotationRate } from './sim/steering3d/publicSight3d';
export { GUIDANCE_LAWS, type GuidanceLaw, type GuidanceSettings } from './sim/steering/Guidance';
