import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { collidingOpening } from '../collidingOpening';
import { keep, stateOf, type Walk } from './historyState';
import { ACTION, type Action } from './historyWalk';

/**
 * The history only observes: seeded play-throughs of a scene whose bodies collide (the entities
 * with each other too, a wall between them and their target, crates, the player's drags, edits,
 * settings, modes and plays of historyWalk.ts), played twice, once recorded and once in a game
 * whose history records nothing, give the same scene at every step, bit for bit (stateOf: every
 * body's exact state, the world's memory, every record). A world settles by a rule of its own
 * (src/sim/WorldSettling.ts), the same whether anything records it or not, and the history takes
 * its snapshots where it settles, with the contacts the settle keeps: a step shown again from one
 * (bodies touching there) plays on as recorded.
 *
 * `RECORDER_RUNS` sets how many play-throughs (30 by default, about 20 s),
 * `RECORDER_SEED` another seed, `RECORDER_COUNTS=1` prints what they met. The seed is fixed, as in
 * every property test here, so that a run of the suite is the same run each time.
 */
const RUNS = Number(process.env.RECORDER_RUNS ?? 30);
/** Seed 7: 30 runs, every one with bodies touching, entities meeting each other in most. */
const SEED = Number(process.env.RECORDER_SEED ?? 7);

/**
 * A walk on a Demo that opened the colliding scene, its step 0 kept; `recorded: false`: its history records nothing (its hooks made no-ops,
 * as `npm run bench:history` times the game without it).
 */
function walkOn(scene: string, recorded: boolean): Walk {
  const demo = new Demo();
  if (!recorded) {
    demo.history.beforeStep = () => {};
    demo.history.stepped = () => {};
  }
  expect(demo.apply({ kind: 'openScene', text: scene })).toEqual({ ok: true });
  demo.clock.setPaused(true);
  const walk: Walk = { demo, kept: new Map(), startText: null, since: 0, touched: false };
  keep(walk);
  return walk;
}

/** What the bodies of a world touch now: solid pairs of entities with each other, and with obstacles. */
function touchingKinds(demo: Demo): { entities: boolean; obstacles: boolean } {
  const entities = new Set<unknown>(demo.view.world.entities);
  const found = { entities: false, obstacles: false };
  for (let contact = demo.view.world.physics.getContactList(); contact; contact = contact.getNext()) {
    if (!contact.isTouching()) continue;
    const a = entities.has(contact.getFixtureA().getBody().getUserData());
    const b = entities.has(contact.getFixtureB().getBody().getUserData());
    if (a && b) found.entities = true;
    else found.obstacles = true;
  }
  return found;
}

/**
 * Plays `lead` steps (the entities reach the wall), then `actions`, then `tail` steps on `walk`, counting what its bodies met after each
 * step.
 */
function play(
  walk: Walk,
  lead: number,
  actions: readonly Action[],
  tail: number,
  met: { touchingSteps: number; entitiesMet: boolean; hits: number },
): void {
  const demo = walk.demo;
  const countAfterStep = () => {
    const kinds = touchingKinds(demo);
    if (kinds.entities || kinds.obstacles) met.touchingSteps += 1;
    met.entitiesMet ||= kinds.entities;
    met.hits += demo.view.world.events.stepHits.length;
  };
  const stepOnce = demo.clock.singleStep.bind(demo.clock);
  demo.clock.singleStep = () => {
    stepOnce();
    countAfterStep();
  };
  const steps = (n: number) => {
    for (let i = 0; i < n; i++) {
      demo.clock.singleStep();
      keep(walk);
    }
  };
  steps(lead);
  for (const action of actions) action.run(walk);
  steps(tail);
  demo.clock.singleStep = stepOnce;
}

describe('the history only observes', () => {
  const scene = collidingOpening();

  test(
    'a run recorded is, bit for bit and at every step, the run not recorded: bodies hitting targets, crates, a wall and each other',
    { timeout: RUNS * 20_000 },
    () => {
      const counts = { runs: 0, steps: 0, touchingSteps: 0, runsTouching: 0, runsWhereEntitiesMet: 0, hits: 0, snapshots: 0, settles: 0 };
      fc.assert(
        fc.property(
          fc.integer({ min: 60, max: 200 }),
          fc.array(ACTION, { minLength: 3, maxLength: 10 }),
          fc.integer({ min: 60, max: 240 }),
          fc.nat(),
          (lead, actions, tail, back) => {
            const recorded = walkOn(scene, true);
            const bare = walkOn(scene, false);
            const met = { touchingSteps: 0, entitiesMet: false, hits: 0 };
            play(recorded, lead, actions, tail, met);
            play(bare, lead, actions, tail, { touchingSteps: 0, entitiesMet: false, hits: 0 });
            const steps = recorded.demo.view.world.steps;
            expect(bare.demo.view.world.steps).toBe(steps);
            for (let step = 0; step <= steps; step++) {
              const mine = recorded.kept.get(step)?.text;
              const theirs = bare.kept.get(step)?.text;
              if (mine !== theirs) expect(JSON.parse(theirs ?? 'null'), `step ${step}`).toEqual(JSON.parse(mine ?? 'null'));
            }
            // The recorded one did record (a play started in it recording anew), and both settled alike.
            const settling = recorded.demo.view.world.settling;
            expect(recorded.demo.history.size.snapshots).toBeGreaterThan(0);
            expect(bare.demo.history.size.snapshots).toBe(0);
            expect(bare.demo.view.world.settling.settles).toBe(settling.settles);
            // And what it recorded comes back: a step shown again (from the snapshot before it, bodies touching there too) plays on as
            // recorded.
            const history = recorded.demo.history;
            const shown = history.oldestStep + (back % (history.presentStep - history.oldestStep + 1));
            expect(history.show(shown)).toEqual({ ok: true });
            for (let step = shown; step <= Math.min(shown + 90, history.presentStep); step++) {
              if (step > shown) recorded.demo.clock.singleStep();
              const again = stateOf(recorded.demo);
              if (again !== recorded.kept.get(step)?.text && step > history.oldestStep)
                expect(JSON.parse(again), `shown again from ${shown}: step ${step}`).toEqual(
                  JSON.parse(recorded.kept.get(step)?.text ?? 'null'),
                );
            }
            counts.runs += 1;
            counts.steps += steps;
            counts.touchingSteps += met.touchingSteps;
            if (met.touchingSteps > 0) counts.runsTouching += 1;
            if (met.entitiesMet) counts.runsWhereEntitiesMet += 1;
            counts.hits += met.hits;
            counts.snapshots += recorded.demo.history.size.snapshots;
            counts.settles += settling.settles;
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
      if (process.env.RECORDER_COUNTS) console.log(counts);
      // Not vacuous: bodies touch in nearly every run, entities meet each other in some, targets are hit.
      expect(counts.runsTouching).toBeGreaterThan(counts.runs * 0.8);
      expect(counts.runsWhereEntitiesMet).toBeGreaterThan(0);
      expect(counts.hits).toBeGreaterThan(0);
    },
  );
});
