/**
 * `npm run bench:hostile [-- --waypoints 8000 --shows 20 --json]`: the playground's history
 * (`demo.history`) against the inputs that froze it before it kept a log of intents, each under
 * the caps a player, a link or a file may reach:
 * - a path scene: ten entities on paths of `--waypoints` waypoints each (a scene file), played 60 s
 *   with the turn rate set at every step (a panel slider held): the steps per second against the
 *   same play without the history, the slowest step, the heap the history holds, showing moments;
 * - the largest comparison: a minute recorded with a target dragged at every step, a what-if run
 *   from its oldest moment with another drag at every step, its settles at every step (what a
 *   hand-written file in the format from before worlds settled by themselves may say: its replay
 *   settles and snapshots there), written as a scene file: its size, the time to open it (both
 *   runs played again), then to show random moments of it.
 * Timings are this machine's under its load: compare the rows of one run. Needs --expose-gc for
 * the heap (`npm run bench:hostile` passes it). Exits 2 on a bad flag (one line naming it).
 */
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { Demo } from '../src/app/Demo';
import { sceneFileText } from '../src/app/sceneFile/describeScene';
import { writeComparison } from '../src/app/settings/writeComparison';
import { median } from '../src/sim/math/statistics';
import { seededRandom } from '../src/sim/math/random';
import { MAX_SCENARIO_PATH_WAYPOINTS } from '../src/sim/scenario/sceneLimits';
import { numberField } from '../src/sim/validation/fields';
import { numberFlag, parseFlags, runCommandLine, validateFlags } from '../src/cli/commandLine';
import { textTable } from '../src/cli/textTable';

const USAGE = 'usage: npm run bench:hostile -- [--waypoints 8000] [--shows 20] [--json]';

const schema = z.strictObject({
  waypoints: numberField({ integer: true, min: 2, max: MAX_SCENARIO_PATH_WAYPOINTS }),
  shows: numberField({ integer: true, min: 1, max: 200 }),
});

/** Steps in a minute at the standard 60 Hz. */
const MINUTE = 3600;

/** Heap in use and typed arrays' memory after a full GC, bytes, or null without --expose-gc. */
function memory(): number | null {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return null;
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** A scene file of ten missiles, each following its own path of `waypoints` random points, looping. */
function pathScene(waypoints: number): string {
  const random = seededRandom(7);
  const coordinate = (half: number) => Math.round((random() - 0.5) * 2 * half * 10) / 10;
  const entities = Array.from({ length: 10 }, (_, i) => ({
    id: `missile-${i + 1}`,
    type: 'missile',
    position: [-45 + i * 10, 0],
    command: { type: 'followPath', path: Array.from({ length: waypoints }, () => [coordinate(40), coordinate(25)]), loop: true },
  }));
  return JSON.stringify({ name: 'ten long paths', duration: 60, entities });
}

/** Shows `count` moments of `demo`'s history, spread over what it keeps; their times, ms. */
function showMoments(demo: Demo, count: number): number[] {
  const history = demo.history;
  const random = seededRandom(49);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const step = history.oldestStep + Math.floor(random() * (history.presentStep - history.oldestStep + 1));
    const start = performance.now();
    const shown = history.show(step);
    times.push(performance.now() - start);
    if (!shown.ok) throw new Error(shown.message);
  }
  return times;
}

/** The path scene played a minute, the turn rate set every step; with the history, or without it (its hooks made no-ops). */
function settingEveryStep(options: z.infer<typeof schema>) {
  const text = pathScene(options.waypoints);
  const play = (history: boolean) => {
    const demo = new Demo();
    if (!history) {
      demo.history.beforeStep = () => {};
      demo.history.stepped = () => {};
    }
    const opened = demo.apply({ kind: 'openScene', text });
    if (!opened.ok) throw new Error(opened.message);
    demo.clock.setPaused(false);
    const before = memory();
    const steps: number[] = [];
    for (let step = 0; step < MINUTE; step++) {
      const start = performance.now();
      demo.apply({ kind: 'setMaxAngularAcceleration', value: 3 + (step % 90) / 10, scope: 'all' });
      demo.clock.runSteps(1);
      steps.push(performance.now() - start);
    }
    const seconds = steps.reduce((a, b) => a + b, 0) / 1000;
    const after = memory();
    demo.history.forget();
    const forgotten = memory();
    return {
      demo,
      seconds,
      slowestMs: Math.max(...steps),
      heap: after !== null && forgotten !== null ? after - forgotten : null,
      grew: after !== null && before !== null ? after - before : null,
    };
  };
  play(true);
  const without = play(false);
  const withHistory = play(true);
  // The one kept played again, to show moments of it.
  const demo = new Demo();
  demo.apply({ kind: 'openScene', text });
  demo.clock.setPaused(false);
  for (let step = 0; step < MINUTE; step++) {
    demo.apply({ kind: 'setMaxAngularAcceleration', value: 3 + (step % 90) / 10, scope: 'all' });
    demo.clock.runSteps(1);
  }
  const { intents } = demo.history.size;
  const shows = showMoments(demo, options.shows);
  return {
    intents,
    stepsPerSecondWith: MINUTE / withHistory.seconds,
    stepsPerSecondWithout: MINUTE / without.seconds,
    slowestStepMs: withHistory.slowestMs,
    historyBytes: withHistory.heap,
    showMedianMs: median(shows),
    showMaxMs: Math.max(...shows),
  };
}

