import { TURN_RATE_PRESETS } from '../../sim/entities/EntitySettings';
import { degreesFigure } from '../presentation/turnRateWords';
import { articleStoryController } from '../fields/controllerPresets';
import { configure, openScene, shown, type StepRun, type TourStep, type TourStepResult } from './TourStep';
import { colorName } from './tourNames';
import type { ActionResult, ActionTurn } from './TurnAction';
import { turningRun } from './turningRun';
import { actionValues, degrees, limitSentence, rateFigure, turnClause } from './turnWords';

/** The tour's strong motor: the original's max turn rate, 4π rad/s² (720°/s²). */
export const FAST = TURN_RATE_PRESETS.high;
/** The tour's weak motor: a quarter of it, π rad/s² (180°/s²). */
export const SLOW = TURN_RATE_PRESETS.low;

/** Swings past the target that differ by less than this read as alike, degrees. */
const ALIKE_DEG = 2;

/** What to try when a body kept up with the drag, so that a whole turn can be timed. */
const WHOLE_TURN_HINT = 'To time a whole turn from rest, drop the target far round in one quick move, or press the button.';

const torque: TourStep = {
  id: 'torque',
  title: 'Turning by torque',
  text:
    'This missile never has its angle set. Every step a PID controller looks at the heading error and commands an angular ' +
    'acceleration; the physics turns the body by that torque.',
  task: 'Drag the target anywhere and watch the missile turn to face it.',
  actionLabel: 'Move the target',
  showsScope: false,
  setUp(host) {
    openScene(host, ['missile-1'], 'track', { x: 24, y: 6 });
    configure(host, 'missile-1', { maxAngularAcceleration: FAST });
    return turningRun(host, ['missile-1'], this.actionLabel, (action) => {
      const turn = action.turns[0] as ActionTurn;
      const after = turn.fromDrop === null ? WHOLE_TURN_HINT : limitSentence(turn, action.jump);
      return { text: `It ${turnClause(turn, action.jump)}. ${after}`, values: actionValues('turn', turn, action) };
    });
  },
};

/** The sentence that compares the two motors' swings past the target, from what was measured. */
function motorComparison(weaker: ActionTurn, stronger: ActionTurn): string {
  if (weaker.maxAngularAcceleration === stronger.maxAngularAcceleration) {
    return (
      `Both turned at ${rateFigure(weaker)} this time, so the turn compares no motors: the step sets ` +
      `${rateFigure({ maxAngularAcceleration: FAST })} and ${rateFigure({ maxAngularAcceleration: SLOW })} (Back, then Next, sets ` +
      `them again).`
    );
  }
  if (weaker.overshootDeg < 0.5 && stronger.overshootDeg < 0.5) {
    return (
      'Neither swung past: the turn was small or slow enough for both motors to brake in time. Drop the target far round in one ' +
      'quick move to see the difference.'
    );
  }
  if (weaker.overshootDeg >= stronger.overshootDeg + ALIKE_DEG)
    return `The weaker motor could not brake in time: it swung ${degrees(weaker.overshootDeg - stronger.overshootDeg)} further past.`;
  if (stronger.overshootDeg >= weaker.overshootDeg + ALIKE_DEG) return 'This time the stronger motor swung further past.';
  return 'They swung past alike this time.';
}

const turnRate: TourStep = {
  id: 'turn-rate',
  title: 'The max turn rate',
  text:
    `The max turn rate is how hard the motor can push the turn: missile-1 (${colorName(0)}) has ${degreesFigure(FAST)}, missile-2 ` +
    `(${colorName(1)}) ${degreesFigure(SLOW)}. Same controller, same gains. The slow one cannot brake in time: it swings past the ` +
    `target and back.`,
  task: 'Drag the target to one side and compare the two turns.',
  actionLabel: 'Move the target',
  showsScope: false,
  setUp(host) {
    openScene(host, ['missile-1', 'missile-2'], 'track', { x: 24, y: 6 });
    // The story needs the article's fixed gains, whatever the player chose (the defaults scale them with the turn rate).
    configure(host, 'missile-1', { maxAngularAcceleration: FAST, controller: articleStoryController('missile') });
    configure(host, 'missile-2', { maxAngularAcceleration: SLOW, controller: articleStoryController('missile') });
    return turningRun(host, ['missile-1', 'missile-2'], this.actionLabel, (action) => {
      const [first, second] = action.turns as [ActionTurn, ActionTurn];
      // The weaker motor first, whichever entity has it now (the turn-rate key changes them).
      const [weaker, stronger] = first.maxAngularAcceleration <= second.maxAngularAcceleration ? [first, second] : [second, first];
      const line = (turn: ActionTurn) => `${turn.name.replace(')', `, ${rateFigure(turn)})`)} ${turnClause(turn, action.jump)}.`;
      return {
        text: `${line(weaker)} ${line(stronger)} ${motorComparison(weaker, stronger)}`,
        values: { ...actionValues('fast', first, action), ...actionValues('slow', second, action) },
      };
    });
  },
};

