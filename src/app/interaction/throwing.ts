import type { Vec2Like } from '../../sim/math/vec2';
import type { TargetMotion } from '../../sim/targets/TargetMotion';

/**
 * When letting go of a target is a throw, in one place. The pointer's speed over its last moments
 * decides first (a gesture, in CSS px/s: slow drags place a target exactly; only a deliberate flick
 * sends it flying); the resulting world speed then decides whether it is worth a throw and caps it.
 */
export const THROW_RULES = {
  /** Slower than this at release (CSS px/s), letting go is a drop; faster, a throw (a flick). */
  minFlickSpeedPx: 700,
  /**
   * A release whose pointer velocity, in world m/s, is slower than this is a drop, not a throw. The
   * game's rule; the simulation's Target.release() has its own default for a release without a
   * motion (it judges the body's drag speed), which the game never uses.
   */
  minThrowSpeed: 1,
  /** A thrown target flies at most this fast, m/s: slower than a missile (10 m/s), so it can be caught. */
  maxThrowSpeed: 8,
} as const;

/**
 * The motion of a target released with `throwVelocity` (m/s of simulated time, or null for a
 * drop): a linear motion at that velocity capped at {@link THROW_RULES}.maxThrowSpeed, or null when
 * it is a drop (too slow, or not finite).
 */
export function throwMotion(throwVelocity: Readonly<Vec2Like> | null): TargetMotion | null {
  if (!throwVelocity) return null;
  const speed = Math.hypot(throwVelocity.x, throwVelocity.y);
  if (!Number.isFinite(speed) || speed < THROW_RULES.minThrowSpeed) return null;
  const scale = Math.min(1, THROW_RULES.maxThrowSpeed / speed);
  return { type: 'linear', velocity: { x: throwVelocity.x * scale, y: throwVelocity.y * scale } };
}
