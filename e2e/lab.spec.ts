/**
 * The controller lab in the browser (issue 4): the controller menu of the panel, the step-response
 * view, race mode, the auto-tuner in a Web Worker, and the disturbance. Real input only (keys,
 * clicks, typing, menus); state read through `window.pidDemo.snapshot()`; waits on simulated time.
 */
import { expect, test } from '@playwright/test';
import { minimumTurnSteps } from '../src/sim/metrics/fewestTurnSteps';
import { settlingBox } from '../src/sim/metrics/TurnResponse';
import { CONTROLLER_TYPES } from '../src/sim/control/ControllerSettings';
import { raceStagger } from '../src/app/setup/raceSetup';
import { fastestCrossingTime } from './helpers/geometry';
import { openDemo, saveScreenshot } from './helpers/page';
import { openPanel } from './helpers/controls';
import { chooseOption, openPanelFolder, typeIntoField } from './helpers/panel';
import { entityById, entityOfType, snapshot, type Snapshot } from './helpers/snapshot';
import { dragTargetAndMeasureTurn } from './helpers/turns';
import { stepFor, stepUntil, waitUntilSettled } from './helpers/waits';

const TIME_OPTIMAL_LABEL = 'time-optimal (bang-bang + braking curve)';

test('the controller menu switches the type live: time-optimal turns measurably faster than the default PID on the same drag', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = await openDemo(page);
  await page.keyboard.press('1');
  await stepUntil(page, (s) => s.mode === 'track', 1, { description: 'Track mode' });
  // At the low turn rate (π rad/s²) the PID overshoots: the difference is plain.
  // The opening mixes a fast and a slow missile: the first T brings all to 4π, the second to π.
  await page.keyboard.press('t');
  await page.keyboard.press('t');
  await stepUntil(page, (s) => s.entities.every((e) => Math.abs(e.maxAngularAcceleration - Math.PI) < 1e-9), 1, {
    description: 'T sets π rad/s²',
  });
  const missileId = entityOfType(await snapshot(page), 'missile').id;
  expect(entityById(await snapshot(page), missileId).controller.type).toBe('pid');
  await waitUntilSettled(page, missileId, { simSeconds: 20 });

  const pid = await dragTargetAndMeasureTurn(page, missileId, { angleDeg: 90, doneDeg: 2, simSeconds: 15 });
  await waitUntilSettled(page, missileId, { simSeconds: 20 });

  await chooseOption(page, '#panel-controller-type', TIME_OPTIMAL_LABEL);
  const switched = await stepUntil(page, (s) => s.entities.every((e) => e.controller.type === 'time-optimal'), 1, {
    description: 'every entity has the time-optimal controller',
  });
  await expect(page.locator('#hud')).toContainText('time-optimal');
  expect(entityById(switched, missileId).maxAngularAcceleration).toBeCloseTo(Math.PI, 9);

  const optimal = await dragTargetAndMeasureTurn(page, missileId, { angleDeg: 90, doneDeg: 2, simSeconds: 15 });
  await saveScreenshot(page, testInfo, 'time-optimal-turned');
  testInfo.annotations.push({
    type: 'turns at π rad/s²',
    description:
      `PID: within 2° at ${pid.turnTime.toFixed(3)} s, settled ${pid.settleTime.toFixed(3)} s, overshoot ` +
      `${pid.overshootDeg.toFixed(1)}°; time-optimal: ${optimal.turnTime.toFixed(3)} s, settled ${optimal.settleTime.toFixed(3)} ` +
      `s, overshoot ${optimal.overshootDeg.toFixed(1)}°`,
  });
  expect(
    optimal.settleTime,
    `time-optimal settles (${optimal.settleTime.toFixed(3)} s) well before the PID (${pid.settleTime.toFixed(3)} s)`,
  ).toBeLessThan(pid.settleTime * 0.8);
  expect(pid.overshootDeg).toBeGreaterThan(optimal.overshootDeg + 5);
  // Still by torque within the limit: no faster than physics allows.
  expect(optimal.turnTime).toBeGreaterThanOrEqual(fastestCrossingTime(optimal.initialErrorDeg, 2, Math.PI));

  // Back to the PID: its own gains come back.
  await chooseOption(page, '#panel-controller-type', 'PID (the article)');
  const back = await stepUntil(page, (s) => s.entities.every((e) => e.controller.type === 'pid'), 1, { description: 'back to the PID' });
  expect(entityById(back, missileId).controller).toMatchObject({ kp: 60, ki: 2, kd: 14 });
  expect(problems.messages).toEqual([]);
});

