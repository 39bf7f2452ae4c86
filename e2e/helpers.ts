/**
 * Helpers for the browser tests. The tests READ the game's state through `window.pidDemo.snapshot()`
 * and DRIVE it only through real input (mouse, keyboard, touch, clicks on DOM buttons).
 *
 * Waiting is done on simulated time (`snapshot().time`), never on wall-clock time, so a slow machine
 * (SwiftShader WebGL on 2 cores) changes how long a test takes, not whether it passes.
 */
import { expect, type ConsoleMessage, type Page, type TestInfo } from '@playwright/test';

/** [x, y] pair: metres in world space, CSS pixels (relative to the viewport) in screen space. */
export type Vec2 = [number, number];

/** One entity as reported by `window.pidDemo.snapshot()`. */
export interface EntitySnapshot {
  id: string;
  type: 'missile' | 'character';
  /** World position, m. */
  position: Vec2;
  /** Body angle, rad. */
  angle: number;
  /** Heading error, deg (signed; tests use its magnitude). */
  headingErrorDeg: number;
  /** Turn-rate limit, rad/s². */
  maxAngularAcceleration: number;
  /** m/s. */
  speed: number;
  mode: string;
  pathIndex: number;
  waypointsReached: number;
  path: Vec2[];
  /** Position on screen, CSS px relative to the viewport. */
  screen: Vec2;
}

/** One target as reported by `window.pidDemo.snapshot()`. */
export interface TargetSnapshot {
  id: string;
  entityId: string;
  position: Vec2;
  screen: Vec2;
}

/** One waypoint as reported by `window.pidDemo.snapshot()`. */
export interface WaypointSnapshot {
  entityId: string;
  index: number;
  position: Vec2;
  screen: Vec2;
}

/** The state exposed by the game for tests: `window.pidDemo.snapshot()`. */
export interface Snapshot {
  /** Simulated time, s. */
  time: number;
  paused: boolean;
  mode: 'track' | 'seek' | 'path';
  timeScale: number;
  selectedId: string | null;
  entities: EntitySnapshot[];
  targets: TargetSnapshot[];
  waypoints: WaypointSnapshot[];
}

/** The fixed simulation step, s. */
export const FIXED_STEP = 1 / 60;

/** Reads `window.pidDemo.snapshot()` (read-only: tests never call anything else on it). */
export async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    const demo = (window as unknown as { pidDemo?: { snapshot(): unknown } }).pidDemo;
    if (!demo) throw new Error('window.pidDemo is not defined');
    // A JSON round trip makes sure the test sees plain data, not live objects.
    return JSON.parse(JSON.stringify(demo.snapshot())) as unknown;
  }) as Promise<Snapshot>;
}

/** The entity with this id; fails the test when it is missing. */
export function entityById(snap: Snapshot, id: string): EntitySnapshot {
  const entity = snap.entities.find((e) => e.id === id);
  if (!entity) throw new Error(`no entity "${id}" in snapshot (ids: ${snap.entities.map((e) => e.id).join(', ')})`);
  return entity;
}

/** The first entity of this type; fails the test when there is none. */
export function entityOfType(snap: Snapshot, type: EntitySnapshot['type']): EntitySnapshot {
  const entity = snap.entities.find((e) => e.type === type);
  if (!entity) throw new Error(`no ${type} in snapshot (types: ${snap.entities.map((e) => e.type).join(', ')})`);
  return entity;
}

/** The target that belongs to this entity; fails the test when there is none. */
export function targetOf(snap: Snapshot, entityId: string): TargetSnapshot {
  const target = snap.targets.find((t) => t.entityId === entityId);
  if (!target) throw new Error(`no target for entity "${entityId}" in snapshot`);
  return target;
}

/** Problems the page reported: console errors and warnings, and uncaught exceptions. */
export interface ConsoleProblems {
  readonly messages: string[];
}

