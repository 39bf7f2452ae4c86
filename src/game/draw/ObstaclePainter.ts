import type { ObstacleRecord } from '../../app/Demo';
import type { ObstacleKind } from '../../app/model/obstacleKinds';
import type { Vec2Like } from '../../sim/math/vec2';
import type { ObstacleShape } from '../../sim/obstacles/Obstacle';
import { COLORS } from '../../app/presentation/palette';
import type { WorldPen } from './WorldPen';

/** Fill and outline colours of each kind of obstacle. */
const LOOK: Readonly<Record<ObstacleKind, { fill: number; edge: number; detail: number }>> = {
  wall: { fill: COLORS.wallFill, edge: COLORS.wallEdge, detail: COLORS.wallDetail },
  box: { fill: COLORS.boxFill, edge: COLORS.boxEdge, detail: COLORS.boxDetail },
  rock: { fill: COLORS.rockFill, edge: COLORS.rockEdge, detail: COLORS.rockDetail },
  crate: { fill: COLORS.crateFill, edge: COLORS.crateEdge, detail: COLORS.crateDetail },
};

/**
 * Draws the obstacles from their physics shapes: walls (slate, with a hatch), fixed boxes (steel,
 * with an inset), round rocks (grey, with a few cracks), loose crates (wood, with a cross brace).
 * The selected one gets a white outline; one dragged while time is paused shows a ghost where it
 * will go. Allocates nothing.
 */
export class ObstaclePainter {
  /** The frame of the obstacle whose details are drawn: centre (m) and the angle's cosine and sine. */
  private frameX = 0;
  private frameY = 0;
  private frameCos = 1;
  private frameSin = 0;

  constructor(private readonly pen: WorldPen) {}

  /** Draws one obstacle. */
  draw(record: ObstacleRecord, selected: boolean, paused: boolean): void {
    const { obstacle, kind } = record;
    const look = LOOK[kind];
    const p = obstacle.position;
    const g = this.pen.graphics;
    g.fillStyle(look.fill, 1);
    this.shapePath(obstacle.shape, p.x, p.y, obstacle.angle, 0);
    g.fillPath();
    g.lineStyle(2, look.edge, 1);
    this.shapePath(obstacle.shape, p.x, p.y, obstacle.angle, 0);
    g.strokePath();
    this.details(kind, obstacle.shape, p, obstacle.angle, look.detail);
    if (selected) {
      g.lineStyle(2, COLORS.selection, 0.9);
      this.shapePath(obstacle.shape, p.x, p.y, obstacle.angle, 4 / this.pen.view.pixelsPerMetre);
      g.strokePath();
    }
    const goal = record.dragGoal;
    if (paused && goal && Math.hypot(goal.x - p.x, goal.y - p.y) > 0.05) {
      g.lineStyle(1.5, COLORS.selection, 0.6);
      this.shapePath(obstacle.shape, goal.x, goal.y, obstacle.angle, 0);
      g.strokePath();
      g.lineStyle(1, COLORS.selection, 0.4);
      this.pen.dashedLine(p.x, p.y, goal.x, goal.y, 5, 5);
    }
  }

  /** A new path around the shape at (x, y), turned by `angle`, grown by `grow` m. */
  private shapePath(shape: ObstacleShape, x: number, y: number, angle: number, grow: number): void {
    const g = this.pen.graphics;
    g.beginPath();
    if (shape.type === 'circle') {
      this.pen.arcPath(x, y, shape.radius + grow, 0, 2 * Math.PI, 32);
      g.closePath();
      return;
    }
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    const w = shape.halfWidth + grow;
    const h = shape.halfHeight + grow;
    g.moveTo(this.pen.sx(x + w * c - h * s), this.pen.sy(y + w * s + h * c));
    g.lineTo(this.pen.sx(x - w * c - h * s), this.pen.sy(y - w * s + h * c));
    g.lineTo(this.pen.sx(x - w * c + h * s), this.pen.sy(y - w * s - h * c));
    g.lineTo(this.pen.sx(x + w * c + h * s), this.pen.sy(y + w * s - h * c));
    g.closePath();
  }

  /** The kind's marks: hatch, inset, cracks or a cross brace. */
  private details(kind: ObstacleKind, shape: ObstacleShape, p: Readonly<Vec2Like>, angle: number, color: number): void {
    const g = this.pen.graphics;
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    g.lineStyle(1.5, color, 0.8);
    if (shape.type === 'circle') {
      // A few cracks from near the middle.
      const r = shape.radius;
      for (let i = 0; i < 3; i++) {
        const a = angle + i * 2.1 + 0.4;
        this.pen.line(
          p.x + 0.2 * r * Math.cos(a),
          p.y + 0.2 * r * Math.sin(a),
          p.x + 0.75 * r * Math.cos(a + 0.3),
          p.y + 0.75 * r * Math.sin(a + 0.3),
        );
      }
      return;
    }
    const w = shape.halfWidth;
    const h = shape.halfHeight;
    this.frameX = p.x;
    this.frameY = p.y;
    this.frameCos = c;
    this.frameSin = s;
    if (kind === 'wall') {
      // Hatch across the wall, every metre.
      for (let u = -w + h + 0.5; u < w - h; u += 1) this.localLine(u - h, -h, u + h, h);
    } else if (kind === 'crate') {
      const i = 0.22 * Math.min(w, h);
      this.localLine(-w + i, -h + i, w - i, h - i);
      this.localLine(-w + i, h - i, w - i, -h + i);
      this.insetPath(p, c, s, w - i, h - i);
    } else {
      this.insetPath(p, c, s, w * 0.6, h * 0.6);
    }
  }

  /** A line between two points of the obstacle's own frame (m). */
  private localLine(u1: number, v1: number, u2: number, v2: number): void {
    const c = this.frameCos;
    const s = this.frameSin;
    this.pen.line(
      this.frameX + u1 * c - v1 * s,
      this.frameY + u1 * s + v1 * c,
      this.frameX + u2 * c - v2 * s,
      this.frameY + u2 * s + v2 * c,
    );
  }

  private insetPath(p: Readonly<Vec2Like>, c: number, s: number, w: number, h: number): void {
    const g = this.pen.graphics;
    g.beginPath();
    g.moveTo(this.pen.sx(p.x + w * c - h * s), this.pen.sy(p.y + w * s + h * c));
    g.lineTo(this.pen.sx(p.x - w * c - h * s), this.pen.sy(p.y - w * s + h * c));
    g.lineTo(this.pen.sx(p.x - w * c + h * s), this.pen.sy(p.y - w * s - h * c));
    g.lineTo(this.pen.sx(p.x + w * c + h * s), this.pen.sy(p.y + w * s - h * c));
    g.closePath();
    g.strokePath();
  }
}
