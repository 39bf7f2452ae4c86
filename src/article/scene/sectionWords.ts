// The article's sentences that carry numbers, per section, written from a figure's numbers for whatever the what-if is
// (`data-say="section:key"` in article.html): each is true of the run it describes.
import { stablePdPoleGains } from '../../sim/control/naturalFrequency';
import { SETTLED } from '../../sim/metrics/TurnMeter';
import { restTurnLimitSeconds } from '../../sim/metrics/turnLimit';
import { degrees, runOf, seconds, type FigureNumbers, type RunNumbers } from './claimNumbers';
import { capital, holdsStill, limitWithParameters, settles, swingsPast, turnRateText, whatIfSubject } from './turnPhrases';

/** One sentence (or clause) of a section, from its figure's numbers (the what-if's whole run). */
export type Say = (numbers: FigureNumbers) => string;

/** The fraction of a turn from rest by which a spring of damping ratio ζ < 1 swings past: e^(−πζ/√(1−ζ²)); 0 from ζ 1 up. */
export function springOvershoot(dampingRatio: number): number {
  return dampingRatio >= 1 ? 0 : Math.exp((-Math.PI * dampingRatio) / Math.sqrt(1 - dampingRatio * dampingRatio));
}

/** The damping ratio a tuning what-if runs, read from its label ("ζ 0.35"), or null. */
function zetaOf(numbers: FigureNumbers): number | null {
  const match = /ζ (\d+(?:\.\d+)?)/.exec(numbers.choice);
  return match ? Number(match[1]) : null;
}

/** "…, where the limit is 0.70 s (90° from rest at 4π rad/s²)", or nothing where no limit applies. */
function whereLimit(run: RunNumbers, words = 'where the limit is'): string {
  const limit = limitWithParameters(run);
  return limit === null ? '' : `, ${words} ${limit}`;
}

/** How the missile of the character section ends its turn: reached, near its target still off, or still off at the end. */
function missileTurn(run: RunNumbers, numbers: FigureNumbers): string {
  if (run.reached !== null) return `the missile reaches its heading in ${seconds(run.reached)}`;
  if (run.nearAt !== null && run.nearOffset !== null)
    return `the missile comes near its target at ${seconds(run.nearAt)} still ${degrees(run.nearOffset)} off the heading it wanted`;
  return `the missile is still ${degrees(run.offset)} off its heading at the end of the run's ${numbers.seconds} s`;
}

function characterTurn(run: RunNumbers, numbers: FigureNumbers): string {
  return run.reached === null
    ? `the character does not reach its heading within ${numbers.seconds} s`
    : `the character reaches its heading in ${seconds(run.reached)}`;
}

