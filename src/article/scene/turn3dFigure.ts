// The turn in 3D as the article shows it: the 3D lab's opening turn on its two motors, measured headless when the page builds (by the lab's
// own scene, passed in), as claims and a static plot.
import { SETTLED } from '../../sim/metrics/TurnMeter';
import { restTurnLimitSeconds } from '../../sim/metrics/turnLimit';
import { plotPictureHtml } from './staticFigure';

/** The section whose claims and figure are the 3D turn's. */
export const TURN_3D_SECTION = 'in-3d';

/** One measured 3D turn (the lab's `OpeningTurn`: src/lab3d/scene/openingTurn.ts). */
export interface Turn3D {
  readonly maxAngularAcceleration: number;
  readonly angleDeg: number;
  readonly reached: number | null;
  readonly settled: number | null;
  readonly overshootDeg: number;
  /** The angle left along the eigenaxis after each step, rad (index 0: before the first). */
  readonly angles: Float64Array;
}

/** The lab's opening turn on its slow motor (π rad/s², the opening's) and its fast one (4π rad/s²). */
export interface Turns3D {
  readonly slow: Turn3D;
  readonly fast: Turn3D;
}

/** `value` as a multiple of π: "π", "4π". */
function piTimes(value: number): string {
  const times = Math.round(value / Math.PI);
  return times === 1 ? 'π' : `${times}π`;
}

const FIELDS = ['angle', 'reached', 'settled', 'overshoot', 'limit'] as const;

/** The lab's step, s (60 Hz, as the plane's). */
const LAB_STEP = 1 / 60;

/**
 * A 3D turn timed as the article times its figures: from the command, the craft at rest (the lab's
 * turn meter starts there too: t = 0 at the command), its limit the one rule from rest at its angle
 * then, with the motor's budget along the axis.
 */
export function fromCommand(turn: Turn3D): {
  readonly angleDeg: number;
  readonly reached: number | null;
  readonly settled: number | null;
  readonly limit: number;
} {
  // Index 0 is the craft before its first step: at rest, the whole turn ahead.
  const angle = turn.angles[0] as number;
  return {
    angleDeg: (angle * 180) / Math.PI,
    reached: turn.reached,
    settled: turn.settled,
    limit: restTurnLimitSeconds(angle, turn.maxAngularAcceleration, LAB_STEP, SETTLED),
  };
}

/** The text of claim `key` (`slow.settled`, `fast.limit`, …) of the 3D turn; throws naming a key that names nothing. */
export function turn3dClaimText(turns: Turns3D, key: string): string {
  const [motor, field] = key.split('.');
  const turn = motor === 'slow' || motor === 'fast' ? turns[motor] : undefined;
  if (!turn || !FIELDS.includes(field as (typeof FIELDS)[number]))
    throw new Error(`the article's claim "${TURN_3D_SECTION}:${key}" names no figure of the 3D turn`);
  const timed = fromCommand(turn);
  if (field === 'angle') return `${timed.angleDeg.toFixed(0)}°`;
  if (field === 'overshoot') return `${turn.overshootDeg.toFixed(1)}°`;
  if (field === 'limit') return `${timed.limit.toFixed(2)} s`;
  if (field === 'reached') return timed.reached === null ? 'not within the run' : `${timed.reached.toFixed(2)} s`;
  return timed.settled === null ? 'does not settle within the run' : `settles in ${timed.settled.toFixed(2)} s`;
}

/** The 3D turn's static figure: the angle left along the eigenaxis against time on both motors, and its caption with the numbers. */
export function turn3dFigureHtml(turns: Turns3D): string {
  const seconds = ((turns.slow.angles.length - 1) / 60).toFixed(1);
  const line = (name: string, key: 'slow' | 'fast') =>
    `${name} (${turn3dClaimText(turns, `${key}.angle`)} turn, ${piTimes(turns[key].maxAngularAcceleration)} rad/s²) swings ` +
    `${turn3dClaimText(turns, `${key}.overshoot`)} past and ${turn3dClaimText(turns, `${key}.settled`)}; no turn from rest could ` +
    `settle in less than ${turn3dClaimText(turns, `${key}.limit`)} (the limit's rule, from rest at that motor along the axis)`;
  return plotPictureHtml({
    id: TURN_3D_SECTION,
    dashed: { run: 'slow', values: turns.slow.angles },
    solid: { run: 'fast', values: turns.fast.angles },
    seconds,
    axisName: 'angle left along the axis against time',
    caption:
      `The 3D lab's craft turning onto its target: the angle left along the turn's axis against time over ${seconds} s. ` +
      `${line('Dashed, the slow motor', 'slow')}. ${line('Solid, the fast motor', 'fast')}.`,
  });
}
