import { parseNumberText } from '../../sim/validation/numberText';
import { describeInput } from '../fields/tuningFields';

/** The shortest clip the recorder takes, s. */
export const MIN_CLIP_SECONDS = 2;
/** The longest clip the recorder takes, s. */
export const MAX_CLIP_SECONDS = 30;
/** The clip's length when the player has not chosen one, s. [default: 8] */
export const DEFAULT_CLIP_SECONDS = 8;

/** A clip length read from its field: the seconds, or a message naming the field and its range. */
export type ClipLengthResult = { readonly ok: true; readonly seconds: number } | { readonly ok: false; readonly message: string };

/**
 * Reads the clip length typed in the recorder's "Seconds" field by the project's one number
 * grammar (src/sim/validation/numberText.ts): a number of seconds from {@link MIN_CLIP_SECONDS} to
 * {@link MAX_CLIP_SECONDS}, fractions allowed ("2.5"). Anything else is refused with a message
 * naming the field, its range and what was typed.
 */
export function readClipLength(text: string): ClipLengthResult {
  const seconds = parseNumberText(text);
  if (Number.isFinite(seconds) && seconds >= MIN_CLIP_SECONDS && seconds <= MAX_CLIP_SECONDS) return { ok: true, seconds };
  return {
    ok: false,
    message:
      `Clip length (s) must be a number from ${MIN_CLIP_SECONDS} to ${MAX_CLIP_SECONDS}; got ` +
      `${describeInput(Number.isNaN(seconds) ? text : seconds)}.`,
  };
}
