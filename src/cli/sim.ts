/**
 * `npm run sim -- <scenario.json>`: runs a scenario headless and prints one JSON report on stdout.
 * Bad input (unreadable file, invalid JSON, a missing, unknown or out-of-range field) prints one
 * line on stderr naming the (first) field at fault, nothing on stdout, and exits 2.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseScenario } from '../sim/scenario/parseScenario';
import { runScenario } from '../sim/scenario/runScenario';

const USAGE = 'usage: npm run sim -- <scenario.json> [--compact]';

function fail(lines: string[]): never {
  for (const line of lines) process.stderr.write(`${line}\n`);
  process.exit(2);
}

function main(argv: string[]): void {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { compact: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    fail([(error as Error).message, USAGE]);
  }
  if (parsed.values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (parsed.positionals.length !== 1) fail([`expected exactly one scenario file, got ${parsed.positionals.length}`, USAGE]);
  const file = parsed.positionals[0] as string;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    fail([`${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`]);
  }
  const result = parseScenario(text);
  if (!result.ok) {
    const more = result.errors.length - 1;
    fail([`${result.errors[0]}${more > 0 ? ` (and ${more} more problem${more > 1 ? 's' : ''})` : ''}`]);
  }
  const report = runScenario(result.scenario);
  process.stdout.write(`${JSON.stringify(report, null, parsed.values.compact ? undefined : 2)}\n`);
}

main(process.argv.slice(2));
