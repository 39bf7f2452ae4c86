import type { Vec2Like } from '../../sim/math/vec2';
import type { WorldPen } from './WorldPen';

/** Radius of a target's ring, CSS px (its grab radius is larger: see the input's hit test). */
export const TARGET_RING_PX = 13;
/** How far a target's drawing reaches from its centre, CSS px: the crosshair's arms round a highlighted ring. */
export const TARGET_REACH_PX = TARGET_RING_PX + 3 + 7;

/**
 * Draws a draggable target: a ring with a crosshair in its entity's colour, an arrow along its
 * velocity when it moves, and a faint dashed link to each entity that tracks it.
 */
export class TargetPainter {
  constructor(private readonly pen: WorldPen) {}

  /** A faint dashed link from an entity (m) to its target (m). */
  link(target: Readonly<Vec2Like>, entityPosition: Readonly<Vec2Like>, color: number): void {
    this.pen.graphics.lineStyle(1, color, 0.28);
    this.pen.dashedLine(entityPosition.x, entityPosition.y, target.x, target.y, 6, 6);
  }

  /**
   * Draws the target at `target` (m): its ring, crosshair and, when it moves, a short arrow along
   * its velocity (0.6 s of travel). `radiusM` is its hit circle (drawn faintly when larger than the ring).
   */
  draw(target: Readonly<Vec2Like>, velocity: Readonly<Vec2Like>, radiusM: number, color: number, highlighted: boolean): void {
    const g = this.pen.graphics;
    const sx = this.pen.sx(target.x);
    const sy = this.pen.sy(target.y);
    const hitPx = radiusM * this.pen.view.pixelsPerMetre;
    if (hitPx > TARGET_RING_PX + 2) {
      g.lineStyle(1, color, 0.35);
      g.strokeCircle(sx, sy, hitPx);
    }
    const speed = Math.hypot(velocity.x, velocity.y);
    if (speed > 0.2) {
      const tipX = target.x + velocity.x * 0.6;
      const tipY = target.y + velocity.y * 0.6;
      g.lineStyle(2, color, 0.7);
      this.pen.line(target.x, target.y, tipX, tipY);
      const a = Math.atan2(-velocity.y, velocity.x);
      const tx = this.pen.sx(tipX);
      const ty = this.pen.sy(tipY);
      g.fillStyle(color, 0.8);
      g.fillTriangle(
        tx + 7 * Math.cos(a),
        ty + 7 * Math.sin(a),
        tx + 5 * Math.cos(a + 2.3),
        ty + 5 * Math.sin(a + 2.3),
        tx + 5 * Math.cos(a - 2.3),
        ty + 5 * Math.sin(a - 2.3),
      );
    }

    const ring = highlighted ? TARGET_RING_PX + 3 : TARGET_RING_PX;
    g.fillStyle(color, highlighted ? 0.28 : 0.14);
    g.fillCircle(sx, sy, ring);
    g.lineStyle(2, color, 1);
    g.strokeCircle(sx, sy, ring);
    const inner = 5;
    const outer = ring + 7;
    g.lineBetween(sx - outer, sy, sx - inner, sy);
    g.lineBetween(sx + inner, sy, sx + outer, sy);
    g.lineBetween(sx, sy - outer, sx, sy - inner);
    g.lineBetween(sx, sy + inner, sx, sy + outer);
    g.fillStyle(color, 1);
    g.fillCircle(sx, sy, 2.5);
  }
}
