/** What a BodySteering3D holds between steps, as plain JSON (its saveState): the type and the modes. */
import type { AttitudeLimit } from '../control3d/AttitudeLimit';
import type { PathMemory } from '../state/memory';
import { STEERING_MODES, type SteeringMode } from '../steering/SteeringCrowd';
import type { Guidance3DMemory } from './Guidance3D';

/** What a {@link BodySteering3D} is doing (the plane's modes). */
export type BodySteering3DMode = SteeringMode;

/** The modes, in the order the docs list them. */
export const BODY_STEERING_3D_MODES: readonly BodySteering3DMode[] = STEERING_MODES;

type Triple = [number, number, number];

/**
 * Everything a BodySteering3D holds: its command (mode and what it aims at), where it is along a
 * path, its guidance's and its controller's memory, its motor, and the torque of the last step. A
 * moving target cannot be written down: `moving` says the command reads one, and restoreState is
 * given it again.
 */
export interface BodySteering3DMemory {
  mode: BodySteering3DMode;
  /** turnTo's fixed orientation [x, y, z, w] (a unit quaternion), or null. */
  orientation: [number, number, number, number] | null;
  /** The point aimed at (a fixed target, a path's waypoint), m, or null. */
  point: Triple | null;
  /** Whether the command reads a moving target or orientation (restoreState needs it back). */
  moving: boolean;
  /** face's up (a direction), or null. */
  up: Triple | null;
  /** follow's path, its loop and the progress along it, or null. */
  path: { waypoints: Triple[]; loop: boolean; progress: PathMemory<Triple> } | null;
  goalReached: boolean;
  guidance: Guidance3DMemory;
  /** A body facing its travel: the direction of travel of the last step (unit), or null. */
  travel: Triple | null;
  /** The controller's own memory (its saveState), or null when it keeps none. */
  controller: unknown;
  limit: AttitudeLimit;
  /** The torque of the last step, N·m, world, and whether the steering holds a torque or force on the body (an idle step clears it). */
  torque: Triple;
  applied: boolean;
}
