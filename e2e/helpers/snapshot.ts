/**
 * The game's state as the browser tests read it: `window.pidDemo.snapshot()`, typed by the game's
 * own snapshot types (src/app/snapshot.ts, imported for types only), and lookups in it.
 */
import type { Page } from '@playwright/test';
import type { DemoSnapshot, EntitySnapshot as GameEntitySnapshot, TargetSnapshot } from '../../src/app/snapshot';
import { distance, type Vec2 } from './geometry';

export type { ObstacleSnapshot, TargetSnapshot, WaypointSnapshot } from '../../src/app/snapshot';

/**
 * One entity of the snapshot. Its controller's parameters are read by name whatever the
 * controller type (`controller.kp`, `controller.naturalFrequency`), as the tests check any of them.
 */
export interface EntitySnapshot extends Omit<GameEntitySnapshot, 'controller'> {
  controller: { type: string } & Record<string, unknown>;
}

/** The state exposed by the game for tests: `window.pidDemo.snapshot()`, after a JSON round trip. */
export interface Snapshot extends Omit<DemoSnapshot, 'entities'> {
  entities: EntitySnapshot[];
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

/** |a| in degrees, for heading errors. */
export function absDeg(entity: EntitySnapshot): number {
  return Math.abs(entity.headingErrorDeg);
}

/** Every screen point of entities, targets and waypoints: places a drag must stay away from. */
export function occupiedScreenPoints(snap: Snapshot): Vec2[] {
  return [...snap.entities.map((e) => e.screen), ...snap.targets.map((t) => t.screen), ...snap.waypoints.map((w) => w.screen)];
}

/** Screen distance (CSS px) between the missile and the character: it scales with the zoom. */
export function screenSpan(snap: Snapshot): number {
  return distance(entityOfType(snap, 'missile').screen, entityOfType(snap, 'character').screen);
}

/** World distance (m) between the missile and the character. */
export function worldSpan(snap: Snapshot): number {
  return distance(entityOfType(snap, 'missile').position, entityOfType(snap, 'character').position);
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
  return JSON.stringify({
    time: Number(snap.time.toFixed(4)),
    paused: snap.paused,
    mode: snap.mode,
    timeScale: snap.timeScale,
    selectedId: snap.selectedId,
    entities,
  });
}
