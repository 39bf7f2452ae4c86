import { defaultPidSettings, type PidSettings } from '../../sim/control/PidController';
import { radToDeg } from '../../sim/math/angle';
import type { EntityRecord } from '../model/EntityState';
import { degreesFigure } from '../presentation/turnRateWords';
import { BASIC_TURN_STEPS, FAST } from './basicTurnSteps';
import { configure, openScene, shown, waitingFor, type StepRun, type TourStep, type TourStepResult } from './TourStep';
import { colorName } from './tourNames';
import type { ActionResult, ActionTurn } from './TurnAction';
import { actionStatus, recordsOf, turningRun } from './turningRun';
import { actionValues, degrees, limitBrackets, seconds, turnClause } from './turnWords';

/**
 * The original demo's missile (kp 1, ki 0.05, kd 5), as it ran there: fixed gains (not scaled to
 * the motor), no braking curve, D on the error; the arithmetic is chosen by the step.
 */
const ORIGINAL_MISSILE: PidSettings = {
  ...defaultPidSettings(),
  kp: 1,
  ki: 0.05,
  kd: 5,
  scaleWithTurnRate: false,
  brakingCurve: false,
  derivativeOn: 'error',
};

/** The article's Simpson weights for a window of `samples` errors: 1, 4, 2, 4, …, 4, 1 (applied to any length, as published). */
export function publishedWeights(samples: number): number[] {
  return Array.from({ length: samples }, (_, i) => (i === 0 || i === samples - 1 ? 1 : i % 2 === 1 ? 4 : 2));
}

/** What the as-published step reads of a turn, seven steps after the drop (the window then holds only errors seen since). */
interface IntegralReading {
  /** The I term of the command, rad/s² (signed as commanded). */
  integral: number;
  /** The error the controller saw in that step, rad. */
  error: number;
  /** The window's errors, oldest first, rad. */
  samples: number[];
  /** The settings it ran with. */
  settings: PidSettings;
}

/** "600": I/(Ki·e) when every error of the window is e, for these settings (Σ weights / (3·dt), times kPlant). */
export function steadyFactor(settings: Pick<PidSettings, 'maxHistory' | 'asPublishedDt' | 'kPlant'>): number {
  return (publishedWeights(settings.maxHistory).reduce((sum, w) => sum + w, 0) / (3 * settings.asPublishedDt)) * settings.kPlant;
}

/** The errors of a window (rad) averaged with the published Simpson weights, rad. */
function windowMean(samples: readonly number[]): number {
  const weights = publishedWeights(samples.length);
  return samples.reduce((sum, e, i) => sum + (weights[i] as number) * e, 0) / weights.reduce((sum, w) => sum + w, 0);
}

/** "−96°": a signed angle (rad) in degrees, with a true minus sign. */
function signedDegrees(angle: number): string {
  return degrees(radToDeg(angle)).replace('-', '−');
}

/**
 * The sentence of the as-published step: I/(Ki·e) as measured, and why it is or is not the 600
 * of a steady error (the published sum is 600·Ki times the window's weighted mean error, which is
 * the error now only when the error held steady over the window); and Ki as configured against
 * the gain it acted as.
 */
function publishedText(reading: IntegralReading, turn: ActionTurn, simDt: number): string {
  const { integral, error, samples, settings } = reading;
  const ratio = -integral / (settings.ki * error);
  const steady = shown(steadyFactor(settings), 0);
  const weightedMean = windowMean(samples);
  const span = `${signedDegrees(samples[0] as number)} → ${signedDegrees(samples.at(-1) as number)}`;
  const factor = `As published, I/(Ki·e) = ${shown(ratio, 0)}, ${samples.length} steps after the target came to rest`;
  const why =
    Math.max(...samples) - Math.min(...samples) <= 0.05 * Math.abs(error)
      ? `, with the error nearly steady over the ${samples.length}-sample window (${span}): the ${steady} of a steady error, where ` +
        `the true integral would be ${shown((samples.length - 1) * simDt, 2)}·e`
      : `, not ${steady}: the error moved over the ${samples.length}-sample window (${span}), and the sum is ${steady}·Ki × the ` +
        `window's weighted mean error (${signedDegrees(weightedMean)}), not the error now (${signedDegrees(error)})`;
  const gains =
    `So ki ${shown(settings.ki)} acted as a gain of ` +
    `${shown(-integral / error, 1)} on the error, against kp ` +
    `${shown(settings.kp)}.`;
  const time = turn.fromDrop ? ` The turn settled ${seconds(turn.fromDrop.seconds)} after the target came to rest.` : '';
  return `${factor}${why}. ${gains}${time}`;
}

