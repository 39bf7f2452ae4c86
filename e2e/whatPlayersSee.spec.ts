/**
 * What the screen says is true and tidy (issues 32 and 27): a mode leaves nothing behind, the
 * hint makes the opening's claim only when measured so, the first press is never lost, controls
 * do not shift under the pointer, the phone's messages and cards leave the HUD readable, the view
 * after the tour shows the whole arena, the tour shows the scope it points at and its own buttons,
 * the race's table has only its mode's columns and fits, and the camera follows a target moved out
 * of view by the keys.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { runFaster } from './helpers/glance';
import { clickControl, openPanel } from './helpers/controls';
import { openDemo } from './helpers/page';
import { snapshot, type Snapshot } from './helpers/snapshot';
import { stepUntil, watchRealTime } from './helpers/waits';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

// Each test opens its own page: both browsers may share them out. The last file in the first pass's
// order, it ran its 13 tests alone in one browser while the other had finished (25 s in CI).
test.describe.configure({ mode: 'parallel' });

/** A box on the page; fails the test when the element has none. */
async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

/** The camera's scale (CSS px per m). */
async function pixelsPerMetre(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { pidDemo: { camera(): { pixelsPerMetre: number } } }).pidDemo.camera().pixelsPerMetre);
}

test('turning the Hunt off removes its targets and its hit count', async ({ page }) => {
  await runFaster(page, 4);
  const problems = await openDemo(page);
  await page.keyboard.press('h');
  const hunting = await stepUntil(page, (s) => s.hunt && s.hits >= 1, 40, { description: 'the Hunt scores a hit' });
  expect(hunting.targets.length).toBe(3);
  await expect(page.locator('#hud dd.hud-hits')).not.toHaveText('–');
  await page.keyboard.press('h');
  const after = await stepUntil(page, (s) => !s.hunt, 1, { description: 'Hunt off' });
  expect(after.targets.length, "one target again, the opening's").toBe(1);
  expect(after.targets[0]?.motion).toBe('static');
  expect(after.hits).toBe(0);
  await expect(page.locator('#hud dd.hud-hits')).toHaveText('–');
  expect(problems.messages).toEqual([]);
});

test("the hint makes the opening's claim only when the turns measured say so, never where every missile is fast", async ({ page }) => {
  await runFaster(page, 4);
  const problems = await openDemo(page);
  const hint = page.locator('#hint .hint-long');
  // The opening: once the slow missile's overshoot is measured, the hint says it, with its figure.
  const measured = await stepUntil(page, (s) => (s.entities.find((e) => e.id === 'missile-2')?.overshootDeg ?? 0) >= 10, 20, {
    description: 'the slow missile overshoots',
  });
  await expect(hint).toContainText('the slow one overshoots');
  const text = (await hint.textContent()) ?? '';
  const figure = Number(/overshoots (\d+)°/.exec(text)?.[1]);
  expect(Math.abs(figure - (measured.entities.find((e) => e.id === 'missile-2')?.overshootDeg ?? 0))).toBeLessThanOrEqual(1);
  // A scene of fast missiles only (opened by the automation hook, not by the player: the hint stays).
  const fast = { type: 'missile', maxAngularAcceleration: 12.566370614359172, command: { type: 'seek', targetId: 'goal' } };
  const scene = {
    duration: 60,
    targets: [{ id: 'goal', position: [24, 6] }],
    entities: [
      { ...fast, id: 'a', position: [-34, 10], angle: 1.5707963 },
      { ...fast, id: 'b', position: [-34, -4], angle: 1.5707963 },
    ],
  };
  expect(
    await page.evaluate(
      (json) => (window as unknown as { pidDemo: { loadScene(text: string): { ok: boolean } } }).pidDemo.loadScene(json),
      JSON.stringify(scene),
    ),
  ).toEqual({ ok: true });
  // The hint is written on the game's frame: the scene opened by the hook shows from the next one.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  const texts = new Set<string>();
  for (let i = 0; i < 20; i++) {
    texts.add((await hint.textContent()) ?? '');
    await page.waitForTimeout(150);
  }
  expect(
    [...texts].filter((t) => t.includes('overshoot')),
    'no claim where every missile is fast',
  ).toEqual([]);
  await expect(hint).toContainText('Drag anywhere: the target follows');
  expect(problems.messages).toEqual([]);
});

