import { wrapAngle } from '../math/angle';
import type { Vec2Like } from '../math/vec2';
import { CollisionCourse, type TargetCourse } from './CollisionCourse';
import { lineOfSightRate } from './lineOfSight';
import { describeRange, isInRange } from '../validation/numberRange';
import { NAVIGATION_CONSTANT_RANGE } from '../validation/quantities';
import { DEFAULT_NAVIGATION_CONSTANT } from '../validation/defaultQuantities';

export type { TargetCourse } from './CollisionCourse';

/**
 * How far the heading proportional navigation commands may run ahead of the missile's own, rad
 * (about 6°). Past it the missile is not keeping up (its motor is saturated): the commanded rate is
 * not integrated further that way, as a PID's conditional integration stops its integral winding
 * up. So the set-point can never run away from the missile, and a turn that lags catches up
 * without a heading debt to pay back afterwards.
 */
export const NAVIGATION_HEADING_LEASH = 0.1;

/**
 * Proportional navigation begins (or resumes) once the missile flies within this of the heading it
 * navigates from (the collision course, or the line of sight), rad (10°). Started further off, at
 * short range after a pass, PN's set-point sat on a course the missile could not turn onto before
 * it passed again, and it circled its target (see {@link Guidance}).
 */
export const NAVIGATION_ENGAGE_CONE = (10 * Math.PI) / 180;

/**
 * A target at least this fraction of the missile's speed has no steady collision course to turn
 * onto (the course swings as it swerves), so before navigation begins the missile turns toward the
 * target itself (pursuit), not toward the collision course.
 */
export const FAST_TARGET_SPEED_RATIO = 0.9;

/**
 * How a missile chooses the heading to steer:
 * - "pursuit": at the target (the article's missile). Against a moving target it ends up in a tail
 *   chase and, with a low turn rate, can circle it forever;
 * - "lead": at the predicted intercept point, where a straight flight at the missile's speed meets
 *   the target's straight flight;
 * - "proportional-navigation": turn at N times the rate at which the line of sight rotates. A
 *   constant line of sight means a collision course, so PN turns only to keep it constant.
 */
export type GuidanceLaw = 'pursuit' | 'lead' | 'proportional-navigation';

/** The guidance laws, in the order menus list them. */
export const GUIDANCE_LAWS: readonly GuidanceLaw[] = ['pursuit', 'lead', 'proportional-navigation'];

/** Settings of a missile's guidance. */
export interface GuidanceSettings {
  /** [default: "pursuit"] */
  law: GuidanceLaw;
  /** N of proportional navigation (3–5 is usual). [default: 4] */
  navigationConstant: number;
}

/**
 * Guidance settings as a user may give them, either part left out (law "pursuit", N 4), filled in
 * and checked: throws a RangeError naming the field and what it allows.
 */
export function guidanceSettings(given: Partial<GuidanceSettings>): GuidanceSettings {
  const law = given.law ?? 'pursuit';
  if (!GUIDANCE_LAWS.includes(law))
    throw new RangeError(
      `guidance.law must be one of ${GUIDANCE_LAWS.map((name) => JSON.stringify(name)).join(', ')}, got ${JSON.stringify(law)}`,
    );
  const navigationConstant = given.navigationConstant ?? DEFAULT_NAVIGATION_CONSTANT;
  if (!isInRange(navigationConstant, NAVIGATION_CONSTANT_RANGE))
    throw new RangeError(
      `guidance.navigationConstant must be ${describeRange(NAVIGATION_CONSTANT_RANGE)}, got ${String(navigationConstant)}`,
    );
  return { law, navigationConstant };
}

