/**
 * The comparisons that were slow or froze the page when they were opened, built as the game writes
 * them: the heavy scene's three- and four-run comparisons (a link and a file), a file whose what-if
 * carries 5,000 paths of 100 points, and a link whose runs hold the most turn-rate toggles a run may
 * (bench-comparison-open.ts opens them in the browser).
 */
import { Demo } from '../src/app/Demo';
import { sceneFileText } from '../src/app/sceneFile/describeScene';
import { shareParamOf } from '../src/app/settings/shareLink';
import { writeComparison } from '../src/app/settings/writeComparison';
import { MAX_COMPARISON_INTENTS } from '../src/sim/scenario/comparisonFormat';
import type { Scenario } from '../src/sim/scenario/schema';

/** Steps of the heavy file's recorded run: the longest the history keeps whole. */
export const HEAVY_STEPS = 3800;

/** Steps of the heavy links' recorded runs: about as long as a three-run link of the heavy scene can be. */
export const HEAVY_LINK_STEPS = 2900;

/** The heavy scene: 10 bodies on seek, 100 targets circling, 40 loose crates. */
export function heavyScene(): string {
  const targets = Array.from({ length: 100 }, (_, i) => {
    const x = -45 + (i % 10) * 10;
    const y = -27 + Math.floor(i / 10) * 6;
    return { id: `t${i}`, position: [x + 2, y], motion: { type: 'circle', center: [x, y], angularSpeed: i % 2 === 0 ? 0.8 : -0.8 } };
  });
  const entities = Array.from({ length: 10 }, (_, i) => ({
    id: `${i % 2 === 0 ? 'missile' : 'character'}-${i + 1}`,
    type: i % 2 === 0 ? 'missile' : 'character',
    position: [-40 + i * 9, -32],
    command: { type: 'seek', targetId: `t${i * 10 + (i % 10)}` },
  }));
  // Crates in the middle, where the bodies chase through them and push them about.
  const obstacles = Array.from({ length: 40 }, (_, i) => ({
    id: `crate-${i + 1}`,
    position: [-14 + (i % 8) * 4, -8 + Math.floor(i / 8) * 4],
    shape: { type: 'box', halfWidth: 0.8, halfHeight: 0.8 },
    loose: true,
  }));
  return JSON.stringify({ name: 'Heavy: 10 bodies, 100 circling targets, 40 crates', duration: 600, targets, entities, obstacles });
}

/** Plays `demo` until its history's present reaches `step`. */
function playTo(demo: Demo, step: number): void {
  while (demo.history.presentStep < step) demo.clock.singleStep();
}

/** The turn rates the heavy comparison's what-if runs set, in order. */
const HEAVY_TURN_RATES = [Math.PI, 2 * Math.PI, 8];

/**
 * The heavy scene played `steps` steps, then played again from its oldest moment `runs` − 1 times,
 * each with the turn rate set to another value, to the same end, and shown there: the demo, as the
 * sharer has it.
 */
export function heavyDemo(runs: 2 | 3 | 4, steps: number): Demo {
  const demo = new Demo();
  const opened = demo.apply({ kind: 'openScene', text: heavyScene() });
  if (!opened.ok) throw new Error(opened.message);
  playTo(demo, steps);
  const end = demo.history.presentStep;
  for (const value of HEAVY_TURN_RATES.slice(0, runs - 1)) {
    const shown = demo.history.show(demo.history.oldestStep);
    if (!shown.ok) throw new Error(shown.message);
    const set = demo.apply({ kind: 'setMaxAngularAcceleration', value, scope: 'all' });
    if (!set.ok) throw new Error(set.message);
    demo.clock.singleStep();
    playTo(demo, end);
  }
  return demo;
}

/** `demo`'s comparison written down (the scene it starts at, carrying it). */
function written(demo: Demo): Scenario {
  const result = writeComparison(demo);
  if (!result.ok) throw new Error(result.reason);
  return result.scene;
}

