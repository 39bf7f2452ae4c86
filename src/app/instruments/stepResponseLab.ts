import { CONTROLLER_LABELS, CONTROLLER_TYPES, type ControllerSettings, type ControllerType } from '../../sim/control/ControllerSettings';
import { ENTITY_TYPES, type EntityType } from '../../sim/entities/EntitySettings';
import { riseTime } from '../../sim/metrics/riseTime';
import { recordStepResponse, timeOptimalErrorDeg } from '../../sim/metrics/stepResponse';
import { timeOptimalTurn } from '../../sim/metrics/TurnResponse';
import { degToRad } from '../../sim/math/angle';
import { type NumberRange } from '../../sim/validation/fields';
import { MAX_ANGULAR_ACCELERATION_RANGE, MAX_TURN_HORIZON } from '../../sim/validation/quantities';
import { checkRangeChanges, describeInput, OK, refused, type SettingResult } from '../fields/tuningFields';

/** What the step-response view compares: one rest-to-rest turn, several controllers. */
export interface StepResponseInputs {
  /** Turn angle, deg, in (0, 180). */
  angleDeg: number;
  /** The controllers to compare, at least one. */
  controllers: ControllerType[];
  entityType: EntityType;
  /** The motor's limit, rad/s². */
  maxAngularAcceleration: number;
}

/** The numeric inputs: label and range (the turn must be a real turn, the short way round). */
export const STEP_RESPONSE_FIELDS = {
  angleDeg: { label: 'turn angle (°)', range: { gt: 0, lt: 180 } },
  maxAngularAcceleration: { label: 'max turn rate (rad/s²)', range: MAX_ANGULAR_ACCELERATION_RANGE },
} as const satisfies Record<string, { label: string; range: NumberRange }>;

/** Checks changes to the inputs; a refusal names the field and its range, and nothing changes. */
export function checkStepResponseChange(
  current: Readonly<StepResponseInputs>,
  changes: Readonly<Partial<StepResponseInputs>>,
): SettingResult {
  const ranges = checkRangeChanges(STEP_RESPONSE_FIELDS, current, changes);
  if (!ranges.ok) return ranges;
  if (changes.controllers !== undefined) {
    if (changes.controllers.length === 0) return refused('controllers', 'choose at least one controller to compare.');
    const unknown = changes.controllers.find((type) => !CONTROLLER_TYPES.includes(type));
    if (unknown !== undefined)
      return refused('controllers', `controller must be one of ${CONTROLLER_TYPES.join(', ')}; got ${describeInput(unknown)}.`);
  }
  if (changes.entityType !== undefined && !ENTITY_TYPES.includes(changes.entityType)) {
    return refused(
      'entityType',
      `entity type must be ${ENTITY_TYPES.map((type) => `"${type}"`).join(' or ')}; got ${describeInput(changes.entityType)}.`,
    );
  }
  return OK;
}

/** The figures of one turn, as the view's table shows them. */
export interface StepFigures {
  /** 10% → 90% of the turn, s; null if it never gets to 90%. */
  riseTime: number | null;
  /** Past the target, deg (≥ 0). */
  overshootDeg: number;
  /** Into 2% of the turn for good, s; null if not by the end. */
  settleTime: number | null;
  /** |heading error| at the end of the recording, deg. */
  steadyStateErrorDeg: number;
  /** 2·sqrt(angle / max turn rate): the article's rest-to-rest limit in continuous time, s. */
  timeOptimal: number;
  /**
   * The fewest seconds any controller could settle this turn in, as the settling time counts it,
   * in the simulation's steps (see src/sim/metrics/turnLimit.ts): no settling time is below it.
   */
  settleLimit: number | null;
}

/** One controller's recorded turn. */
export interface StepCurve {
  type: ControllerType;
  label: string;
  settings: ControllerSettings;
  /** Heading error, deg, sign-normalised so that it starts positive, one value per time. */
  errorDeg: Float64Array;
  figures: StepFigures;
}

/** Everything the view draws: a shared time axis, one curve per controller, the reference. */
export interface StepComparison {
  inputs: StepResponseInputs;
  /** s, shared by every curve. */
  times: Float64Array;
  curves: StepCurve[];
  /** The time-optimal turn's heading error, deg, at the same times. */
  referenceDeg: Float64Array;
  /** 2·sqrt(angle / max turn rate), s. */
  timeOptimal: number;
}

/**
 * Turns a resting entity by the chosen angle on the headless simulation, once per controller
 * (`settingsFor` says which settings each type gets: the selected entity's own, or the type's
 * defaults), and measures each turn: rise time, overshoot, settling time (2%), steady-state error,
 * next to the time-optimal limit. Every recording spans the same time (max(3 s, 4× the limit),
 * at most MAX_TURN_HORIZON, 60 s, whatever the inputs). Fast: at most 3,600 steps of one body per
 * controller, a few milliseconds each.
 */
export function compareStepResponses(
  given: Readonly<StepResponseInputs>,
  settingsFor: (type: ControllerType) => ControllerSettings,
): StepComparison {
  // A rate outside the shared range (no surface accepts one; an old saved value might hold one) is
  // taken at the nearest limit rather than throwing inside the view.
  const inputs = { ...given, maxAngularAcceleration: clampToRange(given.maxAngularAcceleration, MAX_ANGULAR_ACCELERATION_RANGE) };
  const limit = timeOptimalTurn(degToRad(inputs.angleDeg), inputs.maxAngularAcceleration);
  const duration = Math.min(MAX_TURN_HORIZON, Math.max(3, 4 * limit));
  let times: Float64Array = new Float64Array(0);
  const curves: StepCurve[] = [];
  for (const type of inputs.controllers) {
    const settings = settingsFor(type);
    const response = recordStepResponse({
      entityType: inputs.entityType,
      controller: settings,
      angleDeg: inputs.angleDeg,
      maxAngularAcceleration: inputs.maxAngularAcceleration,
      duration,
    });
    times = response.times;
    const sign = (response.errorDeg[0] ?? 0) < 0 ? -1 : 1;
    const errorDeg = response.errorDeg.map((value) => sign * value);
    curves.push({
      type,
      label: CONTROLLER_LABELS[type],
      settings,
      errorDeg,
      figures: {
        riseTime: riseTime(response.times, errorDeg),
        overshootDeg: response.figures.overshootDeg,
        settleTime: response.figures.settleTime,
        steadyStateErrorDeg: response.figures.finalErrorDeg,
        timeOptimal: response.figures.timeOptimal,
        settleLimit: response.figures.limit,
      },
    });
  }
  const referenceDeg = times.map((t) => timeOptimalErrorDeg(inputs.angleDeg, inputs.maxAngularAcceleration, t));
  return { inputs: { ...inputs, controllers: [...inputs.controllers] }, times, curves, referenceDeg, timeOptimal: limit };
}

/** `value` moved into [range.min, range.max] (NaN → range.min). */
function clampToRange(value: number, range: NumberRange): number {
  const low = range.min ?? Number.NEGATIVE_INFINITY;
  const high = range.max ?? Number.POSITIVE_INFINITY;
  return Number.isNaN(value) ? low : Math.min(high, Math.max(low, value));
}
