/**
 * What a BodySteering3D holds between steps, as plain JSON (saveState), and its check before a
 * restore: every field named when it is missing or wrong, and nothing changed then.
 */
import type { AttitudeLimit } from '../control3d/AttitudeLimit';
import type { PathMemory } from '../state/memory';
import { givenValue } from '../validation/optionChecks';
import type { Guidance3DMemory } from './Guidance3D';

/** What a {@link BodySteering3D} is doing. */
export type BodySteering3DMode = 'idle' | 'stop' | 'turn' | 'face' | 'seek' | 'arrive' | 'follow' | 'pursue';

/** The modes, in the order the docs list them. */
export const BODY_STEERING_3D_MODES: readonly BodySteering3DMode[] = ['idle', 'stop', 'turn', 'face', 'seek', 'arrive', 'follow', 'pursue'];

type Triple = [number, number, number];

/**
 * Everything a BodySteering3D holds: its command (mode and what it aims at), where it is along a
 * path, its guidance's and its controller's memory, its motor, and the torque of the last step. A
 * moving target cannot be written down: `moving` says the command reads one, and restoreState is
 * given it again.
 */
export interface BodySteering3DMemory {
  mode: BodySteering3DMode;
  /** turnTo's fixed orientation [x, y, z, w], or null. */
  orientation: [number, number, number, number] | null;
  /** The point aimed at (a fixed target, a path's waypoint), m, or null. */
  point: Triple | null;
  /** Whether the command reads a moving target or orientation (restoreState needs it back). */
  moving: boolean;
  /** face's up, or null. */
  up: Triple | null;
  /** follow's path, its loop and the progress along it, or null. */
  path: { waypoints: Triple[]; loop: boolean; progress: PathMemory<Triple> } | null;
  goalReached: boolean;
  guidance: Guidance3DMemory;
  /** A body facing its travel: the direction of travel of the last step, or null. */
  travel: Triple | null;
  /** The controller's own memory (its saveState), or null when it keeps none. */
  controller: unknown;
  limit: AttitudeLimit;
  /** The torque of the last step, N·m, world, and whether the steering holds a torque or force on the body (an idle step clears it). */
  torque: Triple;
  applied: boolean;
}

function triple(value: unknown): value is Triple {
  return Array.isArray(value) && value.length === 3 && value.every((item) => typeof item === 'number' && Number.isFinite(item));
}

/** Refuses a memory's field, naming it, what it must be and what it was. */
function fail(field: string, wanted: string, got: unknown): never {
  throw new TypeError(`restoreState: memory.${field} must be ${wanted}, got ${givenValue(got)}`);
}

/** Checks a memory given to restoreState; throws a TypeError naming the first field that is missing or wrong. */
export function checkSteering3DMemory(memory: unknown): BodySteering3DMemory {
  if (typeof memory !== 'object' || memory === null) fail('', 'an object from saveState()', memory);
  const m = memory as Record<string, unknown>;
  if (!BODY_STEERING_3D_MODES.includes(m.mode as BodySteering3DMode)) fail('mode', `one of ${BODY_STEERING_3D_MODES.join(', ')}`, m.mode);
  const orientation = m.orientation;
  if (orientation !== null && !(Array.isArray(orientation) && orientation.length === 4 && orientation.every((item) => typeof item === 'number' && Number.isFinite(item)))) fail('orientation', 'null or [x, y, z, w] of finite numbers', orientation);
  for (const field of ['point', 'up', 'travel'] as const) if (m[field] !== null && !triple(m[field])) fail(field, 'null or [x, y, z] of finite numbers', m[field]);
  for (const field of ['moving', 'goalReached', 'applied'] as const) if (typeof m[field] !== 'boolean') fail(field, 'true or false', m[field]);
  if (!triple(m.torque)) fail('torque', '[x, y, z] of finite numbers', m.torque);
  const guidance = m.guidance as Record<string, unknown> | null;
  if (typeof guidance !== 'object' || guidance === null || !triple(guidance.desired) || typeof guidance.navigating !== 'boolean') fail('guidance', '{ desired: [x, y, z], navigating }', guidance);
  const path = m.path as Record<string, unknown> | null;
  if (path !== null) {
    if (typeof path !== 'object' || !Array.isArray(path.waypoints) || !path.waypoints.every(triple) || typeof path.loop !== 'boolean' || typeof path.progress !== 'object' || path.progress === null) {
      fail('path', 'null or { waypoints: [x, y, z][], loop, progress }', path);
    }
  }
  if (typeof m.limit !== 'object' || m.limit === null) fail('limit', 'a limit { maxAngularAcceleration } or { maxTorque }', m.limit);
  return memory as BodySteering3DMemory;
}