test('the tuning panel, built when the sidebar first opens, shows what changed before it was built', async ({ page }) => {
  const problems = await openDemo(page);
  await expect(page.locator('#tuning-panel'), 'the panel is not built at start').toHaveCount(0);
  // T twice: the opening's mixed rates go to 4π, then to π, for every entity.
  await page.keyboard.press('t');
  await page.keyboard.press('t');
  await stepUntil(page, (s) => s.entities.every((e) => Math.abs(e.maxAngularAcceleration - Math.PI) < 1e-9), 1, {
    description: 'every entity at π',
  });
  await openPanel(page);
  const field = page.locator('#panel-maxAngularAcceleration');
  await expect
    .poll(async () => Number.parseFloat(await field.inputValue()), { message: 'the panel shows π rad/s²' })
    .toBeCloseTo(Math.PI, 3);
  // And it follows what changes after: T again brings 4π.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('t');
  await expect
    .poll(async () => Number.parseFloat(await field.inputValue()), { message: 'the panel shows 4π rad/s²' })
    .toBeCloseTo(4 * Math.PI, 3);
  expect(problems.messages).toEqual([]);
});

test('each controller type shows its own parameters, validated with their ranges', async ({ page }) => {
  const problems = await openDemo(page);
  await chooseOption(page, '#panel-controller-type', "stable PD (David Wu's backward PD)");
  await stepUntil(page, (s) => s.entities.every((e) => e.controller.type === 'stable-pd'), 1, { description: 'stable PD' });
  await expect(page.locator('#panel-stable-pd-naturalFrequency')).toBeVisible();
  await expect(page.locator('#panel-kp')).toBeHidden();

  await typeIntoField(page, '#panel-stable-pd-naturalFrequency', '0');
  const message = page.locator('#panel-message');
  await expect(message).toBeVisible();
  await expect(message).toContainText('natural frequency ω (rad/s) must be a number > 0 and ≤ 3000; got 0. Kept 8.');
  await expect(page.locator('#panel-stable-pd-naturalFrequency')).toHaveValue('8');
  await typeIntoField(page, '#panel-stable-pd-naturalFrequency', 'abc');
  await expect(message).toContainText('got "abc"');

  await typeIntoField(page, '#panel-stable-pd-naturalFrequency', '3');
  await expect(message).toBeHidden();
  const snap = await stepUntil(page, (s) => s.entities.every((e) => e.controller.naturalFrequency === 3), 1, {
    description: 'natural frequency 3 rad/s applied to all',
  });
  expect(snap.entities.every((e) => Number.isFinite(e.angle))).toBe(true);

  // The PID options: integral running, derivative on measurement.
  await chooseOption(page, '#panel-controller-type', 'PID (the article)');
  await chooseOption(page, '#panel-integral', 'running (cancels a steady torque)');
  await chooseOption(page, '#panel-derivativeOn', 'measurement (no kick)');
  await typeIntoField(page, '#panel-derivativeFilterTime', '11');
  await expect(message).toContainText('derivative filter time (s) must be a number ≥ 0 and ≤ 10');
  const pid = await stepUntil(
    page,
    (s) => s.entities.every((e) => e.controller.integral === 'running' && e.controller.derivativeOn === 'measurement'),
    1,
    { description: 'PID options applied' },
  );
  expect(pid.entities.every((e) => e.controller.derivativeFilterTime === 0)).toBe(true);
  expect(problems.messages).toEqual([]);
});

