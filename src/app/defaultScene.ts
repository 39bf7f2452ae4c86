import type { EntityType } from '../sim/entities/EntitySettings';
import type { Vec2Like } from '../sim/math/vec2';

/** How one entity of the opening scene starts. Positions in m, angles in rad (y up). */
export interface SceneEntity {
  readonly type: EntityType;
  readonly position: Vec2Like;
  readonly angle: number;
  /** Where its target stands first, m. */
  readonly target: Vec2Like;
  /**
   * Where the target hops each time the entity comes near it, while the opening demo runs (until
   * the player drags a target). The first spot is `target`; the last leads back to the first.
   */
  readonly route: readonly Vec2Like[];
  /**
   * The looping path it follows when Path mode is entered before the player draws one, m. The demo
   * loops keep to the left of the view so that there is room to draw a path. Their size matters: at
   * the low turn rate (π rad/s²) the missile swings wide of every corner, and on a much smaller
   * loop it can end up circling a waypoint it cannot reach (try drawing one).
   */
  readonly demoPath: readonly Vec2Like[];
}

/**
 * The opening scene, on load and on reset. A Missile (upper lane) and a Character (lower lane)
 * stand side by side on the left, both facing up, each with its own target to its right. The game
 * starts in Seek mode, so without any click both must turn 90° and go: the missile, which can only
 * move along its nose, arcs round and overshoots its heading; the character slides straight to
 * its target while its body turns to face it. Each time one comes near, its target hops to the
 * next spot of its route, back behind it: the missile, which never stops, must swing round in a
 * wide loop at full speed while the character reverses almost on the spot. The scene stays alive
 * and keeps showing the difference until the player drags a target.
 */
export const OPENING_SCENE: readonly SceneEntity[] = [
  {
    type: 'missile',
    position: { x: -32, y: 14 },
    angle: Math.PI / 2,
    target: { x: 26, y: 18 },
    route: [
      { x: 26, y: 18 },
      { x: -18, y: 24 },
      { x: 24, y: 6 },
      { x: -26, y: 8 },
    ],
    demoPath: [
      { x: -8, y: 24 },
      { x: -8, y: 8 },
      { x: -44, y: 8 },
      { x: -44, y: 24 },
    ],
  },
  {
    type: 'character',
    position: { x: -32, y: -14 },
    angle: Math.PI / 2,
    target: { x: 26, y: -18 },
    route: [
      { x: 26, y: -18 },
      { x: -18, y: -24 },
      { x: 24, y: -6 },
      { x: -26, y: -8 },
    ],
    demoPath: [
      { x: -8, y: -8 },
      { x: -8, y: -24 },
      { x: -44, y: -24 },
      { x: -44, y: -8 },
    ],
  },
];

/** Lanes (y, m) where entities added with the buttons appear, in turn. */
const SPAWN_LANES = [0, 24, -24, 6, -6, 30, -30, 12, -12, 18, -18];

/** Where the n-th added entity (0-based) appears: on the left, facing up, its target on the right. */
export function spawnPlace(n: number): { position: Vec2Like; angle: number; target: Vec2Like } {
  const y = SPAWN_LANES[n % SPAWN_LANES.length] as number;
  return { position: { x: -38, y }, angle: Math.PI / 2, target: { x: 30, y: y * 0.8 } };
}

/**
 * The demo path of an added entity in Path mode: a looping rectangle of four waypoints, 36 m × 16 m
 * (the opening loops' size), on the left of the view at the height `y` (m) of the entity's lane.
 */
export function demoLoopAt(y: number): Vec2Like[] {
  const cy = Math.max(-26, Math.min(26, y));
  return [
    { x: -44, y: cy + 8 },
    { x: -8, y: cy + 8 },
    { x: -8, y: cy - 8 },
    { x: -44, y: cy - 8 },
  ];
}
