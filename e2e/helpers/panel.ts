/** Driving the tuning panel as a player does: folders, fields, menus. */
import { expect, type Page } from '@playwright/test';
import { openPanel } from './controls';
import { stepUntil } from './waits';

/** Opens a closed folder of the tuning panel by clicking its title (no-op when open); opens the panel first. */
export async function openPanelFolder(page: Page, folderTitleId: string): Promise<void> {
  await openPanel(page);
  const title = page.locator(`#${folderTitleId}`);
  if ((await title.getAttribute('aria-expanded')) === 'false') await title.click();
  await expect(title).toHaveAttribute('aria-expanded', 'true');
}

/** Types `text` into a panel field and commits it with Enter, as a player does. */
export async function typeIntoField(page: Page, selector: string, text: string): Promise<void> {
  const field = page.locator(selector);
  // A field not on screen is in the tuning panel, which starts closed.
  if (!(await field.isVisible())) await openPanel(page);
  await field.click();
  await field.fill(text);
  await field.press('Enter');
}

/** Chooses an option of a menu by its visible label. */
export async function chooseOption(page: Page, selector: string, label: string): Promise<void> {
  if (!(await page.locator(selector).isVisible())) await openPanel(page);
  await page.locator(selector).selectOption({ label });
}

/** Sets the time scale by typing it into the panel (the Simulation folder). */
export async function setTimeScale(page: Page, scale: number): Promise<void> {
  await openPanelFolder(page, 'panel-folder-simulation');
  await typeIntoField(page, '#panel-timeScale', String(scale));
  await stepUntil(page, (s) => Math.abs(s.timeScale - scale) < 1e-9, 1, { description: `time scale ${scale}` });
}
