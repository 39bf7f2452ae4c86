import type { Demo } from '../../app/Demo';
import type { Vec2Like } from '../../sim/math/vec2';
import type { ObstacleShape } from '../../sim/obstacles/Obstacle';
import { BODY_GEOMETRY } from '../draw/EntityPainter';
import { TARGET_RING_PX } from '../draw/TargetPainter';
import { WAYPOINT_DOT_PX } from '../draw/PathPainter';
import type { Viewport } from '../Viewport';

/** What is under a screen point. */
export type Hit =
  | { kind: 'waypoint'; entityId: string; index: number }
  | { kind: 'target'; targetId: string }
  | { kind: 'entity'; entityId: string }
  | { kind: 'obstacle'; obstacleId: string }
  | { kind: 'empty' };

/** Grab radius of a target, CSS px: generous, for fingers. */
export const TARGET_GRAB_PX = Math.max(22, TARGET_RING_PX + 8);
/** Grab radius of a waypoint dot, CSS px. */
export const WAYPOINT_GRAB_PX = Math.max(14, WAYPOINT_DOT_PX + 8);
/** Smallest click radius of an entity, CSS px (a tiny entity when zoomed out stays clickable). */
const ENTITY_MIN_GRAB_PX = 16;
/** An obstacle can be grabbed this far outside its outline, CSS px (thin walls, fingers). */
export const OBSTACLE_GRAB_MARGIN_PX = 8;

const EMPTY: Hit = Object.freeze({ kind: 'empty' });

/**
 * Finds what a pointer at (sx, sy) CSS px would grab, in this order: a waypoint (Path mode, where
 * paths are drawn), a target (Track and Seek modes, where targets are drawn), an entity, an
 * obstacle. The nearest one within its grab radius wins.
 */
export function hitTest(demo: Demo, view: Viewport, sx: number, sy: number): Hit {
  const records = demo.view.records;
  if (demo.editor.entities.mode === 'path') {
    let best: Hit = EMPTY;
    let bestDistance = WAYPOINT_GRAB_PX;
    for (const record of records) {
      const path = record.path;
      for (let i = 0; i < path.length; i++) {
        const p = path[i];
        if (!p) continue;
        const d = Math.hypot(view.toScreenX(p.x) - sx, view.toScreenY(p.y) - sy);
        if (d <= bestDistance) {
          bestDistance = d;
          best = { kind: 'waypoint', entityId: record.entity.id, index: i };
        }
      }
    }
    if (best.kind !== 'empty') return best;
  } else {
    let best: Hit = EMPTY;
    let bestDistance = TARGET_GRAB_PX;
    // The entities' targets and the loose ones (a scene file's spare targets).
    for (const target of demo.view.targets) {
      const p = target.position;
      const d = Math.hypot(view.toScreenX(p.x) - sx, view.toScreenY(p.y) - sy);
      if (d <= bestDistance) {
        bestDistance = d;
        best = { kind: 'target', targetId: target.id };
      }
    }
    if (best.kind !== 'empty') return best;
  }
  let best: Hit = EMPTY;
  let bestDistance = Infinity;
  for (const record of records) {
    const entity = record.entity;
    const radius = Math.max(ENTITY_MIN_GRAB_PX, BODY_GEOMETRY[entity.type].radius * 0.8 * view.pixelsPerMetre);
    const d = Math.hypot(view.toScreenX(entity.position.x) - sx, view.toScreenY(entity.position.y) - sy);
    if (d <= radius && d < bestDistance) {
      bestDistance = d;
      best = { kind: 'entity', entityId: entity.id };
    }
  }
  if (best.kind !== 'empty') return best;
  // Obstacles: the last placed (drawn on top) first.
  const margin = OBSTACLE_GRAB_MARGIN_PX / view.pixelsPerMetre;
  const x = view.toWorldX(sx);
  const y = view.toWorldY(sy);
  const obstacles = demo.view.obstacles;
  for (let i = obstacles.length - 1; i >= 0; i--) {
    const obstacle = (obstacles[i] as (typeof obstacles)[number]).obstacle;
    if (obstacleDistance(obstacle.shape, obstacle.position, obstacle.angle, x, y) <= margin)
      return { kind: 'obstacle', obstacleId: obstacle.id };
  }
  return best;
}

/** Distance (m) from a world point to an obstacle's outline, 0 inside it. */
export function obstacleDistance(shape: ObstacleShape, centre: Readonly<Vec2Like>, angle: number, x: number, y: number): number {
  const dx = x - centre.x;
  const dy = y - centre.y;
  if (shape.type === 'circle') return Math.max(0, Math.hypot(dx, dy) - shape.radius);
  // Into the box's frame.
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const lx = Math.abs(dx * c + dy * s) - shape.halfWidth;
  const ly = Math.abs(-dx * s + dy * c) - shape.halfHeight;
  return Math.hypot(Math.max(0, lx), Math.max(0, ly));
}
