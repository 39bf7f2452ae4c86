import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { comparisonCsv, comparisonJson } from '../../../src/app/history/comparisonExport';
import { comparisonSummary, runHeading } from '../../../src/app/history/comparisonWords';
import { runColor } from '../../../src/app/presentation/palette';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { readDemoSettings } from '../../../src/app/settings/demoSettings';
import { toSettingsJson } from '../../../src/app/settings/settingsSchema';
import { shareParamFor } from '../../../src/app/settings/shareLink';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { openLink, screen } from '../settings/comparisonScreen';
import { fourRunsAfterAPushOut } from './fourRuns';

// Issue 76, point 1: a shared comparison names and colours its runs as the sharer saw them, in
// the same order, after a run was pushed out (a fifth run gives way to the oldest what-if).

/** What a player reads of each run: its name on the card, its colour, its change, its settings at the moment shown. */
function runsSeen(demo: Demo): unknown[] {
  const compared = demo.history.compared!;
  return compared.list.map((run) => ({
    ...runHeading(run, demo.clock.dt),
    kind: run.kind,
    colour: runColor(run.slot),
    changes: run.changes,
  }));
}

describe('a comparison keeps its runs’ names, colours and order', () => {
  test('after a run was pushed out, the card names the runs in the order they were made, each keeping its colour', () => {
    const demo = fourRunsAfterAPushOut();
    const seen = runsSeen(demo) as { name: string; colour: number; change: string }[];
    expect(seen.map((run) => run.name)).toEqual(['recorded', 'what if 2', 'what if 3', 'what if 4 (playing)']);
    // What if 1 (the T run) gave way: its colour went to the run made after it.
    expect(seen.map((run) => run.colour)).toEqual([runColor(0), runColor(2), runColor(3), runColor(1)]);
    // Each made from the run just played, as the branch showed it.
    const whats = (run: number) => demo.history.compared!.list[run]!.changes.map((note) => `${note.what} ${note.from} → ${note.to}`);
    expect(whats(1)).toEqual(expect.arrayContaining(['max turn rate 180°/s² → 720°/s²', 'ki 2 → 0', 'kd 14 → 0']));
    expect(whats(2)).toEqual(expect.arrayContaining(['max turn rate 180°/s² → 720°/s²', 'ki 2 → 0', 'kd 14 → 30']));
    expect(whats(3)).toEqual(expect.arrayContaining(['controller PID (the article) → time-optimal (bang-bang + braking curve)']));
  });

  test(
    'a link and a file open every run with the sharer’s name, colour, change and figures, in order; the reopened comparison writes ' +
      'the same names again; the downloads name them alike',
    () => {
      const sharer = fourRunsAfterAPushOut();
      const written = writeComparison(sharer);
      if (!written.ok) throw new Error(written.reason);
      const opened: Demo[] = [];
      const link = shareParamFor({ settings: toSettingsJson(readDemoSettings(sharer)), scene: written.scene, view: { paused: true } });
      expect(link.ok, 'a link holds these four runs').toBe(true);
      if (link.ok) opened.push(openLink(link.param));
      const fromFile = new Demo();
      expect(fromFile.apply({ kind: 'openScene', text: sceneFileText(written.scene) })).toEqual({ ok: true });
      opened.push(fromFile);
      for (const demo of opened) {
        expect(runsSeen(demo)).toEqual(runsSeen(sharer));
        expect(comparisonSummary(demo.history.compared!.list, demo.history.compared!.title, demo.clock.dt)).toBe(
          comparisonSummary(sharer.history.compared!.list, sharer.history.compared!.title, sharer.clock.dt),
        );
        expect(screen(demo)).toBe(screen(sharer));
        expect(comparisonCsv(demo.history.compared!)).toBe(comparisonCsv(sharer.history.compared!));
        expect(comparisonJson(demo.history.compared!)).toBe(comparisonJson(sharer.history.compared!));
        // The ghosts in their runs' colours: the same slots at the same places.
        expect(demo.history.compared!.ghosts.map((ghost) => ghost.slot)).toEqual(
          sharer.history.compared!.ghosts.map((ghost) => ghost.slot),
        );
        // A reload writes what it opened: the same names and colours again.
        const again = writeComparison(demo);
        if (!again.ok) throw new Error(again.reason);
        expect(
          (again.scene.comparison as { whatIfs: unknown[] }).whatIfs.map((run) => [
            (run as { number: number }).number,
            (run as { colour: number }).colour,
          ]),
        ).toEqual([
          [2, 2],
          [3, 3],
          [4, 1],
        ]);
      }
      expect(comparisonCsv(sharer.history.compared!)).toMatch(/^what if 4,/m);
    },
  );

  test('a file of an earlier version, without names or colours, names its runs 1, 2, 3 in order', () => {
    const sharer = fourRunsAfterAPushOut();
    const written = writeComparison(sharer);
    if (!written.ok) throw new Error(written.reason);
    for (const run of (written.scene.comparison as { whatIfs: Record<string, unknown>[] }).whatIfs) {
      delete run.number;
      delete run.colour;
    }
    const opened = new Demo();
    expect(opened.apply({ kind: 'openScene', text: sceneFileText(written.scene) })).toEqual({ ok: true });
    expect(opened.history.compared!.list.map((run) => [run.name, run.slot])).toEqual([
      ['recorded', 0],
      ['what if 1', 1],
      ['what if 2', 2],
      ['what if 3', 3],
    ]);
  });
});

describe('a comparison file’s names and colours are checked', () => {
  const written = writeComparison(fourRunsAfterAPushOut());
  if (!written.ok) throw new Error(written.reason);
  const cases: [string, (whatIfs: Record<string, unknown>[]) => void, RegExp][] = [
    [
      'a number not above the run before it',
      (runs) => void (runs[2]!.number = 3),
      new RegExp(
        '^comparison\\.whatIfs\\[2\\]\\.number: must be an integer from 4 to 9999 \\(above the runs before it: they are numbered ' +
          'in the order they were made\\); got 3$',
      ),
    ],
    [
      'a colour twice',
      (runs) => void (runs[1]!.colour = 2),
      /^comparison\.whatIfs\[1\]\.colour: must differ from the colours of the runs before it \(2\); got 2$/,
    ],
    [
      'a colour the game gave a run before it',
      (runs) => void (delete runs[0]!.colour, (runs[1]!.colour = 1), (runs[2]!.colour = 2)),
      /^comparison\.whatIfs\[1\]\.colour: must be an integer from 1 to 3 that no run set aside beside it has \(1\); got 1$/,
    ],
  ];
  for (const [name, edit, message] of cases) {
    test(`${name} is refused, naming the field, and the scene on screen stays`, () => {
      const scene = structuredClone(written.scene) as { comparison: { whatIfs: Record<string, unknown>[] } };
      edit(scene.comparison.whatIfs);
      const demo = new Demo();
      const before = screen(demo);
      const result = demo.apply({ kind: 'openScene', text: JSON.stringify(scene) });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(message);
      expect(screen(demo)).toBe(before);
    });
  }
});
