import { expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { steps } from '../settings/comparisonScreen';

// A scene set aside and put back (a comparison file refused while it plays again, the guided tour)
// comes back with its frame clock (the time it dropped) and the warnings it had not shown yet.

/** A comparison file that passes the field checks and is refused while it plays again. */
function refusedAtReplay(): string {
  const demo = new Demo();
  steps(demo, 120);
  expect(demo.history.show(60).ok).toBe(true);
  demo.apply({ kind: 'toggleTurnRate' });
  steps(demo, 30);
  const written = writeComparison(demo);
  if (!written.ok) throw new Error(written.reason);
  const scene = structuredClone(written.scene) as unknown as { comparison: { whatIfs: { log: unknown[][] }[] } };
  const log = (scene.comparison.whatIfs[0] as { log: unknown[][] }).log;
  log[0] = [(log[0] as unknown[])[0], { kind: 'setMaxAngularAcceleration', value: -1, scope: 'all' }];
  return sceneFileText(scene as never);
}

/** A demo that dropped time (a frame of 10 s, past the catch-up cap) and has a warning to show. */
function withDroppedTimeAndWarning(): Demo {
  const demo = new Demo();
  steps(demo, 10);
  demo.clock.frameClock.advance(10);
  demo.plays.warnings.add('missile-1 was reset');
  expect(demo.clock.frameClock.dropped).toBeGreaterThan(9);
  return demo;
}

test('a refused comparison file gives the scene back with its dropped time and its unshown warnings', () => {
  const demo = withDroppedTimeAndWarning();
  const dropped = demo.clock.frameClock.dropped;
  const opened = demo.apply({ kind: 'openScene', text: refusedAtReplay() });
  expect(opened.ok).toBe(false);
  expect(demo.clock.frameClock.dropped).toBe(dropped);
  expect(demo.plays.warnings.take()).toEqual(['missile-1 was reset']);
});

test('the guided tour gives the scene back with its dropped time and its unshown warnings', () => {
  const demo = withDroppedTimeAndWarning();
  const dropped = demo.clock.frameClock.dropped;
  demo.tour.start();
  steps(demo, 5);
  expect(demo.clock.frameClock.dropped).toBe(0);
  expect(demo.plays.warnings.waiting).toBe(false);
  demo.tour.leave();
  expect(demo.clock.frameClock.dropped).toBe(dropped);
  expect(demo.plays.warnings.take()).toEqual(['missile-1 was reset']);
});