test(
  'the step-response view plots each controller against the time-optimal turn, with a table whose fastest possible settling no ' +
    'controller beats',
  async ({ page }, testInfo) => {
    const problems = await openDemo(page);
    const view = page.locator('#step-response');
    await expect(view).toBeHidden();
    await page.keyboard.press('v');
    await expect(view).toBeVisible();
    await expect(page.locator('#step-response-toggle')).toHaveAttribute('aria-pressed', 'true');

    // Defaults: the selected missile's controller (PID) and the time-optimal one, at its 4π rad/s².
    await expect(page.locator('#sr-controller-pid')).toBeChecked();
    await expect(page.locator('#sr-controller-time-optimal')).toBeChecked();
    await expect(page.locator('#sr-controller-stolk')).not.toBeChecked();
    await expect(page.locator('#sr-entity')).toHaveValue('missile');
    const rows = page.locator('#sr-figures tbody tr');
    await expect(rows).toHaveCount(2);
    const limitFor = (angleDeg: number, a: number): string => {
      const angle = (angleDeg * Math.PI) / 180;
      const steps = minimumTurnSteps(angle, 0, a, 1 / 60, settlingBox(0.02 * angle, a, 1 / 60)) as number;
      return (steps / 60).toFixed(3);
    };
    for (const cell of await page.locator('#sr-figures .sr-limit').allTextContents()) expect(cell).toBe(`${limitFor(90, 4 * Math.PI)} s`);
    // The fastest possible settling (into 2%, in the simulation's steps) is a little under the rest-to-rest
    // 2·sqrt(angle/a), which the caption gives; no controller's settling is below it.
    const restToRest = 2 * Math.sqrt(Math.PI / 2 / (4 * Math.PI));
    await expect(page.locator('#sr-caption')).toContainText(`${restToRest.toFixed(3)} s`);
    const limits = (await page.locator('#sr-figures .sr-limit').allTextContents()).map((cell) => Number.parseFloat(cell));
    for (const limit of limits) expect(limit).toBeGreaterThan(0.8 * restToRest);
    for (const limit of limits) expect(limit).toBeLessThanOrEqual(restToRest);
    for (const type of ['pid', 'time-optimal']) {
      const settling = Number.parseFloat(await page.locator(`#sr-figures tr[data-controller="${type}"] .sr-settle`).innerText());
      expect(settling, `${type} settles no faster than possible`).toBeGreaterThanOrEqual(limits[0] as number);
    }
    // The time-optimal controller settles faster than the PID, and both have a rise time.
    const settle = async (type: string) =>
      Number.parseFloat(await page.locator(`#sr-figures tr[data-controller="${type}"] .sr-settle`).innerText());
    expect(await settle('time-optimal')).toBeLessThan(await settle('pid'));
    await expect(page.locator('#sr-figures tr[data-controller="pid"] .sr-rise')).toHaveText(/^\d+\.\d{3} s$/);

    // A plot was drawn: uPlot's canvas with coloured pixels, and its legend names the reference.
    const plotCanvas = page.locator('#sr-plot canvas');
    await expect(plotCanvas).toHaveCount(1);
    const inked = await plotCanvas.evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let coloured = 0;
      for (let i = 0; i < data.length; i += 4)
        if ((data[i + 3] ?? 0) > 0 && (data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0) > 200) coloured++;
      return coloured;
    });
    expect(inked, 'the plot has curves drawn on it').toBeGreaterThan(500);
    await expect(page.locator('#sr-plot')).toContainText('time-optimal turn (the limit)');

    // A 45° turn at π rad/s², a character, three controllers.
    await typeIntoField(page, '#sr-angle', '45');
    await typeIntoField(page, '#sr-rate', String(Math.PI));
    await page.locator('#sr-entity').selectOption('character');
    await page.click('#sr-controller-stolk');
    await expect(rows).toHaveCount(3);
    for (const cell of await page.locator('#sr-figures .sr-limit').allTextContents()) expect(cell).toBe(`${limitFor(45, Math.PI)} s`);
    await expect(page.locator('#sr-caption')).toContainText('A character at rest turns by 45°');
    await saveScreenshot(page, testInfo, 'step-response');

    // Bad input is refused with the field and its range; the previous value stays.
    await typeIntoField(page, '#sr-angle', '200');
    await expect(page.locator('#sr-message')).toContainText('turn angle (°) must be a number > 0 and < 180; got 200. Kept 45.');
    await expect(page.locator('#sr-angle')).toHaveValue('45');
    for (const cell of await page.locator('#sr-figures .sr-limit').allTextContents()) expect(cell).toBe(`${limitFor(45, Math.PI)} s`);
    // The last controller cannot be unticked.
    await page.click('#sr-controller-stolk');
    await page.click('#sr-controller-time-optimal');
    await page.click('#sr-controller-pid');
    await expect(page.locator('#sr-message')).toContainText('choose at least one controller');
    await expect(rows).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await page.keyboard.press('v');
    await expect(view).toBeVisible();
    await page.click('#step-response-close');
    await expect(view).toBeHidden();
    expect(problems.messages).toEqual([]);
  },
);

