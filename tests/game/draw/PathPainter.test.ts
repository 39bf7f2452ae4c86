import { describe, expect, it } from 'vitest';
import type Phaser from 'phaser';
import { LabelPool } from '../../../src/game/draw/LabelPool';
import { MAX_PATH_DOTS, MAX_PATH_LABELS, MAX_PATH_SEGMENTS, PathPainter } from '../../../src/game/draw/PathPainter';
import { WorldPen } from '../../../src/game/draw/WorldPen';
import { Viewport } from '../../../src/game/Viewport';
import type { Vec2Like } from '../../../src/sim/math/vec2';

// Issue 28, finding 5: one entity with 10,000 waypoints took 9–11 s to its first frame, then
// 0.5–0.8 s a frame, all of it drawing: two circles per waypoint, and up to one text object per
// waypoint number. What a frame draws is now bounded whatever the path holds. The drawing calls
// are counted here (Phaser's own cost is per call: a circle, a text laid out).

/** Counts what a frame asks of the canvas. */
function recorder() {
  const counts = { circles: 0, lineTo: 0, labels: 0, fills: 0 };
  const graphics = {
    lineStyle: () => graphics,
    fillStyle: () => graphics,
    beginPath: () => graphics,
    moveTo: () => graphics,
    lineTo: () => (counts.lineTo++, graphics),
    strokePath: () => (counts.fills++, graphics),
    fillPath: () => (counts.fills++, graphics),
    arc: () => (counts.circles++, graphics),
    lineBetween: () => graphics,
    fillCircle: () => (counts.circles++, counts.fills++, graphics),
    strokeCircle: () => (counts.circles++, counts.fills++, graphics),
  };
  const labels = { show: () => counts.labels++ } as unknown as LabelPool;
  const view = new Viewport();
  view.resize(1280, 800);
  const painter = new PathPainter(new WorldPen(graphics as unknown as Phaser.GameObjects.Graphics, view), labels);
  return { counts, painter, view };
}

/** A path of `n` waypoints along a spiral over the arena (every leg visible, most a few px long). */
function spiral(n: number): Vec2Like[] {
  return Array.from({ length: n }, (_, i) => ({ x: (i / n) * 45 * Math.cos(i / 20), y: (i / n) * 30 * Math.sin(i / 20) }));
}

describe('PathPainter: what a frame draws is bounded whatever the path holds', () => {
  it('draws a short path as before: every waypoint a dot, every number', () => {
    const { counts, painter } = recorder();
    const path = Array.from({ length: 12 }, (_, i) => ({ x: -40 + i * 6, y: (i % 2) * 8 }));
    painter.draw(path, 0xffffff, '#ffffff', 3, true, true);
    // A circle per hollow dot; the waypoint being sought has its halo, its fill and its ring.
    expect(counts.circles).toBe(11 + 3);
    expect(counts.labels).toBe(12);
  });

  it.each([1_000, 10_000])('draws a path of %i waypoints with a bounded number of dots, numbers and canvas fills, and a polyline that skips what the eye cannot tell', (n) => {
    const { counts, painter } = recorder();
    painter.draw(spiral(n), 0xffffff, '#ffffff', n - 1, true, true);
    // At most MAX_PATH_DOTS dots and MAX_PATH_LABELS numbers, plus the waypoint being sought (3 circles, 1 number).
    expect(counts.circles).toBeLessThanOrEqual(MAX_PATH_DOTS + 3);
    expect(counts.labels).toBeLessThanOrEqual(MAX_PATH_LABELS + 1);
    // The polyline's stroke, the dots' fill and stroke, the sought one's three: the same for any path.
    expect(counts.fills).toBe(6);
    expect(counts.lineTo).toBeLessThanOrEqual(MAX_PATH_SEGMENTS + 1);
  });

  it('draws a path that walks the same square 2,500 times as a few segments, a few dots and a few numbers (no pile on the corners)', () => {
    const { counts, painter } = recorder();
    const square = Array.from({ length: 10_000 }, (_, i) => [{ x: -30, y: -20 }, { x: 30, y: -20 }, { x: 30, y: 20 }, { x: -30, y: 20 }][i % 4] as Vec2Like);
    painter.draw(square, 0xffffff, '#ffffff', 5, true, true);
    // 2,500 laps of about 2,400 px each: cut to 20,000 px of line, still round the square.
    expect(counts.lineTo).toBeLessThan(40);
    // One dot and one number per corner, and the waypoint being sought (on a corner) drawn over them.
    expect(counts.circles).toBe(4 + 3);
    expect(counts.labels).toBe(4 + 1);
  });

  it('draws nothing of a path far off screen but the waypoint being sought', () => {
    const { counts, painter } = recorder();
    const far = Array.from({ length: 10_000 }, (_, i) => ({ x: 5_000 + i, y: 5_000 }));
    painter.draw(far, 0xffffff, '#ffffff', 0, false, false);
    expect(counts.circles).toBe(3);
    expect(counts.labels).toBe(1);
  });

  it('keeps ten paths of 10,000 waypoints within the same bound each (a 2,883-character link held them)', () => {
    const { counts, painter } = recorder();
    const path = spiral(10_000);
    for (let i = 0; i < 10; i++) painter.draw(path, 0xffffff, '#ffffff', i, true, false);
    expect(counts.circles).toBeLessThanOrEqual(10 * (MAX_PATH_DOTS + 3));
    expect(counts.labels).toBeLessThanOrEqual(10 * (MAX_PATH_LABELS + 1));
    expect(counts.fills).toBe(10 * 6);
  });
});