/** The as-published step's PID settings now, or null when it runs another arithmetic or controller. */
function publishedSettings(record: EntityRecord): PidSettings | null {
  const controller = record.entity.getSettings().controller;
  return controller.type === 'pid' && controller.arithmetic === 'as-published' ? controller : null;
}

const asPublished: TourStep = {
  id: 'as-published',
  title: "The article's code, as published",
  text:
    "This missile has the original demo's gains (kp 1, ki 0.05, kd 5) as the demo ran them (fixed, neither scaled to the motor nor " +
    "shaped by a braking curve), with the corrected arithmetic: a gentle, slow turn. The article's PIDController divides its " +
    "Simpson sum by 3·dt instead of multiplying by dt/3, so for an error held steady over its 7-sample window its 'integral' " +
    'is 600·Ki·e.',
  task: 'Switch to the arithmetic as published (the button, or the panel’s arithmetic), then drag the target.',
  actionLabel: 'Switch to as published',
  showsScope: true,
  setUp(host): StepRun {
    openScene(host, ['missile-1'], 'track', { x: 24, y: 6 });
    configure(host, 'missile-1', { maxAngularAcceleration: FAST, controller: { ...ORIGINAL_MISSILE, arithmetic: 'corrected' } });
    const [record] = recordsOf(host, ['missile-1']) as [EntityRecord];
    const moveLabel = 'Move the target';
    // The controller's settings are read again only when it is rebuilt (a new controller has new terms).
    let termsSeen: unknown = Symbol('none');
    let published: PidSettings | null = null;
    const samples: number[] = [];
    let stepsSinceDrop = -1;
    let reading: IntegralReading | null = null;
    let lastTime = Number.NaN;
    let simDt = 1 / 60;
    let result: TourStepResult | null = null;
    let correctedTurn: ActionResult | null = null;
    const run = turningRun(host, ['missile-1'], moveLabel, (action) => {
      const turn = action.turns[0] as ActionTurn;
      if (!published || !reading) return { text: '', values: {} };
      return {
        text: publishedText(reading, turn, simDt),
        values: {
          integralRatio: -reading.integral / (reading.settings.ki * reading.error),
          errorDeg: radToDeg(reading.error),
          windowMeanDeg: radToDeg(windowMean(reading.samples)),
          windowSpreadDeg: radToDeg(Math.max(...reading.samples) - Math.min(...reading.samples)),
          ...actionValues('turn', turn, action),
        },
      };
    });
    return {
      act() {
        if (published) run.act();
        else host.apply({ kind: 'setControllerSettings', changes: { arithmetic: 'as-published' }, scope: 'selected' });
      },
      afterStep(time) {
        if (Number.isFinite(lastTime) && time > lastTime) simDt = time - lastTime;
        lastTime = time;
        const entity = record.entity;
        if (entity.controllerTerms !== termsSeen) {
          termsSeen = entity.controllerTerms;
          published = publishedSettings(record);
        }
        const before = run.action.stage;
        run.afterStep(time);
        const stage = run.action.stage;
        // The errors the controller saw, newest last, as many as its window holds.
        samples.push(entity.headingError);
        while (samples.length > (published?.maxHistory ?? 7)) samples.shift();
        if (stage === 'moving') {
          stepsSinceDrop = -1;
          reading = null;
        } else if (stage === 'turning' && before === 'moving') stepsSinceDrop = 0;
        if (stepsSinceDrop >= 0) stepsSinceDrop++;
        const terms = entity.controllerTerms;
        if (published && terms && stepsSinceDrop === published.maxHistory && Math.abs(entity.headingError) > 0.05) {
          reading = { integral: terms.integral, error: entity.headingError, samples: [...samples], settings: published };
        }
        const measured = run.action.result;
        correctedTurn = measured && !published ? measured : stage === 'done' ? correctedTurn : null;
        result = published && reading ? run.result() : null;
      },
      result: () => result,
      actionLabel: () => (published ? moveLabel : this.actionLabel),
      status: () => {
        if (!published) {
          const turn = correctedTurn?.turns[0];
          if (turn)
            return (
              `That turn ran on the corrected arithmetic (it ${turnClause(turn, correctedTurn?.jump ?? false)}). Now switch to the ` +
              `arithmetic as published, then move the target.`
            );
          const stage = run.action.stage;
          if (stage === 'moving' || stage === 'turning')
            return (
              'This turn runs on the corrected arithmetic, which the step starts with: switch to the arithmetic as published (the ' +
              'button or the panel), then move the target.'
            );
          return stage === 'interrupted' ? actionStatus(run.action, moveLabel) : waitingFor(this.actionLabel);
        }
        if (run.action.stage === 'waiting') return `Switched to the arithmetic as published. Now drag the target, or press “${moveLabel}”.`;
        if (run.action.stage === 'done' && !reading)
          return (
            'The error was under 3° seven steps after the target came to rest: too small to read the factor. Drop the target ' +
            'further round.'
          );
        return actionStatus(run.action, moveLabel);
      },
    };
  },
};

