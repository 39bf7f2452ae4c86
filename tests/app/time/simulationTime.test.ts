import { describe, expect, it } from 'vitest';
import { Demo, SLOW_MOTION_SCALE } from '../../../src/app/Demo';
// These tests always ran the loose variant (it may run one step more than run): see runUntil.
import { DT, runUntil as run } from '../helpers';

describe('Simulation time, through the demo', () => {
  it('pause stops simulated time; resuming does not replay the paused time', () => {
    const demo = new Demo();
    run(demo, 0.5);
    demo.togglePause();
    const frozen = demo.time;
    expect(demo.advance(1)).toBe(0);
    run(demo, 1);
    expect(demo.time).toBe(frozen);
    demo.togglePause();
    expect(demo.advance(DT)).toBe(1);
    expect(demo.time).toBeCloseTo(frozen + DT, 12);
  });

  it('a single step advances exactly one fixed step and leaves the demo paused', () => {
    const demo = new Demo();
    run(demo, 0.25);
    const before = demo.time;
    demo.singleStep();
    expect(demo.paused).toBe(true);
    expect(demo.time - before).toBeCloseTo(DT, 12);
    demo.singleStep();
    expect(demo.time - before).toBeCloseTo(2 * DT, 12);
  });

  it('a huge frame (a hidden tab) runs at most 5 steps: bodies do not jump', () => {
    const demo = new Demo();
    const missile = demo.getRecord('missile-1')!.entity;
    const before = { ...missile.position };
    expect(demo.advance(30)).toBe(5);
    expect(demo.time).toBeCloseTo(5 * DT, 12);
    expect(Math.hypot(missile.position.x - before.x, missile.position.y - before.y)).toBeLessThan(1);
    // The dropped time is not owed later.
    expect(demo.advance(DT)).toBe(1);
  });

  it('slow motion runs a quarter of the steps', () => {
    const demo = new Demo();
    demo.toggleSlowMotion();
    expect(demo.timeScale).toBe(SLOW_MOTION_SCALE);
    let steps = 0;
    for (let i = 0; i < 120; i++) steps += demo.advance(DT);
    expect(steps).toBe(30);
    demo.toggleSlowMotion();
    expect(demo.timeScale).toBe(1);
  });
});
