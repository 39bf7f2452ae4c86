import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { ChangeNoteMerger } from '../../../src/app/history/changeNotes';
import { compareRuns } from '../../../src/app/history/compareRuns';
import { FigureFolds, FOLD_CHECKPOINT_FRAMES } from '../../../src/app/history/figureFolds';
import { exactText } from './historyState';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { MAX_COMPARISON_INTENTS } from '../../../src/sim/scenario/comparisonFormat';
import { drag } from '../settings/comparisonCases';
import { screen, steps } from '../settings/comparisonScreen';
import { fourRunsAfterAPushOut } from './fourRuns';
import { FrameWorkers } from './frameWorkers';
import { PAGE_READ_CHARACTERS } from '../../../src/app/parts/SceneFileExchange';
import type { OpeningReport, OpeningWorker } from '../../../src/app/history/openingProtocol';

// Opening a shared comparison never freezes the page and shows its shared moment first: its text is
// read and checked whole in a Worker before anything plays (a refusal comes before any run is
// played), its runs are played again in Workers (the recorded run in one, handing its parts to the
// other, whose what-if runs follow its targets), and the page shows the moment shared as soon as the
// recorded run and the run playing have reached it, then the whole comparison. Here the Workers are
// FrameWorkers: one thread, their messages delivered over the page's frames.

const sharer = fourRunsAfterAPushOut();
const written = writeComparison(sharer);
if (!written.ok) throw new Error(written.reason);
const text = sceneFileText(written.scene);

/** A page's demo whose comparisons open in `workers`, a little played, with a timeline of its own. */
function pageDemo(workers: FrameWorkers): Demo {
  const demo = new Demo({ comparisonWorkers: () => workers.set });
  steps(demo, 100);
  return demo;
}

/**
 * Plays the page's frames until the opening ends (at most `max`): the Workers' messages, then the page's frame; calls `each` after each
 * frame. Returns the frames.
 */
function framesUntilOpened(demo: Demo, workers: FrameWorkers, each: (frame: number) => void = () => {}, max = 20_000): number {
  let frame = 0;
  while (demo.opening && frame < max) {
    workers.frame();
    demo.opening?.advance();
    each(frame++);
  }
  return frame;
}

