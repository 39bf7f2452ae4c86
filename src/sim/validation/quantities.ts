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

/**
 * The most a propulsion may accelerate its body, m/s² (a missile's thrust, a character's capped
 * seek force): above 0, or it never moves; up to 10,000 (1,000 g), which reaches the top speed
 * of 1000 m/s within 0.1 s.
 */
export const LINEAR_ACCELERATION_RANGE: NumberRange = { gt: 0, max: 10000 };

/** The gain of a character's velocity loop, 1/s (its velocity follows the wanted one with time constant 1/gain). */
export const VELOCITY_GAIN_RANGE: NumberRange = { gt: 0, max: 1000 };

/** A steering distance (reach, pass), m: from 0 to a thousand kilometres. */
export const DISTANCE_RANGE: NumberRange = { min: 0, max: 1e6 };

/** N of proportional navigation (3 to 5 is usual). */
export const NAVIGATION_CONSTANT_RANGE: NumberRange = { gt: 0, max: 100 };

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

/**
 * A body's size: an obstacle's half-width, half-height or radius, m. planck resolves nothing
 * smaller than a few centimetres (its contact tolerance, the linear slop, is 0.5 cm and a polygon's
 * skin 1 cm), and a far smaller body's area and mass round to zero, its inverse mass to infinity:
 * a loose crate of half-size 1e-160 m turned the world's numbers to NaN on its first contact. The
 * upper bound is 20 times the 100 m world, where coordinates keep micrometre precision.
 */
export const BODY_SIZE_RANGE: NumberRange = { min: 0.05, max: 1000, reason: 'planck cannot resolve a body under 5 cm' };

/**
 * A loose obstacle's density, kg/m². An entity weighs 1 kg/m²; with {@link BODY_SIZE_RANGE} the
 * lightest loose body, 0.01 kg/m² over a 10 cm square, weighs 1e-4 kg, whose inverse mass planck
 * still holds exactly (a density of 5e-324 made it infinite).
 */
export const DENSITY_RANGE: NumberRange = { min: 0.01, max: 1000, reason: 'a lighter body has no mass planck can use' };

/**
 * The radius of a target's hit circle, m. At least {@link BODY_SIZE_RANGE}'s smallest size; at
 * most 20 m (a fifth of the 100 m world): everything inside a target is a sensor contact that
 * planck updates every step, so a target's size is a cost (docs/reliability.md#limits).
 */
export const TARGET_RADIUS_RANGE: NumberRange = {
  min: 0.05,
  max: 20,
  reason: 'everything inside a target is a contact planck updates every step',
};

/**
 * A zig-zag's period (one full swerve), s. Shorter than 0.1 s a swerve lasts fewer than 6 steps
 * of 1/60 s and is no zig-zag; at 5e-324 s the time over the period overflowed and the target's
 * position became NaN.
 */
export const ZIGZAG_PERIOD_RANGE: NumberRange = { min: 0.1, max: 1000, reason: 'a shorter swerve lasts less than 6 steps' };

/**
 * The step the article's arithmetic divides by (`asPublishedDt`), s: its default is 0.01 s. From
 * 1 ms, like a scenario's `dt`, its integral (the Simpson sum divided by 3·dt) stays finite for every
 * gain and window; at 5e-324 s it overflowed to infinity and the controller's output was NaN.
 */
export const AS_PUBLISHED_DT_RANGE: NumberRange = { min: 0.001, max: 1, reason: 'below 1 ms its integral overflows' };

/** Largest gain magnitude a controller setting accepts: far past anything stable, still far from overflow. */
export const MAX_GAIN = 1e6;

/** Most steps a saved world may have run (`state.steps`): 2^40. See {@link STEP_COUNT_RANGE}. */
export const MAX_STEP_COUNT = 2 ** 40;

/**
 * The steps a scene file's state says its world has run (`state.steps`): its time is steps × dt.
 * Rounding that product errs by at most 2^-53 of it, so one more step moves the time by dt to
 * within steps × 2^-52 of dt, whatever dt is: at most 2^40 steps, within 2^-12 of dt (0.025 %),
 * and the clock, the HUD and a trace's time advance by a step every step. At
 * `Number.MAX_SAFE_INTEGER`, the bound before, a step was below the rounding and the clock stopped
 * at 150119987579016.53 s. 2^40 steps are 580 years at 60 Hz and 3,484 at the largest dt (0.1 s);
 * a run (at most 3,600 s, 3.6 million steps of 1 ms) takes it past the bound by a negligible share.
 */
export const STEP_COUNT_RANGE: NumberRange = {
  integer: true,
  min: 0,
  max: MAX_STEP_COUNT,
  reason: 'beyond it, time = steps × dt no longer advances by a step',
};

/**
 * How long a saved target has been on its motion (`state.targets.ID.motionTime`), s: no longer than
 * a world may have run, 2^40 steps of at most 0.1 s. Unbounded, 1e308 s overflowed its first step's
 * motion (the time plus dt, over a zig-zag's period) and stopped the world with a non-finite state.
 */
export const MOTION_TIME_RANGE: NumberRange = {
  min: 0,
  max: MAX_STEP_COUNT * 0.1,
  reason: 'no longer than a world runs: 2^40 steps of at most 0.1 s',
};
