/**
 * The gallery and its links (issue 33): More › Gallery and `?gallery` show a card for every example
 * scenario, tour step and challenge level, each with a picture drawn from its scene and a link that
 * opens it (`?scene=NAME`, `?tour=STEP`, `?level=NAME`, `?play=NAME`); a link opens the scene it
 * names (its entities and targets against the scenario file): here one card of each kind, in the
 * browser, and every card headless (tests/app/gallery/galleryLinksOpen.test.ts, as the page opens
 * its address); axe finds no serious violation at a desktop and a phone size; bad values are
 * refused with a notice naming the parameter and its values, and the game starts as usual. The
 * links opened here also check that none writes over the player's saved settings (issue 39;
 * e2e/addressesKeepSaved.spec.ts checks the addresses no card has).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './helpers/axe';
import { clickControl } from './helpers/controls';
import { collectConsoleProblems, saveScreenshot } from './helpers/page';
import { AUTOSAVE_WAIT_MS, SAVED_SETTINGS, SETTINGS_STORAGE_KEY, storedSettings } from './helpers/savedSettings';
import { snapshot, type Snapshot } from './helpers/snapshot';
import { stepUntil } from './helpers/waits';

interface ScenarioFile {
  name?: string;
  entities: { id: string; type: string }[];
  targets?: { id: string; position: [number, number]; motion?: { type: string } }[];
  obstacles?: { id: string }[];
}

const SCENARIO_DIR = join(fileURLToPath(new URL('..', import.meta.url)), 'scenarios');
/** The example scenarios, read from the files themselves (what each `?scene=` link must open). */
const SCENARIOS = new Map<string, ScenarioFile>(
  readdirSync(SCENARIO_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(SCENARIO_DIR, file), 'utf8')) as ScenarioFile]),
);

/** One card as the page shows it. */
interface Card {
  href: string;
  title: string;
}

/** Waits for the game's hook (the page has loaded and the game is built). */
async function waitForGame(page: Page): Promise<Snapshot> {
  await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object', undefined, {
    timeout: 20_000,
  });
  return snapshot(page);
}

/** The gallery's cards, in order: their links and titles. */
async function cardsOf(page: Page): Promise<Card[]> {
  return page
    .locator('#gallery a.gallery-item')
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href') ?? '', title: link.querySelector('.gallery-item-title')?.textContent ?? '' })),
    );
}

/** Checks the gallery as shown: a card per scene, step and level, pictures drawn near the top, focus kept in it. */
async function checkGallery(page: Page, testInfo: TestInfo, size: string): Promise<Card[]> {
  const dialog = page.locator('#gallery');
  await expect(dialog).toBeVisible();
  await expect(page.locator('#gallery-close')).toBeFocused();
  const cards = await cardsOf(page);
  const levels = await page
    .locator('#challenge-level option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const scenes = cards.filter((card) => card.href.startsWith('?scene=')).map((card) => card.href.slice('?scene='.length));
  expect(scenes.sort()).toEqual([...SCENARIOS.keys()].sort());
  expect(cards.filter((card) => card.href.startsWith('?level=')).map((card) => card.href.slice('?level='.length))).toEqual(levels);
  const steps = cards.filter((card) => card.href.startsWith('?tour='));
  expect(steps.map((card) => card.href)).toEqual(steps.map((_, i) => `?tour=${i + 1}`));
  expect(steps.length).toBeGreaterThanOrEqual(5);
  // The ways of playing a button switches on, each by its kind: the Views menu's scene buttons.
  const plays = cards.filter((card) => card.href.startsWith('?play=')).map((card) => card.href.slice('?play='.length));
  const buttons = await page
    .locator('#toolbar-menu button[id$="-toggle"]')
    .evaluateAll((all) => all.map((button) => button.id.replace(/-toggle$/, '')));
  expect(plays.length).toBeGreaterThanOrEqual(3);
  for (const kind of plays) expect(buttons, `a button for ${kind}`).toContain(kind);
  // The other pages (the 3D lab, the explorable article), each a link to its page.
  const pages = cards.filter((card) => card.href.endsWith('.html'));
  expect(pages.map((card) => card.href)).toEqual(['3d.html', 'article.html']);
  expect(cards.length).toBe(pages.length + plays.length + scenes.length + levels.length + steps.length);

  // The pictures in view are drawn from their scenes, in idle time: not blank. (A guard against a hang: idle time is
  // scarce beside a second browser, where two pictures took over 15 s.)
  await expect.poll(() => page.locator('#gallery canvas[data-drawn="true"]').count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  const inked = await page
    .locator('#gallery canvas[data-drawn="true"]')
    .first()
    .evaluate((canvas) => {
      const c = canvas as HTMLCanvasElement;
      const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
      let bright = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0) > 300) bright++;
      return bright;
    });
  expect(inked).toBeGreaterThan(20);

  await expectNoSeriousViolations(page, testInfo, `gallery ${size}`);
  await saveScreenshot(page, testInfo, `gallery-${size}`);

  // Tab stays in the dialog: back from Close goes round to the last card.
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('#gallery a.gallery-item').last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('#gallery-close')).toBeFocused();
  return cards;
}

