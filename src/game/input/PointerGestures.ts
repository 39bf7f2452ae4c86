/**
 * Pointer input on the game (mouse and touch) turned into demo calls and view changes: what a press
 * starts by what is under it, the drags, the path sketched, the pan, the pinch and the wheel's zoom.
 */
import type Phaser from 'phaser';
import type { Demo } from '../../app/Demo';
import { PathSketch } from '../../app/interaction/PathSketch';
import type { Vec2Like } from '../../sim/math/vec2';
import type { Viewport } from '../Viewport';
import { FlickThrow } from './FlickThrow';
import { NONE, PINCH, TAP_SLOP_PX, type Gesture, type PointerToCss } from './Gesture';
import { hitTest, type Hit } from './hitTest';
import { PinchZoom } from './PinchZoom';

/** Zoom factor per wheel pixel (exponential, so in and out are symmetric). */
const WHEEL_ZOOM_PER_PX = 0.0015;

/**
 * Turns pointer input (mouse and touch alike, through Phaser's pointers) into demo calls and view
 * changes:
 * - press on a target (Track, Seek) and drag: holds it; every frame it is dragged toward the
 *   pointer by velocity (never teleported while time runs); letting go while still moving (a flick)
 *   throws it with the pointer's velocity, letting go after holding still drops it there;
 * - press on a waypoint (Path) and drag: moves it, live (never the body);
 * - press on an obstacle: selects it; dragging moves it by velocity, shoving what is in the way;
 * - press on a body: selects it; in Track and Seek, dragging on from there moves its target (a
 *   click or tap alone moves nothing); in Path mode: draws a path for it;
 * - press anywhere else and drag: in Track and Seek the selected entity's target follows (as in
 *   the original demo); in Path mode a path is drawn for the selected entity;
 * - pan: right or middle button drag, or Shift/Alt/Ctrl + drag, in every mode; two fingers:
 *   pinch to zoom and pan;
 * - mouse wheel: zooms about the pointer.
 */
export class PointerGestures {
  /** The path being drawn (read by the renderer). */
  readonly sketch = new PathSketch();
  /** Where the pointer is, m (read by the renderer for the sketch). */
  readonly pointerWorld: Vec2Like = { x: 0, y: 0 };
  /** Target under the mouse or being dragged, or null (drawn highlighted). */
  highlightedTargetId: string | null = null;
  /** Where the mouse is over the game, m, when {@link pointerInside}. */
  readonly hoverWorld: Vec2Like = { x: 0, y: 0 };
  /** Whether the mouse is over the game canvas (for placing obstacles under it). */
  pointerInside = false;

  private gesture: Gesture = NONE;
  /** The pointer holding a target, followed for the throw its release makes. */
  private readonly flicks: FlickThrow;
  /** The touches down, and their pinch. */
  private readonly pinch: PinchZoom;
  private readonly css: Vec2Like = { x: 0, y: 0 };
  private readonly world: Vec2Like = { x: 0, y: 0 };
  private downX = 0;
  private downY = 0;
  /** Event time of the last press, ms. */
  private downTime = 0;

  constructor(
    private readonly input: Phaser.Input.InputPlugin,
    private readonly demo: Demo,
    private readonly view: Viewport,
    private readonly toCss: PointerToCss,
    private readonly setCursor: (cursor: string) => void,
  ) {
    this.flicks = new FlickThrow(demo, view);
    this.pinch = new PinchZoom(input, view, toCss);
    input.on('pointerdown', this.onDown, this);
    input.on('pointermove', this.onMove, this);
    input.on('pointerup', this.onUp, this);
    input.on('pointerupoutside', this.onUp, this);
    input.on('wheel', this.onWheel, this);
    input.on('gameout', this.onGameOut, this);
    input.on('gameover', this.onGameOver, this);
  }

