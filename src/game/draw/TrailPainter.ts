import type { Trail } from '../../app/Trail';
import type { WorldPen } from './WorldPen';

/** The trail is drawn in this many pieces of equal alpha, from faint (old) to strong (new). */
const ALPHA_STEPS = 12;
/** Alpha of the newest piece. */
const NEWEST_ALPHA = 0.55;

/** Draws an entity's trail as a polyline that fades with age. */
export class TrailPainter {
  constructor(private readonly pen: WorldPen) {}

  /** Draws `trail` in `color`, ending at the entity's current position (x, y) in m. */
  draw(trail: Trail, color: number, x: number, y: number): void {
    const count = trail.count;
    if (count < 2) return;
    const g = this.pen.graphics;
    const perStep = Math.ceil(count / ALPHA_STEPS);
    for (let start = 0; start < count - 1; start += perStep) {
      const end = Math.min(count - 1, start + perStep);
      const age = 1 - end / (count - 1);
      g.lineStyle(2, color, NEWEST_ALPHA * (1 - age) * (1 - age) + 0.02);
      g.beginPath();
      g.moveTo(this.pen.sx(trail.x(start)), this.pen.sy(trail.y(start)));
      for (let i = start + 1; i <= end; i++) g.lineTo(this.pen.sx(trail.x(i)), this.pen.sy(trail.y(i)));
      if (end === count - 1) g.lineTo(this.pen.sx(x), this.pen.sy(y));
      g.strokePath();
    }
  }
}