/** Starts collecting console errors/warnings and page errors. Call before `page.goto`. */
export function collectConsoleProblems(page: Page): ConsoleProblems {
  const problems: ConsoleProblems = { messages: [] };
  page.on('console', (message: ConsoleMessage) => {
    const type = message.type();
    if (type === 'error' || type === 'warning') {
      const where = message.location();
      problems.messages.push(`console.${type}: ${message.text()} (${where.url}:${where.lineNumber})`);
    }
  });
  page.on('pageerror', (error) => {
    problems.messages.push(`pageerror: ${error.name}: ${error.message}`);
  });
  return problems;
}

/**
 * Waits until `predicate(snapshot)` holds, polling the page. Fails when more than `simSeconds` of
 * SIMULATED time pass first, or when `wallTimeoutMs` of wall time pass (sim time stalled).
 * The predicate runs in Node and may keep state between calls (e.g. "first exceeded, then fell").
 * Returns the first snapshot that satisfied it.
 */
export async function waitForSim(
  page: Page,
  predicate: (snap: Snapshot) => boolean,
  simSeconds: number,
  options: { description?: string; pollMs?: number; wallTimeoutMs?: number } = {},
): Promise<Snapshot> {
  const { description = 'condition', pollMs = 25, wallTimeoutMs = 40_000 } = options;
  const first = await snapshot(page);
  const simDeadline = first.time + simSeconds;
  const wallDeadline = Date.now() + wallTimeoutMs;
  let last = first;
  for (;;) {
    if (predicate(last)) return last;
    if (last.time > simDeadline) {
      throw new Error(`${description}: not met within ${simSeconds} s of sim time (sim time ${first.time.toFixed(3)} → ${last.time.toFixed(3)} s); last snapshot: ${summarize(last)}`);
    }
    if (Date.now() > wallDeadline) {
      throw new Error(`${description}: not met within ${wallTimeoutMs} ms of wall time (sim time ${first.time.toFixed(3)} → ${last.time.toFixed(3)} s, paused=${last.paused}); last snapshot: ${summarize(last)}`);
    }
    await page.waitForTimeout(pollMs);
    last = await snapshot(page);
  }
}

/** Lets `simSeconds` of simulated time pass (the sim must be running). */
export async function advanceSim(page: Page, simSeconds: number): Promise<Snapshot> {
  const start = (await snapshot(page)).time;
  return waitForSim(page, (s) => s.time >= start + simSeconds, simSeconds + 1, { description: `advance ${simSeconds} s of sim time` });
}

/** A compact, readable description of a snapshot for failure messages. */
export function summarize(snap: Snapshot): string {
  const entities = snap.entities.map((e) => ({
    id: e.id,
    type: e.type,
    mode: e.mode,
    position: e.position.map((v) => Number(v.toFixed(2))),
    headingErrorDeg: Number(e.headingErrorDeg.toFixed(2)),
    speed: Number(e.speed.toFixed(2)),
    pathLength: e.path.length,
    pathIndex: e.pathIndex,
    waypointsReached: e.waypointsReached,
  }));
  return JSON.stringify({ time: Number(snap.time.toFixed(4)), paused: snap.paused, mode: snap.mode, timeScale: snap.timeScale, selectedId: snap.selectedId, entities });
}

/**
 * Opens the demo and waits until it runs: `window.pidDemo` exists, both a missile and a character
 * exist, and simulated time advances. Returns the console collector (started before navigation).
 */
export async function openDemo(page: Page): Promise<ConsoleProblems> {
  const problems = collectConsoleProblems(page);
  await page.goto('/');
  try {
    await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object', undefined, { timeout: 20_000 });
  } catch {
    const body = (await page.locator('body').innerText()).slice(0, 300);
    throw new Error(`window.pidDemo did not appear within 20 s. Page text: ${JSON.stringify(body)}. Console problems: ${JSON.stringify(problems.messages)}`);
  }
  await expect(page.locator('canvas').first()).toBeVisible();
  const start = await snapshot(page);
  await waitForSim(page, (s) => s.time > start.time + 0.1, 5, { description: 'sim time advances after load' });
  return problems;
}

/** Saves a full-page screenshot into this test's output folder and attaches it to the report. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  return path;
}

/** Straight-line points from `from` to `to`, `steps` of them, excluding `from`, including `to`. */
function interpolate(from: Vec2, to: Vec2, steps: number): Vec2[] {
  const points: Vec2[] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    points.push([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t]);
  }
  return points;
}

