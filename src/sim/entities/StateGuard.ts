import type { Body } from 'planck';
import type { EntityMemory } from '../state/memory';
import { length, type Vec2Like } from '../math/vec2';
import { MAX_COORDINATE } from '../validation/fields';
import { MAX_ANGULAR_VELOCITY_LIMIT, MAX_SPEED_LIMIT } from '../validation/quantities';

/**
 * Beyond these, an entity's state is absurd and the world resets it. The position and speed limits
 * are the largest values the input rules accept (MAX_COORDINATE, MAX_SPEED_LIMIT), so a state that
 * input could set runs normally; the guard fires only past a limit by more than
 * {@link STATE_LIMIT_TOLERANCE} of it, which floating-point rounding of a value at the limit
 * (1000·cos a, 1000·sin a has a length of 1000.0000000000001 for some a) never reaches.
 */
export const STATE_LIMITS = {
  /** |x|, |y|, m. */
  position: MAX_COORDINATE,
  /** m/s. */
  speed: MAX_SPEED_LIMIT,
  /** rad/s. */
  angularVelocity: MAX_ANGULAR_VELOCITY_LIMIT,
} as const;

/** Relative margin past a {@link STATE_LIMITS} value before the guard fires (rounding, not physics). */
export const STATE_LIMIT_TOLERANCE = 1e-9;

/** Whether |value| is past `limit` by more than the rounding margin. */
function beyondLimit(value: number, limit: number): boolean {
  return Math.abs(value) > limit * (1 + STATE_LIMIT_TOLERANCE);
}


/**
 * The per-step guard of one body: what is wrong with its state, if anything, and the last state
 * that was sound (to reset it to). Reads the body once; allocates nothing.
 */
export class StateGuard {
  /** Where the body last was in a sound state, m, rad. */
  readonly lastGoodPosition: Vec2Like = { x: 0, y: 0 };
  lastGoodAngle = 0;

  constructor(position: Readonly<Vec2Like>, angle: number) {
    this.lastGoodPosition.x = position.x;
    this.lastGoodPosition.y = position.y;
    this.lastGoodAngle = angle;
  }

  /**
   * Where it last found `body` sound, for a snapshot: null when that is where the body is now, or
   * when the body is sound now (the next {@link check} remembers it before anything reads the last
   * good state; the guard runs once a step, before the controls, so after a step it lags by one).
   */
  saveState(body: Body): EntityMemory['lastGood'] {
    if (this.problem(body) === null) return null;
    const position = body.getPosition();
    const last = this.lastGoodPosition;
    if (last.x === position.x && last.y === position.y && this.lastGoodAngle === body.getAngle()) return null;
    return { position: [last.x, last.y], angle: this.lastGoodAngle };
  }

  /** Puts back what {@link saveState} gave (null: where `body` is now). */
  restoreState(memory: Readonly<EntityMemory['lastGood']>, body: Body): void {
    const position = body.getPosition();
    this.lastGoodPosition.x = memory ? memory.position[0] : position.x;
    this.lastGoodPosition.y = memory ? memory.position[1] : position.y;
    this.lastGoodAngle = memory ? memory.angle : body.getAngle();
  }

  /** Why `body`'s state is unsound, or null (then it is remembered as the last good one). */
  check(body: Body): string | null {
    const reason = this.problem(body);
    if (reason !== null) return reason;
    const p = body.getPosition();
    this.lastGoodPosition.x = p.x;
    this.lastGoodPosition.y = p.y;
    this.lastGoodAngle = body.getAngle();
    return null;
  }

  /** Why `body`'s state is unsound, or null; remembers nothing. */
  private problem(body: Body): string | null {
    const p = body.getPosition();
    const v = body.getLinearVelocity();
    const angle = body.getAngle();
    const omega = body.getAngularVelocity();
    if (!(Number.isFinite(p.x) && Number.isFinite(p.y) && Number.isFinite(angle) && Number.isFinite(v.x) && Number.isFinite(v.y) && Number.isFinite(omega))) {
      return 'its state became non-finite (NaN or infinity)';
    }
    if (beyondLimit(p.x, STATE_LIMITS.position) || beyondLimit(p.y, STATE_LIMITS.position)) return `it left the world (|position| > ${STATE_LIMITS.position} m)`;
    if (beyondLimit(length(v.x, v.y), STATE_LIMITS.speed)) return `its speed exceeded ${STATE_LIMITS.speed} m/s`;
    if (beyondLimit(omega, STATE_LIMITS.angularVelocity)) return `it spun faster than ${STATE_LIMITS.angularVelocity} rad/s`;
    return null;
  }
}
