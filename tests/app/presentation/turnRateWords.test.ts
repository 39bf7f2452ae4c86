import { describe, expect, it } from 'vitest';
import { turnRateWords } from '../../../src/app/presentation/turnRateWords';

describe('the max turn rate in words', () => {
  it('reads the presets as a newcomer would', () => {
    expect(turnRateWords(4 * Math.PI)).toEqual({ words: 'turns fast', figure: '720°/s²', tone: 'fast' });
    expect(turnRateWords(Math.PI)).toEqual({ words: 'turns slowly', figure: '180°/s²', tone: 'slow' });
    expect(turnRateWords(2 * Math.PI)).toEqual({ words: 'turns at', figure: '360°/s²', tone: 'medium' });
    expect(turnRateWords(0.1).figure).toBe('5.7°/s²');
  });
});
