import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { figureLines } from '../../../src/app/history/comparisonWords';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { screen, steps } from '../settings/comparisonScreen';

// Issue 76, point 3: going back while comparing, at any moment after the branch, adds a run with
// its figures; the panel shows the settings of the run shown; a run that changes nothing, or is a
// run on the card again, is refused before it takes a place.

/** The classic comparison from the opening's first moment: 180 against 720°/s² (Home, T, A), 2 s played. */
function classic(): Demo {
  const demo = new Demo();
  steps(demo, 240);
  expect(demo.history.show(demo.history.oldestStep).ok).toBe(true);
  demo.apply({ kind: 'toggleTurnRate' });
  steps(demo, 240);
  expect(demo.history.comparing).toBe(true);
  return demo;
}

/** Each entity's settings as the panel reads them. */
function settings(demo: Demo): string {
  return JSON.stringify(demo.view.world.entities.map((entity) => [entity.id, entity.getSettings()]));
}

describe('adding runs while comparing', () => {
  for (const after of [1, 2, 30]) {
    test(`back to ${after} step(s) after the branch, a change adds a run whose every body has its figures`, () => {
      const demo = classic();
      const branch = demo.history.compared!.list[0]!.from;
      expect(demo.history.show(branch + after).ok).toBe(true);
      expect(demo.apply({ kind: 'setControllerSettings', changes: { kd: 30 }, scope: 'all' }).ok).toBe(true);
      steps(demo, 150);
      const compared = demo.history.compared!;
      expect(compared.list.map((run) => run.name)).toEqual(['recorded', 'what if 1', 'what if 2']);
      for (const entity of compared.figures.entities) {
        const lines = figureLines(entity.runs[2] ?? null).join(' | ');
        expect(lines, `${entity.id} in what if 2`).not.toMatch(/cut short/);
        expect(lines, `${entity.id} in what if 2`).toMatch(
          /° turn, .* \| reached \d+\.\d\d s \| (settled \d+\.\d\d s|not settled yet) · limit \d+\.\d\d s \| overshoot/,
        );
      }
      // Written down and opened again, it is the same comparison.
      const written = writeComparison(demo);
      if (!written.ok) throw new Error(written.reason);
      const opened = new Demo();
      expect(opened.apply({ kind: 'openScene', text: sceneFileText(written.scene) })).toEqual({ ok: true });
      expect(screen(opened)).toBe(screen(demo));
    });
  }

  test('back at the branch, the scene and the panel are the run just played’s, its change applied; a run made there starts from it', () => {
    const demo = classic();
    const played = settings(demo);
    const branch = demo.history.compared!.list[0]!.from;
    expect(demo.history.show(branch).ok).toBe(true);
    expect(settings(demo)).toBe(played);
    expect(demo.view.world.entities.find((entity) => entity.id === 'missile-2')!.maxAngularAcceleration).toBeCloseTo(4 * Math.PI, 12);
    demo.apply({ kind: 'setControllerSettings', changes: { kd: 30 }, scope: 'all' });
    steps(demo, 60);
    const changes = demo.history.compared!.list[2]!.changes.map((note) => `${note.subject}: ${note.what} ${note.from} → ${note.to}`);
    expect(changes).toEqual(expect.arrayContaining(['missile-2: max turn rate 180°/s² → 720°/s²', 'missile-2: kd 14 → 30']));
    // Opened from its file, it is the same comparison.
    const written = writeComparison(demo);
    if (!written.ok) throw new Error(written.reason);
    const opened = new Demo();
    expect(opened.apply({ kind: 'openScene', text: sceneFileText(written.scene) })).toEqual({ ok: true });
    expect(screen(opened)).toBe(screen(demo));
  });

  test(
    'a target moved behind the present names its move in the run it makes: ' + 'a drag changes no setting, but the card says what it did',
    () => {
      const demo = new Demo();
      steps(demo, 240);
      expect(demo.history.show(demo.history.oldestStep + 60).ok).toBe(true);
      const target = demo.view.targets[0]!;
      expect(
        demo.apply({ kind: 'moveTarget', target: target.id, position: { x: target.position.x + 3, y: target.position.y - 2 } }).ok,
      ).toBe(true);
      steps(demo, 60);
      const run = demo.history.compared!.list.find((entry) => entry.kind === 'playing')!;
      expect(run.changes.map((note) => `${note.subject}: ${note.what}`)).toEqual([`${target.id}: moved`]);
    },
  );

  test('a setting set to what the run shown has is refused, the moment as it was: no run takes a place', () => {
    const demo = classic();
    const branch = demo.history.compared!.list[0]!.from;
    demo.history.show(branch + 10);
    const before = screen(demo);
    const result = demo.apply({ kind: 'setControllerSettings', changes: { kd: 14 }, scope: 'all' });
    expect(result).toEqual({
      ok: false,
      field: 'timeline',
      message:
        'Nothing changed: the run shown already has that setting, so no run was added (the panel shows the settings of the run shown).',
    });
    expect(demo.history.takeNotices()).toContain(result.ok ? '' : result.message);
    expect(screen(demo)).toBe(before);
    steps(demo, 30);
    expect(demo.history.compared!.list).toHaveLength(2);
  });

  test('a change that makes a run on the card again is refused, naming it; the changes made there before it stay', () => {
    const demo = classic();
    const branch = demo.history.compared!.list[0]!.from;
    // What if 2: kd 30 from 0.5 s of what if 1.
    demo.history.show(branch + 30);
    demo.apply({ kind: 'setControllerSettings', changes: { kd: 30 }, scope: 'all' });
    steps(demo, 60);
    expect(demo.history.compared!.list.map((run) => run.name)).toEqual(['recorded', 'what if 1', 'what if 2']);
    // Back at 0.5 s what if 2 shows kd 30 (its change applied); kd 14 there again makes what if 1 again.
    demo.history.show(branch + 30);
    const before = screen(demo);
    const result = demo.apply({ kind: 'setControllerSettings', changes: { kd: 14 }, scope: 'all' });
    expect(result).toMatchObject({
      ok: false,
      message: 'That makes what if 1 again (the same changes at the same moments), so no run was added: change something else.',
    });
    expect(screen(demo)).toBe(before);
    // A change made there before it stays: ki 1, then kd 14 is a run of its own.
    expect(demo.apply({ kind: 'setControllerSettings', changes: { ki: 1 }, scope: 'all' }).ok).toBe(true);
    expect(demo.apply({ kind: 'setControllerSettings', changes: { kd: 14 }, scope: 'all' }).ok).toBe(true);
    steps(demo, 30);
    expect(demo.history.compared!.list.map((run) => run.name)).toEqual(['recorded', 'what if 1', 'what if 2', 'what if 3']);
  });
});

describe('a run that undoes its changes', () => {
  test('is the recorded run again, and refused so; the change before it stays', () => {
    const demo = classic();
    const branch = demo.history.compared!.list[0]!.from;
    // At the branch what if 1 is shown fast; T makes every body slow, and T again gives the mix the recording had.
    demo.history.show(branch);
    expect(demo.apply({ kind: 'toggleTurnRate' }).ok).toBe(true);
    const slow = screen(demo);
    expect(demo.apply({ kind: 'toggleTurnRate' })).toMatchObject({
      ok: false,
      message: 'That makes the recorded run again (the same changes at the same moments), so no run was added: change something else.',
    });
    expect(screen(demo)).toBe(slow);
  });
});
