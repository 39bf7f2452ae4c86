import { REFERENCE_TURN_RATE } from './turnRateScaling';

/**
 * Which arithmetic the PID uses.
 * - `"corrected"`: the article's structure with correct numerics (see PidController).
 * - `"as-published"`: the article's C++ `PIDController`, output for output, quirks included.
 */
export type PidArithmetic = 'corrected' | 'as-published';

/** Settings of a PidController. Plain, JSON-able; every field documented with its default. */
export interface PidSettings {
  type: 'pid';
  /** Proportional gain, (rad/s²) per rad of error. [default: 1] */
  kp: number;
  /** Integral gain, (rad/s²) per (rad·s) of windowed error integral. [default: 0] */
  ki: number;
  /** Derivative gain, (rad/s²) per (rad/s) of error rate. [default: 0] */
  kd: number;
  /** Overall gain of the plant, multiplies P + I + D (the article's `kPlant`). [default: 1] */
  kPlant: number;
  /** Number of error samples kept; the integral spans these samples. At least 3. [default: 7] */
  maxHistory: number;
  /** Which arithmetic to use. [default: "corrected"] */
  arithmetic: PidArithmetic;
  /**
   * The time step the as-published arithmetic divides by, s. The article's class defaults to 0.01
   * and its demo never changed it, although its physics stepped at 1/30 s. Ignored by the corrected
   * arithmetic, which uses the simulation's own step. [default: 0.01]
   */
  asPublishedDt: number;
  /**
   * Corrected arithmetic only. "window": the article's integral over the last `maxHistory` samples
   * (bounded by construction, so it cannot wind up). "running": the classic accumulated integral
   * ∫ki·e dt, which removes a steady offset (e.g. a constant disturbing torque) and can wind up.
   * [default: "window"]
   */
  integral: 'window' | 'running';
  /**
   * Corrected arithmetic only. Largest |output|, rad/s²; 0 means "the motor's limit" when used as
   * a turn controller, and no limit when used standalone. [default: 0]
   */
  outputLimit: number;
  /**
   * Corrected arithmetic with the running integral only: stop integrating while the output is
   * saturated and the error would push it further (conditional integration), so the integral does
   * not wind up during a long saturated turn. [default: true]
   */
  antiWindup: boolean;
  /**
   * Corrected arithmetic only. "error": D acts on the error's rate, the backward difference of the
   * errors, as in the article (it follows a moving set-point, one step behind). "measurement": D
   * acts on the measured error rate ω − ω_d (the angular velocity less the set-point's rate, its
   * feed-forward), so a jump of the target gives no derivative kick and a steadily turning target
   * no lag. [default: "error"]
   */
  derivativeOn: 'error' | 'measurement';
  /**
   * Corrected arithmetic only. Time constant of a first-order low-pass filter on the derivative, s;
   * 0 turns the filter off. [default: 0]
   */
  derivativeFilterTime: number;
  /**
   * Corrected arithmetic, as a turn controller only. Reads the gains as tuned for a motor limit of
   * {@link PID_REFERENCE_TURN_RATE} (4π rad/s²) and scales them to the motor's actual limit a:
   * kp·r, ki·r^1.5, kd·√r with r = a / 4π (src/sim/control/turnRateScaling.ts). A body that is a
   * double integrator then turns at any limit exactly as at 4π, only √(4π/a) times slower: the same
   * overshoot, the same multiple of the time-optimal turn 2·√(angle/a). Off, fixed gains tuned at
   * 4π brake too late at low limits: the article's missile overshoots on a weak motor.
   * [default: true]
   */
  scaleWithTurnRate: boolean;
  /**
   * Corrected arithmetic, as a turn controller only: beyond the knee |e| = A/k² (k = kp/kd,
   * A = 0.8 × the motor's limit) the proportional term asks for no faster a closing rate than the
   * motor can brake from, √(2·A·(|e| − A/2k²)), instead of k·|e| (ArduPilot's square-root
   * controller; src/sim/control/brakingCurve.ts). Within the knee the PID is unchanged. Off, a
   * large turn on a weak motor arrives too fast and overshoots. [default: true]
   */
  brakingCurve: boolean;
  /**
   * Corrected arithmetic only: when given, kp = ω² and kd = 2·ζ·ω for this natural frequency ω
   * (rad/s) and {@link dampingRatio} replace kp and kd (src/sim/control/naturalFrequency.ts;
   * ki is kept). [default: unset]
   */
  naturalFrequency?: number;
  /** The damping ratio ζ used with {@link naturalFrequency}. [default: 1] */
  dampingRatio?: number;
}

/** The motor limit the gains are read at when {@link PidSettings.scaleWithTurnRate} is on, rad/s² (4π). */
export const PID_REFERENCE_TURN_RATE = REFERENCE_TURN_RATE;

/** The fewest samples the article's class needs before it outputs anything (`MIN_SAMPLES`). */
export const PID_MIN_SAMPLES = 3;

/**
 * Default PID settings: a unit proportional gain, no I or D, corrected arithmetic, gains scaled with
 * the turn rate and large turns shaped by the braking curve (both off in the article's arithmetic).
 */
export function defaultPidSettings(): PidSettings {
  return {
    type: 'pid',
    kp: 1,
    ki: 0,
    kd: 0,
    kPlant: 1,
    maxHistory: 7,
    arithmetic: 'corrected',
    asPublishedDt: 0.01,
    integral: 'window',
    outputLimit: 0,
    antiWindup: true,
    derivativeOn: 'measurement',
    derivativeFilterTime: 0,
    scaleWithTurnRate: true,
    brakingCurve: true,
  };
}
