import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { runScenario } from '../../../src/sim/scenario/runScenario';

function turnOf(text: string) {
  const parsed = parseScenario(text);
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  const turn = runScenario(parsed.scenario).entities[0]?.turn;
  if (!turn) throw new Error('no turn in the report');
  return turn;
}

describe('the original demo, reproduced (scenarios/original-time-base.json)', () => {
  const text = readFileSync(join(__dirname, '../../../scenarios/original-time-base.json'), 'utf8');

  it('on its time base (1/30 s steps) its gains and arithmetic turn 90° at 4π with less than 1° overshoot', () => {
    const turn = turnOf(text);
    expect(turn.initialErrorDeg).toBeCloseTo(90, 9);
    expect(turn.overshootDeg).toBeLessThan(1);
    expect(turn.settleTime).not.toBeNull();
  });

  it('the same controller stepped at 1/60 s overshoots (what the old "original" preset showed)', () => {
    const sixtieth = JSON.stringify({ ...JSON.parse(text), dt: 1 / 60 });
    expect(turnOf(sixtieth).overshootDeg).toBeGreaterThan(3);
  });
});
