/**
 * `npm run bench:history [-- --entities 10,100 --seconds 60 --shows 20 --seed 49 --json]`: what the
 * playground's history (`demo.history`, src/app/history) costs. For each entity count it plays the
 * playground for `--seconds` of simulated time (60: all the history keeps), the first target
 * dragged in circles 2 s out of every 5, time running as in the game, and prints:
 * - the frames and complete checkpoints kept at the end;
 * - the heap the history holds: heap used after a full GC, less the same after `history.forget()`;
 *   and the rest of the heap's growth over the run (both scenes below, besides the history);
 * - the steps per second of the same play in three scenes alike, one with the history recording,
 *   one without it (its hooks made no-ops) and one without it whose world never settles
 *   (src/sim/WorldSettling.ts: every world settles at every 60th step, recorded or not), timed in
 *   turns of a second so that all meet the same load, and the differences per step: the cost of
 *   recording, and of settling; and a settle's own time (the median step that settled, less the
 *   median one that did not, of the scene without the history: robust to a loaded machine);
 * - the time to show `--shows` random moments of the kept minute (median and max): each restores
 *   the checkpoint before the moment and replays up to 30 steps.
 * The game shows at most 10 entities (MAX_ENTITIES: one colour each; a scene file with more is
 * refused); a count above it is built past the editor's cap, straight into the playground's model,
 * to see how the history scales: no player reaches it. Timings are of this machine and its load:
 * compare the rows of one run. Needs --expose-gc for the heap figures (`npm run bench:history`
 * passes it). Exits 2 on a bad flag (one line naming it).
 */
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { Demo } from '../src/app/Demo';
import { addPlayerEntity, MAX_ENTITIES } from '../src/app/model/playerEntities';
import type { EntityDefaults } from '../src/app/model/EntityDefaults';
import { spawnPlace } from '../src/app/setup/defaultScene';
import { median } from '../src/sim/math/statistics';
import { seededRandom } from '../src/sim/math/random';
import { numberField } from '../src/sim/validation/fields';
import { numberFlag, numberListFlag, parseFlags, progressLine, runCommandLine, validateFlags } from '../src/cli/commandLine';
import { textTable } from '../src/cli/textTable';

const USAGE = 'usage: npm run bench:history -- [--entities 10,100] [--seconds 60] [--shows 20] [--seed 49] [--json]';

const schema = z.strictObject({
  entities: z.array(numberField({ integer: true, min: 1, max: 500 })).min(1, { error: 'must list at least one count' }),
  seconds: numberField({ gt: 0, max: 600 }),
  shows: numberField({ integer: true, min: 1, max: 1000 }),
  seed: numberField({ integer: true, min: 0, max: 2 ** 31 - 1 }),
});

type Options = z.infer<typeof schema>;

/** Steps played first in a throwaway scene, so that both timed runs are past the JIT's warm-up. */
const WARMUP_STEPS = 600;

/** The two scenes are timed in turns, this many steps each (a second), first one then the other. */
const BLOCK_STEPS = 60;

/** What one entity count measured. */
interface HistoryFigures {
  readonly entities: number;
  /** Built past the editor's cap of MAX_ENTITIES. */
  readonly pastCap: boolean;
  readonly frames: number;
  readonly checkpoints: number;
  /**
   * Heap the history holds at the end: heap used less heap used after history.forget(), both after a full GC, bytes (null without
   * --expose-gc).
   */
  readonly historyHeapBytes: number | null;
  /** Heap used after the run less before it, each after a full GC, less the history's, bytes: both scenes' own growth. */
  readonly otherGrowthBytes: number | null;
  readonly stepsPerSecondWith: number;
  readonly stepsPerSecondWithout: number;
  /** Without the history, in a world that never settles. */
  readonly stepsPerSecondUnsettled: number;
  /** The recording's cost per step, ms (with less without). */
  readonly recordMsPerStep: number;
  /** Settling's cost per step, ms (without the history, less the same in a world that never settles). */
  readonly settleMsPerStep: number;
  /** A settle's own time, ms: the median step that settled less the median one that did not (the scene without the history). */
  readonly settleMs: number;
  readonly showMedianMs: number;
  readonly showMaxMs: number;
}

/** A full garbage collection, if node runs with --expose-gc. */
function collect(): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return false;
  gc();
  gc();
  return true;
}

