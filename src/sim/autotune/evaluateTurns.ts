import type { ControllerSettings } from '../control/ControllerSettings';
import type { EntityType } from '../entities/EntitySettings';
import { degToRad } from '../math/angle';
import { TurnResponse, timeOptimalTurn, type TurnFigures } from '../metrics/TurnResponse';
import { SteeringWorld } from '../SteeringWorld';
import { STANDARD_DT } from '../time/timeBases';
import { MAX_TURN_HORIZON } from '../validation/quantities';

/** A suite of rest-to-rest turns to score a controller on. */
export interface TurnSuite {
  entityType: EntityType;
  /** rad/s². */
  maxAngularAcceleration: number;
  /** Turn angles, deg (each in (0, 180)). */
  anglesDeg: readonly number[];
  /** The largest acceptable overshoot, deg. */
  maxOvershootDeg: number;
  /** The simulation step, s. [default: 1/60] */
  dt?: number;
}

/** The score of one controller on a suite: lower is better. */
export interface TurnSuiteScore {
  /** Mean over the turns of settle time / time-optimal limit, plus penalties. */
  cost: number;
  /** Mean settle time / time-optimal limit (Infinity if any turn never settles). */
  meanSettleRatio: number;
  /** Largest overshoot over the suite, deg. */
  worstOvershootDeg: number;
  /** The figures of every turn, in the suite's order. */
  turns: TurnFigures[];
}

/** Weight of each degree of overshoot beyond the bound, in units of the time-optimal limit. */
const OVERSHOOT_PENALTY = 0.5;
/** Cost ratio charged for a turn that never settles, plus its remaining error in degrees. */
const NEVER_SETTLES = 20;

/** Runs one rest-to-rest turn of `angleDeg` and measures it. */
export function measureTurn(controller: ControllerSettings, suite: TurnSuite, angleDeg: number): TurnFigures {
  const world = new SteeringWorld({ dt: suite.dt ?? STANDARD_DT });
  const entity = world.addEntity({
    id: 'tuned',
    type: suite.entityType,
    position: { x: 0, y: 0 },
    settings: { maxAngularAcceleration: suite.maxAngularAcceleration, controller },
  });
  const angle = degToRad(angleDeg);
  entity.steering.face({ x: 10 * Math.cos(angle), y: 10 * Math.sin(angle) });
  const response = new TurnResponse();
  response.start(0, entity.measureHeadingError(), suite.maxAngularAcceleration, entity.angularVelocity, world.dt);
  // Long enough for a decent controller to settle and for a bad one to show it, and never longer
  // than MAX_TURN_HORIZON (at the smallest accepted turn rate it is 46 s; the cap guards API callers).
  const wanted = 4 * timeOptimalTurn(angle, suite.maxAngularAcceleration) + 1;
  const duration = Number.isFinite(wanted) ? Math.min(MAX_TURN_HORIZON, wanted) : MAX_TURN_HORIZON;
  const steps = Math.ceil(duration / world.dt);
  for (let i = 0; i < steps; i++) {
    world.step();
    const error = entity.measureHeadingError();
    if (!Number.isFinite(error)) break;
    response.sample(world.time, error, entity.angularVelocity);
  }
  return response.figures();
}

/** Scores a controller on every turn of the suite. Deterministic. */
export function scoreTurnSuite(controller: ControllerSettings, suite: TurnSuite): TurnSuiteScore {
  const turns = suite.anglesDeg.map((angle) => measureTurn(controller, suite, angle));
  let cost = 0;
  let settleSum = 0;
  let worstOvershootDeg = 0;
  for (const turn of turns) {
    const ratio = turn.settleTime === null ? Number.POSITIVE_INFINITY : turn.settleTime / turn.timeOptimal;
    settleSum += ratio;
    worstOvershootDeg = Math.max(worstOvershootDeg, turn.overshootDeg);
    cost += Number.isFinite(ratio) ? ratio : NEVER_SETTLES + Math.min(turn.finalErrorDeg, 180);
    cost += OVERSHOOT_PENALTY * Math.max(0, turn.overshootDeg - suite.maxOvershootDeg);
  }
  return { cost: cost / turns.length, meanSettleRatio: settleSum / turns.length, worstOvershootDeg, turns };
}
