/**
 * `npm run sim -- <scenario.json> [--compact] [--trace out.csv]`: runs a scenario headless and prints
 * one JSON report on stdout. `--trace` also writes a CSV of every entity's state after every fixed
 * step (see TRACE_HEADER in traceFile.ts), streamed to disk as the run goes; the report is the same
 * with or without it. Bad input (unreadable file, invalid JSON, a missing, unknown or out-of-range
 * field, a what-if comparison the game would refuse (checked by opening it as the game does: its
 * format, its start snapshot, each intent, the runs played again), bodies that start piled on each other, a trace that cannot be written,
 * even a disk that
 * fills up during the run) prints one line on stderr naming the (first) field or flag at fault,
 * nothing on stdout, and exits 2. A run that takes more than 2 s shows its progress on stderr when
 * that is a terminal.
 */
import type { MovingEntity } from '../sim/entities/MovingEntity';
import { MAX_SCENARIO_FILE_BYTES } from '../sim/scenario/parseScenario';
import { runScenario } from '../sim/scenario/runScenario';
import { WorldFault } from '../sim/WorldFault';
import { parseFlags, progressLine, refuse, runCommandLine } from './commandLine';
import { printableJson } from './printableJson';
import { readScene } from './readScene';
import { readUserFile } from './readUserFile';
import { TraceFile } from './traceFile';

const USAGE = 'usage: npm run sim -- <scenario.json> [--compact] [--trace out.csv]';

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseFlags(argv, { compact: 'boolean', trace: 'string' }, true);
  if (positionals.length !== 1) refuse(`expected exactly one scenario file, got ${positionals.length} (${USAGE})`);
  const file = positionals[0] as string;
  const text = readUserFile(file, { maxBytes: MAX_SCENARIO_FILE_BYTES, what: 'a scenario' });
  const scenario = await readScene(text);
  const trace = typeof values.trace === 'string' ? new TraceFile(values.trace, file) : null;
  const progress = progressLine('sim');
  let report: ReturnType<typeof runScenario>;
  try {
    report = runScenario(scenario, {
      onProgress: (done, steps) => progress.update(done, steps, 'steps'),
      ...(trace && { onStep: (time: number, entities: readonly MovingEntity[]) => trace.writeStep(time, entities) }),
    });
    trace?.finish();
  } catch (error) {
    trace?.abandon();
    // A world that cannot go on (a target or obstacle no longer finite: WorldFault.ts) refuses the scene in one line.
    if (error instanceof WorldFault) refuse(error.message);
    throw error;
  } finally {
    progress.done();
  }
  process.stdout.write(`${printableJson(report, values.compact ? undefined : 2)}\n`);
}

runCommandLine(USAGE, main);
