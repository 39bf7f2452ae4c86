/**
 * The player's code when it fails (issues 27 and 28), in Chromium: it runs in a Worker, so even a
 * built-in that never reaches QuickJS's interrupt check cannot freeze the page; and a run in which
 * it failed is never credited: the card says "Failed: your code stopped at …" first, no best is
 * stored, and the HUD names what steers now.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { clickControl } from './helpers/controls';
import { openDemo } from './helpers/page';
import { snapshot } from './helpers/snapshot';
import { stepFor } from './helpers/waits';
import { CHALLENGE_LEVELS } from '../src/sim/challenges/challengeLevels';
import { CHALLENGE_BESTS_STORAGE_KEY } from '../src/app/challenge/ChallengeBests';

/** Code that fails in each way the sandbox reports, each early enough to fail on every level. */
const FAILING: Readonly<Record<string, string>> = {
  'an endless loop': 'function update() { while (true) {} }',
  'a throw': 'function update() { throw new Error("boom"); }',
  NaN: 'function update() { return NaN; }',
  'a late throw':
    'function update(input) {\n  if (input.time > 0.3) throw new Error("late");\n  return -60 * input.headingError - 14 * ' +
    'input.angularVelocity;\n}',
};

/** A built-in over a huge array-like: it never reaches QuickJS's interrupt check, so only terminating its Worker stops it. */
const STUCK_CALL = 'Array.prototype.indexOf.call({ length: 2 ** 53 - 1 }, 1)';

/**
 * What `npm run challenge` says of `code` on the figure-eight level: the failure's message, from
 * its one line on stderr when the code cannot run, else from the level's failure in its JSON.
 */
