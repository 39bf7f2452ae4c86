import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { SNAPSHOT_STEPS_RANGE } from '../../../src/app/history/snapshotPolicy';

/**
 * What the history holds when the player changes something at every step: a change is an entry
 * of the log, and snapshots fall due by the policy alone (`npm run bench:hostile` plays the same
 * on ten paths of 8,000 waypoints and prints the bytes kept).
 */
describe('the history of a change at every step', () => {
  test('the turn rate switched at every step of a path scene: one log entry a change, snapshots by the policy only', () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'setMode', mode: 'path' }).ok).toBe(true);
    const steps = 600;
    for (let i = 0; i < steps; i++) {
      expect(demo.apply({ kind: 'toggleTurnRate' }).ok).toBe(true);
      demo.clock.singleStep();
    }
    const size = demo.history.size;
    expect(size.frames).toBeGreaterThanOrEqual(steps);
    // The first switch comes before the recording starts: the first snapshot holds it.
    expect(size.intents, 'every switch is in the log').toBeGreaterThanOrEqual(steps - 1);
    // One snapshot at the start, then at most one every SNAPSHOT_STEPS_RANGE.min steps.
    expect(size.snapshots, 'no snapshot for a change').toBeLessThanOrEqual(Math.ceil(steps / SNAPSHOT_STEPS_RANGE.min) + 1);
    expect(size.snapshots).toBeGreaterThanOrEqual(Math.floor(steps / (SNAPSHOT_STEPS_RANGE.max + 120)));
  });
});
