import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { HISTORY_SECONDS } from '../../../src/app/history/SceneHistory';
import { SNAPSHOT_STEPS_RANGE } from '../../../src/app/history/snapshotPolicy';
import { run } from '../helpers';
import { keep, startWalk, stateOf, type Walk } from './historyState';
import { ACTION, playWalk } from './historyWalk';

/**
 * Issue 49's "Done when": seeded play-throughs of the playground (drags, throws, target moves,
 * paths, settings changes, modes, entities added, removed and swapped, obstacles), then
 * (a) a rewind to a random recorded step shows the state that step left, bit for bit;
 * (b) playing again unchanged from a random step repeats the recording bit for bit to its end;
 * (c) playing again from a random step with the turn rate changed keeps the ghost equal to the
 *     recorded poses at every step (or, where the change is the one the recording made there,
 *     follows the recording itself).
 * Bodies touching (an entity and a wall, crates) are asserted like the rest: the game passes
 * through each checkpoint (SceneHistory.passThrough), so a replay from one meets planck's contacts
 * made as the recorded run made them. Commands given again (Track or Path pressed again, the same
 * path drawn again) are asserted too: each counts as a change (MovingEntity.commandCount).
 *
 * The issue asks for 200 play-throughs (about 200 steps each, then replayed twice); they take about
 * 30 s of CPU (minutes of wall-clock time on a busy two-core machine), so the default is 60, about
 * 10 s: `HISTORY_PROPERTY_RUNS=200` runs the issue's number (`HISTORY_PROPERTY_SEED` another
 * seed; `HISTORY_PROPERTY_COUNTS=1` prints how many runs had bodies touch and branched, and the
 * steps played).
 *
 * The seed is fixed, as in every property test here, so that a run of the suite is the same run
 * each time: with a new seed each run, 1 in a few runs had no bodies touch (seed 4242: the check
 * below that the walk is not vacuous failed), and seed -795076699 found a fault (a preset applied
 * again mid-turn; its own test below).
 */
const RUNS = Number(process.env.HISTORY_PROPERTY_RUNS ?? 60);
/** Seed 3: 60 runs, 2 with bodies touching, all 60 branched (200 runs: 5 touching). */
const SEED = Number(process.env.HISTORY_PROPERTY_SEED ?? 3);

/** A step in [oldestStep, presentStep − below] from any natural number (shrinks toward the oldest). */
function stepIn(walk: Walk, n: number, below = 0): number {
  const { oldestStep, presentStep } = walk.demo.history;
  return oldestStep + (n % (presentStep - below - oldestStep + 1));
}

/** `actual` is the state `expected` (texts from stateOf); where not, the assertion shows the fields that differ. */
function expectState(actual: string, expected: string | null | undefined, what: string): void {
  if (actual === expected) return;
  expect(JSON.parse(actual), what).toEqual(expected ? JSON.parse(expected) : expected);
}

/** `n` single steps of the walk, each step's state kept. */
function stepKeeping(walk: Walk, n: number): void {
  for (let i = 0; i < n; i++) {
    walk.demo.clock.singleStep();
    keep(walk);
  }
}

/** What step `step` of the walk left, which it must have kept. */
function keptAt(walk: Walk, step: number) {
  const kept = walk.kept.get(step);
  if (!kept) throw new Error(`no state kept for step ${step}`);
  return kept;
}

