import type { CrowdMember } from './CrowdMember';
import type { EntityType } from '../../sim/entities/EntitySettings';
import type { BodyPart } from '../../sim/entities/shapes';
import type { Point } from '../../sim/math/vec2';
import { COLORS, entityColor, mixColor } from '../../app/presentation/palette';
import { BODY_GEOMETRY } from './EntityPainter';
import { PALETTE_SIZE, type PaletteBuckets } from './PaletteBuckets';
import type { WorldPen } from './WorldPen';
import { crowdBodyLevel } from './drawDetail';

/** Speed above which a missile shows its cruising flame, m/s. */
const MOVING_SPEED = 0.5;

/** Parts of each type drawn in the entity's own colour (all but the hull, which is drawn dark). */
const BRIGHT_PARTS: Readonly<Record<EntityType, readonly BodyPart[]>> = {
  missile: BODY_GEOMETRY.missile.parts.filter((part) => part.name !== 'hull'),
  character: BODY_GEOMETRY.character.parts.filter((part) => part.name !== 'hull'),
};

/** The hull of each type. */
const HULL: Readonly<Record<EntityType, BodyPart>> = {
  missile: BODY_GEOMETRY.missile.parts.find((part) => part.name === 'hull') as BodyPart,
  character: BODY_GEOMETRY.character.parts.find((part) => part.name === 'hull') as BodyPart,
};

/** The outline of the hull and nose cone of both types (body coordinates, m): the far silhouette. */
const SILHOUETTE: readonly Point[] = silhouetteOf(BODY_GEOMETRY.missile.parts);

/** The side of the square a far body is drawn as, in metres: the silhouette's area as a square. */
const DOT_SIDE = Math.sqrt(polygonArea(SILHOUETTE));

/** Far bodies are drawn as squares at least this many CSS px wide, so that none vanishes. */
const MIN_DOT_PIXELS = 2;

function polygonArea(vertices: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < vertices.length; i++) {
    const [ax, ay] = vertices[i] as Point;
    const [bx, by] = vertices[(i + 1) % vertices.length] as Point;
    twice += ax * by - bx * ay;
  }
  return Math.abs(twice) / 2;
}

function silhouetteOf(parts: readonly BodyPart[]): Point[] {
  const hull = parts.find((part) => part.name === 'hull')?.vertices ?? [];
  const nose = parts.find((part) => part.name === 'nose')?.vertices ?? [];
  const xs = hull.map(([x]) => x);
  const ys = hull.map(([, y]) => y);
  const back = Math.min(...xs);
  const front = Math.max(...xs);
  const top = Math.max(...ys);
  const bottom = Math.min(...ys);
  const tip = nose.reduce<Point>((best, vertex) => (vertex[0] > best[0] ? vertex : best), [front, (top + bottom) / 2]);
  return [[back, bottom], [front, bottom], tip, [front, top], [back, top]];
}

/**
 * Draws a crowd of entities (hundreds or thousands) cheaply: the same convex parts as
 * EntityPainter, but batched by colour, so that the renderer makes a handful of fills per colour
 * instead of several per entity: every hull of a colour in one dark fill, every nose, tail and
 * jet of that colour in one bright fill, and every missile's flame in one fill; outlines only
 * when entities are large enough on screen to show them, a single silhouette per entity when
 * they are small, a square when a few pixels long (levels: crowdBodyLevel in drawDetail.ts).
 * Allocates nothing per frame.
 */
export class CrowdPainter {
  private readonly dark: readonly number[];
  private readonly bright: readonly number[];
  /** The silhouette's colour: the entity's, a little darker. */
  private readonly far: readonly number[];
  /** Whether sub-paths are closed explicitly this frame (only when outlines are stroked). */
  private close = false;

  constructor(private readonly pen: WorldPen) {
    this.dark = Array.from({ length: PALETTE_SIZE }, (_, i) => mixColor(entityColor(i), COLORS.background, 0.55));
    this.bright = Array.from({ length: PALETTE_SIZE }, (_, i) => mixColor(entityColor(i), 0xffffff, 0.35));
    this.far = Array.from({ length: PALETTE_SIZE }, (_, i) => mixColor(entityColor(i), COLORS.background, 0.2));
  }

