import type { SteeringWorld } from '../../sim/SteeringWorld';
import type { RunLog } from './historyRuns';

/**
 * A snapshot falls due after this many steps of each body (bodies × steps), every 1 to 3 s at
 * 60 Hz (at the first settle after: every 60th step): a snapshot costs about what 10 steps of a
 * small scene do, and 2 of a crowded one, so a small scene takes one less often; showing a moment
 * replays half an interval on average.
 */
export const SNAPSHOT_BODY_STEPS = 4800;

/** The shortest and the longest interval between snapshots, steps. */
export const SNAPSHOT_STEPS_RANGE = { min: 60, max: 180 } as const;

/** In a legacy recording, a due snapshot waits at most this many steps more for a moment without contacts (2 s at 60 Hz). */
export const MAX_SNAPSHOT_WAIT_STEPS = 120;

/** How many steps apart snapshots fall due in a world of `bodies` bodies. */
export function snapshotInterval(bodies: number): number {
  return Math.max(SNAPSHOT_STEPS_RANGE.min, Math.min(SNAPSHOT_STEPS_RANGE.max, Math.round(SNAPSHOT_BODY_STEPS / Math.max(1, bodies))));
}

/**
 * Whether `run`'s next snapshot falls due before step `step` of `world`: before a step the world
 * settles at (WorldSettling.ts: every 60th), the first at once, then {@link snapshotInterval} or
 * more after the last.
 */
export function snapshotDue(run: Readonly<RunLog>, step: number, world: SteeringWorld): boolean {
  if (!world.settling.beforeNextStep) return false;
  const last = run.snapshots[run.snapshots.length - 1];
  return !last || step - last.step >= snapshotInterval(world.physics.getBodyCount());
}

/**
 * As {@link snapshotDue}, for a legacy recording (Recording.legacy), whose world settles at each
 * snapshot, dropping its contacts: {@link snapshotInterval} after the last, at a moment without
 * contacts, or {@link MAX_SNAPSHOT_WAIT_STEPS} later all the same, as snapshots fell due before
 * worlds settled by themselves.
 */
export function legacySnapshotDue(run: Readonly<RunLog>, step: number, world: SteeringWorld): boolean {
  const last = run.snapshots[run.snapshots.length - 1];
  if (!last) return true;
  const since = step - last.step;
  const interval = snapshotInterval(world.physics.getBodyCount());
  return since >= interval && (world.physics.getContactList() === null || since >= interval + MAX_SNAPSHOT_WAIT_STEPS);
}

/**
 * What a recording does before step `step` of `world` (`legacy`: Recording.legacy; `schedule`: the
 * steps a legacy run shared settled at, while it plays again, or null): 'keep' a snapshot; 'settle'
 * the world there without keeping one (a shared run settles where it did, keeping a snapshot
 * {@link SNAPSHOT_STEPS_RANGE}.min steps apart at least: a file may list every step); or null.
 */
export function snapshotWanted(
  run: Readonly<RunLog>,
  step: number,
  world: SteeringWorld,
  legacy: boolean,
  schedule: ReadonlySet<number> | null,
): 'keep' | 'settle' | null {
  if (schedule) {
    if (!schedule.has(step)) return null;
    const last = run.snapshots[run.snapshots.length - 1];
    return !last || step - last.step >= SNAPSHOT_STEPS_RANGE.min ? 'keep' : 'settle';
  }
  return (legacy ? legacySnapshotDue(run, step, world) : snapshotDue(run, step, world)) ? 'keep' : null;
}
