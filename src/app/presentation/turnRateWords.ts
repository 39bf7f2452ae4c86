import type { ControllerSettings } from '../../sim/control/ControllerSettings';
import { forwardPdStabilityOf } from '../../sim/control/ForwardPdController';
import { compareToTurnRatePreset } from '../../sim/entities/EntitySettings';

/** How a max turn rate reads for a newcomer: words, the figure in degrees, and its tone. */
export interface TurnRateWords {
  /** "turns fast", "turns slowly" or "turns at". */
  readonly words: string;
  /** The rate in degrees per second squared, e.g. "720°/s²". */
  readonly figure: string;
  /** "fast" at the original's 4π rad/s² or more, "slow" at π or less, else "medium": for colour. */
  readonly tone: 'fast' | 'medium' | 'slow';
}

/**
 * A max turn rate (an angular acceleration limit, rad/s²) in words a newcomer understands:
 * 4π rad/s² is "turns fast · 720°/s²", π is "turns slowly · 180°/s²".
 */
export function turnRateWords(maxAngularAcceleration: number): TurnRateWords {
  const degrees = (maxAngularAcceleration * 180) / Math.PI;
  const figure = `${degrees >= 100 ? Math.round(degrees) : Number(degrees.toPrecision(2))}°/s²`;
  if (compareToTurnRatePreset(maxAngularAcceleration, 'high') >= 0) return { words: 'turns fast', figure, tone: 'fast' };
  if (compareToTurnRatePreset(maxAngularAcceleration, 'low') <= 0) return { words: 'turns slowly', figure, tone: 'slow' };
  return { words: 'turns at', figure, tone: 'medium' };
}

/**
 * What a label says instead of its turn rate when the body cannot settle at this step, or null: a
 * forward PD whose gains, scaled to its motor, break the step's stability conditions
 * (ForwardPdController.ts: kd·dt < 2, kp·dt² < 4 − 2·kd·dt). At 10,000 rad/s² it sat 42–62° off
 * and spun while its label said "turns fast": right for the physics, never said.
 */
export function instabilityWords(controller: Readonly<ControllerSettings>, maxAngularAcceleration: number, dt: number): string | null {
  const stability = forwardPdStabilityOf(controller, maxAngularAcceleration, dt);
  if (!stability || stability.stable) return null;
  const { kpDt2, kdDt } = stability;
  return kdDt >= 2 ? `unstable: kd·dt ${kdDt.toFixed(1)} ≥ 2` : `unstable: kp·dt² ${kpDt2.toFixed(1)} ≥ ${(4 - 2 * kdDt).toFixed(1)}`;
}