/**
 * Turns the missile's and the target's states into a desired heading (rad) and its rate
 * ({@link rate}, rad/s); the turn controller then executes that heading by torque, with the rate as
 * its feed-forward (TurnInput.desiredHeadingRate). Allocation-free; keeps the state PN needs.
 *
 * What is fed forward is what the missile's own turn does not cause. Pursuit: the line of sight λ,
 * with the part of its rate the target's motion makes, (r × v_T)/|r|² (lineOfSight.ts: exact over
 * the step). The part the missile's own flight makes, −(r × v_M)/|r|², follows from its heading,
 * which the controller is turning: fed forward, it would loop back through the turn (measured: a
 * time-optimal missile then circled waypoints, the figure-eight lap 29.7 s instead of 20.4 s), so
 * the feedback handles it.
 *
 * Proportional navigation is a turn-rate command: with r = target − missile and v = target
 * velocity − missile velocity, the line of sight turns at λ̇ = (r × v)/|r|², and PN turns the
 * missile at N·λ̇. A constant line of sight is a collision course, so PN turns only to keep it
 * constant. Through a heading controller it is a moving set-point: the wanted heading ψ_c moves at
 * the commanded rate (that is its rate), ψ_c ← ψ_c + rate·dt. Integrating without bound let ψ_c
 * run away from a missile whose motor could not follow, which the controller then chased with an
 * overshooting turn; so ψ_c may lead the missile's heading by at most
 * {@link NAVIGATION_HEADING_LEASH} (give or take one step's increment), beyond which it is not
 * integrated further that way; its rate stays the command. With the rate fed forward, the heading
 * controller is a rate loop that follows the command itself, and the small heading offset corrects
 * what the rate loop lets slip.
 *
 * Re-engaging after a pass. PN guides a missile that closes on its target. Once the closing speed
 * −(r·v)/|r| is 0 or less (the target passed, behind, or drawing away) it would command N·λ̇ of a
 * line of sight that spins as the target goes by, and fly on away: so it turns back toward the
 * target (pursuit) until it closes again. Navigation then begins only once the missile flies within
 * {@link NAVIGATION_ENGAGE_CONE} of the heading it navigates from; until then it turns onto that
 * heading (toward the target itself when the target is too fast for a steady collision course,
 * {@link FAST_TARGET_SPEED_RATIO}). Started at once, 40–90° off at short range, the set-point sat
 * on a course the missile could not turn onto before it passed again, and it circled its target:
 * `npm run sim -- scenarios/guidance-after-a-pass.json` counts the hits of both laws.
 *
 * Three refinements, each of which a missile engineer will recognise (docs/guidance.md has the
 * derivation and the measurements):
 * - Augmented PN on the target's known course. Plain PN assumes the target flies straight on. A
 *   scripted target knows its course (a circle, a zig-zag, a bounce off the arena's edge: a
 *   {@link TargetCourse}); the command is N·(λ̇ + d⊥/(|r|·t_go)), where t_go is when a straight
 *   flight meets the target on its course and d how far that course departs from the straight
 *   line by then (CollisionCourse.ts). For a constant target acceleration this is augmented PN's
 *   N/2·a_T⊥ term; for a target about to bounce it turns the missile toward where the target will
 *   be after the bounce, before it happens. 0 for a target flying straight: there it is plain PN.
 * - Launch on the collision course. PN started on the line of sight pays its initial heading error
 *   back over the whole flight (the command decays as (1 − t/t_f)^(N−2)), a curved and longer path;
 *   so when navigation begins (or resumes after a pursuit) against a target whose course is known,
 *   ψ_c starts at the collision course, as a launcher aims a missile. Without a known course it
 *   starts on the line of sight: the straight-line collision course aims past the walls a target
 *   bounces off (measured: it cost the Hunt hits).
 * - The nose meets the target. The hit is made by the missile's nose, {@link noseLength} ahead of
 *   its centre; PN steers the line of sight from the nose (the nose moving with the flight), so
 *   the nose, not the centre, is brought onto the target. Pursuit does this by itself (it points
 *   the nose at the target); a centre-steered PN struck at 2.8 to 4.6 m range where pursuit
 *   struck at 5 m, its target passing beside the nose instead of meeting it.
 *
 * Lead pursuit: solve |r + vT·t| = s·t for the earliest t > 0 (a quadratic), where s is the
 * missile's speed (its top speed while it is slower); aim at r + vT·t. Without a solution (the
 * target is faster and opening), it falls back to pursuit. Its rate is the change of that aim over
 * the coming step as the target flies on (the missile's own part, again, left to the feedback).
 *
 * Proportional navigation's rate is its command with the whole λ̇: that is the law.
 */
export class Guidance {
  private desired = 0;
  private rateValue = 0;
  private readonly interceptPoint: Vec2Like = { x: 0, y: 0 };
  private hasIntercept = false;
  /** Proportional navigation is under way (not starting, not pursuing a target behind). */
  private navigating = false;
  private readonly collision = new CollisionCourse();
  private readonly nose: Vec2Like = { x: 0, y: 0 };

  /**
   * `settings` read on every step; `noseLength` (m) how far ahead of the position it is given the
   * missile's nose lies along its flight, the point proportional navigation brings onto the target
   * [default: 0, the position itself].
   */
  constructor(
    readonly settings: GuidanceSettings,
    readonly noseLength = 0,
  ) {}

  /** Starts over (a new command or target). */
  reset(): void {
    this.navigating = false;
    this.hasIntercept = false;
  }

  /** Proportional navigation's integrated heading and whether it navigates, for a snapshot (pursuit and lead keep no state). */
  saveState(): { desired: number; navigating: boolean } {
    return { desired: this.desired, navigating: this.navigating };
  }

