import type { SteeringWorld } from '../../SteeringWorld';
import type { ChallengeLevel, LevelPlay } from '../ChallengeLevel';
import { RunningStats, check, deg, show } from './levelHelpers';
import { ORIGINAL_MAX_ANGULAR_ACCELERATION } from '../../validation/defaultQuantities';

/** Motor limit, rad/s². */
const LIMIT = ORIGINAL_MAX_ANGULAR_ACCELERATION;
/** The steady disturbing torque, as the angular acceleration it alone gives, rad/s². */
const DISTURBANCE = 3;
/** Time allowed to catch the push before the heading is judged, s. */
const GRACE = 1;
/** Allowed heading error after the grace time, deg. */
const MAX_ERROR_DEG = 1;

/**
 * Hold a heading against a steady torque (3 rad/s², a quarter of the motor): after the first
 * second, the heading must stay within 1° of the wanted one for 9 s.
 */
export const holdAgainstTorque: ChallengeLevel = {
  name: 'hold-against-torque',
  title: 'Hold against a steady push',
  goal:
    `Hold a heading within ${MAX_ERROR_DEG}° against a steady torque of ${DISTURBANCE} rad/s² (at 4π rad/s²), from ${GRACE} s to ` +
    `the end at 10 s.`,
  why:
    'A steady disturbance (wind on a sail, an off-centre thruster) is what an integral term is for: proportional and derivative ' +
    'terms alone settle off target.',
  scoring: { label: 'worst heading error', unit: 'deg', better: 'lower' },
  duration: 10,
  setup(world: SteeringWorld): LevelPlay {
    const entity = world.addEntity({
      id: 'player',
      type: 'character',
      position: { x: 0, y: 0 },
      angle: 0,
      settings: { maxAngularAcceleration: LIMIT },
    });
    entity.steering.face({ x: 10, y: 0 });
    world.setDisturbance({ angularAcceleration: DISTURBANCE });
    const held = new RunningStats();
    const metrics = () => ({ worstErrorDeg: held.max, rmsErrorDeg: held.rms, disturbanceRadPerS2: DISTURBANCE });
    return {
      entity,
      afterStep(w) {
        const errorDeg = deg(entity.measureHeadingError());
        if (w.time < GRACE - w.dt / 2) return check('running', `catching the push: error ${show(errorDeg, 2)}°`, null, metrics());
        held.add(errorDeg);
        if ((held.max ?? 0) > MAX_ERROR_DEG)
          return check('failed', `drifted ${show(held.max, 2)}° off (allowed ${MAX_ERROR_DEG}°)`, held.max, metrics());
        return check('running', `holding: error ${show(errorDeg, 3)}°, worst ${show(held.max, 3)}°`, held.max, metrics());
      },
      finish() {
        return check('passed', `held within ${show(held.max, 3)}° (allowed ${MAX_ERROR_DEG}°)`, held.max, metrics());
      },
    };
  },
};
