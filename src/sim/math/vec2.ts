/** A plain 2-D vector in metres (or m/s, N…), JSON-able and engine-agnostic. */
export interface Vec2Like {
  x: number;
  y: number;
}

/** A point as written in settings and scenario files: `[x, y]` in metres. */
export type Point = readonly [number, number];

/**
 * The length of (x, y). For the per-step hot path: `Math.hypot` also guards against overflow and
 * underflow and is several times slower in V8; the values here (metres, m/s, newtons of bodies in
 * a game world) are nowhere near 1e154. An infinite or NaN component still gives Infinity or NaN.
 */
export function length(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}
