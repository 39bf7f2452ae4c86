import { describe, expect, it } from 'vitest';
import { describeEntities } from '../../../src/ui/hud/describeEntities';

describe('describeEntities (the screen-reader summary)', () => {
  it(
    'names each entity as its label does (its name, its turn rate in the label’s words) and says how far off its target it is and ' +
      'which way it turns',
    () => {
      const text = describeEntities([
        { name: 'missile-1', maxAngularAcceleration: 4 * Math.PI, headingError: (12 * Math.PI) / 180, angularVelocity: 1, hasTarget: true },
        { name: 'missile-2', maxAngularAcceleration: Math.PI, headingError: 0.001, angularVelocity: 0, hasTarget: true },
        { name: 'character-1', maxAngularAcceleration: 4 * Math.PI, headingError: -0.7, angularVelocity: -0.5, hasTarget: true },
        { name: 'character-2', maxAngularAcceleration: 6, headingError: 0, angularVelocity: 0, hasTarget: false },
      ]);
      expect(text).toBe(
        'missile-1, turns fast: 12° off its target, turning left; missile-2, turns slowly: on target; character-1, turns fast: 40° ' +
          'off its target, turning right; character-2, turns at 344°/s²: idle.',
      );
      expect(describeEntities([])).toBe('No entities.');
    },
  );
});

describe('describeEntities with a crowd', () => {
  it('names the first four and counts the rest', () => {
    const reading = (name: string) => ({ name, maxAngularAcceleration: 4 * Math.PI, headingError: 0, angularVelocity: 0, hasTarget: true });
    const text = describeEntities(['m1', 'm2', 'm3', 'm4'].map(reading), 1000);
    expect(text).toBe(
      'm1, turns fast: on target; m2, turns fast: on target; m3, turns fast: on target; m4, turns fast: on target; and 996 more entities.',
    );
  });
});
