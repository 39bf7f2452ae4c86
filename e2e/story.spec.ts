/**
 * The first minute: what a newcomer sees without reading, and the guided tour (by keyboard: keyboard.spec.ts). Real
 * input only (mouse, touch, keyboard); state read from `window.pidDemo.snapshot()`.
 */
import { expect, test, type Page } from '@playwright/test';
import { clickControl } from './helpers/controls';
import { distance, type Vec2 } from './helpers/geometry';
import { openDemo, saveScreenshot } from './helpers/page';
import { snapshot, type Snapshot } from './helpers/snapshot';
import { stepFor, stepUntil, waitForStillTarget } from './helpers/waits';

test('with no input, within 15 s the slow missile overshoots its heading by 10° or more and the fast one by less than 3°', async ({
  page,
}, testInfo) => {
  const problems = await openDemo(page);
  const done = await stepUntil(
    page,
    (s) => {
      const rates = s.entities.map((e) => e.maxAngularAcceleration);
      if (Math.max(...rates) < 2 * Math.min(...rates)) return false;
      const slowest = s.entities.reduce((a, b) => (b.maxAngularAcceleration < a.maxAngularAcceleration ? b : a));
      return slowest.maxOvershootDeg >= 10;
    },
    15,
    { description: 'the slow missile overshoots by 10° or more' },
  );
  const missiles = done.entities.filter((e) => e.type === 'missile');
  const fast = missiles.reduce((a, b) => (b.maxAngularAcceleration > a.maxAngularAcceleration ? b : a));
  const slow = missiles.reduce((a, b) => (b.maxAngularAcceleration < a.maxAngularAcceleration ? b : a));
  expect(fast.maxAngularAcceleration).toBeGreaterThanOrEqual(2 * slow.maxAngularAcceleration);
  expect(done.time).toBeLessThanOrEqual(15.5);
  expect(fast.maxOvershootDeg, `fast missile's overshoot by ${done.time.toFixed(1)} s`).toBeLessThan(3);
  await saveScreenshot(page, testInfo, 'first-minute');
  expect(problems.messages).toEqual([]);
});

/** Where to drop the target, in turn: page points (CSS px) inside the arena at 1280×800, far apart. */
const DROPS: readonly Vec2[] = [
  [320, 260],
  [900, 600],
  [330, 620],
  [930, 250],
  [640, 440],
  [260, 430],
  [760, 250],
  [520, 650],
];

test(
  'plain Seek: dropping the target around the arena for a minute (dragging anywhere), no body jumps, the target stays where ' +
    'dropped, everyone ends at rest on it',
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const problems = await openDemo(page);
    // Let the camera settle where it frames the play area (the panel stays closed: the drops land on the play area).
    await page.waitForTimeout(1000);
    const last = new Map<string, { position: Vec2; time: number }>();
    const check = (s: Snapshot): void => {
      for (const e of s.entities) {
        const before = last.get(e.id);
        // No teleport: between two polls a body moves at most its top speed × the simulated time.
        if (before)
          expect(distance(e.position, before.position), `${e.id} moved no farther than its speed allows`).toBeLessThanOrEqual(
            10 * (s.time - before.time) + 0.05,
          );
        last.set(e.id, { position: e.position, time: s.time });
      }
    };
    const start = (await snapshot(page)).time;
    for (const drop of DROPS) {
      // Drag from empty space (not on the target: dragging anywhere moves the selected entity's target).
      // Time was stepped faster than the camera glides (on the wall clock): let it frame the scene first.
      await waitForStillTarget(page, (await snapshot(page)).targets[0]!.id);
      const from: Vec2 = [drop[0] + 60, drop[1] + 40];
      await page.mouse.move(from[0], from[1]);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++) await page.mouse.move(from[0] + ((drop[0] - from[0]) * i) / 8, from[1] + ((drop[1] - from[1]) * i) / 8);
      await page.waitForTimeout(250);
      await page.mouse.up();
      const dropped = await snapshot(page);
      const moved = dropped.targets[0]!;
      expect(moved.held, 'the target was let go').toBe(false);
      expect(distance(moved.screen, drop), 'the target is where it was dropped (px)').toBeLessThan(8);
      const settled = await stepUntil(
        page,
        (s) => {
          check(s);
          expect(distance(s.targets[0]!.position, moved.position), 'the target does not jump').toBeLessThan(1e-6);
          // At rest as the game counts it (5 cm/s): a missile stops dead, a character brakes by force onto the drop.
          return s.entities.every((e) => e.speed <= 0.05 && distance(e.position, moved.position) < (e.type === 'missile' ? 4 : 1) + 0.01);
        },
        30,
        { description: `everyone at rest within its arrival radius of the drop at ${moved.position.map((v) => v.toFixed(1))}` },
      );
      expect(settled.scene).toBe('playground');
    }
    const end = await snapshot(page);
    expect(end.time - start, 'a minute of simulated time or more').toBeGreaterThanOrEqual(60);
    await saveScreenshot(page, testInfo, 'seek-drops');
    expect(problems.messages).toEqual([]);
  },
);

