import type { Trail } from '../../app/model/Trail';
import { prefersReducedMotion } from './reducedMotion';
import type { WorldPen } from './WorldPen';

/** The trail is drawn in this many pieces of equal alpha, from faint (old) to strong (new). */
const ALPHA_STEPS = 12;
/** Alpha of the newest piece. */
const NEWEST_ALPHA = 0.55;

/** With reduced motion only this newest fraction of the trail is drawn, fainter. */
const REDUCED_FRACTION = 0.35;

/** Draws an entity's trail as a polyline that fades with age (short and faint with reduced motion). */
export class TrailPainter {
  constructor(private readonly pen: WorldPen) {}

  /** Draws `trail` in `color`, ending at the entity's current position (x, y) in m. */
  draw(trail: Trail, color: number, x: number, y: number): void {
    const count = trail.count;
    if (count < 2) return;
    const g = this.pen.graphics;
    const reduced = prefersReducedMotion();
    const first = reduced ? Math.floor(count * (1 - REDUCED_FRACTION)) : 0;
    const strength = reduced ? 0.5 : 1;
    const perStep = Math.ceil(count / ALPHA_STEPS);
    for (let start = first; start < count - 1; start += perStep) {
      const end = Math.min(count - 1, start + perStep);
      const age = 1 - end / (count - 1);
      g.lineStyle(2, color, strength * (NEWEST_ALPHA * (1 - age) * (1 - age) + 0.02));
      g.beginPath();
      g.moveTo(this.pen.sx(trail.x(start)), this.pen.sy(trail.y(start)));
      for (let i = start + 1; i <= end; i++) g.lineTo(this.pen.sx(trail.x(i)), this.pen.sy(trail.y(i)));
      if (end === count - 1) g.lineTo(this.pen.sx(x), this.pen.sy(y));
      g.strokePath();
    }
  }
}
