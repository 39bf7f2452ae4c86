/**
 * The corrected PID's law, written once over a block of doubles that holds its settings and its
 * memory: a PidController runs it on a block of its own, a crowd of steerers (SteeringCrowd2D) on
 * its controllers' blocks side by side, in one pass.
 */
import { boundedMemory } from './controllerMemory';
import { BRAKING_FRACTION, shapedClosingRate } from './brakingCurve';
import { clampToMotor } from './clampToMotor';
import { wrapAngle } from '../math/angle';
import type { PidSettings } from './PidSettings';
import { turnRateRatio } from './turnRateScaling';

/**
 * Offsets in a PID's block: its settings (kp, ki, kd, kPlant; the window's length; 1 for a running
 * integral; the output limit; anti-windup; 1 for the derivative on measurement; the derivative's
 * filter time; 1 when the gains scale with the turn rate; the braking curve; the natural frequency
 * and damping ratio: NaN and 1 when not given), then its memory (samples held, the oldest's slot, the
 * running integral ×ki, the filtered rate and whether it has one, the last output, the last
 * command's P, I, D parts and feed-forward), then the window (each sample twice: PID_SAMPLES + slot and
 * PID_SAMPLES + slot + capacity, so that the window is always the contiguous run from the oldest).
 */
export const PID_KP = 0;
export const PID_KI = 1;
export const PID_KD = 2;
export const PID_K_PLANT = 3;
export const PID_CAPACITY = 4;
export const PID_RUNNING = 5;
export const PID_OUTPUT_LIMIT = 6;
export const PID_ANTI_WINDUP = 7;
export const PID_ON_MEASUREMENT = 8;
export const PID_FILTER_TIME = 9;
export const PID_SCALES = 10;
export const PID_BRAKING = 11;
export const PID_NATURAL_FREQUENCY = 12;
export const PID_DAMPING_RATIO = 13;
export const PID_COUNT = 14;
export const PID_OLDEST = 15;
export const PID_INTEGRAL = 16;
export const PID_FILTERED = 17;
export const PID_HAS_FILTERED = 18;
export const PID_LAST_OUTPUT = 19;
export const PID_TERM_P = 20;
export const PID_TERM_I = 21;
export const PID_TERM_D = 22;
export const PID_TERM_FF = 23;
export const PID_LIMIT_SEEN = 24;
export const PID_SCALED_KP = 25;
export const PID_SCALED_KI = 26;
export const PID_SCALED_KD = 27;
export const PID_PLANT_KP = 28;
export const PID_PLANT_KD = 29;
export const PID_SHAPED = 30;
export const PID_CURVE_K = 31;
export const PID_CURVE_DECELERATION = 32;
export const PID_CURVE_KNEE = 33;
export const PID_SAMPLES = 34;

/** The doubles a block of a window of `capacity` samples takes. */
export function pidBlockSize(capacity: number): number {
  return PID_SAMPLES + 2 * capacity;
}

/** Writes `settings` into the block at `o` of `m` (its capacity the settings' maxHistory). */
export function writePidSettings(m: Float64Array, o: number, s: Readonly<PidSettings>): void {
  m[o + PID_KP] = s.kp;
  m[o + PID_KI] = s.ki;
  m[o + PID_KD] = s.kd;
  m[o + PID_K_PLANT] = s.kPlant;
  m[o + PID_CAPACITY] = s.maxHistory;
  m[o + PID_RUNNING] = s.integral === 'running' ? 1 : 0;
  m[o + PID_OUTPUT_LIMIT] = s.outputLimit;
  m[o + PID_ANTI_WINDUP] = s.antiWindup ? 1 : 0;
  m[o + PID_ON_MEASUREMENT] = s.derivativeOn === 'measurement' ? 1 : 0;
  m[o + PID_FILTER_TIME] = s.derivativeFilterTime;
  m[o + PID_SCALES] = s.scaleWithTurnRate ? 1 : 0;
  m[o + PID_BRAKING] = s.brakingCurve ? 1 : 0;
  m[o + PID_NATURAL_FREQUENCY] = s.naturalFrequency ?? Number.NaN;
  m[o + PID_DAMPING_RATIO] = s.dampingRatio ?? 1;
  m[o + PID_LIMIT_SEEN] = Number.NaN;
}

