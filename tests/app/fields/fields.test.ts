import { describe, expect, it } from 'vitest';
import { VISIBLE_ARENA } from '../../../src/app/setup/arena';
import { checkDisturbanceChange, defaultDisturbanceSettings, toDisturbance } from '../../../src/app/fields/disturbanceFields';
import { checkGuidanceChange } from '../../../src/app/fields/guidanceFields';
import { chooseSpawn, chooseTargetSpot } from '../../../src/app/setup/spawnPoints';
import { checkTargetMotionChange, defaultTargetMotionSettings, motionFrom } from '../../../src/app/fields/targetMotionFields';
import { seededRandom } from '../../../src/sim/math/random';
import { positionAt } from '../../../src/sim/targets/TargetMotion';

describe('target motion settings', () => {
  it('refuse out-of-range values with the field, its range and the value kept', () => {
    const current = defaultTargetMotionSettings();
    expect(checkTargetMotionChange(current, { speed: -1 })).toMatchObject({
      ok: false,
      field: 'speed',
      message: 'target speed (m/s) must be a number ≥ 0 and ≤ 50; got -1. Kept 4.',
    });
    expect(checkTargetMotionChange(current, { radius: 0 })).toMatchObject({ ok: false, field: 'radius' });
    expect(checkTargetMotionChange(current, { amplitude: Number.NaN })).toMatchObject({ ok: false, field: 'amplitude' });
    expect(checkTargetMotionChange(current, { type: 'teleport' as never })).toMatchObject({ ok: false, field: 'type' });
    expect(checkTargetMotionChange(current, { type: 'circle', speed: 50, radius: 40 }).ok).toBe(true);
  });

  it('become simulation motions that start where the target stands and keep in view', () => {
    const at = { x: 40, y: 20 };
    const circle = motionFrom({ type: 'circle', speed: 5, radius: 10, amplitude: 0 }, at, 0, VISIBLE_ARENA);
    expect(circle.type).toBe('circle');
    if (circle.type !== 'circle') return;
    expect(circle.angularSpeed).toBeCloseTo(0.5, 9);
    // It passes through the start and stays inside the arena.
    for (let t = 0; t < 20; t += 0.5) {
      const p = positionAt(circle, at, t, { x: 0, y: 0 });
      expect(Math.abs(p.x)).toBeLessThanOrEqual(VISIBLE_ARENA.halfWidth);
      expect(Math.abs(p.y)).toBeLessThanOrEqual(VISIBLE_ARENA.halfHeight);
    }
    const linear = motionFrom({ type: 'linear', speed: 3, radius: 1, amplitude: 0 }, at, Math.PI / 2, VISIBLE_ARENA);
    expect(linear).toMatchObject({ type: 'linear' });
    if (linear.type === 'linear') expect(linear.velocity.y).toBeCloseTo(3, 9);
    const zigzag = motionFrom({ type: 'zigzag', speed: 4, radius: 1, amplitude: 6 }, at, 0, VISIBLE_ARENA);
    expect(zigzag).toMatchObject({ type: 'zigzag', amplitude: 6, period: 6 });
    expect(motionFrom(defaultTargetMotionSettings(), at, 0, VISIBLE_ARENA)).toEqual({ type: 'static' });
  });
});

describe('disturbance settings', () => {
  it('refuse out-of-range values, naming the field and range', () => {
    const current = defaultDisturbanceSettings();
    expect(checkDisturbanceChange(current, { angularAcceleration: 1001 })).toMatchObject({
      ok: false,
      field: 'angularAcceleration',
      message: 'disturbing torque (rad/s²) must be a number ≥ -1000 and ≤ 1000; got 1001. Kept 3.',
    });
    expect(checkDisturbanceChange(current, { windStrength: -0.1 })).toMatchObject({ ok: false, field: 'windStrength' });
    expect(checkDisturbanceChange(current, { windStrength: 101 })).toMatchObject({ ok: false, field: 'windStrength' });
    expect(checkDisturbanceChange(current, { windDirectionDeg: Number.NaN })).toMatchObject({ ok: false, field: 'windDirectionDeg' });
    expect(checkDisturbanceChange(current, { angularAcceleration: -1000, windStrength: 100 }).ok).toBe(true);
  });

  it('turn into the simulation disturbance, zero where switched off', () => {
    const off = toDisturbance(defaultDisturbanceSettings());
    expect(off).toEqual({ angularAcceleration: 0, wind: { x: 0, y: 0 } });
    const on = toDisturbance({
      ...defaultDisturbanceSettings(),
      torqueOn: true,
      angularAcceleration: 2,
      windOn: true,
      windDirectionDeg: 90,
      windStrength: 5,
    });
    expect(on.angularAcceleration).toBe(2);
    expect(on.wind.x).toBeCloseTo(0, 9);
    expect(on.wind.y).toBeCloseTo(5, 9);
  });
});

describe('guidance settings', () => {
  it('refuse N ≤ 0 or > 100 and unknown laws', () => {
    const current = { guidance: 'pursuit' as const, navigationConstant: 4 };
    expect(checkGuidanceChange(current, { navigationConstant: 0 })).toMatchObject({
      ok: false,
      message: 'navigation constant N must be a number > 0 and ≤ 100; got 0. Kept 4.',
    });
    expect(checkGuidanceChange(current, { navigationConstant: 101 }).ok).toBe(false);
    expect(checkGuidanceChange(current, { guidance: 'homing' as never }).ok).toBe(false);
    expect(checkGuidanceChange(current, { guidance: 'lead', navigationConstant: 100 }).ok).toBe(true);
  });
});

describe('spawn points', () => {
  it('a respawn is far from the target, faces it, and differs from the last one', () => {
    const first = chooseSpawn({ x: 30, y: 20 }, VISIBLE_ARENA, -1);
    expect(Math.hypot(first.position.x - 30, first.position.y - 20)).toBeGreaterThan(60);
    expect(first.angle).toBeCloseTo(Math.atan2(20 - first.position.y, 30 - first.position.x), 9);
    const second = chooseSpawn({ x: 30, y: 20 }, VISIBLE_ARENA, first.index);
    expect(second.index).not.toBe(first.index);
  });

  it('a jumping target lands in view, away from who reached it', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 50; i++) {
      const spot = chooseTargetSpot({ x: 0, y: 0 }, VISIBLE_ARENA, random);
      expect(Math.hypot(spot.x, spot.y)).toBeGreaterThanOrEqual(25);
      expect(Math.abs(spot.x)).toBeLessThanOrEqual(VISIBLE_ARENA.halfWidth);
      expect(Math.abs(spot.y)).toBeLessThanOrEqual(VISIBLE_ARENA.halfHeight);
    }
  });
});
