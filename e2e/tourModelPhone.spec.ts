/**
 * The browser model walk on a phone (issue 50: its last requirement), at 390×844 with touch, on one
 * page: a small CI sample of what the desktop walk (e2e/tourModel.spec.ts) does not reach.
 *
 * - The tour's steps with results, by touch: each step done by a tap on its button, a finger's drop
 *   of the target or a flick (time running); every result is checked as the desktop walk checks it
 *   (tourModelCheck's checkAfter: the card's words are the simulation's, of a turn after the latest
 *   move, each turn it reports the one recorded after every fixed step), and must show whole in the
 *   phone's short card: within its words as they scroll, under no button, its text not clipped,
 *   nothing drawn over it (step 4's result was cut mid-sentence under the buttons).
 * - Plays switched on top of plays from the More drawer (the Race, the Hunt, Intercept, each on or
 *   off): after each, the status box names the plays that play and the racers' table is the play on
 *   screen's (its caption, rows and hits) or hidden.
 *
 * PHONE_WALK_RUNS sets how many runs (1, the CI sample: the tour's first four steps in order, then
 * four switches of plays; later runs start where the tour was left and draw their steps and
 * switches), PHONE_WALK_SEED the seed (50); TOUR_MODEL_LOG=1 prints each action.
 */
import { expect, test } from '@playwright/test';
import { RandomStream } from '../src/sim/math/random';
import { clickControl } from './helpers/controls';
import { openDemo } from './helpers/page';
import { touchDrag, touchFlick } from './helpers/pointer';
import { playShownProblems } from './helpers/playShown';
import { resultBoxProblems } from './helpers/tourCardBoxes';
import { startRecording } from './helpers/tourFrames';
import { checkAfter, LAST_STEP, resultsChecked, targetMoved, type Model } from './helpers/tourModelCheck';
import { installLook, look, type Look, type LookHook, type Real } from './helpers/tourModelPage';

const RUNS = Number(process.env.PHONE_WALK_RUNS ?? 1);
const SEED = Number(process.env.PHONE_WALK_SEED ?? 50);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`PHONE_WALK_RUNS must be a whole number of runs from 1; got ${process.env.PHONE_WALK_RUNS}`);
const LOG = Boolean(process.env.TOUR_MODEL_LOG);
/** How a step is done: its button tapped, the target dropped by a finger (paused), or flicked while time runs. */
type Way = 'tap' | 'drop' | 'flick';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Does the step on screen one way, steps time until its result (at most 8 s), and checks every look and the result's box. */
async function doStep(real: Real, model: Model, way: Way, random: RandomStream): Promise<void> {
  const { page } = real;
  const what = `step ${(model.tour as number) + 1} by ${way}`;
  if (LOG) console.log(what);
  let start: Look;
  if (way === 'tap') {
    start = await look(page, 1, false);
    await page.locator('#tour-action').tap();
    Object.assign(model, { acted: true, movedAt: start.s.time, releasedAt: start.s.time });
    // Step 4's button first switches to the arithmetic as published; pressed again, it moves the target.
    if (start.s.tour?.id === 'as-published') {
      const switched = await look(page, 1, true);
      checkAfter(model, real, `${what}, the arithmetic switched`, switched);
      await page.locator('#tour-action').tap();
      Object.assign(model, { movedAt: switched.s.time, releasedAt: switched.s.time });
    }
  } else {
    const turn = Math.round(random.next() * 300 - 150);
    const plan = await page.evaluate(([t, reach]) => (window as unknown as LookHook).tourDragPlan('toward', t, reach), [
      turn,
      70 + Math.round(random.next() * 60),
    ] as const);
    start = plan.start;
    // Nothing to reach on the canvas (under the card): the step's button instead.
    if (!plan.ok) return doStep(real, model, 'tap', random);
    let released = start;
    if (way === 'drop') await touchDrag(page, [plan.from, plan.to], { stepsPerLeg: 4 });
    else {
      // A flick flies only while time runs: the bar's Pause, as a player taps it (the next look pauses again).
      await page.locator('#pause').tap();
      await touchFlick(page, plan.from, plan.to);
      released = await look(page, 0, false);
    }
    const moved = await look(page, 1, false);
    if (targetMoved(start.s, moved.s)) Object.assign(model, { acted: true, movedAt: start.s.time, releasedAt: released.s.time });
  }
  let after = await look(page, 30, true);
  for (let i = 0; i < 16 && !after.s.tour?.result; i++) {
    checkAfter(model, real, what, after);
    after = await look(page, 30, true);
  }
  checkAfter(model, real, what, after);
  if (LOG) console.log(`${what}: ${after.card}`);
  if (after.s.tour?.result) expect(await resultBoxProblems(page), `${what}: “${after.card}” shows whole in the card`).toEqual([]);
}

