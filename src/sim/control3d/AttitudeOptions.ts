/**
 * The options of a 3D attitude controller (what the 2D law along the axis does not decide), with
 * their defaults and their check.
 */
import { shownValue } from '../control/checkSettings';
import { checkNumber } from './check3d';
import { HYSTERESIS_RANGE } from './ErrorSide';
import { isGyroscopicStep, type GyroscopicStep } from './GyroscopicStep';

/** What an AttitudeController does besides its 2D law. Every option may be left out. */
export interface AttitudeOptions {
  /**
   * Cancel the gyroscopic term for an engine that integrates it: `true` adds ω × I_world·ω to the
   * torque (exact for an engine that integrates it once a step); a {@link GyroscopicStep} adds what
   * that engine's own scheme takes back (Rapier 0.21: `rapierGyroscopicStep(world.numSolverIterations)`,
   * from `pid-steering/steering3d`); cannon-es 0.20 integrates none (docs/controllers-3d.md lists
   * others). Left off on such an engine, a turn about an axis that is not principal leaves its axis. [default: false]
   */
  gyroscopic?: boolean | GyroscopicStep;
  /**
   * How far past 180° the controller keeps turning the way it was, rad ({@link HYSTERESIS_RANGE}):
   * near 180° the short way flips with every bit of noise in the attitude; 0 turns the hysteresis
   * off. [default: 0.1, 5.7°]
   */
  hysteresis?: number;
  /**
   * The rate motion across the error's axis is damped at, 1/s (0 < rate ≤ 1e6): the cross-axis
   * angular acceleration is −rate × that motion, 95% gone in 3/rate s. It comes before the turn
   * along the axis, so a larger rate takes more of a weak motor when something knocks the body
   * aside, and follows a noisy attitude's axis more closely; 1/dt removes it in one step.
   * [default: 10, 95% in 0.3 s]
   */
  crossAxisDamping?: number;
}

/** The default rate motion across the error's axis is damped at, 1/s. */
export const DEFAULT_CROSS_AXIS_DAMPING = 10;

/** The options' names, for the refusal of an unknown one. */
const OPTION_NAMES: readonly (keyof AttitudeOptions)[] = ['gyroscopic', 'hysteresis', 'crossAxisDamping'];

/**
 * Checks options; throws a TypeError (an unknown key, a gyroscopic that is no boolean or GyroscopicStep) or a RangeError naming the option
 * and its range.
 */
export function checkAttitudeOptions(options: unknown): AttitudeOptions {
  if (typeof options !== 'object' || options === null) throw new TypeError(`options: must be an object, got ${shownValue(options)}`);
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (key === 'gyroscopic') {
      if (typeof value !== 'boolean' && !isGyroscopicStep(value))
        throw new TypeError(
          `options.gyroscopic: must be true, false or a GyroscopicStep (an object with torque()), got ${shownValue(value)}`,
        );
    } else if (key === 'hysteresis') checkNumber(value, 'options.hysteresis', { ...HYSTERESIS_RANGE, reason: 'rad past 180°' });
    else if (key === 'crossAxisDamping') checkNumber(value, 'options.crossAxisDamping', { gt: 0, max: 1e6, reason: '1/s' });
    else throw new TypeError(`options: ${key} is not one of its options (${OPTION_NAMES.join(', ')})`);
  }
  return options as AttitudeOptions;
}
