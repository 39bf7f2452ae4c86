/**
 * Finding places on the game's canvas for real input: points and lines that no DOM overlay covers,
 * clear of the entities, targets and waypoints a gesture must not grab.
 */
import type { Page } from '@playwright/test';
import { distance, interpolate, type Vec2 } from './geometry';

/** True when the topmost element at every one of these viewport points is the game's canvas (not a DOM overlay). */
export async function isCanvasAtAll(page: Page, points: Vec2[]): Promise<boolean> {
  return page.evaluate((list) => list.every(([x, y]) => document.elementFromPoint(x, y)?.tagName === 'CANVAS'), points);
}

/** True when the topmost element at this viewport point is the game's canvas (not a DOM overlay). */
export async function isCanvasAt(page: Page, point: Vec2): Promise<boolean> {
  return isCanvasAtAll(page, [point]);
}

/**
 * Finds a point on the canvas, at `radius` px from `center` and about `angleDeg` around it from
 * `from` (either way round), that is on the canvas (no overlay over it) and at least `clearance` px
 * from everything in `avoid`. Tries both turning directions and a few radii.
 */
export async function pointAround(
  page: Page,
  center: Vec2,
  from: Vec2,
  angleDeg: number,
  options: { radii?: number[]; clearance?: number; avoid?: Vec2[] } = {},
): Promise<Vec2> {
  const { radii = [150, 120, 180, 100, 220], clearance = 40, avoid = [] } = options;
  const base = Math.atan2(from[1] - center[1], from[0] - center[0]);
  for (const radius of radii) {
    for (const sign of [1, -1]) {
      const a = base + (sign * angleDeg * Math.PI) / 180;
      const p: Vec2 = [center[0] + radius * Math.cos(a), center[1] + radius * Math.sin(a)];
      if (avoid.some((q) => distance(p, q) < clearance)) continue;
      if (await isCanvasAt(page, p)) return p;
    }
  }
  throw new Error(`no free canvas point ${angleDeg}° around (${center.join(', ')}) from (${from.join(', ')})`);
}

/** A free canvas point near `preferred` (searching outward), at least `clearance` px from `avoid`. */
export async function freeCanvasPoint(page: Page, preferred: Vec2, avoid: Vec2[], clearance = 70): Promise<Vec2> {
  for (let radius = 0; radius <= 300; radius += 30) {
    for (let k = 0; k < (radius === 0 ? 1 : 12); k++) {
      const a = (k * Math.PI) / 6;
      const p: Vec2 = [preferred[0] + radius * Math.cos(a), preferred[1] + radius * Math.sin(a)];
      if (avoid.some((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) < clearance)) continue;
      if (await isCanvasAt(page, p)) return p;
    }
  }
  throw new Error(`no free canvas point near (${preferred.join(', ')})`);
}

/**
 * Finds a polyline of `count` points on the canvas, every point (and the segments between them,
 * sampled) at least `clearance` px from everything in `avoid` and not under a DOM overlay.
 * Candidates are zig-zags over a grid of the canvas, tried nearest to the canvas centre first (away
 * from the HUD and the panel, so that screenshots show them).
 */
export async function freePolyline(
  page: Page,
  avoid: Vec2[],
  options: { count?: number; spacing?: number; clearance?: number } = {},
): Promise<Vec2[]> {
  const { count = 4, spacing = 110, clearance = 90 } = options;
  const box = (await page.locator('canvas').first().boundingBox()) ?? {
    x: 0,
    y: 0,
    width: page.viewportSize()?.width ?? 1280,
    height: page.viewportSize()?.height ?? 800,
  };
  const margin = 40;
  const rise = 70;
  const centre: Vec2 = [box.x + box.width / 2, box.y + box.height / 2];
  const candidates: { line: Vec2[]; samples: Vec2[]; score: number }[] = [];
  for (let y = box.y + margin; y + rise < box.y + box.height - margin; y += 30) {
    for (let x = box.x + margin; x + spacing * (count - 1) < box.x + box.width - margin; x += 30) {
      const line: Vec2[] = [];
      for (let i = 0; i < count; i++) line.push([x + i * spacing, y + (i % 2 === 0 ? 0 : rise)]);
      const samples: Vec2[] = [line[0] as Vec2];
      for (let i = 1; i < line.length; i++) samples.push(...interpolate(line[i - 1] as Vec2, line[i] as Vec2, 6));
      if (samples.some((p) => avoid.some((q) => distance(p, q) < clearance))) continue;
      const mid: Vec2 = [x + (spacing * (count - 1)) / 2, y + rise / 2];
      candidates.push({ line, samples, score: distance(mid, centre) });
    }
  }
  candidates.sort((a, b) => a.score - b.score);
  for (const candidate of candidates) {
    if (await isCanvasAtAll(page, candidate.samples)) return candidate.line;
  }
  throw new Error(
    `no free polyline on the canvas (${candidates.length} candidates clear of ${avoid.length} points were all under overlays)`,
  );
}