test('race mode lines up one racer per controller with a colour legend, racers pass through each other, and K restores the scene', async ({
  page,
}, testInfo) => {
  const problems = await openDemo(page);
  await page.keyboard.press('3');
  const before = await stepUntil(page, (s) => s.mode === 'path', 1, { description: 'Path mode' });
  const beforeIds = before.entities.map((e) => e.id);

  // Paused first, so that the racers below are compared at the same moments on any machine.
  await page.keyboard.press('p');
  await page.keyboard.press('k');
  const race = await stepUntil(page, (s) => s.paused && s.race && s.entities.length === CONTROLLER_TYPES.length, 1, {
    description: 'K starts a race of one racer per controller',
  });
  await expect(page.locator('#race-toggle')).toHaveAttribute('aria-pressed', 'true');
  expect(race.entities.map((e) => e.controller.type)).toEqual([...CONTROLLER_TYPES]);
  expect(new Set(race.entities.map((e) => e.type)).size, 'copies of the selected entity type').toBe(1);
  // They start from one spot, one after another (0.5 s apart): the first is off, the last waits there at rest.
  expect(race.entities[0]?.mode).toBe('followPath');
  const [lead] = race.entities;
  const last = race.entities[race.entities.length - 1];
  expect(last?.mode).toBe('idle');
  for (const racer of race.entities.filter((e) => e.mode === 'idle'))
    expect(Math.hypot(racer.position[0] - (last?.position[0] ?? 0), racer.position[1] - (last?.position[1] ?? 0))).toBeLessThan(0.3);
  expect(lead?.id).toBe('racer-pid');

  const legend = page.locator('#race-legend');
  await expect(legend).toBeVisible();
  await expect(legend.locator('.race-row')).toHaveCount(CONTROLLER_TYPES.length);
  for (const label of ['PID (the article)', "Stolk's pid1", 'forward PD', 'stable PD', 'SPD (Tan, Liu, Turk)', TIME_OPTIMAL_LABEL])
    await expect(legend).toContainText(label);
  const swatches = await legend.locator('.race-swatch').evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).backgroundColor));
  expect(new Set(swatches).size, 'one colour per racer').toBe(CONTROLLER_TYPES.length);

  // On a course they start one after another from one spot, `raceStagger` apart in the legend's
  // order, each timed from its own start. The forward PD and the SPD are near-identical with their
  // defaults (the same gains per unit inertia, both scaled and braking on the motor's curve): at the
  // same time after its own start each is where the other was, though they passed through the
  // others. (The PID racer has the article's fixed gains.)
  const stepped = (steps: number) =>
    page.evaluate((n) => (window as unknown as { pidDemo: { stepFixed(n: number): Snapshot } }).pidDemo.stepFixed(n), steps);
  const startOf = (type: string) =>
    CONTROLLER_TYPES.indexOf(type as (typeof CONTROLLER_TYPES)[number]) * raceStagger(CONTROLLER_TYPES.length);
  // The forward PD at its own time τ = 0.5 s, then the SPD at its own τ.
  const pdAtTau = entityById(await stepped(Math.round((startOf('pd') + 0.5 - race.time) * 60)), 'racer-pd');
  const spdAtTau = entityById(await stepped(Math.round((startOf('spd') - startOf('pd')) * 60)), 'racer-spd');
  expect(Math.hypot(pdAtTau.position[0] - spdAtTau.position[0], pdAtTau.position[1] - spdAtTau.position[1])).toBeLessThan(0.5);
  await page.keyboard.press('p');

  const going = await stepUntil(page, (s) => s.entities.every((e) => e.waypointsReached >= 2), 30, {
    description: 'every racer reaches two waypoints',
    wallTimeoutMs: 60_000,
  });
  // Each waypoint's time fills in as the racer reaches it.
  await expect(legend.locator('.race-row[data-racer="racer-time-optimal"] td.race-wp').first()).toHaveText(/^\d+\.\d\d$/);
  await saveScreenshot(page, testInfo, 'race');
  testInfo.annotations.push({
    type: 'waypoints',
    description: going.entities.map((e) => `${e.controller.type} ${e.waypointsReached}`).join(', '),
  });

  await page.keyboard.press('k');
  const restored = await stepUntil(page, (s) => !s.race, 1, { description: 'K ends the race' });
  expect(restored.entities.map((e) => e.id)).toEqual(beforeIds);
  expect(restored.mode).toBe('path');
  await expect(legend).toBeHidden();
  expect(problems.messages).toEqual([]);
});

