/**
 * Two fingers on the game: the touches that are down, and the pinch that zooms the view about their
 * midpoint by how far apart they move, and pans it as the midpoint moves.
 */
import type Phaser from 'phaser';
import type { Vec2Like } from '../../sim/math/vec2';
import type { Viewport } from '../Viewport';
import type { PointerToCss } from './Gesture';

/** The touches down and the pinch they make. */
export class PinchZoom {
  private readonly touchesDown = new Set<number>();
  private readonly css: Vec2Like = { x: 0, y: 0 };
  private readonly cssOther: Vec2Like = { x: 0, y: 0 };
  /** The distance between the two touches at the last move, CSS px (at least 1). */
  private lastDistance = 1;
  /** Their midpoint at the last move, CSS px. */
  private lastMidX = 0;
  private lastMidY = 0;

  constructor(
    private readonly input: Phaser.Input.InputPlugin,
    private readonly view: Viewport,
    private readonly toCss: PointerToCss,
  ) {}

  /** A pointer went down: a touch is counted; returns whether two touches or more are down (a pinch begins). */
  down(pointer: Phaser.Input.Pointer): boolean {
    if (pointer.wasTouch) this.touchesDown.add(pointer.id);
    return pointer.wasTouch && this.touchesDown.size >= 2;
  }

  /** A pointer went up: a touch is no longer counted. */
  up(pointer: Phaser.Input.Pointer): void {
    if (pointer.wasTouch) this.touchesDown.delete(pointer.id);
  }

  /** Whether a touch is still down. */
  get touching(): boolean {
    return this.touchesDown.size > 0;
  }

  /** Starts a pinch from the first two touches down; returns false, starting nothing, when two are not found. */
  start(): boolean {
    const pointers = this.touchPointers();
    if (!pointers) return false;
    const [first, second] = pointers;
    const a = this.toCss(first, this.css);
    const b = this.toCss(second, this.cssOther);
    this.lastDistance = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
    this.lastMidX = (a.x + b.x) / 2;
    this.lastMidY = (a.y + b.y) / 2;
    return true;
  }

  /** A touch moved during the pinch: the view pans with the midpoint and zooms about it by the change of distance. */
  update(): void {
    const pointers = this.touchPointers();
    if (!pointers) return;
    const a = this.toCss(pointers[0], this.css);
    const b = this.toCss(pointers[1], this.cssOther);
    const distance = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
    const midX = (a.x + b.x) / 2;
    const midY = (a.y + b.y) / 2;
    this.view.panByPixels(midX - this.lastMidX, midY - this.lastMidY);
    this.view.zoomAt(midX, midY, distance / this.lastDistance);
    this.lastDistance = distance;
    this.lastMidX = midX;
    this.lastMidY = midY;
  }

  /** The first two touch pointers that are down, or null. */
  private touchPointers(): [Phaser.Input.Pointer, Phaser.Input.Pointer] | null {
    let first: Phaser.Input.Pointer | null = null;
    for (const pointer of this.input.manager.pointers) {
      if (!pointer.isDown || !this.touchesDown.has(pointer.id)) continue;
      if (!first) first = pointer;
      else return [first, pointer];
    }
    return null;
  }
}
