/**
 * A max turn rate (rad/s²) in words, said in this one place: the labels, the Turn rate toggle, the
 * HUD, the live summary, the panel, the help, the tour and the presets read it (values: TURN_RATE_PRESETS).
 */
import type { ControllerSettings } from '../../sim/control/ControllerSettings';
import { forwardPdStabilityOf } from '../../sim/control/ForwardPdController';
import { compareToTurnRatePreset, TURN_RATE_PRESETS } from '../../sim/entities/EntitySettings';

/** How a rate reads, and its colour: "fast" at the high preset (4π rad/s²) or more, "slow" at the low one (π) or less, else "medium". */
export type TurnRateTone = 'fast' | 'medium' | 'slow';

/** A turn-rate preset by name: `high` (4π rad/s²) or `low` (π rad/s²). */
export type TurnRatePreset = keyof typeof TURN_RATE_PRESETS;

/** Each tone in words: a label's ("turns fast"), and the toggle's one word (none: the toggle shows the figure). */
const TONE_WORDS: Readonly<Record<TurnRateTone, { readonly words: string; readonly word: string | null }>> = {
  fast: { words: 'turns fast', word: 'fast' },
  medium: { words: 'turns at', word: null },
  slow: { words: 'turns slowly', word: 'slow' },
};

/** The tone of each preset: the high one reads fast, the low one slow. */
const PRESET_TONES: Readonly<Record<TurnRatePreset, TurnRateTone>> = { high: 'fast', low: 'slow' };

/** How a max turn rate reads for a newcomer: words, the figure in degrees, and its tone. */
export interface TurnRateWords {
  /** "turns fast", "turns slowly" or "turns at". */
  readonly words: string;
  /** The rate in degrees per second squared, e.g. "720°/s²". */
  readonly figure: string;
  readonly tone: TurnRateTone;
}

/** The tone of a max turn rate (rad/s²), against the presets. */
export function turnRateTone(maxAngularAcceleration: number): TurnRateTone {
  if (compareToTurnRatePreset(maxAngularAcceleration, 'high') >= 0) return PRESET_TONES.high;
  if (compareToTurnRatePreset(maxAngularAcceleration, 'low') <= 0) return PRESET_TONES.low;
  return 'medium';
}

/** A max turn rate in degrees as the labels write it: "720°/s²" (whole degrees from 100 up, else two significant figures: "5.7°/s²"). */
export function degreesFigure(maxAngularAcceleration: number): string {
  const degrees = (maxAngularAcceleration * 180) / Math.PI;
  return `${degrees >= 100 ? Math.round(degrees) : Number(degrees.toPrecision(2))}°/s²`;
}

/**
 * A max turn rate (rad/s²) in words a newcomer understands:
 * 4π rad/s² is "turns fast · 720°/s²", π is "turns slowly · 180°/s²".
 */
export function turnRateWords(maxAngularAcceleration: number): TurnRateWords {
  const tone = turnRateTone(maxAngularAcceleration);
  return { words: TONE_WORDS[tone].words, figure: degreesFigure(maxAngularAcceleration), tone };
}

/** What an entity's label says of its turn rate: "turns fast", "turns slowly", or "turns at 344°/s²" between the presets. */
export function turnRatePhrase(maxAngularAcceleration: number): string {
  const { words, figure, tone } = turnRateWords(maxAngularAcceleration);
  return tone === 'medium' ? `${words} ${figure}` : words;
}

/** The same with its figure: "turns fast · 720°/s²", "turns slowly · 180°/s²", "turns at 344°/s²". */
export function turnRateInFull(maxAngularAcceleration: number): string {
  const { words, figure, tone } = turnRateWords(maxAngularAcceleration);
  return tone === 'medium' ? `${words} ${figure}` : `${words} · ${figure}`;
}

/** A preset as the Turn rate toggle offers it: "fast (720°/s²)", "slow (180°/s²)". */
export function presetInWords(preset: TurnRatePreset): string {
  return `${TONE_WORDS[PRESET_TONES[preset]].word} (${degreesFigure(TURN_RATE_PRESETS[preset])})`;
}

/** What the Turn rate toggle shows for a set of entities. */
export interface TurnRateSummary {
  /** One word or figure: "fast", "slow", "mixed", or e.g. "360°/s²". */
  readonly label: string;
  /** Its colour: the shared tone, or "mixed" when the entities differ. */
  readonly tone: TurnRateTone | 'mixed';
}

/**
 * The turn rates (rad/s²) of the entities in one word for the toggle: "fast" when every one turns
 * at the high preset or more, "slow" at the low one or less, a figure when they share another rate,
 * "mixed" when they differ (the opening's fast and slow missiles). With no entity, `fallback` (the
 * panel's rate) decides.
 */
export function summarizeTurnRates(rates: readonly number[], fallback: number): TurnRateSummary {
  const first = rates.length ? (rates[0] as number) : fallback;
  for (const rate of rates) if (Math.abs(rate - first) > 1e-9) return { label: 'mixed', tone: 'mixed' };
  const tone = turnRateTone(first);
  return { label: TONE_WORDS[tone].word ?? degreesFigure(first), tone };
}

/** A max turn rate as a multiple of π when it is one ("4π", "π", "½π"), else with two decimals: the rad/s² without the unit. */
export function formatRadPerS2(value: number): string {
  const multiple = value / Math.PI;
  const rounded = Math.round(multiple * 4) / 4;
  if (Math.abs(multiple - rounded) < 1e-9 && rounded > 0) {
    const fractions: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };
    const whole = Math.floor(rounded);
    const fraction = fractions[rounded - whole] ?? '';
    return `${whole === 1 && !fraction ? '' : whole > 0 ? whole : ''}${fraction}π`;
  }
  return value.toFixed(2);
}

/** A max turn rate with its unit: "4π rad/s²". */
export function radiansFigure(radPerS2: number): string {
  return `${formatRadPerS2(radPerS2)} rad/s²`;
}

/** A max turn rate in whole degrees, as the panel and the HUD write units: "720 °/s²". */
export function wholeDegrees(radPerS2: number): string {
  return `${Math.round((radPerS2 * 180) / Math.PI)} °/s²`;
}

/** A max turn rate in both units: "4π rad/s² (720 °/s²)". */
export function formatTurnRate(radPerS2: number): string {
  return `${radiansFigure(radPerS2)} (${wholeDegrees(radPerS2)})`;
}

/**
 * What a label says instead of its turn rate when the body cannot settle at this step, or null: a
 * forward PD whose gains, scaled to its motor, break the step's stability conditions
 * (ForwardPdController.ts: kd·dt < 2, kp·dt² < 4 − 2·kd·dt). At 10,000 rad/s² it sat 42–62° off
 * and spun while its label said "turns fast": right for the physics, never said.
 */
export function instabilityWords(controller: Readonly<ControllerSettings>, maxAngularAcceleration: number, dt: number): string | null {
  const stability = forwardPdStabilityOf(controller, maxAngularAcceleration, dt);
  if (!stability || stability.stable) return null;
  const { kpDt2, kdDt } = stability;
  return kdDt >= 2 ? `unstable: kd·dt ${kdDt.toFixed(1)} ≥ 2` : `unstable: kp·dt² ${kpDt2.toFixed(1)} ≥ ${(4 - 2 * kdDt).toFixed(1)}`;
}
