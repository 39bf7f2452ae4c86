/**
 * Data out (issue 16): the scope's recent history and the step response download as CSV and JSON
 * holding what the game showed, and `window.pidDemo.stepFixed(n)` advances exactly n fixed steps,
 * paused. Real clicks on the game's buttons; state read through `window.pidDemo.snapshot()`.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { clickControl, openPanel } from './helpers/controls';
import { openDemo } from './helpers/page';
import { entityById, entityOfType, FIXED_STEP, snapshot, type Snapshot } from './helpers/snapshot';
import { stepFor, stepUntil } from './helpers/waits';

/** Clicks the button and returns the file it downloads: its suggested name and its text. */
async function download(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: (file as Download).suggestedFilename(), text: await readFile(await (file as Download).path(), 'utf8') };
}

/** `window.pidDemo.stepFixed(n)`, its snapshot after a JSON round trip; a thrown error becomes `{ error }`. */
async function stepFixed(page: Page, n: unknown): Promise<Snapshot | { error: string }> {
  return page.evaluate((count) => {
    const demo = (window as unknown as { pidDemo: { stepFixed(n: unknown): unknown } }).pidDemo;
    try {
      return JSON.parse(JSON.stringify(demo.stepFixed(count))) as Snapshot;
    } catch (error) {
      return { error: `${(error as Error).name}: ${(error as Error).message}` };
    }
  }, n);
}

function asSnapshot(result: Snapshot | { error: string }): Snapshot {
  if ('error' in result) throw new Error(`stepFixed threw ${result.error}`);
  return result;
}

/** A CSV's header and rows as numbers (an empty field is NaN). */
function parseCsv(text: string): { header: string[]; rows: number[][] } {
  const lines = text.trimEnd().split('\n');
  return {
    header: (lines[0] as string).split(','),
    rows: lines.slice(1).map((line) => line.split(',').map((field) => (field === '' ? Number.NaN : Number(field)))),
  };
}

test('the scope downloads as CSV and JSON holding what it showed; stepFixed(60) advances exactly 1 s, paused', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = await openDemo(page);
  await openPanel(page);

  // Select the missile with a click on it (paused for the click, then running again).
  const paused = asSnapshot(await stepFixed(page, 1));
  expect(paused.paused).toBe(true);
  const missile = entityOfType(paused, 'missile');
  await page.mouse.click(missile.screen[0], missile.screen[1]);
  await stepUntil(page, (s) => s.selectedId === missile.id, 1, { description: `clicking ${missile.id} selects it`, wallTimeoutMs: 5000 });
  await clickControl(page, '#pause');
  await stepUntil(page, (s) => !s.paused, 1, { description: 'the play button resumes' });

  // Let more than the scope's 5 s window run, then freeze the moment to compare against.
  await expect(page.locator('.scope-caption')).toHaveText(`Scope: ${missile.id}, last 5 s of sim time`);
  await stepFor(page, 5.5);
  const frozen = asSnapshot(await stepFixed(page, 1));
  const shown = entityById(frozen, missile.id);
  const csvButton = page.getByRole('button', { name: 'Download scope CSV' });
  const jsonButton = page.getByRole('button', { name: 'Download scope JSON' });
  await expect(csvButton).toBeEnabled();

  const csv = await download(page, csvButton);
  expect(csv.name).toBe(`pid-scope-${missile.id}.csv`);
  const { header, rows } = parseCsv(csv.text);
  expect(header).toEqual([
    'time_s',
    'heading_error_deg',
    'commanded_angular_acceleration_rad_per_s2',
    'angular_velocity_rad_per_s',
    'p_term_rad_per_s2',
    'i_term_rad_per_s2',
    'd_term_rad_per_s2',
  ]);
  // The recorder keeps 5 s at one sample per fixed step: ceil(5 / dt) + 1 samples once full.
  expect(rows).toHaveLength(Math.ceil(5 / FIXED_STEP) + 1);
  for (let i = 1; i < rows.length; i++) expect((rows[i] as number[])[0]! - (rows[i - 1] as number[])[0]!).toBeCloseTo(FIXED_STEP, 9);
  const last = rows.at(-1) as number[];
  expect(last[0]).toBeCloseTo(frozen.time, 9);
  expect(last[1]).toBeCloseTo(shown.headingErrorDeg, 6);
  expect(Math.abs(last[2]!)).toBeLessThanOrEqual(shown.maxAngularAcceleration + 1e-9);
  expect(Number.isFinite(last[3])).toBe(true);
  // The default controller is the PID: its P, I and D terms are there.
  for (const value of last.slice(4)) expect(Number.isFinite(value)).toBe(true);

  const json = await download(page, jsonButton);
  expect(json.name).toBe(`pid-scope-${missile.id}.json`);
  const data = JSON.parse(json.text) as { entity: string; window_s: number; samples: Record<string, number>[] };
  expect(data.entity).toBe(missile.id);
  expect(data.window_s).toBe(5);
  expect(data.samples).toHaveLength(rows.length);
  expect(data.samples.map((sample) => sample.time_s)).toEqual(rows.map((row) => row[0]));
  expect(data.samples.map((sample) => sample.heading_error_deg)).toEqual(rows.map((row) => row[1]));

  // stepFixed(60): exactly 60 fixed steps (1 s), paused, and time stays put afterwards.
  const before = await snapshot(page);
  const after = asSnapshot(await stepFixed(page, 60));
  expect(after.paused).toBe(true);
  expect(after.time - before.time).toBeCloseTo(1, 9);
  await page.waitForTimeout(300);
  expect((await snapshot(page)).time).toBe(after.time);
  // The scope recorded those steps too: its newest sample is the new moment.
  const later = parseCsv((await download(page, csvButton)).text).rows.at(-1) as number[];
  expect(later[0]).toBeCloseTo(after.time, 9);
  expect(later[1]).toBeCloseTo(entityById(after, missile.id).headingErrorDeg, 6);

  for (const bad of [0, -1, 1.5, 100_001, Number.NaN, '60']) {
    expect(await stepFixed(page, bad)).toEqual({
      error: expect.stringMatching(/^RangeError: stepFixed: n must be an integer from 1 to 100000; got /),
    });
  }
  expect((await snapshot(page)).time).toBe(after.time);
  expect(problems.messages).toEqual([]);
});

