import { describe, expect, it } from 'vitest';
import type Phaser from 'phaser';
import { LabelPool } from '../../../src/game/draw/LabelPool';
import { MAX_FRAME_PATH_DOTS, MAX_FRAME_PATH_LABELS, MAX_FRAME_PATH_SEGMENTS, PathPainter } from '../../../src/game/draw/PathPainter';
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

/** `n` waypoints spread at random over the arena (90 m × 60 m), from a seeded generator. */
function scattered(n: number, seed: number): Vec2Like[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return Array.from({ length: n }, () => ({ x: next() * 90 - 45, y: next() * 60 - 30 }));
}

/** A path of `n` waypoints along a spiral over the arena (every leg visible, most a few px long). */
function spiral(n: number): Vec2Like[] {
  return Array.from({ length: n }, (_, i) => ({ x: (i / n) * 45 * Math.cos(i / 20), y: (i / n) * 30 * Math.sin(i / 20) }));
}

describe('PathPainter: what a frame draws is bounded whatever the path holds', () => {
  it('draws a short path as before: every waypoint a dot, every number', () => {
    const { counts, painter } = recorder();
    painter.beginFrame(1);
    const path = Array.from({ length: 12 }, (_, i) => ({ x: -40 + i * 6, y: (i % 2) * 8 }));
    painter.draw(path, 0xffffff, '#ffffff', 3, true, true);
    // A circle per hollow dot; the waypoint being sought has its halo, its fill and its ring.
    expect(counts.circles).toBe(11 + 3);
    expect(counts.labels).toBe(12);
  });

  it.each([1_000, 10_000])(
    'draws a path of %i waypoints with a bounded number of dots, numbers and canvas fills, and a polyline that skips what the ' +
      'eye cannot tell',
    (n) => {
      const { counts, painter } = recorder();
      painter.beginFrame(1);
      painter.draw(spiral(n), 0xffffff, '#ffffff', n - 1, true, true);
      // At most the frame's dots and numbers, plus the waypoint being sought (3 circles, 1 number).
      expect(counts.circles).toBeLessThanOrEqual(MAX_FRAME_PATH_DOTS + 3);
      expect(counts.labels).toBeLessThanOrEqual(MAX_FRAME_PATH_LABELS + 1);
      // The polyline's stroke, the dots' fill and stroke, the sought one's three: the same for any path.
      expect(counts.fills).toBe(6);
      expect(counts.lineTo).toBeLessThanOrEqual(MAX_FRAME_PATH_SEGMENTS + 1);
    },
  );

  it('draws a path that walks the same square 2,500 times as a few segments, a few dots and a few numbers (no pile on the corners)', () => {
    const { counts, painter } = recorder();
    const square = Array.from(
      { length: 10_000 },
      (_, i) =>
        [
          { x: -30, y: -20 },
          { x: 30, y: -20 },
          { x: 30, y: 20 },
          { x: -30, y: 20 },
        ][i % 4] as Vec2Like,
    );
    painter.beginFrame(1);
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
    painter.beginFrame(1);
    painter.draw(far, 0xffffff, '#ffffff', 0, false, false);
    expect(counts.lineTo).toBe(0);
    expect(counts.circles).toBe(3);
    expect(counts.labels).toBe(1);
  });

  it.each([
    ['a spiral', () => spiral(10_000)],
    ['random waypoints over the arena', () => scattered(10_000, 7)],
  ])('keeps ten paths of 10,000 waypoints (%s) within one frame’s budget, not ten', (_, make) => {
    const { counts, painter } = recorder();
    painter.beginFrame(10);
    for (let i = 0; i < 10; i++) painter.draw(i % 2 ? make() : scattered(10_000, 100 + i), 0xffffff, '#ffffff', i, true, false);
    // The frame's dots and numbers, and each path's sought waypoint (3 circles, 1 number).
    expect(counts.circles).toBeLessThanOrEqual(MAX_FRAME_PATH_DOTS + 10 * 3);
    expect(counts.labels).toBeLessThanOrEqual(MAX_FRAME_PATH_LABELS + 10);
    expect(counts.lineTo).toBeLessThanOrEqual(MAX_FRAME_PATH_SEGMENTS + 10);
    expect(counts.fills).toBe(10 * 6);
    // Each path still shows: dots and numbers of every one of them.
    expect(counts.circles).toBeGreaterThan(10 * 3 + 10 * 20);
    expect(counts.labels).toBeGreaterThan(10 + 10 * 3);
  });

  it('zoomed in on a long path, draws the legs on screen at full detail and leaves out the rest', () => {
    const { counts, painter, view } = recorder();
    // Legs of 0.5 m round a circle of 800 m: 10,000 waypoints, of which the screen (zoomed to 40 px/m round one point of it) shows a few
    // dozen.
    const ring = Array.from({ length: 10_000 }, (_, i) => ({
      x: 800 * Math.cos((i / 10_000) * 2 * Math.PI),
      y: 800 * Math.sin((i / 10_000) * 2 * Math.PI),
    }));
    view.lookAt(800, 0, 40);
    painter.beginFrame(1);
    painter.draw(ring, 0xffffff, '#ffffff', -1, true, true);
    // Every leg on screen is drawn (the whole path at this zoom is 200,000 px of line, far over the budget).
    const onScreen = ring.filter((p) => Math.abs(view.toScreenX(p.x) - 640) <= 644 && Math.abs(view.toScreenY(p.y) - 400) <= 404).length;
    expect(onScreen).toBeGreaterThan(20);
    expect(counts.lineTo).toBeGreaterThanOrEqual(onScreen - 2);
    expect(counts.lineTo).toBeLessThanOrEqual(onScreen + 2);
  });
});
