import type { NumberRange } from './fields';

/**
 * The ranges of quantities that more than one surface sets (scenario files, CLI flags, the panel,
 * the step-response view, saved settings and links, the entity setters, the per-step guard): each
 * is defined once, here, so that a value accepted by one is accepted by all, and a value at a limit
 * runs normally everywhere.
 */

/** Smallest max turn rate accepted, rad/s². */
export const MIN_MAX_ANGULAR_ACCELERATION = 0.1;

/** Largest max turn rate accepted, rad/s². */
export const MAX_MAX_ANGULAR_ACCELERATION = 10000;

/**
 * The motor's limit, "max turn rate", rad/s². The lower bound keeps every turn finite in time: at
 * 0.1 rad/s² the fastest possible 180° turn, 2·sqrt(π / 0.1), takes 11.2 s, and the measuring
 * windows built on it (4× that, for the tuner and the step-response view) stay under a minute.
 */
export const MAX_ANGULAR_ACCELERATION_RANGE: NumberRange = {
  min: MIN_MAX_ANGULAR_ACCELERATION,
  max: MAX_MAX_ANGULAR_ACCELERATION,
  reason: 'below 0.1 a 180° turn would take more than 11 s',
};

/** Largest speed accepted anywhere (a starting speed, a top speed), m/s. */
export const MAX_SPEED_LIMIT = 1000;

/** A top speed, m/s. */
export const MAX_SPEED_RANGE: NumberRange = { gt: 0, max: MAX_SPEED_LIMIT };

/** A starting speed along the nose, m/s. */
export const START_SPEED_RANGE: NumberRange = { min: 0, max: MAX_SPEED_LIMIT };

/** Largest spin accepted anywhere, rad/s (faster, a body turns 2.6 times in one 1/60 s step). */
export const MAX_ANGULAR_VELOCITY_LIMIT = 1000;

/** A starting spin, rad/s, counter-clockwise positive. */
export const ANGULAR_VELOCITY_RANGE: NumberRange = { min: -MAX_ANGULAR_VELOCITY_LIMIT, max: MAX_ANGULAR_VELOCITY_LIMIT };

/**
 * Longest span a turn is recorded or scored over, s: the tuner's and the step-response view's
 * windows are capped here whatever the inputs (at the smallest turn rate the usual window, 4× the
 * time-optimal turn, is 45 s). At 60 Hz, 3,600 steps of one body: a few milliseconds each.
 */
export const MAX_TURN_HORIZON = 60;