describe('SceneHistory, seeded play-throughs', () => {
  // No time is asserted; the limit only leaves a busy machine room (about 0.15 s of CPU a run).
  test(
    'shows any recorded step bit for bit, plays it again as recorded, and keeps the recorded run as the ghost of a what-if run',
    { timeout: RUNS * 10_000 },
    () => {
      const counts = { runs: 0, touched: 0, branched: 0, steps: 0 };
      fc.assert(
        fc.property(
          fc.array(ACTION, { minLength: 4, maxLength: 14 }),
          fc.integer({ min: 30, max: 120 }),
          fc.nat(),
          fc.nat(),
          fc.nat(),
          fc.boolean(),
          (actions, tail, a, b, c, running) => {
            const walk = playWalk(actions, tail);
            const { demo } = walk;
            const history = demo.history;
            counts.runs += 1;
            if (walk.touched) counts.touched += 1;
            expect(history.available).toBe(true);
            // Nothing is pruned in a few hundred steps: the oldest step is the first of the present run (a play started or ended there).
            expect(history.oldestStep).toBe(walk.since);
            const present = history.presentStep;
            counts.steps += present;
            expect(present).toBe(demo.view.world.steps);

            // (a) A random step, shown as the step before left it. The oldest: as its snapshot holds it, the player's input before the
            // first step recorded in it.
            const shown = stepIn(walk, a);
            expect(history.show(shown)).toEqual({ ok: true });
            expect(demo.view.world.steps).toBe(shown);
            expectState(stateOf(demo), shown === walk.since ? walk.startText : keptAt(walk, shown).text, `shown step ${shown}`);

            // (b) From a random step, played again unchanged to the present (paused or running): the recording, step for step.
            {
              const from = stepIn(walk, b);
              history.show(from);
              for (let step = from + 1; step <= present; step++) {
                if (running) {
                  demo.clock.setPaused(false);
                  demo.clock.runSteps(1);
                } else demo.clock.singleStep();
                expectState(stateOf(demo), keptAt(walk, step).text, `played again from ${from}: step ${step}`);
              }
              expect(history.comparing).toBe(false);
              expect(history.behind).toBe(false);
            }

            // (c) From a random step before the present, the turn rate toggled: the ghost is the recorded run.
            const whatIf = stepIn(walk, c, 1);
            history.show(whatIf);
            demo.apply({ kind: 'toggleTurnRate' });
            for (let step = whatIf + 1; step <= present; step++) {
              demo.clock.singleStep();
              if (history.comparing) {
                const ghost = history.ghost;
                expect(ghost?.step, `ghost from ${whatIf}: step ${step}`).toBe(step);
                expect(
                  ghost?.entities.map((e) => [e.id, e.position.x, e.position.y, e.angle]),
                  `ghost from ${whatIf}: step ${step}`,
                ).toEqual(keptAt(walk, step).poses);
              } else {
                // The toggle gave what the recording had there: it follows the recording.
                expectState(stateOf(demo), keptAt(walk, step).text, `toggled at ${whatIf} as recorded: step ${step}`);
              }
            }
            if (history.comparing) counts.branched += 1;
            demo.clock.singleStep();
            expect(history.ghost).toBeNull();
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
      if (process.env.HISTORY_PROPERTY_COUNTS) console.log(counts);
      // Not vacuous: some runs have bodies touch, and most branch.
      expect(counts.touched).toBeGreaterThan(0);
      expect(counts.branched).toBeGreaterThan(counts.runs / 2);
    },
  );

  // A checkpoint is a scene file, whose world is built anew with the bodies in the file's order and
  // no contacts; the recorded run passed through it the same way, so a wall added next to an entity
  // pushes it alike in both.
  test('a checkpoint rebuilt with two bodies touching plays on as recorded', () => {
    const walk = startWalk();
    const { demo } = walk;
    expect(demo.apply({ kind: 'addObstacle', obstacle: 'wall', at: { x: -25, y: 0 } })).toEqual({ ok: true });
    for (let i = 0; i < 10; i++) {
      demo.clock.singleStep();
      keep(walk);
    }
    demo.history.show(0);
    demo.clock.singleStep();
    expectState(stateOf(demo), keptAt(walk, 1).text, 'played again from 0: step 1');
  });

  // Pressing the mode the entities are in commands them anew (SceneModel.applyMode: each
  // controller starts again, a path from its first waypoint): the entities' command counts change,
  // so the history takes a checkpoint there.
  test.each(['track', 'path'] as const)('%s pressed again is played again as recorded', (mode) => {
    const walk = startWalk();
    const { demo } = walk;
    const steps = (n: number) => stepKeeping(walk, n);
    demo.apply({ kind: 'setMode', mode });
    steps(20);
    demo.apply({ kind: 'setMode', mode });
    steps(20);
    demo.history.show(10);
    for (let step = 11; step <= 40; step++) {
      demo.clock.singleStep();
      expectState(stateOf(demo), keptAt(walk, step).text, `played again from 10: step ${step}`);
    }
  });

  // The same preset applied again mid-turn (seed -795076699 found it in the Hunt): the settings do
  // not change, but the entity hands over to a new controller, whose memory (a PID's window of
  // errors, filled by the hand-over) does; the history takes a checkpoint there as well
  // (sceneSignature: the entity's turnSettingsRevision).
  test('the same preset applied again mid-turn is played again as recorded', () => {
    const walk = startWalk();
    const { demo } = walk;
    const steps = (n: number) => stepKeeping(walk, n);
    demo.apply({ kind: 'applyPreset', preset: 'tuned', scope: 'selected' });
    steps(20);
    const settings = JSON.stringify(demo.view.records.map((record) => record.entity.getSettings()));
    demo.apply({ kind: 'applyPreset', preset: 'tuned', scope: 'selected' });
    expect(JSON.stringify(demo.view.records.map((record) => record.entity.getSettings())), 'the same settings').toBe(settings);
    steps(20);
    demo.history.show(10);
    for (let step = 11; step <= 40; step++) {
      demo.clock.singleStep();
      expectState(stateOf(demo), keptAt(walk, step).text, `played again from 10: step ${step}`);
    }
  });
});

describe("SceneHistory's lifetime", () => {
  test('forgets on a reset: nothing to show until the new scene steps, then only its own steps', () => {
    const demo = new Demo();
    run(demo, 2);
    expect(demo.history.available).toBe(true);
    demo.apply({ kind: 'reset' });
    expect(demo.history.available).toBe(false);
    expect(demo.history.show(60)).toMatchObject({ ok: false, field: 'timeline' });
    run(demo, 0.5);
    expect(demo.history.available).toBe(true);
    expect([demo.history.oldestStep, demo.history.presentStep]).toEqual([0, demo.view.world.steps]);
  });

  test(
    'starts again when another play starts: the Hunt keeps its own from its start, a race none; back in the playground it ' +
      'starts again there',
    () => {
      const demo = new Demo();
      run(demo, 2);
      expect(demo.apply({ kind: 'play', play: 'hunt' })).toEqual({ ok: true });
      const hunted = demo.view.world.steps;
      expect(demo.history.available).toBe(false);
      run(demo, 1);
      expect(demo.history.available).toBe(true);
      expect([demo.history.oldestStep, demo.history.presentStep]).toEqual([hunted, demo.view.world.steps]);
      expect(demo.history.show(30)).toMatchObject({ ok: false, field: 'timeline' });
      demo.apply({ kind: 'leave', play: 'hunt' });
      const back = demo.view.world.steps;
      run(demo, 0.5);
      expect(demo.history.available).toBe(true);
      expect([demo.history.oldestStep, demo.history.presentStep]).toEqual([back, demo.view.world.steps]);
      expect(demo.apply({ kind: 'play', play: 'race' })).toEqual({ ok: true });
      run(demo, 1);
      expect(demo.history.available).toBe(false);
      expect(demo.history.show(back)).toMatchObject({ ok: false, field: 'timeline' });
    },
  );

  test('show refuses a step outside the kept range, naming it, and changes nothing', () => {
    const demo = new Demo();
    run(demo, 1);
    const before = stateOf(demo);
    const { oldestStep, presentStep } = demo.history;
    for (const step of [oldestStep - 1, presentStep + 1, 10.5, Number.NaN]) {
      const result = demo.history.show(step);
      expect(result).toEqual({
        ok: false,
        field: 'timeline',
        message: `step must be an integer from ${oldestStep} to ${presentStep}; got ${String(step)}`,
      });
      expect(stateOf(demo)).toBe(before);
      expect(demo.clock.paused).toBe(false);
    }
  });

  test('after 70 s of play the oldest step is 60 s back and at most a snapshot interval more, and still shows bit for bit', () => {
    const demo = new Demo();
    const dt = demo.clock.dt;
    const kept = new Map<number, string>();
    const target = demo.view.targets[0]!.id;
    // 70 s: the targets dragged now and then, the turn rate changed every 10 s (more checkpoints).
    for (let step = 1; step <= 70 / dt; step++) {
      if (step % 600 === 0) demo.apply({ kind: 'toggleTurnRate' });
      if (step % 300 < 60) demo.apply({ kind: 'dragTarget', target, point: { x: 20 * Math.cos(step / 50), y: 10 * Math.sin(step / 50) } });
      else if (step % 300 === 60) demo.apply({ kind: 'releaseTarget', target, throwVelocity: null });
      demo.clock.singleStep();
      if (step >= 420 && step <= 700) kept.set(step, stateOf(demo));
    }
    const { oldestStep, presentStep } = demo.history;
    expect(presentStep).toBe(demo.view.world.steps);
    expect((presentStep - oldestStep) * dt).toBeGreaterThanOrEqual(HISTORY_SECONDS);
    expect((presentStep - oldestStep) * dt).toBeLessThanOrEqual(HISTORY_SECONDS + SNAPSHOT_STEPS_RANGE.max * dt);
    expect(demo.history.show(oldestStep - 1)).toMatchObject({ ok: false });
    // The oldest shows as the step before it left the scene, as every step does (its snapshot holds no input of its own step).
    for (const step of [oldestStep, oldestStep + 1, oldestStep + 29]) {
      expect(demo.history.show(step)).toEqual({ ok: true });
      expect(stateOf(demo), `step ${step}`).toBe(kept.get(step));
    }
  });
});
