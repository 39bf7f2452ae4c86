import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './helpers/axe';
import { freeCanvasPoint } from './helpers/canvasPoints';
import { openPanel } from './helpers/controls';
import { distance, type Vec2 } from './helpers/geometry';
import { openDemo, saveScreenshot } from './helpers/page';
import { mouseDrag } from './helpers/pointer';
import { snapshot, type Snapshot } from './helpers/snapshot';
import { cssRgb, streamPatch, translucentPixels } from './helpers/streamFrame';
import { stepFor, stepUntil, waitForOpenedComparison } from './helpers/waits';

/** The world's bodies in a snapshot, to compare two moments. */
function poses(s: Snapshot): unknown[] {
  return s.entities.map((e) => [e.id, e.position, e.angle, e.angularVelocity]);
}

/** The page point of a world point, as the snapshot places its bodies and targets (the camera's scale and offset on each axis, fitted). */
function projector(s: Snapshot): (p: { x: number; y: number }) => Vec2 {
  const pairs = [...s.entities.map((e) => [e.position, e.screen] as const), ...s.targets.map((t) => [t.position, t.screen] as const)];
  const fit = (axis: 0 | 1): ((v: number) => number) => {
    const n = pairs.length;
    const mx = pairs.reduce((sum, [p]) => sum + p[axis], 0) / n;
    const my = pairs.reduce((sum, [, q]) => sum + q[axis], 0) / n;
    const slope =
      pairs.reduce((sum, [p, q]) => sum + (p[axis] - mx) * (q[axis] - my), 0) / pairs.reduce((sum, [p]) => sum + (p[axis] - mx) ** 2, 0);
    return (v) => my + slope * (v - mx);
  };
  const [x, y] = [fit(0), fit(1)];
  return (p) => [x(p.x), y(p.y)];
}

/** The ghost farthest from every body and target on screen, when it is at least `clearance` px from them all; else null. */
function clearGhost(s: Snapshot, clearance: number): { id: string; at: Vec2 } | null {
  if (!s.ghost) return null;
  const toPage = projector(s);
  const others = [...s.entities.map((e) => e.screen), ...s.targets.map((t) => t.screen)];
  const ranked = s.ghost.entities
    .map((g) => ({ id: g.id, at: toPage(g.position) }))
    .map((g) => ({ ...g, gap: Math.min(...others.map((o) => distance(g.at, o))) }));
  const best = ranked.sort((a, b) => b.gap - a.gap)[0];
  return best && best.gap >= clearance ? { id: best.id, at: best.at } : null;
}

/** The snapshot once the camera holds still (every body moves less than 0.25 px on screen in 150 ms). */
async function stillSnapshot(page: Page): Promise<Snapshot> {
  let last = await snapshot(page);
  for (let i = 0; i < 60; i++) {
    await page.waitForTimeout(150);
    const now = await snapshot(page);
    if (now.entities.every((e, k) => distance(e.screen, last.entities[k]?.screen ?? [Infinity, Infinity]) < 0.25)) return now;
    last = now;
  }
  throw new Error('the camera did not hold still within 9 s');
}

/** The timeline's part of the snapshot, which must be there (the playground keeps a history). */
async function timeline(page: Page): Promise<NonNullable<Snapshot['timeline']>> {
  const t = (await snapshot(page)).timeline;
  expect(t, 'the playground keeps a timeline').not.toBeNull();
  return t!;
}