/**
 * A real mouse drag: move to the first point, press, move through every other point (each leg in
 * `stepsPerLeg` intermediate moves), release at the last point.
 */
export async function mouseDrag(page: Page, points: Vec2[], options: { stepsPerLeg?: number } = {}): Promise<void> {
  const { stepsPerLeg = 8 } = options;
  const [start, ...rest] = points;
  if (!start || rest.length === 0) throw new Error('mouseDrag needs at least two points');
  if (!(await isCanvasAt(page, start))) throw new Error(`mouseDrag: a DOM element, not the canvas, is at the start point (${start.join(', ')})`);
  await page.mouse.move(start[0], start[1]);
  await page.mouse.down();
  let from = start;
  for (const to of rest) {
    for (const p of interpolate(from, to, stepsPerLeg)) await page.mouse.move(p[0], p[1]);
    from = to;
  }
  await page.mouse.up();
}

/**
 * A real touch drag through the Chrome DevTools Protocol (Playwright's touchscreen only taps):
 * touchStart at the first point, touchMove through the others, touchEnd. Needs `hasTouch: true`.
 */
export async function touchDrag(page: Page, points: Vec2[], options: { stepsPerLeg?: number; holdMs?: number } = {}): Promise<void> {
  const { stepsPerLeg = 8, holdMs = 0 } = options;
  const [start, ...rest] = points;
  if (!start || rest.length === 0) throw new Error('touchDrag needs at least two points');
  if (!(await isCanvasAt(page, start))) throw new Error(`touchDrag: a DOM element, not the canvas, is at the start point (${start.join(', ')})`);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: start[0], y: start[1], id: 1 }] });
    let from = start;
    for (const to of rest) {
      for (const p of interpolate(from, to, stepsPerLeg)) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: p[0], y: p[1], id: 1 }] });
      }
      from = to;
    }
    // Held still before lifting, the finger drops what it drags instead of flicking it.
    if (holdMs > 0) await page.waitForTimeout(holdMs);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/** True when the topmost element at this viewport point is the game's canvas (not a DOM overlay). */
export async function isCanvasAt(page: Page, point: Vec2): Promise<boolean> {
  return page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', point);
}

/** Distance between two points. */
export function distance(a: Vec2, b: Vec2): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** |a| in degrees, for heading errors. */
export function absDeg(entity: EntitySnapshot): number {
  return Math.abs(entity.headingErrorDeg);
}

