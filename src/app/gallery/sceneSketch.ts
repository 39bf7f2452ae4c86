import type { ObstacleShape } from '../../sim/obstacles/Obstacle';
import type { SteeringWorld } from '../../sim/SteeringWorld';

/** One entity's way through the sketch: its positions and, now and then, its heading. */
export interface SketchTrack {
  readonly type: 'missile' | 'character';
  /** Its colour among the entities (the game's palette index). */
  readonly colorIndex: number;
  /** x0, y0, x1, y1, … (m), one point every {@link SAMPLE_SECONDS}. */
  readonly points: number[];
  /** x, y, angle (m, m, rad) triples, one every {@link HEADING_SECONDS}: where the body pointed. */
  readonly headings: number[];
  /** The waypoints it was given to follow at the start (x, y pairs), empty without a path. */
  readonly path: number[];
  /** The points it was sent to or turned to face that are no target body (x, y pairs, each new one once). */
  readonly goals: number[];
}

/** A target's way through the sketch (a standing one has one point). */
export interface SketchTarget {
  readonly radius: number;
  /** x0, y0, … (m). */
  readonly points: number[];
}

/** An obstacle as it stood at the start. */
export interface SketchObstacle {
  readonly x: number;
  readonly y: number;
  readonly angle: number;
  readonly shape: ObstacleShape;
}

/** What a gallery card draws of a scene: tracks, targets and obstacles, and the box around them (m). */
export interface SceneSketch {
  readonly tracks: SketchTrack[];
  readonly targets: SketchTarget[];
  readonly obstacles: SketchObstacle[];
  readonly bounds: { minX: number; minY: number; maxX: number; maxY: number };
}

/** A scene to sketch: the world it plays in now, and one fixed step of it by its own rules (a level's goals, a tour step's scene). */
export interface SketchSource {
  readonly world: SteeringWorld;
  step(): void;
}

/** How often a track takes a point, s of simulated time. */
export const SAMPLE_SECONDS = 0.05;
/** How often a track notes its heading, s. */
export const HEADING_SECONDS = 0.25;

/**
 * Runs a scene headless for `seconds` of simulated time and keeps what a small picture of it
 * needs. A generator that yields every `stepsPerSlice` steps, so the page can spread the work over
 * idle time (src/ui/idleWork.ts) and never hold up a frame; its return value is the sketch.
 */
export function* sketchScene(source: SketchSource, seconds: number, stepsPerSlice = 30): Generator<void, SceneSketch, void> {
  const start = source.world;
  const dt = start.dt;
  const sampleEvery = Math.max(1, Math.round(SAMPLE_SECONDS / dt));
  const headingEvery = Math.max(1, Math.round(HEADING_SECONDS / dt));
  const tracks: SketchTrack[] = start.entities.map((entity, index) => ({
    type: entity.type,
    colorIndex: index,
    points: [],
    headings: [],
    path: entity.path.flatMap((p) => [p.x, p.y]),
    goals: [],
  }));
  const targets: SketchTarget[] = start.targets.map((target) => ({ radius: target.radius, points: [] }));
  const obstacles: SketchObstacle[] = start.obstacles.map((o) => ({ x: o.position.x, y: o.position.y, angle: o.angle, shape: o.shape }));
  const sample = (step: number) => {
    const world = source.world;
    world.entities.forEach((entity, i) => {
      const track = tracks[i];
      if (!track || !isFinite2(entity.position.x, entity.position.y)) return;
      if (step % sampleEvery === 0) track.points.push(entity.position.x, entity.position.y);
      const goal = entity.targetId === null && entity.path.length === 0 ? entity.target : null;
      const n = track.goals.length;
      if (goal && isFinite2(goal.x, goal.y) && !(n >= 2 && track.goals[n - 2] === goal.x && track.goals[n - 1] === goal.y))
        track.goals.push(goal.x, goal.y);
      if (step % headingEvery === 0 && Number.isFinite(entity.angle))
        track.headings.push(entity.position.x, entity.position.y, entity.angle);
    });
    world.targets.forEach((target, i) => {
      const trail = targets[i];
      if (!trail || !isFinite2(target.position.x, target.position.y)) return;
      const n = trail.points.length;
      // A standing target keeps one point.
      if (n >= 2 && trail.points[n - 2] === target.position.x && trail.points[n - 1] === target.position.y) return;
      if (step % sampleEvery === 0) trail.points.push(target.position.x, target.position.y);
    });
  };
  sample(0);
  const steps = Math.max(1, Math.round(seconds / dt));
  for (let step = 1; step <= steps; step++) {
    source.step();
    sample(step);
    if (step % stepsPerSlice === 0 && step < steps) yield;
  }
  return { tracks, targets, obstacles, bounds: boundsOf(tracks, targets, obstacles) };
}

/** Runs a sketch to its end at once (for tests and the command line). */
export function sketchNow(source: SketchSource, seconds: number): SceneSketch {
  const run = sketchScene(source, seconds);
  for (;;) {
    const next = run.next();
    if (next.done) return next.value;
  }
}

function isFinite2(x: number, y: number): boolean {
  return Number.isFinite(x) && Number.isFinite(y);
}

/** The box around everything drawn, at least 10 m across each way (a body turning in place still gets room). */
function boundsOf(
  tracks: readonly SketchTrack[],
  targets: readonly SketchTarget[],
  obstacles: readonly SketchObstacle[],
): SceneSketch['bounds'] {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (x: number, y: number, r: number) => {
    box.minX = Math.min(box.minX, x - r);
    box.maxX = Math.max(box.maxX, x + r);
    box.minY = Math.min(box.minY, y - r);
    box.maxY = Math.max(box.maxY, y + r);
  };
  const addPoints = (points: readonly number[], r: number) => {
    for (let i = 0; i + 1 < points.length; i += 2) add(points[i] as number, points[i + 1] as number, r);
  };
  for (const track of tracks) {
    addPoints(track.points, 1.5);
    addPoints(track.path, 0.5);
    addPoints(track.goals, 1);
  }
  for (const target of targets) addPoints(target.points, target.radius);
  for (const o of obstacles) add(o.x, o.y, o.shape.type === 'circle' ? o.shape.radius : Math.hypot(o.shape.halfWidth, o.shape.halfHeight));
  if (!Number.isFinite(box.minX)) return { minX: -5, minY: -5, maxX: 5, maxY: 5 };
  for (const [low, high] of [
    ['minX', 'maxX'],
    ['minY', 'maxY'],
  ] as const) {
    const missing = 10 - (box[high] - box[low]);
    if (missing > 0) {
      box[low] -= missing / 2;
      box[high] += missing / 2;
    }
  }
  return box;
}
