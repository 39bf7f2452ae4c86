import { entityColor } from '../../app/presentation/palette';
import type { CrowdTrailMember } from './CrowdMember';
import type { DrawDetail } from './drawDetail';
import { PALETTE_SIZE, type PaletteBuckets } from './PaletteBuckets';
import type { WorldPen } from './WorldPen';

/** A crowd's trails fade in this many steps of alpha, oldest to newest. */
const BANDS = 2;
/** Width of a crowd's trails, CSS px. */
const WIDTH_PX = 1;
/** Alpha of the newest band. */
const NEWEST_ALPHA = 0.5;

/**
 * Draws a crowd's trails batched by colour and age: for each colour, one stroke per alpha band
 * holding that band of every trail of that colour, over the newest `detail.trailPoints` points
 * taking every `detail.trailStride`-th. A few dozen strokes in all, whatever the crowd's size.
 */
export class CrowdTrailPainter {
  constructor(private readonly pen: WorldPen) {}

  draw(records: readonly CrowdTrailMember[], buckets: PaletteBuckets, detail: DrawDetail): void {
    const g = this.pen.graphics;
    for (let colour = 0; colour < PALETTE_SIZE; colour++) {
      const count = buckets.size(colour);
      if (count === 0) continue;
      for (let band = 0; band < BANDS; band++) {
        const strength = (band + 1) / BANDS;
        g.lineStyle(WIDTH_PX, entityColor(colour), NEWEST_ALPHA * strength * strength);
        g.beginPath();
        for (let k = 0; k < count; k++) this.addBand(records[buckets.index(colour, k)] as CrowdTrailMember, band, detail);
        g.strokePath();
      }
    }
  }

  /** Adds band `band` of one trail (0: oldest) as a sub-path; the newest band ends at the entity. */
  private addBand(record: CrowdTrailMember, band: number, detail: DrawDetail): void {
    const trail = record.trail;
    const shown = Math.min(trail.count, detail.trailPoints);
    if (shown < 2) return;
    const first = trail.count - shown;
    const start = first + Math.floor((band * (shown - 1)) / BANDS);
    const end = first + Math.floor(((band + 1) * (shown - 1)) / BANDS);
    const g = this.pen.graphics;
    const pen = this.pen;
    g.moveTo(pen.sx(trail.x(start)), pen.sy(trail.y(start)));
    for (let i = start + detail.trailStride; i < end; i += detail.trailStride) g.lineTo(pen.sx(trail.x(i)), pen.sy(trail.y(i)));
    g.lineTo(pen.sx(trail.x(end)), pen.sy(trail.y(end)));
    if (band === BANDS - 1) {
      const position = record.entity.position;
      g.lineTo(pen.sx(position.x), pen.sy(position.y));
    }
  }
}