/** Forgets the memory (the article's ResetHistory): no samples, integral, filter, output or parts. */
export function resetPid(m: Float64Array, o: number): void {
  m[o + PID_COUNT] = 0;
  m[o + PID_OLDEST] = 0;
  m[o + PID_LAST_OUTPUT] = 0;
  m[o + PID_INTEGRAL] = 0;
  m[o + PID_FILTERED] = 0;
  m[o + PID_HAS_FILTERED] = 0;
  setTerms(m, o, 0, 0, 0, 0);
  m[o + PID_TERM_FF] = 0;
}

/** The i-th sample in time order (0 = oldest). */
export function pidSample(m: Float64Array, o: number, i: number): number {
  return m[o + PID_SAMPLES + (m[o + PID_OLDEST] as number) + i] as number;
}

/** Adds a sample (bounded: boundedMemory); when the window is full, the oldest one drops out. */
export function pushPidSample(m: Float64Array, o: number, sample: number): void {
  const error = boundedMemory(sample);
  const capacity = m[o + PID_CAPACITY] as number;
  const count = m[o + PID_COUNT] as number;
  let slot: number;
  if (count < capacity) {
    // Filling: the oldest sample is at slot 0.
    slot = count;
    m[o + PID_COUNT] = count + 1;
  } else {
    // Window full: overwrite the oldest sample, which makes the next one the oldest.
    slot = m[o + PID_OLDEST] as number;
    m[o + PID_OLDEST] = slot + 1 === capacity ? 0 : slot + 1;
  }
  m[o + PID_SAMPLES + slot] = error;
  m[o + PID_SAMPLES + slot + capacity] = error;
}

/**
 * ∫ error dt over the window's span, samples `dt` apart, exact for errors that are cubic in time:
 * composite Simpson 1/3 (weights 1, 4, 2, …, 4, 1 times dt/3) needs an even number of intervals;
 * with an odd number, Simpson 3/8 takes the three oldest intervals and Simpson 1/3 the rest; a
 * two-sample window uses the trapezoid rule.
 */
export function pidWindowIntegral(m: Float64Array, o: number, dt: number): number {
  const intervals = (m[o + PID_COUNT] as number) - 1;
  if (intervals <= 0) return 0;
  const at = o + PID_SAMPLES + (m[o + PID_OLDEST] as number);
  if (intervals === 1) return (dt / 2) * ((m[at] as number) + (m[at + 1] as number));
  let first = 0;
  let sum38 = 0;
  if ((intervals & 1) === 1) {
    sum38 = ((3 * dt) / 8) * ((m[at] as number) + 3 * (m[at + 1] as number) + 3 * (m[at + 2] as number) + (m[at + 3] as number));
    first = 3;
    if (intervals === 3) return sum38;
  }
  let weighted = (m[at + first] as number) + (m[at + intervals] as number);
  let weight = 4;
  for (let i = first + 1; i < intervals; i++) {
    weighted += weight * (m[at + i] as number);
    weight = 6 - weight;
  }
  return sum38 + (dt / 3) * weighted;
}

/**
 * Keeps what the motor's limit `motorLimit` (rad/s²) gives: the gains scaled to it and the braking
 * curve's knee (shapedProportional's arithmetic, computed once for the limit, not every step).
 */
