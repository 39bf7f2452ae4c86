import { expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { stepOnAlike, steps } from '../settings/comparisonScreen';
import { stateOf } from './historyState';

// A moment shown again is the moment as it was, turn meters included: played on from it, a missile
// of Intercept that respawns drops its last turn's figures as the run played through does (its
// rebuilt entity counts its turn settings on from the snapshot's, and a respawned one from 0).

/** Intercept played 10 s, back 4 s, the turn rate toggled, played again 4 s: its missiles hit and respawn. */
function interceptComparison(): Demo {
  const demo = new Demo();
  steps(demo, 20);
  expect(demo.apply({ kind: 'play', play: 'intercept' }).ok).toBe(true);
  steps(demo, 600);
  expect(demo.history.show(demo.history.presentStep - 240).ok).toBe(true);
  demo.apply({ kind: 'toggleTurnRate' });
  steps(demo, 240);
  return demo;
}

test('shown at its present and played on, Intercept steps on as the run played through, respawns included', () => {
  const through = interceptComparison();
  const shown = interceptComparison();
  expect(shown.history.show(shown.history.presentStep, true).ok).toBe(true);
  expect(stateOf(shown)).toBe(stateOf(through));
  let respawns = 0;
  for (let i = 0; i < 30; i++) {
    // A respawn makes the missile anew (the same id).
    const before = through.view.records.map((record) => record.entity);
    stepOnAlike(through, shown, 1, stateOf);
    respawns += through.view.records.filter((record, k) => record.entity !== before[k]).length;
  }
  expect(respawns, 'a missile respawned on the start line meanwhile').toBeGreaterThan(0);
});