/** Next (or Finish on the last step), as a player taps it. */
async function next(real: Real, model: Model): Promise<void> {
  await real.page.locator('#tour-next').tap();
  const ended = model.tour === LAST_STEP;
  Object.assign(model, { tour: ended ? null : (model.tour as number) + 1, acted: false, movedAt: -Infinity, releasedAt: -Infinity });
  checkAfter(model, real, 'next', await look(real.page, 1, !ended));
}

/** The tour part of a run: from where the tour was left (the first step on a first visit), `count` steps with results, then Leave. */
async function tourPart(real: Real, model: Model, random: RandomStream, first: boolean): Promise<void> {
  const { page } = real;
  await clickControl(page, '#tour-toggle', { tap: true });
  const started = await look(page, 1, true);
  Object.assign(model, { tour: started.s.tour?.index ?? null, acted: false, movedAt: -Infinity, releasedAt: -Infinity });
  checkAfter(model, real, 'tour', started);
  const ways: Way[] = ['tap', 'drop', 'flick'];
  const count = first ? 4 : 1 + Math.floor(random.next() * 3);
  for (let i = 0; i < count; i++) {
    // Later runs walk on from where they are (where the last left the tour), sometimes past a step without doing it.
    if (!first && random.next() < 0.3 && model.tour !== LAST_STEP) await next(real, model);
    const way = model.tour === LAST_STEP ? 'tap' : first ? (ways[i % 3] as Way) : (ways[Math.floor(random.next() * 3)] as Way);
    await doStep(real, model, way, random);
    if (model.tour === LAST_STEP || (first && i === count - 1)) break;
    await next(real, model);
  }
  // Finish on the last step (the next run starts the tour again), else Leave (it resumes there).
  if (model.tour === LAST_STEP) await next(real, model);
  if (model.tour !== null) {
    await page.locator('#tour-leave').tap();
    model.tour = null;
    checkAfter(model, real, 'leave the tour', await look(page, 1, false));
  }
}

/** The plays part of a run: `count` switches from the More drawer, each played a little, then every play left. */
async function playsPart(real: Real, random: RandomStream, first: boolean): Promise<void> {
  const { page } = real;
  const kinds = ['race', 'hunt', 'intercept'] as const;
  // The CI sample: the route that found case 3 (?play=race, then More › Hunt, then Intercept), then the Hunt off.
  const switches = first
    ? (['race', 'hunt', 'intercept', 'hunt'] as const)
    : Array.from({ length: 3 + Math.floor(random.next() * 3) }, () => kinds[Math.floor(random.next() * 3)] as (typeof kinds)[number]);
  const check = async (what: string, steps: number): Promise<Look> => {
    const after = await look(page, steps, true);
    if (LOG) console.log(what, after.s.scene, after.s.raceResults?.play ?? 'no table');
    expect(real.problems.messages, `${what}: no console error`).toEqual([]);
    // The status box and the table follow a few times a second: the game stays paused meanwhile.
    await expect
      .poll(() => playShownProblems(page, after.s), {
        message: `${what}: the status box and the table are the play on screen’s (${after.s.scene})`,
      })
      .toEqual([]);
    return after;
  };
  for (const kind of switches) {
    await clickControl(page, `#${kind}-toggle`, { tap: true });
    await check(`More › ${kind}`, 60 + Math.floor(random.next() * 120));
  }
  for (let i = 0, now = await look(page, 0, false); i < 6 && now.s.scene !== 'playground'; i++) {
    await clickControl(page, `#${now.s.scene}-toggle`, { tap: true });
    now = await check(`More › ${now.s.scene} off`, 1);
  }
}

test(
  'phone walk: tour steps with results by touch, each result whole in the card and true to the recorded motion; plays on plays ' +
    'from the More drawer, the table and the status box the present play’s',
  async ({ page }) => {
    test.setTimeout(Math.max(120_000, RUNS * 90_000));
    await installLook(page);
    const problems = await openDemo(page);
    await startRecording(page);
    const real: Real = { page, problems };
    const random = new RandomStream(SEED);
    const model: Model = { tour: null, acted: false, play: null, mode: 'seek', before: null, movedAt: -Infinity, releasedAt: -Infinity };
    const checkedBefore = resultsChecked.size;
    for (let run = 0; run < RUNS; run++) {
      await tourPart(real, model, random, run === 0);
      await playsPart(real, random, run === 0);
    }
    console.log(`${RUNS} run(s); ${resultsChecked.size - checkedBefore} results checked against the recorded motion`);
    // The tour's first four steps each gave a result whose turns were checked.
    expect(resultsChecked.size - checkedBefore).toBeGreaterThanOrEqual(3);
  },
);