/** Heap used after a full GC, bytes, or null without --expose-gc. */
function heapUsed(): number | null {
  return collect() ? process.memoryUsage().heapUsed : null;
}

/**
 * A playground with `count` entities, missiles and characters by turns: the opening's three, then
 * the editor's adds up to its cap, then (past it) added straight into the model as the editor adds.
 */
function sceneWith(count: number): Demo {
  const demo = new Demo();
  const model = demo.plays.model;
  for (let i = 0; model.records.length > count; i++) {
    demo.editor.entities.select(model.records[0]?.entity.id ?? null);
    demo.apply({ kind: 'removeEntity' });
  }
  for (let i = 0; model.records.length < Math.min(count, MAX_ENTITIES); i++) {
    const added = demo.apply({ kind: 'addEntity', type: i % 2 === 0 ? 'missile' : 'character' });
    if (!added.ok) throw new Error(added.message);
  }
  for (let i = 0; model.records.length < count; i++) {
    const placement = {
      type: i % 2 === 0 ? ('missile' as const) : ('character' as const),
      ...spawnPlace(model.spawnCount++, model.session.layout),
    };
    const record = addPlayerEntity(model, demo.tuning.defaults as EntityDefaults, placement, model.records.length % MAX_ENTITIES);
    if (!record) throw new Error(`no room for entity ${model.records.length + 1}`);
    model.applyMode(record);
  }
  return demo;
}

/** Each step's time, ms, split by whether the world settled at its start. */
interface StepTimes {
  readonly settling: number[];
  readonly others: number[];
}

/**
 * Plays steps `from` to `from + count` of `demo` with time running, the first target dragged in
 * circles 2 s out of every 5; returns the seconds it took. With `times`, each step's own time
 * goes into it.
 */
function play(demo: Demo, from: number, count: number, times?: StepTimes): number {
  const target = demo.view.targets[0]?.id;
  const perSecond = Math.round(1 / demo.clock.dt);
  demo.clock.setPaused(false);
  const start = performance.now();
  for (let step = from; step < from + count; step++) {
    const phase = step % (5 * perSecond);
    if (target !== undefined && phase < 2 * perSecond) {
      const angle = (2 * Math.PI * phase) / (2 * perSecond);
      demo.apply({ kind: 'dragTarget', target, point: { x: 15 * Math.cos(angle), y: 10 * Math.sin(angle) } });
    } else if (target !== undefined && phase === 2 * perSecond) demo.apply({ kind: 'releaseTarget', target, throwVelocity: null });
    const began = times ? performance.now() : 0;
    const world = demo.view.world;
    demo.clock.runSteps(1);
    if (times) (world.settling.lastSettledStep === world.steps - 1 ? times.settling : times.others).push(performance.now() - began);
  }
  return (performance.now() - start) / 1000;
}

/** A demo whose history records nothing (its hooks made no-ops): the run without it. */
function withoutHistory(demo: Demo): Demo {
  demo.history.beforeStep = () => {};
  demo.history.stepped = () => {};
  return demo;
}

/** A demo without the history whose world never settles. */
function neverSettling(demo: Demo): Demo {
  demo.view.world.settling.settleOnlyWhenTold();
  return withoutHistory(demo);
}

