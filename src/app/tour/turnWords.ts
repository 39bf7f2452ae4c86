import type { MeasuredTurn } from '../../sim/metrics/TurnMeter';
import { degreesFigure } from '../presentation/turnRateWords';
import { shown } from './TourStep';
import type { ActionResult, ActionTurn } from './TurnAction';

/**
 * The words of the turning steps, each chosen from the measured case: a jump of the target (the
 * button, a flick) or a drag; a body that kept up with the drag or one with a turn left when the
 * target came to rest; a swing past the target or none; a limit that applies or not. No sentence
 * claims a case the measurement did not show.
 */

/** An overshoot this small (degrees) reads as none: it rounds to 0°. */
const NO_SWING_DEG = 0.5;

/** "93°" */
export function degrees(value: number): string {
  return `${shown(value, 0)}°`;
}

/** "1.02 s" */
export function seconds(value: number): string {
  return `${shown(value)} s`;
}

/** "720°/s²": a body's max turn rate as it was during the turn. */
export function rateFigure(turn: Pick<ActionTurn, 'maxAngularAcceleration'>): string {
  return degreesFigure(turn.maxAngularAcceleration);
}

/** ", swinging 25° past" or ", without swinging past": the swing after the drop. */
function swingWords(overshootDeg: number, keptUp: boolean): string {
  if (overshootDeg < NO_SWING_DEG) return keptUp ? '' : ', without swinging past';
  return keptUp ? `, then swung ${degrees(overshootDeg)} past` : `, swinging ${degrees(overshootDeg)} past`;
}

/**
 * What one body did for the player's action, without its subject: "turned 93° and settled within
 * 1° in 1.02 s, without swinging past" (a jump), "turned 100° in all from where it pointed when you
 * began (1.9 s); when the target stopped it was still 13° off, and settled within 1° 1.02 s later, …" (a
 * drag), or "kept up with your
 * drag: …" (within 1° when the target came to rest: nothing left to time from there).
 */
export function turnClause(turn: ActionTurn, jump: boolean): string {
  const drop = turn.fromDrop;
  if (drop === null) {
    return (
      `kept up with your drag: it turned ${degrees(turn.turnedDeg)} in ${seconds(turn.secondsFromAction)} and already faced the ` +
      `target (within 1°) when it stopped${swingWords(turn.overshootDeg, true)}`
    );
  }
  const swing = swingWords(turn.overshootDeg, false);
  if (jump) return `turned ${degrees(drop.angleDeg)} and settled within 1° in ${seconds(drop.seconds)}${swing}`;
  return (
    `turned ${degrees(turn.turnedDeg)} in all from where it pointed when you began (${seconds(turn.secondsFromAction)}); when the ` +
    `target stopped it was still ${degrees(drop.angleDeg)} off, and settled within 1° ${seconds(drop.seconds)} later${swing}`
  );
}

/** How the body was moving when its timed turn began: "from rest", "already turning toward it", "turning away from it". */
export function startWords(drop: MeasuredTurn): string {
  if (Math.abs(drop.startRateDegPerS) < 1) return 'from rest';
  return drop.startRateDegPerS > 0 ? 'already turning toward it' : 'turning away from it';
}

/**
 * The limit of a body's turn from the drop, as a sentence: no controller could have settled it
 * faster from the state it was in; or why no limit is given; or nothing for a body that kept up.
 */
export function limitSentence(turn: ActionTurn, jump: boolean): string {
  const drop = turn.fromDrop;
  if (drop === null) return '';
  if (drop.limitSeconds === null) return 'It was not turning in place, so no limit applies.';
  const from = jump ? `Starting as it did (${startWords(drop)})` : `From where it stood when the target stopped (${startWords(drop)})`;
  return (
    `${from}, no controller could settle it in less than ${seconds(drop.limitSeconds)} with this motor (into 1°, turning under ` +
    `0.05 rad/s).`
  );
}

/** " (its limit 0.65 s)" after a turn's time, or nothing where no limit applies or it kept up. */
export function limitBrackets(turn: ActionTurn): string {
  const limit = turn.fromDrop?.limitSeconds;
  return limit === null || limit === undefined ? '' : ` (its limit ${seconds(limit)})`;
}

/** The figures of a body's turn for the tests, under `prefix`: the action's, and the meter's from the drop when there was one. */
export function actionValues(
  prefix: string,
  turn: ActionTurn,
  action: Pick<ActionResult, 'startTime' | 'dropTime' | 'jump'>,
): Record<string, number> {
  const drop = turn.fromDrop;
  return {
    [`${prefix}ActionStartTime`]: action.startTime,
    [`${prefix}DropTime`]: action.dropTime,
    [`${prefix}Jump`]: action.jump ? 1 : 0,
    [`${prefix}TurnedDeg`]: turn.turnedDeg,
    [`${prefix}ActionSeconds`]: turn.secondsFromAction,
    [`${prefix}KeptUp`]: drop === null ? 1 : 0,
    [`${prefix}OvershootDeg`]: turn.overshootDeg,
    ...(drop !== null && {
      [`${prefix}StartTime`]: drop.startTime,
      [`${prefix}AngleDeg`]: drop.angleDeg,
      [`${prefix}Seconds`]: drop.seconds,
      [`${prefix}StartRateDegPerS`]: drop.startRateDegPerS,
    }),
    ...(drop !== null && drop.limitSeconds !== null && { [`${prefix}LimitSeconds`]: drop.limitSeconds }),
  };
}
