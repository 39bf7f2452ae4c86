import type { MovingEntity } from '../../sim/entities/MovingEntity';
import { COLORS } from '../../app/presentation/palette';
import type { WorldPen } from './WorldPen';

/** Length of the heading and desired-heading vectors, m. */
const HEADING_LENGTH_M = 13;
/** Radius of the heading-error arc, m. */
const ERROR_ARC_RADIUS_M = 6;
/** Radius of the torque arc, m. */
const TORQUE_ARC_RADIUS_M = 7.5;
/** Sweep of the torque arc at the motor's limit, rad (a quarter turn). */
const TORQUE_FULL_SWEEP = Math.PI / 2;
/** The velocity vector shows where the entity will be in this many seconds, s. */
const VELOCITY_LOOKAHEAD_S = 1;

/** Half size of the intercept marker, CSS px. */
const INTERCEPT_MARK_PX = 7;

/**
 * The debug overlay, per entity: the line of sight to its target (cyan, dashed) and, when its
 * guidance predicts one, the intercept point (a red diamond, linked to the target by the target's
 * predicted track); its velocity (green, 1 s of travel), its heading
 * (white) and desired heading (yellow) as vectors, the
 * heading error as a filled arc between them, the commanded torque as an arc arrow whose sweep is
 * commandedAngularAcceleration / maxAngularAcceleration of a quarter turn (magenta, pointing the
 * way it turns).
 */
export class DebugPainter {
  constructor(private readonly pen: WorldPen) {}

  draw(entity: MovingEntity): void {
    const g = this.pen.graphics;
    const { x, y } = entity.position;
    const active = entity.mode !== 'idle' && entity.target !== null;
    const heading = active ? entity.heading : entity.angle;
    const target = entity.target;
    if (active && target) {
      g.lineStyle(1.5, COLORS.lineOfSight, 0.75);
      this.pen.dashedLine(x, y, target.x, target.y, 8, 5);
      const intercept = entity.intercept;
      if (intercept) {
        g.lineStyle(1.5, COLORS.intercept, 0.7);
        this.pen.dashedLine(target.x, target.y, intercept.x, intercept.y, 4, 4);
        const sx = this.pen.sx(intercept.x);
        const sy = this.pen.sy(intercept.y);
        const m = INTERCEPT_MARK_PX;
        g.fillStyle(COLORS.intercept, 0.35);
        g.fillTriangle(sx - m, sy, sx, sy - m, sx + m, sy);
        g.fillTriangle(sx - m, sy, sx, sy + m, sx + m, sy);
        g.lineStyle(2, COLORS.intercept, 1);
        g.lineBetween(sx - m, sy, sx, sy - m);
        g.lineBetween(sx, sy - m, sx + m, sy);
        g.lineBetween(sx + m, sy, sx, sy + m);
        g.lineBetween(sx, sy + m, sx - m, sy);
      }
    }

    const vx = entity.velocity.x * VELOCITY_LOOKAHEAD_S;
    const vy = entity.velocity.y * VELOCITY_LOOKAHEAD_S;
    if (vx * vx + vy * vy > 0.01) {
      g.lineStyle(3, COLORS.velocity, 0.8);
      this.arrow(x, y, Math.atan2(vy, vx), Math.hypot(vx, vy), COLORS.velocity);
    }

    if (active) {
      const desired = entity.desiredHeading;
      const error = entity.headingError;
      // The error arc goes from the desired heading to the heading (error = heading − desired).
      g.fillStyle(COLORS.errorArc, 0.18);
      g.beginPath();
      g.moveTo(this.pen.sx(x), this.pen.sy(y));
      this.pen.arcPath(x, y, ERROR_ARC_RADIUS_M, desired, desired + error, Math.max(2, Math.ceil(Math.abs(error) * 12)), false);
      g.closePath();
      g.fillPath();
      g.lineStyle(1.5, COLORS.errorArc, 0.8);
      g.beginPath();
      this.pen.arcPath(x, y, ERROR_ARC_RADIUS_M, desired, desired + error, Math.max(2, Math.ceil(Math.abs(error) * 12)));
      g.strokePath();
      g.lineStyle(2, COLORS.desiredHeading, 0.95);
      this.arrow(x, y, desired, HEADING_LENGTH_M);
    }

    g.lineStyle(2, COLORS.heading, 0.95);
    this.arrow(x, y, heading, HEADING_LENGTH_M);

    const limit = entity.maxAngularAcceleration;
    const command = entity.commandedAngularAcceleration;
    const fraction = limit > 0 ? Math.max(-1, Math.min(1, command / limit)) : 0;
    if (Math.abs(fraction) > 0.01) {
      const end = heading + fraction * TORQUE_FULL_SWEEP;
      g.lineStyle(3, COLORS.torque, 0.9);
      g.beginPath();
      this.pen.arcPath(x, y, TORQUE_ARC_RADIUS_M, heading, end, Math.max(3, Math.ceil(Math.abs(fraction) * 16)));
      g.strokePath();
      // Arrowhead at the end of the arc, along the tangent in the direction of turning.
      const tangent = end + (Math.sign(fraction) * Math.PI) / 2;
      const tipX = x + TORQUE_ARC_RADIUS_M * Math.cos(end);
      const tipY = y + TORQUE_ARC_RADIUS_M * Math.sin(end);
      this.arrowHead(tipX, tipY, tangent, COLORS.torque);
    }
  }

  /** A vector from (x, y) at `angle` (rad), `length` m, with an arrowhead. */
  private arrow(x: number, y: number, angle: number, length: number, headColor?: number): void {
    const tipX = x + length * Math.cos(angle);
    const tipY = y + length * Math.sin(angle);
    this.pen.line(x, y, tipX, tipY);
    if (headColor !== undefined) this.arrowHead(tipX, tipY, angle, headColor);
    else {
      const size = 1.2;
      this.pen.line(tipX, tipY, tipX - size * Math.cos(angle - 0.45), tipY - size * Math.sin(angle - 0.45));
      this.pen.line(tipX, tipY, tipX - size * Math.cos(angle + 0.45), tipY - size * Math.sin(angle + 0.45));
    }
  }

  /** A filled arrowhead (screen-sized) at (x, y) m pointing at `angle` (rad, world). */
  private arrowHead(x: number, y: number, angle: number, color: number): void {
    const g = this.pen.graphics;
    const sx = this.pen.sx(x);
    const sy = this.pen.sy(y);
    // World angle → screen angle: y is flipped.
    const a = -angle;
    const size = 9;
    g.fillStyle(color, 0.95);
    g.fillTriangle(
      sx + size * Math.cos(a),
      sy + size * Math.sin(a),
      sx + size * 0.6 * Math.cos(a + 2.4),
      sy + size * 0.6 * Math.sin(a + 2.4),
      sx + size * 0.6 * Math.cos(a - 2.4),
      sy + size * 0.6 * Math.sin(a - 2.4),
    );
  }
}
