import { expect, test, type Page } from '@playwright/test';
import { Demo } from '../src/app/Demo';
import { sceneFileText } from '../src/app/sceneFile/describeScene';
import { writeComparison } from '../src/app/settings/writeComparison';
import { heavyComparisonFile } from '../scripts/comparisonCases';
import { openDemo, saveScreenshot } from './helpers/page';
import { snapshot } from './helpers/snapshot';
import { waitForOpenedComparison } from './helpers/waits';

/**
 * Opening a comparison never freezes the page and shows the moment shared first. Opened with Open
 * scene…, a file of four runs is read and played again in Web Workers: a dialog shows how far it has
 * come until the moment shared is on screen, the page draws on, the other runs join after, and Cancel
 * puts back the scene there was. Driven at every frame of its opening, the timeline agrees with what
 * is shown and never ends the comparison. Figures of the heaviest cases: `npm run bench:open`.
 */

/** A comparison of the opening: recorded 20 s, then three what-ifs from its oldest moment, 15 s each (about 6,500 steps to play again). */
function fourRunFile(): string {
  const demo = new Demo();
  const steps = (n: number) => {
    for (let i = 0; i < n; i++) demo.clock.singleStep();
  };
  steps(1200);
  for (const change of [
    { kind: 'toggleTurnRate' },
    { kind: 'setControllerSettings', changes: { kd: 30 }, scope: 'all' },
    { kind: 'setMaxAngularAcceleration', value: 2, scope: 'all' },
  ] as const) {
    demo.history.show(demo.history.oldestStep);
    demo.apply(change);
    steps(900);
  }
  const written = writeComparison(demo);
  if (!written.ok) throw new Error(written.reason);
  return sceneFileText(written.scene);
}

const FILE = fourRunFile();

/** The heavy scene (10 bodies, 100 circling targets, 40 crates) over three runs of 1,800 steps. */
const HEAVY_FILE = heavyComparisonFile(3, 1800);

