import type Phaser from 'phaser';
import { VISIBLE_ARENA } from '../../app/setup/arena';
import type { Demo } from '../../app/Demo';
import type { DemoTarget } from '../../app/model/DemoTarget';
import type { CanvasLabel } from '../../app/snapshot';
import type { Vec2Like } from '../../sim/math/vec2';
import { COLORS, entityColor, entityCssColor } from '../../app/presentation/palette';
import { Backdrop } from './Backdrop';
import { OverlayFraming } from './OverlayFraming';
import { PageOverlays } from './PageOverlays';
import type { Viewport } from '../Viewport';
import { DebugPainter } from './DebugPainter';
import { CrowdPainter } from './CrowdPainter';
import { CrowdTrailPainter } from './CrowdTrailPainter';
import { drawDetail, type DrawDetail } from './drawDetail';
import { EntityPainter } from './EntityPainter';
import { ExplosionPainter } from './ExplosionPainter';
import { ObstaclePainter } from './ObstaclePainter';
import { WindPainter } from './WindPainter';
import { GridLayer } from './GridLayer';
import { EntityLabels } from './EntityLabels';
import { LabelPool } from './LabelPool';
import { PaletteBuckets } from './PaletteBuckets';
import { PathPainter, WAYPOINT_DOT_PX } from './PathPainter';
import { TargetPainter } from './TargetPainter';
import { TrailPainter } from './TrailPainter';
import { GhostPainter } from './GhostPainter';
import { WorldPen } from './WorldPen';

/** Round a waypoint's ring and number, CSS px: entity labels keep clear of it. */
const WAYPOINT_REACH_PX = WAYPOINT_DOT_PX + 3;

/** A crowd's entities this far outside the view are still drawn (their trails may show), m. */
const CROWD_CULL_MARGIN_M = 25;

/** What the renderer needs besides the demo, per frame. */
export interface FrameView {
  /** Draw the debug overlay. */
  debug: boolean;
  /** Target under the pointer or being dragged (drawn larger), or null. */
  highlightedTargetId: string | null;
  /** Waypoints of the path being sketched (m), empty when none. */
  sketch: readonly Readonly<Vec2Like>[];
  /** Where the pointer is (m), for the sketch's last leg. */
  pointer: Readonly<Vec2Like>;
  /** Wall-clock time, s (animations only). */
  time: number;
  /** The player is dragging something: the camera's framing holds still until the gesture ends. */
  gestureActive: boolean;
}

/**
 * Draws the whole world each frame from the demo's state, in layers: grid, the arena's edge (where
 * moving targets bounce), trails, paths (Path mode), targets (Track and Seek modes), obstacles,
 * entities, debug overlay, explosions, the wind and torque indicator, labels, the path being
 * sketched. A crowd (the benchmark's hundreds of entities, see {@link drawDetail}) is drawn batched
 * by colour with short trails; only the selected entity gets its label, path and full detail.
 */
export class WorldRenderer {
  private readonly grid: GridLayer;
  private readonly backdrop: Backdrop;
  private readonly overlays: PageOverlays;
  private readonly framing: OverlayFraming;
  /** The targets the entities chase or face, refilled each frame (to find the world's other targets). */
  private readonly ownedTargets = new Set<string>();
  /** The loose targets the player holds, refilled each frame. */
  private readonly heldTargets = new Set<string>();
  private readonly below: Phaser.GameObjects.Graphics;
  private readonly bodies: Phaser.GameObjects.Graphics;
  private readonly overlay: Phaser.GameObjects.Graphics;
  private readonly labels: LabelPool;
  private readonly entityLabels: EntityLabels;
  private readonly trails: TrailPainter;
  private readonly ghost: GhostPainter;
  private readonly paths: PathPainter;
  private readonly sketch: PathPainter;
  private readonly targets: TargetPainter;
  private readonly entities: EntityPainter;
  private readonly debug: DebugPainter;
  private readonly obstaclePainter: ObstaclePainter;
  private readonly explosions: ExplosionPainter;
  private readonly wind: WindPainter;
  private readonly belowPen: WorldPen;
  private readonly overlayPen: WorldPen;
  private readonly crowd: CrowdPainter;
  private readonly crowdTrails: CrowdTrailPainter;
  private readonly buckets = new PaletteBuckets();
  private detail: DrawDetail = drawDetail(0, 2);
  /** The entity count {@link detail} was chosen for. */
  private detailCount = -1;

