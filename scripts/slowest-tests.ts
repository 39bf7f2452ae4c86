/**
 * `npx tsx scripts/slowest-tests.ts [--count 10]`
 *
 * Where the test suite's time goes: the slowest test files of the last `npm test`, read from the
 * JSON reports Vitest and Playwright write into .test-timings/ (vite.config.ts,
 * playwright.config.ts), each with its runner, its time and its number of tests. CI prints it at
 * its end. A report that is missing (that runner did not run) is named and left out.
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

runCommandLine(USAGE, (argv) => {
  const { values } = parseFlags(argv, { count: 'string' });
  const count = numberFlag(values.count, 10);
  if (!Number.isInteger(count) || count < 1 || count > 1000) refuse(`--count: must be an integer from 1 to 1000; got ${String(values.count)}`);
  const files: FileTime[] = [];
  for (const [name, read] of [['vitest.json', vitestFiles], ['playwright.json', playwrightFiles]] as const) {
    const path = join(TIMINGS, name);
    if (existsSync(path)) files.push(...read(path));
    else process.stdout.write(`(no ${name}: that runner wrote no report)\n`);
  }
  const total = (runner: FileTime['runner']) => files.filter((f) => f.runner === runner).reduce((sum, f) => sum + f.seconds, 0);
  process.stdout.write(`test time in files: vitest ${total('vitest').toFixed(0)} s (summed over its workers), playwright ${total('playwright').toFixed(0)} s\n`);
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  process.stdout.write(`${textTable(['file', 'runner', 'seconds', 'tests'], slowest.map((f) => [f.file, f.runner, f.seconds.toFixed(1), String(f.tests)]), 2)}\n`);
});
