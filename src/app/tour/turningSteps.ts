import { defaultPidSettings } from '../../sim/control/PidController';
import { TURN_RATE_PRESETS } from '../../sim/entities/EntitySettings';
import type { MeasuredTurn, TurnMeter } from '../../sim/metrics/TurnMeter';
import type { EntityRecord } from '../model/EntityState';
import { articleStoryController } from '../fields/controllerPresets';
import { configure, openScene, shown, spotCycler, TargetMoves, type StepRun, type TourStep, type TourStepResult } from './TourStep';
import type { TourHost } from './TourHost';

const FAST = TURN_RATE_PRESETS.high;
const SLOW = TURN_RATE_PRESETS.low;

/**
 * Where "Move the target" puts the target in turn in the turning steps, m: from the missiles' spot
 * on the left, turns of about 90°, 120°, 80° and 115°, far enough away for clean turns.
 */
const TURN_SPOTS = [
  { x: -34, y: 30 },
  { x: 20, y: -20 },
  { x: -44, y: -20 },
  { x: 30, y: 20 },
];

/** What a step says when the target was dropped so close to where the body points that there was nothing to time. */
export const TOO_SMALL_RESULT: TourStepResult = {
  text: 'No turn left to time: it kept up with your drag and already faced the target when you let go (too small to time, under 1°). Drop the target far round in one quick move, or press the button.',
  values: {},
};

/**
 * The latest turns of `meters` once the player has moved the target (`moves`): each settled after
 * the latest move (then the list of turns), or one too small to time ("small"), or still under way
 * or not started (null: no figure, never one left from an earlier turn).
 */
export function latestTurns(meters: readonly TurnMeter[], moves: TargetMoves): MeasuredTurn[] | 'small' | null {
  if (moves.count === 0) return null;
  if (meters.some((meter) => meter.phase === 'small')) return 'small';
  if (!meters.every((meter) => meter.phase === 'settled' && meter.last !== null)) return null;
  return meters.map((meter) => meter.last as MeasuredTurn);
}

/** The figures of a turn for tests: when it started, how far, how long, the limit, the overshoot. */
export function turnValues(prefix: string, turn: MeasuredTurn): Record<string, number> {
  return {
    [`${prefix}StartTime`]: turn.startTime,
    [`${prefix}AngleDeg`]: turn.angleDeg,
    [`${prefix}Seconds`]: turn.seconds,
    [`${prefix}OvershootDeg`]: turn.overshootDeg,
    ...(turn.limitSeconds !== null && { [`${prefix}LimitSeconds`]: turn.limitSeconds }),
  };
}

/**
 * A step whose entities turn toward the target in place, each timed by its turn meter (see
 * TurnMeter): the result shows once every one of them has settled after the player's latest move
 * of the target, and goes when the target moves again.
 */
export function turningRun(host: TourHost, ids: readonly string[], finish: (turns: MeasuredTurn[]) => TourStepResult): StepRun {
  const records: EntityRecord[] = ids.map((id) => host.view.getRecord(id) ?? failSetUp(id));
  const moves = new TargetMoves(host, () => undefined);
  let result: TourStepResult | null = null;
  return {
    act: spotCycler(host, TURN_SPOTS),
    afterStep(time) {
      moves.afterStep(time);
      const turns = latestTurns(records.map((record) => record.turns), moves);
      result = turns === null ? null : turns === 'small' ? TOO_SMALL_RESULT : finish(turns);
    },
    result: () => result,
  };
}

/** "no controller could do it in less than 0.71 s", or why there is no such figure. */
function limitClause(turn: MeasuredTurn): string {
  if (turn.limitSeconds === null) return 'It was not turning in place, so no limit applies.';
  const from = Math.abs(turn.startRateDegPerS) < 1 ? 'from rest' : turn.startRateDegPerS > 0 ? 'already turning toward it' : 'turning away from it';
  return `Starting as it did (${from}), no controller could settle it in less than ${shown(turn.limitSeconds)} s with this motor.`;
}

/** A step's scene lacks an entity it built: a bug in the step. */
export function failSetUp(id: string): never {
  throw new Error(`the tour's scene has no entity "${id}"`);
}

