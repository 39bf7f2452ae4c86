import type { Vec2Like } from '../../sim/math/vec2';
import type { WorldPen } from './WorldPen';

/** Radius of a target's ring, CSS px (its grab radius is larger: see the input's hit test). */
export const TARGET_RING_PX = 13;

/**
 * Draws a draggable target: a ring with a crosshair in its entity's colour, and a faint dashed
 * link to the entity that tracks it.
 */
export class TargetPainter {
  constructor(private readonly pen: WorldPen) {}

  /** Draws the target at `target` (m) for an entity at `entityPosition` (m). */
  draw(target: Readonly<Vec2Like>, entityPosition: Readonly<Vec2Like>, color: number, highlighted: boolean): void {
    const g = this.pen.graphics;
    const sx = this.pen.sx(target.x);
    const sy = this.pen.sy(target.y);
    g.lineStyle(1, color, 0.28);
    this.pen.dashedLine(entityPosition.x, entityPosition.y, target.x, target.y, 6, 6);

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
