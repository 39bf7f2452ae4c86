/**
 * `npm run bench [-- --entities 100,1000,3000 --steps 600 --heap-steps 10000 --collision-shape hull --json]`
 *
 * For each N: the benchmark crowd of N entities (src/sim/crowdLayout.ts: missiles and characters,
 * half each) follow looping paths through a shared area, so they collide. It measures, in the same run:
 * - msPerStep: our SteeringWorld.step() (controllers, guidance, entity logic, planck);
 * - planckInOursMsPerStep: of msPerStep, the time in planck's own step (World.step) inside our world;
 *   the rest is our code (controllers, guidance, path following, the per-step guard);
 * - planckOnlyMsPerStep: a bare planck world with the same bodies and shapes doing the same motion,
 *   its forces, torques, velocity settings and bullet flags replayed from a recording of our run (the replay is
 *   checked to end in the same state, so both really do the same work);
 * - overheadRatio: the median, over blocks of 50 steps timed back to back in all worlds, of our
 *   block's time over the bare one's (robust to a pause landing in one block; ratioOfTotals is
 *   msPerStep / planckOnlyMsPerStep, pauses included). Two worlds of each kind are timed, built in
 *   the order ours, bare, bare, ours, because a world built later runs faster;
 * - the ratio of totals in its two parts, as columns of the table: planck's step in our world over
 *   the bare world's ("planck in ours / bare": planck's own, which runs slower in a world built
 *   among our objects) and the rest of our step over the bare world's ("our code / bare");
 * - heapGrowthBytes: heap used after `--heap-steps` more steps minus before, both after a full GC
 *   (run with --expose-gc, which `npm run bench` does).
 * Both worlds solve with the crowd's iterations and broad-phase multiplier (src/sim/crowdSolver.ts).
 * Entities collide as the browser's crowd does, one convex hull each (`--collision-shape hull`);
 * `--collision-shape detailed` gives them one fixture per part of their outline, as before.
 * Timings are noisy on a shared machine: compare ratios measured in the same run. Where V8 lays
 * out a process's objects, and what its compiler decides, moves the ratio by up to ±0.05 from one
 * process to the next; `--processes K` runs the whole measurement in K fresh processes, one after
 * another, and reports the median of each figure over them, with every process's ratio.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { type Body, World } from 'planck';
import { z } from 'zod';
import { median, percentile } from '../sim/math/statistics';
import { COLLISION_SHAPES, createCollisionFixtures, type CollisionShape } from '../sim/entities/collisionShape';
import { CHARACTER_PARTS, MISSILE_PARTS } from '../sim/entities/shapes';
import { CROWD_ENTITY_OPTIONS, CROWD_WORLD_SETTINGS } from '../sim/crowdSolver';
import { crowdLayout } from '../sim/crowdLayout';
import { stepPlanck } from '../sim/planckStep';
import type { MovingEntity } from '../sim/entities/MovingEntity';
import { SteeringWorld } from '../sim/SteeringWorld';
import { STANDARD_DT } from '../sim/time/timeBases';
import { numberField } from '../sim/validation/fields';
import { numberFlag, numberListFlag, parseFlags, runCommandLine, validateFlags } from './commandLine';
import { textTable } from './textTable';

const USAGE =
  'usage: npm run bench -- [--entities 100,1000,3000] [--steps 600] [--heap-steps 10000] [--collision-shape hull|detailed] ' +
  '[--processes 1] [--json]';

const optionsSchema = z.strictObject({
  entities: z.array(numberField({ integer: true, min: 1, max: 20000 })).min(1, { error: 'must list at least one count' }),
  steps: numberField({ integer: true, min: 10, max: 100000 }),
  heapSteps: numberField({ integer: true, min: 0, max: 1000000 }),
  collisionShape: z.enum(COLLISION_SHAPES as [CollisionShape, ...CollisionShape[]], {
    error: `must be one of ${COLLISION_SHAPES.join(', ')}`,
  }),
  processes: numberField({ integer: true, min: 1, max: 50 }),
});

type Options = z.infer<typeof optionsSchema>;

/** Steps run before timing, so that both worlds are past the JIT's warm-up. */
const WARMUP_STEPS = 300;
/** Timing alternates between the two worlds every this many steps. */
const BLOCK_STEPS = 50;
/** Steps run (and a full GC) before the heap is measured, so that JIT code does not count. */
const HEAP_WARMUP_STEPS = 3000;