const torque: TourStep = {
  id: 'torque',
  title: 'Turning by torque',
  text: 'This missile never has its angle set. Every step a PID controller looks at the heading error and commands an angular acceleration; the physics turns the body by that torque.',
  task: 'Drag the target anywhere and watch the missile turn to face it.',
  actionLabel: 'Move the target',
  showsScope: false,
  setUp(host) {
    openScene(host, ['missile-1'], 'track', { x: 24, y: 6 });
    configure(host, 'missile-1', { maxAngularAcceleration: FAST });
    return turningRun(host, ['missile-1'], ([turn]) => {
      const t = turn as MeasuredTurn;
      return { text: `It turned ${shown(t.angleDeg, 0)}° and settled within 1° in ${shown(t.seconds)} s. ${limitClause(t)}`, values: turnValues('turn', t) };
    });
  },
};

const turnRate: TourStep = {
  id: 'turn-rate',
  title: 'The max turn rate',
  text: 'The max turn rate is how hard the motor can push the turn: the upper missile 720°/s², the lower one 180°/s². Same controller, same gains. The slow one cannot brake in time: it swings past the target and back.',
  task: 'Drag the target to one side and compare the two turns.',
  actionLabel: 'Move the target',
  showsScope: false,
  setUp(host) {
    openScene(host, ['missile-1', 'missile-2'], 'track', { x: 24, y: 6 });
    // The story needs the article's fixed gains, whatever the player chose (the defaults scale them with the turn rate).
    configure(host, 'missile-1', { maxAngularAcceleration: FAST, controller: articleStoryController('missile') });
    configure(host, 'missile-2', { maxAngularAcceleration: SLOW, controller: articleStoryController('missile') });
    return turningRun(host, ['missile-1', 'missile-2'], ([fast, slow]) => {
      const f = fast as MeasuredTurn;
      const w = slow as MeasuredTurn;
      return {
        text: `Slow (180°/s²): overshoot ${shown(w.overshootDeg, 0)}°, settled in ${shown(w.seconds)} s. Fast (720°/s²): overshoot ${shown(f.overshootDeg, 0)}°, ${shown(f.seconds)} s.`,
        values: { ...turnValues('fast', f), ...turnValues('slow', w) },
      };
    });
  },
};

const pidTerms: TourStep = {
  id: 'pid-terms',
  title: 'What P, I and D each do',
  text: 'The scope shows what each term adds to the command. P pulls toward the target in proportion to the error; D brakes in proportion to how fast the error shrinks (and kicks when the target jumps); I adds up the recent error (little here).',
  task: 'Drag the target and watch the green P and the violet D in the scope.',
  actionLabel: 'Move the target',
  showsScope: true,
  setUp(host) {
    openScene(host, ['missile-2'], 'track', { x: 24, y: 6 });
    // The article's PID, derivative on the error: it kicks when the target jumps.
    configure(host, 'missile-2', { maxAngularAcceleration: SLOW, controller: articleStoryController('missile') });
    // The step the target jumps, the error jumps and D kicks; after that D brakes against P.
    const peaks = { p: 0, i: 0, kick: 0, brake: 0, stepsSinceMove: 0 };
    const run = turningRun(host, ['missile-2'], ([turn]) => ({
      text: `P peaked at ${shown(peaks.p, 1)} rad/s²; D kicked to ${shown(peaks.kick, 0)} rad/s² as the target jumped, then braked at up to ${shown(peaks.brake, 1)}; I reached ${shown(peaks.i, 1)}.`,
      values: { peakProportional: peaks.p, peakIntegral: peaks.i, derivativeKick: peaks.kick, peakBrake: peaks.brake, ...turnValues('turn', turn as MeasuredTurn) },
    }));
    const moves = new TargetMoves(host, () => {
      peaks.p = 0;
      peaks.i = 0;
      peaks.kick = 0;
      peaks.brake = 0;
      peaks.stepsSinceMove = 0;
    });
    return {
      act: run.act,
      afterStep(time) {
        moves.afterStep(time);
        const terms = host.view.getRecord('missile-2')?.entity.controllerTerms;
        peaks.stepsSinceMove++;
        if (terms) {
          if (Math.abs(terms.proportional) > Math.abs(peaks.p)) peaks.p = terms.proportional;
          if (Math.abs(terms.integral) > Math.abs(peaks.i)) peaks.i = terms.integral;
          if (peaks.stepsSinceMove <= 2) {
            if (Math.abs(terms.derivative) > Math.abs(peaks.kick)) peaks.kick = terms.derivative;
          } else if (Math.sign(terms.derivative) !== Math.sign(terms.proportional) && Math.abs(terms.derivative) > Math.abs(peaks.brake)) peaks.brake = terms.derivative;
        }
        run.afterStep(time);
      },
      result: run.result,
    };
  },
};

/** The original demo's missile gains, which the article's arithmetic was tuned with. */
const ORIGINAL_MISSILE = { ...defaultPidSettings(), kp: 1, ki: 0.05, kd: 5 };

