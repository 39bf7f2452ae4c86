import { expect, test, type Page } from '@playwright/test';
import { Demo } from '../src/app/Demo';
import { MAX_OPENING_STEPS_PER_FRAME } from '../src/app/history/comparisonOpening';
import { sceneFileText } from '../src/app/sceneFile/describeScene';
import { writeComparison } from '../src/app/settings/writeComparison';
import { openDemo, saveScreenshot } from './helpers/page';
import { snapshot } from './helpers/snapshot';
import { waitForOpenedComparison } from './helpers/waits';

/**
 * Issue 75, point 4: opening a comparison never freezes the page. Opened with Open scene…, a file of
 * four runs is played again a slice a frame: a dialog shows how far it has come, no frame plays more
 * than MAX_OPENING_STEPS_PER_FRAME steps and changes (counted, not timed), the page draws on, and
 * Cancel puts back the scene there was. Figures of the heaviest case: `npm run bench:open`.
 */

/** A comparison of the opening: recorded 20 s, then three what-ifs from its oldest moment, 15 s each (about 6,500 steps to play again). */
function fourRunFile(): string {
  const demo = new Demo();
  const steps = (n: number) => {
    for (let i = 0; i < n; i++) demo.clock.singleStep();
  };
  steps(1200);
  for (const change of [{ kind: 'toggleTurnRate' }, { kind: 'setControllerSettings', changes: { kd: 30 }, scope: 'all' }, { kind: 'setMaxAngularAcceleration', value: 2, scope: 'all' }] as const) {
    demo.history.show(demo.history.oldestStep);
    demo.apply(change);
    steps(900);
  }
  const written = writeComparison(demo);
  if (!written.ok) throw new Error(written.reason);
  return sceneFileText(written.scene);
}

const FILE = fourRunFile();

/** Chooses `text` as a file with Open scene… (the page's file input). */
async function openFile(page: Page, text: string): Promise<void> {
  await page.setInputFiles('#scene-file-input', { name: 'comparison.json', mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** Records, once a frame in the page, how far the opening has come (null once it is done). */
function recordProgress(page: Page): Promise<void> {
  return page.evaluate(() => {
    const seen: (number | null)[] = [];
    (window as unknown as { openingProgress: (number | null)[] }).openingProgress = seen;
    let began = false;
    // Until the opening that begins (the file is read first) has ended.
    const frame = () => {
      const opening = (window as unknown as { pidDemo: { snapshot(): { opening: { done: number } | null } } }).pidDemo.snapshot().opening;
      seen.push(opening ? opening.done : null);
      began ||= opening !== null;
      if (seen.length < 20_000 && (opening !== null || !began)) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

for (const size of [
  { name: '1280×800', viewport: { width: 1280, height: 800 }, phone: false },
  { name: '390×844', viewport: { width: 390, height: 844 }, phone: true },
] as const) {
  test.describe(`opening a comparison at ${size.name}`, () => {
    test.use({ viewport: size.viewport, ...(size.phone && { hasTouch: true, isMobile: true }) });
    test.describe.configure({ timeout: 240_000 });

    test('plays its runs again a slice a frame, with a progress bar, never more than the cap a frame, and shows it', async ({ page }, testInfo) => {
      const problems = await openDemo(page);
      await recordProgress(page);
      await openFile(page, FILE);
      const dialog = page.locator('#opening-dialog');
      await expect(dialog).toBeVisible();
      await expect(page.locator('#opening-words')).toHaveText(/Playing its runs again: \d+% \([\d,]+ of about [\d,]+ steps and changes\)\./);
      await saveScreenshot(page, testInfo, `opening-${size.phone ? 'phone' : 'desktop'}`);
      await waitForOpenedComparison(page);
      await expect(dialog).toBeHidden();
      const seen = (await page.evaluate(() => (window as unknown as { openingProgress: (number | null)[] }).openingProgress)).filter((done): done is number => done !== null);
      const steps = seen.map((done, i) => done - (seen[i - 1] ?? 0));
      testInfo.annotations.push({ type: 'opening', description: `${seen.length} frames drawn while it opened, at most ${Math.max(...steps)} steps and changes a frame, ${seen.at(-1)} in all` });
      expect(Math.max(...steps), 'steps and changes played in a frame').toBeLessThanOrEqual(MAX_OPENING_STEPS_PER_FRAME);
      expect(seen.length, 'frames drawn while it opened').toBeGreaterThan(20);
      await expect(page.locator('#compare-card thead th[scope=col]')).toHaveCount(5);
      await expect(page.locator('#toast')).toContainText('Opened');
      expect((await snapshot(page)).timeline?.comparing).toBe(true);
      expect(problems.messages).toEqual([]);
    });

    test('Cancel puts back the scene there was, and says so', async ({ page }) => {
      const problems = await openDemo(page);
      await page.keyboard.press('p');
      const before = await snapshot(page);
      await openFile(page, FILE);
      await expect(page.locator('#opening-dialog')).toBeVisible();
      // Polled every 10 ms, not on expect.poll's backing-off intervals: on a quiet machine the whole
      // opening takes about a second, and a poll that waited 250 ms, then 500, clicked after it ended.
      await expect.poll(async () => (await snapshot(page)).opening?.done ?? 0, { intervals: [10] }).toBeGreaterThan(0);
      if (size.phone) await page.locator('#opening-cancel').tap();
      else await page.locator('#opening-cancel').click();
      await expect(page.locator('#opening-dialog')).toBeHidden();
      await expect(page.locator('#toast')).toContainText('was not opened: you cancelled it');
      const after = await snapshot(page);
      expect(after.opening).toBeNull();
      expect(after.entities.map((e) => [e.id, e.position, e.angle])).toEqual(before.entities.map((e) => [e.id, e.position, e.angle]));
      expect(after.timeline?.presentStep).toBe(before.timeline?.presentStep);
      expect(problems.messages).toEqual([]);
    });
  });
}
