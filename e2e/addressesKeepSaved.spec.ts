/**
 * Nothing the player saved changes without the player (issue 39): every address the game reads opens
 * what it names for the session and leaves the saved settings as they were; and a save that fails
 * (storage full) keeps the address that holds the link's settings.
 */
import { expect, test, type Page } from '@playwright/test';
import { defaultSettings } from '../src/app/settings/defaultSettings';
import { applyPatch } from '../src/app/settings/settingsSchema';
import { encodeSettingsParam } from '../src/app/settings/settingsCodec';
import { collectConsoleProblems } from './helpers/page';
import {
  AUTOSAVE_WAIT_MS,
  PATCH,
  SAVED_SETTINGS as SAVED,
  SETTINGS_STORAGE_KEY as STORAGE_KEY,
  storedSettings as stored,
} from './helpers/savedSettings';
import { snapshot } from './helpers/snapshot';
import { stepFor } from './helpers/waits';

/**
 * The addresses the gallery has no card for. Every card's address (each example scene, level, tour
 * step and play) is opened by e2e/gallery.spec.ts, which checks there that it leaves the saved
 * settings as they were, in the same page load that checks it opens what it names.
 */
const ADDRESSES = ['?gallery', '?preset=original', `?s=${encodeSettingsParam(applyPatch(defaultSettings(), { ...PATCH, maxSpeed: 12 }))}`];

async function open(page: Page, address: string): Promise<void> {
  await page.goto(`/${address}`);
  await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object', undefined, {
    timeout: 20_000,
  });
}

test('every address the game reads leaves the saved settings as the player saved them', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  // Saved once, before the first page of the origin loads; each page then finds it there.
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('seeded') === null) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [STORAGE_KEY, SAVED] as const,
  );
  const changed: string[] = [];
  for (const address of ADDRESSES) {
    await open(page, address);
    // Long enough for any autosave (400 ms after a change) and a level's chunk to load and start.
    if (!(await snapshot(page)).paused) await stepFor(page, 1);
    await page.waitForTimeout(AUTOSAVE_WAIT_MS);
    if ((await stored(page)) !== SAVED) changed.push(address);
  }
  expect(changed, 'addresses that wrote over the saved settings').toEqual([]);
  expect(problems.messages).toEqual([]);
});

test('a save that fails (storage full) keeps the link in the address, so a reload still has its settings', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem(): void {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const link = `?s=${encodeSettingsParam(applyPatch(defaultSettings(), { ...PATCH, maxSpeed: 12 }))}`;
  await open(page, link);
  // The player changes a setting (T twice: every entity slow): the game tries to save it, and storage refuses.
  await page.keyboard.press('t');
  await page.keyboard.press('t');
  await expect(page.getByText('Settings could not be saved', { exact: false })).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(900);
  expect(new URL(page.url()).search).toBe(link);
});
