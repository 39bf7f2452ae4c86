import type { Vec2Like } from '../math/vec2';

// A path as a scene file writes it ([x, y] pairs) and as the world follows it ({ x, y } points),
// each made once per path: a path is replaced, never changed in place, so copies can be shared.

/** Each followed path as a file writes it, by the path (a path is replaced, never changed in place: SteeringCrowd.moveWaypoint). */
const describedPaths = new WeakMap<readonly Readonly<Vec2Like>[], [number, number][]>();

/**
 * `path` as [x, y] pairs, made once per path: the history's snapshots of a scene share one copy of
 * each path, instead of a copy each (ten paths of 10,000 waypoints are 100,000 points a snapshot). Read-only.
 */
export function describedPath(path: readonly Readonly<Vec2Like>[]): [number, number][] {
  let described = describedPaths.get(path);
  if (!described) {
    described = path.map((p): [number, number] => [p.x, p.y]);
    describedPaths.set(path, described);
  }
  return described;
}

/** Each described path's points, by the described path (see {@link pathPoints}). */
const pointsOfPaths = new WeakMap<readonly (readonly [number, number])[], readonly Readonly<Vec2Like>[]>();

/**
 * The points of a path as a file writes it ([x, y] pairs), made once per described path: a scene
 * rebuilt from the history's snapshots again and again reads its paths once. Read-only.
 */
export function pathPoints(described: readonly (readonly [number, number])[]): readonly Readonly<Vec2Like>[] {
  let points = pointsOfPaths.get(described);
  if (!points) {
    points = described.map(([x, y]) => ({ x, y }));
    pointsOfPaths.set(described, points);
  }
  return points;
}
