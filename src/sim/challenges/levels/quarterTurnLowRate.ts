import { TurnResponse, timeOptimalTurn } from '../../metrics/TurnResponse';
import type { SteeringWorld } from '../../SteeringWorld';
import type { ChallengeLevel, LevelPlay } from '../ChallengeLevel';
import { check, show } from './levelHelpers';

/** Motor limit of this level, rad/s² (the demo's low preset). */
const LIMIT = Math.PI;
/** The turn, rad. */
const ANGLE = Math.PI / 2;
/** Allowed settle time as a multiple of the time-optimal limit. */
const TIME_FACTOR = 1.3;
/** Allowed overshoot, deg. */
const MAX_OVERSHOOT_DEG = 2;

/**
 * A 90° turn in place at π rad/s², within 1.3× the rest-to-rest limit (2·sqrt(angle/limit) =
 * 1.41 s, so 1.84 s) with less than 2° overshoot. Settling means staying within 2% of the turn,
 * turning slowly (see TurnResponse); the fastest any controller could settle it that way is among
 * the metrics.
 */
export const quarterTurnLowRate: ChallengeLevel = {
  name: 'quarter-turn-low-rate',
  title: 'A quarter turn on a weak motor',
  goal:
    `Turn 90° in place at π rad/s² and settle within ${TIME_FACTOR}× the rest-to-rest limit 2·√(θ/a) ` +
    `(${(TIME_FACTOR * timeOptimalTurn(ANGLE, LIMIT)).toFixed(2)} s) with less than ${MAX_OVERSHOOT_DEG}° overshoot.`,
  why:
    'Gains tuned for a strong motor overshoot on a weak one (the article’s video at the low turn rate): a controller must plan its ' +
    'braking with the motor it has.',
  scoring: { label: 'settle time', unit: 's', better: 'lower' },
  duration: 4,
  setup(world: SteeringWorld): LevelPlay {
    const entity = world.addEntity({
      id: 'player',
      type: 'character',
      position: { x: 0, y: 0 },
      angle: 0,
      settings: { maxAngularAcceleration: LIMIT },
    });
    entity.steering.face({ x: 0, y: 10 });
    const response = new TurnResponse();
    response.start(0, entity.measureHeadingError(), LIMIT, entity.angularVelocity, world.dt);
    const allowed = TIME_FACTOR * timeOptimalTurn(ANGLE, LIMIT);
    // The heading error is the one at the step the level is decided (the body goes on after it):
    // named so, since "final error" read as the error at the end while the body had come to rest.
    const measure = () => {
      const figures = response.figures();
      return {
        figures,
        metrics: {
          settleTimeSeconds: figures.settleTime,
          fastestPossibleSeconds: figures.limit,
          restToRestSeconds: figures.timeOptimal,
          allowedSeconds: allowed,
          overshootDeg: figures.overshootDeg,
          errorWhenDecidedDeg: figures.finalErrorDeg,
        },
      };
    };
    return {
      entity,
      afterStep(w) {
        response.sample(w.time, entity.measureHeadingError(), entity.angularVelocity);
        const { figures, metrics } = measure();
        if (figures.overshootDeg >= MAX_OVERSHOOT_DEG)
          return check(
            'failed',
            `overshot by ${show(figures.overshootDeg, 1)}° (allowed < ${MAX_OVERSHOOT_DEG}°)`,
            figures.settleTime,
            metrics,
          );
        return check(
          'running',
          `error ${show(figures.finalErrorDeg, 1)}°, overshoot ${show(figures.overshootDeg, 1)}°`,
          figures.settleTime,
          metrics,
        );
      },
      finish() {
        const { figures, metrics } = measure();
        const settle = figures.settleTime;
        const passed = settle !== null && settle <= allowed && figures.overshootDeg < MAX_OVERSHOOT_DEG;
        const progress =
          settle === null
            ? 'never settled'
            : `settled in ${show(settle)} s (allowed ${show(allowed)} s), overshoot ${show(figures.overshootDeg, 1)}°`;
        return check(passed ? 'passed' : 'failed', progress, settle, metrics);
      },
    };
  },
};
