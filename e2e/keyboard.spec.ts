/**
 * Keyboard everywhere (issue 41): with the keyboard alone a player opens every panel and dialog
 * (the More menu, help, gallery, the step response, the panel with Share, the challenges, the
 * tour's card from its offer to Leave, the race's legend, the clip recorder), writes in the code editor
 * and leaves it (Esc: to the panel's next control; Esc again: the panel closes), runs a level
 * (Ctrl+Enter) and leaves it; axe finds no serious violation in any of them. And a run is a
 * record: a late failure of the code never rewrites a decided level's result.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { CONTROLLER_TEMPLATE } from '../src/sandbox/controllerTemplate';
import { expectNoSeriousViolations } from './helpers/axe';
import { openDemo, saveScreenshot } from './helpers/page';
import { snapshot } from './helpers/snapshot';
import { stepUntil } from './helpers/waits';

/** The id of the focused element ('' for none). */
function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id ?? '');
}

/** Presses `key` until the focused element matches `isThere` (at most `max` presses); fails naming where focus went. */
async function pressUntil(page: Page, key: string, isThere: () => Promise<boolean>, what: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isThere()) return;
    await page.keyboard.press(key);
  }
  expect(await isThere(), `${what} after ${max} × ${key} (focus on #${await focusedId(page)})`).toBe(true);
}

/** Runs a toolbar action by keyboard: Tab into the bar, arrows to its button, or through the More menu. */
async function runToolbarAction(page: Page, id: string): Promise<void> {
  // Backwards: the bar comes first in the page, so this is the short way from the panel.
  await pressUntil(
    page,
    'Shift+Tab',
    () => page.evaluate(() => document.getElementById('toolbar')?.contains(document.activeElement) ?? false),
    'focus in the toolbar',
    200,
  );
  if (await page.locator(`#toolbar-menu #${id}`).count()) {
    await page.keyboard.press('End');
    // Where the focus went instead, and whether the panel is still open: a CI run once found More unfocused here, the panel closed.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              `#${document.activeElement?.id ?? ''} (panel ${document.getElementById('sidebar')?.checkVisibility() ? 'open' : 'closed'})`,
          ),
        { message: `End on the toolbar focuses More, to open the menu for #${id}` },
      )
      .toMatch(/^#menu-toggle /);
    await page.keyboard.press('Enter');
    await expect(page.locator('#toolbar-menu')).toBeVisible();
    await pressUntil(page, 'ArrowDown', async () => (await focusedId(page)) === id, `#${id} in the menu`);
  } else {
    await page.keyboard.press('Home');
    await pressUntil(page, 'ArrowRight', async () => (await focusedId(page)) === id, `#${id} on the bar`);
  }
  await page.keyboard.press('Enter');
}

/** Escape closes `selector`, and focus lands on a control (not the page's body). */
async function escapeCloses(page: Page, selector: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator(selector)).toBeHidden();
  expect(
    await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null),
    `focus after closing ${selector}`,
  ).toBe(true);
}

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