  /** Puts back what {@link saveState} gave. */
  restoreState(memory: Readonly<{ desired: number; navigating: boolean }>): void {
    this.desired = memory.desired;
    this.navigating = memory.navigating;
  }

  /** The rate of the heading the last {@link desiredHeading} gave, rad/s. */
  get rate(): number {
    return this.rateValue;
  }

  /** The predicted intercept point of the last lead/PN computation (for drawing), or null. */
  get intercept(): Readonly<Vec2Like> | null {
    return this.hasIntercept ? this.interceptPoint : null;
  }

  /** The desired heading this step, rad. */
  desiredHeading(
    missilePosition: Readonly<Vec2Like>,
    missileVelocity: Readonly<Vec2Like>,
    missileSpeed: number,
    targetPosition: Readonly<Vec2Like>,
    targetVelocity: Readonly<Vec2Like>,
    dt: number,
    course: TargetCourse | null = null,
  ): number {
    const rx = targetPosition.x - missilePosition.x;
    const ry = targetPosition.y - missilePosition.y;
    const vx = targetVelocity.x - missileVelocity.x;
    const vy = targetVelocity.y - missileVelocity.y;
    const lineOfSight = Math.atan2(ry, rx);
    // The part of it the target's own motion makes (the rest follows from the missile's heading).
    const targetSightRate = lineOfSightRate(rx, ry, targetVelocity.x, targetVelocity.y, dt);
    this.hasIntercept = this.predictIntercept(rx, ry, targetPosition, targetVelocity, missileSpeed);

    switch (this.settings.law) {
      case 'pursuit':
        this.rateValue = targetSightRate;
        return lineOfSight;
      case 'lead':
        return this.lead(missilePosition, rx, ry, targetVelocity, lineOfSight, targetSightRate, missileSpeed, dt);
      case 'proportional-navigation': {
        // Closing speed: how fast the range shrinks, m/s. At or below 0 the target is behind or
        // drawing away: PN's law has nothing to guide (it would chase a spinning line of sight).
        const closing = -(rx * vx + ry * vy);
        const flightSpeed = Math.hypot(missileVelocity.x, missileVelocity.y);
        if (closing <= 0 || flightSpeed === 0) return this.pursue(lineOfSight, targetSightRate);
        // The point that must meet the target: the nose tip, noseLength ahead along the flight.
        const nose = this.nose;
        nose.x = missilePosition.x + (this.noseLength * missileVelocity.x) / flightSpeed;
        nose.y = missilePosition.y + (this.noseLength * missileVelocity.y) / flightSpeed;
        const nx = targetPosition.x - nose.x;
        const ny = targetPosition.y - nose.y;
        const noseSightRate = lineOfSightRate(nx, ny, vx, vy, dt);
        // A known course: where the nose meets the target on it (for drawing, too).
        const collision = this.collision;
        const onCourse = course !== null && collision.solve(nose, missileSpeed, course);
        if (onCourse) {
          this.interceptPoint.x = collision.aim.x;
          this.interceptPoint.y = collision.aim.y;
          this.hasIntercept = true;
        }
        const heading = Math.atan2(missileVelocity.y, missileVelocity.x);
        if (!this.navigating) {
          // Navigation begins on the collision course when the target's course is known, not on
          // the line of sight: no heading error to pay back over the whole flight. (Without it, on
          // the line of sight: a straight-line collision course aims past the walls a target
          // bounces off, and cost hits in the Hunt.) It begins once the missile flies within the
          // cone of that heading; until then the missile turns onto it, or toward the target itself
          // when the target is too fast for a steady collision course.
          const start = onCourse ? Math.atan2(collision.aim.y - nose.y, collision.aim.x - nose.x) : lineOfSight;
          if (Math.abs(wrapAngle(start - heading)) > NAVIGATION_ENGAGE_CONE) {
            const fast = Math.hypot(targetVelocity.x, targetVelocity.y) >= FAST_TARGET_SPEED_RATIO * missileSpeed;
            return this.pursue(fast ? lineOfSight : start, targetSightRate);
          }
          this.navigating = true;
          this.desired = start;
        }
        // Plain PN's λ̇, plus what the target's departure from a straight line will add (augmented PN).
        const departure = onCourse ? collision.departureSightRate(nx, ny, targetPosition, targetVelocity) : 0;
        const commanded = this.settings.navigationConstant * (noseSightRate + departure);
        const step = commanded * dt;
        // Conditional integration: once the set-point leads the missile's heading by more than the
        // leash, it is not moved further that way (it may always move back toward the heading).
        const lead = wrapAngle(this.desired - heading);
        if (Math.abs(lead) <= NAVIGATION_HEADING_LEASH || Math.sign(step) !== Math.sign(lead))
          this.desired = wrapAngle(this.desired + step);
        // The commanded turn rate is fed forward either way: a missile that lags keeps turning at it.
        this.rateValue = commanded;
        return this.desired;
      }
    }
  }