function measure(count: number, options: Options, random: () => number): HistoryFigures {
  const steps = Math.round(options.seconds / new Demo().clock.dt);
  play(sceneWith(count), 0, WARMUP_STEPS);

  const bare = withoutHistory(sceneWith(count));
  const unsettled = neverSettling(sceneWith(count));
  const demo = sceneWith(count);
  const before = heapUsed();
  // Seconds of each scene, in turns whose order rotates: the recording one, the bare one, the one that never settles.
  const scenes = [demo, bare, unsettled];
  const seconds = [0, 0, 0];
  const bareSteps: StepTimes = { settling: [], others: [] };
  for (let from = 0, turn = 0; from < steps; from += BLOCK_STEPS, turn++) {
    const n = Math.min(BLOCK_STEPS, steps - from);
    for (let k = 0; k < scenes.length; k++) {
      const which = (turn + k) % scenes.length;
      seconds[which] = (seconds[which] as number) + play(scenes[which] as Demo, from, n, which === 1 ? bareSteps : undefined);
    }
  }
  const [withSeconds, withoutSeconds, unsettledSeconds] = seconds as [number, number, number];
  const after = heapUsed();
  const history = demo.history;
  if (!history.available) throw new Error('the history recorded nothing');
  const { frames, snapshots: checkpoints } = history.size;

  const oldest = history.oldestStep;
  const span = history.presentStep - oldest;
  const times: number[] = [];
  for (let i = 0; i < options.shows; i++) {
    const step = oldest + Math.floor(random() * (span + 1));
    const start = performance.now();
    const shown = history.show(step);
    times.push(performance.now() - start);
    if (!shown.ok) throw new Error(shown.message);
  }
  // (The scene shown is rebuilt from a checkpoint: about the size of the one it replaced.)
  history.forget();
  const forgotten = heapUsed();

  const msPerStep = (seconds: number) => (1000 * seconds) / steps;
  return {
    entities: count,
    pastCap: count > MAX_ENTITIES,
    frames,
    checkpoints,
    historyHeapBytes: after !== null && forgotten !== null ? after - forgotten : null,
    otherGrowthBytes: forgotten !== null && before !== null ? forgotten - before : null,
    stepsPerSecondWith: steps / withSeconds,
    stepsPerSecondWithout: steps / withoutSeconds,
    stepsPerSecondUnsettled: steps / unsettledSeconds,
    recordMsPerStep: msPerStep(withSeconds) - msPerStep(withoutSeconds),
    settleMsPerStep: msPerStep(withoutSeconds) - msPerStep(unsettledSeconds),
    settleMs: median(bareSteps.settling) - median(bareSteps.others),
    showMedianMs: median(times),
    showMaxMs: Math.max(...times),
  };
}

const megabytes = (bytes: number | null) => (bytes === null ? '–' : (bytes / 2 ** 20).toFixed(1));

function main(argv: string[]): void {
  const { values: flags } = parseFlags(argv, { entities: 'string', seconds: 'string', shows: 'string', seed: 'string', json: 'boolean' });
  const raw = {
    entities: numberListFlag(flags.entities, [10, 100]),
    seconds: numberFlag(flags.seconds, 60),
    shows: numberFlag(flags.shows, 20),
    seed: numberFlag(flags.seed, 49),
  };
  const options = validateFlags(schema, raw, { entities: '--entities', seconds: '--seconds', shows: '--shows', seed: '--seed' });
  const random = seededRandom(options.seed);
  const progress = progressLine('bench:history');
  const results: HistoryFigures[] = [];
  for (const [i, count] of options.entities.entries()) {
    progress.update(i, options.entities.length, `${count} entities`);
    results.push(measure(count, options, random));
  }
  progress.done();
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ ...options, gc: heapUsed() !== null, results })}\n`);
    return;
  }
  const rows = results.map((r) => [
    `${r.entities}${r.pastCap ? '*' : ''}`,
    String(r.frames),
    String(r.checkpoints),
    megabytes(r.historyHeapBytes),
    megabytes(r.otherGrowthBytes),
    `${r.stepsPerSecondWith.toFixed(0)} / ${r.stepsPerSecondWithout.toFixed(0)} / ${r.stepsPerSecondUnsettled.toFixed(0)}`,
    r.recordMsPerStep.toFixed(3),
    `${r.settleMsPerStep.toFixed(3)} (${r.settleMs.toFixed(2)} a settle)`,
    `${r.showMedianMs.toFixed(1)} / ${r.showMaxMs.toFixed(1)}`,
  ]);
  const lines = [
    `bench:history: ${options.seconds} s of simulated time played, the first target dragged 2 s in 5; ${options.shows} random ` +
      `moments shown (seed ${options.seed})`,
    textTable(
      [
        'entities',
        'frames',
        'checkpoints',
        'history heap MB',
        'other heap growth MB',
        'steps/s with / without / never settled',
        'recording ms/step',
        'settling ms/step',
        'show ms median / max',
      ],
      rows,
      1,
    ),
  ];
  if (results.some((r) => r.pastCap))
    lines.push(
      `* past the game's ${MAX_ENTITIES} entities (a scene file with more is refused): built straight into the model, to see how ` +
        `the history scales`,
    );
  if (results.some((r) => r.historyHeapBytes === null)) lines.push('heap figures need node --expose-gc (npm run bench:history passes it)');
  process.stdout.write(`${lines.join('\n')}\n`);
}

runCommandLine(USAGE, main);