test('the auto-tuner runs in a Web Worker loaded on demand, shows progress, can be cancelled, and Apply changes the controller', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = await openDemo(page);
  const workerLoaded = () =>
    page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /tuner\.worker/.test(entry.name)));
  expect(await workerLoaded(), 'the tuner is not loaded at start-up').toBe(false);
  await openPanel(page);
  expect(await workerLoaded(), 'opening the panel does not load the tuner either').toBe(false);

  const progress = page.locator('#tune-progress');
  expect(await progress.evaluate((element) => element.tagName)).toBe('PROGRESS');
  const value = () => progress.evaluate((element: HTMLProgressElement) => element.value);

  // A long search: the bar moves, then Cancel stops it.
  await typeIntoField(page, '#tune-iterations', '5000');
  await page.click('#tune-start');
  await expect(page.locator('#tune-cancel')).toBeEnabled();
  await expect.poll(value, { timeout: 20_000, message: 'progress starts' }).toBeGreaterThan(0);
  const first = await value();
  await expect.poll(value, { timeout: 20_000, message: 'progress increases' }).toBeGreaterThan(first);
  expect(await workerLoaded(), 'the worker was created when Tune was pressed').toBe(true);
  await saveScreenshot(page, testInfo, 'tuner-progress');
  await page.click('#tune-cancel');
  await expect(page.locator('#tune-status')).toContainText('Cancelled');
  const stopped = await value();
  expect(stopped).toBeLessThan(5000);
  await page.waitForTimeout(700);
  expect(await value(), 'nothing more arrives after Cancel').toBe(stopped);
  await expect(page.locator('#tune-start')).toBeEnabled();
  await expect(page.locator('#tune-result')).toBeHidden();

  // A bad value is refused, naming the field and its range.
  await typeIntoField(page, '#tune-iterations', '0');
  await page.click('#tune-start');
  await expect(page.locator('#tune-message')).toContainText('candidates must be an integer ≥ 1 and ≤ 10000; got "0". Kept 5000.');

  // A short search to the end; Apply gives every entity the result.
  await typeIntoField(page, '#tune-iterations', '40');
  await page.click('#tune-start');
  await expect(page.locator('#tune-result')).toBeVisible({ timeout: 30_000 });
  await expect(progress).toHaveJSProperty('value', 40);
  await expect(page.locator('#tune-best')).toContainText('PID corrected');
  const before = await snapshot(page);
  expect(before.entities.every((e) => e.controller.kp === 60 && e.controller.ki === 2 && e.controller.kd === 14)).toBe(true);
  await page.click('#tune-apply');
  const applied = await stepUntil(
    page,
    (s) =>
      s.entities.every((e) => e.controller.type === 'pid' && !(e.controller.kp === 60 && e.controller.ki === 2 && e.controller.kd === 14)),
    1,
    { description: 'Apply changes the gains' },
  );
  const missile = applied.entities.find((e) => e.type === 'missile');
  if (!missile) throw new Error('no missile');
  await expect(page.locator('#tune-best')).toContainText(`kp ${Number((missile.controller.kp as number).toPrecision(4))}`);
  await expect(page.locator('#panel-kp')).toHaveValue(String(missile.controller.kp));
  await saveScreenshot(page, testInfo, 'tuner-applied');
  expect(problems.messages).toEqual([]);
});

