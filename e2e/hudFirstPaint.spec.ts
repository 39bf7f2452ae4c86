import { expect, test, type Page } from '@playwright/test';

/** What the HUD showed, checked before every frame and after every change from the page's start. */
interface HudLog {
  /** Frames and changes at which the HUD was on screen. */
  shown: number;
  /** What was wrong when it was: an empty HUD, or a label without a value ("Mode:" and nothing). */
  faults: string[];
}

/**
 * From the first byte of the page, before any of its scripts: looks at #hud before every frame
 * (requestAnimationFrame, which runs before the browser paints) and after every change to the
 * page (a MutationObserver), and notes each time the HUD is on screen empty, or with a label
 * whose value is empty.
 */
function watchHud(): void {
  const log: HudLog = { shown: 0, faults: [] };
  (window as unknown as { hudLog: HudLog }).hudLog = log;
  const check = (when: string) => {
    const hud = document.getElementById('hud');
    if (!hud) return;
    const box = hud.getBoundingClientRect();
    const style = getComputedStyle(hud);
    if (box.width === 0 || box.height === 0 || style.display === 'none' || style.visibility === 'hidden') return;
    log.shown++;
    const pairs = [...hud.querySelectorAll('.hud-pair')].filter((pair) => pair.getBoundingClientRect().width > 0);
    if (pairs.length === 0 && log.faults.length < 20)
      log.faults.push(`${when} at ${performance.now().toFixed(0)} ms: the HUD is on screen with nothing in it`);
    for (const pair of pairs) {
      const value = pair.querySelector('dd')?.textContent?.trim() ?? '';
      if (value === '' && log.faults.length < 20)
        log.faults.push(`${when} at ${performance.now().toFixed(0)} ms: "${pair.querySelector('dt')?.textContent ?? '?'}:" with no value`);
    }
  };
  const frame = () => {
    check('frame');
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver(() => check('change')).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

async function hudLogAfterLoad(page: Page, path: string): Promise<HudLog> {
  await page.addInitScript(watchHud);
  await page.goto(path);
  await page.waitForFunction(
    () => {
      const demo = (window as unknown as { pidDemo?: { snapshot(): { time: number } } }).pidDemo;
      return demo !== undefined && demo.snapshot().time > 0.5;
    },
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(() => (window as unknown as { hudLog: HudLog }).hudLog);
}

for (const [name, path] of [
  ['the opening', '/'],
  ['the benchmark crowd', '/?bench=200'],
] as const) {
  // @realtime: the HUD is checked in every frame as painted, from the page's first byte.
  test(
    `${name}: from the first paint on, the HUD is never on screen empty or with a label that has no value`,
    { tag: '@realtime' },
    async ({ page }) => {
      const log = await hudLogAfterLoad(page, path);
      expect(log.faults).toEqual([]);
      // It was looked at while it showed: the check saw the HUD, not nothing.
      expect(log.shown).toBeGreaterThan(10);
      await expect(page.locator('#hud dd.hud-mode')).not.toHaveText('');
      await expect(page.locator('#hud dd.hud-time')).toContainText(' s · ');
    },
  );
}
