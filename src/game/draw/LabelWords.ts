import { cssColor } from '../../app/presentation/palette';
import { TURN_RATE_TONE_COLORS } from '../../app/presentation/presentationPalette';
import { turnRateInFull, turnRatePhrase, turnRateTone } from '../../app/presentation/turnRateWords';

/** An entity's turn rate in words and its tone's colour, kept per rate so frames allocate nothing. */
export interface RateLabel {
  /** "turns fast · 720°/s²". */
  readonly text: string;
  /** "turns fast". */
  readonly words: string;
  readonly color: string;
  /** "turns fast · overshoots N°" by whole degree N (index 0: the words alone), made on first use. */
  readonly withOvershoot: string[];
}

/**
 * What the entity labels say, as strings made once and kept (a frame then allocates none): the
 * turn rate in words and as a figure, in its tone's colour, and the overshoot in whole degrees.
 */
export class LabelWords {
  private readonly rateLabels = new Map<number, RateLabel>();
  private readonly unstableLabels = new Map<string, RateLabel>();
  private readonly overshootTexts: string[] = [];

  /** "turns fast · 720°/s²" and its tone's colour for a max angular acceleration (rad/s²). */
  rateLabel(rate: number): RateLabel {
    let label = this.rateLabels.get(rate);
    if (!label) {
      label = {
        text: turnRateInFull(rate),
        words: turnRatePhrase(rate),
        color: cssColor(TURN_RATE_TONE_COLORS[turnRateTone(rate)]),
        withOvershoot: [],
      };
      if (this.rateLabels.size > 64) this.rateLabels.clear();
      this.rateLabels.set(rate, label);
    }
    return label;
  }

  /**
   * A label of a body that cannot settle ("unstable: kp·dt² 13.3 ≥ 4.0": turnRateWords.ts's instabilityWords), in the slow tone's colour,
   * kept per text.
   */
  unstableLabel(words: string): RateLabel {
    let label = this.unstableLabels.get(words);
    if (!label) {
      label = { text: words, words, color: cssColor(TURN_RATE_TONE_COLORS.slow), withOvershoot: [] };
      if (this.unstableLabels.size > 64) this.unstableLabels.clear();
      this.unstableLabels.set(words, label);
    }
    return label;
  }

  /** "turns slowly · overshoots 34°" (or the words alone below 3°), made once per whole degree. */
  wordsWithOvershoot(rate: RateLabel, degrees: number): string {
    const index = degrees >= 3 ? Math.min(360, degrees) : 0;
    let text = rate.withOvershoot[index];
    if (text === undefined) {
      text = index === 0 ? rate.words : `${rate.words} · overshoots ${index}°`;
      rate.withOvershoot[index] = text;
    }
    return text;
  }

  /** "overshoots 41°", made once per whole degree. */
  overshootText(degrees: number): string {
    const index = Math.min(360, degrees);
    let text = this.overshootTexts[index];
    if (text === undefined) {
      text = `overshoots ${index}°`;
      this.overshootTexts[index] = text;
    }
    return text;
  }
}
