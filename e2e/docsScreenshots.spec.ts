/**
 * The screenshots in docs/ (docs/screens/ and the README's three), at 1280×800 and on a 390×844
 * phone: the opening, a Seek after a drag, Path mode, a race, a race's results, a comparison (alone, and with the panel and the phase plot
 * open), the
 * tour's step on P, I and D, the 3D lab (with the gallery card's picture, public/lab3d-card.png), and the
 * explorable article (its figure of the same gains at the slow turn rate, its plot's marks; its card's picture, public/article-card.png).
 * They write into the repository, so they run only when asked:
 *
 *   DOCS_SCREENSHOTS=1 npx playwright test e2e/docsScreenshots.spec.ts
 *
 * Each waits on simulated time, so the pictures show the same moments on any machine.
 */
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openPanel } from './helpers/controls';
import { runFaster } from './helpers/glance';
import { openDemo } from './helpers/page';
import { labSnapshot, openLab, pageProblems, pauseLab, stepLab } from './helpers/lab3d';
import { dragAndHold, touchDrag } from './helpers/pointer';
import { snapshot } from './helpers/snapshot';
import { stepUntil } from './helpers/waits';

test.skip(!process.env['DOCS_SCREENSHOTS'], 'writes docs/: run with DOCS_SCREENSHOTS=1');

