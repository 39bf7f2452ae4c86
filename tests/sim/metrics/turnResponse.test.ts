import { describe, expect, it } from 'vitest';
import { wrapAngle } from '../../../src/sim/math/angle';
import { TurnResponse } from '../../../src/sim/metrics/TurnResponse';

const deg = (d: number) => (d * Math.PI) / 180;

/** Feeds a TurnResponse the wrapped errors of a heading error that moves along `errors` (deg, unwrapped). */
function measure(errors: readonly number[]): number {
  const response = new TurnResponse();
  response.start(0, wrapAngle(deg(errors[0]!)), Math.PI);
  errors.slice(1).forEach((e, i) => response.sample((i + 1) / 60, wrapAngle(deg(e))));
  return response.figures().overshootDeg;
}

describe('TurnResponse: overshoot from the turn the body makes, never from a wrap at ±180°', () => {
  it('a plain turn that goes 6° past its target overshoots 6°', () => {
    expect(measure([90, 40, 0, -6, -2, 0])).toBeCloseTo(6, 9);
  });

  it('an error that wraps from 179.3° to −178.9° mid-turn is no pass (it read 180° before)', () => {
    expect(measure([170, 175, 179.3, 181.1, 185, 190])).toBe(0);
  });

  it('a body spun the long way round reaches its target from the other side, and overshoots by what it goes beyond', () => {
    // It starts 175° short and spins away: 185° of turn later it meets the target, goes 3° past, comes back.
    expect(measure([-175, -200, -300, -360, -363, -361, -360])).toBeCloseTo(3, 9);
  });
});