describe('a comparison opened in Workers', () => {
  test(
    'shows its shared moment before every run is there, fills in the rest, ' + 'and ends as the comparison the sharer had, bit for bit',
    () => {
      const workers = new FrameWorkers(2);
      const demo = pageDemo(workers);
      expect(demo.apply({ kind: 'openScene', text })).toEqual({ ok: true });
      const opening = demo.opening!;
      let answer: unknown = null;
      opening.whenDone((result) => (answer = result));
      let shownAt: number | null = null;
      let runsThen = 0;
      const frames = framesUntilOpened(demo, workers, (frame) => {
        if (shownAt === null && opening.shown && demo.opening) {
          shownAt = frame;
          runsThen = demo.history.compared!.list.length;
          // The moment shared, as the sharer has it: the scene, the run playing and the timeline there.
          expect(demo.history.shownStep).toBe(sharer.history.shownStep);
          expect(demo.history.comparing).toBe(true);
        }
      });
      expect(answer).toEqual({ ok: true });
      expect(shownAt, 'the frame the shared moment showed').not.toBeNull();
      expect(shownAt!).toBeLessThan(frames - 1);
      expect(runsThen, 'runs on the card then: the recorded run and the one playing').toBe(2);
      expect(workers.runsGiven.slice(0, 2).sort()).toEqual([0, 3]);
      expect(screen(demo)).toBe(screen(sharer));
      const list = (d: Demo) => d.history.compared!.list.map((run) => [run.name, run.slot, run.changes]);
      expect(list(demo)).toEqual(list(sharer));
      expect(writeComparison(demo)).toEqual(written);
    },
  );

  test(
    'the timeline agrees with what is shown at every frame: moved to any moment it shows, from the shared moment on, the ' +
      'comparison stays',
    () => {
      const workers = new FrameWorkers(2);
      const demo = pageDemo(workers);
      demo.apply({ kind: 'openScene', text });
      const opening = demo.opening!;
      let seed = 5;
      const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      let moved = 0;
      framesUntilOpened(demo, workers, () => {
        if (!demo.opening?.shown) return;
        const history = demo.history;
        expect(history.comparing).toBe(true);
        expect(history.shownStep).toBeGreaterThanOrEqual(history.oldestStep);
        expect(history.shownStep).toBeLessThanOrEqual(history.presentStep);
        const step = history.oldestStep + Math.floor(random() * (history.presentStep - history.oldestStep + 1));
        expect(history.show(step).ok).toBe(true);
        expect(history.shownStep).toBe(step);
        moved++;
      });
      expect(opening.answer).toEqual({ ok: true });
      expect(moved).toBeGreaterThan(0);
      // The moment the player went to last stays shown, with every run there.
      expect(demo.history.comparing).toBe(true);
      expect(demo.history.compared!.list).toHaveLength(4);
    },
  );

  test('puts its shared moment together a few steps a frame before it shows it, and answers a frame after the whole comparison', () => {
    // On a page whose code has just started, the steps played again to a moment, the scene's first drawing and the card's figures
    // would each take tens of milliseconds: not in one frame.
    const workers = new FrameWorkers(2);
    const demo = pageDemo(workers);
    demo.apply({ kind: 'openScene', text });
    const opening = demo.opening!;
    const seen: string[] = [];
    const puttingTogether: string[] = [];
    framesUntilOpened(demo, workers, () => {
      const runs = demo.history.comparing ? demo.history.compared!.list.length : 0;
      const state = `${opening.phase}${opening.shown ? ' shown' : ''}, ${runs} runs`;
      if (seen[seen.length - 1] !== state) seen.push(state);
      if (state === 'playing, 2 runs') puttingTogether.push(`${demo.history.shownStep}${opening.drawsUnseen ? ' drawn unseen' : ''}`);
    });
    // The moment shared is 90 steps past the snapshot before it: behind the dialog, ten steps a frame, a frame to finish, a frame
    // drawn unseen (the scene's objects made), then it shows.
    expect([sharer.history.shownStep, sharer.history.runs.snapshots.at(-1)?.step]).toEqual([90, 0]);
    expect(puttingTogether).toEqual(['10', '20', '30', '40', '50', '60', '70', '80', '90', '90', '90 drawn unseen']);
    expect(seen).toEqual([
      'reading, 0 runs',
      'playing, 0 runs',
      'playing, 2 runs',
      'filling shown, 2 runs',
      'filling shown, 4 runs',
      'over shown, 4 runs',
    ]);
  });

  test('knows, as its start opens, whether the comparison could ever fit in a link (the address then never packs it)', () => {
    const fits = new Demo();
    expect(fits.apply({ kind: 'openScene', text })).toEqual({ ok: true });
    expect(fits.history.compared!.tooLargeForLink).toBe(false);
    // The same comparison after 6.2 million characters of spaces: longer than deflate could ever pack into a link.
    const padded = new Demo();
    expect(padded.apply({ kind: 'openScene', text: ' '.repeat(6_200_000) + text })).toEqual({ ok: true });
    expect(padded.history.compared!.tooLargeForLink).toBe(true);
  });

  test('while it opens the clock is held and every change is refused, naming the opening; a scene file too', () => {
    const workers = new FrameWorkers(2);
    const demo = pageDemo(workers);
    demo.apply({ kind: 'openScene', text });
    for (let i = 0; i < 5; i++) workers.frame();
    demo.opening!.advance();
    const at = demo.view.world.steps;
    demo.clock.singleStep();
    demo.clock.setPaused(false);
    expect(demo.clock.advance(1)).toBe(0);
    expect(demo.clock.runSteps(30)).toBe(0);
    expect(demo.view.world.steps).toBe(at);
    expect(demo.apply({ kind: 'toggleTurnRate' })).toEqual({
      ok: false,
      field: 'opening',
      message: 'a comparison is opening (its runs are being played again): wait for it, or cancel it',
    });
    expect(demo.apply({ kind: 'openScene', text })).toMatchObject({ ok: false, field: 'scene' });
    framesUntilOpened(demo, workers);
    expect(demo.opening).toBeNull();
    expect(demo.apply({ kind: 'toggleTurnRate' })).toEqual({ ok: true });
  });

  /**
   * A page's demo playing on, the comparison opening in it played frame by frame until `until(demo)` holds, then cancelled: the demo,
   * the opening's phase then, the scene and present step before it opened, and the answer.
   */
  function cancelledWhen(until: (demo: Demo) => boolean) {
    const workers = new FrameWorkers(2);
    const demo = pageDemo(workers);
    demo.clock.setPaused(false);
    const before = screen(demo);
    const present = demo.history.presentStep;
    demo.apply({ kind: 'openScene', text });
    const opening = demo.opening!;
    let answer: unknown = null;
    opening.whenDone((result) => (answer = result));
    for (let frames = 0; !until(demo) && frames < 20_000; frames++) {
      workers.frame();
      opening.advance();
    }
    const atCancel = { phase: opening.phase, shown: opening.shown, shownStep: demo.history.shownStep };
    opening.cancel();
    return { demo, atCancel, before, present, answer };
  }

  test('cancelled as it plays, the scene before comes back with its timeline, and the game runs on as it ran', () => {
    let frames = 0;
    const { demo, atCancel, before, present, answer } = cancelledWhen(() => frames++ === 4);
    expect(atCancel.phase).toBe('playing');
    expect(answer).toEqual({ ok: false, field: 'scene', message: 'you cancelled it' });
    expect(demo.opening).toBeNull();
    expect(screen(demo)).toBe(before);
    expect(demo.history.presentStep).toBe(present);
    expect(demo.clock.paused).toBe(false);
    expect(demo.clock.runSteps(5)).toBe(5);
  });

  test('cancelled while its shared moment is put together, the scene before comes back and its history records on', () => {
    // Until the moment is half put together: the history has the comparison, behind the dialog, some steps short of the moment.
    const { demo, atCancel, before, present } = cancelledWhen(({ history }) => history.comparing && history.shownStep >= 30);
    expect([atCancel.phase, atCancel.shown, atCancel.shownStep]).toEqual(['playing', false, 30]);
    expect(demo.opening).toBeNull();
    expect(screen(demo)).toBe(before);
    expect(demo.history.presentStep).toBe(present);
    expect(demo.clock.runSteps(5)).toBe(5);
    expect(demo.history.presentStep, 'the steps after, recorded').toBe(present + 5);
  });

  /** The scene shared, its second what-if run asking for the colour the first takes. */
  function colourTaken(): string {
    if (!written.ok) throw new Error(written.reason);
    const scene = structuredClone(written.scene) as { comparison: { whatIfs: { colour?: number }[] } };
    // The first what-if run takes the first free colour (1), which the second then asks for.
    delete scene.comparison.whatIfs[0]!.colour;
    scene.comparison.whatIfs[1]!.colour = 1;
    return JSON.stringify(scene);
  }

  test('a refusal a link-sized text holds comes at once, read by the page before any Worker starts, the scene unchanged', () => {
    const linkSized = colourTaken();
    expect(linkSized.length).toBeLessThanOrEqual(PAGE_READ_CHARACTERS);
    const workers = new FrameWorkers(2);
    const demo = pageDemo(workers);
    const before = screen(demo);
    const answer = demo.apply({ kind: 'openScene', text: linkSized });
    expect(answer).toMatchObject({ ok: false, message: expect.stringMatching(/^comparison\.whatIfs\[\d\]\.colour: must differ/) });
    expect(workers.posted).toEqual([]);
    expect(demo.opening).toBeNull();
    expect(screen(demo)).toBe(before);
  });

  test('a refusal a longer text holds comes as a Worker reads it, before any run is played, the scene unchanged', () => {
    // Past what the page reads itself (trailing spaces are JSON's): only a Worker reads it.
    const longer = colourTaken() + ' '.repeat(PAGE_READ_CHARACTERS);
    const workers = new FrameWorkers(2);
    const demo = pageDemo(workers);
    const before = screen(demo);
    expect(demo.apply({ kind: 'openScene', text: longer })).toEqual({ ok: true });
    const frames = framesUntilOpened(demo, workers);
    // Read in the first frame, its answer taken in the next.
    expect(frames).toBeLessThanOrEqual(2);
    expect(workers.runsGiven).toEqual([]);
    expect(demo.opening).toBeNull();
    expect(screen(demo)).toBe(before);
  });

  test(
    'refused as a run plays again, even after the shared moment showed, the ' + 'scene before comes back and the answer names the field',
    () => {
      const scene = structuredClone(written.scene) as { comparison: { whatIfs: { end: number; log: [number, unknown][] }[] } };
      // The first what-if run, set aside on the card, plays after the run playing; at its last step, after the shared moment.
      const first = scene.comparison.whatIfs[0]!;
      first.log.push([first.end - 1, { kind: 'setMaxAngularAcceleration', value: -1, scope: 'all' }]);
      const refusedAt = first.log.length - 1;
      const workers = new FrameWorkers(2);
      const demo = pageDemo(workers);
      const before = screen(demo);
      expect(demo.apply({ kind: 'openScene', text: JSON.stringify(scene) })).toEqual({ ok: true });
      const opening = demo.opening!;
      let showed = false;
      framesUntilOpened(demo, workers, () => (showed ||= opening.shown));
      expect(showed).toBe(true);
      expect(opening.answer).toMatchObject({
        ok: false,
        field: 'scene',
        message: expect.stringMatching(new RegExp(`^comparison\\.whatIfs\\[0\\]\\.log\\[${refusedAt}\\]\\[1\\]: max turn rate`)),
      });
      expect(screen(demo)).toBe(before);
    },
  );

  test(
    'a what-if run in its own Worker follows the recorded run’s targets as they come: a target dragged in the recorded run ' +
      'after the branch',
    () => {
      const dragged = new Demo();
      steps(dragged, 150);
      const branch = dragged.history.oldestStep + 30;
      drag(dragged, 60, 0.4);
      steps(dragged, 60);
      expect(dragged.history.show(branch).ok).toBe(true);
      dragged.apply({ kind: 'toggleTurnRate' });
      steps(dragged, 200);
      const shared = writeComparison(dragged);
      if (!shared.ok) throw new Error(shared.reason);
      const workers = new FrameWorkers(2);
      const demo = pageDemo(workers);
      expect(demo.apply({ kind: 'openScene', text: JSON.stringify(shared.scene) })).toEqual({ ok: true });
      framesUntilOpened(demo, workers);
      expect(screen(demo)).toBe(screen(dragged));
    },
  );

  test('Workers that cannot start (a page that forbids them) leave it to the page, which opens it at once', () => {
    let report: ((report: OpeningReport) => void) | null = null;
    const failing: OpeningWorker = {
      post: () => void 0,
      set onReport(listener: ((report: OpeningReport) => void) | null) {
        report = listener;
      },
      get onReport() {
        return report;
      },
      terminate: () => void 0,
    };
    const demo = new Demo({ comparisonWorkers: () => ({ workers: [failing] }) });
    steps(demo, 100);
    expect(demo.apply({ kind: 'openScene', text })).toEqual({ ok: true });
    report!({ kind: 'failed', message: 'its Web Worker failed: it could not start' });
    demo.opening!.advance();
    expect(demo.opening).toBeNull();
    expect(screen(demo)).toBe(screen(sharer));
  });

  test('in one Worker (a one-core machine) it opens the same, its runs one after the other', () => {
    const workers = new FrameWorkers(1);
    const demo = pageDemo(workers);
    demo.apply({ kind: 'openScene', text });
    framesUntilOpened(demo, workers);
    expect(workers.runsGiven).toEqual([0, 3, 1, 2]);
    expect(screen(demo)).toBe(screen(sharer));
  });
});