  constructor(
    scene: Phaser.Scene,
    private readonly view: Viewport,
    resolution: number,
  ) {
    this.backdrop = new Backdrop(scene, view, resolution);
    this.overlays = new PageOverlays(scene.game.canvas);
    this.framing = new OverlayFraming(this.overlays, view);
    this.grid = new GridLayer(scene.add.graphics().setDepth(0), view);
    this.below = scene.add.graphics().setDepth(1);
    this.bodies = scene.add.graphics().setDepth(2);
    this.overlay = scene.add.graphics().setDepth(3);
    this.labels = new LabelPool(scene, resolution, 4);
    this.entityLabels = new EntityLabels(this.labels, view, this.overlay);
    const belowPen = new WorldPen(this.below, view);
    const bodyPen = new WorldPen(this.bodies, view);
    this.belowPen = belowPen;
    this.overlayPen = new WorldPen(this.overlay, view);
    this.trails = new TrailPainter(belowPen);
    this.ghost = new GhostPainter(bodyPen, this.labels);
    this.paths = new PathPainter(belowPen, this.labels);
    this.sketch = new PathPainter(this.overlayPen, this.labels);
    this.targets = new TargetPainter(belowPen);
    this.entities = new EntityPainter(bodyPen);
    this.debug = new DebugPainter(this.overlayPen);
    this.crowd = new CrowdPainter(bodyPen);
    this.crowdTrails = new CrowdTrailPainter(belowPen);
    this.obstaclePainter = new ObstaclePainter(bodyPen);
    this.explosions = new ExplosionPainter(this.overlayPen);
    this.wind = new WindPainter(this.overlayPen, view, this.labels);
  }

  /** The labels written in the last frame, boxes in CSS px on the canvas (for the automation hook). */
  shownLabels(): CanvasLabel[] {
    return this.labels.shown();
  }

  /** Stops watching the page (the scene is shutting down). */
  destroy(): void {
    this.overlays.destroy();
  }

  /** Changes the text resolution (device pixel ratio changed). */
  setResolution(resolution: number): void {
    this.labels.setResolution(resolution);
    this.backdrop.setResolution(resolution);
    this.grid.invalidate();
  }