test.describe('the timeline: rewind, play again, what if', () => {
  // A guard against hangs, far above the ~30 s each takes on a loaded 2-core machine.
  test.describe.configure({ timeout: 150_000 });
  test(
    'mouse and keyboard at 1280×800: scrub, step with keys, play again unchanged, what if with T (ghost and compare card), take ' +
      'the target over, Share: the link opens the same comparison, whose ghost a frame of the clip recorder’s stream shows',
    async ({ page }, testInfo) => {
      const problems = await openDemo(page);
      await stepFor(page, 4);
      // Paused at the present: playing again stays paused, so single steps walk the replay.
      await page.keyboard.press('p');
      const slider = page.locator('#timeline');
      await expect(slider).toBeVisible();
      const present = await timeline(page);
      const recorded = new Map<number, unknown[]>();

      // A click on the slider's middle shows an earlier moment and pauses there.
      const box = (await slider.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      let t = await timeline(page);
      expect((await snapshot(page)).paused).toBe(true);
      expect(t.shownStep).toBeLessThan(present.presentStep);
      expect(t.shownStep).toBeGreaterThan(0);
      expect(t.behind).toBe(true);
      expect(Number(await slider.getAttribute('aria-valuenow'))).toBeCloseTo(t.shownStep / 60, 1);

      // The slider's keys: a step, a second, the oldest moment, the present.
      const at = t.shownStep;
      await slider.press('ArrowLeft');
      expect((await timeline(page)).shownStep).toBe(at - 1);
      await slider.press('PageDown');
      expect((await timeline(page)).shownStep).toBe(at - 61);
      await slider.press('Home');
      expect((await timeline(page)).shownStep).toBe(t.oldestStep);
      await slider.press('End');
      expect((await timeline(page)).shownStep).toBe(present.presentStep);

      // Each moment shows the bodies as they were: walk back a second and keep what each step showed.
      await slider.press('PageDown');
      const from = (await timeline(page)).shownStep;
      for (let step = from; step <= present.presentStep; step += 15) {
        await slider.focus();
        await page.evaluate((value) => {
          const input = document.querySelector<HTMLInputElement>('#timeline')!;
          input.value = String(value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }, step / 60);
        const s = await snapshot(page);
        expect(s.timeline?.shownStep).toBe(step);
        recorded.set(step, poses(s));
      }
      await slider.press('PageDown');
      expect((await timeline(page)).shownStep).toBe(present.presentStep - 60);

      // Play again, unchanged: paused before, it stays paused; each step repeats the recording.
      await page.locator('#replay-from-here').click();
      expect((await snapshot(page)).paused).toBe(true);
      let shown = present.presentStep - 60;
      for (const [step, bodies] of [...recorded].filter(([kept]) => kept > shown).sort(([a], [b]) => a - b)) {
        const s = (await page.evaluate((n) => window.pidDemo!.stepFixed(n), step - shown)) as unknown as Snapshot;
        shown = step;
        expect(s.timeline?.shownStep).toBe(step);
        expect(poses(s), `step ${step} as recorded`).toEqual(bodies);
      }
      expect((await timeline(page)).comparing).toBe(false);

      // What if: back 3 s with "," (the recorded run goes on 3 s past the branch), T (the slow missile
      // turns fast too), A plays again beside the ghost.
      for (let i = 0; i < 3; i++) await page.keyboard.press(',');
      t = await timeline(page);
      expect(t.behind).toBe(true);
      const rateBefore = (await snapshot(page)).entities.map((e) => e.maxAngularAcceleration);
      await page.keyboard.press('t');
      expect((await snapshot(page)).entities.map((e) => e.maxAngularAcceleration)).not.toEqual(rateBefore);
      await page.keyboard.press('a');
      const comparing = (await page.evaluate(() => window.pidDemo!.stepFixed(30))) as unknown as Snapshot;
      expect(comparing.timeline?.comparing).toBe(true);
      // A ghost beside each hunter (in the world's order, which a respawn changes, so compared as sets).
      expect(comparing.ghost!.entities.map((e) => e.id).sort()).toEqual(comparing.entities.map((e) => e.id).sort());
      expect(poses(comparing), 'the what-if run differs from the recorded one').not.toEqual(
        comparing.ghost!.entities.map((e) => [e.id, e.position, e.angle]),
      );
      const card = page.locator('#compare-card');
      await expect(card).toBeVisible();
      await expect(card.locator('thead')).toContainText('recorded');
      await expect(card.locator('thead')).toContainText('what if');
      await expect(card.locator('tbody tr')).toHaveCount(comparing.entities.length);
      await saveScreenshot(page, testInfo, 'timeline-what-if');
      await expectNoSeriousViolations(page, testInfo, 'timeline with the compare card');

      // Take the target over with the mouse: the what-if run chases it there, the ghost keeps its
      // recorded chase; stepped until a ghost stands clear of every body and the target.
      const before = await snapshot(page);
      const target = before.targets[0]!;
      const bodies = before.entities.map((e) => e.screen);
      const across: Vec2 = [2 * bodies[0]![0] - target.screen[0], 2 * bodies[0]![1] - target.screen[1]];
      await mouseDrag(page, [target.screen, await freeCanvasPoint(page, across, [...bodies, target.screen], 120)]);
      let clear: { id: string; at: Vec2 } | null = null;
      for (let i = 0; i < 24 && !clear; i++) {
        await page.evaluate(() => window.pidDemo!.stepFixed(5));
        clear = clearGhost(await stillSnapshot(page), 60);
      }
      expect(clear, 'a ghost clear of the what-if run').not.toBeNull();

      // Back ten steps (after the branch): a click on a body selects it and moves nothing (no new run, its target stays).
      for (let i = 0; i < 10; i++) await slider.press('ArrowLeft');
      const back = await stillSnapshot(page);
      const other = back.entities.find((e) => e.id !== back.selectedId)!;
      await page.mouse.click(other.screen[0], other.screen[1]);
      const clicked = await snapshot(page);
      expect(clicked.selectedId, 'the click selects the body').toBe(other.id);
      expect(
        clicked.targets.map((g) => g.position),
        'a click moves no target',
      ).toEqual(back.targets.map((g) => g.position));
      expect(clicked.timeline?.shownStep).toBe(back.timeline?.shownStep);

      // A what-if on the what-if adds a run (the turn rate toggled back): three columns, each named by its change.
      await page.keyboard.press('t');
      await page.keyboard.press('a');
      await page.evaluate(() => window.pidDemo!.stepFixed(30));
      await expect(card.locator('thead th')).toHaveCount(4);
      // Each what-if is named by what differs from the recorded run, from where it first left it (the drag of what if 1 included).
      await expect(card.locator('thead th').nth(3)).toContainText(`at ${(t.shownStep / 60).toFixed(2)} s: target-missile-1: moved`);
      await expect(card.locator('thead')).toContainText('what if 2');
      await expect(card.locator('thead')).toContainText(/max turn rate .+ → .+/);
      // The phase plot draws the selected body's trace in each run, from the history: the two runs beside the one playing.
      await page.keyboard.press('f');
      await expect(page.locator('#phase-plot .phase-run')).toHaveCount(2);
      await expect(page.locator('#phase-plot .phase-legend')).toContainText('recorded');
      await expect(page.locator('#phase-plot .phase-legend')).toContainText('what if 1');
      await expect(page.locator('#phase-plot .phase-legend')).toContainText('what if 2 (playing');
      await page.keyboard.press('f');
      await page.locator('#compare-title').fill('Slow and fast turn rates');
      await expectNoSeriousViolations(page, testInfo, 'the compare card with three runs and a title');
      const csv = page.waitForEvent('download');
      await page.locator('#compare-csv').click();
      const csvText = await (await csv).createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      });
      expect(csvText.split('\n')[0], 'the CSV names its columns').toMatch(/heading/i);
      expect(
        new Set(
          csvText
            .split('\n')
            .slice(1)
            .filter((line) => line !== '')
            .map((line) => line.split(',')[0]),
        ).size,
        'rows of three runs',
      ).toBe(3);

      clear = null;
      for (let i = 0; i < 24 && !clear; i++) {
        await page.evaluate(() => window.pidDemo!.stepFixed(5));
        clear = clearGhost(await stillSnapshot(page), 60);
      }
      expect(clear, 'a ghost clear of the second what-if run').not.toBeNull();

      // Share while comparing: the link opens the same comparison (the ghosts, the what-if run, the card, its title).
      await openPanel(page);
      await page.locator('#share-settings').click();
      await expect(page.locator('#share-note')).toHaveText(
        new RegExp(
          '^This link opens the comparison as it is now, all 3 runs .*“Slow and fast turn rates”: the recorded run, what if 1 \\(at ' +
            '.+\\) and what if 2 \\(at .+\\)\\.$',
        ),
      );
      const link = await page.locator('#share-link').inputValue();
      const shared = await snapshot(page);
      await page.goto(link);
      await waitForOpenedComparison(page);
      const opened = await stillSnapshot(page);
      expect([opened.paused, opened.timeline?.comparing, opened.timeline?.shownStep]).toEqual([true, true, shared.timeline?.shownStep]);
      expect(opened.ghost, 'the ghost as shared').toEqual(shared.ghost);
      expect(poses(opened), 'the what-if run as shared').toEqual(poses(shared));
      await expect(page.locator('#compare-card tbody tr')).toHaveCount(opened.entities.length);
      await expect(page.locator('#compare-title')).toHaveValue('Slow and fast turn rates');
      await expect(page.locator('#compare-card thead th')).toHaveCount(4);

      // The clip recorder records the canvas's stream: a frame of it shows the ghost where it stands,
      // translucent in its entity's colour, which a frame a few steps on (the ghost gone on) does not.
      const ghost = clearGhost(opened, 60);
      expect(ghost, 'the ghost still clear').not.toBeNull();
      const colour = cssRgb(
        await page.locator('#compare-card tbody th', { hasText: ghost!.id }).evaluate((th) => getComputedStyle(th).color),
      );
      const withGhost = await streamPatch(page, ghost!.at, 10);
      await page.evaluate(() => window.pidDemo!.stepFixed(12));
      const on = await stillSnapshot(page);
      const toPage = projector(on);
      expect(
        distance(toPage(on.ghost!.entities.find((g) => g.id === ghost!.id)!.position), ghost!.at),
        'the ghost gone on',
      ).toBeGreaterThan(12);
      expect(Math.min(...on.entities.map((e) => distance(e.screen, ghost!.at))), 'no body come there').toBeGreaterThan(30);
      const goneOn = await streamPatch(page, ghost!.at, 10);
      expect(translucentPixels(withGhost, goneOn, colour), `pixels of ${ghost!.id}’s ghost in the canvas’s stream`).toBeGreaterThan(15);

      // A what-if set aside can be removed: its column goes, the recorded run and the one playing stay.
      await page.locator('.compare-remove[data-slot="1"]').click();
      await expect(page.locator('#compare-card thead th')).toHaveCount(3);
      await expect(page.locator('#compare-card thead')).not.toContainText('what if 1');
      expect(problems.messages).toEqual([]);
    },
  );

  test(
    'the Hunt and Intercept by keyboard at 1280×800: back a second, the hits as they were; T and A: the what-if run hunts beside ' +
      'its ghost; Share: the link opens it in the Hunt',
    async ({ page }) => {
      const problems = await openDemo(page);
      await page.keyboard.press('h');
      await stepUntil(page, (s) => s.hits >= 2, 40, { description: 'two hits in the Hunt' });
      await page.keyboard.press('p');
      const present = await snapshot(page);
      expect(present.scene).toBe('hunt');
      // Back a second at a time until a hit is undone: the count and the bodies are as they were then.
      let back = present;
      for (let i = 0; i < 40 && back.hits === present.hits; i++) {
        await page.keyboard.press(',');
        back = await snapshot(page);
      }
      expect(back.hits, 'a moment before the last hit').toBeLessThan(present.hits);
      await expect(page.locator('#hud')).toContainText(new RegExp(`Hits\\s*${back.hits}\\b`));
      expect(back.timeline?.behind).toBe(true);
      // Played again unchanged, the hit comes back at the step it came.
      await page.keyboard.press('a');
      const again = (await page.evaluate(
        (n) => window.pidDemo!.stepFixed(n),
        present.timeline!.presentStep - back.timeline!.shownStep,
      )) as unknown as Snapshot;
      expect([again.hits, poses(again)]).toEqual([present.hits, poses(present)]);
      // What if: back again, the turn rate toggled, played again: a ghost beside each hunter.
      await page.keyboard.press(',');
      await page.keyboard.press('t');
      await page.keyboard.press('a');
      const comparing = (await page.evaluate(() => window.pidDemo!.stepFixed(30))) as unknown as Snapshot;
      expect(comparing.timeline?.comparing).toBe(true);
      // A ghost beside each hunter (in the world's order, which a respawn changes, so compared as sets).
      expect(comparing.ghost!.entities.map((e) => e.id).sort()).toEqual(comparing.entities.map((e) => e.id).sort());
      await expect(page.locator('#compare-card tbody tr')).toHaveCount(comparing.entities.length);
      await expect(page.locator('#compare-card tbody')).toContainText(/turn|facing its target all along/);

      // Share while comparing in the Hunt: the link opens the same comparison, in the Hunt.
      await openPanel(page);
      await page.locator('#share-settings').click();
      await expect(page.locator('#share-note')).toHaveText(/^This link opens the comparison in the Hunt as it is now/);
      const link = await page.locator('#share-link').inputValue();
      const shared = await snapshot(page);
      await page.goto(link);
      await waitForOpenedComparison(page);
      const opened = await stillSnapshot(page);
      expect([opened.scene, opened.timeline?.comparing, opened.timeline?.shownStep]).toEqual(['hunt', true, shared.timeline?.shownStep]);
      expect(opened.ghost, 'the ghost as shared').toEqual(shared.ghost);
      expect(poses(opened), 'the what-if run as shared').toEqual(poses(shared));

      // Intercept while comparing: the game asks first (the comparison would end), then starts it on a second press.
      await page.keyboard.press('i');
      await expect(page.locator('#toast')).toContainText('This would end the comparison of 2 runs on screen');
      expect((await snapshot(page)).scene).toBe('hunt');
      // Intercept keeps its own minute: a second back from 3 s in shows its missiles as they were.
      await page.keyboard.press('i');
      if ((await snapshot(page)).paused) await page.keyboard.press('p');
      await stepFor(page, 3);
      await page.keyboard.press('p');
      const crossing = await snapshot(page);
      expect(crossing.scene).toBe('intercept');
      await page.keyboard.press(',');
      const t = (await snapshot(page)).timeline!;
      expect([t.oldestStep, t.shownStep]).toEqual([0, crossing.timeline!.presentStep - 60]);
      await page.keyboard.press('a');
      const replayed = (await page.evaluate((n) => window.pidDemo!.stepFixed(n), 60)) as unknown as Snapshot;
      expect(poses(replayed), 'Intercept played again as recorded').toEqual(poses(crossing));
      expect(problems.messages).toEqual([]);
    },
  );

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('touch at 390×844: tap the timeline back, T, play again: the ghost and the card fit the screen', async ({ page }, testInfo) => {
      const problems = await openDemo(page);
      await stepFor(page, 3);
      const slider = page.locator('#timeline');
      const box = (await slider.boundingBox())!;
      expect(box.x + box.width, 'the slider fits the screen').toBeLessThanOrEqual(390);
      await page.touchscreen.tap(box.x + box.width * 0.4, box.y + box.height / 2);
      const t = await timeline(page);
      expect(t.behind).toBe(true);
      expect((await snapshot(page)).paused).toBe(true);
      // A tap on a body selects it and moves nothing: no what-if starts.
      const back = await snapshot(page);
      const other = back.entities.find((e) => e.id !== back.selectedId)!;
      await page.touchscreen.tap(other.screen[0], other.screen[1]);
      await expect.poll(async () => (await snapshot(page)).selectedId, { message: 'the tap selects the body' }).toBe(other.id);
      const tapped = await snapshot(page);
      expect(
        tapped.targets.map((g) => g.position),
        'a tap moves no target',
      ).toEqual(back.targets.map((g) => g.position));
      expect(tapped.timeline?.comparing, 'a tap starts no what-if').toBe(false);
      await page
        .locator('#toolbar')
        .getByRole('button', { name: /Turn rate/ })
        .tap();
      await page.locator('#replay-from-here').tap();
      expect((await snapshot(page)).paused, 'playing before, it plays again').toBe(false);
      await stepUntil(page, (s) => s.ghost !== null, 1, { description: 'the ghost plays' });
      await stepFor(page, 0.5);
      const card = (await page.locator('#compare-card').boundingBox())!;
      expect(card.x + card.width, 'the card fits the screen').toBeLessThanOrEqual(390);
      // It does not cover the play: no body, target or ghost under it once the camera has framed the
      // play beside the card it just made room for (the camera eases over frames); and a tap folds it.
      const underCard = async (): Promise<string[]> => {
        const now = (await page.locator('#compare-card').boundingBox())!;
        const shown = await snapshot(page);
        const under = (p: readonly number[]): boolean =>
          p[0]! >= now.x && p[0]! <= now.x + now.width && p[1]! >= now.y && p[1]! <= now.y + now.height;
        return [...shown.entities, ...shown.targets].filter((thing) => under(thing.screen)).map((thing) => thing.id);
      };
      await expect.poll(underCard, { message: 'nothing of the play under the card' }).toEqual([]);
      await page.locator('#compare-collapse').tap();
      await expect(page.locator('#compare-content')).toBeHidden();
      expect((await page.locator('#compare-card').boundingBox())!.height, 'folded to its header').toBeLessThan(60);
      await page.locator('#compare-collapse').tap();
      await expect(page.locator('#compare-content')).toBeVisible();
      // The address holds the comparison: a reload brings it back, the ghost and the card with it.
      await expect.poll(() => new URL(page.url()).searchParams.has('z'), { message: 'the address holds the comparison' }).toBe(true);
      await page.reload();
      await waitForOpenedComparison(page);
      const reloaded = await snapshot(page);
      expect([reloaded.timeline?.comparing, reloaded.ghost !== null], 'comparing again after a reload').toEqual([true, true]);
      await expect(page.locator('#compare-card tbody tr')).toHaveCount(reloaded.entities.length);
      await saveScreenshot(page, testInfo, 'timeline-phone');
      await expectNoSeriousViolations(page, testInfo, 'timeline on a phone');
      expect(problems.messages).toEqual([]);
    });
  });
});