  /**
   * Draws the entities grouped in `buckets` (indices into `records`).
   * @param time a wall-clock time in s, only to animate the flames' flicker.
   */
  draw(records: readonly CrowdMember[], buckets: PaletteBuckets, time: number): void {
    const g = this.pen.graphics;
    const level = crowdBodyLevel(this.pen.view.pixelsPerMetre);
    if (level === 'dot') {
      this.drawDots(records, buckets);
      return;
    }
    // Flames first, under the bodies.
    g.fillStyle(COLORS.flameOuter, 0.7);
    g.beginPath();
    for (let colour = 0; colour < PALETTE_SIZE; colour++) {
      for (let k = 0; k < buckets.size(colour); k++) this.addFlame(records[buckets.index(colour, k)] as CrowdMember, time);
    }
    g.fillPath();

    if (level === 'silhouette') {
      this.close = false;
      for (let colour = 0; colour < PALETTE_SIZE; colour++) {
        const count = buckets.size(colour);
        if (count === 0) continue;
        g.fillStyle(this.far[colour] as number, 1);
        g.beginPath();
        for (let k = 0; k < count; k++) {
          const entity = (records[buckets.index(colour, k)] as CrowdMember).entity;
          this.addPolygon(SILHOUETTE, entity.position.x, entity.position.y, Math.cos(entity.angle), Math.sin(entity.angle));
        }
        g.fillPath();
      }
      return;
    }
    const outlines = level === 'outlined';
    // A fill closes every sub-path by itself; closing them explicitly (needed only for outlines)
    // is far from free in the Canvas renderer with thousands of sub-paths in one path.
    this.close = outlines;
    for (let colour = 0; colour < PALETTE_SIZE; colour++) {
      const count = buckets.size(colour);
      if (count === 0) continue;
      g.fillStyle(this.dark[colour] as number, 1);
      g.beginPath();
      for (let k = 0; k < count; k++) this.addParts(records[buckets.index(colour, k)] as CrowdMember, true);
      g.fillPath();
      if (outlines) {
        g.lineStyle(1.5, entityColor(colour), 1);
        g.strokePath();
      }
      g.fillStyle(entityColor(colour), 1);
      g.beginPath();
      for (let k = 0; k < count; k++) this.addParts(records[buckets.index(colour, k)] as CrowdMember, false);
      g.fillPath();
      if (outlines) {
        g.lineStyle(1.5, this.bright[colour] as number, 1);
        g.strokePath();
      }
    }
  }

  /**
   * The far level: each body one square in its colour (the silhouette's), centred on it (no flame, no heading: at
   * this zoom a body is a few pixels long), one fill colour per palette entry.
   */
  private drawDots(records: readonly CrowdMember[], buckets: PaletteBuckets): void {
    const g = this.pen.graphics;
    const pen = this.pen;
    const side = Math.max(MIN_DOT_PIXELS, DOT_SIDE * pen.view.pixelsPerMetre);
    const half = side / 2;
    for (let colour = 0; colour < PALETTE_SIZE; colour++) {
      const count = buckets.size(colour);
      if (count === 0) continue;
      g.fillStyle(this.far[colour] as number, 1);
      for (let k = 0; k < count; k++) {
        const { x, y } = (records[buckets.index(colour, k)] as CrowdMember).entity.position;
        g.fillRect(pen.sx(x) - half, pen.sy(y) - half, side, side);
      }
    }
  }

  /** Adds the hull (or the other parts) of an entity to the current path, one sub-path per part. */
  private addParts(record: CrowdMember, hull: boolean): void {
    const entity = record.entity;
    const { x, y } = entity.position;
    const cos = Math.cos(entity.angle);
    const sin = Math.sin(entity.angle);
    if (hull) {
      this.addPolygon(HULL[entity.type].vertices, x, y, cos, sin);
      return;
    }
    const parts = BRIGHT_PARTS[entity.type];
    for (let p = 0; p < parts.length; p++) this.addPolygon((parts[p] as BodyPart).vertices, x, y, cos, sin);
  }

  /**
   * A missile's exhaust flame as a sub-path (filled only, so left open): its length grows with thrust, with a small flicker while cruising.
   */
  private addFlame(record: CrowdMember, time: number): void {
    const entity = record.entity;
    if (entity.type !== 'missile') return;
    const { x, y } = entity.position;
    const velocity = entity.velocity;
    const moving = velocity.x * velocity.x + velocity.y * velocity.y > MOVING_SPEED * MOVING_SPEED;
    const flicker = 0.5 + 0.5 * Math.sin(time * 38 + x * 3.1) * Math.sin(time * 23 + y * 1.7);
    const strength = Math.max(entity.thrustFraction, moving ? 0.18 + 0.08 * flicker : 0);
    if (strength <= 0.01) return;
    const tailX = BODY_GEOMETRY.missile.tailX + 0.1;
    const length = 0.6 + 4.2 * strength * (0.85 + 0.3 * flicker);
    const halfWidth = 0.35 + 0.25 * strength;
    const cos = Math.cos(entity.angle);
    const sin = Math.sin(entity.angle);
    const g = this.pen.graphics;
    const pen = this.pen;
    g.moveTo(pen.sx(x + tailX * cos - halfWidth * sin), pen.sy(y + tailX * sin + halfWidth * cos));
    g.lineTo(pen.sx(x + (tailX - length) * cos), pen.sy(y + (tailX - length) * sin));
    g.lineTo(pen.sx(x + tailX * cos + halfWidth * sin), pen.sy(y + tailX * sin - halfWidth * cos));
  }

  /** A polygon in body coordinates (m) as a sub-path (closed when outlines are drawn), placed at (x, y) and turned by (cos, sin). */
  private addPolygon(vertices: readonly Point[], x: number, y: number, cos: number, sin: number): void {
    const g = this.pen.graphics;
    const pen = this.pen;
    for (let i = 0; i < vertices.length; i++) {
      const [bx, by] = vertices[i] as Point;
      const sx = pen.sx(x + bx * cos - by * sin);
      const sy = pen.sy(y + bx * sin + by * cos);
      if (i === 0) g.moveTo(sx, sy);
      else g.lineTo(sx, sy);
    }
    if (this.close) g.closePath();
  }
}
