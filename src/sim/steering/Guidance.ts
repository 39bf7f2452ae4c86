import { wrapAngle } from '../math/angle';
import type { Vec2Like } from '../math/vec2';

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
 * Turns the missile's and the target's states into a desired heading (rad); the turn controller
 * then executes that heading by torque. Allocation-free; keeps the state PN needs.
 *
 * Proportional navigation: with r = target − missile and v = target velocity − missile velocity,
 * the line-of-sight rate is λ̇ = (r × v)/|r|². The commanded turn rate is N·λ̇, so the desired
 * heading is integrated: ψ ← ψ + N·λ̇·dt, starting from the line of sight itself when guidance
 * begins. If the target gets behind the missile (a miss), PN would chase a spinning line of sight;
 * it falls back to pointing at the target until the target is ahead again.
 *
 * Lead pursuit: solve |r + vT·t| = s·t for the earliest t > 0 (a quadratic), where s is the
 * missile's speed (its top speed while it is slower); aim at r + vT·t. Without a solution (the
 * target is faster and opening), it falls back to pursuit.
 */
export class Guidance {
  private desired = 0;
  private initialised = false;
  private readonly interceptPoint: Vec2Like = { x: 0, y: 0 };
  private hasIntercept = false;

  constructor(readonly settings: GuidanceSettings) {}

  /** Starts over (a new command or target). */
  reset(): void {
    this.initialised = false;
    this.hasIntercept = false;
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
  ): number {
    const rx = targetPosition.x - missilePosition.x;
    const ry = targetPosition.y - missilePosition.y;
    const lineOfSight = Math.atan2(ry, rx);
    this.hasIntercept = this.predictIntercept(rx, ry, targetPosition, targetVelocity, missileSpeed);

    switch (this.settings.law) {
      case 'pursuit':
        return lineOfSight;
      case 'lead':
        return this.hasIntercept ? Math.atan2(this.interceptPoint.y - missilePosition.y, this.interceptPoint.x - missilePosition.x) : lineOfSight;
      case 'proportional-navigation': {
        const ahead = missileVelocity.x * rx + missileVelocity.y * ry > 0;
        if (!this.initialised || !ahead) {
          this.desired = lineOfSight;
          this.initialised = true;
          return this.desired;
        }
        const vx = targetVelocity.x - missileVelocity.x;
        const vy = targetVelocity.y - missileVelocity.y;
        const rangeSquared = rx * rx + ry * ry;
        const lineOfSightRate = rangeSquared > 1e-12 ? (rx * vy - ry * vx) / rangeSquared : 0;
        this.desired = wrapAngle(this.desired + this.settings.navigationConstant * lineOfSightRate * dt);
        return this.desired;
      }
    }
  }

  /** Solves the intercept; writes interceptPoint and returns true when there is one. */
  private predictIntercept(rx: number, ry: number, targetPosition: Readonly<Vec2Like>, targetVelocity: Readonly<Vec2Like>, speed: number): boolean {
    const a = targetVelocity.x * targetVelocity.x + targetVelocity.y * targetVelocity.y - speed * speed;
    const b = 2 * (rx * targetVelocity.x + ry * targetVelocity.y);
    const c = rx * rx + ry * ry;
    let t: number;
    if (Math.abs(a) < 1e-9) {
      if (b >= 0) return false;
      t = -c / b;
    } else {
      const discriminant = b * b - 4 * a * c;
      if (discriminant < 0) return false;
      const root = Math.sqrt(discriminant);
      const t1 = (-b - root) / (2 * a);
      const t2 = (-b + root) / (2 * a);
      t = t1 > 0 && t2 > 0 ? Math.min(t1, t2) : Math.max(t1, t2);
      if (!(t > 0)) return false;
    }
    this.interceptPoint.x = targetPosition.x + targetVelocity.x * t;
    this.interceptPoint.y = targetPosition.y + targetVelocity.y * t;
    return true;
  }
}
