// A figure's scene canvas as input: a mouse drag or click moves the target; on a touch screen a drag that starts on the target moves it, a
// tap puts it there, and any other swipe scrolls the page; arrow keys move it, Space plays or pauses.
import { TARGET_RADIUS, toCanvas, toWorld } from './figurePainter';

/** How far an arrow key moves the target, m. */
const KEY_STEP = 2;
/**
 * A finger grabs the target within its drawn radius, and never less than this many CSS px around its centre (a tap target of 24 px at
 * least).
 */
const MIN_GRAB_PX = 16;
/** A touch that moves less than this (px) before it lifts is a tap. */
const TAP_SLOP = 10;

/** What the canvas drives: the target's position (m, or null), moving it (and letting go), play and pause. */
export interface FigureInputTarget {
  target(): { readonly x: number; readonly y: number } | null;
  move(point: { x: number; y: number }, release: boolean): void;
  togglePlay(): void;
}

/**
 * The scene canvas's pointer, touch and key input. Its CSS lets the page pan vertically from it
 * (`touch-action: pan-y`): a swipe that starts off the target scrolls as anywhere else, and only a
 * touch that starts on the target holds the page still (its `touchstart` is cancelled) and drags.
 */
export class FigureInput {
  private drag: { id: number; touch: boolean } | null = null;
  private tap: { id: number; x: number; y: number } | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly figure: FigureInputTarget,
  ) {
    // A finger on the target: the page must not scroll under the drag.
    canvas.addEventListener(
      'touchstart',
      (event) => {
        const touch = event.touches[0];
        if (event.touches.length === 1 && touch && this.onTarget(touch.clientX, touch.clientY)) event.preventDefault();
      },
      { passive: false },
    );
    canvas.addEventListener('pointerdown', (event) => this.down(event));
    canvas.addEventListener('pointermove', (event) => {
      if (this.drag?.id === event.pointerId) this.figure.move(this.world(event.clientX, event.clientY), false);
      else if (this.tap?.id === event.pointerId && Math.hypot(event.clientX - this.tap.x, event.clientY - this.tap.y) > TAP_SLOP)
        this.tap = null;
    });
    canvas.addEventListener('pointerup', (event) => this.up(event));
    canvas.addEventListener('pointercancel', (event) => {
      // The browser took the touch for a scroll: nothing moves.
      if (this.tap?.id === event.pointerId) this.tap = null;
      if (this.drag?.id === event.pointerId) {
        this.drag = null;
        const target = this.figure.target();
        if (target) this.figure.move({ x: target.x, y: target.y }, true);
      }
    });
    canvas.addEventListener('keydown', (event) => this.key(event));
  }

  /** Whether the client point is on the target (its drawn circle, or at least {@link MIN_GRAB_PX} around it). */
  private onTarget(clientX: number, clientY: number): boolean {
    const target = this.figure.target();
    if (!target) return false;
    const box = this.canvas.getBoundingClientRect();
    const at = toCanvas(target.x, target.y, box.width);
    const radius = Math.max(MIN_GRAB_PX, (TARGET_RADIUS * box.width) / 40);
    return Math.hypot(clientX - box.left - at.x, clientY - box.top - at.y) <= radius;
  }

  private world(clientX: number, clientY: number): { x: number; y: number } {
    const box = this.canvas.getBoundingClientRect();
    return toWorld(clientX - box.left, clientY - box.top, box.width);
  }

  private down(event: PointerEvent): void {
    if (!event.isPrimary || event.button > 0) return;
    const touch = event.pointerType !== 'mouse';
    if (touch && !this.onTarget(event.clientX, event.clientY)) {
      // Maybe a tap (put the target there), maybe a swipe (the page scrolls).
      this.tap = { id: event.pointerId, x: event.clientX, y: event.clientY };
      return;
    }
    this.drag = { id: event.pointerId, touch };
    this.canvas.setPointerCapture(event.pointerId);
    this.figure.move(this.world(event.clientX, event.clientY), false);
  }

  private up(event: PointerEvent): void {
    if (this.drag?.id === event.pointerId) {
      this.drag = null;
      this.figure.move(this.world(event.clientX, event.clientY), true);
    } else if (this.tap?.id === event.pointerId) {
      this.tap = null;
      this.figure.move(this.world(event.clientX, event.clientY), true);
    }
  }

  private key(event: KeyboardEvent): void {
    const target = this.figure.target();
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const move = moves[event.key];
    if (move && target) {
      event.preventDefault();
      this.figure.move({ x: target.x + move[0], y: target.y + move[1] }, true);
    } else if (event.key === ' ') {
      event.preventDefault();
      this.figure.togglePlay();
    }
  }
}
