/**
 * The corrected PID's law, written once over a block of doubles that holds its settings and its
 * memory: a PidController runs it on a block of its own, a crowd of steerers (SteeringCrowd2D) on
 * its controllers' blocks side by side, in one pass.
 */
import { boundedMemory } from './controllerMemory';
import { BRAKING_FRACTION, shapedClosingRate, shapedProportional } from './brakingCurve';
import { clampToMotor } from './clampToMotor';
import { wrapAngle } from '../math/angle';
import type { PidSettings } from './PidSettings';
import { turnRateRatio } from './turnRateScaling';

/**
 * Offsets in a PID's block: its settings (kp, ki, kd, kPlant; the window's length; 1 for a running
 * integral; the output limit; anti-windup; 1 for the derivative on measurement; the derivative's
 * filter time; 1 when the gains scale with the turn rate; the braking curve; the natural frequency
 * and damping ratio, NaN when not given), then its memory (samples held, the oldest's slot, the
 * running integral ×ki, the filtered rate and whether it has one, the last output, the last
 * command's P, I, D parts and feed-forward), then the window (each sample twice: SAMPLES + slot and
 * SAMPLES + slot + capacity, so that the window is always the contiguous run from the oldest).
 */
export const PID = Object.freeze({
  KP: 0,
  KI: 1,
  KD: 2,
  K_PLANT: 3,
  CAPACITY: 4,
  RUNNING: 5,
  OUTPUT_LIMIT: 6,
  ANTI_WINDUP: 7,
  ON_MEASUREMENT: 8,
  FILTER_TIME: 9,
  SCALES: 10,
  BRAKING: 11,
  NATURAL_FREQUENCY: 12,
  DAMPING_RATIO: 13,
  COUNT: 14,
  OLDEST: 15,
  INTEGRAL: 16,
  FILTERED: 17,
  HAS_FILTERED: 18,
  LAST_OUTPUT: 19,
  TERM_P: 20,
  TERM_I: 21,
  TERM_D: 22,
  TERM_FF: 23,
  // What the motor's limit last seen gives (the gains scaled to it, the braking curve's knee), kept
  // until the limit or a setting changes: LIMIT_SEEN (NaN: nothing kept), the scaled kp, ki, kd,
  // kPlant·kp and kPlant·kd, 1 when the braking curve shapes P, its rate per error, deceleration, knee.
  LIMIT_SEEN: 24,
  SCALED_KP: 25,
  SCALED_KI: 26,
  SCALED_KD: 27,
  PLANT_KP: 28,
  PLANT_KD: 29,
  SHAPED: 30,
  CURVE_K: 31,
  CURVE_DECELERATION: 32,
  CURVE_KNEE: 33,
  SAMPLES: 34,
});

const { KP, KI, KD, K_PLANT, CAPACITY, RUNNING, OUTPUT_LIMIT, ANTI_WINDUP, ON_MEASUREMENT, FILTER_TIME, SCALES, BRAKING, NATURAL_FREQUENCY, DAMPING_RATIO, COUNT, OLDEST, INTEGRAL, FILTERED, HAS_FILTERED, LAST_OUTPUT, TERM_P, TERM_I, TERM_D, TERM_FF, LIMIT_SEEN, SCALED_KP, SCALED_KI, SCALED_KD, PLANT_KP, PLANT_KD, SHAPED, CURVE_K, CURVE_DECELERATION, CURVE_KNEE, SAMPLES } = PID;

/** The doubles a block of a window of `capacity` samples takes. */
export function pidBlockSize(capacity: number): number {
  return SAMPLES + 2 * capacity;
}

