import { describe, expect, it } from 'vitest';
import { FixedStepClock } from '../../../src/sim/time/FixedStepClock';

function simulatedSeconds(frameHz: number, seconds: number): number {
  const clock = new FixedStepClock({ dt: 1 / 60, maxStepsPerFrame: 5 });
  let steps = 0;
  for (let frame = 0; frame < frameHz * seconds; frame++) steps += clock.advance(1 / frameHz);
  return steps / 60;
}

describe('FixedStepClock', () => {
  it('runs the simulation at the same speed on 60 Hz and 144 Hz screens', () => {
    expect(simulatedSeconds(60, 10)).toBeCloseTo(10, 1);
    expect(simulatedSeconds(144, 10)).toBeCloseTo(10, 1);
    expect(simulatedSeconds(30, 10)).toBeCloseTo(10, 1);
  });

  it('gives exactly one step per 1/60 s frame (no 0/2 alternation from rounding)', () => {
    const clock = new FixedStepClock({ dt: 1 / 60 });
    for (let i = 0; i < 600; i++) expect(clock.advance(1 / 60)).toBe(1);
  });

  it('caps catch-up after a long pause (hidden tab) and drops the rest', () => {
    const clock = new FixedStepClock({ dt: 1 / 60, maxStepsPerFrame: 5 });
    expect(clock.advance(30)).toBe(5);
    expect(clock.dropped).toBeGreaterThan(29);
    expect(clock.advance(1 / 60)).toBe(1);
  });

  it('takes a lower cap for one frame, drops the time beyond it, and never goes below one step', () => {
    const clock = new FixedStepClock({ dt: 1 / 60, maxStepsPerFrame: 5 });
    expect(clock.advance(4 / 60, 1)).toBe(1);
    expect(clock.dropped).toBeCloseTo(3 / 60, 9);
    expect(clock.advance(1 / 60, 0)).toBe(1);
    expect(clock.advance(10 / 60, 99)).toBe(5);
    expect(clock.advance(1 / 60, Number.NaN)).toBe(1);
    expect(clock.advance(1 / 60)).toBe(1);
  });

  it('ignores negative and non-finite frame times', () => {
    const clock = new FixedStepClock();
    expect(clock.advance(-1)).toBe(0);
    expect(clock.advance(Number.NaN)).toBe(0);
    expect(clock.advance(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('refuses a bad step or cap', () => {
    expect(() => new FixedStepClock({ dt: 0 })).toThrow(/dt/);
    expect(() => new FixedStepClock({ maxStepsPerFrame: 0 })).toThrow(/maxStepsPerFrame/);
  });
});