function scaleTo(m: Float64Array, o: number, motorLimit: number): void {
  // r = limit / 4π when the gains scale with the turn rate, else 1; kp·r, ki·r^1.5, kd·√r, kp and kd
  // from the natural frequency ω (NaN: not given) and damping ratio ζ when tuned by them: ω², 2·ζ·ω.
  const r = turnRateRatio(motorLimit, m[o + PID_SCALES] === 1);
  const natural = m[o + PID_NATURAL_FREQUENCY] as number;
  const tuned = natural === natural;
  const kp = (tuned ? natural * natural : (m[o + PID_KP] as number)) * r;
  const kd = (tuned ? 2 * (m[o + PID_DAMPING_RATIO] as number) * natural : (m[o + PID_KD] as number)) * Math.sqrt(r);
  const kPlant = m[o + PID_K_PLANT] as number;
  const p = kPlant * kp;
  const d = kPlant * kd;
  m[o + PID_LIMIT_SEEN] = motorLimit;
  m[o + PID_SCALED_KP] = kp;
  m[o + PID_SCALED_KI] = (m[o + PID_KI] as number) * r * Math.sqrt(r);
  m[o + PID_SCALED_KD] = kd;
  m[o + PID_PLANT_KP] = p;
  m[o + PID_PLANT_KD] = d;
  const shaped = d > 0 && p > 0 && motorLimit > 0 && motorLimit < Number.POSITIVE_INFINITY;
  m[o + PID_SHAPED] = shaped ? 1 : 0;
  const k = p / d;
  const deceleration = BRAKING_FRACTION * motorLimit;
  m[o + PID_CURVE_K] = k;
  m[o + PID_CURVE_DECELERATION] = deceleration;
  m[o + PID_CURVE_KNEE] = deceleration / (k * k);
}

/**
 * The proportional part of the output with the braking curve (PidSettings.brakingCurve; the curve
 * is in angular acceleration, the command being −kPlant·output, so it is shaped there and brought
 * back), kPlant > 0, from what {@link scaleTo} kept: −shapedProportional(error, kPlant·kp,
 * kPlant·kd, limit)/kPlant.
 */
function shapedP(m: Float64Array, o: number, error: number, kPlant: number): number {
  const p = m[o + PID_PLANT_KP] as number;
  if (m[o + PID_SHAPED] === 0 || Math.abs(error) <= (m[o + PID_CURVE_KNEE] as number)) return -(-p * error) / kPlant;
  const d = m[o + PID_PLANT_KD] as number;
  const closing = shapedClosingRate(Math.abs(error), m[o + PID_CURVE_K] as number, m[o + PID_CURVE_DECELERATION] as number);
  return -(error > 0 ? -d * closing : d * closing) / kPlant;
}

/** Keeps the parts of the output as parts of the command (−output), rad/s². */
function setTerms(m: Float64Array, o: number, kPlant: number, p: number, i: number, d: number): void {
  m[o + PID_TERM_P] = -kPlant * p;
  m[o + PID_TERM_I] = -kPlant * i;
  m[o + PID_TERM_D] = -kPlant * d;
}

/**
 * One sample of the error (rad) added and the output returned (bounded), with the step `dt` (s),
 * the measured rate (rad/s, the derivative on measurement's) and the motor's limit (rad/s²):
 * PidController.addSample's arithmetic, its arguments already checked.
 */
