import { degToRad } from '../../math/angle';
import { TurnResponse } from '../../metrics/TurnResponse';
import type { SteeringWorld } from '../../SteeringWorld';
import type { ChallengeLevel, LevelPlay } from '../ChallengeLevel';
import { check, pointAt, show } from './levelHelpers';
import { ORIGINAL_MAX_ANGULAR_ACCELERATION } from '../../validation/defaultQuantities';

/** Motor limit, rad/s² (the demo's default). */
const LIMIT = ORIGINAL_MAX_ANGULAR_ACCELERATION;
/** The turns, deg, alternating left and right. */
const TURNS_DEG = [30, 60, 90, 120, 150, 170] as const;
/** Time given to each turn, s. */
const TURN_WINDOW = 2;
/** Largest overshoot that counts as none, deg. */
const MAX_OVERSHOOT_DEG = 0.5;

/**
 * Six turns in place at 4π rad/s², 30° to 170°, alternately left and right, one every 2 s: each
 * must settle (within 2% of its angle) inside its 2 s with less than 0.5° overshoot.
 */
export const turnSequence: ChallengeLevel = {
  name: 'turn-sequence',
  title: 'Six turns, no overshoot',
  goal:
    `Turn in place by ${TURNS_DEG.join('°, ')}° at 4π rad/s², one turn every ${TURN_WINDOW} s, each settled in time with less than ` +
    `${MAX_OVERSHOOT_DEG}° overshoot.`,
  why:
    'A linear controller tuned for one angle overshoots at larger ones, where the motor saturates: a good one is right at every ' +
    'angle, not just the one it was tuned on.',
  scoring: { label: 'total settle time', unit: 's', better: 'lower' },
  duration: TURNS_DEG.length * TURN_WINDOW,
  setup(world: SteeringWorld): LevelPlay {
    const entity = world.addEntity({
      id: 'player',
      type: 'character',
      position: { x: 0, y: 0 },
      angle: 0,
      settings: { maxAngularAcceleration: LIMIT },
    });
    const response = new TurnResponse();
    let turn = -1;
    let totalSettle = 0;
    let worstOvershoot = 0;
    let settledTurns = 0;
    const startTurn = (time: number) => {
      turn++;
      const sign = turn % 2 === 0 ? 1 : -1;
      const angle = entity.angle + sign * degToRad(TURNS_DEG[turn] as number);
      entity.steering.face(pointAt(entity.position.x, entity.position.y, angle, 10));
      response.start(time, entity.measureHeadingError(), LIMIT, entity.angularVelocity, world.dt);
    };
    /** Books the turn that just ended; returns false when it missed its goal. */
    const closeTurn = (): boolean => {
      const figures = response.figures();
      worstOvershoot = Math.max(worstOvershoot, figures.overshootDeg);
      if (figures.settleTime === null) return false;
      settledTurns++;
      totalSettle += figures.settleTime;
      return figures.overshootDeg < MAX_OVERSHOOT_DEG;
    };
    const metrics = () => ({
      turnsSettled: settledTurns,
      totalSettleSeconds: totalSettle,
      worstOvershootDeg: Math.max(worstOvershoot, response.figures().overshootDeg),
    });
    startTurn(0);
    return {
      entity,
      afterStep(w) {
        response.sample(w.time, entity.measureHeadingError(), entity.angularVelocity);
        const current = response.figures();
        if (current.overshootDeg >= MAX_OVERSHOOT_DEG) {
          return check('failed', `turn ${turn + 1} (${TURNS_DEG[turn]}°) overshot by ${show(current.overshootDeg, 1)}°`, null, metrics());
        }
        const windowEnd = (turn + 1) * TURN_WINDOW;
        if (w.time >= windowEnd - w.dt / 2 && turn < TURNS_DEG.length - 1) {
          if (!closeTurn())
            return check('failed', `turn ${turn + 1} (${TURNS_DEG[turn]}°) did not settle within ${TURN_WINDOW} s`, null, metrics());
          startTurn(w.time);
        }
        return check(
          'running',
          `turn ${turn + 1} of ${TURNS_DEG.length} (${TURNS_DEG[turn]}°): error ${show(current.finalErrorDeg, 1)}°`,
          null,
          metrics(),
        );
      },
      finish() {
        const ok = closeTurn();
        if (!ok)
          return check(
            'failed',
            `turn ${turn + 1} (${TURNS_DEG[turn]}°) did not settle within ${TURN_WINDOW} s or overshot`,
            null,
            metrics(),
          );
        return check(
          'passed',
          `all ${TURNS_DEG.length} turns settled in ${show(totalSettle)} s in total, worst overshoot ${show(worstOvershoot, 2)}°`,
          totalSettle,
          metrics(),
        );
      },
    };
  },
};
