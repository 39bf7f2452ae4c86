import { compareToTurnRatePreset } from '../../sim/entities/EntitySettings';

/** How a max turn rate reads for a newcomer: words, the figure in degrees, and its tone. */
export interface TurnRateWords {
  /** "turns fast", "turns slowly" or "turns at". */
  readonly words: string;
  /** The rate in degrees per second squared, e.g. "720°/s²". */
  readonly figure: string;
  /** "fast" at the original's 4π rad/s² or more, "slow" at π or less, else "medium": for colour. */
  readonly tone: 'fast' | 'medium' | 'slow';
}

/**
 * A max turn rate (an angular acceleration limit, rad/s²) in words a newcomer understands:
 * 4π rad/s² is "turns fast · 720°/s²", π is "turns slowly · 180°/s²".
 */
export function turnRateWords(maxAngularAcceleration: number): TurnRateWords {
  const degrees = (maxAngularAcceleration * 180) / Math.PI;
  const figure = `${degrees >= 100 ? Math.round(degrees) : Number(degrees.toPrecision(2))}°/s²`;
  if (compareToTurnRatePreset(maxAngularAcceleration, 'high') >= 0) return { words: 'turns fast', figure, tone: 'fast' };
  if (compareToTurnRatePreset(maxAngularAcceleration, 'low') <= 0) return { words: 'turns slowly', figure, tone: 'slow' };
  return { words: 'turns at', figure, tone: 'medium' };
}
