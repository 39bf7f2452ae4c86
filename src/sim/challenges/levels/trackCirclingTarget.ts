import type { SteeringWorld } from '../../SteeringWorld';
import type { ChallengeLevel, LevelPlay } from '../ChallengeLevel';
import { RunningStats, check, deg, show } from './levelHelpers';
import { ORIGINAL_MAX_ANGULAR_ACCELERATION } from '../../validation/defaultQuantities';

/** Motor limit, rad/s². */
const LIMIT = ORIGINAL_MAX_ANGULAR_ACCELERATION;
/** The target's angular speed around the body, rad/s. */
const TARGET_RATE = 1.5;
/** Its distance, m. */
const RADIUS = 10;
/** Time to catch up before tracking is judged, s. */
const GRACE = 2;
/** Allowed RMS tracking error after the grace time, deg. */
const MAX_RMS_DEG = 0.5;

/**
 * Turn in place to keep facing a target that circles the body at 1.5 rad/s: after 2 s, the RMS
 * heading error must stay under 0.5°. A controller that brakes to rest on the target lags behind
 * a moving one by the target's rate times its own delay; one that damps the error's rate (the
 * body's rate less `desiredHeadingRate`) holds it.
 */
export const trackCirclingTarget: ChallengeLevel = {
  name: 'track-circling-target',
  title: 'Track a circling target',
  goal:
    `Keep facing a target circling at ${TARGET_RATE} rad/s, ${RADIUS} m away (at 4π rad/s²): RMS heading error under ` +
    `${MAX_RMS_DEG}° from ${GRACE} s to the end at 10 s.`,
  why:
    'A turret, a camera or a head following something that moves: a controller that only aims to stop on the target keeps ' +
    'lagging behind it.',
  scoring: { label: 'RMS tracking error', unit: 'deg', better: 'lower' },
  duration: 10,
  setup(world: SteeringWorld): LevelPlay {
    const entity = world.addEntity({
      id: 'player',
      type: 'character',
      position: { x: 0, y: 0 },
      angle: 0,
      settings: { maxAngularAcceleration: LIMIT },
    });
    const target = world.addTarget({
      id: 'target',
      position: { x: RADIUS, y: 0 },
      radius: 0.5,
      motion: { type: 'circle', center: { x: 0, y: 0 }, angularSpeed: TARGET_RATE },
    });
    // It faces the target itself, so the controller is told how the wanted heading moves
    // (TurnInput.desiredHeadingRate, the feed-forward): 1.5 rad/s once it is at the centre.
    entity.steering.face(target);
    const tracked = new RunningStats();
    const metrics = () => ({ rmsErrorDeg: tracked.rms, worstErrorDeg: tracked.max, targetRateRadPerS: TARGET_RATE });
    return {
      entity,
      afterStep(w) {
        const errorDeg = deg(entity.measureHeadingError());
        if (w.time < GRACE - w.dt / 2) return check('running', `catching up: error ${show(errorDeg, 1)}°`, null, metrics());
        tracked.add(errorDeg);
        return check('running', `tracking: error ${show(errorDeg, 2)}°, RMS ${show(tracked.rms, 3)}°`, tracked.rms, metrics());
      },
      finish() {
        const rms = tracked.rms ?? Infinity;
        return check(
          rms < MAX_RMS_DEG ? 'passed' : 'failed',
          `RMS tracking error ${show(tracked.rms, 3)}° (allowed < ${MAX_RMS_DEG}°)`,
          tracked.rms,
          metrics(),
        );
      },
    };
  },
};
