import type { Vec2Like } from '../math/vec2';
import { positionAt, type TargetMotion } from './TargetMotion';

/** A rectangle that linear targets bounce inside, m (centred on the origin). */
export interface Arena {
  halfWidth: number;
  halfHeight: number;
}

/**
 * How far ahead a {@link TargetForecast} steps a bouncing motion, s. Beyond it the forecast goes
 * straight on at the last velocity (a missile 10 s from its target has time to learn better).
 */
export const FORECAST_HORIZON = 10;

/**
 * The arena's bounce, one rule for the target and its forecast: a target whose drift `velocity`
 * (m/s) would take it to `next` (m), beyond the arena's edge less its `radius` (m) while drifting
 * outward, reflects that drift. Writes the drift after the step into `out`; true when it bounced.
 */
export function bounceOffArena(
  velocity: Readonly<Vec2Like>,
  next: Readonly<Vec2Like>,
  arena: Readonly<Arena>,
  radius: number,
  out: Vec2Like,
): boolean {
  const limitX = arena.halfWidth - radius;
  const limitY = arena.halfHeight - radius;
  const outX = (next.x > limitX && velocity.x > 0) || (next.x < -limitX && velocity.x < 0);
  const outY = (next.y > limitY && velocity.y > 0) || (next.y < -limitY && velocity.y < 0);
  out.x = outX ? -velocity.x : velocity.x;
  out.y = outY ? -velocity.y : velocity.y;
  return outX || outY;
}

/**
 * Where a scripted target will be, seconds ahead: its motion played forward, bounces included.
 * A straight line or a zig-zag bouncing in an arena is stepped forward as the target itself will
 * step (the same step, the same bounce rule: exact), lazily, only as far as asked, once per step
 * however many entities ask; a circle, or a motion with no arena to bounce in, is its closed form.
 *
 * {@link restart} it at the start of each step with the target's state; {@link positionIn}
 * then answers for time measured from the start of that step. Allocates only when the step
 * changes (its sample buffer is sized to {@link FORECAST_HORIZON}/dt).
 */
export class TargetForecast {
  private samples = new Float64Array(0);
  private count = 0;
  private dt = 0;
  private arena: Readonly<Arena> | null = null;
  private radius = 0;
  private readonly current: Vec2Like = { x: 0, y: 0 };
  private readonly first: Vec2Like = { x: 0, y: 0 };
  private source: Readonly<TargetMotion> = { type: 'static' };
  private readonly sourceStart: Vec2Like = { x: 0, y: 0 };
  private sourceTime = 0;
  // The stepped motion: a copy the forecast may bounce without touching the target's.
  private readonly linear = { type: 'linear' as const, velocity: { x: 0, y: 0 } };
  private readonly zigzag = { type: 'zigzag' as const, velocity: { x: 0, y: 0 }, amplitude: 0, period: 1 };
  private readonly start: Vec2Like = { x: 0, y: 0 };
  private time = 0;
  private readonly next: Vec2Like = { x: 0, y: 0 };
  private readonly reflected: Vec2Like = { x: 0, y: 0 };

  /**
   * A new step: the target stands at `position` (m) and its motion, begun at `start` (m), has run
   * `motionTime` s at the end of this step, where it will be at `next` (m). `dt` the step (s),
   * `arena` what it bounces in (or null), `radius` its own (m).
   */
  restart(
    motion: Readonly<TargetMotion>,
    start: Readonly<Vec2Like>,
    motionTime: number,
    position: Readonly<Vec2Like>,
    next: Readonly<Vec2Like>,
    dt: number,
    arena: Readonly<Arena> | null,
    radius: number,
  ): void {
    this.source = motion;
    this.sourceStart.x = start.x;
    this.sourceStart.y = start.y;
    this.sourceTime = motionTime;
    this.current.x = position.x;
    this.current.y = position.y;
    this.first.x = next.x;
    this.first.y = next.y;
    this.arena = arena;
    this.radius = radius;
    if (dt !== this.dt) {
      this.dt = dt;
      this.samples = new Float64Array(2 * Math.max(1, Math.ceil(FORECAST_HORIZON / dt)));
    }
    this.count = 0;
  }