  /**
   * Called once per frame: a held target or obstacle is dragged toward the pointer again (so a
   * pointer held still makes it stop, and letting go of it then does not throw it).
   */
  frame(): void {
    const gesture = this.gesture;
    if (gesture.kind === 'target') {
      this.demo.apply({ kind: 'dragTarget', target: gesture.targetId, point: this.goal(gesture.offsetX, gesture.offsetY) });
    } else if (gesture.kind === 'obstacle' && gesture.dragging) {
      this.demo.apply({ kind: 'dragObstacle', obstacle: gesture.obstacleId, goal: this.goal(gesture.offsetX, gesture.offsetY) });
    }
  }

  /** Whether a pointer gesture is under way (a drag, a sketch, a pan or a pinch). */
  get active(): boolean {
    return this.gesture.kind !== 'none';
  }

  /** Stops listening. */
  destroy(): void {
    this.input.off('pointerdown', this.onDown, this);
    this.input.off('pointermove', this.onMove, this);
    this.input.off('pointerup', this.onUp, this);
    this.input.off('pointerupoutside', this.onUp, this);
    this.input.off('wheel', this.onWheel, this);
    this.input.off('gameout', this.onGameOut, this);
    this.input.off('gameover', this.onGameOver, this);
  }

  /** Abandons any gesture (e.g. on reset: the dragged target may no longer exist), letting go of what it held. */
  cancel(): void {
    this.letGo();
    this.sketch.cancel();
    this.gesture = NONE;
    this.highlightedTargetId = null;
  }

  private readonly goalScratch: Vec2Like = { x: 0, y: 0 };

  /** The pointer's world point plus a grab offset (reused object). */
  private goal(offsetX: number, offsetY: number): Vec2Like {
    this.goalScratch.x = this.pointerWorld.x + offsetX;
    this.goalScratch.y = this.pointerWorld.y + offsetY;
    return this.goalScratch;
  }

  /**
   * Releases a held target (thrown if it was flicked) or obstacle. `upTime` is the release's event
   * time (ms); without one (a cancelled gesture) a target is dropped.
   */
  private letGo(upTime: number | null = null): void {
    const gesture = this.gesture;
    if (gesture.kind === 'target')
      this.demo.apply({
        kind: 'releaseTarget',
        target: gesture.targetId,
        throwVelocity: upTime === null ? null : this.flicks.velocity(upTime),
      });
    else if (gesture.kind === 'obstacle' && gesture.dragging) this.demo.apply({ kind: 'releaseObstacle', obstacle: gesture.obstacleId });
  }

  private onGameOut(): void {
    this.pointerInside = false;
  }

  private onGameOver(): void {
    this.pointerInside = true;
  }

  private onDown(pointer: Phaser.Input.Pointer): void {
    const { x, y } = this.toCss(pointer, this.css);
    if (this.pinch.down(pointer)) {
      this.startPinch();
      return;
    }
    if (this.gesture.kind !== 'none') return;
    this.downX = x;
    this.downY = y;
    this.downTime = pointer.downTime;
    this.view.toWorld(x, y, this.world);
    this.pointerWorld.x = this.world.x;
    this.pointerWorld.y = this.world.y;

    // Right or middle mouse button, or a modifier key held: pan, whatever is under the pointer.
    const modifier =
      pointer.event instanceof MouseEvent &&
      (pointer.event.shiftKey || pointer.event.altKey || pointer.event.ctrlKey || pointer.event.metaKey);
    if (!pointer.wasTouch && (pointer.button === 1 || pointer.button === 2 || modifier)) {
      this.gesture = { kind: 'pan', pointerId: pointer.id, lastX: x, lastY: y };
      this.setCursor('grabbing');
      return;
    }
    const hit = hitTest(this.demo, this.view, x, y);
    this.gesture = this.gestureFor(hit, pointer.id, x, y);
    if (this.gesture.kind === 'sketch') this.sketch.begin(this.world);
    this.setCursor(
      this.gesture.kind === 'pan' || this.gesture.kind === 'target' || this.gesture.kind === 'waypoint' || this.gesture.kind === 'obstacle'
        ? 'grabbing'
        : this.cursorFor(hit),
    );
  }

