/** Opening the game page in a browser test, watching its console, and saving screenshots. */
import { expect, type ConsoleMessage, type Page, type TestInfo } from '@playwright/test';
import { snapshot } from './snapshot';
import { watchRealTime } from './waits';

/** Problems the page reported: console errors and warnings, and uncaught exceptions. */
export interface ConsoleProblems {
  readonly messages: string[];
}

/** Starts collecting console errors/warnings and page errors. Call before `page.goto`. */
export function collectConsoleProblems(page: Page): ConsoleProblems {
  const problems: ConsoleProblems = { messages: [] };
  page.on('console', (message: ConsoleMessage) => {
    const type = message.type();
    if (type === 'error' || type === 'warning') {
      const where = message.location();
      problems.messages.push(`console.${type}: ${message.text()} (${where.url}:${where.lineNumber})`);
    }
  });
  page.on('pageerror', (error) => {
    problems.messages.push(`pageerror: ${error.name}: ${error.message}`);
  });
  return problems;
}

/**
 * Opens the demo and waits until it runs: `window.pidDemo` exists, both a missile and a character
 * exist, and simulated time advances. Returns the console collector (started before navigation).
 */
export async function openDemo(page: Page): Promise<ConsoleProblems> {
  const problems = collectConsoleProblems(page);
  await page.goto('/');
  try {
    await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object', undefined, {
      timeout: 20_000,
    });
  } catch {
    const body = (await page.locator('body').innerText()).slice(0, 300);
    throw new Error(
      `window.pidDemo did not appear within 20 s. Page text: ${JSON.stringify(body)}. Console problems: ` +
        `${JSON.stringify(problems.messages)}`,
    );
  }
  await expect(page.locator('canvas').first()).toBeVisible();
  const start = await snapshot(page);
  // The game's own clock runs: time passes without a test stepping it.
  await watchRealTime(page, (s) => s.time > start.time + 0.1, 5, { description: 'sim time advances after load' });
  return problems;
}

/** Saves a full-page screenshot into this test's output folder and attaches it to the report. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  return path;
}
