import { describe, expect, it } from 'vitest';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';
import { FORECAST_HORIZON } from '../../../src/sim/targets/TargetForecast';
import type { TargetMotion } from '../../../src/sim/targets/TargetMotion';

/**
 * A target's forecast (Target.positionIn), read where guidance reads it (after the world moved
 * the targets, before it steps), against where the target then really goes.
 */
function forecastAndTruth(motion: TargetMotion, seconds: number, start = { x: 0, y: 0 }) {
  const world = new SteeringWorld({ arena: { halfWidth: 20, halfHeight: 12 } });
  const target = world.addTarget({ id: 't', position: start, motion });
  // Some steps first, so that the forecast starts mid-motion.
  for (let i = 0; i < 37; i++) world.step();
  world.beginStep();
  const dt = world.settings.dt;
  const steps = Math.round(seconds / dt);
  const forecast = Array.from({ length: steps }, (_, k) => ({ ...target.positionIn((k + 1) * dt, { x: 0, y: 0 }) }));
  world.finishStep();
  const truth = [{ x: target.position.x, y: target.position.y }];
  for (let k = 1; k < steps; k++) {
    world.step();
    truth.push({ x: target.position.x, y: target.position.y });
  }
  return { forecast, truth, dt };
}

function largestError(a: { x: number; y: number }[], b: { x: number; y: number }[]): number {
  return Math.max(...a.map((p, i) => Math.hypot(p.x - (b[i]?.x ?? Number.NaN), p.y - (b[i]?.y ?? Number.NaN))));
}

describe('a target’s forecast', () => {
  it('plays a bouncing straight line on exactly as the target then flies it, bounces off the arena included', () => {
    const { forecast, truth } = forecastAndTruth({ type: 'linear', velocity: { x: 9, y: 7 } }, 8);
    expect(largestError(forecast, truth)).toBeLessThan(1e-9);
    // It did bounce (several times): a straight line would be far off.
    expect(Math.max(...truth.map((p) => Math.abs(p.x)))).toBeLessThan(20);
  });

  it('plays a bouncing zig-zag on exactly (its swerve restarts at each bounce, as the target’s does)', () => {
    const { forecast, truth } = forecastAndTruth({ type: 'zigzag', velocity: { x: 6, y: 3 }, amplitude: 4, period: 2 }, 8);
    expect(largestError(forecast, truth)).toBeLessThan(1e-9);
  });

  it('gives a circle its closed form, and interpolates between steps', () => {
    const { forecast, truth, dt } = forecastAndTruth({ type: 'circle', center: { x: 0, y: 5 }, angularSpeed: 0.7 }, 5, { x: 0, y: -3 });
    expect(largestError(forecast, truth)).toBeLessThan(1e-9);
    const world = new SteeringWorld({ arena: { halfWidth: 20, halfHeight: 12 } });
    const target = world.addTarget({ id: 't', position: { x: 0, y: 0 }, motion: { type: 'linear', velocity: { x: 4, y: 0 } } });
    world.step();
    world.beginStep();
    const between = target.positionIn(2.5 * dt, { x: 0, y: 0 });
    expect(between.x).toBeCloseTo(target.position.x + 4 * 2.5 * dt, 9);
  });

  it('goes straight on at the last velocity past its horizon, and a held target straight on at its drag velocity', () => {
    const world = new SteeringWorld({ arena: { halfWidth: 200, halfHeight: 200 } });
    const target = world.addTarget({ id: 't', position: { x: 0, y: 0 }, motion: { type: 'linear', velocity: { x: 3, y: -1 } } });
    world.step();
    world.beginStep();
    const far = target.positionIn(FORECAST_HORIZON + 5, { x: 0, y: 0 });
    expect(far.x).toBeCloseTo(target.position.x + 3 * (FORECAST_HORIZON + 5), 6);
    expect(far.y).toBeCloseTo(target.position.y - (FORECAST_HORIZON + 5), 6);
    world.finishStep();
    target.drag({ x: target.position.x + 1, y: target.position.y });
    world.step();
    world.beginStep();
    const held = target.positionIn(2, { x: 0, y: 0 });
    expect(held.x).toBeCloseTo(target.position.x + 2 * target.velocity.x, 9);
  });
});
