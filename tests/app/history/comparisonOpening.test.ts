import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { ChangeNoteMerger } from '../../../src/app/history/changeNotes';
import { MAX_OPENING_STEPS_PER_FRAME } from '../../../src/app/history/comparisonOpening';
import { compareRuns } from '../../../src/app/history/compareRuns';
import { FigureFolds, FOLD_CHECKPOINT_FRAMES } from '../../../src/app/history/figureFolds';
import { exactText } from './historyState';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { MAX_COMPARISON_INTENTS } from '../../../src/sim/scenario/comparisonFormat';
import { screen, steps } from '../settings/comparisonScreen';
import { fourRunsAfterAPushOut } from './fourRuns';

// Issue 75, point 4: opening a comparison never freezes the page. The page plays its runs again a
// slice a frame (demo.opening), never more than MAX_OPENING_STEPS_PER_FRAME steps of the scene in
// one frame, shows how far it has come, and can cancel; what the comparison shows is worked out
// once per change, not on every read.

const sharer = fourRunsAfterAPushOut();
const written = writeComparison(sharer);
if (!written.ok) throw new Error(written.reason);
const text = sceneFileText(written.scene);

/** Counts every fixed step the scene takes (the replay's own, and those that show a branch). */
function countSteps(demo: Demo): { count: number } {
  const counter = { count: 0 };
  const stepped = demo.history.stepped.bind(demo.history);
  demo.history.stepped = () => {
    counter.count++;
    stepped();
  };
  return counter;
}

/** A page's demo, a little played, with a timeline of its own. */
function pageDemo(): Demo {
  const demo = new Demo({ openComparisonsInSlices: true });
  steps(demo, 100);
  return demo;
}

describe('a comparison opened between frames', () => {
  test('plays at most MAX_OPENING_STEPS_PER_FRAME steps a frame, says how far it has come, and ends as the comparison opened at once', () => {
    const demo = pageDemo();
    const counter = countSteps(demo);
    expect(demo.apply({ kind: 'openScene', text })).toEqual({ ok: true });
    const opening = demo.opening!;
    expect(opening.pending).toBe(true);
    let answer: unknown = null;
    opening.whenDone((result) => (answer = result));
    let frames = 0;
    let longest = 0;
    let progress = -1;
    while (demo.opening) {
      const before = counter.count + demo.appliedSerial;
      opening.advance(Number.POSITIVE_INFINITY);
      longest = Math.max(longest, counter.count + demo.appliedSerial - before);
      frames++;
      expect(opening.progress.done).toBeGreaterThan(progress);
      progress = opening.progress.done;
    }
    console.log(`the four runs opened in ${frames} frames, ${counter.count} steps, at most ${longest} steps and intents a frame`);
    expect(longest).toBeLessThanOrEqual(MAX_OPENING_STEPS_PER_FRAME);
    expect(frames).toBeGreaterThan(counter.count / MAX_OPENING_STEPS_PER_FRAME - 1);
    expect(answer).toEqual({ ok: true });
    expect(screen(demo)).toBe(screen(sharer));
    const list = (d: Demo) => d.history.compared!.list.map((run) => [run.name, run.slot, run.changes]);
    expect(list(demo)).toEqual(list(sharer));
  });

  test('a frame’s time budget cuts its slice shorter', () => {
    const demo = pageDemo();
    demo.apply({ kind: 'openScene', text });
    let asked = 0;
    expect(demo.opening!.advance(MAX_OPENING_STEPS_PER_FRAME, () => ++asked >= 3)).toBe(3);
    demo.opening!.cancel();
  });

  test('while it opens the clock is held and every change is refused, naming the opening; a scene file too', () => {
    const demo = pageDemo();
    demo.apply({ kind: 'openScene', text });
    demo.opening!.advance(10);
    const at = demo.view.world.steps;
    demo.clock.singleStep();
    demo.clock.setPaused(false);
    expect(demo.clock.advance(1)).toBe(0);
    expect(demo.clock.runSteps(30)).toBe(0);
    expect(demo.view.world.steps).toBe(at);
    expect(demo.apply({ kind: 'toggleTurnRate' })).toEqual({ ok: false, field: 'opening', message: 'a comparison is opening (its runs are being played again): wait for it, or cancel it' });
    expect(demo.apply({ kind: 'openScene', text })).toMatchObject({ ok: false, field: 'scene' });
    demo.opening!.finish();
    expect(demo.opening).toBeNull();
    expect(demo.clock.paused).toBe(true);
    expect(demo.apply({ kind: 'toggleTurnRate' })).toEqual({ ok: true });
  });

  test('cancelled half way, the scene before comes back with its timeline, and the game runs on as it ran', () => {
    const demo = pageDemo();
    demo.clock.setPaused(false);
    const before = screen(demo);
    const present = demo.history.presentStep;
    demo.apply({ kind: 'openScene', text });
    const opening = demo.opening!;
    let answer: unknown = null;
    opening.whenDone((result) => (answer = result));
    for (let frame = 0; frame < 3; frame++) opening.advance(MAX_OPENING_STEPS_PER_FRAME);
    expect(opening.progress.done).toBe(3 * MAX_OPENING_STEPS_PER_FRAME);
    opening.cancel();
    expect(answer).toEqual({ ok: false, field: 'scene', message: 'you cancelled it' });
    expect(demo.opening).toBeNull();
    expect(screen(demo)).toBe(before);
    expect(demo.history.presentStep).toBe(present);
    expect(demo.clock.paused).toBe(false);
    expect(demo.clock.runSteps(5)).toBe(5);
  });

  test('refused as it plays again, the scene before comes back and the answer names the field', () => {
    const scene = structuredClone(written.scene) as { comparison: { whatIfs: { log: [number, unknown][] }[] } };
    scene.comparison.whatIfs[1]!.log[0]![1] = { kind: 'setMaxAngularAcceleration', value: -1, scope: 'all' };
    const demo = pageDemo();
    const before = screen(demo);
    expect(demo.apply({ kind: 'openScene', text: JSON.stringify(scene) })).toEqual({ ok: true });
    const answer = demo.opening!.finish();
    expect(answer).toMatchObject({ ok: false, field: 'scene', message: expect.stringMatching(/^comparison\.whatIfs\[1\]\.log\[0\]\[1\]: max turn rate/) });
    expect(screen(demo)).toBe(before);
  });
});