const SIZES = [
  { name: 'desktop', phone: false, options: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', phone: true, options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

/** Saves the page as docs/screens/`view`-`size`.png. */
async function save(page: Page, view: string, size: string): Promise<void> {
  await page.screenshot({ path: `docs/screens/${view}-${size}.png` });
}

/** Lets simulated time pass until `seconds` after `from` (s). */
async function until(page: Page, from: number, seconds: number): Promise<void> {
  await stepUntil(page, (s) => s.time >= from + seconds, seconds + 2, { description: `${seconds} s`, wallTimeoutMs: 120_000 });
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ ...size.options, deviceScaleFactor: 1 });

    test('the opening, and a Seek after a drag', async ({ page }) => {
      const problems = await openDemo(page);
      await until(page, 0, 4);
      await save(page, 'opening', size.name);
      // The README shows the phone's opening (and the desktop's comparison, below).
      if (size.phone) await page.screenshot({ path: 'docs/screenshot-phone.png' });
      const before = await snapshot(page);
      const target = before.targets[0];
      if (!target) throw new Error('no target');
      const canvas = await page.locator('#game canvas').boundingBox();
      if (!canvas) throw new Error('no canvas');
      const to: [number, number] = [canvas.x + canvas.width * 0.3, canvas.y + canvas.height * 0.62];
      // A drop (held still before the release), not a throw: the target stays where it was put.
      if (size.phone) await touchDrag(page, [target.screen, to], { stepsPerLeg: 12, holdMs: 400 });
      else await dragAndHold(page, target.screen, to, { holdMs: 400 });
      await until(page, (await snapshot(page)).time, 9);
      await save(page, 'seek-after-drag', size.name);
      expect(problems.messages).toEqual([]);
    });

    test('Path mode', async ({ page }) => {
      const problems = await openDemo(page);
      await page.keyboard.press('3');
      await until(page, (await snapshot(page)).time, 5);
      await save(page, 'path', size.name);
      expect(problems.messages).toEqual([]);
    });

    test('a race, and its results', async ({ page }) => {
      await runFaster(page, 4);
      const problems = await openDemo(page);
      await page.keyboard.press('k');
      const start = await stepUntil(page, (s) => s.race, 2, { description: 'the race starts' });
      await until(page, start.time, 3);
      await save(page, 'race', size.name);
      await page.keyboard.press('k');
      await page.keyboard.press('3');
      await page.keyboard.press('k');
      await stepUntil(page, (s) => s.race && s.raceResults?.complete === true, 70, { description: 'the lap ends', wallTimeoutMs: 120_000 });
      await page.waitForTimeout(400);
      await save(page, 'race-results', size.name);
      expect(problems.messages).toEqual([]);
    });

    test('a comparison: the slow missile at both turn rates, beside its ghost, with the card', async ({ page }) => {
      const problems = await openDemo(page);
      await until(page, 0, 4);
      // The classic comparison (docs/playing.md): Home (the opening's first moment), T, play again for 3 s, paused.
      await page.keyboard.press('Home');
      await page.keyboard.press('t');
      await page.keyboard.press('a');
      await until(page, (await snapshot(page)).time, 3);
      await page.keyboard.press('p');
      await page.locator('#compare-title').fill('The slow missile at 180°/s² and at 720°/s²');
      await page.locator('#compare-title').blur();
      await page.waitForTimeout(400);
      await save(page, 'compare', size.name);
      if (!size.phone) await page.screenshot({ path: 'docs/screenshot-compare.png' });
      // With the panel and the phase plot open too (on a phone the plot takes the panel's sheet).
      await openPanel(page);
      await page.keyboard.press('f');
      await expect(page.locator('#phase-plot')).toBeVisible();
      await page.waitForTimeout(400);
      await save(page, 'compare-all-open', size.name);
      expect(problems.messages).toEqual([]);
    });

    test("the tour's step on P, I and D, with the scope", async ({ page }) => {
      const problems = await openDemo(page);
      await page.locator('#tour-offer-start').click();
      while ((await snapshot(page)).tour?.index !== 2) await page.locator('#tour-next').click();
      await page.locator('#tour-action').click();
      await until(page, (await snapshot(page)).time, 3);
      await save(page, 'tour-scope', size.name);
      expect(problems.messages).toEqual([]);
    });

    test('the 3D lab: the time-optimal turn beside the ghost of the article’s PID swinging past, then missiles', async ({ page }) => {
      const problems = await openLab(page);
      await pauseLab(page, size.phone);
      // 1.5 s in: the PID's ghost swinging past the target while the time-optimal turn brakes, the eigenaxis and the torque drawn, both
      // turns' figures so far.
      await stepLab(page, 90 - (await labSnapshot(page)).steps);
      await page.waitForTimeout(300);
      await save(page, 'lab3d', size.name);
      if (!size.phone) {
        await page.screenshot({ path: 'docs/screenshot-lab3d.png' });
        // The gallery card's picture: the view round the craft (704×440 px of it), drawn at twice the
        // card's 176×110 in the page itself, right after the lab draws (a WebGL canvas is read
        // back only before the frame is shown).
        const png = await page.evaluate(() => {
          (window as unknown as { lab3d: { stepFixed(n: number): unknown } }).lab3d.stepFixed(0);
          const source = document.querySelector('#lab-view canvas') as HTMLCanvasElement;
          const card = document.createElement('canvas');
          card.width = 352;
          card.height = 220;
          card.getContext('2d')?.drawImage(source, (source.width - 704) / 2, (source.height - 440) / 2, 704, 440, 0, 0, 352, 220);
          return card.toDataURL('image/png');
        });
        writeFileSync('public/lab3d-card.png', Buffer.from(png.slice(png.indexOf(',') + 1), 'base64'));
      }
      await page.locator('#lab-missiles').click();
      await stepLab(page, 240);
      await page.waitForTimeout(300);
      await save(page, 'lab3d-missiles', size.name);
      expect(pageProblems(problems)).toEqual([]);
    });

    test(
      'the explorable article: the same gains at the slow turn rate beside their ghost, the plot marked (and the P-and-D figure ' +
        'for the card)',
      async ({ page }) => {
        for (const id of ['turn-rate', 'p-and-d']) {
          await page.goto(`/article.html#${id}`);
          await page.waitForFunction(
            (section) => (window as unknown as { article?: { inView(): string[] } }).article?.inView().includes(section),
            id,
          );
          // Paused (its Play button), then stepped to the same moment on any machine.
          await page.locator(`figure[data-section="${id}"] .figure-play`).click();
          // Past the swing and the settling, so that the plot shows its marks and the cursor.
          await page.evaluate(
            ([section, steps]) =>
              (window as unknown as { article: { stepFixed(id: string, n: number): unknown } }).article.stepFixed(
                section as string,
                steps as number,
              ),
            [id, id === 'turn-rate' ? 170 : 70] as const,
          );
          await page.locator(`figure[data-section="${id}"]`).evaluate((figure) => figure.scrollIntoView({ block: 'end' }));
          if (id === 'turn-rate') await save(page, 'article', size.name);
        }
        if (!size.phone) {
          // The gallery card's picture: the figure's scene at twice the card's 176×110.
          const png = await page.evaluate(() => {
            const source = document.querySelector('figure[data-section="p-and-d"] canvas.figure-scene') as HTMLCanvasElement;
            const card = document.createElement('canvas');
            card.width = 352;
            card.height = 220;
            const height = (source.width * 220) / 352;
            card.getContext('2d')?.drawImage(source, 0, (source.height - height) * 0.8, source.width, height, 0, 0, 352, 220);
            return card.toDataURL('image/png');
          });
          writeFileSync('public/article-card.png', Buffer.from(png.slice(png.indexOf(',') + 1), 'base64'));
        }
      },
    );
  });
}
