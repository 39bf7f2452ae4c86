/**
 * The tour's words are true whatever the player does (issues 27 and 41): each step's instruction
 * is followed by dragging the target as people do (slowly, quickly, and behind the bodies), with
 * the mouse (the words are the same code whatever drags: a finger's drops and flicks in the tour
 * are checked against the recorded motion by the phone walk, tourModelPhone.spec.ts, and the tour
 * is tapped through by touch in story.spec.ts); the bodies' motion is recorded in the page after
 * every fixed step (time after each drop is stepped), and every figure and every case the card's sentence chooses is checked against it:
 * the
 * turn counted from the drag's start (the angle the body really turned), kept up with the drag or
 * a turn left when the target came to rest, a swing past the target or none, the target ahead or
 * behind the missile; no time below its limit; no figure from a turn before the latest move.
 * Leaving the tour, whichever entity was selected, puts back the scene and the settings exactly.
 */
import { expect, test, type Page } from '@playwright/test';
import { isCanvasAt } from './helpers/canvasPoints';
import type { Vec2 } from './helpers/geometry';
import { openDemo } from './helpers/page';
import { snapshot, type Snapshot } from './helpers/snapshot';
import {
  errorAt,
  frameNear,
  lastTargetMove,
  rotationDeg,
  startRecording,
  swingPastDeg,
  takeFrames,
  takeFramesWithResult,
  TOUR_FIGURES,
  type Frame,
} from './helpers/tourFrames';
import { stepFor, stepUntil } from './helpers/waits';
import { seededRandom } from '../src/sim/math/random';

/** The steps whose sentence words each body's turn (the others word what P, I and D did, or the published factor). */
const WORDS_THE_TURN: ReadonlySet<string> = new Set(['torque', 'turn-rate', 'time-optimal']);

/** How a player drags: slowly (the body follows), quickly, or to a point behind the bodies. */
type DragStyle = 'slow' | 'fast' | 'behind';
const STYLES: readonly DragStyle[] = ['slow', 'fast', 'behind'];

/** A drag of the target to `to`, always held still before it is let go (a drop, not a throw). */
async function dragTarget(page: Page, to: Vec2, style: DragStyle): Promise<void> {
  const from = (await snapshot(page)).targets[0]!.screen;
  // Behind the bodies in one sweep: a missile that seeks turns to follow the target while it is dragged.
  const moves = style === 'slow' ? 28 : style === 'fast' ? 3 : 1;
  const points: Vec2[] = [from];
  for (let i = 1; i <= moves; i++) points.push([from[0] + ((to[0] - from[0]) * i) / moves, from[1] + ((to[1] - from[1]) * i) / moves]);
  const holdMs = style === 'slow' ? 250 : 120;
  await page.mouse.move(from[0], from[1]);
  await page.mouse.down();
  for (const [x, y] of points.slice(1)) {
    await page.mouse.move(x, y);
    if (style === 'slow') await page.waitForTimeout(24);
  }
  await page.waitForTimeout(holdMs);
  await page.mouse.up();
}

/** Whether `p` is a free spot: on the canvas (no overlay), clear of the bodies, at least `far` px from the target. */
async function freeSpot(page: Page, s: Snapshot, p: Vec2, far: number): Promise<boolean> {
  const target = s.targets[0]!.screen;
  if (Math.hypot(p[0] - target[0], p[1] - target[1]) < far) return false;
  if (s.entities.some((e) => Math.hypot(p[0] - e.screen[0], p[1] - e.screen[1]) < 60)) return false;
  return isCanvasAt(page, p);
}

/**
 * How far (rad) the screen point `p` lies off the nose of a body at `screen` with heading `angle` (screen y points down: the nose is (cos
 * a, −sin a)).
 */
function offNose(screen: Vec2, angle: number, p: Vec2): number {
  const toward = Math.atan2(-(p[1] - screen[1]), p[0] - screen[0]);
  return Math.abs(Math.atan2(Math.sin(toward - angle), Math.cos(toward - angle)));
}

/**
 * Where to drop the target: behind the missile (opposite its nose; the first body when there is no
 * missile), or a random free point. Behind is tried close around the tail first, then anywhere on
 * the canvas at least 120° off the nose, the most nearly behind first: a missile that came to rest
 * near an edge or under the card still has a free spot behind it somewhere.
 */
