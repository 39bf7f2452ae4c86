/**
 * The comparisons that froze the page when they were opened, built as the game
 * writes them: a heavy scene's four runs as a scene file, and a link whose runs hold the most
 * turn-rate toggles a run may (bench-comparison-open.ts opens both in the browser).
 */
import { Demo } from '../src/app/Demo';
import { sceneFileText } from '../src/app/sceneFile/describeScene';
import { shareParamOf } from '../src/app/settings/shareLink';
import { writeComparison } from '../src/app/settings/writeComparison';
import { MAX_COMPARISON_INTENTS } from '../src/sim/scenario/comparisonFormat';

/** Steps of the heavy comparison's recorded run: the longest the history keeps whole. */
export const HEAVY_STEPS = 3800;

/** The heavy scene: 10 bodies on seek, 100 targets circling, 40 loose crates. */
export function heavyScene(): string {
  const targets = Array.from({ length: 100 }, (_, i) => {
    const x = -45 + (i % 10) * 10;
    const y = -27 + Math.floor(i / 10) * 6;
    return { id: `t${i}`, position: [x + 2, y], motion: { type: 'circle', center: [x, y], angularSpeed: i % 2 === 0 ? 0.8 : -0.8 } };
  });
  const entities = Array.from({ length: 10 }, (_, i) => ({ id: `${i % 2 === 0 ? 'missile' : 'character'}-${i + 1}`, type: i % 2 === 0 ? 'missile' : 'character', position: [-40 + i * 9, -32], command: { type: 'seek', targetId: `t${i * 10 + (i % 10)}` } }));
  // Crates in the middle, where the bodies chase through them and push them about.
  const obstacles = Array.from({ length: 40 }, (_, i) => ({ id: `crate-${i + 1}`, position: [-14 + (i % 8) * 4, -8 + Math.floor(i / 8) * 4], shape: { type: 'box', halfWidth: 0.8, halfHeight: 0.8 }, loose: true }));
  return JSON.stringify({ name: 'Heavy: 10 bodies, 100 circling targets, 40 crates', duration: 600, targets, entities, obstacles });
}

/** Plays `demo` until its history's present reaches `step`. */
function playTo(demo: Demo, step: number): void {
  while (demo.history.presentStep < step) demo.clock.singleStep();
}

/**
 * The heavy comparison as the game saves it (Share offers it as a file): the heavy scene played
 * {@link HEAVY_STEPS} steps, then played again from its oldest moment three times, each with the
 * turn rate set to another value, to the same end. Returns the scene file's text.
 */
export function heavyComparisonFile(): string {
  const demo = new Demo();
  const opened = demo.apply({ kind: 'openScene', text: heavyScene() });
  if (!opened.ok) throw new Error(opened.message);
  playTo(demo, HEAVY_STEPS);
  const end = demo.history.presentStep;
  for (const value of [Math.PI, 2 * Math.PI, 8]) {
    const shown = demo.history.show(demo.history.oldestStep);
    if (!shown.ok) throw new Error(shown.message);
    const set = demo.apply({ kind: 'setMaxAngularAcceleration', value, scope: 'all' });
    if (!set.ok) throw new Error(set.message);
    demo.clock.singleStep();
    playTo(demo, end);
  }
  const written = writeComparison(demo);
  if (!written.ok) throw new Error(written.reason);
  return sceneFileText(written.scene);
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
  const written = writeComparison(demo);
  if (!written.ok) throw new Error(written.reason);
  const comparison = written.scene.comparison as { recorded: { log: unknown[] }; whatIfs: { branch: number; log: unknown[] }[] };
  const toggles = (step: number, count: number) => Array.from({ length: count }, () => [step, { kind: 'toggleTurnRate' }]);
  const start = written.scene.state?.steps ?? 0;
  comparison.recorded.log = toggles(start, MAX_COMPARISON_INTENTS);
  for (const whatIf of comparison.whatIfs) whatIf.log = toggles(whatIf.branch, MAX_COMPARISON_INTENTS - 1);
  const shared = shareParamOf(demo, written.scene, null);
  if (!shared.ok) throw new Error(shared.problem);
  return shared.param;
}
