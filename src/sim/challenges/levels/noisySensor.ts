import { degToRad } from '../../math/angle';
import type { SteeringWorld } from '../../SteeringWorld';
import type { ChallengeLevel, LevelPlay } from '../ChallengeLevel';
import { RunningStats, check, deg, show } from './levelHelpers';
import { ORIGINAL_MAX_ANGULAR_ACCELERATION } from '../../validation/defaultQuantities';

/** Motor limit, rad/s². */
const LIMIT = ORIGINAL_MAX_ANGULAR_ACCELERATION;
/** Sensor noise (standard deviations). */
const HEADING_NOISE_DEG = 0.5;
const RATE_NOISE = 0.05;
/** The level turns 90° first; judged from this time on, s. */
const GRACE = 2;
/** Allowed RMS heading error (of the true heading), deg. */
const MAX_RMS_ERROR_DEG = 0.5;
/** Allowed RMS commanded angular acceleration, as a fraction of the motor's limit. */
const MAX_RMS_COMMAND_FRACTION = 0.25;

/**
 * A 90° turn and hold at 4π rad/s² while the controller's sensors are noisy (heading error σ
 * 0.5°, angular velocity σ 0.05 rad/s, seeded): from 2 s on, the true heading must stay within
 * an RMS of 0.5° and the motor must not chatter (RMS command under 25% of its limit).
 */
export const noisySensor: ChallengeLevel = {
  name: 'noisy-sensor',
  title: 'Steady on noisy sensors',
  goal:
    `Turn 90° and hold it at 4π rad/s² with noisy sensors (σ ${HEADING_NOISE_DEG}° on the heading error, σ ${RATE_NOISE} rad/s on ` +
    `the angular velocity): from ${GRACE} s on, RMS heading error under ${MAX_RMS_ERROR_DEG}° and RMS command under ` +
    `${MAX_RMS_COMMAND_FRACTION * 100}% of the motor.`,
  why:
    'Real sensors are noisy: a controller with high gain on the error’s rate, or one that lands dead-beat, turns the noise into ' +
    'motor chatter (wear, heat, a shaking camera).',
  scoring: { label: 'RMS command', unit: '% of the motor', better: 'lower' },
  duration: 10,
  sensorNoise: { headingErrorStdDev: degToRad(HEADING_NOISE_DEG), angularVelocityStdDev: RATE_NOISE, seed: 15 },
  setup(world: SteeringWorld): LevelPlay {
    const entity = world.addEntity({
      id: 'player',
      type: 'character',
      position: { x: 0, y: 0 },
      angle: 0,
      settings: { maxAngularAcceleration: LIMIT },
    });
    entity.steering.face({ x: 0, y: 10 });
    const error = new RunningStats();
    const command = new RunningStats();
    const commandPercent = () => (command.rms === null ? null : (100 * command.rms) / LIMIT);
    const metrics = () => ({ rmsErrorDeg: error.rms, worstErrorDeg: error.max, rmsCommandPercent: commandPercent() });
    return {
      entity,
      afterStep(w) {
        const errorDeg = deg(entity.measureHeadingError());
        if (w.time < GRACE - w.dt / 2) return check('running', `turning: error ${show(errorDeg, 1)}°`, null, metrics());
        error.add(errorDeg);
        command.add(entity.commandedAngularAcceleration);
        return check(
          'running',
          `holding: RMS error ${show(error.rms, 3)}°, RMS command ${show(commandPercent(), 1)}%`,
          commandPercent(),
          metrics(),
        );
      },
      finish() {
        const rmsError = error.rms ?? Infinity;
        const percent = commandPercent() ?? Infinity;
        const passed = rmsError < MAX_RMS_ERROR_DEG && percent < 100 * MAX_RMS_COMMAND_FRACTION;
        return check(
          passed ? 'passed' : 'failed',
          `RMS error ${show(error.rms, 3)}° (< ${MAX_RMS_ERROR_DEG}°), RMS command ${show(commandPercent(), 1)}% of the motor (< ` +
            `${MAX_RMS_COMMAND_FRACTION * 100}%)`,
          commandPercent(),
          metrics(),
        );
      },
    };
  },
};
