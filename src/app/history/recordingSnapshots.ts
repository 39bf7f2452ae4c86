/** A recording's snapshots, in and out: one taken of its scene, and its scene put back as one holds it (a moment shown again). */
import { acceptingPiles } from '../../sim/crowdedStart';
import type { Play } from '../plays/Play';
import type { PlayDirector } from '../plays/PlayDirector';
import type { TimeBase } from '../../sim/time/timeBases';
import { adoptCheckpoint, restoreSession, takeCheckpoint, type Checkpoint, type SessionKeep } from './Checkpoint';
import type { Recording } from './heldRuns';

/**
 * Takes a snapshot of `rec`'s scene before the step it is at into its run (unless `keepIt` is
 * false: a legacy run's settle without one), with the time base, the game's random numbers and
 * what the session keeps; in a legacy recording it then settles the world, dropping its contacts,
 * as a restore from it does. False when the scene cannot be described (a target gone non-finite:
 * the world's own step says what failed).
 */
export function takeSnapshot(rec: Recording, timeBase: TimeBase, random: number, keep: SessionKeep, keepIt: boolean): boolean {
  const play = rec.play as Play;
  try {
    if (keepIt) rec.run.snapshots.push(takeCheckpoint(play, timeBase, random, keep));
  } catch {
    return false;
  }
  if (!rec.legacy) return true;
  const world = play.model.world;
  rec.run.settles.push(world.steps);
  world.settling.settleDroppingContacts();
  return true;
}

/**
 * Puts `rec`'s scene back as `snapshot` holds it, to settle as it did when it was taken (a legacy
 * recording's world settled now, dropping its contacts, as it was then), the session's settings
 * its (`keep`), the player's selection kept (their view, not the scene's); its replay starts from
 * the snapshot, the targets its what-if run had taken over before it taken again.
 */
export function restoreRecording(rec: Recording, plays: PlayDirector, keep: SessionKeep, snapshot: Checkpoint): void {
  const selected = plays.model.selectedId;
  restoreSession(plays.model.session, keep, snapshot);
  // Bodies piled up in the recorded run start piled up again (a scene from outside may not: crowdedStart.ts).
  rec.play = acceptingPiles(() => plays.rewind(snapshot.scene, snapshot.random, (play) => adoptCheckpoint(play, snapshot)));
  const model = rec.play.model;
  if (rec.legacy) {
    model.world.settling.settleOnlyWhenTold();
    model.world.settling.settleDroppingContacts();
  }
  if (selected !== null && model.findRecord(selected)) model.selectedId = selected;
  rec.cursor = 0;
  rec.inputShown = null;
  rec.takenOver.clear();
  for (const { step, takes } of rec.run.log) if (step < snapshot.step) for (const id of takes ?? []) rec.takenOver.add(id);
}
