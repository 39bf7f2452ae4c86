/**
 * Real input gestures on the game (mouse and touch, through Playwright or the Chrome DevTools
 * Protocol): the tests DRIVE the game only this way and through DOM buttons.
 */
import type { Page } from '@playwright/test';
import { isCanvasAt } from './canvasPoints';
import { interpolate, type Vec2 } from './geometry';

/**
 * A real mouse drag: move to the first point, press, move through every other point (each leg in
 * `stepsPerLeg` intermediate moves), release at the last point.
 */
export async function mouseDrag(page: Page, points: Vec2[], options: { stepsPerLeg?: number } = {}): Promise<void> {
  const { stepsPerLeg = 8 } = options;
  const [start, ...rest] = points;
  if (!start || rest.length === 0) throw new Error('mouseDrag needs at least two points');
  if (!(await isCanvasAt(page, start)))
    throw new Error(`mouseDrag: a DOM element, not the canvas, is at the start point (${start.join(', ')})`);
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
 * A mouse drag that holds still at the end for `holdMs` (a few frames), so that the dragged thing
 * comes to rest under the pointer before it is let go: a placement, not a throw. `whileHeld`, when
 * given, runs after the hold with the button still down (a wait for what the drag moves to arrive,
 * in simulated time: on a loaded machine a fixed hold may pass in too few frames).
 */
export async function dragAndHold(
  page: Page,
  from: Vec2,
  to: Vec2,
  options: { steps?: number; holdMs?: number; whileHeld?: () => Promise<unknown> } = {},
): Promise<void> {
  const { steps = 12, holdMs = 400, whileHeld } = options;
  await page.mouse.move(from[0], from[1]);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(holdMs);
  await whileHeld?.();
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
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mousePressed',
      x: from[0],
      y: from[1],
      button: 'left',
      buttons: 1,
      clickCount: 1,
      timestamp: t0,
    });
    for (let i = 1; i <= steps; i++) {
      const [x, y] = at(i);
      await cdp.send('Input.dispatchMouseEvent', {
        type: 'mouseMoved',
        x,
        y,
        button: 'left',
        buttons: 1,
        timestamp: t0 + (i * msPerStep) / 1000,
      });
    }
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mouseReleased',
      x: to[0],
      y: to[1],
      button: 'left',
      buttons: 0,
      clickCount: 1,
      timestamp: t0 + (steps * msPerStep + 4) / 1000,
    });
  } finally {
    await cdp.detach();
  }
}

/**
 * A real touch drag through the Chrome DevTools Protocol (Playwright's touchscreen only taps):
 * touchStart at the first point, touchMove through the others, touchEnd (after `beforeLift`, when
 * given). Needs `hasTouch: true`.
 */
export async function touchDrag(
  page: Page,
  points: Vec2[],
  options: { stepsPerLeg?: number; holdMs?: number; beforeLift?: () => Promise<void> } = {},
): Promise<void> {
  const { stepsPerLeg = 8, holdMs = 0, beforeLift } = options;
  const [start, ...rest] = points;
  if (!start || rest.length === 0) throw new Error('touchDrag needs at least two points');
  if (!(await isCanvasAt(page, start)))
    throw new Error(`touchDrag: a DOM element, not the canvas, is at the start point (${start.join(', ')})`);
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
    // A look at the game while the finger is still down (what is under it).
    if (beforeLift) await beforeLift();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
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

/**
 * A flick with a finger: touch at `from`, sweep to `to` in `steps` moves and lift while moving,
 * `msPerStep` apart in event time, through the Chrome DevTools Protocol with explicit timestamps (as
 * {@link mouseFlick}: the same speed however slowly a loaded machine delivers it). Needs `hasTouch: true`.
 */
export async function touchFlick(page: Page, from: Vec2, to: Vec2, options: { steps?: number; msPerStep?: number } = {}): Promise<void> {
  const { steps = 4, msPerStep = 12 } = options;
  if (!(await isCanvasAt(page, from)))
    throw new Error(`touchFlick: a DOM element, not the canvas, is at the start point (${from.join(', ')})`);
  const cdp = await page.context().newCDPSession(page);
  const t0 = Date.now() / 1000;
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from[0], y: from[1], id: 1 }], timestamp: t0 });
    for (let i = 1; i <= steps; i++) {
      const point = { x: from[0] + ((to[0] - from[0]) * i) / steps, y: from[1] + ((to[1] - from[1]) * i) / steps, id: 1 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point], timestamp: t0 + (i * msPerStep) / 1000 });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: t0 + (steps * msPerStep + 4) / 1000 });
  } finally {
    await cdp.detach();
  }
}