/**
 * The heavy comparison of `runs` runs of {@link HEAVY_STEPS} steps as the game saves it (Share offers it as a file): the scene file's text.
 */
export function heavyComparisonFile(runs: 3 | 4 = 4, steps = HEAVY_STEPS): string {
  return sceneFileText(written(heavyDemo(runs, steps)));
}

/**
 * The heavy comparison of `runs` runs of {@link HEAVY_LINK_STEPS} steps as a share link's `?z=` value; throws when it does not fit in a
 * link.
 */
export function heavyLink(runs: 3 | 4, steps = HEAVY_LINK_STEPS): string {
  const demo = heavyDemo(runs, steps);
  const shared = shareParamOf(demo, written(demo), null);
  if (!shared.ok) throw new Error(shared.problem);
  return shared.param;
}

/** Paths the path file's what-if run sets, and waypoints in each. */
export const PATH_INTENTS = { count: 5000, points: 100 } as const;

/**
 * A comparison of the opening whose what-if run carries {@link PATH_INTENTS} `setPath` intents of
 * 100 waypoints each, ten a step from its branch (waypoints of whole metres within 9 m of the
 * middle: about 7.7 million characters, within every cap): the scene file's text, as one line.
 */
export function pathFile(): string {
  const demo = new Demo();
  for (let i = 0; i < 600; i++) demo.clock.singleStep();
  demo.history.show(demo.history.oldestStep + 60);
  const ids = demo.view.records.map((record) => record.entity.id);
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const points = () =>
    Array.from({ length: PATH_INTENTS.points }, () => ({ x: Math.round(random() * 18 - 9), y: Math.round(random() * 18 - 9) }));
  const set = demo.apply({ kind: 'setPath', entity: ids[0] as string, points: points() });
  if (!set.ok) throw new Error(set.message);
  for (let i = 0; i < 600; i++) demo.clock.singleStep();
  const scene = written(demo);
  const whatIf = (scene.comparison as { whatIfs: { branch: number; log: unknown[] }[] }).whatIfs[0] as { branch: number; log: unknown[] };
  whatIf.log = Array.from({ length: PATH_INTENTS.count }, (_, k) => [
    whatIf.branch + Math.floor(k / 10),
    { kind: 'setPath', entity: ids[k % ids.length], points: points() },
  ]);
  return JSON.stringify(scene);
}

/**
 * A link of the opening compared with itself where every run's log holds {@link MAX_COMPARISON_INTENTS}
 * turn-rate toggles at its first step (an odd count in the what-if runs: each ends with the turn
 * rate toggled once), the recorded run 20 s long, three what-if runs. Returns the `?z=` value.
 */
export function toggleLink(): string {
  const demo = new Demo();
  for (let i = 0; i < 1200; i++) demo.clock.singleStep();
  demo.history.show(demo.history.oldestStep + 60);
  demo.apply({ kind: 'toggleTurnRate' });
  for (let i = 0; i < 600; i++) demo.clock.singleStep();
  for (const back of [120, 180]) {
    demo.history.show(demo.history.oldestStep + back);
    demo.apply({ kind: 'toggleTurnRate' });
    for (let i = 0; i < 600; i++) demo.clock.singleStep();
  }
  const scene = written(demo);
  const comparison = scene.comparison as { recorded: { log: unknown[] }; whatIfs: { branch: number; log: unknown[] }[] };
  const toggles = (step: number, count: number) => Array.from({ length: count }, () => [step, { kind: 'toggleTurnRate' }]);
  const start = scene.state?.steps ?? 0;
  comparison.recorded.log = toggles(start, MAX_COMPARISON_INTENTS);
  for (const whatIf of comparison.whatIfs) whatIf.log = toggles(whatIf.branch, MAX_COMPARISON_INTENTS - 1);
  const shared = shareParamOf(demo, scene, null);
  if (!shared.ok) throw new Error(shared.problem);
  return shared.param;
}
