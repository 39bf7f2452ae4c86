import type { Demo } from '../../app/Demo';
import { entityColor } from '../../app/presentation/palette';
import type { BodyPart } from '../../sim/entities/shapes';
import { BODY_GEOMETRY } from './EntityPainter';
import type { WorldPen } from './WorldPen';

/** The ghost's trail covers this many steps of the recorded run (6 s at 60 Hz, as a body's trail). */
const GHOST_TRAIL_STEPS = 360;
/** Its trail is dotted: one dot every this many steps. */
const DOT_EVERY_STEPS = 4;

/**
 * Draws the recorded run beside a what-if run (demo.history.ghost): each recorded body as a
 * translucent outline in its entity's colour, with a dotted trail of where the recorded run went.
 */
export class GhostPainter {
  constructor(private readonly pen: WorldPen) {}

  draw(demo: Demo): void {
    const ghost = demo.history.ghost;
    if (!ghost) return;
    const g = this.pen.graphics;
    for (const body of ghost.entities) {
      const record = demo.view.findRecord(body.id);
      const entity = record?.entity;
      if (!record || !entity) continue;
      const color = entityColor(record.colorIndex);
      const trail = demo.history.ghostTrail(body.id, GHOST_TRAIL_STEPS);
      g.fillStyle(color, 0.45);
      for (let i = trail.length - 1; i >= 0; i -= DOT_EVERY_STEPS) {
        const point = trail[i] as { x: number; y: number };
        this.pen.fillDot(point.x, point.y, 1.6);
      }
      const cos = Math.cos(body.angle);
      const sin = Math.sin(body.angle);
      for (const part of BODY_GEOMETRY[entity.type].parts as readonly BodyPart[]) {
        g.fillStyle(color, 0.16);
        this.pen.bodyPolygonPath(part.vertices, body.position.x, body.position.y, cos, sin);
        g.fillPath();
        g.lineStyle(1.5, color, 0.6);
        this.pen.bodyPolygonPath(part.vertices, body.position.x, body.position.y, cos, sin);
        g.strokePath();
      }
    }
  }
}