test('the first press is never lost: a key pressed before the first frame takes effect, and the HUD is never empty', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const record = window as unknown as { early: { sceneMade: boolean; hud: string } };
      record.early = {
        sceneMade: typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object',
        hud: document.querySelector('#hud')?.textContent ?? '',
      };
      window.dispatchEvent(new KeyboardEvent('keydown', { key: '3', bubbles: true }));
    });
  });
  const problems = await openDemo(page);
  const early = await page.evaluate(() => (window as unknown as { early: { sceneMade: boolean; hud: string } }).early);
  expect(early.sceneMade, 'the key was pressed before the scene was made').toBe(false);
  expect(early.hud).toContain('Seek (move to target)');
  expect(early.hud).toMatch(/missile-1 speed\s*0\.0 m\/s/);
  const after = await snapshot(page);
  expect(after.mode, 'the early key switched to Path mode').toBe('path');
  expect(problems.messages).toEqual([]);
});

for (const size of [
  { name: 'desktop', options: {} },
  { name: 'phone', options: PHONE },
] as const) {
  test.describe(`on a ${size.name}`, () => {
    test.use(size.options);

    test('the buttons after the turn-rate toggle stay put as its word changes', async ({ page }) => {
      const problems = await openDemo(page);
      const pause = page.locator('#pause');
      const places: number[] = [];
      for (const word of ['mixed', 'fast', 'slow']) {
        await expect(page.locator('#turn-rate-toggle')).toContainText(word);
        places.push((await box(pause)).x);
        await page.keyboard.press('t');
      }
      expect(Math.max(...places) - Math.min(...places), `Pause at ${places.join(', ')} px`).toBeLessThanOrEqual(0.5);
      expect(problems.messages).toEqual([]);
    });

    test('tour steps 3 and 4 show the scope they speak of, and the card shows its own buttons', async ({ page }) => {
      const problems = await openDemo(page);
      await page.locator('#tour-offer-start').click();
      for (const index of [2, 3]) {
        while ((await snapshot(page)).tour?.index !== index) await page.locator('#tour-next').click();
        await expect(page.locator('#tour-title')).toHaveText((await snapshot(page)).tour?.title ?? '');
        const viewport = page.viewportSize() ?? { width: 0, height: 0 };
        const plot = await box(page.locator('#scope canvas').first());
        expect(plot.y, "the scope's plot starts on screen").toBeGreaterThanOrEqual(0);
        expect(plot.y + plot.height, 'and ends on screen').toBeLessThanOrEqual(viewport.height);
        const card = await box(page.locator('#tour-card'));
        const overlapsCard =
          plot.x < card.x + card.width && card.x < plot.x + plot.width && plot.y < card.y + card.height && card.y < plot.y + plot.height;
        expect(overlapsCard, 'the card does not cover the scope').toBe(false);
        for (const id of ['#tour-back', '#tour-action', '#tour-next', '#tour-leave']) {
          const button = await box(page.locator(id));
          expect(button.y, `${id} inside its card`).toBeGreaterThanOrEqual(card.y);
          expect(button.y + button.height, `${id} inside its card`).toBeLessThanOrEqual(card.y + card.height + 0.5);
          expect(button.y + button.height, `${id} on screen`).toBeLessThanOrEqual(viewport.height);
          const onTop = await page.evaluate(
            ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('button')?.id ?? null,
            [button.x + button.width / 2, button.y + button.height / 2],
          );
          expect(onTop, `${id} can be pressed where it shows`).toBe(id.slice(1));
        }
      }
      expect(problems.messages).toEqual([]);
    });

    // @realtime: the camera glides on the wall clock while the game runs by itself.
    test('the camera follows a target moved far out of view by the arrow keys', { tag: '@realtime' }, async ({ page }) => {
      const problems = await openDemo(page);
      await page.keyboard.press('1');
      await page.locator('#game canvas').focus();
      for (let i = 0; i < 30; i++) await page.keyboard.press('Shift+ArrowUp');
      const moved = await stepUntil(page, (s) => (s.targets[0]?.position[1] ?? 0) > 120, 2, { description: 'the target moved 150 m up' });
      await watchRealTime(page, (s) => s.time > moved.time + 1, 3, { description: 'a second for the camera' });
      const after = await snapshot(page);
      const canvas = await box(page.locator('#game canvas'));
      const [x, y] = after.targets[0]?.screen ?? [NaN, NaN];
      expect(x).toBeGreaterThanOrEqual(canvas.x + 8);
      expect(x).toBeLessThanOrEqual(canvas.x + canvas.width - 8);
      expect(y).toBeGreaterThanOrEqual(canvas.y + 8);
      expect(y).toBeLessThanOrEqual(canvas.y + canvas.height - 8);
      for (const entity of after.entities)
        expect(entity.screen[1], `${entity.id} still in view`).toBeLessThanOrEqual(canvas.y + canvas.height - 8);
      expect(problems.messages).toEqual([]);
    });
  });
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the Path message and the challenge card start under the HUD, which stays readable', async ({ page }) => {
    const problems = await openDemo(page);
    await expect(page.locator('#tour-offer')).toBeVisible();
    const hud = await box(page.locator('#hud'));
    await page.keyboard.press('3');
    const toast = page.locator('#toast');
    await expect(toast).toContainText('Path:');
    expect((await box(toast)).y, 'the message starts under the HUD').toBeGreaterThanOrEqual(hud.y + hud.height);
    await page.keyboard.press('l');
    // Run sits above the editor, which loads as the panel first opens and grows with its code:
    // a click on Run lands on Run while the editor grows.
    await page.locator('#challenge-controller').selectOption('stable-pd');
    await page.locator('#challenge-run').click();
    const card = page.locator('#challenge-card');
    await expect(card).toBeVisible();
    expect((await box(card)).y, 'the card starts under the HUD').toBeGreaterThanOrEqual(hud.y + hud.height);
    expect(problems.messages).toEqual([]);
  });

  test("with the panel open, the race's table sits at the top of the panel's sheet, beside the play area, every cell whole", async ({
    page,
  }) => {
    const problems = await openDemo(page);
    await clickControl(page, '#race-toggle', { tap: true });
    await openPanel(page);
    const legend = await box(page.locator('#race-legend'));
    const canvas = await box(page.locator('#game canvas'));
    expect(legend.y, 'under the play area').toBeGreaterThanOrEqual(canvas.y + canvas.height - 1);
    const clipped = await page
      .locator('#race-results th, #race-results td')
      .evaluateAll((cells) =>
        cells
          .filter((c) => c.checkVisibility() && (c.scrollWidth > c.clientWidth + 1 || c.getBoundingClientRect().right > window.innerWidth))
          .map((c) => c.textContent),
      );
    expect(clipped).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});

