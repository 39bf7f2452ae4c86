import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { changesText } from '../../../src/app/history/changeNotes';
import { steps } from '../settings/comparisonScreen';

// Issue 76, point 6: a run's changes are named in the panel's words, not the settings' keys
// ("brakingCurve false → true" where the panel says "brake on the motor's curve").

describe('a run’s changes in the panel’s words', () => {
  test('switches, choices and gains read as the panel reads them', () => {
    const demo = new Demo();
    steps(demo, 60);
    demo.history.show(10);
    expect(
      demo.apply({
        kind: 'setControllerSettings',
        changes: { brakingCurve: true, scaleWithTurnRate: true, derivativeOn: 'measurement', kd: 20 },
        scope: { entity: 'missile-2' },
      }).ok,
    ).toBe(true);
    steps(demo, 5);
    const run = demo.history.compared!.list.at(-1)!;
    expect(run.changes.map((note) => `${note.subject}: ${note.what} ${note.from} → ${note.to}`).sort()).toEqual([
      'missile-2: brake on the motor’s curve off → on',
      'missile-2: derivative on error → measurement',
      'missile-2: kd 14 → 20',
      'missile-2: scale gains with turn rate off → on',
    ]);
    expect(changesText(run.changes, Infinity)).not.toMatch(/brakingCurve|scaleWithTurnRate|derivativeOn|true|false/);
  });

  test('a change made alike to several bodies is said once, and the changes of the same bodies together', () => {
    const demo = new Demo();
    steps(demo, 60);
    demo.history.show(10);
    demo.apply({ kind: 'setControllerSettings', changes: { ki: 0, kd: 0 }, scope: 'all' });
    demo.apply({ kind: 'setMaxAngularAcceleration', value: Math.PI, scope: 'all' });
    steps(demo, 5);
    const run = demo.history.compared!.list.at(-1)!;
    expect(changesText(run.changes)).toBe(
      'missile-1, missile-2, character-1: ki 2 → 0, kd 14 → 0; missile-1, character-1: max turn rate 720°/s² → 180°/s²',
    );
  });
});