test('the step response downloads as CSV (its curves) and JSON (inputs, the table’s figures, curves)', async ({ page }) => {
  const problems = await openDemo(page);
  await clickControl(page, '#step-response-toggle');
  await expect(page.locator('#step-response')).toBeVisible();
  const tableRows = page.locator('#sr-figures tbody tr');
  await expect(tableRows).toHaveCount(2);

  const csv = await download(page, page.getByRole('button', { name: 'Download step response CSV' }));
  expect(csv.name).toBe('pid-step-response-missile-90deg.csv');
  const { header, rows } = parseCsv(csv.text);
  expect(header).toEqual(['time_s', 'heading_error_deg_pid', 'heading_error_deg_time-optimal', 'heading_error_deg_time_optimal_limit']);
  expect(rows.length).toBeGreaterThan(100);
  expect(rows[0]?.[1]).toBeCloseTo(90, 6);
  expect(rows[0]?.[3]).toBeCloseTo(90, 6);
  expect(rows.at(-1)?.[3]).toBe(0);

  const json = await download(page, page.getByRole('button', { name: 'Download step response JSON' }));
  const data = JSON.parse(json.text) as {
    inputs: { turn_angle_deg: number; entity_type: string; max_angular_acceleration_rad_per_s2: number };
    controllers: {
      type: string;
      settling_time_s: number | null;
      overshoot_deg: number;
      time_optimal_limit_s: number;
      fastest_possible_settling_s: number;
    }[];
    curves: { time_s: number[] };
  };
  expect(data.inputs).toEqual({ turn_angle_deg: 90, entity_type: 'missile', max_angular_acceleration_rad_per_s2: 4 * Math.PI });
  expect(data.curves.time_s).toHaveLength(rows.length);
  // The figures are the ones the table shows.
  for (const controller of data.controllers) {
    const row = page.locator(`#sr-figures tr[data-controller="${controller.type}"]`);
    await expect(row.locator('.sr-settle')).toHaveText(
      controller.settling_time_s === null ? 'never' : `${controller.settling_time_s.toFixed(3)} s`,
    );
    await expect(row.locator('.sr-overshoot')).toHaveText(`${controller.overshoot_deg.toFixed(2)}°`);
    await expect(row.locator('.sr-limit')).toHaveText(`${controller.fastest_possible_settling_s.toFixed(3)} s`);
    expect(controller.time_optimal_limit_s).toBeCloseTo(2 * Math.sqrt(Math.PI / 2 / (4 * Math.PI)), 12);
  }
  expect(data.controllers.map((c) => c.type)).toEqual(['pid', 'time-optimal']);

  // The buttons are reachable from the keyboard: Tab from the JSON button's neighbour lands on it.
  await page.getByRole('button', { name: 'Download step response CSV' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Download step response JSON' })).toBeFocused();
  expect(problems.messages).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the download buttons are touch targets of at least 44 × 44 px, and a tap downloads', async ({ page }) => {
    const problems = await openDemo(page);
    await openPanel(page);
    const scopeCsv = page.getByRole('button', { name: 'Download scope CSV' });
    await scopeCsv.scrollIntoViewIfNeeded();
    await expect(scopeCsv).toBeEnabled();
    const [file] = await Promise.all([page.waitForEvent('download'), scopeCsv.tap()]);
    expect(file.suggestedFilename()).toMatch(/^pid-scope-.+\.csv$/);
    const buttons = [scopeCsv, page.getByRole('button', { name: 'Download scope JSON' })];

    await clickControl(page, '#step-response-toggle', { tap: true });
    await expect(page.locator('#step-response')).toBeVisible();
    buttons.push(
      page.getByRole('button', { name: 'Download step response CSV' }),
      page.getByRole('button', { name: 'Download step response JSON' }),
    );
    for (const button of buttons) {
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      if (!box) throw new Error('a download button is not laid out');
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    expect(problems.messages).toEqual([]);
  });
});