/** How many times its limit a turn took, for the comparison of the time-optimal step ("1.01×"), or null without a limit. */
function timesLimit(turn: ActionTurn): number | null {
  const drop = turn.fromDrop;
  return drop && drop.limitSeconds !== null && drop.limitSeconds > 0 ? drop.seconds / drop.limitSeconds : null;
}

const fastest: TourStep = {
  id: 'time-optimal',
  title: 'The fastest possible turn',
  text:
    `A motor that can turn the body at most a rad/s² (its max turn rate) cannot turn an angle θ from rest faster than 2·√(θ/a): ` +
    `full push to halfway, full brake after (a body already turning has a limit of its own). missile-2 (${colorName(1)}) runs the ` +
    `time-optimal controller, which does exactly that; missile-1 (${colorName(0)}) the tuned PID. Both turn at ` +
    `${degreesFigure(FAST)}.`,
  task: 'Drag the target and compare the times with the limit.',
  actionLabel: 'Move the target',
  showsScope: false,
  setUp(host) {
    openScene(host, ['missile-1', 'missile-2'], 'track', { x: 24, y: 6 });
    configure(host, 'missile-1', { maxAngularAcceleration: FAST });
    configure(host, 'missile-2', { maxAngularAcceleration: FAST });
    host.apply({ kind: 'setControllerType', type: 'time-optimal', scope: 'selected' });
    return turningRun(host, ['missile-1', 'missile-2'], this.actionLabel, (action) => {
      const [pid, optimal] = action.turns as [ActionTurn, ActionTurn];
      const line = (turn: ActionTurn, what: string) => `${turn.name}, ${what}, ${turnClause(turn, action.jump)}${limitBrackets(turn)}.`;
      const [o, p] = [timesLimit(optimal), timesLimit(pid)];
      const compare =
        o !== null && p !== null ? ` From the drop, the time-optimal turn took ${o.toFixed(2)}× its limit, the PID ${p.toFixed(2)}×.` : '';
      return {
        text: `${line(optimal, 'time-optimal')} ${line(pid, 'tuned PID')}${compare}`,
        values: { ...actionValues('optimal', optimal, action), ...actionValues('pid', pid, action) },
      };
    });
  },
};

/** The tour's turning steps, in order (the moving ones follow: see src/app/tour/tourList.ts). */
export const TURNING_STEPS: readonly TourStep[] = [...BASIC_TURN_STEPS, asPublished, fastest];
