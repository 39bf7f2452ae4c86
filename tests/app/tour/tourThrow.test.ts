import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { DRIFT_WAIT_SECONDS, shown, TOUR_TARGET } from '../../../src/app/tour/TourStep';
import { DT } from '../helpers';

// Issue 50, case 1: tour step 6 after a thrown target (let go while moving) said "The target is
// moving: the race starts when it comes to rest" 25 s later, while the target drifted on with both
// bodies on it: a throw flies and bounces for good. The step now stops a target that drifts on.

/** Steps the demo `seconds` of simulated time, stopping early when `until` holds; returns the seconds run. */
function run(demo: Demo, seconds: number, until: () => boolean = () => false): number {
  let steps = 0;
  for (; steps < Math.round(seconds / DT) && !until(); steps++) demo.clock.advance(DT);
  return steps * DT;
}

describe('tour step 6 (missile against character) after a throw', () => {
  it.each([2, 5, 8])(
    'thrown at %i m/s: the step stops the target 3 s after it was let go, says so, and the race gives its result',
    (speed) => {
      const demo = new Demo();
      demo.tour.start(5);
      expect(demo.tour.view()?.id).toBe('character');
      run(demo, 1);
      const from = demo.view.targets[0]!.position;
      // A drag of a few frames, then let go with a flick's velocity (the game's throw).
      for (let i = 1; i <= 6; i++) {
        demo.apply({ kind: 'dragTarget', target: TOUR_TARGET, point: { x: from.x - i * 0.3, y: from.y + i * 0.2 } });
        demo.clock.advance(DT);
      }
      demo.apply({ kind: 'releaseTarget', target: TOUR_TARGET, throwVelocity: { x: -speed * 0.8, y: speed * 0.6 } });
      const releasedAt = demo.clock.time;
      expect(demo.tour.view()?.status).toBe('The target is moving: the race starts when it comes to rest.');
      const waited = run(demo, DRIFT_WAIT_SECONDS + 1, () => !demo.tour.view()?.status.startsWith('The target is moving'));
      expect(waited).toBeGreaterThan(DRIFT_WAIT_SECONDS - 0.1);
      expect(waited).toBeLessThanOrEqual(DRIFT_WAIT_SECONDS + 4 * DT);
      expect(demo.view.targets[0]!.velocity).toEqual({ x: 0, y: 0 });
      expect(demo.tour.view()?.status).toMatch(
        new RegExp(`^Your throw kept the target flying, so the tour stopped it ${DRIFT_WAIT_SECONDS} s after you let go\\. Racing…`),
      );
      run(demo, 40, () => demo.tour.view()?.result !== null);
      const result = demo.tour.view()?.result;
      expect(result, 'the race ends').toBeTruthy();
      // The race is timed from where the target was stopped.
      expect(result!.values.startTime).toBeGreaterThan(releasedAt + DRIFT_WAIT_SECONDS - 0.1);
      // (Who wins depends on where the chase of the drifting target left them: the sentence says what was measured.)
      expect(result!.text).toContain(
        `The character got there in ${shown(result!.values.characterSeconds!)} s, the missile in ` +
          `${shown(result!.values.missileSeconds!)} s`,
      );
    },
  );

  it('a drop (let go at rest) starts the race at once, with no word of a throw', () => {
    const demo = new Demo();
    demo.tour.start(5);
    run(demo, 1);
    const from = demo.view.targets[0]!.position;
    for (let i = 1; i <= 6; i++) {
      demo.apply({ kind: 'dragTarget', target: TOUR_TARGET, point: { x: from.x - i * 0.3, y: from.y + i * 0.2 } });
      demo.clock.advance(DT);
    }
    demo.apply({ kind: 'releaseTarget', target: TOUR_TARGET, throwVelocity: null });
    run(demo, 0.2);
    expect(demo.tour.view()?.status).toMatch(/^Racing…/);
  });
});

describe('a tour step whose target the player set moving in the panel', () => {
  it('says the target moves by itself and how to stop it, instead of waiting for a rest that never comes', () => {
    const demo = new Demo();
    demo.tour.start(4);
    run(demo, 1);
    demo.editor.entities.select('missile-1');
    expect(demo.apply({ kind: 'setTargetMotion', changes: { type: 'zigzag' }, scope: 'selected' }).ok).toBe(true);
    run(demo, DRIFT_WAIT_SECONDS + 1);
    expect(demo.view.targets[0]!.velocity).not.toEqual({ x: 0, y: 0 });
    expect(demo.tour.view()?.status).toBe(
      'The target moves by itself (its motion in the panel is zigzag): nothing can be timed until it stands still. Set its ' +
        'motion to static in the panel.',
    );
  });
});
