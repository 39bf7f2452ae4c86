import type { BenchResult } from './instruments/BenchMeter';
import { radToDeg } from '../sim/math/angle';
import type { Vec2Like } from '../sim/math/vec2';
import type { Demo } from './Demo';
import { kindOf, type Play } from './plays/Play';

/** A point on the page, CSS pixels from the viewport's top-left (what `page.mouse.move` expects). */
export type ScreenPoint = [number, number];

/**
 * What `window.pidDemo.snapshot()` returns ({@link buildSnapshot}): a JSON-able copy of the game
 * state for browser tests and the curious. A contract: keep the field names. Units: m, rad, s,
 * m/s, rad/s²; angles counter-clockwise.
 */
export type DemoSnapshot = ReturnType<typeof buildSnapshot>;
export type EntitySnapshot = DemoSnapshot['entities'][number];
export type TargetSnapshot = DemoSnapshot['targets'][number];
export type ObstacleSnapshot = DemoSnapshot['obstacles'][number];
/** A draggable waypoint (drawn in Path mode). */
export type WaypointSnapshot = DemoSnapshot['waypoints'][number];

/**
 * The automation hook installed as `window.pidDemo`. It reads, except {@link PidDemoHook.stepFixed} and {@link PidDemoHook.advanceFixed},
 * which advance time, and {@link PidDemoHook.onFixedStep}, which listens to it.
 */
export interface PidDemoHook {
  snapshot(): DemoSnapshot;
  /** The browser benchmark's figures (`?bench=N`) once its window is over; null before, or without a benchmark. */
  benchResult(): BenchResult | null;
  /**
   * Pauses and advances exactly `n` fixed steps (as `n` presses of single step), returning the new
   * snapshot. Throws a RangeError naming n unless n is an integer from 1 to 100000.
   */
  stepFixed(n: number): DemoSnapshot;
  /**
   * Runs up to `n` fixed steps now without pausing, as frames bringing that much time would
   * (nothing while paused; it stops early at a step that waits for the player's code in a Worker):
   * the browser tests step simulated time instead of waiting for it. Returns how many steps began
   * and the new snapshot. Throws a RangeError naming n unless n is an integer from 1 to 100000.
   */
  advanceFixed(n: number): { steps: number; snapshot: DemoSnapshot };
  /**
   * Calls `listener` after every fixed step of the scene that plays, whatever ran it (a frame,
   * stepFixed, advanceFixed); returns the function that stops it. The browser tests record the
   * motion with it, step by step, however many steps a frame runs.
   */
  onFixedStep(listener: () => void): () => void;
  /**
   * Opens scenario JSON text as the scene, from time 0 (as More › Open scene… does): `{ ok: true }`,
   * or `{ ok: false, error }` with the message the player sees, the current scene kept.
   */
  loadScene(text: string): { ok: true } | { ok: false; error: string };
  /** The scene on screen as scenario JSON text (as More › Save scene downloads it). */
  saveScene(): string;
  /** The labels written on the canvas in the last frame (entity names, turn rates, waypoint numbers…), with their boxes in page px. */
  canvasLabels(): CanvasLabel[];
  /**
   * The camera in the last frame: how many CSS px a metre is drawn, whether it frames the action by
   * itself (false once the player zoomed or panned), the free rectangle between the overlays
   * it frames the world in (CSS px from the canvas's top-left), the zoom (1: the world fitted to
   * it) and the world point at its middle (m): a share link's view.
   */
  camera(): {
    pixelsPerMetre: number;
    following: boolean;
    free: { left: number; top: number; width: number; height: number };
    zoom: number;
    centre: [number, number];
  };

  /**
   * Gives target `targetId` a motion whose position is NaN from its next step (a zig-zag of period
   * 5e-324 s, which the rules refuse in every file and link), to test the world's last line of
   * defence: the scene must be replaced with a notice, and time must run on. False for an unknown id.
   */
  breakTarget(targetId: string): boolean;
}

/** A label written on the canvas: its text and box (CSS px from the viewport's top-left). */
export interface CanvasLabel {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /**
   * The entity label it is a line of: the lines of one entity's label (or of a pile of bodies'
   * shared label) have the same number; −1 for the others (waypoint numbers, the wind's).
   */
  block: number;
}

/** Maps a world point (m) to a page point (CSS px from the viewport's top-left). */
export type PageProjector = (point: Readonly<Vec2Like>) => ScreenPoint;

function pair(p: Readonly<Vec2Like>): [number, number] {
  return [p.x, p.y];
}

/**
 * Copies the demo's state into a {@link DemoSnapshot}. Waypoints are listed in Path mode only,
 * where they are drawn and draggable. Allocates freely: it is called by tests, not every frame.
 */
