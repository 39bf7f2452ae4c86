import type { Vec2Like } from '../math/vec2';

/**
 * Something to steer at that may move: read every step. Position in m, velocity in m/s (the
 * velocity is the feed-forward that lets a turn keep up with it, and what guidance leads it by).
 */
export interface MovingTarget {
  readonly position: Readonly<Vec2Like>;
  readonly velocity: Readonly<Vec2Like>;
  /**
   * True while a player drags it: its velocity is then a difference of pointer positions, jerky
   * from frame to frame, which the turn smooths (a 0.1 s low-pass, SetpointMotion.ts) before
   * feeding it forward. [default: false, a scripted or simulated motion]
   */
  readonly isDragged?: boolean;
  /**
   * Where it will be `seconds` (s) from now, m, into `out`, if you know (a scripted enemy, a
   * platform on rails). Proportional navigation then steers by the course, not by a straight line
   * (docs/guidance.md, "Proportional navigation against targets that turn"). [default: none,
   * it flies straight on at its velocity]
   */
  positionIn?(seconds: number, out: Vec2Like): Vec2Like;
}
