/**
 * A player's saved settings for the tests that check no address writes over them: a PD on the
 * missiles and a max speed of 7 m/s (not the defaults), under the key the game saves them at.
 */
import type { Page } from '@playwright/test';
import { defaultSettings } from '../../src/app/settings/defaultSettings';
import { applyPatch, SETTINGS_FORMAT, SETTINGS_VERSION } from '../../src/app/settings/settingsSchema';
import { encodeSettings } from '../../src/app/settings/settingsCodec';

/** Where the game keeps the player's settings (localStorage). */
export const SETTINGS_STORAGE_KEY = 'pid-steering/settings';

/** The head of every settings patch. */
export const PATCH = { format: SETTINGS_FORMAT, version: SETTINGS_VERSION } as const;

/** The player's saved settings, as the game writes them. */
export const SAVED_SETTINGS = encodeSettings(
  applyPatch(defaultSettings(), { ...PATCH, controllers: { missile: { type: 'pd', kp: 20, kd: 9 } }, maxSpeed: 7 }),
);

/** What the page has saved now. */
export async function storedSettings(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), SETTINGS_STORAGE_KEY);
}

/**
 * Wall time to wait after an address opened before reading what is saved, ms: longer than the
 * autosave's delay after a change (400 ms, a timer of the page's) and a level's chunk to load.
 */
export const AUTOSAVE_WAIT_MS = 600;