function commandLineVerdict(code: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pid-challenge-verdict-'));
  try {
    const file = join(dir, 'controller.js');
    writeFileSync(file, code);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/challenge.ts', file, '--level', 'figure-eight', '--json'], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (run.status === 2) return run.stderr.trim().replace(/^".*?controller\.js": /, '');
    const report = JSON.parse(run.stdout) as { levels: { failure: string | null }[] };
    return (report.levels[0]?.failure ?? '').replace(/^at \d+\.\d\d s: /, '').replace(/; the level is failed there \(.*\)$/, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Replaces the editor's text, as pasting would. */
async function setCode(page: Page, source: string): Promise<void> {
  const content = page.locator('#challenge-editor .cm-content');
  await expect(content).toBeVisible();
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(source);
}

/** Starts recording the page's animation frames (their times, ms). */
async function recordFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const times: number[] = [];
    (window as unknown as { frameTimes: number[] }).frameTimes = times;
    const tick = (t: number) => {
      times.push(t);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The longest gap between two recorded frames so far, ms, and how many frames. */
async function frameGaps(page: Page): Promise<{ longest: number; frames: number }> {
  return page.evaluate(() => {
    const times = (window as unknown as { frameTimes: number[] }).frameTimes;
    let longest = 0;
    for (let i = 1; i < times.length; i++) longest = Math.max(longest, (times[i] as number) - (times[i - 1] as number));
    return { longest, frames: times.length };
  });
}

/**
 * Each way of failing on two levels, every level once (a failure on every level, headless and
 * without the sandbox: tests/app/challenge/challengeOutcome.test.ts): the sandbox's failures are
 * the same on every level, and the whole product took 32 runs of the page.
 */
const RUNS: readonly (readonly [string, (typeof CHALLENGE_LEVELS)[number]])[] = CHALLENGE_LEVELS.map((level, i) => {
  const kinds = Object.keys(FAILING);
  return [kinds[i % kinds.length] as string, level] as const;
});

test(
  'code that fails is never credited: each failure on two levels, every level once, ends the run as Failed, stores no best, and ' +
    'the HUD names the fallback',
  async ({ page }) => {
    test.setTimeout(300_000);
    const problems = await openDemo(page);
    await clickControl(page, '#challenges-toggle');
    const result = page.locator('#challenge-result');
    for (const [what, level] of RUNS) {
      await setCode(page, FAILING[what] as string);
      await page.locator('#challenge-level').selectOption(level.name);
      await page.locator('#challenge-run').click();
      await expect(page.locator('#challenge-card')).toBeVisible();
      await expect(result, `${what} on ${level.name}`).toHaveText(/^✗ Failed: your code stopped at \d+\.\d\d s \(.+\)$/, {
        timeout: 20_000,
      });
      await expect(page.locator('#challenge-card'), `${what} on ${level.name}`).not.toContainText('Passed');
      await expect(page.locator('#challenge-card-title')).toContainText('time-optimal, after your code failed');
      await expect(page.locator('#challenge-note')).toContainText('Not counted');
      await expect(page.locator('dd.hud-controller')).toHaveText(/^time-optimal, after your code failed/);
      await page.locator('#challenge-edit').click();
      await expect(page.locator('#challenge-panel')).toBeVisible();
    }
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), CHALLENGE_BESTS_STORAGE_KEY);
    expect(stored === null ? {} : JSON.parse(stored)).toEqual({});
    await expect(page.locator('#challenge-best')).toHaveText('Your best: not played with your code yet.');
    expect(problems.messages).toEqual([]);
  },
);

// @realtime: the longest gap between frames in wall time (under 1.5 s).
test(
  'a built-in that never checks the time budget cannot freeze the page: its Worker is stopped, the game goes on, everywhere it can run',
  { tag: '@realtime' },
  async ({ page }) => {
    // A guard against hangs: the backstops alone are 2 s a call and twice 10 s for the loading.
    test.setTimeout(240_000);
    const problems = await openDemo(page);
    if ((await snapshot(page)).selectedId === null) await page.keyboard.press('e');
    await clickControl(page, '#challenges-toggle');
    const message = page.locator('#challenge-message');
    await recordFrames(page);

    // Applied to the selected entity: it behaves for 100 calls, then gets stuck in one built-in.
    await setCode(
      page,
      `let calls = 0;\nfunction update(input) {\n  if (++calls > 100) return ${STUCK_CALL};\n  return -60 * input.headingError - ` +
        `14 * input.angularVelocity;\n}`,
    );
    await page.locator('#challenge-apply').click();
    await expect(message).toHaveText(/Your code steers/);
    await expect(message).toHaveText(/stopped after .* update did not return within \d+ ms and was stopped/, { timeout: 20_000 });
    await expect(page.locator('dd.hud-controller')).toHaveText(/^time-optimal, after your code failed/);
    await stepFor(page, 0.5);

    // At its top level: loading is stopped, the code cannot run, the page keeps drawing.
    await setCode(page, `${STUCK_CALL};\nfunction update() { return 0; }`);
    await page.locator('#challenge-apply').click();
    // The loading's backstop is far (10 s on the machine's clock) and a load stopped there is tried once more.
    await expect(message).toHaveText(/cannot run: .*did not finish loading within \d+ ms and was stopped/, { timeout: 60_000 });

    // On a level: the run is failed at the stuck call.
    await setCode(
      page,
      `let calls = 0;\nfunction update(input) {\n  if (++calls > 30) return ${STUCK_CALL};\n  return -60 * input.headingError - ` +
        `14 * input.angularVelocity;\n}`,
    );
    await page.locator('#challenge-level').selectOption('figure-eight');
    await page.locator('#challenge-run').click();
    await expect(page.locator('#challenge-result')).toHaveText(
      /^✗ Failed: your code stopped at 0\.50 s \(update did not return within \d+ ms and was stopped/,
      { timeout: 20_000 },
    );

    // Through all of it the page drew on: no gap between frames near a freeze (the stuck calls would never have returned).
    const { longest, frames } = await frameGaps(page);
    expect(frames).toBeGreaterThan(30);
    expect(longest).toBeLessThan(1500);
    expect(problems.messages).toEqual([]);
  },
);

test('a 7 MiB string thrown at load or in update is described by the page as by npm run challenge, in one line with its length', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = await openDemo(page);
  await clickControl(page, '#challenges-toggle');
  const verdict = (text: string) => `${text.slice(0, 200)}… (7340032 characters)`;
  const cases = [
    {
      code: "throw 'x'.repeat(7 * 1024 * 1024);\nfunction update() { return 0; }",
      expected: verdict(`threw ${'x'.repeat(200)}`),
      atLoad: true,
    },
    // Its white space folded whole took the sandbox 2.5 s, past update's far deadline: "update did not return".
    { code: "function update() { throw 'x '.repeat(3.5 * 1024 * 1024); }", expected: verdict(`threw ${'x '.repeat(100)}`), atLoad: false },
  ];
  for (const { code, expected, atLoad } of cases) {
    expect(commandLineVerdict(code)).toBe(expected);
    await setCode(page, code);
    await page.locator('#challenge-level').selectOption('figure-eight');
    await page.locator('#challenge-run').click();
    if (atLoad) {
      await expect(page.locator('#challenge-message')).toHaveText(`Your code cannot run: ${expected}`, { timeout: 30_000 });
    } else {
      await expect(page.locator('#challenge-result')).toHaveText(`✗ Failed: your code stopped at 0.00 s (${expected})`, {
        timeout: 30_000,
      });
      await page.locator('#challenge-edit').click();
      await expect(page.locator('#challenge-panel')).toBeVisible();
    }
  }
  expect(problems.messages).toEqual([]);
});
