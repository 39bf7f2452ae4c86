// One crowd size's measurement for `npm run bench`: our SteeringWorld against a bare planck world doing the same motion, timed in
// alternating blocks, and our heap growth.
import { performance } from 'node:perf_hooks';
import type { Body, World } from 'planck';
import { median, percentile } from '../sim/math/statistics';
import type { CollisionShape } from '../sim/entities/collisionShape';
import { CROWD_ENTITY_OPTIONS, CROWD_WORLD_SETTINGS } from '../sim/crowdSolver';
import { crowdLayout } from '../sim/crowdLayout';
import { stepPlanck } from '../sim/planckStep';
import type { MovingEntity } from '../sim/entities/MovingEntity';
import { SteeringWorld } from '../sim/SteeringWorld';
import { STANDARD_DT } from '../sim/time/timeBases';
import { buildBareWorld, instrument, OpLog, replayStep } from './benchBareWorld';

/** Steps run before timing, so that both worlds are past the JIT's warm-up. */
const WARMUP_STEPS = 300;
/** Timing alternates between the two worlds every this many steps. */
const BLOCK_STEPS = 50;
/** Steps run (and a full GC) before the heap is measured, so that JIT code does not count. */
const HEAP_WARMUP_STEPS = 3000;

/** Our benchmark crowd of `count` entities (src/sim/crowdLayout.ts), each on its looping path, colliding as `collisionShape` says. */
export function buildWorld(count: number, collisionShape: CollisionShape): SteeringWorld {
  const world = new SteeringWorld(CROWD_WORLD_SETTINGS);
  // As the browser's crowd: it never settles (the bare planck world it is held to does not).
  world.settling.settleOnlyWhenTold();
  const placements = crowdLayout(count);
  // As the browser's crowd is built: all the bodies, then the entities (SteeringWorld.addEntities).
  const entities = world.addEntities(
    placements.map((e, i) => ({
      id: `e${i}`,
      type: e.type,
      position: { x: e.position.x, y: e.position.y },
      angle: e.angle,
      ...CROWD_ENTITY_OPTIONS,
      collisionShape,
    })),
  );
  placements.forEach((e, i) => (entities[i] as MovingEntity).steering.follow(e.path, true));
  return world;
}

/** A full garbage collection, when node runs with --expose-gc. */
function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** One crowd size's figures (times in ms of one step; see the header of src/cli/bench.ts for each). */
export interface BenchResult {
  /** Entities in the crowd. */
  entities: number;
  /** Our SteeringWorld.step(), ms. */
  msPerStep: number;
  /** Of msPerStep, planck's own step (World.step) inside our world; the rest is our code. */
  planckInOursMsPerStep: number;
  /** The bare planck world's step, replaying our run's calls, ms. */
  planckOnlyMsPerStep: number;
  /**
   * The median over the timed blocks of (our block's time / the bare block's time): each pair ran
   * back to back, so a pause that lands in one block (a major GC, the OS) moves one ratio, not the
   * result.
   */
  overheadRatio: number;
  /** The 25th and 75th percentiles of those block ratios: how much they varied. */
  overheadRatioSpread: [number, number];
  /** msPerStep / planckOnlyMsPerStep: the same ratio from the totals, pauses included. */
  ratioOfTotals: number;
  /** Heap used after the heap steps minus before, both after a full GC, bytes; null without --expose-gc or with --heap-steps 0. */
  heapGrowthBytes: number | null;
  /** Whether every bare world ended with its bodies where ours did (both did the same work). */
  replayMatches: boolean;
  /** With `--processes K`, the overhead ratio each process measured (the other figures are medians over them). */
  processRatios?: number[];
}

/** Writes what the benchmark is doing to stderr (stdout keeps the table or the JSON). */
export function progress(message: string): void {
  process.stderr.write(`${message}\n`);
}

/**
 * Measures a crowd of `count` entities: records our run, times `steps` steps of two of our worlds and two bare ones in alternating
 * blocks, checks the bare ones did the same motion, and the heap growth over `heapSteps` more steps of ours.
 */
