/**
 * The motor of a turning body in 3D: a bound on its angular acceleration, or on the torque about each
 * of its own axes (a ship's thrusters). What it allows along one axis, and how much of a further
 * torque still fits once the turn along that axis has taken its share.
 */
import { MOTOR_LIMIT_RANGE } from '../control/turnTorque';
import { describeRange, isInRange } from '../validation/numberRange';
import type { Vec3Like } from '../math3d/vec3';
import { checkNumber } from './check3d';

/**
 * The motor: a bound on |angular acceleration| (rad/s², in {@link MOTOR_LIMIT_RANGE} or +∞), or a
 * bound on |torque| about each BODY axis (N·m, each in {@link TORQUE_LIMIT_RANGE} or +∞).
 */
export type AttitudeLimit = { maxAngularAcceleration: number } | { maxTorque: Vec3Like };

const NOTHING: Readonly<Vec3Like> = /* @__PURE__ */ Object.freeze({ x: 0, y: 0, z: 0 });

/** The torque limits the controllers take about each body axis, N·m (or +∞, no limit about that axis). */
export const TORQUE_LIMIT_RANGE = { min: 1e-9, max: 1e18 } as const;

/** Whether `value` is in `range` or is +∞ (no limit). */
function limitOrInfinity(value: unknown, range: { min: number; max: number }): boolean {
  return value === Number.POSITIVE_INFINITY || (typeof value === 'number' && isInRange(value, range));
}

/** Checks a limit: exactly one of its two forms, in range; throws a TypeError or RangeError naming the field. */
export function checkAttitudeLimit(limit: unknown, name = 'limit'): AttitudeLimit {
  if (typeof limit !== 'object' || limit === null)
    throw new TypeError(`${name}: must be an object { maxAngularAcceleration } or { maxTorque: {x, y, z} }, got ${String(limit)}`);
  const { maxAngularAcceleration, maxTorque } = limit as Record<string, unknown>;
  if ((maxAngularAcceleration === undefined) === (maxTorque === undefined))
    throw new TypeError(`${name}: must have exactly one of maxAngularAcceleration (rad/s²) and maxTorque (N·m about each body axis)`);
  if (maxTorque === undefined) {
    if (typeof maxAngularAcceleration !== 'number')
      throw new TypeError(`${name}.maxAngularAcceleration: must be a number, got ${String(maxAngularAcceleration)}`);
    if (!limitOrInfinity(maxAngularAcceleration, MOTOR_LIMIT_RANGE))
      throw new RangeError(
        `${name}.maxAngularAcceleration: must be ${describeRange(MOTOR_LIMIT_RANGE)} rad/s², or Infinity, got ${maxAngularAcceleration}`,
      );
    return limit as AttitudeLimit;
  }
  if (typeof maxTorque !== 'object' || maxTorque === null)
    throw new TypeError(`${name}.maxTorque: must be an object {x, y, z}, got ${String(maxTorque)}`);
  for (const key of ['x', 'y', 'z'] as const) {
    const value = (maxTorque as Record<string, unknown>)[key];
    // Infinity is no limit about that axis; anything else must be a finite number first.
    // (The name is made only for a refusal: this check runs on every step of every 3D body.)
    if (value !== Number.POSITIVE_INFINITY && !(typeof value === 'number' && Number.isFinite(value)))
      checkNumber(value, `${name}.maxTorque.${key}`, {});
    if (!limitOrInfinity(value, TORQUE_LIMIT_RANGE))
      throw new RangeError(`${name}.maxTorque.${key}: must be ${describeRange(TORQUE_LIMIT_RANGE)} N·m, or Infinity, got ${value}`);
  }
  return limit as AttitudeLimit;
}

/**
 * The largest angular acceleration along a unit axis n the torque limits allow, rad/s², beside a
 * body-frame torque `spent` already given to something else (the cross-axis damping) [default: none].
 * A turn at α along n needs the body-frame torque α·(I_body·n), `torquePerAcceleration` (N·m per
 * rad/s², body frame), so α(n) = minᵢ (Tᵢ − |spentᵢ|) / |(I_body·n)ᵢ|, either way round. In the
 * principal frame with limits about the principal axes and nothing spent this is minᵢ Tᵢ/(Iᵢ·|nᵢ|);
 * with limits about the body's axes and the principal frame turned within the body, I_body·n mixes
 * the moments, and so does the budget. +∞ when no limited axis is loaded.
 */
export function torqueBudget(
  maxTorque: Readonly<Vec3Like>,
  torquePerAcceleration: Readonly<Vec3Like>,
  spent: Readonly<Vec3Like> = NOTHING,
): number {
  return Math.max(
    0,
    Math.min(
      roomAbout(maxTorque.x, spent.x, torquePerAcceleration.x),
      roomAbout(maxTorque.y, spent.y, torquePerAcceleration.y),
      roomAbout(maxTorque.z, spent.z, torquePerAcceleration.z),
    ),
  );
}

/**
 * The acceleration along n one axis leaves room for: (limit − |spent|)/|load|. An axis the turn does
 * not load bounds nothing, +∞, however much of it is spent: (T − T)/0 would be NaN, and a spent
 * torque an ulp over its limit −∞.
 */
function roomAbout(limit: number, spent: number, load: number): number {
  return load === 0 ? Number.POSITIVE_INFINITY : (limit - Math.abs(spent)) / Math.abs(load);
}

/**
 * The largest s in [0, 1] for which base + s·extra stays within ±maxTorque about every axis, given
 * that `base` already does: how much of a further torque (gyroscopic, cross-axis) fits in what the
 * turn along its axis leaves, its direction kept. 1 when all of it fits.
 */
export function fittingShare(base: Readonly<Vec3Like>, extra: Readonly<Vec3Like>, maxTorque: Readonly<Vec3Like>): number {
  return Math.min(
    1,
    shareAbout(base.x, extra.x, maxTorque.x),
    shareAbout(base.y, extra.y, maxTorque.y),
    shareAbout(base.z, extra.z, maxTorque.z),
  );
}

/** The share of `extra` that fits about one axis: (±limit − base)/extra toward the side it pushes, never below 0. */
function shareAbout(base: number, extra: number, limit: number): number {
  if (extra === 0 || limit === Number.POSITIVE_INFINITY) return 1;
  const room = extra > 0 ? limit - base : -limit - base;
  return Math.max(0, room / extra);
}