test(
  'a steady disturbing torque: the windowed PID settles off target, the running integral cancels it; the wind is ' + 'validated and shown',
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const problems = await openDemo(page);
    await page.keyboard.press('1');
    await stepUntil(page, (s) => s.mode === 'track', 1, { description: 'Track mode' });
    await openPanelFolder(page, 'panel-folder-disturbance');
    await typeIntoField(page, '#panel-torque', '1001');
    await expect(page.locator('#panel-message')).toContainText(
      'disturbing torque (rad/s²) must be a number ≥ -1000 and ≤ 1000; got 1001. Kept 3.',
    );
    await typeIntoField(page, '#panel-torque', '6');
    await page.click('#panel-torque-on');
    await stepUntil(page, (s) => s.disturbance.angularAcceleration === 6, 1, { description: 'torque on' });
    const missileId = entityOfType(await snapshot(page), 'missile').id;
    // With the article's short window, even a ki of 20 cannot learn the torque: a steady offset of about 6/62 rad.
    await typeIntoField(page, '#panel-ki', '20');
    await stepUntil(page, (s) => s.entities.every((e) => e.controller.ki === 20), 1, { description: 'ki 20' });
    await stepFor(page, 4);
    const first = Math.abs(entityById(await snapshot(page), missileId).headingErrorDeg);
    const later = await stepFor(page, 2);
    const stillOff = Math.abs(entityById(later, missileId).headingErrorDeg);
    expect(stillOff, 'the windowed PID settles off target').toBeGreaterThan(2);
    expect(Math.abs(stillOff - first), 'and stays there').toBeLessThan(0.5);

    await chooseOption(page, '#panel-integral', 'running (cancels a steady torque)');
    const cancelled = await stepUntil(page, (s) => Math.abs(entityById(s, missileId).headingErrorDeg) < 0.3, 15, {
      description: 'the running integral cancels the torque',
    });
    testInfo.annotations.push({
      type: 'offset',
      description: `window: ${stillOff.toFixed(2)}°; running: ${Math.abs(entityById(cancelled, missileId).headingErrorDeg).toFixed(3)}°`,
    });

    // Wind: direction and strength, validated, and drawn.
    await page.click('#panel-wind-on');
    await typeIntoField(page, '#panel-wind-direction', '90');
    await typeIntoField(page, '#panel-wind-strength', '150');
    await expect(page.locator('#panel-message')).toContainText('wind strength (m/s²) must be a number ≥ 0 and ≤ 100; got 150. Kept 4.');
    await typeIntoField(page, '#panel-wind-strength', '5');
    const windy = await stepUntil(page, (s) => Math.abs(s.disturbance.wind[1] - 5) < 1e-9, 1, { description: 'a 5 m/s² wind toward +y' });
    expect(windy.disturbance.wind[0]).toBeCloseTo(0, 9);
    await saveScreenshot(page, testInfo, 'wind-and-torque');
    // Help explains what the integral is for.
    await page.keyboard.press('?');
    await expect(page.locator('#help')).toContainText('What the integral is for');
    await expect(page.locator('#help')).toContainText('“running”');
    await page.keyboard.press('Escape');
    expect(problems.messages).toEqual([]);
  },
);

test('"scale gains with turn rate" in the panel lets the tuned missile follow its path at π/2 rad/s²', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const problems = await openDemo(page);
  await page.keyboard.press('3');
  await stepUntil(page, (s) => s.mode === 'path', 1, { description: 'Path mode' });
  await typeIntoField(page, '#panel-maxAngularAcceleration', String(Math.PI / 2));
  await stepUntil(page, (s) => s.entities.every((e) => Math.abs(e.maxAngularAcceleration - Math.PI / 2) < 1e-3), 1, {
    description: 'π/2 rad/s² for every entity',
  });
  const missileId = entityOfType(await snapshot(page), 'missile').id;
  const checkbox = page.locator('#panel-scaleWithTurnRate');
  await expect(checkbox).not.toBeChecked();
  await checkbox.check();
  const scaled = await stepUntil(
    page,
    (s) => (entityById(s, missileId).controller as { scaleWithTurnRate?: boolean }).scaleWithTurnRate === true,
    1,
    { description: 'the missile scales its gains' },
  );
  // With fixed gains it reaches about one waypoint a minute here; scaled, one every 3 s or so.
  const start = entityOfType(scaled, 'missile').waypointsReached;
  await stepUntil(page, (s) => entityOfType(s, 'missile').waypointsReached >= start + 5, 30, {
    description: 'the missile reaches 5 more waypoints',
    wallTimeoutMs: 90_000,
  });
  await saveScreenshot(page, testInfo, 'scaled-gains-path');
  expect(problems.messages).toEqual([]);
});
