/**
 * BodySteering3D's save and restore: a steerer written down as plain JSON (BodySteering3DMemory),
 * and put back so that its next step is the saved steerer's, bit for bit; the memory checked
 * whole, every field by name and range, before any of it is written.
 */
import { checkAttitudeLimit, type AttitudeLimit } from '../control3d/AttitudeLimit';
import { setQuat } from '../math3d/quaternion';
import { setVec3, type Vec3Like } from '../math3d/vec3';
import { checkVec3 } from '../control3d/check3d';
import { booleanAt, numbersAt, objectAt, pathProgressAt, restoreController, unitQuaternionAt, unitVectorAt } from '../steering/savedFields';
import { SLOT, SLOT_FIELDS } from '../steering/slotLayout';
import { isMovingPoint, STEERING_MODES } from '../steering/SteeringCrowd';
import { givenValue } from '../validation/givenValue';
import { copyLimit } from './bodySteering3DOptions';
import type { MovingOrientation, MovingTarget3D } from './MovingTarget3D';
import type { BodySteering3DMemory } from './steering3DMemory';
import type { Steerer3D, SteeringCrowd3D } from './SteeringCrowd3D';

const { MODE, GOAL_ACTIVE, GOAL_REACHED, PATH_INDEX, PATH_REACHED, PATH_LOOP, LEGX, LEGY, LEGZ, GX, GY, GZ } = SLOT;

type Triple = [number, number, number];
const triple = (v: Readonly<Vec3Like>): Triple => [v.x, v.y, v.z];

/** Modes that aim at the goal. */
const AIMING: readonly string[] = ['face', 'seek', 'arrive', 'follow'];

/** Steerer `i` as plain JSON. */
export function saveSteering3D(crowd: SteeringCrowd3D, i: number): BodySteering3DMemory {
  const f = crowd.f;
  const b = i * SLOT_FIELDS;
  const s = crowd.steerers[i] as Steerer3D;
  const mode = STEERING_MODES[f[b + MODE] as number] as BodySteering3DMemory['mode'];
  const path = crowd.paths[i] as readonly Vec3Like[];
  const tracked = crowd.tracked[i] ?? null;
  const aiming = AIMING.includes(mode);
  const fixed = s.fixedOrientation;
  return {
    mode,
    orientation: mode === 'turn' && s.movingOrientation === null ? [fixed.x, fixed.y, fixed.z, fixed.w] : null,
    point: aiming && tracked === null ? [f[b + GX] as number, f[b + GY] as number, f[b + GZ] as number] : null,
    moving: (mode === 'turn' && s.movingOrientation !== null) || (aiming && tracked !== null),
    up: s.up === null ? null : triple(s.up),
    path:
      mode === 'follow' || (mode === 'arrive' && path.length > 0)
        ? {
            waypoints: path.map(triple),
            loop: f[b + PATH_LOOP] === 1,
            progress: {
              index: f[b + PATH_INDEX] as number,
              reached: f[b + PATH_REACHED] as number,
              legStart: [f[b + LEGX] as number, f[b + LEGY] as number, f[b + LEGZ] as number],
            },
          }
        : null,
    goalReached: f[b + GOAL_REACHED] === 1,
    guidance: s.guidance.saveState(),
    travel: s.sight.hasTravel ? triple(s.sight.travel) : null,
    controller: s.drive.controller.saveState?.() ?? null,
    limit: copyLimit(s.drive.limit),
    torque: triple(s.drive.torque),
    applied: s.applied,
  };
}

/** A point of a saved memory: [x, y, z], m. */
function pointAt(value: unknown, name: string): Triple {
  return numbersAt(value, name, 3, 'm') as Triple;
}

/** Refuses `value` unless null when `allowed` is false: a field the saved command does not have. */
function absentAt(value: unknown, name: string, why: string): void {
  if (value !== null) throw new TypeError(`restoreState: memory.${name} must be null ${why}, got ${givenValue(value)}`);
}

/** The checked memory, with what restoring it needs made up front (the limit copied, the path's points). */
interface CheckedMemory {
  memory: BodySteering3DMemory;
  limit: AttitudeLimit;
  path: Vec3Like[] | null;
}

/**
 * Checks `memory` whole, every field by name and range (and that a command that read a moving
 * target or orientation is given it again as `target`): a TypeError or RangeError naming the
 * first that is not what saveSteering3D writes, e.g. "restoreState: memory.path.progress.index
 * must be a whole number from 0 to 5, got 99".
 */
