import { describe, expect, test, vi } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { snapshotInterval } from '../../../src/app/history/snapshotPolicy';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import * as fields from '../../../src/sim/validation/fields';
import { heavyScene } from '../../../scripts/comparisonCases';

// Issue 75, point 4: any moment of a heavy comparison shows in under 100 ms. Showing one restores
// the run's nearest snapshot before it and replays the steps between: the work is held here by
// count (steps replayed, schemas built), not by wall time. A heavy scene (10 bodies, 100 circling
// targets, 40 crates) rebuilt 100 targets at each moment, each building zod schemas to read its
// motion: 70% of a restore's time and most of its garbage.

vi.mock('../../../src/sim/validation/fields', async (importOriginal) => {
  const original = await importOriginal<typeof fields>();
  return { ...original, numberField: vi.fn(original.numberField) };
});

const RECORDED_STEPS = 420;

/**
 * The heavy scene played {@link RECORDED_STEPS} steps, then again from its oldest moment at another turn rate, opened from its file in a
 * fresh game at once.
 */
function openedHeavyComparison(): Demo {
  const sharer = new Demo();
  expect(sharer.apply({ kind: 'openScene', text: heavyScene() })).toEqual({ ok: true });
  while (sharer.history.presentStep < RECORDED_STEPS) sharer.clock.singleStep();
  const end = sharer.history.presentStep;
  expect(sharer.history.show(sharer.history.oldestStep).ok).toBe(true);
  expect(sharer.apply({ kind: 'setMaxAngularAcceleration', value: Math.PI, scope: 'all' })).toEqual({ ok: true });
  while (sharer.history.presentStep < end || sharer.history.shownStep < end) sharer.clock.singleStep();
  const written = writeComparison(sharer);
  if (!written.ok) throw new Error(written.reason);
  const demo = new Demo();
  expect(demo.apply({ kind: 'openScene', text: sceneFileText(written.scene) })).toEqual({ ok: true });
  expect(demo.history.compared?.list.length).toBe(2);
  return demo;
}

describe('showing a moment of a heavy comparison', () => {
  const demo = openedHeavyComparison();
  const history = demo.history;
  const bodies = demo.plays.current.model.world.physics.getBodyCount();

  test('replays fewer steps than the snapshots are apart and builds no schema', () => {
    let stepsTaken = 0;
    const stepped = history.stepped.bind(history);
    history.stepped = () => {
      stepsTaken++;
      stepped();
    };
    const numberField = vi.mocked(fields.numberField);
    let seed = 49;
    const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const worst = { steps: 0, schemas: 0 };
    for (let i = 0; i < 25; i++) {
      const step = Math.round(history.oldestStep + random() * (history.presentStep - history.oldestStep));
      stepsTaken = 0;
      numberField.mockClear();
      expect(history.show(step, true).ok).toBe(true);
      expect(history.shownStep).toBe(step);
      worst.steps = Math.max(worst.steps, stepsTaken);
      worst.schemas = Math.max(worst.schemas, numberField.mock.calls.length);
    }
    expect(bodies).toBeGreaterThan(140);
    expect(worst.steps).toBeLessThan(snapshotInterval(bodies));
    expect(worst.schemas).toBe(0);
  });
});
