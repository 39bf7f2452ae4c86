import { describe, expect, it } from 'vitest';
import { FlickTracker } from '../../../src/game/input/FlickTracker';

describe('FlickTracker', () => {
  it('measures the pointer over its last 100 ms before the release', () => {
    const flicks = new FlickTracker();
    flicks.track(0, 0, 0);
    flicks.track(100, 0, 200);
    flicks.track(110, 20, 250);
    flicks.track(130, 60, 300);
    // The samples at 250 and 300 ms lie in the window of a release at 320 ms: 20 px, 40 px over 70 ms.
    const velocity = flicks.velocity(320, { x: 0, y: 0 });
    expect(velocity?.x).toBeCloseTo(20 / 0.07, 9);
    expect(velocity?.y).toBeCloseTo(40 / 0.07, 9);
  });

  it('has nothing to say with one sample, after a reset, or when the samples are stale', () => {
    const flicks = new FlickTracker();
    flicks.track(0, 0, 0);
    expect(flicks.velocity(10, { x: 0, y: 0 })).toBeNull();
    flicks.track(50, 0, 20);
    expect(flicks.velocity(30, { x: 0, y: 0 })).not.toBeNull();
    expect(flicks.velocity(1000, { x: 0, y: 0 })).toBeNull();
    flicks.reset();
    expect(flicks.velocity(30, { x: 0, y: 0 })).toBeNull();
  });

  it('a sweep then a hold of more than 100 ms is a drop: the pointer held still through the window', () => {
    // One sweep of 300 px in 5 ms, then held still (no events) until the release: a player placing
    // the target behind the bodies. The span from the press to the release (125 ms) must not count.
    const flicks = new FlickTracker();
    flicks.track(0, 0, 0);
    flicks.track(300, 0, 5);
    expect(flicks.velocity(125, { x: 0, y: 0 })).toBeNull();
    expect(flicks.velocity(105, { x: 0, y: 0 })?.x).toBeCloseTo(300 / 0.105, 9);
  });

  it('keeps only its last samples', () => {
    const flicks = new FlickTracker();
    for (let i = 0; i < 20; i++) flicks.track(i * 10, 0, i * 10);
    expect(flicks.velocity(190, { x: 0, y: 0 })?.x).toBeCloseTo(1000, 9);
  });
});