async function dropPoint(page: Page, random: () => number, far: number, style: DragStyle): Promise<Vec2> {
  const box = await page.locator('canvas').first().boundingBox();
  if (!box) throw new Error('no canvas');
  const s = await snapshot(page);
  if (style === 'behind') {
    const body = s.entities.find((e) => e.id.startsWith('missile')) ?? s.entities[0]!;
    const candidates: Vec2[] = [];
    for (const radius of [170, 130, 210, 100]) {
      for (const spread of [0, 0.4, -0.4, 0.8, -0.8]) {
        const a = body.angle + Math.PI + spread;
        candidates.push([body.screen[0] + radius * Math.cos(a), body.screen[1] - radius * Math.sin(a)]);
      }
    }
    const grid: Vec2[] = [];
    for (let i = 1; i < 12; i++) for (let j = 1; j < 10; j++) grid.push([box.x + (box.width * i) / 12, box.y + (box.height * j) / 10]);
    const behind = grid.filter((p) => offNose(body.screen, body.angle, p) >= (2 * Math.PI) / 3);
    candidates.push(...behind.sort((a, b) => offNose(body.screen, body.angle, b) - offNose(body.screen, body.angle, a)));
    for (const p of candidates) if (await freeSpot(page, s, p, far)) return p;
  }
  for (let i = 0; i < 200; i++) {
    const p: Vec2 = [box.x + box.width * (0.12 + 0.76 * random()), box.y + box.height * (0.15 + 0.5 * random())];
    if (await freeSpot(page, s, p, far)) return p;
  }
  throw new Error('no free point to drop the target on');
}

/** The part of `text` about one body: from its name to the next body's name (or all of it for a step of one body). */
function clauseOf(text: string, name: string | null, names: readonly string[]): string {
  if (name === null) return text;
  const start = text.indexOf(name);
  expect(start, `the sentence names ${name}`).toBeGreaterThanOrEqual(0);
  const ends = names
    .filter((other) => other !== name)
    .map((other) => text.indexOf(other, start + 1))
    .filter((i) => i > start);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) : undefined);
}

/** Checks one body's figures and words against the recorded motion. */
function checkBody(
  step: string,
  prefix: string,
  body: { id: string; name: string | null },
  clause: string | null,
  values: Record<string, number>,
  frames: readonly Frame[],
  movedAt: number,
): void {
  const v = (key: string) => values[`${prefix}${key}`] as number;
  const what = `${step}/${prefix}`;
  // No figure from before the latest move: the target came to rest after it last moved.
  expect(v('DropTime'), `${what}: timed from the latest drop`).toBeGreaterThan(movedAt);
  expect(v('ActionStartTime'), `${what}: the action starts before the drop`).toBeLessThan(v('DropTime'));
  // The angle turned from the start of the player's action is the body's own, as recorded.
  const turned = rotationDeg(frames, body.id, v('ActionStartTime'), v('ActionStartTime') + v('ActionSeconds'));
  expect(
    Math.abs(turned - v('TurnedDeg')),
    `${what}: reported ${v('TurnedDeg').toFixed(2)}° from the action's start, turned ${turned.toFixed(2)}°`,
  ).toBeLessThanOrEqual(2);
  if (v('KeptUp') === 1) {
    if (clause !== null) expect(clause, `${what}: the words say it kept up`).toMatch(/kept up with your drag/);
    const near = frameNear(frames, v('DropTime'));
    expect(
      Math.abs(errorAt(frames, body.id, v('DropTime'))),
      `${what}: within 1° of the target when it came to rest (frame at ${near.t.toFixed(3)} s: ` +
        `${near.entities[body.id]?.errorDeg.toFixed(1)}°; ${JSON.stringify(values)}; ${clause})`,
    ).toBeLessThanOrEqual(1.5);
    const swing = swingPastDeg(frames, body.id, v('DropTime'), v('ActionStartTime') + v('ActionSeconds'), true);
    if (v('OvershootDeg') === 0) expect(swing, `${what}: no swing past said, none recorded`).toBeLessThanOrEqual(1.5);
    else if (clause !== null) expect(clause).toContain(`then swung ${Math.round(v('OvershootDeg'))}° past`);
    return;
  }
  const start = v('StartTime');
  expect(
    Math.abs(Math.abs(errorAt(frames, body.id, start)) - v('AngleDeg')),
    `${what}: ${v('AngleDeg').toFixed(1)}° off at the drop`,
  ).toBeLessThanOrEqual(2);
  const limit = values[`${prefix}LimitSeconds`];
  if (limit !== undefined) expect(v('Seconds'), `${what}: no less than its limit`).toBeGreaterThanOrEqual(limit - 1e-9);
  const swing = swingPastDeg(frames, body.id, start, start + v('Seconds'), false);
  expect(
    Math.abs(swing - v('OvershootDeg')),
    `${what}: swung ${swing.toFixed(1)}° past, reported ${v('OvershootDeg').toFixed(1)}°`,
  ).toBeLessThanOrEqual(1.5);
  if (clause === null) return;
  expect(clause, `${what}: a turn left at the drop is not called kept up`).not.toMatch(/kept up/);
  expect(clause).toMatch(
    v('Jump') === 1
      ? new RegExp(`turned ${Math.round(v('AngleDeg'))}° and settled within 1°`)
      : new RegExp(`when the target stopped it was still ${Math.round(v('AngleDeg'))}° off`),
  );
  expect(clause, `${what}: the swing is worded as measured`).toContain(
    v('OvershootDeg') < 0.5 ? 'without swinging past' : `swinging ${Math.round(v('OvershootDeg'))}° past`,
  );
}