/** Every screen point of entities, targets and waypoints: places a drag must stay away from. */
export function occupiedScreenPoints(snap: Snapshot): Vec2[] {
  return [...snap.entities.map((e) => e.screen), ...snap.targets.map((t) => t.screen), ...snap.waypoints.map((w) => w.screen)];
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

/** True when the topmost element at every one of these viewport points is the game's canvas. */
export async function isCanvasAtAll(page: Page, points: Vec2[]): Promise<boolean> {
  return page.evaluate((list) => list.every(([x, y]) => document.elementFromPoint(x, y)?.tagName === 'CANVAS'), points);
}

/**
 * Finds a polyline of `count` points on the canvas, every point (and the segments between them,
 * sampled) at least `clearance` px from everything in `avoid` and not under a DOM overlay.
 * Candidates are zig-zags over a grid of the canvas, tried nearest to the canvas centre first (away
 * from the HUD and the panel, so that screenshots show them).
 */
export async function freePolyline(page: Page, avoid: Vec2[], options: { count?: number; spacing?: number; clearance?: number } = {}): Promise<Vec2[]> {
  const { count = 4, spacing = 110, clearance = 90 } = options;
  const box = (await page.locator('canvas').first().boundingBox()) ?? { x: 0, y: 0, width: page.viewportSize()?.width ?? 1280, height: page.viewportSize()?.height ?? 800 };
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
  throw new Error(`no free polyline on the canvas (${candidates.length} candidates clear of ${avoid.length} points were all under overlays)`);
}

/** Wraps an angle in degrees to [-180, 180). */
export function wrapDeg(deg: number): number {
  return ((((deg + 180) % 360) + 360) % 360) - 180;
}

/**
 * Waits until this entity's heading error stays below `maxDeg` for `holdSeconds` of sim time in a row.
 */
export async function waitUntilSettled(page: Page, entityId: string, options: { maxDeg?: number; holdSeconds?: number; simSeconds?: number } = {}): Promise<Snapshot> {
  const { maxDeg = 2, holdSeconds = 0.5, simSeconds = 15 } = options;
  let since: number | null = null;
  return waitForSim(
    page,
    (s) => {
      if (absDeg(entityById(s, entityId)) >= maxDeg) {
        since = null;
        return false;
      }
      since ??= s.time;
      return s.time - since >= holdSeconds;
    },
    simSeconds,
    { description: `entity ${entityId} settles within ${maxDeg}° for ${holdSeconds} s` },
  );
}

/** What happened during one measured turn. */
export interface TurnMeasurement {
  /** Snapshot while paused, just after the drag was released (sim time frozen at the turn's start). */
  released: Snapshot;
  /** Heading error right after the drag (sim paused), deg. */
  initialErrorDeg: number;
  /** First snapshot after unpausing in which the heading error was below `doneDeg`. */
  done: Snapshot;
  /** Sim time from unpausing to `done` (first time within `doneDeg`), s. */
  turnTime: number;
  /** First snapshot from which the error stayed below `doneDeg` for `holdSeconds`. */
  settled: Snapshot;
  /** Sim time from unpausing to the start of that calm period, s. */
  settleTime: number;
  /** Largest error on the far side of the target (sign opposite to the initial error), deg. */
  overshootDeg: number;
  /** Number of samples with an error strictly between `doneDeg`·2 and `initialErrorDeg`−10 (a gradual turn). */
  intermediateSamples: number;
  /** Every polled (sim time, signed heading error deg) pair from unpausing on. */
  samples: [number, number][];
}

/** Presses Space and waits until the sim reports paused (or unpaused). */
export async function setPausedWithSpace(page: Page, paused: boolean): Promise<Snapshot> {
  const now = await snapshot(page);
  if (now.paused !== paused) await page.keyboard.press('Space');
  return waitForSim(page, (s) => s.paused === paused, 1, { description: `Space ${paused ? 'pauses' : 'resumes'}` });
}

/**
 * Measures a turn: pauses (Space), drags `entityId`'s target with the real mouse from its snapshot
 * screen point to a free canvas point `angleDeg` around the entity, checks the heading error jumped
 * above `peakDeg`, resumes (Space), and follows the heading error in sim time until it has stayed
 * below `doneDeg` for `holdSeconds`. Pausing makes the drag take no sim time: on this machine a
 * mouse drag takes about a second of wall time, during which a running missile would already turn.
 */
export async function dragTargetAndMeasureTurn(
  page: Page,
  entityId: string,
  options: { angleDeg?: number; peakDeg?: number; doneDeg?: number; holdSeconds?: number; simSeconds?: number } = {},
): Promise<TurnMeasurement> {
  const { angleDeg = 90, peakDeg = 45, doneDeg = 5, holdSeconds = 0.5, simSeconds = 8 } = options;
  const before = await setPausedWithSpace(page, true);
  const entity = entityById(before, entityId);
  const target = targetOf(before, entityId);
  const destination = await pointAround(page, entity.screen, target.screen, angleDeg, { avoid: occupiedScreenPoints(before).filter((p) => p !== target.screen) });
  await mouseDrag(page, [target.screen, destination], { stepsPerLeg: 10 });

  const released = await snapshot(page);
  if (!released.paused || released.time !== before.time) throw new Error(`the sim ran during the drag: ${summarize(before)} → ${summarize(released)}`);
  const droppedAt = targetOf(released, entityId).screen;
  if (distance(droppedAt, destination) > 8) {
    throw new Error(`the target of ${entityId} did not follow the drag: dropped at (${destination.map((v) => v.toFixed(0)).join(', ')}), target at (${droppedAt.map((v) => v.toFixed(0)).join(', ')})`);
  }
  const signedInitial = entityById(released, entityId).headingErrorDeg;
  const initialErrorDeg = Math.abs(signedInitial);
  if (!(initialErrorDeg > peakDeg)) throw new Error(`after moving the target ${angleDeg}° round, ${entityId}'s heading error is ${initialErrorDeg.toFixed(1)}°, not above ${peakDeg}°`);

  await setPausedWithSpace(page, false);
  const samples: [number, number][] = [];
  let done: Snapshot | null = null;
  let calmSince: Snapshot | null = null;
  let overshootDeg = 0;
  let intermediateSamples = 0;
  await waitForSim(
    page,
    (s) => {
      const signed = entityById(s, entityId).headingErrorDeg;
      const error = Math.abs(signed);
      samples.push([s.time, signed]);
      if (Math.sign(signed) === -Math.sign(signedInitial)) overshootDeg = Math.max(overshootDeg, error);
      if (!done && error > doneDeg * 2 && error < initialErrorDeg - 10) intermediateSamples++;
      if (error >= doneDeg) {
        calmSince = null;
        return false;
      }
      done ??= s;
      calmSince ??= s;
      return s.time - calmSince.time >= holdSeconds;
    },
    simSeconds,
    { description: `${entityId}: heading error falls from ${initialErrorDeg.toFixed(1)}° below ${doneDeg}° and stays there ${holdSeconds} s` },
  );
  const first = done as Snapshot | null;
  const calm = calmSince as Snapshot | null;
  if (!first || !calm) throw new Error('unreachable: settled without a calm period');
  return {
    released,
    initialErrorDeg,
    done: first,
    turnTime: first.time - released.time,
    settled: calm,
    settleTime: calm.time - released.time,
    overshootDeg,
    intermediateSamples,
    samples,
  };
}

/**
 * The shortest sim time in which a body starting at rest can turn from `fromDeg` to `toDeg` of heading
 * error with angular acceleration at most `maxAngularAcceleration` (rad/s²), not stopping there:
 * sqrt(2·Δθ/α). A torque-limited turn can never be faster; a teleporting angle would be.
 */
export function fastestCrossingTime(fromDeg: number, toDeg: number, maxAngularAcceleration: number): number {
  return Math.sqrt((2 * ((fromDeg - toDeg) * Math.PI)) / 180 / maxAngularAcceleration);
}

/** Shortest distance from `p` to the polyline through `points` (to the point itself if only one). */
export function distanceToPolyline(p: Vec2, points: Vec2[]): number {
  let best = Infinity;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Vec2;
    const b = points[i + 1] ?? a;
    const abx = b[0] - a[0];
    const aby = b[1] - a[1];
    const lengthSquared = abx * abx + aby * aby;
    const t = lengthSquared > 0 ? Math.min(1, Math.max(0, ((p[0] - a[0]) * abx + (p[1] - a[1]) * aby) / lengthSquared)) : 0;
    best = Math.min(best, distance(p, [a[0] + t * abx, a[1] + t * aby]));
  }
  return best;
}

/**
 * A real two-finger pinch through the Chrome DevTools Protocol: both fingers down at `centre` ±
 * `fromGap`/2 (horizontally), moved apart (or together) to ±`toGap`/2 in `steps` moves, then lifted.
 */
export async function touchPinch(page: Page, centre: Vec2, fromGap: number, toGap: number, steps = 10): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const fingers = (gap: number) => [
    { x: centre[0] - gap / 2, y: centre[1], id: 1 },
    { x: centre[0] + gap / 2, y: centre[1], id: 2 },
  ];
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(fromGap) });
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(fromGap + ((toGap - fromGap) * i) / steps) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/** Screen distance (CSS px) between the missile and the character: it scales with the zoom. */
export function screenSpan(snap: Snapshot): number {
  return distance(entityOfType(snap, 'missile').screen, entityOfType(snap, 'character').screen);
}

/** World distance (m) between the missile and the character. */
export function worldSpan(snap: Snapshot): number {
  return distance(entityOfType(snap, 'missile').position, entityOfType(snap, 'character').position);
}
