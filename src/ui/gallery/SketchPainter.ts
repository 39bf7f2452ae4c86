import { COLORS, cssColor, entityCssColor } from '../../app/presentation/palette';
import type { SceneSketch } from '../../app/gallery/sceneSketch';
import { fitCanvas } from '../dom';

/** Room kept round the drawing, CSS px. */
const PADDING_PX = 8;
/** A body that moved less than this between two heading notes (a quarter second apart) stands still: its heading is drawn, m. */
const STILL_METRES = 0.5;
/** A body whose heading never moved further than this from where it started did not turn, rad (2°). */
const TURNED_RAD = (2 * Math.PI) / 180;

/**
 * Draws a {@link SceneSketch} on a small canvas, fitted to its box (world y up): obstacles, the
 * paths given, the targets' ways and where they ended, each entity's track with a tick where it
 * pointed every quarter second (a turn in place shows as a fan), and the body where it ended.
 * Sized for the canvas's CSS size at the screen's pixel ratio.
 */
export function paintSketch(canvas: HTMLCanvasElement, sketch: SceneSketch): void {
  const width = canvas.clientWidth || canvas.width;
  const height = canvas.clientHeight || canvas.height;
  const g = canvas.getContext('2d');
  if (!g) return;
  fitCanvas(canvas, g, width, height, Math.min(3, Math.max(1, window.devicePixelRatio || 1)));
  g.fillStyle = cssColor(COLORS.background);
  g.fillRect(0, 0, width, height);

  const { minX, minY, maxX, maxY } = sketch.bounds;
  const scale = Math.min((width - 2 * PADDING_PX) / (maxX - minX), (height - 2 * PADDING_PX) / (maxY - minY));
  const offsetX = (width - scale * (maxX - minX)) / 2;
  const offsetY = (height - scale * (maxY - minY)) / 2;
  const sx = (x: number) => offsetX + (x - minX) * scale;
  const sy = (y: number) => height - offsetY - (y - minY) * scale;
  g.lineCap = 'round';
  g.lineJoin = 'round';

  for (const o of sketch.obstacles) {
    g.save();
    g.translate(sx(o.x), sy(o.y));
    g.rotate(-o.angle);
    g.fillStyle = cssColor(COLORS.wallFill);
    g.strokeStyle = cssColor(COLORS.wallEdge);
    g.lineWidth = 1;
    g.beginPath();
    if (o.shape.type === 'circle') g.arc(0, 0, Math.max(1.5, o.shape.radius * scale), 0, 2 * Math.PI);
    else g.rect(-o.shape.halfWidth * scale, -o.shape.halfHeight * scale, 2 * o.shape.halfWidth * scale, 2 * o.shape.halfHeight * scale);
    g.fill();
    g.stroke();
    g.restore();
  }

  for (const track of sketch.tracks) {
    // A point it was sent to: a ring of its colour.
    g.strokeStyle = entityCssColor(track.colorIndex);
    g.lineWidth = 1.5;
    g.globalAlpha = 0.8;
    for (let i = 0; i + 1 < track.goals.length; i += 2) {
      g.beginPath();
      g.arc(sx(track.goals[i] as number), sy(track.goals[i + 1] as number), Math.max(3, scale), 0, 2 * Math.PI);
      g.stroke();
    }
    g.fillStyle = entityCssColor(track.colorIndex);
    g.globalAlpha = 0.55;
    for (let i = 0; i + 1 < track.path.length; i += 2) {
      g.beginPath();
      g.arc(sx(track.path[i] as number), sy(track.path[i + 1] as number), 1.6, 0, 2 * Math.PI);
      g.fill();
    }
    g.globalAlpha = 1;
  }

  g.strokeStyle = cssColor(COLORS.sketch);
  for (const target of sketch.targets) {
    const points = target.points;
    if (points.length < 2) continue;
    g.globalAlpha = 0.45;
    g.setLineDash([3, 3]);
    g.lineWidth = 1;
    polyline(g, points, sx, sy);
    g.setLineDash([]);
    g.globalAlpha = 0.9;
    g.lineWidth = 1.5;
    g.beginPath();
    g.arc(
      sx(points[points.length - 2] as number),
      sy(points[points.length - 1] as number),
      Math.max(3, target.radius * scale),
      0,
      2 * Math.PI,
    );
    g.stroke();
    g.globalAlpha = 1;
  }

  // Where a body stands and turns, its heading every quarter second, fainter the older: a fan that shows the turn and its overshoot.
  const tick = Math.max(14, Math.min(40, 0.3 * Math.min(width, height)));
  for (const track of sketch.tracks) {
    const color = entityCssColor(track.colorIndex);
    g.strokeStyle = color;
    g.lineWidth = 1.2;
    const h = track.headings;
    // A body that never turned (idle) gets no fan: its dart says where it points.
    if (!turned(h)) continue;
    for (let i = 0; i + 2 < h.length; i += 3) {
      const x = h[i] as number;
      const y = h[i + 1] as number;
      if (i >= 3 && Math.hypot(x - (h[i - 3] as number), y - (h[i - 2] as number)) > STILL_METRES) continue;
      const angle = h[i + 2] as number;
      g.globalAlpha = 0.15 + (0.65 * i) / Math.max(1, h.length - 3);
      g.beginPath();
      g.moveTo(sx(x), sy(y));
      g.lineTo(sx(x) + tick * Math.cos(angle), sy(y) - tick * Math.sin(angle));
      g.stroke();
    }
    g.globalAlpha = 1;
  }
  for (const track of sketch.tracks) {
    const color = entityCssColor(track.colorIndex);
    const h = track.headings;
    g.strokeStyle = color;
    g.lineWidth = 1.8;
    polyline(g, track.points, sx, sy);
    const n = track.points.length;
    const last = h.length >= 3 ? (h[h.length - 1] as number) : 0;
    if (n >= 2) body(g, sx(track.points[n - 2] as number), sy(track.points[n - 1] as number), last, track.type, color);
  }
}