/** Checks the step's latest result against the recorded motion; returns the cases it worded. */
function checkResult(step: string, frames: readonly Frame[], movedAt: number): string[] {
  const result = frames.at(-1)?.result;
  if (!result) return [];
  const { text, values } = result;
  expect(text, `${step}: no positions, only names`).not.toMatch(/upper|lower|No turn left/);
  const bodies = TOUR_FIGURES[step] ?? {};
  const names = Object.values(bodies).flatMap((body) => (body.name ? [body.name] : []));
  const cases: string[] = [];
  for (const [prefix, body] of Object.entries(bodies)) {
    checkBody(step, prefix, body, WORDS_THE_TURN.has(step) ? clauseOf(text, body.name, names) : null, values, frames, movedAt);
    cases.push(values[`${prefix}KeptUp`] === 1 ? 'kept up' : values[`${prefix}Jump`] === 1 ? 'jump' : 'drag');
  }
  if (step === 'pid-terms') {
    // D's words follow its measured size against P's: a kick only when D went beyond P.
    const kicked = Math.abs(values.derivativeWhileMoving!) > Math.abs(values.peakProportional!);
    expect(text).toMatch(kicked ? /D kicked to/ : /D stayed below P/);
  }
  if (step === 'as-published') {
    // The measured I is 600·Ki times the window's weighted mean error, and the words say whether that was the error now.
    expect(values.integralRatio! * values.errorDeg!).toBeCloseTo(600 * values.windowMeanDeg!, 3);
    expect(text).toMatch(values.windowSpreadDeg! <= 0.05 * Math.abs(values.errorDeg!) ? /nearly steady/ : /, not 600: the error moved/);
  }
  if (step === 'character') {
    const start = values.startTime as number;
    expect(start).toBeGreaterThan(movedAt);
    const [characterSeconds, missileSeconds] = [values.characterSeconds as number, values.missileSeconds as number];
    const winner =
      characterSeconds < missileSeconds
        ? /while the character slid straight there/
        : missileSeconds < characterSeconds
          ? /got there first/
          : /: a tie;/;
    expect(text, 'the sentence names who got there first, or a tie').toMatch(winner);
    // Ahead or behind, as the missile's nose pointed when the target came to rest (the recording agrees within a frame's turn).
    const off = values.missileStartErrorDeg as number;
    const recorded = Math.abs(frameNear(frames, start).entities['missile-1']!.errorDeg);
    expect(
      Math.abs(recorded - off),
      `the missile was ${recorded.toFixed(0)}° off its nose, the card says ${off.toFixed(0)}°`,
    ).toBeLessThanOrEqual(15);
    expect(text).toContain(
      `the target lay ${Math.round(off)}° off the missile's nose when it came to rest ` +
        `(${off >= 90 ? 'behind the missile' : 'ahead of it'})`,
    );
    expect(text.includes('swinging') ? 'swing' : 'none').toBe((values.missileOvershootDeg as number) >= 2 ? 'swing' : 'none');
    for (const [id, key] of [
      ['character-1', 'characterSeconds'],
      ['missile-1', 'missileSeconds'],
    ] as const) {
      const at = frames.find((frame) => frame.t >= start + (values[key] as number) - 1e-9);
      // At rest as the tour counts it (5 cm/s): a character brakes by force, never exactly to zero.
      if (at) expect(at.entities[id]?.speed, `${id} is at rest when its trip ends`).toBeLessThanOrEqual(0.05);
    }
    cases.push(off >= 90 ? 'behind' : 'ahead');
  }
  return cases;
}

