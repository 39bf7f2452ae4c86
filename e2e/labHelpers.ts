/**
 * Helpers for the controller-lab and hit browser tests (e2e/lab.spec.ts, e2e/hits.spec.ts): the
 * snapshot fields those features add, and a few real-input gestures. Like e2e/helpers.ts, they READ
 * the game through `window.pidDemo.snapshot()` and DRIVE it only through real input.
 */
import { expect, type Page } from '@playwright/test';
import { snapshot, waitForSim, type EntitySnapshot, type Snapshot, type TargetSnapshot, type Vec2 } from './helpers';

/** An entity with the fields the controller lab adds. */
export interface LabEntity extends EntitySnapshot {
  controller: { type: string } & Record<string, unknown>;
  guidance: string;
  navigationConstant: number;
  hits: number;
  label: string | null;
}

/** A target with its motion. */
export interface LabTarget extends TargetSnapshot {
  motion: string;
  velocity: Vec2;
  radius: number;
  held: boolean;
}

/** One obstacle. */
export interface LabObstacle {
  id: string;
  kind: string;
  shape: { type: 'box'; halfWidth: number; halfHeight: number } | { type: 'circle'; radius: number };
  loose: boolean;
  position: Vec2;
  angle: number;
  screen: Vec2;
}

/** The snapshot with every field of the lab and of hits. */
export interface LabSnapshot extends Omit<Snapshot, 'entities' | 'targets'> {
  entities: LabEntity[];
  targets: LabTarget[];
  hits: number;
  hitsByEntity: Record<string, number>;
  lastTimeToHit: number | null;
  obstacles: LabObstacle[];
  selectedObstacleId: string | null;
  disturbance: { angularAcceleration: number; wind: Vec2 };
  hunt: boolean;
  race: boolean;
}

/** Reads the snapshot with the lab's fields. */
export async function labSnapshot(page: Page): Promise<LabSnapshot> {
  return (await snapshot(page)) as unknown as LabSnapshot;
}

/** {@link waitForSim} for a predicate on the lab's snapshot. */
export async function waitForLab(page: Page, predicate: (snap: LabSnapshot) => boolean, simSeconds: number, options: { description?: string; wallTimeoutMs?: number } = {}): Promise<LabSnapshot> {
  return (await waitForSim(page, (s) => predicate(s as unknown as LabSnapshot), simSeconds, options)) as unknown as LabSnapshot;
}

/** The lab entity with this id. */
export function labEntity(snap: LabSnapshot, id: string): LabEntity {
  const entity = snap.entities.find((e) => e.id === id);
  if (!entity) throw new Error(`no entity "${id}" (ids: ${snap.entities.map((e) => e.id).join(', ')})`);
  return entity;
}

/** Opens a closed folder of the tuning panel by clicking its title (no-op when open). */
export async function openPanelFolder(page: Page, folderTitleId: string): Promise<void> {
  const title = page.locator(`#${folderTitleId}`);
  if ((await title.getAttribute('aria-expanded')) === 'false') await title.click();
  await expect(title).toHaveAttribute('aria-expanded', 'true');
}

/** Types `text` into a panel field and commits it with Enter, as a player does. */
export async function typeIntoField(page: Page, selector: string, text: string): Promise<void> {
  const field = page.locator(selector);
  await field.click();
  await field.fill(text);
  await field.press('Enter');
}

/** Chooses an option of a menu by its visible label. */
export async function chooseOption(page: Page, selector: string, label: string): Promise<void> {
  await page.locator(selector).selectOption({ label });
}

/** Sets the time scale by typing it into the panel (the Simulation folder). */
export async function setTimeScale(page: Page, scale: number): Promise<void> {
  await openPanelFolder(page, 'panel-folder-simulation');
  await typeIntoField(page, '#panel-timeScale', String(scale));
  await waitForLab(page, (s) => Math.abs(s.timeScale - scale) < 1e-9, 1, { description: `time scale ${scale}` });
}

/** True when no DOM overlay covers this viewport point (the canvas is on top). */
export async function canvasAt(page: Page, point: Vec2): Promise<boolean> {
  return page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', point);
}

/** A free canvas point near `preferred` (searching outward), at least `clearance` px from `avoid`. */
export async function freeCanvasPoint(page: Page, preferred: Vec2, avoid: Vec2[], clearance = 70): Promise<Vec2> {
  for (let radius = 0; radius <= 300; radius += 30) {
    for (let k = 0; k < (radius === 0 ? 1 : 12); k++) {
      const a = (k * Math.PI) / 6;
      const p: Vec2 = [preferred[0] + radius * Math.cos(a), preferred[1] + radius * Math.sin(a)];
      if (avoid.some((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) < clearance)) continue;
      if (await canvasAt(page, p)) return p;
    }
  }
  throw new Error(`no free canvas point near (${preferred.join(', ')})`);
}

/**
 * A mouse drag that holds still at the end for `holdMs` (a few frames), so that the dragged thing
 * comes to rest under the pointer before it is let go: a placement, not a throw.
 */
export async function dragAndHold(page: Page, from: Vec2, to: Vec2, options: { steps?: number; holdMs?: number } = {}): Promise<void> {
  const { steps = 12, holdMs = 400 } = options;
  await page.mouse.move(from[0], from[1]);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(holdMs);
  await page.mouse.up();
}

/**
 * A flick with the mouse: press at `from`, sweep to `to` in `steps` moves and let go while moving,
 * `msPerStep` apart in event time. Sent through the Chrome DevTools Protocol with explicit event
 * timestamps, so the gesture has the same speed however slowly a loaded machine delivers it
 * (Playwright's own mouse waits for each event to be handled, which can take frames).
 */
export async function mouseFlick(page: Page, from: Vec2, to: Vec2, options: { steps?: number; msPerStep?: number } = {}): Promise<void> {
  const { steps = 6, msPerStep = 12 } = options;
  const cdp = await page.context().newCDPSession(page);
  const t0 = Date.now() / 1000;
  const at = (i: number): Vec2 => [from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps];
  try {
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: from[0], y: from[1], timestamp: t0 - 0.2 });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: from[0], y: from[1], button: 'left', buttons: 1, clickCount: 1, timestamp: t0 });
    for (let i = 1; i <= steps; i++) {
      const [x, y] = at(i);
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, button: 'left', buttons: 1, timestamp: t0 + (i * msPerStep) / 1000 });
    }
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: to[0], y: to[1], button: 'left', buttons: 0, clickCount: 1, timestamp: t0 + (steps * msPerStep + 4) / 1000 });
  } finally {
    await cdp.detach();
  }
}

/** |v|. */
export function speedOf(v: Vec2): number {
  return Math.hypot(v[0], v[1]);
}
