import { exactJsonText } from '../../sim/validation/exactJson';
import type { Scenario } from '../../sim/scenario/schema';
import type { Demo } from '../Demo';
import { readComparison, type ComparisonJson, type RunJson, type WhatIfJson } from '../history/comparisonFile';
import type { LoggedIntent } from '../history/historyRuns';
import { writeSnapshot } from '../history/snapshotFile';
import { rewindable } from '../plays/rebuildPlay';
import { readSceneText } from '../sceneFile/openScene';

/** A comparison written down: the scene where it starts, carrying it (`comparison`); or why it could not be, in words for the player. */
export type WrittenComparison = { ok: true; scene: Scenario } | { ok: false; reason: string };

/** The run's log from `from` to before `to`, as the file writes it. */
function logOf(log: readonly LoggedIntent[], from: number, to: number): [number, LoggedIntent['intent']][] {
  return log.filter((entry) => entry.step >= from && entry.step < to).map((entry) => [entry.step, entry.intent]);
}

/** The steps of `settles` from `from` to `to`, once each, in order. */
function settlesIn(settles: readonly number[], from: number, to: number): number[] {
  return [...new Set(settles.filter((step) => step >= from && step <= to))].sort((a, b) => a - b);
}

/**
 * The comparison on screen written down (src/app/history/comparisonFile.ts), so that a share link
 * or a scene file opens the same comparison: the recorded run's last snapshot before the branch
 * (its scene file and the rest of it; at the branch when the timeline keeps none before), then each
 * run's log of intents and the steps it settled at: the recorded run, the what-if runs set aside,
 * the one playing. Every run is a replay of its log from that snapshot, so what is written is what
 * opening it plays, bit for bit, with nothing to play again here. Refused where the history keeps
 * no comparison (a race, a level, the Hunt over a race), where the comparison began before the
 * oldest moment the history keeps, and where it is more than a comparison may hold (read back by
 * the rules unless not `checked`: the address, which a reload reads by the rules anyway).
 */
export function writeComparison(demo: Demo, { checked = true }: { readonly checked?: boolean } = {}): WrittenComparison {
  const history = demo.history;
  const runs = history.runs;
  const compared = runs.compared;
  if (!history.comparing || !compared) return { ok: false, reason: 'there is no comparison on screen' };
  if (!rewindable(demo.plays.current))
    return {
      ok: false,
      reason:
        'a comparison is written down in Track, Seek, Path, the Hunt over them and Intercept only, not in a race, a level or the ' +
        'Hunt over a race',
    };
  const recording = compared.recording;
  const branch = compared.branch;
  // The last snapshot before the branch (the step before it is then in every run's frames: the card counts hits from it), else the one at
  // it.
  const snapshots = [...runs.snapshots, ...recording.snapshots];
  const start = snapshots.filter((snapshot) => snapshot.step < branch).pop() ?? snapshots.find((snapshot) => snapshot.step === branch);
  if (!start) return { ok: false, reason: 'it began longer ago than the timeline keeps' };
  const shown = history.shownStep;
  if (shown < start.step)
    return { ok: false, reason: 'the moment shown is before the comparison’s start: move the timeline on to the branch' };
  const recordedEnd = branch + recording.frames.length;
  const sceneRead = readSceneText(exactJsonText({ ...start.scene, name: demo.plays.openedSceneName ?? 'A scene saved from the game' }));
  if (!sceneRead.ok) return { ok: false, reason: `its scene could not be written (${sceneRead.error})` };
  const recorded: RunJson = {
    end: recordedEnd,
    settles: settlesIn([...runs.settles, ...recording.settles], start.step, recordedEnd),
    log: [...logOf(runs.log, start.step, branch), ...logOf(recording.log, branch, recordedEnd)],
  };
  const whatIf = (
    from: number,
    end: number,
    log: readonly LoggedIntent[],
    settles: readonly number[],
    number: number,
    colour: number,
  ): WhatIfJson => ({ branch: from, number, colour, end, settles: settlesIn(settles, from, end), log: logOf(log, from, end) });
  const whatIfs = [
    ...compared.kept.map((run) => whatIf(run.from, run.end, run.log, run.settles, run.number, run.slot)),
    whatIf(compared.playingFrom, history.presentStep, runs.log, runs.settles, compared.playingNumber, compared.playingSlot),
  ];
  const comparison: ComparisonJson = {
    start: writeSnapshot(start),
    ...(!runs.legacy && { worldSettles: true as const }),
    shown,
    ...(compared.title !== '' && { title: compared.title }),
    recorded,
    whatIfs,
  };
  // Unchecked (the address, rewritten every few seconds as a comparison plays on: ComparisonAddress), the value as it is; a reload reads it
  // by the rules.
  if (!checked) return { ok: true, scene: { ...sceneRead.scenario, comparison } as Scenario };
  const scene: Scenario = JSON.parse(exactJsonText({ ...sceneRead.scenario, comparison })) as Scenario;
  // Read back as opening it will: what is written must be what the rules take.
  const read = readComparison(scene);
  if (!read.ok) return { ok: false, reason: `it is more than a comparison may hold (${read.error})` };
  return { ok: true, scene };
}