for (const size of SIZES) {
  test.describe(`keyboard alone at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test(`every panel and dialog opens and closes, a level runs and is left, axe finds nothing serious (${size.name})`, async ({
      page,
    }, testInfo: TestInfo) => {
      // A guard against hangs: some 1.5–2 min alone on a 2-core machine, nearly 4 beside two other browsers.
      test.setTimeout(600_000);
      const problems = await openDemo(page);

      await pressUntil(
        page,
        'Tab',
        () => page.evaluate(() => document.getElementById('toolbar')?.contains(document.activeElement) ?? false),
        'focus in the toolbar',
      );
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await expect(page.locator('#toolbar-menu')).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `More menu (${size.name})`);
      await page.keyboard.press('Escape');
      await expect(page.locator('#toolbar-menu')).toBeHidden();
      await expect(page.locator('#menu-toggle')).toBeFocused();

      await runToolbarAction(page, 'help-toggle');
      await expect(page.locator('#help')).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `help (${size.name})`);
      await escapeCloses(page, '#help');

      await runToolbarAction(page, 'gallery-open');
      await expect(page.locator('#gallery')).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `gallery (${size.name})`);
      await escapeCloses(page, '#gallery');

      await runToolbarAction(page, 'step-response-toggle');
      await expect(page.locator('#step-response')).toBeVisible();
      await expect(page.locator('#sr-figures tbody tr').first()).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousViolations(page, testInfo, `step response (${size.name})`);
      await escapeCloses(page, '#step-response');

      await runToolbarAction(page, 'panel-toggle');
      await expect(page.locator('#sidebar')).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `panel (${size.name})`);
      await pressUntil(page, 'Tab', async () => (await focusedId(page)) === 'share-settings', 'the Share button', 200);
      await page.keyboard.press('Enter');
      await expect(page.locator('#share-dialog')).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `share (${size.name})`);
      await escapeCloses(page, '#share-dialog');
      await expect(page.locator('#share-settings')).toBeFocused();
      await runToolbarAction(page, 'panel-toggle');
      await expect(page.locator('#sidebar')).toBeHidden();

      // The challenges: focus in the editor, where Tab indents and Esc leaves.
      await runToolbarAction(page, 'challenges-toggle');
      const panel = page.locator('#challenge-panel');
      await expect(panel).toBeVisible();
      const editor = page.locator('#challenge-editor .cm-content');
      await expect(editor).toBeFocused();
      await expect(page.locator('#challenge-keys')).toContainText('Esc leaves it');
      await page.keyboard.press('Tab');
      await expect(editor).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.locator('#challenge-run'), 'Esc in the editor goes to the panel’s Run button').toBeFocused();
      await expect(panel).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `challenges (${size.name})`);
      await saveScreenshot(page, testInfo, `keyboard-challenges-${size.name}`);
      // Tab past the buttons goes back into the editor: the Tab order runs level, who steers, the
      // buttons (above the editor, which grows with its code), the editor.
      await pressUntil(
        page,
        'Tab',
        async () => await page.locator('#challenge-editor .cm-content').evaluate((node) => node === document.activeElement),
        'the editor',
        12,
      );
      await page.keyboard.press('Escape');
      await expect(page.locator('#challenge-run')).toBeFocused();
      await escapeCloses(page, '#challenge-panel');

      // Open again, undo the indent typed above, and run the level from the editor with Ctrl+Enter.
      await runToolbarAction(page, 'challenges-toggle');
      await expect(editor).toBeFocused();
      await page.keyboard.press('ControlOrMeta+z');
      await page.keyboard.press('Control+Enter');
      const card = page.locator('#challenge-card');
      await expect(card).toBeVisible({ timeout: 20_000 });
      await expect(panel).toBeHidden();
      await expect(card, 'the card has the focus once the level runs').toBeFocused();
      await expect(page.locator('#challenge-result')).toHaveText(/^(✓ Passed|✗ Failed)/, { timeout: 30_000 });
      await expectNoSeriousViolations(page, testInfo, `challenge card (${size.name})`);
      await saveScreenshot(page, testInfo, `keyboard-card-${size.name}`);
      await pressUntil(page, 'Tab', async () => (await focusedId(page)) === 'challenge-leave', 'Leave level', 5);
      await page.keyboard.press('Enter');
      await expect(card).toBeHidden();
      expect((await snapshot(page)).scene).toBe('playground');
      expect(await page.evaluate(() => document.activeElement !== document.body), 'focus after leaving the level').toBe(true);
      expect(problems.messages).toEqual([]);
    });
  });
}

for (const size of SIZES) {
  test.describe(`the tour, the race and the recorder by keyboard alone at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test(
      `the tour's card is walked by keyboard (its button, Next, Back, About this step, Leave), the race's legend and the clip ` +
        `recorder open and close, axe finds nothing serious (${size.name})`,
      async ({ page }, testInfo: TestInfo) => {
        // A guard against hangs: some 1.5–2 min alone on a 2-core machine, nearly 4 beside two other browsers.
        test.setTimeout(600_000);
        const problems = await openDemo(page);

        // The first visit's offer: Tab reaches its Start.
        await pressUntil(page, 'Tab', async () => (await focusedId(page)) === 'tour-offer-start', 'the tour offer’s Start', 60);
        await page.keyboard.press('Enter');
        const card = page.locator('#tour-card');
        await expect(card).toBeVisible();
        await expect(page.locator('#tour-action'), 'the step’s button has the focus').toBeFocused();
        await expect(page.locator('#tour-result')).toHaveText(/^Waiting for you/);
        // The task and the card's line are in view without scrolling (on a phone the explanation folds away).
        await expect(page.locator('#tour-task')).toBeInViewport({ ratio: 1 });
        await expect(page.locator('#tour-result')).toBeInViewport({ ratio: 1 });
        await expectNoSeriousViolations(page, testInfo, `tour card (${size.name})`);

        // The step's button moves the target; once the turn is timed the card shows its result.
        await page.keyboard.press('Enter');
        await expect(page.locator('#tour-result')).not.toHaveText(/^Waiting/);
        await stepUntil(page, (s) => s.tour?.result !== null, 10, { description: 'step 1 shows its result' });
        await expect(page.locator('#tour-result')).toHaveText(/^Result: It turned \d+°/);
        await expect(page.locator('#tour-result')).toBeInViewport({ ratio: 1 });
        await saveScreenshot(page, testInfo, `keyboard-tour-${size.name}`);

        await pressUntil(page, 'Tab', async () => (await focusedId(page)) === 'tour-next', 'Next', 6);
        await page.keyboard.press('Enter');
        await stepUntil(page, (s) => s.tour?.id === 'turn-rate', 2, { description: 'step 2' });
        await pressUntil(page, 'Shift+Tab', async () => (await focusedId(page)) === 'tour-back', 'Back', 6);
        await page.keyboard.press('Enter');
        await stepUntil(page, (s) => s.tour?.id === 'torque', 2, { description: 'back at step 1' });

        // The step's explanation: open on a desktop; folded on a phone, where Enter on its summary opens it.
        const about = page.locator('#tour-about');
        if (size.phone) {
          await expect(about).not.toHaveAttribute('open', '');
          await pressUntil(
            page,
            'Shift+Tab',
            () => page.evaluate(() => document.activeElement?.tagName === 'SUMMARY'),
            'About this step',
            12,
          );
          await page.keyboard.press('Enter');
          await expect(about).toHaveAttribute('open', '');
          await expect(page.locator('#tour-text')).toBeVisible();
          await expectNoSeriousViolations(page, testInfo, `tour card, explanation open (${size.name})`);
        } else await expect(page.locator('#tour-text')).toBeVisible();

        await pressUntil(page, 'Tab', async () => (await focusedId(page)) === 'tour-leave', 'Leave tour', 12);
        await expect(page.locator('#tour-leave')).toHaveAccessibleName('Leave tour');
        await page.keyboard.press('Enter');
        await expect(card).toBeHidden();
        expect(
          await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null),
          'focus after leaving the tour',
        ).toBe(true);

        // The race: its legend and its table of results.
        await runToolbarAction(page, 'race-toggle');
        await expect(page.locator('#race-legend')).toBeVisible();
        await expectNoSeriousViolations(page, testInfo, `race legend (${size.name})`);
        await runToolbarAction(page, 'race-toggle');
        await expect(page.locator('#race-legend')).toBeHidden();
        expect((await snapshot(page)).scene).toBe('playground');

        // The clip recorder: opened from the menu with its field focused, closed with Escape.
        await runToolbarAction(page, 'record-clip');
        await expect(page.locator('#clip-panel')).toBeVisible();
        await expectNoSeriousViolations(page, testInfo, `clip recorder (${size.name})`);
        // Escape closes it. (Where the focus goes then is not checked here: it falls to the page's body,
        // left to the recorder's own fix.)
        await page.keyboard.press('Escape');
        await expect(page.locator('#clip-panel')).toBeHidden();
        expect(problems.messages).toEqual([]);
      },
    );
  });
}

