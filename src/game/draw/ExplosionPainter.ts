import type { Explosion } from '../../app/model/HitLog';
import { COLORS, entityColor, mixColor } from '../../app/presentation/palette';
import { prefersReducedMotion } from './reducedMotion';
import type { WorldPen } from './WorldPen';

/** How long an explosion shows, s of simulated time (so pause freezes it and slow motion slows it). */
export const EXPLOSION_SECONDS = 0.9;
/** The shock ring grows to at least this radius on screen, CSS px, however far the view is zoomed out. */
const MIN_RING_PX = 46;

/** Sparks per explosion. */
const SPARKS = 12;

/**
 * Draws the hits' explosions: a white-hot flash, an expanding shock ring in the hitter's colour,
 * and sparks flying out, all fading over {@link EXPLOSION_SECONDS}. It draws the demo's fixed ring
 * of recent explosions with Graphics calls only: no objects are created per frame or per hit.
 * Sized for the screen: the ring reaches at least {@link MIN_RING_PX}. With reduced motion, a
 * hit is a short, still flash and a thin ring: no shock wave, no flying sparks.
 */
export class ExplosionPainter {
  constructor(private readonly pen: WorldPen) {}

  /** Draws every explosion younger than {@link EXPLOSION_SECONDS} at simulated time `now` (s). */
  draw(explosions: readonly Explosion[], now: number): void {
    for (let i = 0; i < explosions.length; i++) {
      const explosion = explosions[i] as Explosion;
      if (!explosion.used) continue;
      const age = now - explosion.time;
      if (age < 0 || age > EXPLOSION_SECONDS) continue;
      this.drawOne(explosion, age / EXPLOSION_SECONDS);
    }
  }

  private drawOne(explosion: Explosion, t: number): void {
    const g = this.pen.graphics;
    const { x, y } = explosion;
    const ppm = this.pen.view.pixelsPerMetre;
    const color = entityColor(explosion.colorIndex);
    const fade = 1 - t;
    const ease = 1 - fade * fade;
    // Metres to px, at least big enough to read when zoomed out (a phone).
    const scale = Math.max(ppm, MIN_RING_PX / 8);
    if (prefersReducedMotion()) {
      if (t > 0.5) return;
      g.fillStyle(COLORS.flameInner, 0.7 * (1 - 2 * t));
      this.pen.fillDot(x, y, 2.5 * scale);
      g.lineStyle(2, mixColor(color, 0xffffff, 0.3), 0.9 * (1 - 2 * t));
      this.pen.strokeRing(x, y, 4 * scale);
      return;
    }
    // Flash: bright at first, gone by a third of the way.
    if (t < 0.35) {
      const flash = 1 - t / 0.35;
      g.fillStyle(COLORS.flameInner, 0.85 * flash);
      this.pen.fillDot(x, y, (1 + 2.2 * ease) * scale);
      g.fillStyle(COLORS.flameOuter, 0.5 * flash);
      this.pen.fillDot(x, y, (1.6 + 3 * ease) * scale);
    }
    // Shock ring in the hitter's colour.
    g.lineStyle(3 * fade + 1, mixColor(color, 0xffffff, 0.3), 0.9 * fade);
    this.pen.strokeRing(x, y, (1 + 7 * ease) * scale);
    g.lineStyle(1.5, COLORS.flameOuter, 0.6 * fade);
    this.pen.strokeRing(x, y, (0.6 + 4.5 * ease) * scale);
    // Sparks: fixed directions turned by the hit's time, flying out and fading.
    const spin = explosion.time * 7.3;
    const grow = scale / ppm;
    g.lineStyle(2.5, COLORS.flameInner, 0.9 * fade);
    for (let k = 0; k < SPARKS; k++) {
      const a = spin + (k * 2 * Math.PI) / SPARKS;
      const reach = (k % 3 === 0 ? 8 : k % 3 === 1 ? 6 : 4.5) * ease * grow;
      const inner = Math.max(0, reach - 1.4 * grow);
      this.pen.line(x + inner * Math.cos(a), y + inner * Math.sin(a), x + reach * Math.cos(a), y + reach * Math.sin(a));
    }
  }
}