/** Chooses `text` as a file with Open scene… (the page's file input). */
async function openFile(page: Page, text: string): Promise<void> {
  await page.setInputFiles('#scene-file-input', { name: 'comparison.json', mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** Records, once a frame in the page, how far the opening has come and whether its shared moment shows (null once it is done). */
function recordProgress(page: Page): Promise<void> {
  return page.evaluate(() => {
    const seen: ({ done: number; comparing: boolean } | null)[] = [];
    (window as unknown as { openingProgress: typeof seen }).openingProgress = seen;
    let began = false;
    // Until the opening that begins (the file is read first) has ended.
    const frame = () => {
      const state = (
        window as unknown as {
          pidDemo: { snapshot(): { opening: { done: number; shown: boolean } | null; timeline: { comparing: boolean } | null } };
        }
      ).pidDemo.snapshot();
      seen.push(state.opening ? { done: state.opening.done, comparing: state.opening.shown && state.timeline?.comparing === true } : null);
      began ||= state.opening !== null;
      if (seen.length < 20_000 && (state.opening !== null || !began)) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Drives the timeline once a frame from now, as a script or a fast hand would: whenever it shows,
 * it is moved to a random moment of its range (its input, as a drag gives it); each frame records
 * the slider's range and value against the history's, and whether the comparison is on screen.
 */
function driveTimeline(page: Page): Promise<void> {
  return page.evaluate(() => {
    type Seen = {
      min: number;
      max: number;
      value: number;
      oldest: number;
      present: number;
      shown: number;
      comparing: boolean;
      opening: boolean;
      moved: boolean;
    };
    const seen: Seen[] = [];
    (window as unknown as { timelineSeen: Seen[] }).timelineSeen = seen;
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const slider = document.querySelector<HTMLInputElement>('#timeline') as HTMLInputElement;
    const bar = document.querySelector<HTMLElement>('#timeline-bar') as HTMLElement;
    let began = false;
    const frame = () => {
      const state = (
        window as unknown as {
          pidDemo: {
            snapshot(): {
              opening: unknown;
              timeline: { oldestStep: number; presentStep: number; shownStep: number; comparing: boolean } | null;
            };
          };
        }
      ).pidDemo.snapshot();
      began ||= state.opening !== null;
      const dt = 1 / 60;
      const moved = !bar.hidden;
      if (moved) {
        slider.value = String(Number(slider.min) + random() * (Number(slider.max) - Number(slider.min)));
        slider.dispatchEvent(new Event('input', { bubbles: true }));
      }
      const after = (
        window as unknown as {
          pidDemo: { snapshot(): { timeline: { oldestStep: number; presentStep: number; shownStep: number; comparing: boolean } | null } };
        }
      ).pidDemo.snapshot().timeline;
      if (began && !bar.hidden && after)
        seen.push({
          min: Number(slider.min) / dt,
          max: Number(slider.max) / dt,
          value: Number(slider.value) / dt,
          oldest: after.oldestStep,
          present: after.presentStep,
          shown: after.shownStep,
          comparing: after.comparing,
          opening: state.opening !== null,
          moved,
        });
      if (seen.length < 20_000 && (!began || state.opening !== null || seen.length < 5)) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

// The desktop's machine has four cores (two Workers: the recorded run's parts go to the other by a port), the phone's two (one Worker).
for (const size of [
  { name: '1280×800', viewport: { width: 1280, height: 800 }, phone: false, cores: 4, workers: 2 },
  { name: '390×844', viewport: { width: 390, height: 844 }, phone: true, cores: 2, workers: 1 },
] as const) {
  test.describe(`opening a comparison at ${size.name}`, () => {
    test.use({ viewport: size.viewport, ...(size.phone && { hasTouch: true, isMobile: true }) });
    test.describe.configure({ timeout: 240_000 });

    test('plays its runs again in Workers with a progress bar while the page draws on, shows the moment shared, then every run', async ({
      page,
    }, testInfo) => {
      await page.addInitScript(`Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => ${size.cores} })`);
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      const problems = await openDemo(page);
      await recordProgress(page);
      await openFile(page, FILE);
      const dialog = page.locator('#opening-dialog');
      await expect(dialog).toBeVisible();
      await expect(page.locator('#opening-words')).toHaveText(
        /Reading it and checking every run…|Playing its runs again: \d+% \([\d,]+ of [\d,]+ steps\)\./,
      );
      await saveScreenshot(page, testInfo, `opening-${size.phone ? 'phone' : 'desktop'}`);
      await waitForOpenedComparison(page);
      await expect(dialog).toBeHidden();
      const seen = (
        await page.evaluate(
          () => (window as unknown as { openingProgress: ({ done: number; comparing: boolean } | null)[] }).openingProgress,
        )
      ).filter((state) => state !== null);
      testInfo.annotations.push({
        type: 'opening',
        description:
          `${seen.length} frames drawn while it opened, the moment shared on screen from frame ` +
          `${seen.findIndex((state) => state.comparing)}`,
      });
      expect(seen.length, 'frames drawn while it opened').toBeGreaterThan(5);
      await expect(page.locator('#compare-card thead th[scope=col]')).toHaveCount(5);
      await expect(page.locator('#toast')).toContainText('Opened');
      expect((await snapshot(page)).timeline?.comparing).toBe(true);
      expect(
        workers.filter((url) => url.includes('opening')),
        "the opening's Workers",
      ).toHaveLength(size.workers);
      expect(problems.messages).toEqual([]);
    });

    test('driven at every frame of its opening, the timeline agrees with what is shown and the comparison stays', async ({ page }) => {
      const problems = await openDemo(page);
      await driveTimeline(page);
      await openFile(page, FILE);
      await waitForOpenedComparison(page);
      await expect(page.locator('#compare-card thead th[scope=col]')).toHaveCount(5);
      const seen = await page.evaluate(
        () =>
          (
            window as unknown as {
              timelineSeen: {
                min: number;
                max: number;
                value: number;
                oldest: number;
                present: number;
                shown: number;
                comparing: boolean;
                opening: boolean;
                moved: boolean;
              }[];
            }
          ).timelineSeen,
      );
      expect(seen.filter((frame) => frame.moved).length, 'frames the timeline was moved in').toBeGreaterThan(0);
      for (const [i, frame] of seen.entries()) {
        expect(frame.comparing, `frame ${i}: the comparison on screen`).toBe(true);
        expect(frame.min, `frame ${i}: the slider's start`).toBeCloseTo(frame.oldest, 6);
        expect(frame.max, `frame ${i}: the slider's end`).toBeCloseTo(Math.max(frame.present, frame.shown), 6);
        expect(frame.shown, `frame ${i}: the moment shown within it`).toBeGreaterThanOrEqual(frame.oldest);
        expect(frame.shown).toBeLessThanOrEqual(frame.present);
      }
      expect((await snapshot(page)).timeline?.comparing).toBe(true);
      expect(problems.messages).toEqual([]);
    });

    test('read and set by a script right after the hook opened a comparison, the timeline agrees and the comparison stays', async ({
      page,
    }) => {
      const problems = await openDemo(page);
      const seen = await page.evaluate((text) => {
        type Timeline = { oldestStep: number; presentStep: number; shownStep: number; comparing: boolean };
        const hook = (
          window as unknown as { pidDemo: { loadScene(text: string): { ok: boolean }; snapshot(): { timeline: Timeline | null } } }
        ).pidDemo;
        const opened = hook.loadScene(text);
        const slider = document.querySelector<HTMLInputElement>('#timeline') as HTMLInputElement;
        const timeline = hook.snapshot().timeline as Timeline;
        const read = { min: Number(slider.min) * 60, max: Number(slider.max) * 60, value: Number(slider.value) * 60 };
        slider.value = String((timeline.oldestStep + 10) / 60);
        slider.dispatchEvent(new Event('input', { bubbles: true }));
        return { opened, timeline, read, after: hook.snapshot().timeline as Timeline };
      }, FILE);
      expect(seen.opened).toEqual({ ok: true });
      expect(seen.read.min).toBeCloseTo(seen.timeline.oldestStep, 6);
      expect(seen.read.max).toBeCloseTo(seen.timeline.presentStep, 6);
      expect(seen.read.value).toBeCloseTo(seen.timeline.shownStep, 6);
      expect(seen.after.comparing).toBe(true);
      expect(seen.after.shownStep).toBe(seen.timeline.oldestStep + 10);
      await expect(page.locator('#compare-card thead th[scope=col]')).toHaveCount(5);
      expect(problems.messages).toEqual([]);
    });

    test('Cancel puts back the scene there was, and says so', async ({ page }) => {
      const problems = await openDemo(page);
      await page.keyboard.press('p');
      const before = await snapshot(page);
      // The heavy scene's runs: its shared moment takes long enough for a hand to cancel before it shows.
      await openFile(page, HEAVY_FILE);
      await expect(page.locator('#opening-dialog')).toBeVisible();
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
