/**
 * `npm run sim -- <scenario.json> [--compact]`: runs a scenario headless and prints one JSON report
 * on stdout. Bad input (unreadable file, invalid JSON, a missing, unknown or out-of-range field, bodies
 * that start piled on each other) prints one line on stderr naming the (first) field at fault, nothing
 * on stdout, and exits 2. A run that takes more than 2 s shows its progress on stderr when that is a
 * terminal.
 */
import { readFileSync } from 'node:fs';
import { parseScenario } from '../sim/scenario/parseScenario';
import { runScenario } from '../sim/scenario/runScenario';
import { quoteForMessage } from '../sim/validation/oneLine';
import { parseFlags, progressLine, refuse, runCommandLine } from './commandLine';

const USAGE = 'usage: npm run sim -- <scenario.json> [--compact]';

function main(argv: string[]): void {
  const { values, positionals } = parseFlags(argv, { compact: 'boolean' }, true);
  if (positionals.length !== 1) refuse(`expected exactly one scenario file, got ${positionals.length} (${USAGE})`);
  const file = positionals[0] as string;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    refuse(`${quoteForMessage(file, 200)}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const result = parseScenario(text);
  if (!result.ok) {
    const more = result.errors.length - 1;
    refuse(`${result.errors[0]}${more > 0 ? ` (and ${more} more problem${more > 1 ? 's' : ''})` : ''}`);
  }
  const progress = progressLine('sim');
  const report = runScenario(result.scenario, { onProgress: (done, steps) => progress.update(done, steps, 'steps') });
  progress.done();
  process.stdout.write(`${JSON.stringify(report, null, values.compact ? undefined : 2)}\n`);
}

runCommandLine(USAGE, main);