/** Follows the tour's moving-target steps by dragging, checking every result on the way; returns the cases seen. */
async function followTheTour(page: Page, seed: number): Promise<string[]> {
  const random = seededRandom(seed);
  const cases: string[] = [];
  await startRecording(page);
  for (const step of ['torque', 'turn-rate', 'pid-terms', 'as-published', 'time-optimal', 'character']) {
    await stepUntil(page, (s) => s.tour?.id === step, 3, { description: `step ${step}` });
    if (step === 'as-published') {
      await page.locator('#tour-action').click();
      await stepUntil(page, (s) => s.entities.find((e) => e.id === 'missile-1')?.controller.arithmetic === 'as-published', 2, {
        description: 'switched to as published',
      });
      await expect(page.locator('#tour-result')).toHaveText(/^Switched to the arithmetic as published/);
    }
    // Every frame of the step is kept: on a busy machine a result can come late, and the turn it
    // times may have begun before this drag's frames were taken.
    const frames: Frame[] = (await takeFrames(page)).filter((frame) => frame.step === step);
    // The race of the last step is worded behind or ahead as the missile lay when the target came
    // to rest: a drop behind that a slow machine turned into a late or missing result is tried again.
    const styles: DragStyle[] = step === 'character' ? [...STYLES, 'behind', 'behind'] : [...STYLES];
    for (const [index, style] of styles.entries()) {
      if (index >= STYLES.length && cases.some((c) => c.endsWith(':behind'))) break;
      await dragTarget(page, await dropPoint(page, random, 160, style), style);
      const released = await snapshot(page);
      // Once the player acted, the card says what it measures, never that it waits for them.
      await expect(page.locator('#tour-result')).not.toHaveText(/^Waiting/);
      // Time is stepped: the recording has every fixed step, so no swing's peak falls between frames.
      const resulted = await stepUntil(
        page,
        (s) => s.tour?.result !== null && s.time > released.time + 0.1,
        step === 'character' ? 15 : 8,
        { description: `${step}: a result after a ${style} drag`, maxBatchSteps: 6 },
      ).then(
        () => true,
        () => false,
      );
      frames.push(...(await (resulted ? takeFramesWithResult(page) : takeFrames(page))).filter((frame) => frame.step === step));
      const movedAt = lastTargetMove(frames);
      await test.step(`${step}: a ${style} drag`, () => {
        cases.push(
          ...checkResult(step, frames, Number.isFinite(movedAt) ? movedAt : released.time - 1).map((c) => `${step}:${style}:${c}`),
        );
      });
    }
    await page.locator('#tour-next').click();
  }
  return cases;
}

/** The cases the checked sentences worded, for the log and for the test's own check that drags reach them. */
function summarize(cases: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of cases) {
    const kind = c.split(':').at(-1) as string;
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

test(
  'every sentence of the tour matches the recorded motion, while the player drags slowly, quickly and behind the bodies ' +
    '(desktop, mouse)',
  async ({ page }) => {
    test.setTimeout(420_000);
    const problems = await openDemo(page);
    await page.keyboard.press('u');
    const cases = await followTheTour(page, 7);
    console.log(`desktop: ${cases.length} worded cases checked`, summarize(cases));
    // Many drops give sentences to check, and the drags reach the cases the words choose between.
    expect(cases.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(summarize(cases))).toEqual(expect.arrayContaining(['drag', 'behind']));
    expect(problems.messages).toEqual([]);
  },
);

test('leaving the tour puts back exactly the scene and the settings, whichever entity was selected', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = await openDemo(page);
  const state = async () => {
    const s = await snapshot(page);
    return JSON.stringify({
      mode: s.mode,
      selected: s.selectedId,
      scene: s.scene,
      entities: s.entities.map((e) => ({
        id: e.id,
        rate: e.maxAngularAcceleration,
        controller: e.controller,
        guidance: e.guidance,
        mode: e.mode,
      })),
      targets: s.targets.map((t) => t.id),
      storage: await page.evaluate(() => JSON.stringify(Object.entries(window.localStorage).filter(([key]) => !key.includes('tour')))),
    });
  };
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('e');
    // Selecting shows the panel's settings of another entity, which the autosave may write 400 ms
    // later: let it, so that what is compared is the tour's doing, not the selection's.
    await page.waitForTimeout(800);
    const selected = (await snapshot(page)).selectedId;
    const before = await state();
    const beforeTime = (await snapshot(page)).time;
    await page.keyboard.press('u');
    await stepUntil(page, (s) => s.tour !== null, 2, { description: 'the tour starts' });
    // Wherever it starts (it resumes where it was left), play a little: an action, the next step, an action.
    await page.locator('#tour-action').click();
    await page.locator('#tour-next').click();
    await page.locator('#tour-action').click();
    // The tour's scenes keep a clock of their own: half a second of it.
    await stepFor(page, 0.5);
    await page.locator('#tour-leave').click();
    await stepUntil(page, (s) => s.tour === null, 2, { description: 'the tour ends' });
    expect(await state(), `with ${selected} selected`).toBe(before);
    // The player's scene went on from where it was, not from a fresh opening.
    expect((await snapshot(page)).time).toBeGreaterThanOrEqual(beforeTime);
  }
  expect(problems.messages).toEqual([]);
});
