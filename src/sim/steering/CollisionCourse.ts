import type { Vec2Like } from '../math/vec2';

/**
 * A target's course ahead: where it will be `seconds` (s) from now, m, into `out`. A scripted
 * target knows it exactly (its motion played on, bounces included: targets/TargetForecast.ts);
 * guidance without one assumes the target flies straight on at its velocity.
 */
export interface TargetCourse {
  positionIn(seconds: number, out: Vec2Like): Vec2Like;
}

/** The step of the search for the time to go, s. */
export const COURSE_SEARCH_STEP = 0.25;

/** The longest time to go searched, s: a target not met by then has no collision course. */
export const COURSE_SEARCH_LIMIT = 30;

/** Bisections of the time to go once bracketed: 0.25 s / 2¹⁰, a quarter of a millisecond. */
const COURSE_BISECTIONS = 10;

/**
 * The collision course against a target whose course is known: when and where a missile flying
 * straight at its speed first meets the target, and what the target's departure from a straight
 * line does to the line of sight before then. Allocation-free; one per missile.
 *
 * The time to go t_go is the earliest root of f(t) = |p_T(t) − p_M| − s·t (s the missile's
 * speed): f(0) = |r| > 0, and f falls below 0 at the first moment the missile could be where the
 * target is. It is bracketed by marching t in steps of {@link COURSE_SEARCH_STEP} s, then bisected.
 * (A fixed-point iteration t ← |p_T(t) − p_M|/s converges only as fast as the target's speed over
 * the missile's; for a zig-zag nearly as fast as the missile it does not settle, and it may find
 * a later meeting than the first.)
 */
export class CollisionCourse {
  /** Where the target will be at the meeting, m (valid after {@link solve} returned true). */
  readonly aim: Vec2Like = { x: 0, y: 0 };
  /** How long until the meeting, s. */
  timeToGo = 0;

  /**
   * Solves for a missile at `from` (m) flying at `speed` (m/s) against a target on `course`.
   * False when they do not meet within {@link COURSE_SEARCH_LIMIT} (a target as fast as the
   * missile running away).
   */
  solve(from: Readonly<Vec2Like>, speed: number, course: TargetCourse): boolean {
    if (!(speed > 0)) return false;
    const aim = this.aim;
    let before = 0;
    let after = Number.NaN;
    for (let t = COURSE_SEARCH_STEP; t <= COURSE_SEARCH_LIMIT; t += COURSE_SEARCH_STEP) {
      course.positionIn(t, aim);
      if (Math.hypot(aim.x - from.x, aim.y - from.y) <= speed * t) {
        after = t;
        break;
      }
      before = t;
    }
    if (Number.isNaN(after)) return false;
    for (let i = 0; i < COURSE_BISECTIONS; i++) {
      const middle = 0.5 * (before + after);
      course.positionIn(middle, aim);
      if (Math.hypot(aim.x - from.x, aim.y - from.y) <= speed * middle) after = middle;
      else before = middle;
    }
    course.positionIn(after, aim);
    this.timeToGo = after;
    return Number.isFinite(aim.x) && Number.isFinite(aim.y);
  }

  /**
   * The line-of-sight rate the target's departure from a straight line adds, rad/s, for the
   * target at r = (rx, ry) (m) from the missile, at `targetPosition` (m) flying at
   * `targetVelocity` (m/s), after {@link solve}: d⊥/(|r|·t_go), where d = p_T(t_go) − (p_T +
   * v_T·t_go) is how far the course departs from the straight line by the meeting and d⊥ = (r ×
   * d)/|r| its part across the line of sight. 0 for a target flying straight.
   *
   * Why: the zero-effort miss (where the target passes the missile if neither turns) is
   * r + v·t_go + d, v the relative velocity; its part across the line of sight, divided by
   * |r|·t_go, is the rate the line of sight will turn at on average until the meeting. Its first
   * two terms give λ̇ = (r × v)/|r|² exactly (r × r = 0), the rate plain PN uses; d adds this.
   * For a constant acceleration a_T, d = ½·a_T·t_go², and N times this rate is N·a_T⊥/(2·V_c)
   * with V_c = |r|/t_go: augmented PN's N/2·a_T⊥ term, as a turn rate.
   */
  departureSightRate(rx: number, ry: number, targetPosition: Readonly<Vec2Like>, targetVelocity: Readonly<Vec2Like>): number {
    const rangeSquared = rx * rx + ry * ry;
    const timeToGo = this.timeToGo;
    if (rangeSquared < 1e-12 || !(timeToGo > 0)) return 0;
    const dx = this.aim.x - targetPosition.x - targetVelocity.x * timeToGo;
    const dy = this.aim.y - targetPosition.y - targetVelocity.y * timeToGo;
    const rate = (rx * dy - ry * dx) / (rangeSquared * timeToGo);
    return Number.isFinite(rate) ? rate : 0;
  }
}