test('right-drag pans the view and leaves the target where it is', async ({ page }) => {
  const problems = await openDemo(page);
  await page.keyboard.press('1');
  const start = await snapshot(page);
  await page.mouse.move(640, 600);
  await page.mouse.down({ button: 'right' });
  // The camera follows the action until the player pans: the first move hands the view over, and
  // from then on the world moves with the pointer alone. The target stands still, so its place on
  // screen moves by the pan alone (the bodies move by themselves meanwhile).
  await page.mouse.move(650, 600);
  const before = await snapshot(page);
  await page.mouse.move(700, 560, { steps: 6 });
  await page.mouse.up({ button: 'right' });
  const after = await snapshot(page);
  expect(after.targets[0]!.position).toEqual(start.targets[0]!.position);
  const [dx, dy] = [after.targets[0]!.screen[0] - before.targets[0]!.screen[0], after.targets[0]!.screen[1] - before.targets[0]!.screen[1]];
  expect(Math.abs(dx - 50), 'the world moved with the pointer, across (px)').toBeLessThan(1);
  expect(Math.abs(dy + 40), 'the world moved with the pointer, up (px)').toBeLessThan(1);
  expect(problems.messages).toEqual([]);
});

/** Plays the tour from its first step to the end, pressing its buttons with `press`; checks each shown result against the snapshot. */
async function playTour(page: Page, press: (selector: string) => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  for (;;) {
    const step = await stepUntil(page, (s) => s.tour !== null, 2, { description: 'a tour step runs' });
    const id = step.tour!.id;
    seen.push(id);
    await expect(page.locator('#tour-title')).toHaveText(step.tour!.title);
    // Before the player acts: the card waits, naming its button (the task is on its "Try:" line);
    // the last step has nothing to wait for (its hunt runs by itself): it counts.
    if (step.tour!.result === null) {
      if (id === 'guidance') await expect(page.locator('#tour-result')).toHaveText(/^Hunting: the count shows at 20 s/);
      else
        await expect(page.locator('#tour-result')).toHaveText(
          `Waiting for you… or press “${await page.locator('#tour-action').textContent()}”.`,
        );
    }
    await press('#tour-action');
    if (id === 'as-published') {
      await stepFor(page, 0.5);
      await press('#tour-action');
    }
    const done = await stepUntil(page, (s) => s.tour?.result !== null && s.tour?.id === id, 40, {
      description: `step ${id} shows its result`,
    });
    // The card shows what the simulation measured (the guidance step keeps counting: compare at one moment).
    const shown = await page.locator('#tour-result').textContent();
    const measured = (await snapshot(page)).tour?.result?.text;
    if (id !== 'guidance') expect(shown).toBe(`Result: ${done.tour!.result!.text}`);
    else expect(shown?.startsWith('Result: In ')).toBe(true);
    expect(measured).toBeTruthy();
    if (step.tour!.index + 1 === step.tour!.count) {
      await press('#tour-next');
      await stepUntil(page, (s) => s.tour === null, 2, { description: 'Finish ends the tour' });
      return seen;
    }
    await press('#tour-next');
    await stepUntil(page, (s) => s.tour?.index === step.tour!.index + 1, 2, { description: 'Next moves on' });
  }
}

test('the tour, with the mouse: offered on the first visit, every step measured, and the player’s scene back at the end', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = await openDemo(page);
  await expect(page.locator('#tour-offer')).toBeVisible();
  await page.locator('#tour-offer-start').click();
  const seen = await playTour(page, (selector) => page.locator(selector).click());
  expect(seen).toEqual(['torque', 'turn-rate', 'pid-terms', 'as-published', 'time-optimal', 'character', 'guidance']);
  const after = await snapshot(page);
  expect(after.entities.map((e) => e.id)).toEqual(['missile-1', 'missile-2', 'character-1']);
  expect(after.scene).toBe('playground');
  await saveScreenshot(page, testInfo, 'tour-done');
  // Done: not offered again.
  await page.reload();
  await stepUntil(page, (s) => s.time > 0.2, 5, { description: 'reloaded' });
  await expect(page.locator('#tour-offer')).toBeHidden();
  expect(problems.messages).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the tour with touch: tap Tour, then tap through every step', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const problems = await openDemo(page);
    await clickControl(page, '#tour-toggle', { tap: true });
    const seen = await playTour(page, (selector) => page.locator(selector).tap());
    expect(seen).toHaveLength(7);
    await saveScreenshot(page, testInfo, 'tour-phone');
    expect(problems.messages).toEqual([]);
  });
});

test('a race you can see: 5 s after the start the racers are 5 m apart or more, and a results table lists every racer', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = await openDemo(page);
  await page.keyboard.press('3');
  await clickControl(page, '#race-toggle');
  await stepUntil(page, (s) => s.race && s.entities.every((e) => e.id.startsWith('racer-')), 2, { description: 'the race starts' });
  const five = await stepFor(page, 5);
  let spread = 0;
  for (const a of five.entities) for (const b of five.entities) spread = Math.max(spread, distance(a.position, b.position));
  expect(spread, 'the racers spread out').toBeGreaterThanOrEqual(5);
  const finished = await stepUntil(page, (s) => s.raceResults?.complete === true, 70, { description: 'the lap ends' });
  const table = page.locator('#race-results');
  await expect(table).toBeVisible();
  for (const row of finished.raceResults!.rows) await expect(table.locator(`tr[data-racer="${row.id}"]`)).toBeVisible();
  await saveScreenshot(page, testInfo, 'race-results');
  expect(problems.messages).toEqual([]);
});