export function checkSteering3D(memory: unknown, target: unknown): CheckedMemory {
  const m = objectAt(memory, 'memory', '(what saveState gave)');
  const mode = m.mode as BodySteering3DMemory['mode'];
  if (!STEERING_MODES.includes(mode))
    throw new TypeError(`restoreState: memory.mode must be one of ${STEERING_MODES.join(', ')}, got ${givenValue(m.mode)}`);
  const moving = booleanAt(m.moving, 'memory.moving');
  const aiming = AIMING.includes(mode);
  if (mode === 'turn' && !moving) unitQuaternionAt(m.orientation, 'memory.orientation');
  else absentAt(m.orientation, 'orientation', 'but for a turn to a fixed orientation');
  if (aiming && !moving) pointAt(m.point, 'memory.point');
  else absentAt(m.point, 'point', 'but for a command aiming at a point');
  if (moving) {
    if (mode !== 'turn' && !aiming) throw new TypeError(`restoreState: memory.moving must be false for a ${mode} command, got true`);
    const orientation =
      typeof target === 'object' && target !== null && typeof (target as { orientation?: unknown }).orientation === 'object';
    if (mode === 'turn' ? !orientation : !isMovingPoint(target))
      throw new TypeError(
        `restoreState: the saved ${mode} command reads a moving ${mode === 'turn' ? 'orientation' : 'target'}: give it as the ` +
          `second argument`,
      );
    if (mode !== 'turn') {
      checkVec3((target as MovingTarget3D).position, 'restoreState(target.position)');
      checkVec3((target as MovingTarget3D).velocity, 'restoreState(target.velocity)');
    }
  }
  if (m.up !== null) {
    const [x, y, z] = numbersAt(m.up, 'memory.up', 3, 'a direction');
    if (x === 0 && y === 0 && z === 0) throw new RangeError('restoreState: memory.up must be a direction, not [0, 0, 0]');
  }
  let path: Vec3Like[] | null = null;
  if (m.path !== null) {
    const saved = objectAt(m.path, 'memory.path', '{ waypoints, loop, progress } or null');
    if (!Array.isArray(saved.waypoints))
      throw new TypeError(`restoreState: memory.path.waypoints must be an array of [x, y, z] (m), got ${givenValue(saved.waypoints)}`);
    path = saved.waypoints.map((point, k) => {
      const [x, y, z] = pointAt(point, `memory.path.waypoints[${k}]`);
      return { x, y, z };
    });
    booleanAt(saved.loop, 'memory.path.loop');
    pathProgressAt(saved.progress, 'memory.path.progress', path.length, 3);
  } else if (mode === 'follow')
    throw new TypeError('restoreState: memory.path must be { waypoints, loop, progress } for a follow, got null');
  booleanAt(m.goalReached, 'memory.goalReached');
  if (m.controller === undefined || (m.controller !== null && typeof m.controller !== 'object'))
    throw new TypeError(
      `restoreState: memory.controller must be the controller's memory (what its saveState gave) or null, got ${givenValue(m.controller)}`,
    );
  const guidance = objectAt(m.guidance, 'memory.guidance', '{ desired, navigating }');
  unitVectorAt(guidance.desired, 'memory.guidance.desired');
  booleanAt(guidance.navigating, 'memory.guidance.navigating');
  if (m.travel !== null) unitVectorAt(m.travel, 'memory.travel');
  const limit = copyLimit(checkAttitudeLimit(m.limit, 'restoreState: memory.limit'));
  numbersAt(m.torque, 'memory.torque', 3, 'N·m');
  booleanAt(m.applied, 'memory.applied');
  return { memory: memory as BodySteering3DMemory, limit, path };
}

/**
 * Puts back what {@link saveSteering3D} gave into steerer `i` (a steerer made with the same options,
 * for the same body or its copy in a restored world): checked whole first; the controller's memory
 * goes first of all, being the one part its controller may still refuse (it changes nothing then).
 */
export function restoreSteering3D(
  crowd: SteeringCrowd3D,
  i: number,
  memory: unknown,
  target: MovingTarget3D | MovingOrientation | undefined,
): void {
  const { memory: m, limit, path } = checkSteering3D(memory, target);
  const s = crowd.steerers[i] as Steerer3D;
  const controller = s.drive.controller;
  if (m.controller !== null && typeof controller.restoreState !== 'function')
    throw new TypeError('restoreState: memory.controller holds a controller memory, and this steerer’s controller has no restoreState');
  if (m.controller !== null)
    restoreController('memory.controller', () => (controller.restoreState as (memory: unknown) => void)(m.controller));
  else controller.reset();
  const f = crowd.f;
  const b = i * SLOT_FIELDS;
  crowd.clearGoal(i);
  s.movingOrientation = null;
  if (m.moving && m.mode === 'turn') s.movingOrientation = target as MovingOrientation;
  else if (m.moving) crowd.track(i, target as MovingTarget3D);
  else if (m.point !== null) crowd.setPoint(i, { x: m.point[0], y: m.point[1], z: m.point[2] });
  if (m.orientation !== null) setQuat(s.fixedOrientation, m.orientation[0], m.orientation[1], m.orientation[2], m.orientation[3]);
  setVec3(s.fixedRate, 0, 0, 0);
  if (m.path !== null && path !== null)
    crowd.restorePath(i, path, m.path.loop, m.path.progress.index, m.path.progress.reached, m.path.progress.legStart);
  else
    crowd.restorePath(i, [], false, 0, f[b + PATH_REACHED] as number, [
      f[b + LEGX] as number,
      f[b + LEGY] as number,
      f[b + LEGZ] as number,
    ]);
  f[b + MODE] = STEERING_MODES.indexOf(m.mode);
  if (!AIMING.includes(m.mode)) f[b + GOAL_ACTIVE] = 0;
  f[b + GOAL_REACHED] = m.goalReached ? 1 : 0;
  s.guidance.restoreState(m.guidance);
  s.sight.hasTravel = m.travel !== null;
  if (m.travel !== null) setVec3(s.sight.travel, m.travel[0], m.travel[1], m.travel[2]);
  s.up = m.up === null ? null : { x: m.up[0], y: m.up[1], z: m.up[2] };
  setVec3(s.drive.torque, m.torque[0], m.torque[1], m.torque[2]);
  s.applied = m.applied;
  s.drive.limit = limit;
}
