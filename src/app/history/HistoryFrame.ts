import type { TurnSample } from '../../sim/metrics/TurnMeter';
import type { TargetMotion } from '../../sim/targets/TargetMotion';
import type { SceneModel } from '../model/SceneModel';

/**
 * Where each number of an entity's pose lies in a frame's poses: its position (m), angle (rad),
 * angular velocity (rad/s), heading error (rad), max angular acceleration (rad/s²), hits so far,
 * the rest of its turn meter's sample of the step (TurnMeter.ts): its flags ({@link TURN_FLAGS}) and
 * its turn settings' revision (a comparison times every run's turns from them as the game timed
 * them live); and the angular acceleration its controller commanded (rad/s²).
 */
export const POSE = {
  x: 0,
  y: 1,
  angle: 2,
  angularVelocity: 3,
  headingError: 4,
  maxAngularAcceleration: 5,
  hits: 6,
  turnFlags: 7,
  turnRevision: 8,
  command: 9,
} as const;

/** Numbers per entity in a frame's poses ({@link POSE}). */
export const POSE_SIZE = 10;

/** The bits of a pose's turn flags: the turn meter's sample of the step, and whether there was one (a scene that measures turns). */
export const TURN_FLAGS = { measured: 1, setpointChanged: 2, hasSetpoint: 4, inPlace: 8, nearTarget: 16 } as const;

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
  /** The simulated time after the step, s (NaN until it is done). */
  time: number;
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

/**
 * Numbers per block the frames' numbers are cut from (512 KiB): a frame's arrays are views of one, so a step allocates no buffer of its
 * own.
 */
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

/**
 * A frame for step `step` of `model`'s world: its targets captured now, sharing `previous`'s ids and motions where they are the same.
 * Allocates only its numbers while nothing else changes.
 */
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
  return {
    step: model.world.steps,
    targetIds,
    targets: values,
    motions: motions ?? previous?.motions ?? [],
    time: Number.NaN,
    poses: null,
    ids: [],
    scope: null,
  };
}

/** Puts the targets of `model`'s world back as `frame` began with them (those it names, except `skip`). */
export function applyFrameTargets(model: SceneModel, frame: HistoryFrame, skip: ReadonlySet<string> | null = null): void {
  const ids = frame.targetIds;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    if (skip?.has(id)) continue;
    model.world
      .getTarget(id)
      ?.applyCapture(frame.targets.subarray(i * TARGET_SIZE, (i + 1) * TARGET_SIZE), frame.motions[i] as TargetMotion);
  }
}

/** Finishes `frame` after its step: the entities' poses, reusing `previousIds` when the same. */
export function finishFrame(
  frame: HistoryFrame,
  model: SceneModel,
  previousIds: readonly string[] | null,
  scope: Float64Array | null,
): void {
  const entities = model.world.entities;
  const poses = frameNumbers(entities.length * POSE_SIZE);
  const time = model.time;
  let sameIds = previousIds !== null && previousIds.length === entities.length;
  for (let i = 0; i < entities.length; i++) {
    const entity = entities[i] as (typeof entities)[number];
    const at = i * POSE_SIZE;
    poses[at] = entity.position.x;
    poses[at + POSE.y] = entity.position.y;
    poses[at + POSE.angle] = entity.angle;
    poses[at + POSE.angularVelocity] = entity.angularVelocity;
    // The turn meter's sample of this same step (PlayStepper): read, not measured again.
    const sample = model.findRecordAt(i, entity.id)?.turnSampleAt(time) ?? null;
    poses[at + POSE.headingError] = sample ? sample.headingError : entity.measureHeadingError();
    poses[at + POSE.maxAngularAcceleration] = entity.maxAngularAcceleration;
    poses[at + POSE.hits] = model.hits.countOf(entity.id);
    poses[at + POSE.turnFlags] = sample ? turnFlagsOf(sample) : 0;
    poses[at + POSE.turnRevision] = sample ? sample.turnSettingsRevision : 0;
    poses[at + POSE.command] = entity.commandedAngularAcceleration;
    if (sameIds && previousIds?.[i] !== entity.id) sameIds = false;
  }
  frame.time = time;
  frame.poses = poses;
  frame.ids = sameIds && previousIds ? previousIds : entities.map((entity) => entity.id);
  frame.scope = scope;
}

function turnFlagsOf(sample: Readonly<TurnSample>): number {
  return (
    TURN_FLAGS.measured |
    (sample.setpointChanged ? TURN_FLAGS.setpointChanged : 0) |
    (sample.hasSetpoint ? TURN_FLAGS.hasSetpoint : 0) |
    (sample.inPlace ? TURN_FLAGS.inPlace : 0) |
    (sample.nearTarget ? TURN_FLAGS.nearTarget : 0)
  );
}

/** Entity `i`'s turn meter sample of `frame`'s step into `out` (`dt`: the fixed step, s); false when the frame holds none. */
export function frameTurnSample(frame: HistoryFrame, i: number, dt: number, out: TurnSample): boolean {
  const poses = frame.poses;
  const at = i * POSE_SIZE;
  const flags = poses ? (poses[at + POSE.turnFlags] as number) : 0;
  if (!poses || (flags & TURN_FLAGS.measured) === 0) return false;
  out.time = frame.time;
  out.dt = dt;
  out.headingError = poses[at + POSE.headingError] as number;
  out.angularVelocity = poses[at + POSE.angularVelocity] as number;
  out.maxAngularAcceleration = poses[at + POSE.maxAngularAcceleration] as number;
  out.setpointChanged = (flags & TURN_FLAGS.setpointChanged) !== 0;
  out.hasSetpoint = (flags & TURN_FLAGS.hasSetpoint) !== 0;
  out.inPlace = (flags & TURN_FLAGS.inPlace) !== 0;
  out.nearTarget = (flags & TURN_FLAGS.nearTarget) !== 0;
  out.turnSettingsRevision = poses[at + POSE.turnRevision] as number;
  return true;
}