/** The largest P, I and D of a turn (rad/s², signed as commanded): D while the target moved, and D braking after. */
interface TermPeaks {
  p: number;
  i: number;
  /** The largest D while the target moved (a kick when it jumped). */
  moving: number;
  /** The largest D against P once the target stood still (braking). */
  brake: number;
}

/** The size of a signed term, rad/s², for a sentence. */
function size(value: number, digits = 1): string {
  return shown(Math.abs(value), digits);
}

/**
 * The words of the P, I and D step (sizes, rad/s²), from the measured peaks and the case: D kicked (beyond P's peak) or not, at a jump or
 * in a drag.
 */
function termsText(peaks: Readonly<TermPeaks>, action: ActionResult): string {
  const kicked = Math.abs(peaks.moving) > Math.abs(peaks.p);
  const d = !kicked
    ? `D stayed below P while the target moved (up to ${size(peaks.moving)} rad/s²: the error changed only a little each step, so ` +
      `D hardly kicked)`
    : action.jump
      ? `D kicked to ${size(peaks.moving, 0)} rad/s² as the target jumped`
      : `D kicked to ${size(peaks.moving, 0)} rad/s² as you dragged fast (it grows with how fast the error changes)`;
  const brake = peaks.brake === 0 ? ', and never had to brake against P' : `, then braked against P at up to ${size(peaks.brake)}`;
  return `P peaked at ${size(peaks.p)} rad/s²; ${d}${brake}; I reached ${size(peaks.i)}.`;
}

const pidTerms: TourStep = {
  id: 'pid-terms',
  title: 'What P, I and D each do',
  text:
    'The scope shows what each term adds to the command. P pulls toward the target in proportion to the error; D brakes in ' +
    'proportion to how fast the error shrinks (and kicks when the target jumps); I adds up the recent error (little here).',
  task: 'Drag the target and watch the green P and the violet D in the scope.',
  actionLabel: 'Move the target',
  showsScope: true,
  setUp(host): StepRun {
    openScene(host, ['missile-2'], 'track', { x: 24, y: 6 });
    // The article's PID, derivative on the error: it kicks when the target jumps.
    configure(host, 'missile-2', { maxAngularAcceleration: SLOW, controller: articleStoryController('missile') });
    const record = host.view.findRecord('missile-2');
    const peaks: TermPeaks = { p: 0, i: 0, moving: 0, brake: 0 };
    let result: TourStepResult | null = null;
    const run = turningRun(host, ['missile-2'], this.actionLabel, (action) => {
      const turn = action.turns[0] as ActionTurn;
      return {
        text: termsText(peaks, action),
        values: {
          peakProportional: peaks.p,
          peakIntegral: peaks.i,
          derivativeWhileMoving: peaks.moving,
          peakBrake: peaks.brake,
          jump: action.jump ? 1 : 0,
          ...actionValues('turn', turn, action),
        },
      };
    });
    let stage = run.action.stage;
    return {
      act: run.act,
      afterStep(time) {
        run.afterStep(time);
        const now = run.action.stage;
        const before = stage;
        // A new action: the peaks count from its first step.
        if (now === 'moving' && before !== 'moving' && before !== 'turning') Object.assign(peaks, { p: 0, i: 0, moving: 0, brake: 0 });
        stage = now;
        const terms = record?.entity.controllerTerms;
        // A dragged target moves during a step, after the controller looked: D sees its last move one step later, at the drop.
        const moving = now === 'moving' || (now === 'turning' && before === 'moving');
        if (terms && (now === 'moving' || now === 'turning')) {
          if (Math.abs(terms.proportional) > Math.abs(peaks.p)) peaks.p = terms.proportional;
          if (Math.abs(terms.integral) > Math.abs(peaks.i)) peaks.i = terms.integral;
          if (moving) {
            if (Math.abs(terms.derivative) > Math.abs(peaks.moving)) peaks.moving = terms.derivative;
          } else if (Math.sign(terms.derivative) === -Math.sign(terms.proportional) && Math.abs(terms.derivative) > Math.abs(peaks.brake))
            peaks.brake = terms.derivative;
        }
        result = run.result();
      },
      result: () => result,
      status: run.status,
    };
  },
};

/** The tour's first turning steps: torque, the max turn rate, and P, I and D. */
export const BASIC_TURN_STEPS: readonly TourStep[] = [torque, turnRate, pidTerms];
