import type { ChangeFeed } from '../app/changes/ChangeFeed';
import type { Demo } from '../app/Demo';
import { FIT_HEIGHT_M, FIT_WIDTH_M, type Viewport } from './Viewport';
import { BODY_GEOMETRY, selectionRingRadius } from './draw/EntityPainter';
import { TARGET_REACH_PX } from './draw/TargetPainter';

/** Free space the camera keeps round what the player owns, CSS px (the rule: nothing within 8 px of an edge). */
const MARGIN_PX = 16;
/** The least free space it ever leaves, even while gliding to a new framing, CSS px. */
const HARD_MARGIN_PX = 10;
/** Round a waypoint (its ring and its number), CSS px. */
const WAYPOINT_REACH_PX = 16;
/**
 * Where the whole arena fits at this scale or larger (CSS px per m; 6 px/m draws the missile 45 px
 * long), a desktop, the camera zooms in no further than the arena; elsewhere (a phone) no further
 * than {@link MAX_FOLLOW_PIXELS_PER_METRE}.
 */
const READABLE_PIXELS_PER_METRE = 6;
/** On a small screen the camera zooms in no further than this, CSS px per m: the missile 75 px long, a phone showing about 37 m across. */
const MAX_FOLLOW_PIXELS_PER_METRE = 10;
/** The smallest action box, m: a lone body at rest is not blown up to fill the screen. */
const MIN_BOX_M = 12;
/**
 * The farthest the camera zooms out, CSS px per m: a scene may place things ±100 km from the
 * origin (MAX_COORDINATE), 200 km across, which fits a 390 px phone at about 0.0017 px/m.
 */
const MIN_PIXELS_PER_METRE = 1e-3;
/**
 * After a drag ends the camera keeps still this long, s (unless something would touch an edge): what was dropped stays under the finger.
 */
const AFTER_DRAG_S = 0.8;
/** How fast the camera glides, 1/s: zooming out (something is leaving the view) and in, and panning. */
const ZOOM_OUT_RATE = 8;
const ZOOM_IN_RATE = 1.5;
const PAN_RATE = 5;

/**
 * The camera: it frames the action on every screen. Each frame it measures the box round what
 * the player owns (every entity's body, the targets, in Path mode the paths' waypoints, the
 * obstacles) and points the {@link Viewport} so that all of it lies inside the free rectangle
 * (between the overlays) with {@link MARGIN_PX} to spare. It zooms out only as far as the box
 * needs, and in no further than the whole arena where it fits at a readable scale (a desktop: the
 * arena stays framed as at zoom 1 while everything is inside it), else than
 * {@link MAX_FOLLOW_PIXELS_PER_METRE} (a phone: the action fills the play area). Where the whole arena fits it stays as near the arena's
 * centre as
 * the box allows, so it pans only when something would leave the view; elsewhere it keeps the box
 * in the middle.
 *
 * It glides (zooming out faster than in), yet never leaves anything closer than
 * {@link HARD_MARGIN_PX} to an edge; it jumps to a new scene, on its first frame and when the
 * player prefers reduced motion. It holds still while the player drags (the world must stay under
 * the pointer) and for {@link AFTER_DRAG_S} after (what was dropped stays under the finger), and leaves the view to the player once they
 * zoom or pan ({@link Viewport.userMoved})
 * until Fit (0), a new scene, or a move by the arrow keys ({@link follow}). Allocates nothing per frame.
 */
export class ActionCamera {
  /** The action box, m, and how far beyond it things are drawn in pixels (a target's crosshair). */
  private minX = 0;
  private maxX = 0;
  private minY = 0;
  private maxY = 0;
  private reachPx = 0;
  private empty = true;
  /** Another scene plays since the last frame (the demo said so): it is jumped to. */
  private newScene = true;
  private lastTime = Number.NaN;
  private jump = true;
  /** Wall-clock time (s) until which the camera keeps still after a drag, and whether the last frame was held. */
  private stillUntil = Number.NEGATIVE_INFINITY;
  private held = false;

  /** `changes`: the demo's, which say when another scene plays (not the same one rebuilt to show a moment of its timeline). */
  constructor(
    private readonly view: Viewport,
    changes: Pick<ChangeFeed, 'on'>,
  ) {
    changes.on(['scene'], () => (this.newScene = true));
  }

  /** Frames the action again (after the arrow keys moved something, which may be out of view). */
  follow(): void {
    this.view.userMoved = false;
  }

  /**
   * Once per frame, after the steps: `time` is the wall-clock time (s), `hold` true while the
   * player drags, `still` true when the player prefers reduced motion.
   */
  update(demo: Demo, time: number, hold: boolean, still: boolean): void {
    const dt = Number.isFinite(this.lastTime) ? Math.max(0, Math.min(0.1, time - this.lastTime)) : 0;
    this.lastTime = time;
    // A new scene, not the same one rebuilt to show a moment of its timeline.
    if (this.newScene) {
      this.newScene = false;
      this.view.userMoved = false;
      this.jump = true;
    }
    if (this.held && !hold) this.stillUntil = time + AFTER_DRAG_S;
    this.held = hold;
    if (hold || this.view.userMoved) return;
    this.measure(demo);
    if (this.empty) return;
    // Just after a drag only what must move does: nothing closer than the hard margin to an edge.
    this.frame(time < this.stillUntil && !this.jump ? 0 : dt, this.jump || still);
    this.jump = false;
  }