  private gestureFor(hit: Hit, pointerId: number, x: number, y: number): Gesture {
    const demo = this.demo;
    switch (hit.kind) {
      case 'target': {
        const target = demo.view.targets.find((t) => t.id === hit.targetId);
        if (!target) return NONE;
        this.highlightedTargetId = target.id;
        demo.editor.obstacles.select(null);
        const gesture: Gesture = {
          kind: 'target',
          pointerId,
          targetId: target.id,
          offsetX: target.position.x - this.world.x,
          offsetY: target.position.y - this.world.y,
        };
        demo.apply({ kind: 'dragTarget', target: target.id, point: target.position });
        this.flicks.begin(x, y, this.downTime);
        return gesture;
      }
      case 'obstacle': {
        const obstacle = demo.view.obstacles.find((o) => o.obstacle.id === hit.obstacleId)?.obstacle;
        if (!obstacle) return NONE;
        demo.editor.obstacles.select(obstacle.id);
        return {
          kind: 'obstacle',
          pointerId,
          obstacleId: obstacle.id,
          offsetX: obstacle.position.x - this.world.x,
          offsetY: obstacle.position.y - this.world.y,
          dragging: false,
        };
      }
      case 'waypoint': {
        const waypoint = demo.view.findRecord(hit.entityId)?.path[hit.index];
        if (!waypoint) return NONE;
        return {
          kind: 'waypoint',
          pointerId,
          entityId: hit.entityId,
          index: hit.index,
          offsetX: waypoint.x - this.world.x,
          offsetY: waypoint.y - this.world.y,
        };
      }
      case 'entity':
        demo.editor.entities.select(hit.entityId);
        demo.editor.obstacles.select(null);
        return demo.editor.entities.mode === 'path' ? { kind: 'sketch', pointerId, entityId: hit.entityId } : { kind: 'body', pointerId };
      case 'empty': {
        demo.editor.obstacles.select(null);
        const selectedId = demo.editor.entities.selectedId;
        if (demo.editor.entities.mode === 'path')
          return selectedId !== null ? { kind: 'sketch', pointerId, entityId: selectedId } : { kind: 'pan', pointerId, lastX: x, lastY: y };
        return this.dragSelectedTarget(pointerId, x, y);
      }
    }
  }

  /**
   * Drag anywhere (Track, Seek): the selected entity's target (else the first entity's) comes to the
   * pointer, by velocity over the next step (a sensor: no body is moved), and follows it.
   */
  private dragSelectedTarget(pointerId: number, x: number, y: number): Gesture {
    const demo = this.demo;
    const record = demo.view.selected ?? demo.view.records[0];
    if (!record) return { kind: 'pan', pointerId, lastX: x, lastY: y };
    const targetId = record.target.id;
    this.highlightedTargetId = targetId;
    demo.apply({ kind: 'dragTarget', target: targetId, point: this.world });
    this.flicks.begin(x, y, this.downTime);
    return { kind: 'target', pointerId, targetId, offsetX: 0, offsetY: 0 };
  }