  /** Where the target will be `seconds` after the start of the step (m), into `out`. */
  positionIn(seconds: number, out: Vec2Like): Vec2Like {
    const motion = this.source;
    if (!(seconds > 0) || !(this.dt > 0)) {
      out.x = this.current.x;
      out.y = this.current.y;
      return out;
    }
    const bounces = this.arena !== null && (motion.type === 'linear' || motion.type === 'zigzag');
    if (!bounces) return positionAt(motion, this.sourceStart, this.sourceTime - this.dt + seconds, out);
    // Sample k is the position k + 1 steps on; interpolate between the two around `seconds`.
    const steps = seconds / this.dt;
    const capacity = this.samples.length / 2;
    const upper = Math.min(Math.ceil(steps), capacity);
    this.extendTo(upper);
    if (steps >= capacity) {
      // Past the horizon: straight on at the last step's velocity.
      const last = 2 * (capacity - 1);
      const before = capacity > 1 ? 2 * (capacity - 2) : -1;
      const lastX = this.samples[last] as number;
      const lastY = this.samples[last + 1] as number;
      const vx = (lastX - (before < 0 ? this.current.x : (this.samples[before] as number))) / this.dt;
      const vy = (lastY - (before < 0 ? this.current.y : (this.samples[before + 1] as number))) / this.dt;
      out.x = lastX + vx * (seconds - capacity * this.dt);
      out.y = lastY + vy * (seconds - capacity * this.dt);
      return out;
    }
    const k = Math.floor(steps);
    const fraction = steps - k;
    const ax = k === 0 ? this.current.x : (this.samples[2 * (k - 1)] as number);
    const ay = k === 0 ? this.current.y : (this.samples[2 * (k - 1) + 1] as number);
    const bx = fraction > 0 ? (this.samples[2 * k] as number) : ax;
    const by = fraction > 0 ? (this.samples[2 * k + 1] as number) : ay;
    out.x = ax + (bx - ax) * fraction;
    out.y = ay + (by - ay) * fraction;
    return out;
  }

  /** Steps the motion on until `steps` samples exist, as Target.beforeStep will. */
  private extendTo(steps: number): void {
    if (this.count >= steps) return;
    const samples = this.samples;
    if (this.count === 0) {
      const source = this.source;
      if (source.type !== 'linear' && source.type !== 'zigzag') return;
      const copy = source.type === 'linear' ? this.linear : this.zigzag;
      copy.velocity.x = source.velocity.x;
      copy.velocity.y = source.velocity.y;
      if (source.type === 'zigzag') {
        this.zigzag.amplitude = source.amplitude;
        this.zigzag.period = source.period;
      }
      this.start.x = this.sourceStart.x;
      this.start.y = this.sourceStart.y;
      this.time = this.sourceTime;
      samples[0] = this.first.x;
      samples[1] = this.first.y;
      this.count = 1;
    }
    const motion = this.source.type === 'linear' ? this.linear : this.zigzag;
    const arena = this.arena as Readonly<Arena>;
    const dt = this.dt;
    while (this.count < steps) {
      const px = samples[2 * (this.count - 1)] as number;
      const py = samples[2 * (this.count - 1) + 1] as number;
      positionAt(motion, this.start, this.time + dt, this.next);
      this.time += dt;
      if (bounceOffArena(motion.velocity, this.next, arena, this.radius, this.reflected)) {
        // As Target.bounce: the reflected motion starts from here, this step.
        motion.velocity.x = this.reflected.x;
        motion.velocity.y = this.reflected.y;
        this.start.x = px;
        this.start.y = py;
        positionAt(motion, this.start, dt, this.next);
        this.time = dt;
      }
      samples[2 * this.count] = this.next.x;
      samples[2 * this.count + 1] = this.next.y;
      this.count++;
    }
  }
}
