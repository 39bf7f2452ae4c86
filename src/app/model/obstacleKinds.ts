import type { Vec2Like } from '../../sim/math/vec2';
import type { ObstacleDefinition } from '../../sim/obstacles/Obstacle';

/** Most obstacles at once, placed by the player or opened from a scene file. */
export const MAX_OBSTACLES = 40;

/** The obstacles the player can place. */
export const OBSTACLE_KINDS = ['wall', 'box', 'rock', 'crate'] as const;

export type ObstacleKind = (typeof OBSTACLE_KINDS)[number];

/** Sizes in m, densities in kg/m². */
const SHAPES: Readonly<Record<ObstacleKind, Omit<ObstacleDefinition, 'id' | 'position'>>> = {
  /** A fixed wall, 16 m × 1.2 m, across the view. */
  wall: { shape: { type: 'box', halfWidth: 8, halfHeight: 0.6 } },
  /** A fixed block, 5 m square. */
  box: { shape: { type: 'box', halfWidth: 2.5, halfHeight: 2.5 } },
  /** A fixed round rock, 2.5 m radius. */
  rock: { shape: { type: 'circle', radius: 2.5 } },
  /**
   * A loose crate, 3 m square, that entities push around: 4.5 kg, about a third of a missile's or a
   * character's mass (12 kg), so they shove it and keep going while the collision still shows.
   */
  crate: { shape: { type: 'box', halfWidth: 1.5, halfHeight: 1.5 }, loose: true, density: 0.5 },
};

/** What the toolbar and help call each kind. */
export const OBSTACLE_LABELS: Readonly<Record<ObstacleKind, string>> = {
  wall: 'wall',
  box: 'box',
  rock: 'rock',
  crate: 'loose crate',
};

/** The definition of a new obstacle of `kind` with this id at `position` (m). */
export function obstacleDefinition(kind: ObstacleKind, id: string, position: Readonly<Vec2Like>): ObstacleDefinition {
  const base = SHAPES[kind];
  return { ...base, id, position: { x: position.x, y: position.y }, shape: { ...base.shape } };
}
