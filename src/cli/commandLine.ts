/**
 * What every command-line tool shares (`npm run sim`, `challenge`, `tune`, `bench`, `soak`,
 * `bench:browser`, `size`): flag parsing, the one number grammar, and the refusal contract. A refusal is exactly one
 * line on stderr naming the flag (or field) and its range, control characters escaped, long text
 * shortened; nothing on stdout; exit status 2. The status is set with `process.exitCode` and the
 * process ends by itself, so that stdout and stderr drain completely (a `process.exit` right after a
 * write cut piped output at 64 KiB). `--help` (or `-h`) prints the usage on stdout, exit status 0.
 */
import type { z } from 'zod';
import { formatIssues } from '../sim/validation/formatIssues';
import { parseNumberText } from '../sim/validation/numberText';
import { oneLine, quoteForMessage } from '../sim/validation/oneLine';

/** A refusal of what the user typed: printed as one line on stderr, exit status 2. */
export class Refusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Refusal';
  }
}

/** Thrown by {@link parseFlags} on `--help`/`-h`: {@link runCommandLine} prints the usage. */
class HelpRequested extends Error {}

/** Refuses: the tool stops with this one line on stderr and exit status 2. */
export function refuse(message: string): never {
  throw new Refusal(message);
}

/** The flags a tool takes: name (without "--") → whether it takes a value. */
export type FlagSpec = Readonly<Record<string, 'string' | 'boolean'>>;

/** What {@link parseFlags} found: each flag's text (or true), and the other arguments. */
export interface ParsedFlags {
  values: Record<string, string | true | undefined>;
  positionals: string[];
}

/**
 * Parses `--name value`, `--name=value` and `--switch`, plus plain arguments when `positionals` is
 * true; `--` ends the flags. A flag's value is the next argument whatever it looks like, so
 * `--entities -1` reaches the range check ("--entities[0]: must be an integer ≥ 1 …") instead of
 * being mistaken for a flag. Unknown flags, a flag given twice (`--level a --level b`, `--json
 * --json`), a missing value and unexpected arguments are refused.
 */
export function parseFlags(argv: readonly string[], spec: FlagSpec, positionals = false): ParsedFlags {
  const values: ParsedFlags['values'] = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      rest.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '--help' || arg === '-h') throw new HelpRequested();
    if (arg.startsWith('-') && arg !== '-') {
      const equals = arg.indexOf('=');
      const name = arg.startsWith('--') ? arg.slice(2, equals < 0 ? undefined : equals) : '';
      const kind = Object.hasOwn(spec, name) ? spec[name] : undefined;
      const typed = equals < 0 ? arg : arg.slice(0, equals);
      const shown = /^-{1,2}[\w-]{1,40}$/.test(typed) ? typed : quoteForMessage(typed);
      if (kind === undefined)
        refuse(
          `${shown}: unknown option (${Object.keys(spec)
            .map((n) => `--${n}`)
            .join(', ')}, --help)`,
        );
      // A second value would silently replace the first: the user meant one of them, we cannot tell which.
      if (Object.hasOwn(values, name)) refuse(`--${name}: given twice`);
      if (kind === 'boolean') {
        if (equals >= 0) refuse(`--${name}: takes no value`);
        values[name] = true;
        continue;
      }
      if (equals >= 0) values[name] = arg.slice(equals + 1);
      else if (i + 1 < argv.length) values[name] = argv[++i] as string;
      else refuse(`--${name}: needs a value`);
      continue;
    }
    rest.push(arg);
  }
  if (!positionals && rest.length > 0) refuse(`unexpected argument ${quoteForMessage(rest[0] as string)} (see --help)`);
  return { values, positionals: rest };
}

/** A flag's text as a number by the shared grammar (NaN when it is not one); `fallback` when absent. */
export function numberFlag(text: string | true | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  return text === true ? Number.NaN : parseNumberText(text);
}

/** A comma-separated list of numbers ("30,60,90"); an empty or bad item becomes NaN. */
export function numberListFlag(text: string | true | undefined, fallback: readonly number[]): number[] {
  if (text === undefined) return [...fallback];
  return text === true ? [Number.NaN] : text.split(',').map(parseNumberText);
}

/**
 * Validates the options with their schema; on failure refuses with the first problem, its field
 * named by the flag the user typed (`maxAngularAcceleration` → `--max-angular-acceleration`).
 */
export function validateFlags<T>(schema: z.ZodType<T>, raw: Record<string, unknown>, flagNames: Readonly<Record<string, string>>): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const first = formatIssues(result.error, raw, 'options')[0] ?? 'options: invalid';
  const match = /^([A-Za-z_$][\w$]*)(.*)$/s.exec(first);
  const flag = match ? flagNames[match[1] as string] : undefined;
  return refuse(flag !== undefined && match ? `${flag}${match[2]}` : first);
}

/**
 * Runs a tool's `main` with the shared contract: a {@link Refusal} prints its one line on stderr with
 * exit status 2; `--help` prints `usage` on stdout, exit status 0; any other error prints one line,
 * exit status 1; stdout that cannot be written (ENOSPC, EPIPE, …) prints one line, exit status 2.
 * Never calls `process.exit`: the streams drain first.
 */
export function runCommandLine(usage: string, main: (argv: string[]) => void | Promise<void>): void {
  // A failed write to stdout (a full disk, a closed pipe) is a refusal too: one line, exit status 2,
  // instead of an unhandled 'error' event (a stack trace and exit status 1).
  let stdoutFailed = false;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    process.exitCode = 2;
    if (stdoutFailed) return;
    stdoutFailed = true;
    process.stderr.write(`${oneLine(`stdout: cannot write (${error.code ?? error.message})`)}\n`);
  });
  // Nowhere is left to say it: the status says it.
  process.stderr.on('error', () => {
    process.exitCode = 2;
  });
  Promise.resolve()
    .then(() => main(process.argv.slice(2)))
    .catch((error: unknown) => {
      if (error instanceof HelpRequested) {
        process.stdout.write(`${usage}\n`);
        return;
      }
      const refusal = error instanceof Refusal;
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${oneLine(refusal ? message : `error: ${message}`)}\n`);
      process.exitCode = refusal ? 2 : 1;
    });
}

/** Wall time after which a run shows its progress, ms: shorter runs print nothing extra. */
export const PROGRESS_AFTER_MS = 2000;

/**
 * A progress line on stderr for long runs: only when stderr is a terminal (so that nothing a
 * program reads, stdout or a redirected stderr, ever sees it) and only once the run has taken
 * {@link PROGRESS_AFTER_MS}. `update` rewrites the line in place; `done` ends it.
 */
export function progressLine(
  label: string,
  now: () => number = Date.now,
): { update(done: number, total: number, detail?: string): void; done(): void } {
  const started = now();
  const shown = Boolean(process.stderr.isTTY);
  let written = false;
  return {
    update(done, total, detail = '') {
      if (!shown || now() - started < PROGRESS_AFTER_MS) return;
      written = true;
      const percent = total > 0 ? Math.floor((100 * done) / total) : 100;
      process.stderr.write(`\r${label}: ${percent}% (${done}/${total})${detail ? `  ${detail}` : ''}   `);
    },
    done() {
      if (written) process.stderr.write('\n');
    },
  };
}