export function pidOutput(m: Float64Array, o: number, error: number, dt: number, measuredRate: number, motorLimit: number): number {
  pushPidSample(m, o, error);
  const n = m[o + PID_COUNT] as number;
  const latest = pidSample(m, o, n - 1);
  let rate: number;
  if (m[o + PID_ON_MEASUREMENT] === 1) rate = measuredRate;
  else rate = n >= 2 ? wrapAngle(latest - pidSample(m, o, n - 2)) / dt : 0;
  const filterTime = m[o + PID_FILTER_TIME] as number;
  if (filterTime > 0) {
    // First-order low-pass: y += (dt / (T + dt))·(x − y), exact for a step input held over dt.
    const filtered = m[o + PID_FILTERED] as number;
    m[o + PID_FILTERED] = boundedMemory(m[o + PID_HAS_FILTERED] === 1 ? filtered + (dt / (filterTime + dt)) * (rate - filtered) : rate);
    m[o + PID_HAS_FILTERED] = 1;
    rate = m[o + PID_FILTERED] as number;
  }
  const outputLimit = m[o + PID_OUTPUT_LIMIT] as number;
  const limit = outputLimit > 0 ? outputLimit : motorLimit;
  if (m[o + PID_LIMIT_SEEN] !== motorLimit) scaleTo(m, o, motorLimit);
  const ki = m[o + PID_SCALED_KI] as number;
  const kd = m[o + PID_SCALED_KD] as number;
  const kPlant = m[o + PID_K_PLANT] as number;
  const p = m[o + PID_BRAKING] === 0 || !(kPlant > 0) ? (m[o + PID_SCALED_KP] as number) * latest : shapedP(m, o, latest, kPlant);
  let output: number;
  if (m[o + PID_RUNNING] === 0) {
    const integral = ki * pidWindowIntegral(m, o, dt);
    setTerms(m, o, kPlant, p, integral, kd * rate);
    output = clampToMotor(kPlant * (p + integral + kd * rate), limit);
  } else {
    const withoutIntegral = p + kd * rate;
    const candidate = boundedMemory((m[o + PID_INTEGRAL] as number) + ki * latest * dt);
    const unclamped = kPlant * (withoutIntegral + candidate);
    // Conditional integration: integrate unless saturated and the new error pushes further out.
    const windingUp = Math.abs(unclamped) > limit && Math.sign(unclamped) === Math.sign(kPlant * ki * latest);
    if (!(m[o + PID_ANTI_WINDUP] === 1 && windingUp)) m[o + PID_INTEGRAL] = candidate;
    setTerms(m, o, kPlant, p, m[o + PID_INTEGRAL] as number, kd * rate);
    output = clampToMotor(kPlant * (withoutIntegral + (m[o + PID_INTEGRAL] as number)), limit);
  }
  const bounded = boundedMemory(output);
  m[o + PID_LAST_OUTPUT] = bounded;
  return bounded;
}

/**
 * As a turn controller: the command (rad/s²) for the heading error, the angular velocity (rad/s),
 * the step (s), the motor's limit (rad/s²) and the set-point's motion (its rate in the derivative
 * on measurement, ω − ω_d; its acceleration added, the feed-forward): PidController.update's
 * arithmetic, its input already checked.
 */
export function pidCommand(
  m: Float64Array,
  o: number,
  headingError: number,
  angularVelocity: number,
  dt: number,
  motorLimit: number,
  desiredRate: number,
  desiredAcceleration: number,
): number {
  const command = -pidOutput(m, o, headingError, dt, angularVelocity - desiredRate, motorLimit);
  m[o + PID_TERM_FF] = desiredAcceleration;
  return command + desiredAcceleration;
}

/**
 * Bumpless transfer (PidController.handOver, its input checked): the window filled with a history
 * of the current error changing at its rate (ω − ω_d, no warm-up, no derivative kick); with the
 * running integral, the integral set so that the first output continues `previousCommand` (rad/s²).
 */
export function handOverPid(
  m: Float64Array,
  o: number,
  headingError: number,
  angularVelocity: number,
  dt: number,
  motorLimit: number,
  desiredRate: number,
  desiredAcceleration: number,
  previousCommand: number,
): void {
  resetPid(m, o);
  const rate = angularVelocity - desiredRate;
  const capacity = m[o + PID_CAPACITY] as number;
  for (let i = 0; i < capacity; i++) {
    const value = boundedMemory(headingError - (capacity - 1 - i) * rate * dt);
    m[o + PID_SAMPLES + i] = value;
    m[o + PID_SAMPLES + i + capacity] = value;
  }
  m[o + PID_COUNT] = capacity;
  const kPlant = m[o + PID_K_PLANT] as number;
  if (m[o + PID_RUNNING] === 0 || kPlant === 0) return;
  scaleTo(m, o, motorLimit);
  const kd = m[o + PID_SCALED_KD] as number;
  const p =
    m[o + PID_BRAKING] === 0 || !(kPlant > 0) ? (m[o + PID_SCALED_KP] as number) * headingError : shapedP(m, o, headingError, kPlant);
  m[o + PID_FILTERED] = boundedMemory(rate);
  m[o + PID_HAS_FILTERED] = 1;
  // Want kPlant·(P + I + kd·rate) = −previousCommand (the command is −output, before the feed-forward).
  const command = previousCommand - desiredAcceleration;
  m[o + PID_INTEGRAL] = boundedMemory(-command / kPlant - p - kd * rate);
  m[o + PID_LAST_OUTPUT] = boundedMemory(-command);
}
