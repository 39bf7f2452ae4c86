import type { Disturbance } from '../../sim/SteeringWorld';
import { COLORS } from '../../app/presentation/palette';
import type { Viewport } from '../Viewport';
import type { LabelPool } from './LabelPool';
import type { WorldPen } from './WorldPen';

/** Streaks drawn across the view while the wind blows. */
const STREAKS = 28;
/** Screen speed of the streaks per m/s² of wind, CSS px/s. */
const STREAK_SPEED_PX = 22;
/** The indicator's dial radius, CSS px. */
const DIAL_PX = 30;

/**
 * Shows the disturbance on screen: while the wind blows, faint streaks drift across the view in
 * its direction and a dial in the bottom-right corner points where it blows, with its strength;
 * a constant disturbing torque shows as a curved arrow on the same dial. Allocates nothing.
 */
export class WindPainter {
  private windLabel = '';
  private windLabelValue = Number.NaN;
  private torqueLabel = '';
  private torqueLabelValue = Number.NaN;

  constructor(
    private readonly pen: WorldPen,
    private readonly view: Viewport,
    private readonly labels: LabelPool,
  ) {}

  /** Draws for `disturbance`; `time` (s) animates the streaks. */
  draw(disturbance: Readonly<Disturbance>, time: number): void {
    const { wind, angularAcceleration } = disturbance;
    const strength = Math.hypot(wind.x, wind.y);
    if (strength <= 0 && angularAcceleration === 0) return;
    const g = this.pen.graphics;
    const cx = this.view.width - DIAL_PX - 22;
    const cy = this.view.height - DIAL_PX - 46;
    g.fillStyle(COLORS.background, 0.72);
    g.fillCircle(cx, cy, DIAL_PX + 8);
    g.lineStyle(1, COLORS.wind, 0.5);
    g.strokeCircle(cx, cy, DIAL_PX + 8);
    if (strength > 0) {
      // Screen direction: y flips.
      const ux = wind.x / strength;
      const uy = -wind.y / strength;
      this.streaks(ux, uy, strength, time);
      const length = DIAL_PX * (0.45 + 0.55 * Math.min(1, strength / 20));
      const tipX = cx + ux * length;
      const tipY = cy + uy * length;
      g.lineStyle(4, COLORS.wind, 1);
      g.lineBetween(cx - ux * length * 0.6, cy - uy * length * 0.6, tipX, tipY);
      g.fillStyle(COLORS.wind, 1);
      g.fillTriangle(tipX + ux * 9, tipY + uy * 9, tipX - uy * 7, tipY + ux * 7, tipX + uy * 7, tipY - ux * 7);
      if (strength !== this.windLabelValue) {
        this.windLabelValue = strength;
        this.windLabel = `wind ${format(strength)} m/s²`;
      }
      this.labels.show(this.windLabel, cx, cy - DIAL_PX - 18, '#9fe7ff', 11, 1);
    }
    if (angularAcceleration !== 0) {
      // A curved arrow, counter-clockwise for a positive torque.
      const sign = Math.sign(angularAcceleration);
      const r = DIAL_PX + 3;
      g.lineStyle(3, COLORS.torque, 0.95);
      g.beginPath();
      const start = -Math.PI * 0.15;
      const end = start - sign * Math.PI * 0.6;
      for (let i = 0; i <= 12; i++) {
        const a = start + ((end - start) * i) / 12;
        if (i === 0) g.moveTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
        else g.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
      }
      g.strokePath();
      const tx = cx + r * Math.cos(end);
      const ty = cy + r * Math.sin(end);
      const heading = end - (sign * Math.PI) / 2;
      g.fillStyle(COLORS.torque, 1);
      g.fillTriangle(
        tx + 8 * Math.cos(heading),
        ty + 8 * Math.sin(heading),
        tx + 6 * Math.cos(heading + 2.2),
        ty + 6 * Math.sin(heading + 2.2),
        tx + 6 * Math.cos(heading - 2.2),
        ty + 6 * Math.sin(heading - 2.2),
      );
      if (angularAcceleration !== this.torqueLabelValue) {
        this.torqueLabelValue = angularAcceleration;
        this.torqueLabel = `torque ${format(angularAcceleration)} rad/s²`;
      }
      this.labels.show(this.torqueLabel, cx, cy + DIAL_PX + 18, '#ff8fe0', 11, 1);
    }
  }

  /** Faint streaks drifting with the wind over the whole view. */
  private streaks(ux: number, uy: number, strength: number, time: number): void {
    const g = this.pen.graphics;
    const width = this.view.width;
    const height = this.view.height;
    const travel = time * STREAK_SPEED_PX * Math.min(strength, 30);
    const length = 14 + 2 * Math.min(strength, 20);
    g.lineStyle(1.5, COLORS.wind, 0.22);
    for (let i = 0; i < STREAKS; i++) {
      // Fixed pseudo-random spots (golden-ratio sequence), carried along the wind, wrapped round.
      const baseX = ((i * 0.618034) % 1) * width;
      const baseY = ((i * 0.381966 + (i % 7) * 0.137) % 1) * height;
      const x = wrap(baseX + ux * travel, width);
      const y = wrap(baseY + uy * travel, height);
      g.lineBetween(x, y, x - ux * length, y - uy * length);
    }
  }
}

function wrap(value: number, size: number): number {
  return ((value % size) + size) % size;
}

function format(value: number): string {
  return String(Number(value.toPrecision(3)));
}
