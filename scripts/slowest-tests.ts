/**
 * `npx tsx scripts/slowest-tests.ts [--count 10]`
 *
 * Where the test suite's time goes: the slowest test files of the last `npm test`, read from the
 * JSON reports Vitest and Playwright write into .test-timings/ (vite.config.ts,
 * playwright.config.ts; Playwright's two passes, scripts/e2e.sh, write one each), each with its
 * runner, its time and its number of tests. CI prints it at its end. A report that is missing
 * (that runner or pass did not run) is named and left out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { numberFlag, parseFlags, refuse, runCommandLine } from '../src/cli/commandLine';
import { textTable } from '../src/cli/textTable';

const USAGE = 'usage: npx tsx scripts/slowest-tests.ts [--count 10]';
const TIMINGS = join(process.cwd(), '.test-timings');

/** One test file's time in one runner. */
interface FileTime {
  runner: 'vitest' | 'playwright';
  file: string;
  seconds: number;
  tests: number;
}

function vitestFiles(path: string): FileTime[] {
  const json = JSON.parse(readFileSync(path, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[] };
  return json.testResults.map((file) => ({ runner: 'vitest', file: file.name.replace(`${process.cwd()}/`, ''), seconds: (file.endTime - file.startTime) / 1000, tests: file.assertionResults.length }));
}

type Suite = { file?: string; title: string; specs?: { tests: { results: { duration: number }[] }[] }[]; suites?: Suite[] };

function playwrightFiles(path: string): FileTime[] {
  const json = JSON.parse(readFileSync(path, 'utf8')) as { suites: Suite[] };
  return json.suites.map((top) => {
    let ms = 0;
    let tests = 0;
    const walk = (suite: Suite): void => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          tests++;
          for (const result of test.results) ms += result.duration;
        }
      }
      for (const inner of suite.suites ?? []) walk(inner);
    };
    walk(top);
    return { runner: 'playwright', file: `e2e/${top.file ?? top.title}`, seconds: ms / 1000, tests };
  });
}

/** One row per runner and file: a spec file whose tests the two browser passes split is summed. */
function mergeByFile(times: readonly FileTime[]): FileTime[] {
  const merged = new Map<string, FileTime>();
  for (const time of times) {
    const key = `${time.runner} ${time.file}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, seconds: seen.seconds + time.seconds, tests: seen.tests + time.tests } : { ...time });
  }
  return [...merged.values()];
}

/** The reports: Vitest's, then the browser passes' (the parallel one, or a plain `playwright test`; the realtime one). */
const REPORTS = [
  ['vitest.json', vitestFiles, 'that runner wrote no report'],
  ['playwright.json', playwrightFiles, 'that runner wrote no report'],
  ['playwright-realtime.json', playwrightFiles, 'no realtime pass of the browser tests'],
] as const;

runCommandLine(USAGE, (argv) => {
  const { values } = parseFlags(argv, { count: 'string' });
  const count = numberFlag(values.count, 10);
  if (!Number.isInteger(count) || count < 1 || count > 1000) refuse(`--count: must be an integer from 1 to 1000; got ${String(values.count)}`);
  const read: FileTime[] = [];
  for (const [name, parse, absent] of REPORTS) {
    const path = join(TIMINGS, name);
    if (existsSync(path)) read.push(...parse(path));
    else process.stdout.write(`(no ${name}: ${absent})\n`);
  }
  const files = mergeByFile(read);
  const total = (runner: FileTime['runner']) => files.filter((f) => f.runner === runner).reduce((sum, f) => sum + f.seconds, 0);
  process.stdout.write(`test time in files: vitest ${total('vitest').toFixed(0)} s (summed over its workers), playwright ${total('playwright').toFixed(0)} s (summed over its workers and passes)\n`);
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  process.stdout.write(`${textTable(['file', 'runner', 'seconds', 'tests'], slowest.map((f) => [f.file, f.runner, f.seconds.toFixed(1), String(f.tests)]), 2)}\n`);
});
