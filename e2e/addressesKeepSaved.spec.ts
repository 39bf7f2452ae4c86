/**
 * Nothing the player saved changes without the player (issue 39): every address the game reads opens
 * what it names for the session and leaves the saved settings as they were; and a save that fails
 * (storage full) keeps the address that holds the link's settings.
 */
import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { TOGGLED_PLAYS } from '../src/app/plays/playList';
import { defaultSettings } from '../src/app/settings/defaultSettings';
import { applyPatch, SETTINGS_FORMAT, SETTINGS_VERSION } from '../src/app/settings/settingsSchema';
import { encodeSettings, encodeSettingsParam } from '../src/app/settings/settingsCodec';
import { CHALLENGE_LEVELS } from '../src/sim/challenges/challengeLevels';
import { collectConsoleProblems } from './helpers/page';
import { snapshot } from './helpers/snapshot';
import { stepFor } from './helpers/waits';

const STORAGE_KEY = 'pid-steering/settings';
/** The head of every settings patch. */
const PATCH = { format: SETTINGS_FORMAT, version: SETTINGS_VERSION } as const;

/** The player's saved settings: a PD on the missiles and a max speed of 7 m/s (not the defaults). */
const SAVED = encodeSettings(applyPatch(defaultSettings(), { ...PATCH, controllers: { missile: { type: 'pd', kp: 20, kd: 9 } }, maxSpeed: 7 }));

const SCENES = readdirSync(new URL('../scenarios', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

/** Every address parameter the game reads (docs/addresses.md), one value of each kind and every scene and level. */
const ADDRESSES = [
  ...SCENES.map((name) => `?scene=${name}`),
  ...CHALLENGE_LEVELS.map((level) => `?level=${level.name}`),
  '?tour=1',
  '?tour=4',
  ...TOGGLED_PLAYS.map(({ kind }) => `?play=${kind}`),
  '?gallery',
  '?preset=original',
  `?s=${encodeSettingsParam(applyPatch(defaultSettings(), { ...PATCH, maxSpeed: 12 }))}`,
];

async function stored(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
}

async function open(page: Page, address: string): Promise<void> {
  await page.goto(`/${address}`);
  await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object', undefined, { timeout: 20_000 });
}

test('every address the game reads leaves the saved settings as the player saved them', async ({ page }) => {
  test.setTimeout(240_000);
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
    await page.waitForTimeout(600);
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
