// The turn in 3D as the article shows it: the 3D lab's opening turn on its two motors, measured headless when the page builds (by the lab's own scene, passed in), as claims and a static plot.
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
  readonly restToRestLimit: number;
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

/** The text of claim `key` (`slow.settled`, `fast.limit`, …) of the 3D turn; throws naming a key that names nothing. */
export function turn3dClaimText(turns: Turns3D, key: string): string {
  const [motor, field] = key.split('.');
  const turn = motor === 'slow' || motor === 'fast' ? turns[motor] : undefined;
  if (!turn || !FIELDS.includes(field as (typeof FIELDS)[number])) throw new Error(`the article's claim "${TURN_3D_SECTION}:${key}" names no figure of the 3D turn`);
  if (field === 'angle') return `${turn.angleDeg.toFixed(0)}°`;
  if (field === 'overshoot') return `${turn.overshootDeg.toFixed(1)}°`;
  if (field === 'limit') return `${turn.restToRestLimit.toFixed(2)} s`;
  if (field === 'reached') return turn.reached === null ? 'not within the run' : `${turn.reached.toFixed(2)} s`;
  return turn.settled === null ? 'does not settle within the run' : `settles in ${turn.settled.toFixed(2)} s`;
}

/** The 3D turn's static figure: the angle left along the eigenaxis against time on both motors, and its caption with the numbers. */
export function turn3dFigureHtml(turns: Turns3D): string {
  const seconds = ((turns.slow.angles.length - 1) / 60).toFixed(1);
  const line = (name: string, key: 'slow' | 'fast') =>
    `${name} (${turn3dClaimText(turns, `${key}.angle`)} turn, ${piTimes(turns[key].maxAngularAcceleration)} rad/s²) swings ${turn3dClaimText(turns, `${key}.overshoot`)} past and ${turn3dClaimText(turns, `${key}.settled`)}; no turn from rest could take less than ${turn3dClaimText(turns, `${key}.limit`)}`;
  return plotPictureHtml({
    id: TURN_3D_SECTION,
    dashed: { run: 'slow', values: turns.slow.angles },
    solid: { run: 'fast', values: turns.fast.angles },
    seconds,
    axisName: 'angle left along the axis against time',
    caption: `The 3D lab's craft turning onto its target: the angle left along the turn's axis against time over ${seconds} s. ${line('Dashed, the slow motor', 'slow')}. ${line('Solid, the fast motor', 'fast')}.`,
  });
}
