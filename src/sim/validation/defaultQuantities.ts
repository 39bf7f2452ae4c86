/**
 * Defaults that several parts start from, each written once: the original demo's motor and speed,
 * and the usual navigation constant. (Their ranges are in quantities.ts.)
 */

/** The original demo's max angular acceleration ("max turn rate") for its missile and character: 4π rad/s² (720°/s²). */
export const ORIGINAL_MAX_ANGULAR_ACCELERATION = 4 * Math.PI;

/** The original demo's top speed, m/s. */
export const ORIGINAL_MAX_SPEED = 10;

/** N of proportional navigation when none is given (3 to 5 is usual). */
export const DEFAULT_NAVIGATION_CONSTANT = 4;