export function buildSnapshot(demo: Demo, toPage: PageProjector) {
  const history = demo.history;
  return {
    /** The steps the timeline (demo.history) can show, the shown one, whether it repeats or compares; null where none is kept. */
    timeline: history.available
      ? {
          oldestStep: history.oldestStep,
          presentStep: history.presentStep,
          shownStep: history.shownStep,
          behind: history.behind,
          comparing: history.comparing,
        }
      : null,
    /** The recorded run's bodies at the shown step while a what-if run plays beside it, else null. */
    ghost: history.ghost,
    /**
     * While a comparison opens between frames: the steps played again, of about how many, and whether its shared moment is on screen
     * (the timeline shows it); else null.
     */
    opening: demo.opening ? { ...demo.opening.progress, shown: demo.opening.shown } : null,
    time: demo.clock.time,
    paused: demo.clock.paused,
    mode: demo.editor.entities.mode,
    timeScale: demo.clock.timeScale,
    selectedId: demo.editor.entities.selectedId,
    entities: demo.view.records.map(({ entity, hits, label, turns }) => ({
      id: entity.id,
      type: entity.type,
      position: pair(entity.position),
      /** In (−π, π]. */
      angle: entity.angle,
      /** 0 without a target. */
      headingErrorDeg: radToDeg(entity.measureHeadingError()),
      maxAngularAcceleration: entity.maxAngularAcceleration,
      speed: Math.hypot(entity.velocity.x, entity.velocity.y),
      /** The entity's own state: "idle" | "turnTowards" | "seek" | "followPath". */
      mode: entity.mode,
      pathIndex: entity.pathIndex,
      waypointsReached: entity.waypointsReached,
      path: entity.path.map(pair),
      screen: toPage(entity.position),
      /** Its turn controller's settings (`type` says which). */
      controller: { ...entity.getSettings().controller },
      guidance: entity.getSettings().guidance,
      navigationConstant: entity.getSettings().navigationConstant,
      /** Hits on its target in this scene. */
      hits,
      /** A name for legends (a racer's controller label), or null. */
      label,
      /** How far its heading swung past the wanted direction in its latest turn whose overshoot is known, degrees, or null. */
      overshootDeg: turns.lastOvershootDeg,
      maxOvershootDeg: turns.maxOvershootDeg,
      angularVelocity: entity.angularVelocity,
      /** Where its latest turn stands (see TurnMeter), and the last turn that settled, or null. */
      turn: { phase: turns.phase, last: turns.last },
    })),
    targets: demo.view.targets.map((target) => ({
      id: target.id,
      /** Null for a target no entity chases (a scene file's spare one). */
      entityId: target.entityId,
      position: pair(target.position),
      screen: toPage(target.position),
      /** "static" | "linear" | "circle" | "zigzag" (a throw shows as "linear"). */
      motion: target.motion.type,
      velocity: pair(target.velocity),
      radius: target.radius,
      held: target.held,
    })),
    waypoints:
      demo.editor.entities.mode === 'path'
        ? demo.view.records.flatMap((record) =>
            record.path.map((waypoint, index) => ({
              entityId: record.entity.id,
              index,
              position: pair(waypoint),
              screen: toPage(waypoint),
            })),
          )
        : [],
    /** An entity touching the target it chases (a planck contact). */
    hits: demo.view.hits.total,
    hitsByEntity: demo.view.hits.byEntity(),
    /** From the last hitter's (re)launch or its target's (re)appearance to the hit, s; null before any hit. */
    lastTimeToHit: demo.view.hits.lastTimeToHit,
    obstacles: demo.view.obstacles.map(({ obstacle, kind }) => ({
      id: obstacle.id,
      kind,
      shape: { ...obstacle.shape },
      /** A loose body that entities push around. */
      loose: obstacle.loose,
      position: pair(obstacle.position),
      angle: obstacle.angle,
      screen: toPage(obstacle.position),
    })),
    selectedObstacleId: demo.editor.obstacles.selectedId,
    /** Angular acceleration (rad/s²) and wind (m/s²) on every entity. */
    disturbance: { angularAcceleration: demo.view.world.disturbance.angularAcceleration, wind: pair(demo.view.world.disturbance.wind) },
    hunt: demo.plays.isPlaying('hunt'),
    race: demo.plays.isPlaying('race'),
    /** The way of playing now: its kind in src/app/plays/playList.ts. */
    scene: demo.plays.kind,
    /** The ways of playing in play, the one on screen first, then each one it took over (["hunt", "race", "playground"]). */
    plays: playsInPlay(demo.plays.current),
    /** "standard" (1/60 s, real time) or "original" (1/30 s a frame). */
    timeBase: demo.clock.timeBase,
    /** The fixed step (a scene file may have its own). */
    dt: demo.clock.dt,
    /** The guided tour's step (its text and measured result), or null. */
    tour: demo.tour.view(),
    /** The name of the opened scene file, or null while the default opening plays. */
    sceneFile: demo.plays.openedSceneName,
    challengeLevel: demo.plays.challenge?.level.name ?? null,
    /** The racers' table of the play on screen (a race's, or the Hunt's over a race), or null. */
    raceResults: demo.plays.raceResults,
  };
}

/** The kinds of `play` and of every play under it, top first. */
function playsInPlay(play: Play): string[] {
  const kinds: string[] = [];
  for (let p: Play | null = play; p; p = p.previous) kinds.push(kindOf(p) ?? 'unknown');
  return kinds;
}