/** Drags the opening's target in a circle for `steps` steps, a drag intent every step. */
function dragEveryStep(demo: Demo, steps: number, radius: number): void {
  const target = demo.view.targets[0]?.id;
  if (target === undefined) throw new Error('the opening has no target');
  for (let i = 0; i < steps; i++) {
    const angle = i / 40;
    demo.apply({ kind: 'dragTarget', target, point: { x: radius * Math.cos(angle), y: 0.6 * radius * Math.sin(angle) } });
    demo.clock.singleStep();
  }
}

/** The largest comparison: recorded and what-if runs a minute each, a drag every step, settles at every step. */
function largestComparison(options: z.infer<typeof schema>) {
  const sharer = new Demo();
  dragEveryStep(sharer, MINUTE + 60, 15);
  const shown = sharer.history.show(sharer.history.oldestStep);
  if (!shown.ok) throw new Error(shown.message);
  sharer.apply({ kind: 'toggleTurnRate' });
  dragEveryStep(sharer, MINUTE, 8);
  const written = writeComparison(sharer);
  if (!written.ok) throw new Error(written.reason);
  const comparison = written.scene.comparison as {
    worldSettles?: true;
    recorded: { end: number; settles: number[] };
    whatIfs: { branch: number; end: number; settles: number[] }[];
  };
  // Written as a comparison from before worlds settled by themselves, whose listed settles a replay follows: the most a file may ask.
  delete comparison.worldSettles;
  const start = written.scene.state?.steps ?? 0;
  comparison.recorded.settles = Array.from({ length: comparison.recorded.end - start }, (_, i) => start + i);
  for (const whatIf of comparison.whatIfs) whatIf.settles = Array.from({ length: whatIf.end - whatIf.branch }, (_, i) => whatIf.branch + i);
  const text = sceneFileText(written.scene);
  const opened = new Demo();
  const begin = performance.now();
  const result = opened.apply({ kind: 'openScene', text });
  const openSeconds = (performance.now() - begin) / 1000;
  if (!result.ok) throw new Error(result.message);
  const shows = showMoments(opened, options.shows);
  return {
    fileBytes: text.length,
    openSeconds,
    snapshots: opened.history.size.snapshots,
    showMedianMs: median(shows),
    showMaxMs: Math.max(...shows),
  };
}

function main(argv: string[]): void {
  const { values: flags } = parseFlags(argv, { waypoints: 'string', shows: 'string', json: 'boolean' });
  const options = validateFlags(
    schema,
    { waypoints: numberFlag(flags.waypoints, 8000), shows: numberFlag(flags.shows, 20) },
    { waypoints: '--waypoints', shows: '--shows' },
  );
  const setting = settingEveryStep(options);
  const comparison = largestComparison(options);
  if (flags.json) {
    process.stdout.write(
      `${JSON.stringify({ ...options, gc: memory() !== null, settingEveryStep: setting, largestComparison: comparison })}\n`,
    );
    return;
  }
  const mb = (bytes: number | null) => (bytes === null ? '–' : (bytes / 2 ** 20).toFixed(1));
  const ms = (value: number) => value.toFixed(1);
  process.stdout.write(
    [
      `bench:hostile: ten paths of ${options.waypoints} waypoints, the turn rate set every step for 60 s`,
      textTable(
        ['intents logged', 'steps/s with / without', 'slowest step ms', 'history MB', 'show ms median / max'],
        [
          [
            String(setting.intents),
            `${setting.stepsPerSecondWith.toFixed(0)} / ${setting.stepsPerSecondWithout.toFixed(0)}`,
            ms(setting.slowestStepMs),
            mb(setting.historyBytes),
            `${ms(setting.showMedianMs)} / ${ms(setting.showMaxMs)}`,
          ],
        ],
        1,
      ),
      'the largest comparison: two runs of a minute, a drag every step, a settle every step',
      textTable(
        ['file KB', 'open s', 'snapshots kept', 'show ms median / max'],
        [
          [
            (comparison.fileBytes / 1024).toFixed(0),
            comparison.openSeconds.toFixed(2),
            String(comparison.snapshots),
            `${ms(comparison.showMedianMs)} / ${ms(comparison.showMaxMs)}`,
          ],
        ],
        1,
      ),
    ].join('\n') + '\n',
  );
}

runCommandLine(USAGE, main);
