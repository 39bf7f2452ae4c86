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
import { z } from 'zod';
import { median } from '../sim/math/statistics';
import { COLLISION_SHAPES, type CollisionShape } from '../sim/entities/collisionShape';
import { numberField } from '../sim/validation/fields';
import { measureCrowd, progress, type BenchResult } from './benchMeasure';
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

/**
 * Runs the whole measurement in `options.processes` fresh processes of this script, one after
 * another, and returns for each count the median of every figure over them (the same motion: in
 * all of them), with each process's overhead ratio.
 */
function measureInProcesses(options: Options): BenchResult[] {
  const runs: BenchResult[][] = [];
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
    runs.push((JSON.parse(child.stdout) as { results: BenchResult[] }).results);
  }
  return options.entities.map((count, c) => {
    const of = runs.map((results) => results[c] as BenchResult);
    const mid = (pick: (r: BenchResult) => number): number => median(of.map(pick));
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
      : options.entities.map((count) => measureCrowd(count, options.steps, options.heapSteps, options.collisionShape));
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