describe('runs holding the most intents a run may', () => {
  test('open in Workers too, every run there', () => {
    const toggles = structuredClone(written.scene) as { comparison: { whatIfs: { branch: number; log: [number, unknown][] }[] } };
    for (const run of toggles.comparison.whatIfs)
      run.log = Array.from({ length: MAX_COMPARISON_INTENTS - 1 }, () => [run.branch, { kind: 'toggleTurnRate' }]);
    const workers = new FrameWorkers(2);
    const demo = pageDemo(workers);
    expect(demo.apply({ kind: 'openScene', text: JSON.stringify(toggles) })).toEqual({ ok: true });
    framesUntilOpened(demo, workers);
    expect(demo.history.compared!.list).toHaveLength(4);
  });
});

describe('what a comparison shows is worked out once per change, not per read', () => {
  test(
    'runs holding the most intents a run may: reading their changes again merges no note, and the figures are the same object ' +
      'until the moment shown changes',
    () => {
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
    },
  );
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
      expect(exactText(compared.figures), `step ${step}`).toBe(
        exactText(
          compareRuns(
            compared.frames.map((run) => run.frames),
            demo.clock.dt,
            before,
          ),
        ),
      );
    }
  });

  test('folds gone on from checkpoints every few frames give what every frame folded gives', () => {
    const folds = new FigureFolds(demo.clock.dt, 7);
    history.show(end);
    const runs = history.compared!.frames.map((run) => run.frames);
    for (const step of moments) {
      const upTo = runs.map((frames) => frames.filter((frame) => frame.step < step));
      const keys = upTo.map((_, i) => `run ${i}`);
      expect(exactText(folds.compare(keys, (figuresOf) => compareRuns(upTo, demo.clock.dt, before, figuresOf))), `step ${step}`).toBe(
        exactText(compareRuns(upTo, demo.clock.dt, before)),
      );
    }
  });
});
