// A figure's caption (its text alternative, and what a screen reader reads of it): each run's turn in the words of the text, so that
// caption and text agree in every state.
import { degrees, runOf, seconds, type FigureNumbers, type RunName, type RunNumbers } from './claimNumbers';
import { limitWithParameters, settles, swingsPast, turnStart } from './turnPhrases';

/** One run in the caption: how its turn began, its swing past, its settling, its limit with the parameters, its end. */
function runWords(name: string, run: RunNumbers, numbers: FigureNumbers): string {
  const limit = limitWithParameters(run);
  const reached =
    run.nearAt !== null && run.nearOffset !== null
      ? `; near its target at ${seconds(run.nearAt)}, ${degrees(run.nearOffset)} off`
      : `; error at the end ${degrees(run.offset)}`;
  return (
    `${name}: a turn of ${turnStart(run)}; it ${swingsPast(run)} and ` +
    `${settles(run, numbers)}${limit === null ? '' : `; limit ${limit}`}${reached}.`
  );
}

/** The companion's runs, when the figure has one: "The character (green): …". */
function companionWords(numbers: FigureNumbers): string {
  if (numbers.companionRecorded === null) return '';
  const reached = (run: RunName) => {
    const value = runOf(numbers, run).reached;
    return value === null ? `does not reach its heading within ${numbers.seconds} s` : `reaches its heading in ${seconds(value)}`;
  };
  return (
    ` Its companion (green, not plotted) ${reached('companionRecorded')} in the recorded run and ${reached('companionWhatIf')} in ` +
    `the what-if.`
  );
}

/**
 * A what-if not yet played to its end, as far as it has played: "…, so far (1.20 s of 4 s): it has swung 12.0° past and not settled yet."
 */
function soFarWords(name: string, run: RunNumbers, numbers: FigureNumbers): string {
  const swung = run.overshoot < 0.05 ? 'not swung past' : `swung ${degrees(run.overshoot)} past`;
  const settled = run.settled === null ? 'not settled yet' : `came within 1° and slowed at ${seconds(run.settled)}`;
  return `${name}, so far (${seconds(numbers.played * numbers.dt)} of ${numbers.seconds} s): it has ${swung} and ${settled}.`;
}

/**
 * The caption of a figure from its numbers: "Heading error against time over 4 s. Dashed,
 * recorded (…): a turn of 90° from rest; it … ." The what-if's whole run, or (`soFar`) as far as
 * it has played.
 */
export function figureCaption(numbers: FigureNumbers, recordedLabel: string, soFar = false): string {
  const whatIf = `Solid, what if (${numbers.choice}${numbers.dragged ? ', turning to where you left the target' : ''})`;
  const whatIfWords = soFar ? soFarWords(whatIf, numbers.whatIf, numbers) : runWords(whatIf, numbers.whatIf, numbers);
  return (
    `Heading error against time over ${numbers.seconds} s. ` +
    `${runWords(`Dashed, recorded (${recordedLabel})`, numbers.recorded, numbers)} ` +
    `${whatIfWords}${soFar ? '' : companionWords(numbers)} Settled: within 1°, slower than 0.05 rad/s, at 60 Hz steps.`
  );
}