  private onMove(pointer: Phaser.Input.Pointer): void {
    const { x, y } = this.toCss(pointer, this.css);
    this.view.toWorld(x, y, this.world);
    if (!pointer.wasTouch) {
      this.pointerInside = true;
      this.hoverWorld.x = this.world.x;
      this.hoverWorld.y = this.world.y;
    }
    const gesture = this.gesture;
    switch (gesture.kind) {
      case 'none':
        if (!pointer.wasTouch) this.hover(x, y);
        return;
      case 'pinch':
        this.pinch.update();
        return;
      case 'settle':
        return;
      default:
        if (gesture.pointerId !== pointer.id) return;
    }
    this.pointerWorld.x = this.world.x;
    this.pointerWorld.y = this.world.y;
    switch (gesture.kind) {
      case 'target':
        this.flicks.track(x, y, pointer.moveTime);
        this.demo.apply({ kind: 'dragTarget', target: gesture.targetId, point: this.goal(gesture.offsetX, gesture.offsetY) });
        return;
      case 'body':
        if (Math.hypot(x - this.downX, y - this.downY) <= TAP_SLOP_PX) return;
        this.gesture = this.dragSelectedTarget(gesture.pointerId, x, y);
        this.setCursor('grabbing');
        return;
      case 'obstacle':
        if (!gesture.dragging && Math.hypot(x - this.downX, y - this.downY) <= TAP_SLOP_PX) return;
        gesture.dragging = true;
        this.setCursor('grabbing');
        this.demo.apply({ kind: 'dragObstacle', obstacle: gesture.obstacleId, goal: this.goal(gesture.offsetX, gesture.offsetY) });
        return;
      case 'waypoint':
        this.demo.apply({
          kind: 'moveWaypoint',
          entity: gesture.entityId,
          index: gesture.index,
          position: { x: this.world.x + gesture.offsetX, y: this.world.y + gesture.offsetY },
        });
        return;
      case 'sketch':
        this.sketch.extend(this.world);
        return;
      case 'pan':
        this.view.panByPixels(x - gesture.lastX, y - gesture.lastY);
        gesture.lastX = x;
        gesture.lastY = y;
        return;
    }
  }

  private onUp(pointer: Phaser.Input.Pointer): void {
    this.pinch.up(pointer);
    const gesture = this.gesture;
    if (gesture.kind === 'pinch' || gesture.kind === 'settle') {
      if (!this.pinch.touching) this.gesture = NONE;
      else this.gesture = { kind: 'settle' };
      return;
    }
    if (gesture.kind === 'none' || gesture.pointerId !== pointer.id) return;
    const { x, y } = this.toCss(pointer, this.css);
    this.view.toWorld(x, y, this.world);
    if (gesture.kind === 'target' || gesture.kind === 'obstacle') {
      this.letGo(pointer.upTime);
    } else if (gesture.kind === 'waypoint') {
      this.demo.apply({
        kind: 'moveWaypoint',
        entity: gesture.entityId,
        index: gesture.index,
        position: { x: this.world.x + gesture.offsetX, y: this.world.y + gesture.offsetY },
      });
    } else if (gesture.kind === 'sketch') {
      const moved = Math.hypot(x - this.downX, y - this.downY) > TAP_SLOP_PX;
      const points = moved ? this.sketch.finish(this.world) : null;
      this.sketch.cancel();
      if (points) this.demo.apply({ kind: 'setPath', entity: gesture.entityId, points });
    }
    this.gesture = NONE;
    this.highlightedTargetId = null;
    if (!pointer.wasTouch) this.hover(x, y);
  }

  private onWheel(pointer: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number): void {
    const { x, y } = this.toCss(pointer, this.css);
    this.view.zoomAt(x, y, Math.exp(-dy * WHEEL_ZOOM_PER_PX));
  }

  /** Two fingers down: any one-finger gesture ends where it is, and a pinch starts. */
  private startPinch(): void {
    if (!this.pinch.start()) return;
    this.letGo();
    this.sketch.cancel();
    this.highlightedTargetId = null;
    this.gesture = PINCH;
  }

  private hover(x: number, y: number): void {
    const hit = hitTest(this.demo, this.view, x, y);
    this.highlightedTargetId = hit.kind === 'target' ? hit.targetId : null;
    this.setCursor(this.cursorFor(hit));
  }

  private cursorFor(hit: Hit): string {
    if (hit.kind === 'target' || hit.kind === 'waypoint' || hit.kind === 'obstacle') return 'grab';
    if (hit.kind === 'entity') return 'pointer';
    return 'crosshair';
  }
}
