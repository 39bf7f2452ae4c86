// The lab's opening turn measured headless (Rapier, no drawing): what the explorable article shows of the turn in 3D, measured as its page
// builds.
import type RAPIER from '@dimforge/rapier3d-compat';
import { ARTICLE_PID } from './labControllers';
import { OPENING_TARGET, TARGET_RADIUS } from './LabScene';
import { SphereTarget } from './SphereTarget';
import { LAB_DT, LAB_TURN_RATES, OPENING_START, type LabTurnRate } from './turnChoice';
import { TurnRun } from './TurnRun';

/** The opening turn of the lab's craft on one motor: the turn meter's figures and the angle left along the eigenaxis at each step. */
export interface OpeningTurn {
  readonly turnRate: LabTurnRate;
  /** The motor's limit, rad/s². */
  readonly maxAngularAcceleration: number;
  /** Steps measured (at the lab's 60 Hz). */
  readonly steps: number;
  /** The turn's angle at its start, °. */
  readonly angleDeg: number;
  /**
   * From its start to within 1° of the target orientation, s; to settled (within 1°, slower than 0.05 rad/s), s (null: not within the
   * steps).
   */
  readonly reached: number | null;
  readonly settled: number | null;
  /** How far it swung past, °. */
  readonly overshootDeg: number;
  /** The fewest seconds any controller could take from rest: 2·√(θ/α), s. */
  readonly restToRestLimit: number;
  /** The angle between the craft's orientation and the wanted one after each step, rad (index 0: before the first step). */
  readonly angles: Float64Array;
}

/**
 * Runs the lab's opening turn flown by the article's PID (the opening's ghost) on `turnRate` for `seconds`, headless, and measures it from
 * its start.
 */
export function measureOpeningTurn(rapier: typeof RAPIER, turnRate: LabTurnRate, seconds = 4.5): OpeningTurn {
  const target = new SphereTarget({ x: 0, y: 0, z: 0 }, TARGET_RADIUS, OPENING_TARGET.azimuth, OPENING_TARGET.elevation);
  const run = new TurnRun(rapier, OPENING_START, target.position, { controller: ARTICLE_PID, turnRate });
  const steps = Math.round(seconds / LAB_DT);
  const angles = new Float64Array(steps + 1);
  angles[0] = run.craft.angle;
  for (let n = 1; n <= steps; n++) {
    run.step();
    angles[n] = run.craft.angle;
  }
  const meter = run.meter;
  const turn = meter.last;
  const latest = meter.latest;
  const angleDeg = turn?.angleDeg ?? latest?.angleDeg ?? (angles[0] as number) * (180 / Math.PI);
  const alpha = LAB_TURN_RATES[turnRate];
  run.dispose();
  return {
    turnRate,
    maxAngularAcceleration: alpha,
    steps,
    angleDeg,
    reached: turn?.reachedSeconds ?? null,
    settled: turn?.seconds ?? null,
    overshootDeg: turn?.overshootDeg ?? latest?.overshootDeg ?? 0,
    restToRestLimit: 2 * Math.sqrt((angleDeg * Math.PI) / 180 / alpha),
    angles,
  };
}