describe('runs holding the most intents a run may', () => {
  test('open a slice a frame too: no frame applies more intents and steps than MAX_OPENING_STEPS_PER_FRAME', () => {
    const toggles = structuredClone(written.scene) as { comparison: { whatIfs: { branch: number; log: [number, unknown][] }[] } };
    for (const run of toggles.comparison.whatIfs) run.log = Array.from({ length: MAX_COMPARISON_INTENTS - 1 }, () => [run.branch, { kind: 'toggleTurnRate' }]);
    const demo = pageDemo();
    const counter = countSteps(demo);
    expect(demo.apply({ kind: 'openScene', text: JSON.stringify(toggles) })).toEqual({ ok: true });
    let longest = 0;
    while (demo.opening) {
      const before = counter.count + demo.appliedSerial;
      demo.opening.advance(Number.POSITIVE_INFINITY);
      longest = Math.max(longest, counter.count + demo.appliedSerial - before);
    }
    expect(longest).toBeLessThanOrEqual(MAX_OPENING_STEPS_PER_FRAME);
    expect(demo.history.compared!.list).toHaveLength(4);
  });
});

describe('what a comparison shows is worked out once per change, not per read', () => {
  test('runs holding the most intents a run may: reading their changes again merges no note, and the figures are the same object until the moment shown changes', () => {
    const demo = new Demo();
    steps(demo, 600);
    demo.history.show(demo.history.oldestStep + 60);
    for (let i = 0; i < MAX_COMPARISON_INTENTS - 1; i++) demo.apply({ kind: 'toggleTurnRate' });
    steps(demo, 120);
    const compared = () => demo.history.compared!;
    expect(compared().list.at(-1)!.changes.length).toBeGreaterThan(0);
    let merged = 0;
    const add = ChangeNoteMerger.prototype.add;
    ChangeNoteMerger.prototype.add = function (this: ChangeNoteMerger, note) {
      merged++;
      add.call(this, note);
    };
    try {
      const lists = Array.from({ length: 50 }, () => compared().list);
      expect(merged).toBe(0);
      expect(lists.at(-1)!.at(-1)!.changes).toBe(lists[0]!.at(-1)!.changes);
      const figures = compared().figures;
      expect(compared().figures).toBe(figures);
      demo.clock.singleStep();
      expect(compared().figures).not.toBe(figures);
    } finally {
      ChangeNoteMerger.prototype.add = add;
    }
  });
});

describe('the card’s figures at any moment shown', () => {
  // Three runs of some 500 steps from a branch mid-turn.
  const demo = new Demo();
  steps(demo, 700);
  demo.history.show(demo.history.oldestStep + 30);
  demo.apply({ kind: 'toggleTurnRate' });
  steps(demo, 560);
  demo.history.show(demo.history.oldestStep + 90);
  demo.apply({ kind: 'setControllerSettings', changes: { kd: 30 }, scope: 'all' });
  steps(demo, 500);
  const history = demo.history;
  const branch = history.compared!.list[0]!.from;
  const end = history.presentStep;
  const before = history.runs.frames.find((frame) => frame.step === branch - 1);
  const at = (fraction: number) => branch + Math.round(fraction * (end - branch));
  const moments = [end, branch + 3, end - 1, at(0.7), at(0.5), at(0.45), at(0.2), end - 10, branch + 1, at(0.33), end];

  test('scrubbing back and forth gives every moment the figures of all its frames folded afresh', () => {
    expect(end - branch).toBeGreaterThan(4 * FOLD_CHECKPOINT_FRAMES);
    for (const step of moments) {
      expect(history.show(step).ok).toBe(true);
      const compared = history.compared!;
      expect(exactText(compared.figures), `step ${step}`).toBe(exactText(compareRuns(compared.frames.map((run) => run.frames), demo.clock.dt, before)));
    }
  });

  test('folds gone on from checkpoints every few frames give what every frame folded gives', () => {
    const folds = new FigureFolds(demo.clock.dt, 7);
    history.show(end);
    const runs = history.compared!.frames.map((run) => run.frames);
    for (const step of moments) {
      const upTo = runs.map((frames) => frames.filter((frame) => frame.step < step));
      const keys = upTo.map((_, i) => `run ${i}`);
      expect(exactText(folds.compare(keys, (figuresOf) => compareRuns(upTo, demo.clock.dt, before, figuresOf))), `step ${step}`).toBe(exactText(compareRuns(upTo, demo.clock.dt, before)));
    }
  });
});