const asPublished: TourStep = {
  id: 'as-published',
  title: "The article's code, as published",
  text: "This missile has the original demo's gains (kp 1, ki 0.05, kd 5) with the corrected arithmetic: a gentle, slow turn. The article's PIDController divides its Simpson sum by 3·dt instead of multiplying by dt/3, so for a steady error its 'integral' is 600·Ki·e.",
  task: 'Switch to the arithmetic as published, then drag the target.',
  actionLabel: 'Switch to as published',
  showsScope: true,
  setUp(host) {
    openScene(host, ['missile-1'], 'track', { x: 24, y: 6 });
    configure(host, 'missile-1', { maxAngularAcceleration: FAST, controller: { ...ORIGINAL_MISSILE, arithmetic: 'corrected' } });
    const record = host.view.getRecord('missile-1') ?? failSetUp('missile-1');
    let stepsSinceMove = -1;
    let ratio = Number.NaN;
    let result: TourStepResult | null = null;
    const moves = new TargetMoves(host, () => {
      stepsSinceMove = 0;
      ratio = Number.NaN;
    });
    const moveTarget = spotCycler(host, TURN_SPOTS);
    const published = (): boolean => {
      const controller = record.entity.getSettings().controller;
      return controller.type === 'pid' && controller.arithmetic === 'as-published';
    };
    return {
      act() {
        if (published()) moveTarget();
        else host.tuning.setControllerSettings({ arithmetic: 'as-published' }, 'selected');
      },
      afterStep(time) {
        moves.afterStep(time);
        if (stepsSinceMove >= 0) stepsSinceMove++;
        // Seven samples after the target moved the window holds an almost steady error: I/(Ki·e) shows the factor.
        const terms = record.entity.controllerTerms;
        const error = record.entity.measureHeadingError();
        if (published() && stepsSinceMove === 7 && terms && Math.abs(error) > 0.05) ratio = -terms.integral / (ORIGINAL_MISSILE.ki * error);
        const turns = latestTurns([record.turns], moves);
        const turn = Array.isArray(turns) ? (turns[0] as MeasuredTurn) : null;
        result =
          turns === 'small'
            ? TOO_SMALL_RESULT
            : published() && turn && Number.isFinite(ratio)
              ? {
                  text: `As published, I/(Ki·e) measured ${shown(ratio, 0)} right after the move (600 for a steady error; the true integral over the window would be 0.1). The turn took ${shown(turn.seconds)} s.`,
                  values: { integralRatio: ratio, ...turnValues('turn', turn) },
                }
              : null;
      },
      result: () => result,
    };
  },
};

/** A turn's own limit in brackets, or nothing when no limit could be measured honestly. */
function limitText(turn: MeasuredTurn): string {
  return turn.limitSeconds === null ? '' : ` (its limit ${shown(turn.limitSeconds)} s)`;
}

const fastest: TourStep = {
  id: 'time-optimal',
  title: 'The fastest possible turn',
  text: 'A motor limited to a cannot turn an angle θ from rest faster than 2·√(θ/a): full push to halfway, full brake after (a body already turning has a limit of its own). The lower missile runs the time-optimal controller, which does exactly that; the upper one the tuned PID. Both turn at 720°/s².',
  task: 'Drag the target and compare the times with the limit.',
  actionLabel: 'Move the target',
  showsScope: false,
  setUp(host) {
    openScene(host, ['missile-1', 'missile-2'], 'track', { x: 24, y: 6 });
    configure(host, 'missile-1', { maxAngularAcceleration: FAST });
    configure(host, 'missile-2', { maxAngularAcceleration: FAST });
    host.tuning.setControllerType('time-optimal', 'selected');
    return turningRun(host, ['missile-1', 'missile-2'], ([pid, optimal]) => {
      const p = pid as MeasuredTurn;
      const o = optimal as MeasuredTurn;
      return {
        text: `Settled within 1°: time-optimal ${shown(o.seconds)} s for ${shown(o.angleDeg, 0)}°${limitText(o)}; tuned PID ${shown(p.seconds)} s for ${shown(p.angleDeg, 0)}°${limitText(p)}.`,
        values: { ...turnValues('optimal', o), ...turnValues('pid', p) },
      };
    });
  },
};

/** The tour's turning steps, in order (the moving ones follow: see src/app/tour/tourList.ts). */
export const TURNING_STEPS: readonly TourStep[] = [torque, turnRate, pidTerms, asPublished, fastest];
