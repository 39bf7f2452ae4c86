import { describe, expect, it } from 'vitest';
import { describeEntities, summarizeTurnRates } from '../../src/ui/turnRateSummary';

describe('summarizeTurnRates (the toolbar toggle)', () => {
  it('says fast, slow, a figure, or mixed', () => {
    expect(summarizeTurnRates([4 * Math.PI, 4 * Math.PI], 0)).toEqual({ label: 'fast', tone: 'fast' });
    expect(summarizeTurnRates([Math.PI], 0)).toEqual({ label: 'slow', tone: 'slow' });
    expect(summarizeTurnRates([6, 6], 0)).toEqual({ label: '344°/s²', tone: 'medium' });
    expect(summarizeTurnRates([4 * Math.PI, Math.PI, 4 * Math.PI], 0)).toEqual({ label: 'mixed', tone: 'mixed' });
    expect(summarizeTurnRates([], Math.PI)).toEqual({ label: 'slow', tone: 'slow' });
  });
});

describe('describeEntities (the screen-reader summary)', () => {
  it('names each entity by its turn rate and says how far off its target it is and which way it turns', () => {
    const text = describeEntities([
      { type: 'missile', maxAngularAcceleration: 4 * Math.PI, headingError: (12 * Math.PI) / 180, angularVelocity: 1, hasTarget: true },
      { type: 'missile', maxAngularAcceleration: Math.PI, headingError: 0.001, angularVelocity: 0, hasTarget: true },
      { type: 'character', maxAngularAcceleration: 4 * Math.PI, headingError: -0.7, angularVelocity: -0.5, hasTarget: true },
      { type: 'character', maxAngularAcceleration: 6, headingError: 0, angularVelocity: 0, hasTarget: false },
    ]);
    expect(text).toBe('fast missile 12° off its target, turning left; slow missile on target; fast character 40° off its target, turning right; character idle.');
    expect(describeEntities([])).toBe('No entities.');
  });
});

describe('describeEntities with a crowd', () => {
  it('names the first four and counts the rest', () => {
    const reading = { type: 'missile' as const, maxAngularAcceleration: 4 * Math.PI, headingError: 0, angularVelocity: 0, hasTarget: true };
    const text = describeEntities([reading, reading, reading, reading], 1000);
    expect(text).toBe('fast missile on target; fast missile on target; fast missile on target; fast missile on target; and 996 more entities.');
  });
});
