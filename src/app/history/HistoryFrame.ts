import type { TargetMotion } from '../../sim/targets/TargetMotion';
import type { SceneModel } from '../model/SceneModel';

/** Numbers per entity in a frame's poses: x, y (m), angle (rad), angular velocity (rad/s), heading error (deg), max angular acceleration (rad/s²), hits so far. */
export const POSE_SIZE = 7;

/** Numbers per target in a frame (Target.capture). */
export const TARGET_SIZE = 9;

/** Numbers of a frame's scope sample: time, heading error (deg), command, angular velocity, P, I, D. */
export const SCOPE_SIZE = 7;

/**
 * One fixed step of a recorded run: the targets as the step began (after the player's input: what
 * a what-if run's targets follow) and what it ended with (the bodies' poses, for the ghost, the
 * trails and the compare card; the scope's sample). The ids and the motions are shared with the
 * frame before while they are the same.
 */
export interface HistoryFrame {
  /** The world's steps before this step. */
  readonly step: number;
  readonly targetIds: readonly string[];
  /** {@link TARGET_SIZE} numbers per target, in `targetIds` order. */
  readonly targets: Float64Array;
  readonly motions: readonly Readonly<TargetMotion>[];
  /** The entities after the step, in `ids` order ({@link POSE_SIZE} numbers each); null until the step is done. */
  poses: Float64Array | null;
  ids: readonly string[];
  /** The scope's sample after the step (the selected entity's), or null without one. */
  scope: Float64Array | null;
}

const capture = new Float64Array(TARGET_SIZE);

/** Numbers per block the frames' numbers are cut from (512 KiB): a frame's arrays are views of one, so a step allocates no buffer of its own. */
const BLOCK_SIZE = 65536;
let block = new Float64Array(BLOCK_SIZE);
let used = 0;

/**
 * `count` numbers for a frame, zeroed: a view of the current block (a new block once it is full;
 * one longer than a block gets its own). Frames of the same minute share blocks, freed with them.
 */
export function frameNumbers(count: number): Float64Array {
  if (count > BLOCK_SIZE / 8) return new Float64Array(count);
  if (used + count > BLOCK_SIZE) {
    block = new Float64Array(BLOCK_SIZE);
    used = 0;
  }
  const numbers = block.subarray(used, used + count);
  used += count;
  return numbers;
}

/** A frame for step `step` of `model`'s world: its targets captured now, sharing `previous`'s ids and motions where they are the same. Allocates only its numbers while nothing else changes. */
export function beginFrame(model: SceneModel, previous: HistoryFrame | undefined): HistoryFrame {
  const list = model.world.targets;
  const count = list.length;
  const values = frameNumbers(count * TARGET_SIZE);
  let sameIds = previous !== undefined && previous.targetIds.length === count;
  for (let i = 0; sameIds && i < count; i++) sameIds = (list[i] as (typeof list)[number]).id === previous?.targetIds[i];
  let motions: Readonly<TargetMotion>[] | null = sameIds ? null : [];
  for (let i = 0; i < count; i++) {
    const motion = (list[i] as (typeof list)[number]).capture(capture);
    values.set(capture, i * TARGET_SIZE);
    if (!motions && previous?.motions[i] !== motion) motions = previous ? previous.motions.slice(0, i) : [];
    motions?.push(motion);
  }
  const targetIds = sameIds && previous ? previous.targetIds : list.map((target) => target.id);
  return { step: model.world.steps, targetIds, targets: values, motions: motions ?? previous?.motions ?? [], poses: null, ids: [], scope: null };
}

/** Puts the targets of `model`'s world back as `frame` began with them (those it names, except `skip`). */
export function applyFrameTargets(model: SceneModel, frame: HistoryFrame, skip: ReadonlySet<string> | null = null): void {
  const ids = frame.targetIds;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    if (skip?.has(id)) continue;
    model.world.getTarget(id)?.applyCapture(frame.targets.subarray(i * TARGET_SIZE, (i + 1) * TARGET_SIZE), frame.motions[i] as TargetMotion);
  }
}

/** Finishes `frame` after its step: the entities' poses, reusing `previousIds` when the same. */
export function finishFrame(frame: HistoryFrame, model: SceneModel, previousIds: readonly string[] | null, scope: Float64Array | null): void {
  const entities = model.world.entities;
  const poses = frameNumbers(entities.length * POSE_SIZE);
  let sameIds = previousIds !== null && previousIds.length === entities.length;
  for (let i = 0; i < entities.length; i++) {
    const entity = entities[i] as (typeof entities)[number];
    const at = i * POSE_SIZE;
    poses[at] = entity.position.x;
    poses[at + 1] = entity.position.y;
    poses[at + 2] = entity.angle;
    poses[at + 3] = entity.angularVelocity;
    // The turn meter measured it after this same step (PlayStepper): read, not computed again.
    const measured = model.findRecordAt(i, entity.id)?.headingErrorMeasuredAt(model.time) ?? Number.NaN;
    poses[at + 4] = ((Number.isNaN(measured) ? entity.measureHeadingError() : measured) * 180) / Math.PI;
    poses[at + 5] = entity.maxAngularAcceleration;
    poses[at + 6] = model.hits.countOf(entity.id);
    if (sameIds && previousIds?.[i] !== entity.id) sameIds = false;
  }
  frame.poses = poses;
  frame.ids = sameIds && previousIds ? previousIds : entities.map((entity) => entity.id);
  frame.scope = scope;
}
