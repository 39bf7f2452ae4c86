import { describe, expect, it } from 'vitest';
import { Demo, SLOW_MOTION_SCALE } from '../../../src/app/Demo';
import { DemoClock } from '../../../src/app/time/DemoClock';
// These tests always ran the loose variant (it may run one step more than run): see runUntil.
import { DT, runUntil as run } from '../helpers';

describe('Simulation time, through the demo', () => {
  it('pause stops simulated time; resuming does not replay the paused time', () => {
    const demo = new Demo();
    run(demo, 0.5);
    demo.clock.togglePause();
    const frozen = demo.clock.time;
    expect(demo.clock.advance(1)).toBe(0);
    run(demo, 1);
    expect(demo.clock.time).toBe(frozen);
    demo.clock.togglePause();
    expect(demo.clock.advance(DT)).toBe(1);
    expect(demo.clock.time).toBeCloseTo(frozen + DT, 12);
  });

  it('a single step advances exactly one fixed step and leaves the demo paused', () => {
    const demo = new Demo();
    run(demo, 0.25);
    const before = demo.clock.time;
    demo.clock.singleStep();
    expect(demo.clock.paused).toBe(true);
    expect(demo.clock.time - before).toBeCloseTo(DT, 12);
    demo.clock.singleStep();
    expect(demo.clock.time - before).toBeCloseTo(2 * DT, 12);
  });

  it('a huge frame (a hidden tab) runs at most 5 steps: bodies do not jump', () => {
    const demo = new Demo();
    const missile = demo.view.findRecord('missile-1')!.entity;
    const before = { ...missile.position };
    expect(demo.clock.advance(30)).toBe(5);
    expect(demo.clock.time).toBeCloseTo(5 * DT, 12);
    expect(Math.hypot(missile.position.x - before.x, missile.position.y - before.y)).toBeLessThan(1);
    // The dropped time is not owed later.
    expect(demo.clock.advance(DT)).toBe(1);
  });

  it('slow motion runs a quarter of the steps', () => {
    const demo = new Demo();
    demo.clock.toggleSlowMotion();
    expect(demo.clock.timeScale).toBe(SLOW_MOTION_SCALE);
    let steps = 0;
    for (let i = 0; i < 120; i++) steps += demo.clock.advance(DT);
    expect(steps).toBe(30);
    demo.clock.toggleSlowMotion();
    expect(demo.clock.timeScale).toBe(1);
  });
  it('a step watcher sees every fixed step (a frame’s, a single step, runSteps), each at its own time, until it stops watching', () => {
    const demo = new Demo();
    const seen: number[] = [];
    const stop = demo.clock.watchSteps(() => seen.push(demo.clock.time));
    expect(demo.clock.advance(3 * DT)).toBe(3);
    expect(demo.clock.runSteps(4)).toBe(4);
    demo.clock.singleStep();
    expect(seen).toHaveLength(8);
    // One call per step, after it: the times climb by one step each.
    for (const [i, t] of seen.entries()) expect(t).toBeCloseTo((i + 1) * DT, 12);
    stop();
    demo.clock.singleStep();
    expect(seen).toHaveLength(8);
  });
});

describe('DemoClock, alone', () => {
  /** The steps `frames` frames of {@link DT} real seconds bring. */
  function stepsOver(time: DemoClock, frames: number): number {
    let steps = 0;
    for (let i = 0; i < frames; i++) steps += time.stepsFor(DT);
    return steps;
  }

  it('runs one step per frame at the fixed step, none while paused, and resuming does not replay the pause', () => {
    const time = new DemoClock(DT, 5);
    expect(stepsOver(time, 60)).toBe(60);
    time.setPaused(true);
    expect(time.paused).toBe(true);
    expect(stepsOver(time, 60)).toBe(0);
    expect(time.stepsFor(10)).toBe(0);
    time.setPaused(false);
    // A second of paused frames and a 10 s frame while paused are not owed: one frame, one step.
    expect(time.stepsFor(DT)).toBe(1);
    expect(stepsOver(time, 59)).toBe(59);
  });

  it('slow motion runs a quarter of the steps, and the ¼× button brings normal speed back', () => {
    const time = new DemoClock(DT, 5);
    time.toggleSlowMotion();
    expect(time.timeScale).toBe(SLOW_MOTION_SCALE);
    expect(stepsOver(time, 120)).toBe(30);
    time.toggleSlowMotion();
    expect(time.timeScale).toBe(1);
    expect(stepsOver(time, 120)).toBe(120);
  });

  it('caps the steps of a long frame (and at the step budget when lower); the dropped time is counted, not owed', () => {
    const time = new DemoClock(DT, 5);
    expect(time.stepsFor(30)).toBe(5);
    expect(time.frameClock.dropped).toBeCloseTo(30 - 5 * DT, 9);
    expect(time.stepsFor(DT)).toBe(1);
    expect(time.stepsFor(1, 2)).toBe(2);
    expect(time.stepsFor(DT)).toBe(1);
    time.renewClock();
    expect(time.frameClock.dropped).toBe(0);
  });

  it('refuses a time scale out of 0.05…4 with one line naming the field, and keeps the previous one', () => {
    const time = new DemoClock(DT, 5);
    expect(time.setTimeScale(2).ok).toBe(true);
    for (const value of [5, 0.01, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const result = time.setTimeScale(value);
      expect(result).toMatchObject({ ok: false, field: 'timeScale' });
      if (!result.ok) expect(result.message).toMatch(/^time scale must be .*≥ 0\.05 and ≤ 4.*Kept 2\.$/);
      expect(time.timeScale).toBe(2);
    }
    // Still twice as fast: two steps a frame.
    expect(stepsOver(time, 30)).toBe(60);
  });
});