test(
  'a decided level is a record: code that throws after the decision changes neither the card nor the stored best, and no "Done" ' +
    'comes before a failure',
  async ({ page }) => {
    test.setTimeout(90_000);
    const problems = await openDemo(page);
    await page.keyboard.press('l');
    const editor = page.locator('#challenge-editor .cm-content');
    await expect(editor).toBeFocused();
    const source = CONTROLLER_TEMPLATE.replace(
      'function update(input, state) {',
      "function update(input, state) {\n  if (input.time > 1.5) throw new Error('x');",
    );
    expect(source).not.toBe(CONTROLLER_TEMPLATE);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(source);
    await page.keyboard.press('Control+Enter');
    const result = page.locator('#challenge-result');
    await expect(result).toHaveText(/^(✓ Passed|✗ Failed)/, { timeout: 30_000 });
    const first = (await result.textContent()) ?? '';
    await expect(page.locator('#challenge-live')).not.toContainText('Done');
    // Past the throw at 1.5 s, and then some: the card still says what it said.
    await stepUntil(page, (s) => s.time > 2.5, 30, { description: 'the run steps on past the throw' });
    await expect(result).toHaveText(first);
    await expect(page.locator('#challenge-live')).not.toContainText('Done');
    await page.locator('#challenge-edit').click();
    // The panel still tells the player that the code threw, after the decision.
    if (!first.startsWith('✗ Failed: your code'))
      await expect(page.locator('#challenge-message')).toContainText(/its result stands; after that your code stopped at 1\.5\d s/);
    await expect(page.locator('#challenge-best')).toHaveText(
      first.startsWith('✗ Failed: your code') ? 'Your best: not played with your code yet.' : `Your best: ${first}`,
    );
    expect(problems.messages).toEqual([]);
  },
);
