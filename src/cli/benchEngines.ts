/**
 * `npm run bench:engines [-- --entities 1000,3000,5000 --missiles3d 1000 --steps 300 --warmup 120 --heap-steps 0 --json]`
 *
 * The benchmark crowd (src/sim/crowdLayout.ts) on both engines in one process: planck
 * (SteeringWorld, the crowd's iterations and broad phase, src/sim/crowdSolver.ts) and Box2D v3 in
 * WebAssembly (src/sim/box2d/Box2dCrowd.ts), the same steering on both. After `--warmup` steps
 * each, they are timed in turns of BLOCK_STEPS steps, so that a busy moment of the machine lands
 * on both. For each: ms per step, of it the engine's own step (planck's World.step; Box2D's
 * crowd_step), and the rest, our code's share (controllers, guidance, paths, the guard, and for
 * Box2D the state and commands crossing in bulk). The two crowds take different paths (another
 * solver, float32): compare their cost, not their motion. Timings are noisy on a shared machine.
 * "our code / engine" is our share over the engine's own step (the target: ≤ 0.35 on Box2D). With
 * `--heap-steps N` (and node's --expose-gc, as the npm script gives) each crowd then runs N more
 * steps between two full GCs and prints how much the heap grew. Then the 3D row: `--missiles3d`
 * missiles on Rapier 3D (src/cli/missileCrowd3D.ts, 0 for none), our code against Rapier's step.
 * `--json` prints `{ crowds, missiles3d }` (`missiles3d` null with `--missiles3d 0`).
 */
import { buildWorld } from './benchMeasure';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { Box2dCrowd } from '../sim/box2d/Box2dCrowd';
import { instantiateBox2dCrowd, type Box2dCrowdExports } from '../sim/box2d/box2dCrowdModule';
import { crowdLayout } from '../sim/crowdLayout';
import { CROWD_ENTITY_OPTIONS } from '../sim/crowdSolver';
import { defaultEntitySettings } from '../sim/entities/EntitySettings';
import { STANDARD_DT } from '../sim/time/timeBases';
import { numberField } from '../sim/validation/fields';
import { box2dCrowdModule } from './box2dCrowdFile';
import { numberFlag, numberListFlag, parseFlags, runCommandLine, validateFlags } from './commandLine';
import { textTable } from './textTable';
import { initRapier3D, missileCrowd3D } from './missileCrowd3D';

const USAGE =
  'usage: npm run bench:engines -- [--entities 1000,3000,5000] [--missiles3d 1000] [--steps 300] [--warmup 120] [--heap-steps 0] [--json]';

const optionsSchema = z.strictObject({
  entities: z.array(numberField({ integer: true, min: 1, max: 20000 })).min(1, { error: 'must list at least one count' }),
  steps: numberField({ integer: true, min: 10, max: 100000 }),
  warmup: numberField({ integer: true, min: 0, max: 100000 }),
  heapSteps: numberField({ integer: true, min: 0, max: 1000000 }),
  missiles3d: numberField({ integer: true, min: 0, max: 20000 }),
});

/** Timing alternates between the engines every this many steps. */
const BLOCK_STEPS = 20;

/** One engine's crowd, stepped and timed: `engineMs` is the time inside the engine's own step. */
interface Timed {
  step(): void;
  engineMs: number;
  totalMs: number;
}

function planckCrowd(count: number): Timed {
  // As the browser's crowd, as bench.ts builds it.
  const world = buildWorld(count, CROWD_ENTITY_OPTIONS.collisionShape);
  const timed: Timed = { step: () => world.step(), engineMs: 0, totalMs: 0 };
  const worldStep = world.physics.step.bind(world.physics);
  world.physics.step = (timeStep, velocityIterations, positionIterations) => {
    const started = performance.now();
    worldStep(timeStep, velocityIterations, positionIterations);
    timed.engineMs += performance.now() - started;
  };
  return timed;
}

function box2dCrowd(count: number): Timed {
  const module = instantiateBox2dCrowd(box2dCrowdModule());
  const timedModule: Box2dCrowdExports = {
    ...module,
    crowd_step: (dt: number) => {
      const started = performance.now();
      module.crowd_step(dt);
      timed.engineMs += performance.now() - started;
    },
  };
  const crowd = new Box2dCrowd(timedModule, crowdLayout(count), STANDARD_DT, (type) => defaultEntitySettings(type));
  const timed: Timed = { step: () => crowd.step(), engineMs: 0, totalMs: 0 };
  return timed;
}

interface EngineResult {
  msPerStep: number;
  engineMsPerStep: number;
  /** Of msPerStep, what is not the engine's own step, 0…1. */
  ourShare: number;
  /** Our code's time per step over the engine's own step. */
  ourOverEngine: number;
  /** Heap growth over `--heap-steps` steps between two full GCs, bytes; null when not measured. */
  heapGrowthBytes: number | null;
}

interface Result {
  entities: number;
  planck: EngineResult;
  box2d: EngineResult;
  /** Box2D's ms per step over planck's. */
  box2dOverPlanck: number;
}

function resultOf(timed: Timed, steps: number): EngineResult {
  const ourMs = timed.totalMs - timed.engineMs;
  return {
    msPerStep: timed.totalMs / steps,
    engineMsPerStep: timed.engineMs / steps,
    ourShare: ourMs / timed.totalMs,
    ourOverEngine: ourMs / timed.engineMs,
    heapGrowthBytes: null,
  };
}

/** The heap's growth over `steps` more steps of `crowd`, bytes, each end after a full GC; null without node's --expose-gc. */
function heapGrowth(crowd: Timed, steps: number): number | null {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (steps === 0 || typeof collect !== 'function') return null;
  collect();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < steps; i++) crowd.step();
  collect();
  return process.memoryUsage().heapUsed - before;
}