  /**
   * Lead pursuit's heading (rad), and into rateValue the rate the target's motion gives it (the aim
   * after the coming step with the target flown on, the missile where it is); pursuit's without an
   * intercept. Call after predictIntercept.
   */
  private lead(
    missilePosition: Readonly<Vec2Like>,
    rx: number,
    ry: number,
    targetVelocity: Readonly<Vec2Like>,
    lineOfSight: number,
    targetSightRate: number,
    missileSpeed: number,
    dt: number,
  ): number {
    if (!this.hasIntercept) {
      this.rateValue = targetSightRate;
      return lineOfSight;
    }
    const aim = Math.atan2(this.interceptPoint.y - missilePosition.y, this.interceptPoint.x - missilePosition.x);
    const next = leadAim(rx + targetVelocity.x * dt, ry + targetVelocity.y * dt, targetVelocity, missileSpeed);
    this.rateValue = dt > 0 && !Number.isNaN(next) ? wrapAngle(next - aim) / dt : targetSightRate;
    return aim;
  }

  /** No navigation this step: steers at `heading` (rad), the line of sight's rate from the target's motion fed forward. */
  private pursue(heading: number, targetSightRate: number): number {
    this.desired = heading;
    this.navigating = false;
    this.rateValue = targetSightRate;
    return heading;
  }

  /** Solves the intercept; writes interceptPoint and returns true when there is one. */
  private predictIntercept(
    rx: number,
    ry: number,
    targetPosition: Readonly<Vec2Like>,
    targetVelocity: Readonly<Vec2Like>,
    speed: number,
  ): boolean {
    const t = interceptTime(rx, ry, targetVelocity, speed);
    if (Number.isNaN(t)) return false;
    this.interceptPoint.x = targetPosition.x + targetVelocity.x * t;
    this.interceptPoint.y = targetPosition.y + targetVelocity.y * t;
    return true;
  }
}

/**
 * The earliest time t > 0 (s) at which a missile flying straight at `speed` (m/s) from the origin
 * meets a target at (rx, ry) (m) flying at `targetVelocity` (m/s): |r + vT·t| = s·t. NaN when
 * there is none.
 */
function interceptTime(rx: number, ry: number, targetVelocity: Readonly<Vec2Like>, speed: number): number {
  return straightInterceptTime(
    rx * rx + ry * ry,
    rx * targetVelocity.x + ry * targetVelocity.y,
    targetVelocity.x * targetVelocity.x + targetVelocity.y * targetVelocity.y,
    speed,
  );
}

/**
 * The earliest time t > 0 (s) at which a missile flying straight at `speed` (m/s) meets a target
 * flying straight, from the dot products alone, so the same in the plane and in space: the target
 * at r from the missile (`rangeSquared` = r·r, m²) with velocity v (`rangeDotVelocity` = r·v,
 * m²/s; `targetSpeedSquared` = v·v, m²/s²). |r + v·t| = s·t is the quadratic
 * (v·v − s²)·t² + 2·(r·v)·t + r·r = 0. NaN when there is no such t.
 */
export function straightInterceptTime(rangeSquared: number, rangeDotVelocity: number, targetSpeedSquared: number, speed: number): number {
  const a = targetSpeedSquared - speed * speed;
  const b = 2 * rangeDotVelocity;
  const c = rangeSquared;
  if (Math.abs(a) < 1e-9) return b >= 0 ? Number.NaN : -c / b;
  const discriminant = b * b - 4 * a * c;
  if (discriminant < 0) return Number.NaN;
  const root = Math.sqrt(discriminant);
  const t1 = (-b - root) / (2 * a);
  const t2 = (-b + root) / (2 * a);
  const t = t1 > 0 && t2 > 0 ? Math.min(t1, t2) : Math.max(t1, t2);
  return t > 0 ? t : Number.NaN;
}

/** The direction (rad) to the intercept of a target at (rx, ry) flying at `targetVelocity`, for a missile at `speed`; NaN without one. */
function leadAim(rx: number, ry: number, targetVelocity: Readonly<Vec2Like>, speed: number): number {
  const t = interceptTime(rx, ry, targetVelocity, speed);
  return Number.isNaN(t) ? Number.NaN : Math.atan2(ry + targetVelocity.y * t, rx + targetVelocity.x * t);
}
