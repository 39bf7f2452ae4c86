import { radToDeg } from '../sim/math/angle';
import type { Vec2Like } from '../sim/math/vec2';
import type { Demo, DemoMode } from './Demo';

/** A point on the page, CSS pixels from the viewport's top-left (what `page.mouse.move` expects). */
export type ScreenPoint = [number, number];

/** One entity in a {@link DemoSnapshot}. Units: m, rad, m/s, rad/s². */
export interface EntitySnapshot {
  id: string;
  type: 'missile' | 'character';
  position: [number, number];
  /** Body angle, rad, counter-clockwise, in (−π, π]. */
  angle: number;
  /** entity.measureHeadingError() in degrees (0 without a target). */
  headingErrorDeg: number;
  maxAngularAcceleration: number;
  speed: number;
  /** The entity's own state: "idle" | "turnTowards" | "seek" | "followPath". */
  mode: string;
  pathIndex: number;
  waypointsReached: number;
  /** The path the entity is following, m. */
  path: [number, number][];
  screen: ScreenPoint;
}

/** One draggable target in a {@link DemoSnapshot}. */
export interface TargetSnapshot {
  id: string;
  entityId: string;
  position: [number, number];
  screen: ScreenPoint;
}

/** One draggable waypoint (drawn in Path mode) in a {@link DemoSnapshot}. */
export interface WaypointSnapshot {
  entityId: string;
  index: number;
  position: [number, number];
  screen: ScreenPoint;
}

/**
 * What `window.pidDemo.snapshot()` returns: a JSON-able copy of the game state for browser tests
 * and the curious. A contract: keep the field names.
 */
export interface DemoSnapshot {
  /** Simulated time, s. */
  time: number;
  paused: boolean;
  mode: DemoMode;
  timeScale: number;
  selectedId: string | null;
  entities: EntitySnapshot[];
  targets: TargetSnapshot[];
  waypoints: WaypointSnapshot[];
}

/** The automation hook installed as `window.pidDemo`. It only reads. */
export interface PidDemoHook {
  snapshot(): DemoSnapshot;
}

/** Maps a world point (m) to a page point (CSS px from the viewport's top-left). */
export type PageProjector = (point: Readonly<Vec2Like>) => ScreenPoint;

function pair(p: Readonly<Vec2Like>): [number, number] {
  return [p.x, p.y];
}

/**
 * Copies the demo's state into a {@link DemoSnapshot}. Waypoints are listed in Path mode only,
 * where they are drawn and draggable. Allocates freely: it is called by tests, not every frame.
 */
export function buildSnapshot(demo: Demo, toPage: PageProjector): DemoSnapshot {
  return {
    time: demo.time,
    paused: demo.paused,
    mode: demo.mode,
    timeScale: demo.timeScale,
    selectedId: demo.selectedId,
    entities: demo.records.map(({ entity }) => ({
      id: entity.id,
      type: entity.type,
      position: pair(entity.position),
      angle: entity.angle,
      headingErrorDeg: radToDeg(entity.measureHeadingError()),
      maxAngularAcceleration: entity.maxAngularAcceleration,
      speed: Math.hypot(entity.velocity.x, entity.velocity.y),
      mode: entity.mode,
      pathIndex: entity.pathIndex,
      waypointsReached: entity.waypointsReached,
      path: entity.path.map(pair),
      screen: toPage(entity.position),
    })),
    targets: demo.targets.map((target) => ({
      id: target.id,
      entityId: target.entityId,
      position: pair(target.position),
      screen: toPage(target.position),
    })),
    waypoints:
      demo.mode === 'path'
        ? demo.records.flatMap((record) =>
            record.path.map((waypoint, index) => ({ entityId: record.entity.id, index, position: pair(waypoint), screen: toPage(waypoint) })),
          )
        : [],
  };
}