function measure(count: number, steps: number, warmup: number, heapSteps: number): Result {
  process.stderr.write(`${count} entities: building and warming up ${warmup} steps…\n`);
  const crowds = [planckCrowd(count), box2dCrowd(count)] as const;
  for (const crowd of crowds) for (let i = 0; i < warmup; i++) crowd.step();
  for (const crowd of crowds) crowd.engineMs = 0;
  process.stderr.write(`${count} entities: timing ${steps} steps each, in turns of ${BLOCK_STEPS}…\n`);
  for (let done = 0; done < steps; done += BLOCK_STEPS) {
    const block = Math.min(BLOCK_STEPS, steps - done);
    for (const crowd of crowds) {
      const started = performance.now();
      for (let i = 0; i < block; i++) crowd.step();
      crowd.totalMs += performance.now() - started;
    }
  }
  const [planck, box2d] = crowds.map((crowd) => resultOf(crowd, steps)) as [EngineResult, EngineResult];
  if (heapSteps > 0) {
    process.stderr.write(`${count} entities: heap over ${heapSteps} more steps each…\n`);
    planck.heapGrowthBytes = heapGrowth(crowds[0], heapSteps);
    box2d.heapGrowthBytes = heapGrowth(crowds[1], heapSteps);
  }
  return { entities: count, planck, box2d, box2dOverPlanck: box2d.msPerStep / planck.msPerStep };
}

/** The 3D row: `count` missiles on Rapier 3D, our code's time per step against Rapier's. */
interface Missiles3DResult {
  missiles: number;
  engineMsPerStep: number;
  ourMsPerStep: number;
  ourOverEngine: number;
}

async function measureMissiles3D(count: number, steps: number, warmup: number): Promise<Missiles3DResult> {
  await initRapier3D();
  process.stderr.write(`${count} missiles on Rapier 3D: warming up ${warmup} steps, timing ${steps}…\n`);
  const crowd = missileCrowd3D(count, STANDARD_DT);
  for (let i = 0; i < warmup; i++) crowd.step();
  crowd.engineMs = 0;
  crowd.oursMs = 0;
  for (let i = 0; i < steps; i++) crowd.step();
  return {
    missiles: count,
    engineMsPerStep: crowd.engineMs / steps,
    ourMsPerStep: crowd.oursMs / steps,
    ourOverEngine: crowd.oursMs / crowd.engineMs,
  };
}

async function main(argv: string[]): Promise<void> {
  const { values: flags } = parseFlags(argv, {
    entities: 'string',
    steps: 'string',
    warmup: 'string',
    'heap-steps': 'string',
    missiles3d: 'string',
    json: 'boolean',
  });
  const raw = {
    entities: numberListFlag(flags.entities, [1000, 3000, 5000]),
    steps: numberFlag(flags.steps, 300),
    warmup: numberFlag(flags.warmup, 120),
    heapSteps: numberFlag(flags['heap-steps'], 0),
    missiles3d: numberFlag(flags.missiles3d, 1000),
  };
  const options = validateFlags(optionsSchema, raw, {
    entities: '--entities',
    steps: '--steps',
    warmup: '--warmup',
    heapSteps: '--heap-steps',
    missiles3d: '--missiles3d',
  });
  const results = options.entities.map((count) => measure(count, options.steps, options.warmup, options.heapSteps));
  const missiles = options.missiles3d > 0 ? await measureMissiles3D(options.missiles3d, options.steps, options.warmup) : null;
  if (flags.json === true) {
    process.stdout.write(`${JSON.stringify({ crowds: results, missiles3d: missiles }, null, 2)}\n`);
    return;
  }
  const heapMeasured = results.some((r) => r.planck.heapGrowthBytes !== null);
  const header = [
    'entities',
    'engine',
    'ms/step',
    'engine ms/step',
    'our code ms/step',
    'our share',
    'our code / engine',
    'box2d / planck',
    ...(heapMeasured ? [`heap growth over ${options.heapSteps} steps`] : []),
  ];
  const rows = results.flatMap((r) =>
    (['planck', 'box2d'] as const).map((engine) => {
      const e = r[engine];
      const heap = heapMeasured ? [e.heapGrowthBytes === null ? '' : `${(e.heapGrowthBytes / 1024).toFixed(0)} KiB`] : [];
      return [
        String(r.entities),
        engine,
        e.msPerStep.toFixed(2),
        e.engineMsPerStep.toFixed(2),
        (e.msPerStep - e.engineMsPerStep).toFixed(2),
        `${(100 * e.ourShare).toFixed(0)}%`,
        e.ourOverEngine.toFixed(2),
        engine === 'box2d' ? r.box2dOverPlanck.toFixed(2) : '',
        ...heap,
      ];
    }),
  );
  process.stdout.write(`${textTable(header, rows)}\n`);
  if (missiles !== null) {
    const row = [
      String(missiles.missiles),
      'rapier 3d',
      (missiles.engineMsPerStep + missiles.ourMsPerStep).toFixed(2),
      missiles.engineMsPerStep.toFixed(2),
      missiles.ourMsPerStep.toFixed(2),
      `${((100 * missiles.ourMsPerStep) / (missiles.engineMsPerStep + missiles.ourMsPerStep)).toFixed(0)}%`,
      missiles.ourOverEngine.toFixed(2),
    ];
    process.stdout.write(
      `\n${textTable(['missiles', 'engine', 'ms/step', 'engine ms/step', 'our code ms/step', 'our share', 'our code / engine'], [row])}\n`,
    );
  }
}

runCommandLine(USAGE, main);
