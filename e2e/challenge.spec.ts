/**
 * Challenges in the game: a controller typed into the editor (CodeMirror) runs on a
 * level, its result card shows passed or failed with the score, the best survives a reload, and
 * leaving the level restores the playground. Screenshots of the panel and the card at 1280x800
 * and 390x844 go to the test's output folder.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { clickControl } from './helpers/controls';
import { openDemo, saveScreenshot } from './helpers/page';
import { snapshot } from './helpers/snapshot';

/** A spring-damper a player might write first (gains per s² and per s). */
const TYPED_CONTROLLER = 'function update(input, state) { return -9 * input.headingError - 6 * input.angularVelocity; }';

/** Serious or critical axe-core violations on the page as it is, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function openChallenges(page: Page): Promise<void> {
  await clickControl(page, '#challenges-toggle');
  await expect(page.locator('#challenge-panel')).toBeVisible();
  await expect(page.locator('#challenge-editor .cm-content')).toBeVisible();
}

test('L opens and closes the challenges, like every other single key, but not while typing in the editor', async ({ page }) => {
  const problems = await openDemo(page);
  const panel = page.locator('#challenge-panel');
  await page.keyboard.press('l');
  await expect(panel).toBeVisible();
  await expect(page.locator('#challenge-editor .cm-content')).toBeVisible();
  // Typed into the code, an "l" is a letter.
  await page.locator('#challenge-editor .cm-content').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' // l');
  await expect(panel).toBeVisible();
  await expect(page.locator('#challenge-editor .cm-content')).toContainText('// l');
  // Back on the game, L closes it.
  await page
    .locator('canvas')
    .first()
    .click({ position: { x: 40, y: 300 } });
  await page.keyboard.press('l');
  await expect(panel).toBeHidden();
  expect(problems.messages).toEqual([]);
});

test('a controller file that is not UTF-8 is refused, naming the byte, and the editor keeps its code', async ({ page }) => {
  const problems = await openDemo(page);
  await openChallenges(page);
  const editor = page.locator('#challenge-editor .cm-content');
  const before = await editor.innerText();
  const input = page.locator('#challenge-panel input[type=file]');
  // "café" in Latin-1: byte 3 (0xe9) starts no UTF-8 character.
  await input.setInputFiles({ name: 'latin1.js', mimeType: 'text/javascript', buffer: Buffer.from([0x63, 0x61, 0x66, 0xe9]) });
  await expect(page.locator('#challenge-message')).toContainText('is not UTF-8 text: byte 3 (0xe9)');
  expect(await editor.innerText()).toBe(before);
  // The same controller saved as UTF-8 opens.
  await input.setInputFiles({ name: 'mine.js', mimeType: 'text/javascript', buffer: Buffer.from(`// café\n${TYPED_CONTROLLER}`) });
  await expect(page.locator('#challenge-message')).toContainText('Opened "mine.js"');
  await expect(editor).toContainText('// café');
  expect(problems.messages).toEqual([]);
});

// @realtime: the level plays on the game's own clock (not stepped) within a wall-time limit; it failed in the two-browser pass.
test(
  'a controller typed in the editor runs on a level, its result card gives the numbers, and the best survives a reload',
  { tag: '@realtime' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const problems = await openDemo(page);
    await openChallenges(page);
    await expect(page.locator('#challenge-editor .cm-content')).toContainText('function update(input, state)');
    // Replace the template by typing, as a player would.
    await page.locator('#challenge-editor .cm-content').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(TYPED_CONTROLLER);
    await expect(page.locator('#challenge-editor .cm-content')).toHaveText(TYPED_CONTROLLER);
    await page.locator('#challenge-level').selectOption('quarter-turn-low-rate');
    await expect(page.locator('#challenge-goal')).toContainText('90°');
    await saveScreenshot(page, testInfo, 'challenge-panel-1280');
    expect(await seriousViolations(page), 'axe on the open panel').toEqual([]);
    await page.locator('#challenge-run').click();
    await expect(page.locator('#challenge-card')).toBeVisible();
    await expect(page.locator('#challenge-panel')).toBeHidden();
    expect((await snapshot(page)).scene).toBe('challenge');
    // The live check while it runs, then the result.
    await expect(page.locator('#challenge-live')).toContainText(/overshoot|error/);
    const result = page.locator('#challenge-result');
    await expect(result).toHaveText(/^(✓ Passed · settle time |✗ Failed: )/, { timeout: 60_000 });
    const text = (await result.textContent()) ?? '';
    // A record: no "Done" before the verdict; the time it was decided is among the numbers.
    await expect(page.locator('#challenge-live')).toHaveText('');
    await expect(page.locator('#challenge-metrics')).toContainText('decided at');
    await expect(page.locator('#challenge-metrics')).toContainText('overshoot');
    await saveScreenshot(page, testInfo, 'challenge-card-1280');
    expect(await seriousViolations(page), 'axe on the result card').toEqual([]);
    // The typed controller settles too slowly (2.20 s, 1.84 s allowed): a failed first run, whose note
    // says so in a sentence (issue 50: "…so far: kept in this browser." read as a missing value).
    expect(text).toMatch(/^✗ Failed: settled in 2\.20 s/);
    await expect(page.locator('#challenge-note')).toHaveText(
      'No pass on this level yet: this run, your first counted one, is kept in this browser as your best so far.',
    );
    // Its error is the one when the level was decided, named so (the body may still move after).
    await expect(page.locator('#challenge-metrics')).toContainText('error when decided');
    await expect(page.locator('#challenge-metrics')).not.toContainText('final');

    await page.locator('#challenge-leave').click();
    await expect(page.locator('#challenge-card')).toBeHidden();
    expect((await snapshot(page)).scene).toBe('playground');

    await page.reload();
    await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object');
    await openChallenges(page);
    await page.locator('#challenge-level').selectOption('quarter-turn-low-rate');
    // The stored best says it in the card's words.
    await expect(page.locator('#challenge-best')).toHaveText(`Your best: ${text}`);
    expect(problems.messages).toEqual([]);
  },
);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the built-in table fills in from the level code, and the panel and card fit a phone', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const problems = await openDemo(page);
    await openChallenges(page);
    // The editor loads on its own: once it is there the panel's buttons stay put under the tap.
    await expect(page.locator('#challenge-editor .cm-content')).toBeVisible();
    await page.locator('#challenge-table-toggle').click();
    await expect(page.locator('#challenge-table-toggle')).toHaveAttribute('aria-expanded', 'true');
    const table = page.locator('#challenge-table table');
    await expect(table.locator('caption')).toHaveText(/✓ passes/, { timeout: 60_000 });
    // Every level has a row; the time-optimal controller passes the quarter turn, the article's fixed-gain PID does not.
    await expect(table.locator('tbody tr')).toHaveCount(8);
    const row = table.locator('tbody tr').first();
    const headers = await table.locator('thead th').allTextContents();
    const cells = await row.locator('td').allTextContents();
    expect(cells[headers.indexOf('time-optimal') - 1]).toMatch(/^✓ \d/);
    expect(cells[headers.indexOf('pid-fixed') - 1]).toMatch(/^✗/);
    await saveScreenshot(page, testInfo, 'challenge-table-390');
    expect(await seriousViolations(page), 'axe on the table').toEqual([]);
    await page.locator('#challenge-table-toggle').click();
    await page.locator('#challenge-controller').selectOption('stable-pd');
    await page.locator('#challenge-level').selectOption('figure-eight');
    await page.locator('#challenge-run').tap();
    await expect(page.locator('#challenge-live')).toContainText('waypoint');
    await saveScreenshot(page, testInfo, 'challenge-card-390');
    const card = await page.locator('#challenge-card').boundingBox();
    expect(card && card.x >= 0 && card.x + card.width <= 390).toBe(true);
    await page.locator('#challenge-leave').tap();
    expect((await snapshot(page)).scene).toBe('playground');
    expect(problems.messages).toEqual([]);
  });
});