/** Every section's sentences with numbers, by key. */
export const SECTION_SAYS: Readonly<Record<string, Readonly<Record<string, Say>>>> = {
  'p-and-d': {
    recorded: (n) =>
      `in the figure's recorded run (the dashed ghost), the body with P and D together (kp 60, kd 14) ${swingsPast(n.recorded)} ` +
      `and ${settles(n.recorded, n)}${whereLimit(n.recorded)}.`,
    whatIf: (n) => `${capital(whatIfSubject(n))} ${swingsPast(n.whatIf)} and ${settles(n.whatIf, n)}.`,
  },
  integral: {
    recorded: (n) =>
      `with a running integral (ki 60) the error at the end of the run is ${degrees(n.recorded.offset)}, and the turn ` +
      `${settles(n.recorded, n)}.`,
    whatIf: (n) =>
      `With ${whatIfSubject(n)} the error at the end of the run is ${degrees(n.whatIf.offset)}, and the turn ${settles(n.whatIf, n)}.`,
  },
  character: {
    recorded: (n) => {
      const character = runOf(n, 'companionRecorded');
      const because =
        character.reached !== null && n.recorded.reached !== null && character.reached <= n.recorded.reached
          ? ": the missile's own motion keeps moving the heading it needs"
          : '';
      return (
        `At the default max turn rate (${turnRateText(n.recorded.maxAngularAcceleration)}) ${characterTurn(character, n)} and ` +
        `${missileTurn(n.recorded, n)}${because}.`
      );
    },
    whatIf: (n) => `With ${whatIfSubject(n)} ${characterTurn(runOf(n, 'companionWhatIf'), n)}, and ${missileTurn(n.whatIf, n)}.`,
  },
  'turn-rate': {
    recorded: (n) =>
      `At the default max turn rate (${turnRateText(n.recorded.maxAngularAcceleration)}) the missile ` +
      `${swingsPast(n.recorded, 'its target')} and ${settles(n.recorded, n)}.`,
    whatIf: (n) =>
      `With ${whatIfSubject(n)} it ${swingsPast(n.whatIf, 'its target')} and ` +
      `${settles(n.whatIf, n)}${whereLimit(n.whatIf, "where the motor's limit would allow")}.`,
  },
  published: {
    recorded: (n) =>
      `the published arithmetic ${swingsPast(n.recorded)} and ${settles(n.recorded, n)}: at the end it is ` +
      `${degrees(n.recorded.offset)} off.`,
    whatIf: (n) =>
      `${capital(whatIfSubject(n))} ${swingsPast(n.whatIf)} and ` +
      `${settles(n.whatIf, n)}${n.whatIf.offset >= 1 ? `, ending ${degrees(n.whatIf.offset)} off` : ''}.`,
  },
  'stable-pd': {
    recorded: (n) => `the stable PD ${swingsPast(n.recorded)}, then ${holdsStill(n.recorded)}.`,
    whatIf: (n) => {
      // The forward PD's (the menu's, or at a scrubbed ω): past kd·dt ≈ 2 it never holds still.
      const forward = n.choiceId === 'forward' || n.choiceId.includes('.omega-');
      const cycle = forward && n.whatIf.swing >= 1 ? ": a limit cycle, which only the motor's clamp keeps from growing" : '';
      return `With ${whatIfSubject(n)} the heading ${swingsPast(n.whatIf)}, then ${holdsStill(n.whatIf)}${cycle}.`;
    },
  },
  tuning: {
    ninetyFive: (n) =>
      `(the figure's recorded run, ω 6 rad/s: ` +
      `${n.recorded.ninetyFivePercent === null ? `not within the run's ${n.seconds} s` : seconds(n.recorded.ninetyFivePercent)} ` +
      `to come within 5% of its turn, where 4.74/ω is ${seconds(4.74 / 6)})`,
    gains: () => {
      const poles = stablePdPoleGains(6, 0.5, 1 / 60);
      return (
        `kp ${poles.kp.toFixed(1)} and kd ${poles.kd.toFixed(2)} for ω 6 rad/s and ζ 0.5 at 60 Hz, where kp = ω² and kd = 2·ζ·ω ` +
        `would be 36 and 6`
      );
    },
    recorded: (n) =>
      `The figure's stable PD, with ω 6 rad/s and ζ 1 on a motor strong enough never to clamp ` +
      `(${turnRateText(n.recorded.maxAngularAcceleration)}), ${swingsPast(n.recorded)} and ${settles(n.recorded, n)}.`,
    whatIf: (n) => {
      const zeta = zetaOf(n);
      const predicted = zeta === null ? null : 90 * springOvershoot(zeta);
      const formula =
        predicted === null
          ? ''
          : predicted < 0.05
            ? '; the formula predicts no swing past from ζ 1 up'
            : `; the formula predicts ${degrees(predicted)}`;
      const why = n.choiceId === 'zeta-0.5-continuous' ? ': these gains are the continuous ones, not those of the poles' : '';
      return `With ${whatIfSubject(n)} it ${swingsPast(n.whatIf)} and ${settles(n.whatIf, n)}${formula}${why}.`;
    },
  },
  spd: {
    recorded: (n) => `the body ${swingsPast(n.recorded)}, but then it ${holdsStill(n.recorded)}.`,
    whatIf: (n) =>
      `With ${whatIfSubject(n)} the heading ${swingsPast(n.whatIf)}, then ` +
      `${holdsStill(n.whatIf)}${n.sameAsRecorded ? ": the same turn as SPD's, step for step" : ''}.`,
  },
  limit: {
    example: () =>
      `For 90° at a = 4π rad/s², 60 Hz steps, that is ${seconds(restLimit90())}; the rest-to-rest 2·√(θ/a) would be ` +
      `${seconds(2 * Math.sqrt(Math.PI / 2 / (4 * Math.PI)))}`,
    recorded: (n) => `The figure's PD, tuned with a braking curve, ${settles(n.recorded, n)}${whereLimit(n.recorded)}.`,
    whatIf: (n) => `With ${whatIfSubject(n)} the turn ${settles(n.whatIf, n)}${whereLimit(n.whatIf, 'and its limit is')}.`,
  },
};

/** The limit of a 90° turn from rest at 4π rad/s² in 60 Hz steps (the article's running example), s, as every figure computes it. */
function restLimit90(): number {
  return restTurnLimitSeconds(Math.PI / 2, 4 * Math.PI, 1 / 60, SETTLED);
}

/** The sentence `key` of the section of `numbers`; throws naming a key that names none. */
export function sayText(numbers: FigureNumbers, key: string): string {
  const say = SECTION_SAYS[numbers.section]?.[key];
  if (!say) throw new Error(`the article's sentence "${numbers.section}:${key}" is not one of its section's`);
  return say(numbers);
}
