// The phrases the article's sentences are built of, each worded from a run's numbers so that it is true whatever the run did (swung past or
// not, settled or not, held still or not).
import { piTimes } from './numberWords';
import { degrees, seconds, type FigureNumbers, type RunNumbers } from './claimNumbers';

/** Below this an angle reads as none, ° (it shows as 0.0°). */
const NONE_DEG = 0.05;

/** "swings 14.7° past the target", or "does not swing past the target". */
export function swingsPast(run: RunNumbers, target = 'the target'): string {
  return run.overshoot < NONE_DEG ? `does not swing past ${target}` : `swings ${degrees(run.overshoot)} past ${target}`;
}

/**
 * "settles in 1.05 s"; "comes within 1° and slows at 0.20 s, but swings out again"; "does not
 * settle within 4 s". Settled is the game's box (within 1°, slower than 0.05 rad/s).
 */
export function settles(run: RunNumbers, numbers: FigureNumbers): string {
  if (run.settled === null) return `does not settle within ${numbers.seconds} s`;
  if (!run.staysSettled) return `comes within 1° and slows at ${seconds(run.settled)}, but swings out again`;
  return `settles in ${seconds(run.settled)}`;
}

/** "holds still: it moves by less than 0.1° over the run's last second", or "keeps swinging by 4.6° over the run's last second". */
export function holdsStill(run: RunNumbers): string {
  return run.swing < NONE_DEG
    ? "holds still: its heading stays within 0.1° of the target over the run's last second"
    : `keeps swinging by ${degrees(run.swing)} about the target over the run's last second`;
}

/** A max turn rate as the text writes it: "4π rad/s²" for a multiple of π/4, else "400 rad/s²". */
export function turnRateText(value: number): string {
  const multiple = value / Math.PI;
  const quarters = Math.round(multiple * 4);
  return Math.abs(multiple * 4 - quarters) < 1e-9 && quarters > 0
    ? `${piTimes(quarters / 4)} rad/s²`
    : `${Number(value.toPrecision(4))} rad/s²`;
}

/** How a turn began: "90° from rest", or after a drag "34° off, turning 50°/s toward it". */
export function turnStart(run: RunNumbers): string {
  const angle = `${run.angle.toFixed(0)}°`;
  if (Math.abs(run.startRate) < 0.5) return `${angle} from rest`;
  return `${angle} off, turning ${Math.abs(run.startRate).toFixed(0)}°/s ${run.startRate > 0 ? 'toward' : 'away from'} it`;
}

/**
 * The limit beside its parameters, so that a reader can recompute it: "0.70 s (90° from rest at
 * 4π rad/s²)"; null where no limit applies.
 */
export function limitWithParameters(run: RunNumbers): string | null {
  if (run.limit === null) return null;
  return `${seconds(run.limit)} (${turnStart(run)} at ${turnRateText(run.maxAngularAcceleration)})`;
}

/** What the what-if is, in the text: "the what-if, P alone (kd 0)," and, after a drag, "turning to where you left the target". */
export function whatIfSubject(numbers: FigureNumbers): string {
  return `the what-if, ${numbers.choice}${numbers.dragged ? ', turning to where you left the target' : ''},`;
}

/** The first letter in capitals. */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
