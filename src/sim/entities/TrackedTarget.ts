import type { Vec2Like } from '../math/vec2';

/** Something an entity can chase: a point that moves (a target). Positions in m, velocities in m/s. */
export interface TrackedTarget {
  readonly id: string;
  readonly position: Readonly<Vec2Like>;
  readonly velocity: Readonly<Vec2Like>;
  /**
   * True while the player holds it: its velocity is then a difference of pointer positions, which
   * the entity smooths before feeding it forward. [default: false, a scripted motion]
   */
  readonly isDragged?: boolean;
  /**
   * Where it will be `seconds` (s) from now if nothing changes its course, m, into `out`: a
   * scripted target plays its motion on (bounces included). Without it, guidance assumes it flies
   * straight on at its velocity. [default: none]
   */
  positionIn?(seconds: number, out: Vec2Like): Vec2Like;
}
