/**
 * The turn card's words, from the turns' figures: what the comparison is, each figure as the 2D
 * game's compare card writes it, why a swing can reach the target before the limit, and the line a
 * screen reader hears once the turns are done.
 */
import { degreesFigure } from '../../app/presentation/turnRateWords';
import type { TurnRun } from '../scene/TurnRun';
import { LAB_TURN_RATES } from '../scene/turnChoice';

const DEGREES = 180 / Math.PI;
/** A spin slower than this at the start reads as "from rest", °/s (the 2D card's). */
const REST_DEG_PER_S = 1;

/** Seconds as the 2D card writes them: "1.08 s". */
export function secondsText(value: number): string {
  return `${value.toFixed(2)} s`;
}

/** Whether a turn started at rest (its spin then under 1°/s). */
export function fromRest(run: TurnRun): boolean {
  return Math.hypot(run.opening.rateToward, run.opening.rateAcross) * DEGREES < REST_DEG_PER_S;
}

/** The turn's size and how the craft was moving at its start: "151°", "40°, spinning 30°/s toward". */
export function turnText(run: TurnRun): string {
  const { angle, rateToward, rateAcross } = run.opening;
  const size = `${(angle * DEGREES).toFixed(0)}°`;
  const toward = rateToward * DEGREES;
  const across = rateAcross * DEGREES;
  if (fromRest(run)) return size;
  if (across >= Math.abs(toward)) return `${size}, spinning ${across.toFixed(0)}°/s across`;
  return `${size}, spinning ${Math.abs(toward).toFixed(0)}°/s ${toward > 0 ? 'toward' : 'away'}`;
}

/** The motor along the turn's axis: "180°/s²". */
export function motorText(run: TurnRun): string {
  return degreesFigure(run.opening.budget);
}

/** What a figure reads when there is no turn to time (the craft faces the target already). */
const NO_TURN = '—';

/** When it first came within 1°: "1.35 s", or "not yet". */
export function reachedText(run: TurnRun): string {
  if (!run.timed) return NO_TURN;
  const reached = run.figures?.reachedSeconds ?? null;
  return reached === null ? 'not yet' : secondsText(reached);
}

/** When it settled: "1.82 s", or "not yet". */
export function settledText(run: TurnRun): string {
  if (!run.timed) return NO_TURN;
  const settled = run.figures?.seconds ?? null;
  return settled === null ? 'not yet' : secondsText(settled);
}

/** How far it swung past: "61.1°". */
export function overshootText(run: TurnRun): string {
  if (!run.timed) return NO_TURN;
  return `${(run.figures?.overshootDeg ?? 0).toFixed(1)}°`;
}

/** The limit: "1.82 s", or why there is none. */
export function limitText(run: TurnRun): string {
  if (!run.timed) return NO_TURN;
  const limit = run.limit;
  if (limit.seconds !== null) return secondsText(limit.seconds);
  return limit.why === 'no-motor-limit' ? 'none: no motor limit' : 'none: spun across';
}

/** What the two turns differ in, as the card's title ("Same 151° turn from rest, another controller"); one turn alone: its size. */
export function comparisonTitle(run: TurnRun, ghost: TurnRun | null): string {
  const size = `${(run.opening.angle * DEGREES).toFixed(0)}°`;
  const rest = fromRest(run) ? ' from rest' : '';
  if (ghost === null || !ghost.timed) return run.timed ? `A ${size} turn${rest}` : 'Facing the target';
  const controller = run.choice.controller !== ghost.choice.controller;
  const motor = LAB_TURN_RATES[run.choice.turnRate] !== LAB_TURN_RATES[ghost.choice.turnRate];
  const target =
    run.targetPosition.x !== ghost.targetPosition.x ||
    run.targetPosition.y !== ghost.targetPosition.y ||
    run.targetPosition.z !== ghost.targetPosition.z;
  if (target) return `Same start${rest}, ${controller || motor ? 'another target and choice' : 'two targets'}`;
  const what = controller && motor ? 'another controller and motor' : motor ? 'two motors' : controller ? 'another controller' : 'replayed';
  return `Same ${size} turn${rest}, ${what}`;
}

/** A swing past the target larger than this is a swing through it, ° (the settled band's). */
const SWUNG_THROUGH_DEG = 1;

/**
 * Why a turn reached the target before its limit, when one did (the 2D card's worked example):
 * the limit is for settling, stopping within 1°, and no turn settles sooner; a turn comes within
 * 1° earlier while still moving, swinging through at speed or still braking. The turn that swung
 * through is named first. Null when none reached before its limit.
 */
export function reachedEarlyLine(runs: readonly { readonly run: TurnRun; readonly name: string }[]): string | null {
  const early = runs.filter(({ run }) => {
    const reached = run.figures?.reachedSeconds ?? null;
    return reached !== null && run.limit.seconds !== null && reached < run.limit.seconds - 1e-9;
  });
  const swung = early.find(({ run }) => (run.figures?.overshootDeg ?? 0) > SWUNG_THROUGH_DEG);
  const first = swung ?? early[0];
  if (first === undefined) return null;
  const how = swung === undefined ? 'came within 1° while still braking' : 'swung through the target at speed';
  return `Reached before the limit? ${first.name} ${how}; the limit is for stopping there, and no turn settles sooner.`;
}

/** The hint before any comparison. */
export const NO_GHOST_HINT =
  'Change the controller, the turn rate or the target: the turn is replayed from the same start beside the new one, as a ghost.';

/** A run's name on the card: its controller's short name, and its motor when the two differ. */
export function runName(run: TurnRun, other: TurnRun | null): string {
  const name = run.choice.controller.name;
  return other !== null && other.choice.turnRate !== run.choice.turnRate ? `${name}, ${run.choice.turnRate}` : name;
}

/** One turn in a sentence for the live summary: "Time-optimal settled in 1.82 s (limit 1.82 s), 0.0° past". */
function turnSentence(run: TurnRun, name: string): string {
  if (!run.timed) return `${name} faces the target: no turn to time`;
  const settled = run.figures?.seconds ?? null;
  const how = settled === null ? 'has not settled yet' : `settled in ${secondsText(settled)}`;
  const limit = run.limit.seconds === null ? '' : ` (limit ${secondsText(run.limit.seconds)})`;
  return `${name} ${how}${limit}, ${overshootText(run)} past`;
}

/** The live summary once the turns are done: the turn under way, then the ghost. */
export function summaryText(run: TurnRun, ghost: TurnRun | null): string {
  const first = run.timed
    ? `${turnSentence(run, runName(run, ghost))}: a ${turnText(run)} turn${fromRest(run) ? ' from rest' : ''}.`
    : `${turnSentence(run, runName(run, ghost))}.`;
  return ghost === null ? first : `${first} The ghost, ${turnSentence(ghost, runName(ghost, run))}.`;
}
