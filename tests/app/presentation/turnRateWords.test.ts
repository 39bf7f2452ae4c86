import { describe, expect, it } from 'vitest';
import {
  formatTurnRate,
  presetInWords,
  summarizeTurnRates,
  turnRateInFull,
  turnRatePhrase,
  turnRateWords,
} from '../../../src/app/presentation/turnRateWords';

describe('the max turn rate in words', () => {
  it('reads the presets as a newcomer would', () => {
    expect(turnRateWords(4 * Math.PI)).toEqual({ words: 'turns fast', figure: '720°/s²', tone: 'fast' });
    expect(turnRateWords(Math.PI)).toEqual({ words: 'turns slowly', figure: '180°/s²', tone: 'slow' });
    expect(turnRateWords(2 * Math.PI)).toEqual({ words: 'turns at', figure: '360°/s²', tone: 'medium' });
    expect(turnRateWords(0.1).figure).toBe('5.7°/s²');
  });

  it('says a label, the same in full, a preset on the toggle, and both units alike wherever they appear', () => {
    expect([4 * Math.PI, Math.PI, 6].map(turnRatePhrase)).toEqual(['turns fast', 'turns slowly', 'turns at 344°/s²']);
    // The tooltip of the toggle and the labels under the entities: a rate between the presets has no words to separate from its figure.
    expect([4 * Math.PI, Math.PI, 6].map(turnRateInFull)).toEqual(['turns fast · 720°/s²', 'turns slowly · 180°/s²', 'turns at 344°/s²']);
    expect([presetInWords('high'), presetInWords('low')]).toEqual(['fast (720°/s²)', 'slow (180°/s²)']);
    expect([4 * Math.PI, Math.PI, 6].map(formatTurnRate)).toEqual([
      '4π rad/s² (720 °/s²)',
      'π rad/s² (180 °/s²)',
      '6.00 rad/s² (344 °/s²)',
    ]);
  });
});

describe('summarizeTurnRates (the toolbar toggle)', () => {
  it('says fast, slow, a figure, or mixed', () => {
    expect(summarizeTurnRates([4 * Math.PI, 4 * Math.PI], 0)).toEqual({ label: 'fast', tone: 'fast' });
    expect(summarizeTurnRates([Math.PI], 0)).toEqual({ label: 'slow', tone: 'slow' });
    expect(summarizeTurnRates([6, 6], 0)).toEqual({ label: '344°/s²', tone: 'medium' });
    expect(summarizeTurnRates([4 * Math.PI, Math.PI, 4 * Math.PI], 0)).toEqual({ label: 'mixed', tone: 'mixed' });
    expect(summarizeTurnRates([], Math.PI)).toEqual({ label: 'slow', tone: 'slow' });
  });
});