/** Checks that the scene on screen is the one `card` names. */
async function expectOpened(page: Page, card: Card, snap: Snapshot): Promise<void> {
  const [param, value] = card.href.slice(1).split('=') as [string, string];
  const where =
    `${card.href}: ` +
    `${JSON.stringify({ scene: snap.scene, sceneFile: snap.sceneFile, tour: snap.tour?.id, level: snap.challengeLevel })}`;
  if (param === 'scene') {
    const file = SCENARIOS.get(decodeURIComponent(value)) as ScenarioFile;
    expect(snap.scene, where).toBe('playground');
    expect(snap.sceneFile, where).toBe(file.name);
    expect(
      snap.entities.map((e) => [e.id, e.type]),
      where,
    ).toEqual(file.entities.map((e) => [e.id, e.type]));
    for (const target of file.targets ?? []) {
      const shown = snap.targets.find((t) => t.id === target.id);
      expect(shown, `${where}: target ${target.id}`).toBeDefined();
      if (!target.motion || target.motion.type === 'static')
        expect(shown?.position, `${where}: target ${target.id}`).toEqual(target.position);
    }
    expect(
      snap.obstacles.map((o) => o.id),
      where,
    ).toEqual((file.obstacles ?? []).map((o) => o.id));
  } else if (param === 'play') {
    expect(snap.scene, where).toBe(value);
    await expect(page.locator(`#${value}-toggle`)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#hud')).toContainText(card.title);
  } else if (param === 'tour') {
    expect(snap.tour?.index, where).toBe(Number(value) - 1);
    await expect(page.locator('#tour-card')).toBeVisible();
    await expect(page.locator('#tour-title')).toHaveText(card.title.replace(/^\d+\. /, ''));
  } else {
    expect(param, where).toBe('level');
    expect(snap.scene, where).toBe('challenge');
    expect(snap.challengeLevel, where).toBe(value);
    await expect(page.locator('#challenge-card')).toBeVisible();
    await expect(page.locator('#challenge-card-title')).toContainText(card.title.replace(/^\d+\. /, ''));
  }
}

test.describe('the gallery', () => {
  test('More › Gallery at 1280×800: a card for every scene, step and level; a link of each kind opens what it names', async ({
    page,
  }, testInfo) => {
    const problems = collectConsoleProblems(page);
    await page.goto('/');
    await waitForGame(page);
    // By keyboard: More, then Enter on Gallery…; Escape gives focus back to More (the menu closed behind the gallery).
    await page.locator('#menu-toggle').click();
    await page.locator('#gallery-open').focus();
    await page.keyboard.press('Enter');
    const cards = await checkGallery(page, testInfo, '1280x800');
    await page.keyboard.press('Escape');
    await expect(page.locator('#gallery')).toBeHidden();
    await expect(page.locator('#menu-toggle')).toBeFocused();
    // And by mouse, as a player clicks through the menu.
    await clickControl(page, '#gallery-open');
    await expect(page.locator('#gallery')).toBeVisible();
    await page.locator('#gallery-close').click();
    await expect(page.locator('#gallery')).toBeHidden();

    // The first card of each kind, in this one page, over the player's saved settings: each opens
    // what it names for the session and leaves what the player saved as it was. (Every card's link
    // is opened headless, as the page opens its address: tests/app/gallery/galleryLinksOpen.test.ts.)
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SETTINGS_STORAGE_KEY, SAVED_SETTINGS] as const);
    const wroteOver: string[] = [];
    const oneOfEachKind = ['scene', 'play', 'tour', 'level'].map((kind) => cards.find((card) => card.href.startsWith(`?${kind}=`)));
    expect(oneOfEachKind.every(Boolean), 'a card of each kind').toBe(true);
    for (const card of oneOfEachKind as Card[]) {
      await page.goto(`/${card.href}`);
      await waitForGame(page);
      const snap = await stepUntil(page, (s) => s.time > 0, 10, { description: `${card.href} runs` });
      await expectOpened(page, card, snap);
      await page.waitForTimeout(AUTOSAVE_WAIT_MS);
      if ((await storedSettings(page)) !== SAVED_SETTINGS) wroteOver.push(card.href);
    }
    expect(wroteOver, 'links that wrote over the saved settings').toEqual([]);
    await expect(page.locator('#settings-notice')).toBeHidden();
    expect(problems.messages).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('?gallery at 390×844: the same cards, one a row, and a tapped card opens its scene', async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const problems = collectConsoleProblems(page);
      await page.goto('/?gallery');
      await waitForGame(page);
      const cards = await checkGallery(page, testInfo, '390x844');
      // One card a row, inside the screen, each a touch target of at least 44 px.
      const boxes = await page
        .locator('#gallery a.gallery-item')
        .evaluateAll((links) => links.slice(0, 3).map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(390);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      expect((boxes[1]?.top ?? 0) > (boxes[0]?.bottom ?? 0)).toBe(true);
      const card = cards.find((c) => c.href === '?scene=missile-wall') as Card;
      await page.locator(`#gallery a[href="${card.href}"]`).scrollIntoViewIfNeeded();
      await page.locator(`#gallery a[href="${card.href}"]`).tap();
      await page.waitForURL(/\?scene=missile-wall$/);
      await waitForGame(page);
      await expectOpened(page, card, await stepUntil(page, (s) => s.time > 0, 10, { description: 'the tapped scene runs' }));
      expect(problems.messages).toEqual([]);
    });
  });

  test(
    'bad values of scene, tour, level and gallery are refused with a ' + 'notice naming each and its values; the game starts as usual',
    async ({ page }, testInfo) => {
      const problems = collectConsoleProblems(page);
      await page.goto('/?scene=nope&tour=99&level=&gallery=yes');
      await waitForGame(page);
      const notice = page.locator('#settings-notice');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(
        `URL parameter "scene" was refused: must be one of ${[...SCENARIOS.keys()].sort().join(', ')}; got "nope".`,
      );
      await expect(notice).toContainText('URL parameter "tour" was refused: must be a step number from 1 to');
      await expect(notice).toContainText('got "99"');
      const levels = await page
        .locator('#challenge-level option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      await expect(notice).toContainText(`URL parameter "level" was refused: must be one of ${levels.join(', ')}; got nothing.`);
      await expect(notice).toContainText('URL parameter "gallery" was refused: must be empty or 1; got "yes".');
      await saveScreenshot(page, testInfo, 'refused-links');
      // The default opening plays, time runs, nothing else opened.
      const snap = await stepUntil(page, (s) => s.time > 0.2, 10, { description: 'the game runs' });
      expect(snap).toMatchObject({ scene: 'playground', sceneFile: null, tour: null, challengeLevel: null });
      expect(snap.entities.map((e) => e.id).sort()).toEqual(['character-1', 'missile-1', 'missile-2']);
      await expect(page.locator('#gallery')).toHaveCount(0);
      expect(problems.messages).toEqual([]);
    },
  );
});
