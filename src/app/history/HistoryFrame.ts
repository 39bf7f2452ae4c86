import type { TargetMotion } from '../../sim/targets/TargetMotion';
import type { SceneModel } from '../model/SceneModel';

/** Numbers per entity in a frame's poses: x, y (m), angle (rad), angular velocity (rad/s), heading error (deg), max angular acceleration (rad/s²), hits so far. */
export const POSE_SIZE = 7;

/** Numbers per target in a frame (Target.capture). */
export const TARGET_SIZE = 9;

/** Numbers of a frame's scope sample: time, heading error (deg), command, angular velocity, P, I, D. */
export const SCOPE_SIZE = 7;

/**
 * One fixed step of a recorded run. Taken before step `step` (after the player's input), finished
 * after it: what the step began with (the signature of the scene's settings, every target as the
 * input left it) and what it ended with (the bodies' poses and the scope's sample).
 */
export interface HistoryFrame {
  /** The world's steps before this step. */
  readonly step: number;
  /** The scene's settings (sceneSignature.ts) this step ran with. */
  readonly signature: string;
  readonly targetIds: readonly string[];
  /** {@link TARGET_SIZE} numbers per target, in `targetIds` order. */
  readonly targets: Float64Array;
  readonly motions: readonly Readonly<TargetMotion>[];
  /** The entities after the step, in `ids` order ({@link POSE_SIZE} numbers each); null until the step is done. */
  poses: Float64Array | null;
  ids: readonly string[];
  /** The scope's sample after the step (the selected entity's), NaN without one. */
  scope: Float64Array | null;
}

/** A frame for step `step` of `model`'s world with `signature`: its targets captured now. */
export function beginFrame(model: SceneModel, signature: string): HistoryFrame {
  const targets = model.world.targets;
  const values = new Float64Array(targets.length * TARGET_SIZE);
  const motions: Readonly<TargetMotion>[] = [];
  targets.forEach((target, i) => motions.push(target.capture(values.subarray(i * TARGET_SIZE, (i + 1) * TARGET_SIZE))));
  return { step: model.world.steps, signature, targetIds: targets.map((target) => target.id), targets: values, motions, poses: null, ids: [], scope: null };
}

/** Puts the targets of `model`'s world back as `frame` began with them (those it names, except `skip`). */
export function applyFrameTargets(model: SceneModel, frame: HistoryFrame, skip: ReadonlySet<string> | null = null): void {
  frame.targetIds.forEach((id, i) => {
    if (skip?.has(id)) return;
    const target = model.world.getTarget(id);
    target?.applyCapture(frame.targets.subarray(i * TARGET_SIZE, (i + 1) * TARGET_SIZE), frame.motions[i] as TargetMotion);
  });
}

/** Finishes `frame` after its step: the entities' poses, reusing `previousIds` when the same. */
export function finishFrame(frame: HistoryFrame, model: SceneModel, previousIds: readonly string[] | null, scope: Float64Array | null): void {
  const entities = model.world.entities;
  const poses = new Float64Array(entities.length * POSE_SIZE);
  let sameIds = previousIds !== null && previousIds.length === entities.length;
  entities.forEach((entity, i) => {
    const at = i * POSE_SIZE;
    poses[at] = entity.position.x;
    poses[at + 1] = entity.position.y;
    poses[at + 2] = entity.angle;
    poses[at + 3] = entity.angularVelocity;
    poses[at + 4] = (entity.measureHeadingError() * 180) / Math.PI;
    poses[at + 5] = entity.maxAngularAcceleration;
    poses[at + 6] = model.hits.countOf(entity.id);
    if (sameIds && previousIds?.[i] !== entity.id) sameIds = false;
  });
  frame.poses = poses;
  frame.ids = sameIds && previousIds ? previousIds : entities.map((entity) => entity.id);
  frame.scope = scope;
}

/** The ids of the targets of `model`'s world that are not exactly as `values`/`motions` captured them (moved, held, thrown or set another motion since). */
export function movedTargets(model: SceneModel, ids: readonly string[], values: Float64Array, motions: readonly Readonly<TargetMotion>[], scratch: Float64Array): string[] {
  const moved: string[] = [];
  const targets = model.world.targets;
  targets.forEach((target) => {
    const i = ids.indexOf(target.id);
    if (i < 0) return;
    const motion = target.capture(scratch);
    if (motion !== motions[i] && JSON.stringify(motion) !== JSON.stringify(motions[i])) return void moved.push(target.id);
    for (let k = 0; k < TARGET_SIZE; k++) {
      if (!Object.is(scratch[k], values[i * TARGET_SIZE + k])) return void moved.push(target.id);
    }
  });
  return moved;
}

/** A frame's targets (their ids, captures and motions), as the history keeps those a step left. */
export function targetsOfFrame(frame: HistoryFrame): { ids: readonly string[]; values: Float64Array; motions: HistoryFrame['motions'] } {
  return { ids: frame.targetIds, values: frame.targets, motions: frame.motions };
}