  /** Glides (or jumps) toward the framing of the action box. */
  private frame(dt: number, jump: boolean): void {
    const view = this.view;
    const width = Math.max(MIN_BOX_M, this.maxX - this.minX);
    const height = Math.max(MIN_BOX_M, this.maxY - this.minY);
    // The whole arena with its dashed edge in view, clear of the overlays by a margin.
    const arena = Math.min((view.freeWidth - 2 * MARGIN_PX) / FIT_WIDTH_M, (view.freeHeight - 2 * MARGIN_PX) / FIT_HEIGHT_M);
    const wanted = Math.min(arena >= READABLE_PIXELS_PER_METRE ? arena : MAX_FOLLOW_PIXELS_PER_METRE, this.fit(width, height, MARGIN_PX));
    const now = view.pixelsPerMetre;
    let scale = wanted;
    if (!jump) {
      const rate = wanted < now ? ZOOM_OUT_RATE : ZOOM_IN_RATE;
      scale = now * Math.pow(wanted / now, 1 - Math.exp(-rate * dt));
    }
    scale = Math.min(scale, this.fit(width, height, HARD_MARGIN_PX));
    const centreX = view.toWorldX(view.originX);
    const centreY = view.toWorldY(view.originY);
    // Where the whole arena fits (a desktop) the camera keeps it framed, panning only as far as
    // the action needs; where it does not (a phone), it keeps the action in the middle.
    const arenaShown = scale <= arena * 1.001;
    const homeX = arenaShown ? 0 : (this.minX + this.maxX) / 2;
    const homeY = arenaShown ? 0 : (this.minY + this.maxY) / 2;
    let x = this.centreFor(homeX, view.freeWidth, scale, this.minX, this.maxX, MARGIN_PX);
    let y = this.centreFor(homeY, view.freeHeight, scale, this.minY, this.maxY, MARGIN_PX);
    if (!jump) {
      const k = 1 - Math.exp(-PAN_RATE * dt);
      x = centreX + (x - centreX) * k;
      y = centreY + (y - centreY) * k;
    }
    x = this.centreFor(x, view.freeWidth, scale, this.minX, this.maxX, HARD_MARGIN_PX);
    y = this.centreFor(y, view.freeHeight, scale, this.minY, this.maxY, HARD_MARGIN_PX);
    view.lookAt(x, y, scale);
  }

  /** The largest scale (px/m) at which a box `width` × `height` m fits the free rectangle with `margin` px (and its reach) to spare. */
  private fit(width: number, height: number, margin: number): number {
    const view = this.view;
    return Math.max(
      MIN_PIXELS_PER_METRE,
      Math.min((view.freeWidth - 2 * (margin + this.reachPx)) / width, (view.freeHeight - 2 * (margin + this.reachPx)) / height),
    );
  }

  /**
   * The centre nearest `home` (m) along one axis that keeps [min, max] (m) inside a view `span`
   * px wide at `scale` px/m with `margin` px (and the box's reach) to spare; the box's middle when
   * it does not fit.
   */
  private centreFor(home: number, span: number, scale: number, min: number, max: number, margin: number): number {
    const half = span / 2 / scale;
    const pad = (margin + this.reachPx) / scale;
    const low = max + pad - half;
    const high = min - pad + half;
    if (low > high) return (min + max) / 2;
    return Math.max(low, Math.min(high, home));
  }

  /** Measures the action box: bodies (with the selection ring), targets, waypoints (Path mode), obstacles. */
  private measure(demo: Demo): void {
    this.empty = true;
    this.reachPx = 0;
    const records = demo.view.records;
    const selectedId = demo.editor.entities.selectedId;
    const path = demo.editor.entities.mode === 'path';
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      if (!record) continue;
      const entity = record.entity;
      const radius = entity.id === selectedId ? selectionRingRadius(entity.type) : BODY_GEOMETRY[entity.type].radius;
      this.include(entity.position.x, entity.position.y, radius, 0);
      if (!path) continue;
      // Racers share one course: it is measured once.
      if (demo.plays.raceOnScreen && i > 0) continue;
      const waypoints = record.path;
      for (let k = 0; k < waypoints.length; k++) {
        const point = waypoints[k];
        if (point) this.include(point.x, point.y, 0, WAYPOINT_REACH_PX);
      }
    }
    if (!path) {
      const targets = demo.view.world.targets;
      for (let i = 0; i < targets.length; i++) {
        const target = targets[i];
        if (target) this.include(target.position.x, target.position.y, 0, TARGET_REACH_PX);
      }
    }
    const obstacles = demo.view.obstacles;
    for (let i = 0; i < obstacles.length; i++) {
      const obstacle = obstacles[i]?.obstacle;
      if (!obstacle) continue;
      const shape = obstacle.shape;
      this.include(
        obstacle.position.x,
        obstacle.position.y,
        shape.type === 'circle' ? shape.radius : Math.hypot(shape.halfWidth, shape.halfHeight),
        0,
      );
    }
  }

  /** Grows the box to hold a circle of `radius` m round (x, y) m, drawn `reachPx` px beyond it. */
  private include(x: number, y: number, radius: number, reachPx: number): void {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    if (this.empty) {
      this.minX = x - radius;
      this.maxX = x + radius;
      this.minY = y - radius;
      this.maxY = y + radius;
      this.empty = false;
    } else {
      this.minX = Math.min(this.minX, x - radius);
      this.maxX = Math.max(this.maxX, x + radius);
      this.minY = Math.min(this.minY, y - radius);
      this.maxY = Math.max(this.maxY, y + radius);
    }
    this.reachPx = Math.max(this.reachPx, reachPx);
  }
}