/** Whether the headings (x, y, angle triples) differ by more than {@link TURNED_RAD} anywhere. */
function turned(headings: readonly number[]): boolean {
  const first = headings[2];
  if (first === undefined) return false;
  for (let i = 5; i < headings.length; i += 3) {
    const d = (headings[i] as number) - first;
    if (Math.abs(Math.atan2(Math.sin(d), Math.cos(d))) > TURNED_RAD) return true;
  }
  return false;
}

/**
 * Between two samples further apart than this, m, a body came back somewhere else (a respawn, a
 * target jumping): no line joins them. (0.05 s apart, no body here covers 5 m: that is 100 m/s.)
 */
const JUMP_M = 5;

/** A line through x, y pairs, broken where the body jumped. */
function polyline(g: CanvasRenderingContext2D, points: readonly number[], sx: (x: number) => number, sy: (y: number) => number): void {
  if (points.length < 4) return;
  g.beginPath();
  g.moveTo(sx(points[0] as number), sy(points[1] as number));
  for (let i = 2; i + 1 < points.length; i += 2) {
    const x = points[i] as number;
    const y = points[i + 1] as number;
    const jumped = Math.hypot(x - (points[i - 2] as number), y - (points[i - 1] as number)) > JUMP_M;
    if (jumped) g.moveTo(sx(x), sy(y));
    else g.lineTo(sx(x), sy(y));
  }
  g.stroke();
}

/** The body where it ended: a dart for a missile, a disc with a nose for a character. */
function body(g: CanvasRenderingContext2D, x: number, y: number, angle: number, type: 'missile' | 'character', color: string): void {
  g.save();
  g.translate(x, y);
  g.rotate(-angle);
  g.fillStyle = color;
  g.strokeStyle = cssColor(COLORS.background);
  g.lineWidth = 1;
  g.beginPath();
  if (type === 'missile') {
    g.moveTo(7, 0);
    g.lineTo(-5, 4);
    g.lineTo(-3, 0);
    g.lineTo(-5, -4);
    g.closePath();
  } else {
    g.arc(0, 0, 4.5, 0, 2 * Math.PI);
    g.moveTo(4, -2);
    g.lineTo(8, 0);
    g.lineTo(4, 2);
  }
  g.fill();
  g.stroke();
  g.restore();
}
