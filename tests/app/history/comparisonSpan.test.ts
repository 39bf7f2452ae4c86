import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { MAX_COMPARISON_STEPS } from '../../../src/sim/scenario/comparisonFormat';
import { screen, steps } from '../settings/comparisonScreen';

// What the game says it can share, it shares: while a comparison lives its start stays, whatever
// the timeline's minute, so runs longer than that minute are written whole; its run playing stops
// at the end a comparison may hold (the minute and a snapshot's interval from its start), saying
// so, and played on from there the comparison is left, saying that too. A file whose what-if run
// branches inside the run before it (which the game never writes) opens as the game's own form of it.

/** Plays `demo` until its history's present reaches `step`. */
function playTo(demo: Demo, step: number): void {
  while (demo.history.presentStep < step) demo.clock.singleStep();
}

/** The opening recorded 3,800 steps, then three what-if runs from the earliest moment kept, each played `runSteps` steps. */
function longComparison(runSteps: number): Demo {
  const demo = new Demo();
  playTo(demo, 3800);
  for (const change of [
    { kind: 'toggleTurnRate' },
    { kind: 'setControllerSettings', changes: { kd: 0 }, scope: 'all' },
    { kind: 'setControllerSettings', changes: { ki: 0 }, scope: 'all' },
  ] as const) {
    expect(demo.history.show(demo.history.oldestStep).ok).toBe(true);
    expect(demo.apply(change).ok).toBe(true);
    steps(demo, runSteps);
  }
  return demo;
}

describe('a comparison whose runs outlast the timeline’s minute', () => {
  const sharer = longComparison(3800);

  test('keeps its start while it lives: each run is longer than the minute, and Share writes them all from where it began', () => {
    const history = sharer.history;
    expect(history.comparing).toBe(true);
    const start = history.oldestStep;
    expect(history.presentStep - start).toBeGreaterThan(3600);
    const written = writeComparison(sharer);
    if (!written.ok) throw new Error(written.reason);
    const comparison = written.scene.comparison as {
      recorded: { end: number };
      whatIfs: { branch: number; end: number; log: [number, unknown][] }[];
    };
    expect(written.scene.state?.steps).toBe(start);
    expect(comparison.whatIfs).toHaveLength(3);
    for (const run of comparison.whatIfs) {
      expect(run.end - run.branch).toBe(3800);
      expect(run.log[0]![0]).toBe(run.branch);
    }
    const opened = new Demo();
    expect(opened.apply({ kind: 'openScene', text: JSON.stringify(written.scene) })).toEqual({ ok: true });
    expect(screen(opened)).toBe(screen(sharer));
  });

  test('its run playing stops at the end a comparison holds, saying so; played on from there, the comparison is left, saying so', () => {
    const demo = longComparison(100);
    demo.history.takeNotices();
    const end = demo.history.oldestStep + MAX_COMPARISON_STEPS;
    demo.clock.setPaused(false);
    demo.clock.runSteps(2 * MAX_COMPARISON_STEPS);
    expect(demo.view.world.steps).toBe(end);
    expect(demo.clock.paused).toBe(true);
    expect(demo.history.comparing).toBe(true);
    expect(demo.history.takeNotices()).toEqual([
      expect.stringMatching(/^This comparison has reached its end at \d+\.\d\d s: a comparison holds 65 s from its start/),
    ]);
    expect(writeComparison(demo).ok).toBe(true);
    demo.clock.setPaused(false);
    expect(demo.clock.runSteps(1)).toBe(1);
    expect(demo.history.comparing).toBe(false);
    expect(demo.history.takeNotices()).toEqual([
      expect.stringMatching(/^You played on past the comparison’s end at \d+\.\d\d s, so the comparison was left/),
    ]);
  });
});

describe('a file whose what-if run branches inside the run before it', () => {
  test('opens as the game writes the same comparison: the run from the run before’s branch, that run’s changes first', () => {
    const sharer = new Demo();
    steps(sharer, 600);
    const first = sharer.history.oldestStep + 30;
    expect(sharer.history.show(first).ok).toBe(true);
    sharer.apply({ kind: 'toggleTurnRate' });
    steps(sharer, 300);
    // Back into the first what-if run, after its branch: a second run from there.
    expect(sharer.history.show(first + 120).ok).toBe(true);
    sharer.apply({ kind: 'setControllerSettings', changes: { kd: 30 }, scope: 'all' });
    steps(sharer, 200);
    const written = writeComparison(sharer);
    if (!written.ok) throw new Error(written.reason);
    const comparison = written.scene.comparison as { whatIfs: { branch: number; settles: number[]; log: [number, unknown][] }[] };
    // The game writes the second run from the first's branch, the first's change at its head.
    expect(comparison.whatIfs.map((run) => run.branch)).toEqual([first, first]);
    const own = structuredClone(written.scene) as typeof written.scene & { comparison: typeof comparison };
    const second = own.comparison.whatIfs[1]!;
    second.log = second.log.filter(([step]) => step >= first + 120);
    second.settles = second.settles.filter((step) => step >= first + 120);
    second.branch = first + 120;
    const opened = new Demo();
    expect(opened.apply({ kind: 'openScene', text: JSON.stringify(own) })).toEqual({ ok: true });
    expect(screen(opened)).toBe(screen(sharer));
    expect(writeComparison(opened)).toEqual(written);
  });
});
