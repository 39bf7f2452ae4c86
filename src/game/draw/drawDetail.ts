/**
 * How much the renderer draws per entity, chosen by the number of entities: every detail for the
 * few entities of normal play; for a crowd (the benchmark's hundreds or thousands) batched bodies,
 * one label, one path and short, thinned trails, so that drawing stays cheap next to the simulation.
 */
export interface DrawDetail {
  /**
   * Entities drawn one by one with outlines, flames and glowing jets (true), or the crowd batched
   * by colour: one fill per colour and part for all of them, and no id labels (false, see
   * CrowdPainter). The selected entity is always drawn in full, with its label.
   */
  readonly detailedEntities: boolean;
  /**
   * Every entity's guide is drawn (true): its path and numbered waypoints in Path mode, its link to its target in Track and Seek; or only
   * the selected one's (false).
   */
  readonly everyGuide: boolean;
  /** Newest trail points drawn per entity (the trail keeps more). */
  readonly trailPoints: number;
  /** Every how many trail points one is drawn (1: all). */
  readonly trailStride: number;
}

/** Up to this many entities everything is drawn in full (the game allows 10). */
export const DETAILED_MAX_ENTITIES = 16;

/** A crowd's trails are drawn with at most about this many points in all. */
export const CROWD_TRAIL_POINT_BUDGET = 10_000;

/** A crowd's trails show at most this many of their newest points (1 s at 30 points per second). */
export const CROWD_TRAIL_POINTS = 30;

/**
 * The detail for `entityCount` entities whose trails keep `trailCapacity` points. Pure; the result
 * is a fresh object (call it when the count changes, not every frame).
 */
export function drawDetail(entityCount: number, trailCapacity: number): DrawDetail {
  if (entityCount <= DETAILED_MAX_ENTITIES) {
    return { detailedEntities: true, everyGuide: true, trailPoints: trailCapacity, trailStride: 1 };
  }
  const trailPoints = Math.min(trailCapacity, CROWD_TRAIL_POINTS);
  const trailStride = Math.max(1, Math.ceil((trailPoints * entityCount) / CROWD_TRAIL_POINT_BUDGET));
  return { detailedEntities: false, everyGuide: false, trailPoints, trailStride };
}

/**
 * How a crowd's bodies are drawn at a zoom, most detail first: `outlined` (dark hull and bright
 * parts, each outlined), `parts` (the same without outlines), `silhouette` (one 5-point outline per
 * body in its colour) and `dot` (one small square per body in its colour, no flame: the body is a
 * few pixels long, and a square costs a fifth of a silhouette to rasterise). Labels and trails do
 * not depend on it.
 */
export type CrowdBodyLevel = 'outlined' | 'parts' | 'silhouette' | 'dot';

/** Outlines are drawn from this many CSS px per metre on screen (an entity about 60 px long). */
export const OUTLINE_MIN_PIXELS_PER_METRE = 8;

/** Below this many CSS px per metre (an entity under about 30 px long) each body is a silhouette. */
export const SILHOUETTE_MAX_PIXELS_PER_METRE = 4;

/** Below this many CSS px per metre (an entity under about 15 px long, 4 px wide) each body is a dot. */
export const DOT_MAX_PIXELS_PER_METRE = 2;

/** The level a crowd's bodies are drawn at, `pixelsPerMetre` CSS px per metre on screen. Pure. */
export function crowdBodyLevel(pixelsPerMetre: number): CrowdBodyLevel {
  if (pixelsPerMetre >= OUTLINE_MIN_PIXELS_PER_METRE) return 'outlined';
  if (pixelsPerMetre >= SILHOUETTE_MAX_PIXELS_PER_METRE) return 'parts';
  if (pixelsPerMetre >= DOT_MAX_PIXELS_PER_METRE) return 'silhouette';
  return 'dot';
}
