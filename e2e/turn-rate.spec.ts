import { expect, test } from '@playwright/test';
import { fastestCrossingTime } from './helpers/geometry';
import { openDemo, saveScreenshot } from './helpers/page';
import { entityOfType, snapshot, type Snapshot } from './helpers/snapshot';
import { dragTargetAndMeasureTurn } from './helpers/turns';
import { stepUntil, waitUntilSettled } from './helpers/waits';

const HIGH = 4 * Math.PI;
const LOW = Math.PI;

function allRatesAre(snap: Snapshot, rate: number): boolean {
  return snap.entities.length > 0 && snap.entities.every((e) => Math.abs(e.maxAngularAcceleration - rate) < 1e-6);
}

test(
  'T switches the max turn rate of every entity to 4π, to π, and back to ' + "the opening's mix; a 90° turn takes longer at the low rate",
  async ({ page }, testInfo) => {
    const problems = await openDemo(page);
    await page.keyboard.press('1');
    await stepUntil(page, (s) => s.mode === 'track', 1, { description: 'mode is track after pressing 1' });
    const hud = page.locator('#hud');

    // The opening shows the contrast: a fast (4π) and a slow (π) missile. The first T brings everyone to 4π.
    const opening = await snapshot(page);
    expect(opening.entities.map((e) => e.maxAngularAcceleration).sort((a, b) => a - b)[0]).toBeCloseTo(LOW, 9);
    await page.keyboard.press('t');
    const initial = await stepUntil(page, (s) => allRatesAre(s, HIGH), 1, { description: 'the first T brings every entity to 4π' });
    expect(initial.entities.length).toBeGreaterThanOrEqual(2);
    expect(
      allRatesAre(initial, HIGH),
      `max angular acceleration is 4π for every entity: ${initial.entities.map((e) => e.maxAngularAcceleration).join(', ')}`,
    ).toBe(true);
    await expect(hud).toContainText('4π rad/s²');
    const missileId = entityOfType(initial, 'missile').id;

    // A 90° turn at the high rate.
    await waitUntilSettled(page, missileId);
    const fast = await dragTargetAndMeasureTurn(page, missileId, { angleDeg: 90 });
    await waitUntilSettled(page, missileId);

    // T: the low rate, for every entity, shown in the HUD.
    await page.keyboard.press('t');
    const low = await stepUntil(page, (s) => allRatesAre(s, LOW), 1, {
      description: 'every entity has max angular acceleration π after T',
    });
    expect(low.entities.length).toBe(initial.entities.length);
    await expect(hud, 'the HUD shows the low turn rate').toContainText('π rad/s²');
    await expect(hud, 'the HUD no longer shows the high turn rate').not.toContainText('4π');
    await saveScreenshot(page, testInfo, 'low-turn-rate');

    // The same 90° turn (the target goes back round) at the low rate.
    const slow = await dragTargetAndMeasureTurn(page, missileId, { angleDeg: 90, simSeconds: 12 });
    await saveScreenshot(page, testInfo, 'low-rate-turned');
    testInfo.annotations.push({
      type: 'turns',
      description:
        `4π: within 5° at ${fast.turnTime.toFixed(3)} s, settled at ${fast.settleTime.toFixed(3)} s, overshoot ` +
        `${fast.overshootDeg.toFixed(1)}°; π: within 5° at ${slow.turnTime.toFixed(3)} s, settled at ${slow.settleTime.toFixed(3)} ` +
        `s, overshoot ${slow.overshootDeg.toFixed(1)}° (sim time)`,
    });
    // Both limits are really enforced: from rest, the heading cannot reach 5° faster than sqrt(2·85°/α).
    const fastestAtHigh = fastestCrossingTime(fast.initialErrorDeg, 5, HIGH);
    expect(fast.turnTime, `at 4π rad/s² the turn is no faster than ${fastestAtHigh.toFixed(3)} s`).toBeGreaterThanOrEqual(fastestAtHigh);
    // At π: sqrt(2·85°/π) ≈ 0.97 s: the heading cannot reach 5° faster than sqrt(2·85°/π) ≈ 0.97 s.
    const fastestAtLow = fastestCrossingTime(slow.initialErrorDeg, 5, LOW);
    expect(slow.turnTime, `at π rad/s² the turn is no faster than ${fastestAtLow.toFixed(3)} s`).toBeGreaterThanOrEqual(fastestAtLow);
    // The same turn settles (stays within 5°) clearly later at the low rate.
    expect(
      slow.settleTime,
      `settling at π rad/s² (${slow.settleTime.toFixed(3)} s) vs at 4π rad/s² (${fast.settleTime.toFixed(3)} s)`,
    ).toBeGreaterThan(fast.settleTime * 1.5);
    // And, as in the article's video, the missile overshoots at the low rate, more than at the high rate.
    expect(
      slow.overshootDeg,
      `overshoot at π (${slow.overshootDeg.toFixed(1)}°) vs at 4π (${fast.overshootDeg.toFixed(1)}°)`,
    ).toBeGreaterThan(fast.overshootDeg + 5);

    // T again: back to the opening's mix, the fast and the slow missile side by side, as the toggle says.
    await page.keyboard.press('t');
    const mixed = await stepUntil(
      page,
      (s) =>
        s.entities.some((e) => Math.abs(e.maxAngularAcceleration - LOW) < 1e-9) &&
        s.entities.some((e) => Math.abs(e.maxAngularAcceleration - HIGH) < 1e-9),
      1,
      { description: "the third T brings the opening's mix back" },
    );
    expect(mixed.entities.map((e) => e.maxAngularAcceleration)).toEqual(opening.entities.map((e) => e.maxAngularAcceleration));
    await expect(page.locator('#turn-rate-toggle')).toContainText('mixed');
    // And round again: T brings everyone to the high rate.
    await page.keyboard.press('t');
    await stepUntil(page, (s) => allRatesAre(s, HIGH), 1, { description: 'every entity is back to 4π after a fourth T' });
    await expect(hud).toContainText('4π rad/s²');
    // The button does the same.
    await page.click('#turn-rate-toggle');
    await stepUntil(page, (s) => allRatesAre(s, LOW), 1, { description: 'the Turn rate button switches to π' });
    expect(problems.messages).toEqual([]);
  },
);
