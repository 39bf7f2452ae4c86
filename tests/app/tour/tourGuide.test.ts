import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { DT } from '../helpers';

/** Runs the current step: waits, presses its action (twice for the as-published step: switch, then move), runs until it has a result. */
function playStep(demo: Demo): Record<string, number> {
  const id = demo.tour.view()?.id;
  for (let i = 0; i < 120; i++) demo.advance(DT);
  demo.tour.act();
  if (id === 'as-published') {
    for (let i = 0; i < 30; i++) demo.advance(DT);
    demo.tour.act();
  }
  for (let i = 0; i < 60 * 40 && !demo.tour.view()?.result; i++) demo.advance(DT);
  const result = demo.tour.view()?.result;
  if (!result) throw new Error(`step ${id} gave no result`);
  return { ...result.values };
}

describe('the guided tour', () => {
  it('runs every step start to end with its own action, each with a measured result that tells its story', () => {
    const demo = new Demo();
    demo.tour.start();
    const results: Record<string, Record<string, number>> = {};
    do {
      const view = demo.tour.view()!;
      expect(view.result).toBeNull(); // it waits for the player
      results[view.id] = playStep(demo);
    } while (demo.tour.next());
    expect(Object.keys(results)).toEqual(['torque', 'turn-rate', 'pid-terms', 'as-published', 'time-optimal', 'character', 'guidance']);
    const torque = results.torque!;
    // No controller beats the time-optimal limit 2·√(θ/a) (within the 1° settling band and one step).
    expect(torque.seconds).toBeGreaterThanOrEqual(torque.limitSeconds! - 0.05);
    expect(results['turn-rate']!.slowOvershootDeg).toBeGreaterThan(10);
    expect(results['turn-rate']!.fastOvershootDeg).toBeLessThan(3);
    expect(results['pid-terms']!.peakProportional).not.toBe(0);
    expect(Math.sign(results['pid-terms']!.peakBrake!)).toBe(-Math.sign(results['pid-terms']!.peakProportional!));
    // The article's arithmetic as published: 600·Ki·e for a steady error.
    expect(results['as-published']!.integralRatio).toBeGreaterThan(580);
    expect(results['as-published']!.integralRatio).toBeLessThan(610);
    const fastest = results['time-optimal']!;
    expect(fastest.timeOptimalSeconds).toBeLessThan(fastest.pidSeconds!);
    expect(fastest.timeOptimalSeconds).toBeLessThan(fastest.limitSeconds! * 1.1);
    expect(results.character!.characterSeconds).toBeLessThan(results.character!.missileSeconds!);
    expect(results.guidance!.pursuitHits! + results.guidance!.navigationHits!).toBeGreaterThan(0);
  });

  it('proportional navigation out-hits pursuit on crossing targets over a minute', () => {
    const demo = new Demo();
    demo.tour.start(6);
    for (let i = 0; i < 60 * 60; i++) demo.advance(DT);
    const values = demo.tour.view()!.result!.values;
    expect(values.navigationHits).toBeGreaterThan(values.pursuitHits!);
  });

  it('back, next and leave move between steps; the scene of a step is its own', () => {
    const demo = new Demo();
    demo.tour.start(1);
    expect(demo.records.map((r) => r.entity.id)).toEqual(['missile-1', 'missile-2']);
    expect(demo.mode).toBe('track');
    demo.tour.back();
    expect(demo.tour.index).toBe(0);
    expect(demo.records.map((r) => r.entity.id)).toEqual(['missile-1']);
    demo.tour.start(99);
    expect(demo.tour.index).toBe(6);
    expect(demo.hunting).toBe(true);
    expect(demo.tour.next()).toBe(false);
    demo.tour.leave();
    expect(demo.tour.active).toBe(false);
    expect(demo.tour.view()).toBeNull();
  });
});
