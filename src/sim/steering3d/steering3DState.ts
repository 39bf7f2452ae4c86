/**
 * BodySteering3D's save and restore: its parts written down as plain JSON (steering3DMemory.ts),
 * and put back in place so that the next step is the saved steerer's, bit for bit.
 */
import type { AttitudeLimit } from '../control3d/AttitudeLimit';
import { checkAttitudeLimit } from '../control3d/AttitudeLimit';
import { setQuat, type QuatLike } from '../math3d/quaternion';
import { setVec3, type Vec3Like } from '../math3d/vec3';
import type { PathFollower } from '../steering/PathFollower';
import type { AttitudeControl } from './bodySteering3DOptions';
import { copyLimit } from './bodySteering3DOptions';
import { checkTarget3, isMoving } from './checkInput3D';
import type { Guidance3D } from './Guidance3D';
import type { MovingOrientation, MovingTarget3D } from './MovingTarget3D';
import type { SteeringGoal3D } from './SteeringGoal3D';
import { checkSteering3DMemory, type BodySteering3DMemory, type BodySteering3DMode } from './steering3DMemory';

/** A BodySteering3D's parts, as its save reads them and its restore writes them (the objects in place, the rest returned). */
export interface Steering3DParts {
  readonly mode: BodySteering3DMode;
  readonly fixedOrientation: QuatLike;
  readonly movingOrientation: MovingOrientation | null;
  readonly up: Vec3Like | null;
  readonly goal: SteeringGoal3D;
  readonly pathFollower: PathFollower<Vec3Like>;
  readonly guidance: Guidance3D;
  readonly travel: Vec3Like;
  readonly hasTravel: boolean;
  readonly controller: AttitudeControl;
  readonly limit: AttitudeLimit;
  readonly torque: Vec3Like;
  readonly applied: boolean;
}

const triple = (v: Readonly<Vec3Like>): [number, number, number] => [v.x, v.y, v.z];

/** Modes that aim at the goal. */
const AIMING: readonly BodySteering3DMode[] = ['face', 'seek', 'arrive', 'follow', 'pursue'];

/** The parts as plain JSON. */
export function saveSteering3D(parts: Steering3DParts): BodySteering3DMemory {
  const { mode, goal, pathFollower } = parts;
  const following = mode === 'follow' || (mode === 'arrive' && pathFollower.path.length > 0);
  const fixed = parts.fixedOrientation;
  return {
    mode,
    orientation: mode === 'turn' && parts.movingOrientation === null ? [fixed.x, fixed.y, fixed.z, fixed.w] : null,
    point: AIMING.includes(mode) && goal.target === null ? triple(goal.position) : null,
    moving: (mode === 'turn' && parts.movingOrientation !== null) || (AIMING.includes(mode) && goal.target !== null),
    up: parts.up === null ? null : triple(parts.up),
    path: following ? { waypoints: pathFollower.path.map(triple), loop: pathFollower.isLooping, progress: pathFollower.saveState() } : null,
    goalReached: goal.reached,
    guidance: parts.guidance.saveState(),
    travel: parts.hasTravel ? triple(parts.travel) : null,
    controller: parts.controller.saveState?.() ?? null,
    limit: copyLimit(parts.limit),
    torque: triple(parts.torque),
    applied: parts.applied,
  };
}

/** What a restore sets that is not an object of the steerer's: its new values. */
export interface RestoredSteering3D {
  mode: BodySteering3DMode;
  movingOrientation: MovingOrientation | null;
  up: Vec3Like | null;
  hasTravel: boolean;
  applied: boolean;
  limit: AttitudeLimit;
}

/**
 * Checks `memory` (and that a command that read a moving target or orientation is given it as
 * `target`), then writes it into the parts' objects and returns the rest. Throws naming the field,
 * before anything changes.
 */
export function restoreSteering3D(memory: unknown, target: MovingTarget3D | MovingOrientation | undefined, parts: Steering3DParts): RestoredSteering3D {
  const m = checkSteering3DMemory(memory);
  const limit = copyLimit(checkAttitudeLimit(m.limit, 'restoreState: memory.limit'));
  let movingOrientation: MovingOrientation | null = null;
  let movingTarget: MovingTarget3D | null = null;
  if (m.moving) {
    if (target === undefined || !isMoving(target)) throw new TypeError(`restoreState: the saved ${m.mode} command reads a moving ${m.mode === 'turn' ? 'orientation' : 'target'}: give it as the second argument`);
    if (m.mode === 'turn') movingOrientation = target as MovingOrientation;
    else {
      checkTarget3('restoreState', target, true);
      movingTarget = target as MovingTarget3D;
    }
  }
  if (m.controller !== null && typeof parts.controller.restoreState !== 'function') throw new TypeError('restoreState: memory.controller holds a controller memory, and this steerer’s controller has no restoreState');
  // Everything checked: write.
  if (m.controller !== null) (parts.controller.restoreState as (memory: unknown) => void)(m.controller);
  else parts.controller.reset();
  if (m.orientation !== null) setQuat(parts.fixedOrientation, m.orientation[0], m.orientation[1], m.orientation[2], m.orientation[3]);
  const { goal, pathFollower } = parts;
  if (m.path !== null) {
    pathFollower.start(m.path.waypoints.map(([x, y, z]) => ({ x, y, z })), m.path.loop, { x: 0, y: 0, z: 0 });
    pathFollower.restoreState(m.path.progress);
  } else pathFollower.clear();
  if (movingTarget !== null) goal.track(movingTarget);
  else if (m.point !== null) goal.setPoint({ x: m.point[0], y: m.point[1], z: m.point[2] });
  goal.reached = m.goalReached;
  parts.guidance.restoreState(m.guidance);
  if (m.travel !== null) setVec3(parts.travel, m.travel[0], m.travel[1], m.travel[2]);
  setVec3(parts.torque, m.torque[0], m.torque[1], m.torque[2]);
  return {
    mode: m.mode,
    movingOrientation,
    up: m.up === null ? null : { x: m.up[0], y: m.up[1], z: m.up[2] },
    hasTravel: m.travel !== null,
    applied: m.applied,
    limit,
  };
}
