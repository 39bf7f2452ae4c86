/**
 * `npm run bench:flow [-- --entities 2000 --seconds 300 --at 5,60,180,300 --json]`: does the
 * benchmark crowd keep flowing, or does it jam? It runs the browser's crowd (`?bench=N`: the same
 * placements, scene and settings, `CrowdSimulation` as the Worker runs it) for `--seconds` of
 * simulated time and prints, at each time of `--at`, planck's contacts (and of those, the touching
 * ones), the entities more than 2 m off their loops, the 90th percentile of that distance, and the
 * slow entities (under 2 m/s). Last, the touching contacts at the end over those at the first
 * time: a crowd that flows keeps it near 1 (goal ≤ 1.2). Deterministic: no clock, so the same
 * flags print the same figures on any machine. Exits 2 on a bad flag (one line naming it).
 */
import { z } from 'zod';
import { crowdLayout } from '../src/sim/crowdLayout';
import { type CrowdFlow, measureCrowdFlow, OFF_LOOP_M, SLOW_SPEED_M_S } from '../src/app/bench/crowdFlow';
import { CrowdSimulation } from '../src/app/bench/CrowdSimulation';
import { crowdSetupFor } from '../src/app/bench/crowdSetup';
import { Demo } from '../src/app/Demo';
import { numberField } from '../src/sim/validation/fields';
import { numberFlag, numberListFlag, parseFlags, progressLine, refuse, runCommandLine, validateFlags } from '../src/cli/commandLine';
import { textTable } from '../src/cli/textTable';

const USAGE = 'usage: npm run bench:flow -- [--entities 2000] [--seconds 300] [--at 5,60,180,300] [--json]';

const schema = z.strictObject({
  entities: numberField({ integer: true, min: 1, max: 5000 }),
  seconds: numberField({ gt: 0, max: 3600 }),
  at: z.array(numberField({ gt: 0, max: 3600 })).min(1, { error: 'must list at least one time' }),
});

function main(argv: string[]): void {
  const { values: flags } = parseFlags(argv, { entities: 'string', seconds: 'string', at: 'string', json: 'boolean' });
  const seconds = numberFlag(flags.seconds, 300);
  const raw = {
    entities: numberFlag(flags.entities, 2000),
    seconds,
    at: numberListFlag(flags.at, [5, 60, 180, 300].filter((t) => t < seconds).concat(seconds)),
  };
  const options = validateFlags(schema, raw, { entities: '--entities', seconds: '--seconds', at: '--at' });
  const late = options.at.find((t) => t > options.seconds);
  if (late !== undefined) refuse(`--at: every time must be ≤ --seconds (${options.seconds}), got ${late}`);

  const demo = new Demo();
  const placements = crowdLayout(options.entities);
  const simulation = new CrowdSimulation(() => 0);
  const ready = simulation.handle({ kind: 'setUp', setup: crowdSetupFor(demo, placements) }).report;
  if (ready.kind === 'failed') throw new Error(ready.message);
  const physics = simulation.physics;
  if (!physics) throw new Error('the crowd has no world');
  const loops = placements.map((placement) => placement.path);
  const stepsAt = [...new Set(options.at.map((t) => Math.round(t / demo.clock.dt)))].sort((a, b) => a - b);
  const samples: CrowdFlow[] = [];
  const progress = progressLine('bench:flow');
  let done = 0;
  for (const target of stepsAt) {
    // In batches of at most a second, as the page sends them, to show progress.
    while (done < target) {
      const steps = Math.min(target - done, Math.round(1 / demo.clock.dt));
      const report = simulation.handle({ kind: 'step', steps, buffer: null }).report;
      if (report.kind === 'failed') throw new Error(report.message);
      done += steps;
      progress.update(done, stepsAt[stepsAt.length - 1] as number, 'steps');
    }
    samples.push(measureCrowdFlow(physics, simulation.entities, loops, done * demo.clock.dt));
  }
  progress.done();
  const first = samples[0] as CrowdFlow;
  const last = samples[samples.length - 1] as CrowdFlow;
  const touchingGrowth = first.touching > 0 ? last.touching / first.touching : Number.NaN;
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ entities: options.entities, dt: demo.clock.dt, samples, touchingGrowth })}\n`);
    return;
  }
  const rows = samples.map((s) => [
    `${s.time.toFixed(0)} s`,
    String(s.contacts),
    String(s.touching),
    String(s.offLoop),
    `${s.offLoopP90.toFixed(1)} m`,
    String(s.slow),
  ]);
  process.stdout.write(
    [
      `bench:flow: ${options.entities} entities, ${options.seconds} s simulated`,
      textTable(['time', 'contacts', 'touching', `> ${OFF_LOOP_M} m off loop`, '90th pct off', `< ${SLOW_SPEED_M_S} m/s`], rows),
      `touching contacts, last / first: ` +
        `${Number.isFinite(touchingGrowth) ? touchingGrowth.toFixed(2) : '– (none touched at first)'} (a crowd that flows stays ` +
        `within 1.2× of where it started)`,
      '',
    ].join('\n'),
  );
}

runCommandLine(USAGE, main);