  /** Draws one frame. */
  draw(demo: Demo, frame: FrameView): void {
    this.overlays.update(frame.time);
    this.framing.update(frame.time, frame.gestureActive);
    this.backdrop.update();
    this.grid.update();
    this.below.clear();
    this.bodies.clear();
    this.overlay.clear();
    this.labels.begin();
    this.entityLabels.begin(demo.clock.dt);
    const records = demo.view.records;
    const mode = demo.editor.entities.mode;
    const selectedId = demo.editor.entities.selectedId;
    // A race on screen: its racers share one course and one target. A racers' table on screen (a
    // race's, or the Hunt's over a race): it names them all, so only the selected one is labelled.
    const raceOnScreen = demo.plays.raceOnScreen;
    const legendNamesRacers = demo.plays.racersTabled;
    if (records.length !== this.detailCount) {
      this.detailCount = records.length;
      this.detail = drawDetail(records.length, records[0]?.trail.capacity ?? 2);
    }
    const detail = this.detail;
    if (!detail.detailedEntities) {
      this.buckets.fill(records, selectedId, this.view, CROWD_CULL_MARGIN_M);
      this.crowdTrails.draw(records, this.buckets, detail);
    }

    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      if (!record || (!detail.detailedEntities && record.entity.id !== selectedId)) continue;
      const position = record.entity.position;
      this.trails.draw(record.trail, entityColor(record.colorIndex), position.x, position.y);
    }
    this.drawArena();
    // The paths drawn share the frame's budget. Racers share one course: it is drawn once.
    if (mode === 'path') this.paths.beginFrame(raceOnScreen ? 1 : detail.everyGuide ? records.length : 1);
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      if (!record) continue;
      const color = entityColor(record.colorIndex);
      const selected = record.entity.id === selectedId;
      if (!detail.everyGuide && !selected) continue;
      if (mode === 'path') {
        if (raceOnScreen && i > 0) continue;
        const following = record.entity.mode === 'followPath';
        this.paths.draw(
          record.path,
          color,
          entityCssColor(record.colorIndex),
          following ? record.entity.pathIndex : -1,
          demo.editor.paths.loop,
          selected,
        );
        for (let k = 0; k < record.path.length; k++) {
          const waypoint = record.path[k] as Vec2Like;
          this.entityLabels.avoidSpot(waypoint.x, waypoint.y, WAYPOINT_REACH_PX);
        }
      } else {
        this.targets.link(record.target.position, record.entity.position, color);
      }
    }
    if (mode !== 'path') {
      let drawn = 0;
      for (let i = 0; i < records.length; i++) {
        const record = records[i];
        if (!record || !this.firstWithTarget(records, i)) continue;
        const target = record.target;
        const color = raceOnScreen ? COLORS.raceTarget : entityColor(record.colorIndex);
        this.targets.draw(target.position, target.velocity, target.radius, color, target.id === frame.highlightedTargetId || target.held);
        this.entityLabels.avoidTarget(target.position.x, target.position.y);
        drawn++;
      }
      // Targets no entity owns, in white: a scene file's spare ones (the player's: highlighted
      // under the pointer and while held) and a challenge level's other crossing targets.
      const worldTargets = demo.view.world.targets;
      if (worldTargets.length > drawn) {
        const owned = this.ownedTargets;
        owned.clear();
        for (let i = 0; i < records.length; i++) owned.add((records[i] as (typeof records)[number]).target.id);
        // The held ones, gathered once: a scene may hold up to 100 loose targets, and asking each of them
        // about every target cost their number squared per frame.
        const held = this.heldTargets;
        held.clear();
        const loose = demo.view.looseTargets;
        for (let k = 0; k < loose.length; k++) if ((loose[k] as DemoTarget).held) held.add((loose[k] as DemoTarget).id);
        for (let i = 0; i < worldTargets.length; i++) {
          const target = worldTargets[i];
          if (!target || owned.has(target.id)) continue;
          const highlighted = target.id === frame.highlightedTargetId || held.has(target.id);
          this.targets.draw(target.position, target.velocity, target.radius, COLORS.raceTarget, highlighted);
          this.entityLabels.avoidTarget(target.position.x, target.position.y);
        }
      }
    }
    const obstacles = demo.view.obstacles;
    const selectedObstacleId = demo.editor.obstacles.selectedId;
    for (let i = 0; i < obstacles.length; i++) {
      const obstacle = obstacles[i];
      if (obstacle) this.obstaclePainter.draw(obstacle, obstacle.obstacle.id === selectedObstacleId, demo.clock.paused);
    }
    if (!detail.detailedEntities) this.crowd.draw(records, this.buckets, frame.time);
    // The recorded run under the what-if run's bodies (src/app/history).
    this.ghost.draw(demo);
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      if (!record) continue;
      const entity = record.entity;
      const selected = entity.id === selectedId;
      if (!detail.detailedEntities && !selected) continue;
      this.entities.draw(entity, entityColor(record.colorIndex), selected, frame.time);
      this.entityLabels.avoid(entity);
      if (frame.debug) this.debug.draw(entity);
      // Under a racers' table only the selected racer is labelled (the legend names them all).
      if (legendNamesRacers && !selected) continue;
      this.entityLabels.add(entity, record.colorIndex, selected, record.turns.lastOvershootDeg);
    }
    this.explosions.draw(demo.view.hits.explosions, demo.clock.time);
    // The wind's label first: the entities' labels keep clear of it.
    this.wind.draw(demo.view.world.disturbance, frame.time);
    this.entityLabels.finish(this.overlays);
    if (frame.sketch.length) this.sketch.drawSketch(frame.sketch, frame.pointer);
    this.labels.end();
  }

  /** True when no record before index `i` has the same target (a shared race target is drawn once). */
  private firstWithTarget(records: Demo['view']['records'], i: number): boolean {
    const target = records[i]?.target;
    for (let j = 0; j < i; j++) if (records[j]?.target === target) return false;
    return true;
  }

  /** The edge of the arena moving targets bounce inside: a faint dashed rectangle. */
  private drawArena(): void {
    const pen = this.belowPen;
    const w = VISIBLE_ARENA.halfWidth;
    const h = VISIBLE_ARENA.halfHeight;
    pen.graphics.lineStyle(1.5, COLORS.arena, 0.9);
    pen.dashedLine(-w, -h, w, -h, 10, 8);
    pen.dashedLine(w, -h, w, h, 10, 8);
    pen.dashedLine(w, h, -w, h, 10, 8);
    pen.dashedLine(-w, h, -w, -h, 10, 8);
  }
}