function buildWorld(count: number, collisionShape: CollisionShape): SteeringWorld {
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

/** What our run did to each body in one step, to replay it on a bare planck world. */
const OP_SET_VELOCITY = 0;
const OP_SET_SPIN = 1;
const OP_FORCE = 2;
const OP_TORQUE = 3;
const OP_SET_BULLET = 4;

class OpLog {
  private data = new Float64Array(1 << 20);
  length = 0;
  readonly stepStarts: number[] = [];
  push(body: number, op: number, a: number, b: number): void {
    if (this.length + 4 > this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = body;
    this.data[this.length++] = op;
    this.data[this.length++] = a;
    this.data[this.length++] = b;
  }
  get values(): Float64Array {
    return this.data;
  }
}

/** Wraps the planck calls our entities make on their bodies so that each one is logged. */
function instrument(world: SteeringWorld, log: OpLog): Body[] {
  const bodies: Body[] = [];
  for (const entity of world.entities) {
    for (let body = world.physics.getBodyList(); body; body = body.getNext()) {
      if (body.getUserData() !== entity) continue;
      const index = bodies.length;
      bodies.push(body);
      const setLinearVelocity = body.setLinearVelocity.bind(body);
      const setAngularVelocity = body.setAngularVelocity.bind(body);
      const applyForceToCenter = body.applyForceToCenter.bind(body);
      const applyTorque = body.applyTorque.bind(body);
      const setBullet = body.setBullet.bind(body);
      body.setLinearVelocity = (v) => (log.push(index, OP_SET_VELOCITY, v.x, v.y), setLinearVelocity(v));
      body.setAngularVelocity = (w) => (log.push(index, OP_SET_SPIN, w, 0), setAngularVelocity(w));
      body.applyForceToCenter = (f, wake) => (log.push(index, OP_FORCE, f.x, f.y), applyForceToCenter(f, wake));
      body.applyTorque = (t, wake) => (log.push(index, OP_TORQUE, t, 0), applyTorque(t, wake));
      body.setBullet = (flag) => (log.push(index, OP_SET_BULLET, flag ? 1 : 0, 0), setBullet(flag));
    }
  }
  return bodies;
}

/** A bare planck world with the same bodies (same shapes, same settings), none of our code. */
function buildBareWorld(count: number, collisionShape: CollisionShape): { world: World; bodies: Body[] } {
  const world = new World({ gravity: { x: 0, y: 0 }, allowSleep: false });
  const bodies = crowdLayout(count).map((e) => {
    const body = world.createBody({
      type: 'dynamic',
      position: { x: e.position.x, y: e.position.y },
      angle: e.angle,
      // Our entities start at rest: the same zero velocity our entities' bodies are made with (0·cos, 0·sin).
      linearVelocity: { x: 0, y: 0 },
      angularDamping: 0,
      linearDamping: 0,
      allowSleep: false,
      // As our entities start; they switch continuous collision on and off (replayed below).
      bullet: false,
    });
    createCollisionFixtures(body, e.type === 'missile' ? MISSILE_PARTS : CHARACTER_PARTS, collisionShape, {
      friction: CROWD_ENTITY_OPTIONS.friction,
    });
    return body;
  });
  return { world, bodies };
}

function replayStep(log: OpLog, step: number, bodies: Body[], scratch: { x: number; y: number }): void {
  const values = log.values;
  const end = step + 1 < log.stepStarts.length ? (log.stepStarts[step + 1] as number) : log.length;
  for (let i = log.stepStarts[step] as number; i < end; i += 4) {
    const body = bodies[values[i] as number] as Body;
    const op = values[i + 1];
    scratch.x = values[i + 2] as number;
    scratch.y = values[i + 3] as number;
    if (op === OP_SET_VELOCITY) body.setLinearVelocity(scratch);
    else if (op === OP_SET_SPIN) body.setAngularVelocity(scratch.x);
    else if (op === OP_FORCE) body.applyForceToCenter(scratch, true);
    else if (op === OP_TORQUE) body.applyTorque(scratch.x, true);
    else body.setBullet(scratch.x === 1);
  }
}

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

interface Result {
  entities: number;
  msPerStep: number;
  /** Of msPerStep, planck's own step (World.step) inside our world; the rest is our code. */
  planckInOursMsPerStep: number;
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
  heapGrowthBytes: number | null;
  replayMatches: boolean;
  /** With `--processes K`, the overhead ratio each process measured (the other figures are medians over them). */
  processRatios?: number[];
}

/** Writes what the benchmark is doing to stderr (stdout keeps the table or the JSON). */
function progress(message: string): void {
  process.stderr.write(`${message}\n`);
}

function measure(count: number, steps: number, heapSteps: number, collisionShape: CollisionShape): Result {
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

/**
 * Runs the whole measurement in `options.processes` fresh processes of this script, one after
 * another, and returns for each count the median of every figure over them (the same motion: in
 * all of them), with each process's overhead ratio.
 */
function measureInProcesses(options: Options): Result[] {
  const runs: Result[][] = [];
  for (let i = 0; i < options.processes; i++) {
    progress(`process ${i + 1} of ${options.processes}…`);
    const args = [
      '--entities',
      options.entities.join(','),
      '--steps',
      String(options.steps),
      '--heap-steps',
      String(options.heapSteps),
      '--collision-shape',
      options.collisionShape,
      '--json',
    ];
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1] as string, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (child.status !== 0) throw new Error(`process ${i + 1} of the benchmark failed (exit ${String(child.status)})`);
    runs.push((JSON.parse(child.stdout) as { results: Result[] }).results);
  }
  return options.entities.map((count, c) => {
    const of = runs.map((results) => results[c] as Result);
    const mid = (pick: (r: Result) => number): number => median(of.map(pick));
    const heaps = of.map((r) => r.heapGrowthBytes);
    return {
      entities: count,
      msPerStep: mid((r) => r.msPerStep),
      planckInOursMsPerStep: mid((r) => r.planckInOursMsPerStep),
      planckOnlyMsPerStep: mid((r) => r.planckOnlyMsPerStep),
      overheadRatio: mid((r) => r.overheadRatio),
      overheadRatioSpread: [mid((r) => r.overheadRatioSpread[0]), mid((r) => r.overheadRatioSpread[1])],
      ratioOfTotals: mid((r) => r.ratioOfTotals),
      heapGrowthBytes: heaps.every((h) => h !== null) ? median(heaps as number[]) : null,
      replayMatches: of.every((r) => r.replayMatches),
      processRatios: of.map((r) => r.overheadRatio),
    };
  });
}

function main(argv: string[]): void {
  const { values: flags } = parseFlags(argv, {
    entities: 'string',
    steps: 'string',
    'heap-steps': 'string',
    'collision-shape': 'string',
    processes: 'string',
    json: 'boolean',
  });
  const raw = {
    entities: numberListFlag(flags.entities, [100, 1000, 3000]),
    steps: numberFlag(flags.steps, 600),
    heapSteps: numberFlag(flags['heap-steps'], 10000),
    collisionShape: flags['collision-shape'] ?? 'hull',
    processes: numberFlag(flags.processes, 1),
  };
  const options = validateFlags(optionsSchema, raw, {
    entities: '--entities',
    steps: '--steps',
    heapSteps: '--heap-steps',
    collisionShape: '--collision-shape',
    processes: '--processes',
  });
  if (typeof (globalThis as { gc?: unknown }).gc !== 'function')
    process.stderr.write('note: run with node --expose-gc to measure heap growth\n');
  const results =
    options.processes > 1
      ? measureInProcesses(options)
      : options.entities.map((count) => measure(count, options.steps, options.heapSteps, options.collisionShape));
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ collisionShape: options.collisionShape, processes: options.processes, results })}\n`);
    return;
  }
  const rows = results.map((r) => [
    String(r.entities),
    r.msPerStep.toFixed(3),
    r.planckInOursMsPerStep.toFixed(3),
    r.planckOnlyMsPerStep.toFixed(3),
    (r.planckInOursMsPerStep / r.planckOnlyMsPerStep).toFixed(3),
    ((r.msPerStep - r.planckInOursMsPerStep) / r.planckOnlyMsPerStep).toFixed(3),
    `${r.overheadRatio.toFixed(3)} (${r.overheadRatioSpread[0].toFixed(3)}–${r.overheadRatioSpread[1].toFixed(3)})`,
    r.ratioOfTotals.toFixed(3),
    r.heapGrowthBytes === null ? 'n/a' : `${(r.heapGrowthBytes / 1024).toFixed(1)} KiB`,
    r.replayMatches ? 'yes' : 'NO',
    ...(r.processRatios ? [r.processRatios.map((ratio) => ratio.toFixed(3)).join(' ')] : []),
  ]);
  const header = [
    'entities',
    'ms/step (ours)',
    'of which planck',
    'ms/step (planck only)',
    'planck in ours / bare',
    'our code / bare',
    'ratio: median of blocks (IQR)',
    'ratio of totals',
    `heap growth / ${options.heapSteps} steps`,
    'same motion',
  ];
  if (options.processes > 1) header.push(`ratio in each of ${options.processes} processes`);
  process.stdout.write(`${textTable(header, rows)}\n`);
}

runCommandLine(USAGE, main);
