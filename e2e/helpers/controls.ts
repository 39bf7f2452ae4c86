/** The game's controls as a player reaches them: the bar, the More menu (the drawer on a phone), the panel. */
import { expect, type Page } from '@playwright/test';

/**
 * Clicks the control with this id (an action's button, e.g. `#zoom-in`) as a player would: on the
 * bar when it is there, else after opening the More menu, where the rest lives (on a phone, step,
 * slow motion, Tour, Panel and Help too). With `tap`, by touch.
 */
export async function clickControl(page: Page, selector: string, options: { tap?: boolean } = {}): Promise<void> {
  const button = page.locator(selector);
  if (!(await button.isVisible())) {
    const menu = page.locator('#menu-toggle');
    if ((await menu.getAttribute('aria-expanded')) !== 'true') {
      if (options.tap) await menu.tap();
      else await menu.click();
    }
    await expect(page.locator('#toolbar-menu')).toBeVisible();
  }
  await expect(button).toBeVisible();
  if (options.tap) await button.tap();
  else await button.click();
}

/** Opens the tuning panel (closed on load) with its button; no-op when it is open. */
export async function openPanel(page: Page): Promise<void> {
  if ((await page.locator('#panel-toggle').getAttribute('aria-pressed')) === 'true') return;
  await clickControl(page, '#panel-toggle');
  await expect(page.locator('#sidebar')).toBeVisible();
  // The tuning panel is built the first time the sidebar opens (its chunk loads then).
  await expect(page.locator('#tuning-panel')).toBeVisible();
}
