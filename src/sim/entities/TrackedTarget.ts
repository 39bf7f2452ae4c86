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
}