export function measureCrowd(count: number, steps: number, heapSteps: number, collisionShape: CollisionShape): BenchResult {
  const total = WARMUP_STEPS + steps;
  progress(`${count} entities: recording ${total} steps…`);

  // 1. Record what our run does to the bodies.
  const recorded = buildWorld(count, collisionShape);
  const log = new OpLog();
  instrument(recorded, log);
  for (let s = 0; s < total; s++) {
    log.stepStarts.push(log.length);
    recorded.step();
  }

  // 2 and 3. Time our run (uninstrumented: the simulation is deterministic, so it does the same
  // motion) and the bare planck world replaying the recorded controls, in alternating blocks so
  // that both see the same machine conditions and JIT state. Two of each, built in the order ours,
  // bare, bare, ours: a world built later runs faster (V8 lays out its objects better once it has
  // seen them survive; up to 5% here, docs/performance.md), and this order gives both kinds the
  // same mean place.
  progress(`${count} entities: timing ${steps} steps of each world (after ${WARMUP_STEPS} warm-up steps)…`);
  const oursFirst = buildWorld(count, collisionShape);
  const bareFirst = buildBareWorld(count, collisionShape);
  const bareSecond = buildBareWorld(count, collisionShape);
  const oursSecond = buildWorld(count, collisionShape);
  const ourWorlds = [oursFirst, oursSecond];
  const bareWorlds = [bareFirst, bareSecond];
  const scratch = { x: 0, y: 0 };
  const stepBare = (bare: { world: World; bodies: Body[] }, s: number): void => {
    replayStep(log, s, bare.bodies, scratch);
    stepPlanck(
      bare.world,
      STANDARD_DT,
      CROWD_WORLD_SETTINGS.velocityIterations,
      CROWD_WORLD_SETTINGS.positionIterations,
      CROWD_WORLD_SETTINGS.aabbMultiplier,
    );
  };
  for (let s = 0; s < WARMUP_STEPS; s++) {
    for (const ours of ourWorlds) ours.step();
    for (const bare of bareWorlds) stepBare(bare, s);
  }
  // planck's own step inside our worlds, timed apart (two clock reads a step, about 0.1 µs).
  let oursPlanckMs = 0;
  for (const ours of ourWorlds) {
    const worldStep = ours.physics.step.bind(ours.physics);
    ours.physics.step = (timeStep, velocityIterations, positionIterations) => {
      const start = performance.now();
      worldStep(timeStep, velocityIterations, positionIterations);
      oursPlanckMs += performance.now() - start;
    };
  }
  let oursMs = 0;
  let bareMs = 0;
  const blockRatios: number[] = [];
  for (let blockStart = WARMUP_STEPS; blockStart < total; blockStart += BLOCK_STEPS) {
    const blockEnd = Math.min(total, blockStart + BLOCK_STEPS);
    let oursBlockMs = 0;
    let bareBlockMs = 0;
    // In the order they were built: ours, bare, bare, ours.
    for (const [kind, index] of [
      ['ours', 0],
      ['bare', 0],
      ['bare', 1],
      ['ours', 1],
    ] as const) {
      const start = performance.now();
      if (kind === 'ours') {
        const ours = ourWorlds[index] as SteeringWorld;
        for (let s = blockStart; s < blockEnd; s++) ours.step();
        oursBlockMs += performance.now() - start;
      } else {
        const bare = bareWorlds[index] as { world: World; bodies: Body[] };
        for (let s = blockStart; s < blockEnd; s++) stepBare(bare, s);
        bareBlockMs += performance.now() - start;
      }
    }
    oursMs += oursBlockMs;
    bareMs += bareBlockMs;
    blockRatios.push(oursBlockMs / bareBlockMs);
  }
  // Our worlds' planck step is their own again (the heap measurement below times nothing).
  for (const ours of ourWorlds) delete (ours.physics as { step?: unknown }).step;
  // Each world stepped `steps` timed steps; two of each kind.
  const msPerStep = oursMs / (2 * steps);
  const planckOnlyMsPerStep = bareMs / (2 * steps);
  const replayMatches = ourWorlds.every((ours) =>
    bareWorlds.every((bare) =>
      ours.entities.every((entity, i) => {
        const p = (bare.bodies[i] as Body).getPosition();
        return p.x === entity.position.x && p.y === entity.position.y;
      }),
    ),
  );
  const ours = oursSecond;

  // 4. Heap growth over many more steps of our run.
  let heapGrowthBytes: number | null = null;
  if (heapSteps > 0 && typeof (globalThis as { gc?: unknown }).gc === 'function') {
    progress(
      `${count} entities: ${msPerStep.toFixed(3)} ms/step against ${planckOnlyMsPerStep.toFixed(3)} (median block ratio ` +
        `${median(blockRatios).toFixed(3)}); heap over ${heapSteps} steps after ${HEAP_WARMUP_STEPS} more…`,
    );
    for (let s = 0; s < HEAP_WARMUP_STEPS; s++) ours.step();
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let s = 0; s < heapSteps; s++) ours.step();
    gc();
    heapGrowthBytes = process.memoryUsage().heapUsed - before;
  }
  return {
    entities: count,
    msPerStep,
    planckInOursMsPerStep: oursPlanckMs / (2 * steps),
    planckOnlyMsPerStep,
    overheadRatio: median(blockRatios),
    overheadRatioSpread: [percentile(blockRatios, 25), percentile(blockRatios, 75)],
    ratioOfTotals: msPerStep / planckOnlyMsPerStep,
    heapGrowthBytes,
    replayMatches,
  };
}