/** Writes `settings` into the block at `o` of `m` (its capacity the settings' maxHistory). */
export function writePidSettings(m: Float64Array, o: number, s: Readonly<PidSettings>): void {
  m[o + KP] = s.kp;
  m[o + KI] = s.ki;
  m[o + KD] = s.kd;
  m[o + K_PLANT] = s.kPlant;
  m[o + CAPACITY] = s.maxHistory;
  m[o + RUNNING] = s.integral === 'running' ? 1 : 0;
  m[o + OUTPUT_LIMIT] = s.outputLimit;
  m[o + ANTI_WINDUP] = s.antiWindup ? 1 : 0;
  m[o + ON_MEASUREMENT] = s.derivativeOn === 'measurement' ? 1 : 0;
  m[o + FILTER_TIME] = s.derivativeFilterTime;
  m[o + SCALES] = s.scaleWithTurnRate ? 1 : 0;
  m[o + BRAKING] = s.brakingCurve ? 1 : 0;
  m[o + NATURAL_FREQUENCY] = s.naturalFrequency ?? Number.NaN;
  m[o + DAMPING_RATIO] = s.dampingRatio ?? Number.NaN;
  m[o + LIMIT_SEEN] = Number.NaN;
}

/** Forgets the memory (the article's ResetHistory): no samples, integral, filter, output or parts. */
export function resetPid(m: Float64Array, o: number): void {
  m[o + COUNT] = 0;
  m[o + OLDEST] = 0;
  m[o + LAST_OUTPUT] = 0;
  m[o + INTEGRAL] = 0;
  m[o + FILTERED] = 0;
  m[o + HAS_FILTERED] = 0;
  setTerms(m, o, 0, 0, 0, 0);
  m[o + TERM_FF] = 0;
}

/** The i-th sample in time order (0 = oldest). */
export function pidSample(m: Float64Array, o: number, i: number): number {
  return m[o + SAMPLES + (m[o + OLDEST] as number) + i] as number;
}

/** Adds a sample (bounded: boundedMemory); when the window is full, the oldest one drops out. */
export function pushPidSample(m: Float64Array, o: number, sample: number): void {
  const error = boundedMemory(sample);
  const capacity = m[o + CAPACITY] as number;
  const count = m[o + COUNT] as number;
  let slot: number;
  if (count < capacity) {
    // Filling: the oldest sample is at slot 0.
    slot = count;
    m[o + COUNT] = count + 1;
  } else {
    // Window full: overwrite the oldest sample, which makes the next one the oldest.
    slot = m[o + OLDEST] as number;
    m[o + OLDEST] = slot + 1 === capacity ? 0 : slot + 1;
  }
  m[o + SAMPLES + slot] = error;
  m[o + SAMPLES + slot + capacity] = error;
}

/**
 * ∫ error dt over the window's span, samples `dt` apart, exact for errors that are cubic in time:
 * composite Simpson 1/3 (weights 1, 4, 2, …, 4, 1 times dt/3) needs an even number of intervals;
 * with an odd number, Simpson 3/8 takes the three oldest intervals and Simpson 1/3 the rest; a
 * two-sample window uses the trapezoid rule.
 */
