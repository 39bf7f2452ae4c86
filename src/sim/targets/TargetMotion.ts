import type { Vec2Like } from '../math/vec2';

/** How a target moves. Positions in m, velocities in m/s, times in s. Plain and JSON-able. */
export type TargetMotion =
  | { type: 'static' }
  /** Constant velocity; bounces off the arena's edges when the world has an arena. */
  | { type: 'linear'; velocity: Vec2Like }
  /** Around `center` at `angularSpeed` (rad/s, counter-clockwise positive); radius = |start − center|. */
  | { type: 'circle'; center: Vec2Like; angularSpeed: number }
  /**
   * Evasive zig-zag: drifts at `velocity` while swerving sideways in a triangle wave of
   * `amplitude` (m) either side of its track, one full swerve every `period` (s). Its drift
   * bounces off the arena's edges when the world has an arena.
   */
  | { type: 'zigzag'; velocity: Vec2Like; amplitude: number; period: number };

/**
 * The position of a target under `motion` at time `t` since the motion began at `start`. Closed
 * forms, so a moving target never drifts however long it runs. Writes into `out`.
 */
export function positionAt(motion: TargetMotion, start: Readonly<Vec2Like>, t: number, out: Vec2Like): Vec2Like {
  switch (motion.type) {
    case 'static':
      out.x = start.x;
      out.y = start.y;
      return out;
    case 'linear':
      out.x = start.x + motion.velocity.x * t;
      out.y = start.y + motion.velocity.y * t;
      return out;
    case 'circle': {
      const dx = start.x - motion.center.x;
      const dy = start.y - motion.center.y;
      const turn = motion.angularSpeed * t;
      const c = Math.cos(turn);
      const s = Math.sin(turn);
      out.x = motion.center.x + dx * c - dy * s;
      out.y = motion.center.y + dx * s + dy * c;
      return out;
    }
    case 'zigzag': {
      const speed = Math.hypot(motion.velocity.x, motion.velocity.y);
      // Sideways unit vector (left of the track); none when the drift is zero: swerve along x.
      const sideX = speed > 0 ? -motion.velocity.y / speed : 0;
      const sideY = speed > 0 ? motion.velocity.x / speed : 1;
      const phase = (((t / motion.period) % 1) + 1) % 1;
      // Triangle wave 0 → +A → 0 → −A → 0 over one period.
      const offset = motion.amplitude * (phase < 0.25 ? 4 * phase : phase < 0.75 ? 2 - 4 * phase : 4 * phase - 4);
      out.x = start.x + motion.velocity.x * t + sideX * offset;
      out.y = start.y + motion.velocity.y * t + sideY * offset;
      return out;
    }
  }
}

/**
 * The fastest a target under `motion`, started at `start` (m), ever moves, m/s: a linear drift's
 * speed, a circle's radius times its angular speed, a zig-zag's drift combined with its sideways
 * swerve (4·amplitude per period, the triangle wave's slope). The scenario rules hold it to the
 * speed limit of everything else.
 */
export function topSpeed(motion: TargetMotion, start: Readonly<Vec2Like>): number {
  switch (motion.type) {
    case 'static':
      return 0;
    case 'linear':
      return Math.hypot(motion.velocity.x, motion.velocity.y);
    case 'circle':
      return Math.hypot(start.x - motion.center.x, start.y - motion.center.y) * Math.abs(motion.angularSpeed);
    case 'zigzag':
      return Math.hypot(Math.hypot(motion.velocity.x, motion.velocity.y), (4 * motion.amplitude) / motion.period);
  }
}
