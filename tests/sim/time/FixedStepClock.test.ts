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
    expect(clock.advance(1 / 60, 1)).toBe(1);
    expect(clock.advance(10 / 60, 99)).toBe(5);
    expect(clock.advance(1 / 60)).toBe(1);
  });

  it(
    'refuses a frame time that is negative, NaN, infinite or no number, and a cap that is no whole number from 1, naming them, and ' +
      'keeps its time',
    () => {
      const clock = new FixedStepClock();
      clock.advance(0.5 / 60);
      for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY])
        expect(() => clock.advance(bad)).toThrow(new RangeError(`advance: elapsedSeconds must be a finite number ≥ 0 (s), got ${bad}`));
      for (const bad of ['0.1', null, undefined]) expect(() => clock.advance(bad as never)).toThrow(TypeError);
      for (const bad of [0, 1.5, Number.NaN, -2])
        expect(() => clock.advance(1 / 60, bad)).toThrow(`advance: maxSteps must be a whole number from 1 to 1000, got ${bad}`);
      expect(clock.advance(0)).toBe(0);
      // The half step from before the refusals is still there.
      expect(clock.advance(0.5 / 60)).toBe(1);
    },
  );

  it('refuses a bad step, cap or setting, naming it', () => {
    expect(() => new FixedStepClock({ dt: 0 })).toThrow('FixedStepClock: dt must be a number ≥ 0.000001 and ≤ 10 (s), got 0');
    expect(() => new FixedStepClock({ dt: '1' } as never)).toThrow(TypeError);
    expect(() => new FixedStepClock({ maxStepsPerFrame: 0 })).toThrow(
      'FixedStepClock: maxStepsPerFrame must be a whole number from 1 to 1000, got 0',
    );
    expect(() => new FixedStepClock({ maxStepPerFrame: 3 } as never)).toThrow(
      'FixedStepClock: maxStepPerFrame is not one of its settings (dt, maxStepsPerFrame)',
    );
    expect(() => new FixedStepClock(null as never)).toThrow(
      'FixedStepClock: settings must be an object with dt, maxStepsPerFrame, got null',
    );
  });
});