export function pidWindowIntegral(m: Float64Array, o: number, dt: number): number {
  const intervals = (m[o + COUNT] as number) - 1;
  if (intervals <= 0) return 0;
  const at = o + SAMPLES + (m[o + OLDEST] as number);
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

/** The gain scale r: motor limit / 4π when the gains scale with the turn rate, else 1. */
function gainScale(m: Float64Array, o: number, motorLimit: number): number {
  return turnRateRatio(motorLimit, m[o + SCALES] === 1);
}

/** kp before scaling: ω² when tuned by natural frequency, else the setting. */
function baseKp(m: Float64Array, o: number): number {
  const natural = m[o + NATURAL_FREQUENCY] as number;
  return Number.isNaN(natural) ? (m[o + KP] as number) : natural * natural;
}

/** kd before scaling: 2·ζ·ω when tuned by natural frequency (ζ 1 when not given), else the setting. */
function baseKd(m: Float64Array, o: number): number {
  const natural = m[o + NATURAL_FREQUENCY] as number;
  const damping = m[o + DAMPING_RATIO] as number;
  return Number.isNaN(natural) ? (m[o + KD] as number) : 2 * (Number.isNaN(damping) ? 1 : damping) * natural;
}

/**
 * The proportional part of the output: kp·e, or shaped by the motor's braking curve beyond its
 * knee (PidSettings.brakingCurve; the curve is in angular acceleration, the command being
 * −kPlant·output, so it is shaped there and brought back).
 */
function proportional(m: Float64Array, o: number, error: number, kp: number, kd: number, motorLimit: number): number {
  const kPlant = m[o + K_PLANT] as number;
  if (m[o + BRAKING] === 0 || !(kPlant > 0)) return kp * error;
  return -shapedProportional(error, kPlant * kp, kPlant * kd, motorLimit, true) / kPlant;
}

/**
 * Keeps what the motor's limit `motorLimit` (rad/s²) gives: the gains scaled to it and the braking
 * curve's knee (shapedProportional's arithmetic, computed once for the limit, not every step).
 */
function scaleTo(m: Float64Array, o: number, motorLimit: number): void {
  const r = gainScale(m, o, motorLimit);
  const kp = baseKp(m, o) * r;
  const kd = baseKd(m, o) * Math.sqrt(r);
  const kPlant = m[o + K_PLANT] as number;
  const p = kPlant * kp;
  const d = kPlant * kd;
  m[o + LIMIT_SEEN] = motorLimit;
  m[o + SCALED_KP] = kp;
  m[o + SCALED_KI] = (m[o + KI] as number) * r * Math.sqrt(r);
  m[o + SCALED_KD] = kd;
  m[o + PLANT_KP] = p;
  m[o + PLANT_KD] = d;
  const shaped = d > 0 && p > 0 && motorLimit > 0 && motorLimit < Number.POSITIVE_INFINITY;
  m[o + SHAPED] = shaped ? 1 : 0;
  const k = p / d;
  const deceleration = BRAKING_FRACTION * motorLimit;
  m[o + CURVE_K] = k;
  m[o + CURVE_DECELERATION] = deceleration;
  m[o + CURVE_KNEE] = deceleration / (k * k);
}

/** {@link proportional} with the braking curve, kPlant > 0, from what {@link scaleTo} kept: −shapedProportional(error, kPlant·kp, kPlant·kd, limit)/kPlant. */
function shapedP(m: Float64Array, o: number, error: number, kPlant: number): number {
  const p = m[o + PLANT_KP] as number;
  if (m[o + SHAPED] === 0 || Math.abs(error) <= (m[o + CURVE_KNEE] as number)) return -(-p * error) / kPlant;
  const d = m[o + PLANT_KD] as number;
  const closing = shapedClosingRate(Math.abs(error), m[o + CURVE_K] as number, m[o + CURVE_DECELERATION] as number);
  return -(error > 0 ? -d * closing : d * closing) / kPlant;
}

/** Keeps the parts of the output as parts of the command (−output), rad/s². */
function setTerms(m: Float64Array, o: number, kPlant: number, p: number, i: number, d: number): void {
  m[o + TERM_P] = -kPlant * p;
  m[o + TERM_I] = -kPlant * i;
  m[o + TERM_D] = -kPlant * d;
}

/**
 * One sample of the error (rad) added and the output returned (bounded), with the step `dt` (s),
 * the measured rate (rad/s, the derivative on measurement's) and the motor's limit (rad/s²):
 * PidController.addSample's arithmetic, its arguments already checked.
 */
export function pidOutput(m: Float64Array, o: number, error: number, dt: number, measuredRate: number, motorLimit: number): number {
  pushPidSample(m, o, error);
  const n = m[o + COUNT] as number;
  const latest = pidSample(m, o, n - 1);
  let rate: number;
  if (m[o + ON_MEASUREMENT] === 1) rate = measuredRate;
  else rate = n >= 2 ? wrapAngle(latest - pidSample(m, o, n - 2)) / dt : 0;
  const filterTime = m[o + FILTER_TIME] as number;
  if (filterTime > 0) {
    // First-order low-pass: y += (dt / (T + dt))·(x − y), exact for a step input held over dt.
    const filtered = m[o + FILTERED] as number;
    m[o + FILTERED] = boundedMemory(m[o + HAS_FILTERED] === 1 ? filtered + (dt / (filterTime + dt)) * (rate - filtered) : rate);
    m[o + HAS_FILTERED] = 1;
    rate = m[o + FILTERED] as number;
  }
  const outputLimit = m[o + OUTPUT_LIMIT] as number;
  const limit = outputLimit > 0 ? outputLimit : motorLimit;
  if (m[o + LIMIT_SEEN] !== motorLimit) scaleTo(m, o, motorLimit);
  const ki = m[o + SCALED_KI] as number;
  const kd = m[o + SCALED_KD] as number;
  const kPlant = m[o + K_PLANT] as number;
  const p = m[o + BRAKING] === 0 || !(kPlant > 0) ? (m[o + SCALED_KP] as number) * latest : shapedP(m, o, latest, kPlant);
  let output: number;
  if (m[o + RUNNING] === 0) {
    const integral = ki * pidWindowIntegral(m, o, dt);
    setTerms(m, o, kPlant, p, integral, kd * rate);
    output = clampToMotor(kPlant * (p + integral + kd * rate), limit);
  } else {
    const withoutIntegral = p + kd * rate;
    const candidate = boundedMemory((m[o + INTEGRAL] as number) + ki * latest * dt);
    const unclamped = kPlant * (withoutIntegral + candidate);
    // Conditional integration: integrate unless saturated and the new error pushes further out.
    const windingUp = Math.abs(unclamped) > limit && Math.sign(unclamped) === Math.sign(kPlant * ki * latest);
    if (!(m[o + ANTI_WINDUP] === 1 && windingUp)) m[o + INTEGRAL] = candidate;
    setTerms(m, o, kPlant, p, m[o + INTEGRAL] as number, kd * rate);
    output = clampToMotor(kPlant * (withoutIntegral + (m[o + INTEGRAL] as number)), limit);
  }
  const bounded = boundedMemory(output);
  m[o + LAST_OUTPUT] = bounded;
  return bounded;
}

/**
 * As a turn controller: the command (rad/s²) for the heading error, the angular velocity (rad/s),
 * the step (s), the motor's limit (rad/s²) and the set-point's motion (its rate in the derivative
 * on measurement, ω − ω_d; its acceleration added, the feed-forward): PidController.update's
 * arithmetic, its input already checked.
 */
export function pidCommand(m: Float64Array, o: number, headingError: number, angularVelocity: number, dt: number, motorLimit: number, desiredRate: number, desiredAcceleration: number): number {
  const command = -pidOutput(m, o, headingError, dt, angularVelocity - desiredRate, motorLimit);
  m[o + TERM_FF] = desiredAcceleration;
  return command + desiredAcceleration;
}

/**
 * Bumpless transfer (PidController.handOver, its input checked): the window filled with a history
 * of the current error changing at its rate (ω − ω_d, no warm-up, no derivative kick); with the
 * running integral, the integral set so that the first output continues `previousCommand` (rad/s²).
 */
export function handOverPid(m: Float64Array, o: number, headingError: number, angularVelocity: number, dt: number, motorLimit: number, desiredRate: number, desiredAcceleration: number, previousCommand: number): void {
  resetPid(m, o);
  const rate = angularVelocity - desiredRate;
  const capacity = m[o + CAPACITY] as number;
  for (let i = 0; i < capacity; i++) {
    const value = boundedMemory(headingError - (capacity - 1 - i) * rate * dt);
    m[o + SAMPLES + i] = value;
    m[o + SAMPLES + i + capacity] = value;
  }
  m[o + COUNT] = capacity;
  const kPlant = m[o + K_PLANT] as number;
  if (m[o + RUNNING] === 0 || kPlant === 0) return;
  const r = gainScale(m, o, motorLimit);
  const kp = baseKp(m, o) * r;
  const kd = baseKd(m, o) * Math.sqrt(r);
  m[o + FILTERED] = boundedMemory(rate);
  m[o + HAS_FILTERED] = 1;
  // Want kPlant·(P + I + kd·rate) = −previousCommand (the command is −output, before the feed-forward).
  const command = previousCommand - desiredAcceleration;
  m[o + INTEGRAL] = boundedMemory(-command / kPlant - proportional(m, o, headingError, kp, kd, motorLimit) - kd * rate);
  m[o + LAST_OUTPUT] = boundedMemory(-command);
}
