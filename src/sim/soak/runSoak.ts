import { MAX_HIT_LOG, MAX_WARNING_LOG, SteeringWorld } from '../SteeringWorld';

/** How long and how big a soak run is. */
export interface SoakOptions {
  /** Number of entities (half missiles, half characters). [default: 100] */
  entities: number;
  /** Simulated time, s. [default: 3600] */
  seconds: number;
  /** Length of one checkpoint window, s. [default: 60] */
  windowSeconds: number;
  /** Reads the heap in use, bytes, after a full GC if possible (Node: process.memoryUsage). */
  heapUsed?: () => number;
  /** Called after each checkpoint window with the windows done and in all (for a progress line). */
  onProgress?: (windowsDone: number, windows: number) => void;
}

/** One checkpoint of a soak run. */
export interface SoakCheckpoint {
  time: number;
  /** Waypoints reached by all entities during this checkpoint interval. */
  visits: number;
  /** Heap in use at the checkpoint, bytes (when measured). */
  heapBytes: number | null;
}

/** The verdict of a soak run. */
export interface SoakResult {
  steps: number;
  /** Every entity's state stayed finite at every checkpoint and no guard reset happened. */
  finite: boolean;
  resets: number;
  /** Every window had waypoint visits (paths keep being followed). */
  visitsKeptIncreasing: boolean;
  /** The world's logs stayed within their caps. */
  historiesBounded: boolean;
  /** Heap growth between the first and the last checkpoint after warm-up, bytes (null: not measured). */
  heapGrowthBytes: number | null;
  checkpoints: SoakCheckpoint[];
}

/**
 * Runs many entities on looping paths for a long simulated time and checks that nothing decays:
 * state stays finite, paths keep being followed, logs stay bounded, the heap stays flat.
 */
export function runSoak(options: Partial<SoakOptions> = {}): SoakResult {
  const count = options.entities ?? 100;
  const seconds = options.seconds ?? 3600;
  const windowSeconds = options.windowSeconds ?? 60;
  const world = new SteeringWorld();
  const side = Math.ceil(Math.sqrt(count));
  for (let i = 0; i < count; i++) {
    const x = ((i % side) - side / 2) * 14;
    const y = (Math.floor(i / side) - side / 2) * 14;
    const size = 8 + (i % 3) * 2;
    const entity = world.addEntity({ id: `e${i}`, type: i % 2 === 0 ? 'missile' : 'character', position: { x, y } });
    entity.steering.follow(
      [
        { x: x + size, y },
        { x: x + size, y: y + size },
        { x, y: y + size },
      ],
      true,
    );
  }
  let resets = 0;

  const stepsPerWindow = Math.max(1, Math.round(windowSeconds / world.dt));
  const windows = Math.max(1, Math.round(seconds / windowSeconds));
  const checkpoints: SoakCheckpoint[] = [];
  let finite = true;
  let historiesBounded = true;
  let previousVisits = 0;
  for (let w = 0; w < windows; w++) {
    for (let s = 0; s < stepsPerWindow; s++) {
      world.step();
      resets += world.events.stepWarnings.length;
    }
    let visits = 0;
    for (const entity of world.entities) {
      visits += entity.waypointsReached;
      const p = entity.position;
      const v = entity.velocity;
      if (![p.x, p.y, v.x, v.y, entity.angle, entity.angularVelocity].every(Number.isFinite)) finite = false;
      if (entity.path.length !== 3) historiesBounded = false;
    }
    if (world.events.hits.length > MAX_HIT_LOG || world.events.warnings.length > MAX_WARNING_LOG) historiesBounded = false;
    checkpoints.push({ time: world.time, visits: visits - previousVisits, heapBytes: options.heapUsed ? options.heapUsed() : null });
    previousVisits = visits;
    options.onProgress?.(w + 1, windows);
  }
  // The first checkpoints include the JIT's warm-up; compare from a quarter of the run on.
  const measured = checkpoints.filter((c) => c.heapBytes !== null);
  const from = measured[Math.floor(measured.length / 4)];
  const to = measured[measured.length - 1];
  return {
    steps: world.steps,
    finite: finite && resets === 0,
    resets,
    visitsKeptIncreasing: checkpoints.every((c) => c.visits > 0),
    historiesBounded,
    heapGrowthBytes: from && to && from !== to ? (to.heapBytes as number) - (from.heapBytes as number) : null,
    checkpoints,
  };
}