// @realtime: the camera glides on the wall clock while the game runs by itself.
test('after the tour the whole arena is in view, clear of the edges and the HUD', { tag: '@realtime' }, async ({ page }) => {
  const problems = await openDemo(page);
  await page.keyboard.press('u');
  await stepUntil(page, (s) => s.tour !== null, 2, { description: 'the tour starts' });
  await page.locator('#tour-next').click();
  await page.keyboard.press('u');
  const back = await stepUntil(page, (s) => s.tour === null, 2, { description: 'the tour ends' });
  await watchRealTime(page, (s) => s.time > back.time + 1, 3, { description: 'a second for the camera' });
  const after: Snapshot = await snapshot(page);
  const scale = await pixelsPerMetre(page);
  const entity = after.entities[0];
  if (!entity) throw new Error('no entity');
  // The arena (100 m × 66 m round the origin) on screen, from an entity's world and screen position.
  const screenX = (x: number): number => entity.screen[0] + (x - entity.position[0]) * scale;
  const screenY = (y: number): number => entity.screen[1] - (y - entity.position[1]) * scale;
  const canvas = await box(page.locator('#game canvas'));
  const hud = await box(page.locator('#hud'));
  expect(screenX(-50)).toBeGreaterThanOrEqual(canvas.x + 8);
  expect(screenX(50)).toBeLessThanOrEqual(canvas.x + canvas.width - 8);
  expect(screenY(33)).toBeGreaterThanOrEqual(hud.y + hud.height);
  expect(screenY(-33), "the arena's bottom edge in view").toBeLessThanOrEqual(canvas.y + canvas.height - 8);
  expect(problems.messages).toEqual([]);
});

test("a race's table has only the columns of its mode, and fits beside the open panel", async ({ page }) => {
  const problems = await openDemo(page);
  const headings = async (): Promise<string[]> => page.locator('#race-results thead th').allTextContents();
  await page.keyboard.press('k');
  await expect(page.locator('#race-results')).toBeVisible();
  expect(await headings()).toEqual(['racer', 'first hit (s)', 'overshoot (°)', 'hits']);
  await page.keyboard.press('k');
  await page.keyboard.press('3');
  await page.keyboard.press('k');
  await expect.poll(headings).toEqual(['racer', 'lap (s)', 'wp 1', 'wp 2', 'wp 3', 'wp 4', 'overshoot (°)']);
  await page.keyboard.press('k');
  await page.keyboard.press('1');
  await page.keyboard.press('k');
  await expect.poll(headings).toEqual(['racer', 'settled (s)', 'overshoot (°)']);
  await openPanel(page);
  const legend = await box(page.locator('#race-legend'));
  const canvas = await box(page.locator('#game canvas'));
  expect(legend.x + legend.width).toBeLessThanOrEqual(canvas.x + canvas.width);
  const clipped = await page
    .locator('#race-results th, #race-results td')
    .evaluateAll((cells) => cells.filter((c) => c.checkVisibility() && c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent));
  expect(clipped).toEqual([]);
  expect(problems.messages).toEqual([]);
});
