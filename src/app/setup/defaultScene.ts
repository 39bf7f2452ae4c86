import { TURN_RATE_PRESETS, type EntityType } from '../../sim/entities/EntitySettings';
import type { Vec2Like } from '../../sim/math/vec2';
import { designPoint, laidOut, laidOutAngle, type ScreenLayout } from './screenLayout';

/** How one entity of the opening scene starts. Positions in m, angles in rad (y up). */
export interface SceneEntity {
  readonly type: EntityType;
  readonly position: Vec2Like;
  readonly angle: number;
  /** Its max turn rate, rad/s² [default: what new entities get]. */
  readonly maxAngularAcceleration?: number;
  /**
   * The looping path it follows when Path mode is entered before the player draws one, m. At the
   * low turn rate (π rad/s²) the missile swings wide of every corner, and on a much smaller loop it
   * can end up circling a waypoint it cannot reach (try drawing one).
   */
  readonly demoPath: readonly Vec2Like[];
}

/** The opening scene: its entities and the one target they all chase. */
export interface OpeningScene {
  readonly entities: readonly SceneEntity[];
  /**
   * Where the shared target hops, in turn, while the opening choreography runs (until the player
   * grabs the target): the first spot is where it stands at first; the last leads back to the first.
   */
  readonly route: readonly Vec2Like[];
}

/**
 * The opening scene, on load and on reset: the article's video in one look. Two missiles side by
 * side, the same in everything but their max turn rate (the upper one 4π rad/s² = 720°/s², the
 * lower one π rad/s² = 180°/s²), and a Character below them, all at rest on the left facing up,
 * chase one target on the right. Without any click they turn 90° and go: the fast missile swings
 * onto the target crisply; the slow one overshoots its heading and loops wide; the character, which
 * moves independently of its facing, slides straight there while its body turns. Each arrives and
 * stops, as in the original; then the target hops to the next spot of its route, so the contrast
 * repeats until the player grabs the target.
 *
 * The story needs the article's *fixed* gains: the same gains on a weaker motor brake too late.
 * The entities get the demo's settings, whose default controller is exactly that
 * (articleStoryController in controllerPresets.ts: the tuned gains, not scaled with the turn rate,
 * without the braking curve); the panel's "tuned" preset gives the library's defaults, which follow
 * the motor's limit and do not overshoot at any turn rate (docs/controllers.md).
 */
export const OPENING_SCENE: OpeningScene = {
  entities: [
    {
      type: 'missile',
      position: { x: -34, y: 10 },
      angle: Math.PI / 2,
      maxAngularAcceleration: TURN_RATE_PRESETS.high,
      demoPath: openingLoop(16),
    },
    {
      type: 'missile',
      position: { x: -34, y: 0 },
      angle: Math.PI / 2,
      maxAngularAcceleration: TURN_RATE_PRESETS.low,
      demoPath: openingLoop(0),
    },
    {
      type: 'character',
      position: { x: -34, y: -14 },
      angle: Math.PI / 2,
      demoPath: openingLoop(-16),
    },
  ],
  route: [
    { x: 24, y: 6 },
    { x: 24, y: -20 },
    { x: -26, y: -20 },
    { x: -26, y: 6 },
  ],
};

/** An opening entity's loop: {@link demoLoopAt} `y`, entered at its top right corner. */
function openingLoop(y: number): Vec2Like[] {
  const [first, ...rest] = demoLoopAt(y);
  return [...rest, first as Vec2Like];
}

/** The opening laid out for each screen layout (made once). */
const OPENINGS: Readonly<Record<ScreenLayout, OpeningScene>> = { landscape: OPENING_SCENE, portrait: openingLaidOut('portrait') };

/**
 * The opening as laid out for `layout` (src/app/setup/screenLayout.ts): {@link OPENING_SCENE} itself on a
 * landscape play area; on a portrait one the same scene turned a quarter turn, the entities at the
 * bottom facing left and the target above them, so that it fills a phone held upright.
 */
export function openingFor(layout: ScreenLayout): OpeningScene {
  return OPENINGS[layout];
}

function openingLaidOut(layout: ScreenLayout): OpeningScene {
  return {
    entities: OPENING_SCENE.entities.map((entry) => ({
      ...entry,
      position: laidOut(entry.position, layout),
      angle: laidOutAngle(entry.angle, layout),
      demoPath: entry.demoPath.map((point) => laidOut(point, layout)),
    })),
    route: OPENING_SCENE.route.map((point) => laidOut(point, layout)),
  };
}

/** Lanes (y, m) where entities added with the buttons appear, in turn. */
const SPAWN_LANES = [0, 24, -24, 6, -6, 30, -30, 12, -12, 18, -18];

/**
 * Where the n-th added entity (0-based) appears: on the left, facing up, its target on the right
 * (on a portrait play area, turned: at the bottom facing left, its target above).
 */
export function spawnPlace(n: number, layout: ScreenLayout = 'landscape'): { position: Vec2Like; angle: number; target: Vec2Like } {
  const y = SPAWN_LANES[n % SPAWN_LANES.length] as number;
  return {
    position: laidOut({ x: -38, y }, layout),
    angle: laidOutAngle(Math.PI / 2, layout),
    target: laidOut({ x: 30, y: y * 0.8 }, layout),
  };
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

/** The demo path of an entity at `position` (m) on a play area laid out for `layout`: {@link demoLoopAt} its lane, laid out. */
export function demoLoopFor(position: Readonly<Vec2Like>, layout: ScreenLayout): Vec2Like[] {
  return demoLoopAt(designPoint(position, layout).y).map((point) => laidOut(point, layout));
}
