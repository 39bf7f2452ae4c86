/**
 * `npx tsx scripts/slowest-tests.ts [--count 10]`
 *
 * Where the test suite's time goes: the slowest test files of the last `npm test`, read from the
 * JSON reports Vitest and Playwright write into .test-timings/ (vite.config.ts,
 * playwright.config.ts; Playwright's two passes, scripts/e2e.sh, write one each), each with its
 * runner, its time and its number of tests; first, the tests that failed, each with its error's
 * first lines, so that the tail of a CI log names them. CI prints it at its end. A report that is
 * missing (that runner or pass did not run) is named and left out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { numberFlag, parseFlags, refuse, runCommandLine } from '../src/cli/commandLine';
import { textTable } from '../src/cli/textTable';

const USAGE = 'usage: npx tsx scripts/slowest-tests.ts [--count 10]';
const TIMINGS = join(process.cwd(), '.test-timings');

/** One test file's time in one runner, and its failed tests, each named with its error's first lines. */
interface FileTime {
  runner: 'vitest' | 'playwright';
  file: string;
  seconds: number;
  tests: number;
  failures: string[];
}

/** The lines of an error message a log's reader needs: its first few, colour codes removed. */
const ERROR_LINES = 6;
function firstLines(message: string): string {
  // oxlint-disable-next-line no-control-regex -- the terminal's colour codes, which the reports keep
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, ERROR_LINES)
    .map((line) => `    ${line}`)
    .join('\n');
}

type VitestFile = {
  name: string;
  status: string;
  message?: string;
  startTime: number;
  endTime: number;
  assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
};

function vitestFiles(path: string): FileTime[] {
  const json = JSON.parse(readFileSync(path, 'utf8')) as { testResults: VitestFile[] };
  return json.testResults.map((file) => {
    const failures = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ` ${test.fullName}\n${firstLines(test.failureMessages.join('\n'))}`);
    // A file that fails before its tests run (an import that throws) has no failed test, only a message.
    if (file.status === 'failed' && failures.length === 0) failures.push(` (the file itself)\n${firstLines(file.message ?? 'no message')}`);
    return {
      runner: 'vitest',
      file: file.name.replace(`${process.cwd()}/`, ''),
      seconds: (file.endTime - file.startTime) / 1000,
      tests: file.assertionResults.length,
      failures,
    };
  });
}

type Spec = { title: string; line: number; tests: { status: string; results: { duration: number; errors: { message?: string }[] }[] }[] };
type Suite = { file?: string; title: string; specs?: Spec[]; suites?: Suite[] };

function playwrightFiles(path: string): FileTime[] {
  const json = JSON.parse(readFileSync(path, 'utf8')) as { suites: Suite[] };
  return json.suites.map((top) => {
    let ms = 0;
    let tests = 0;
    const failures: string[] = [];
    const walk = (suite: Suite): void => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          tests++;
          for (const result of test.results) ms += result.duration;
          if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
          const messages = test.results.flatMap((result) => result.errors.map((error) => error.message ?? 'no message'));
          failures.push(`:${spec.line} ${spec.title}\n${firstLines(messages.join('\n'))}`);
        }
      }
      for (const inner of suite.suites ?? []) walk(inner);
    };
    walk(top);
    return { runner: 'playwright', file: `e2e/${top.file ?? top.title}`, seconds: ms / 1000, tests, failures };
  });
}

/** One row per runner and file: a spec file whose tests the two browser passes split is summed. */
function mergeByFile(times: readonly FileTime[]): FileTime[] {
  const merged = new Map<string, FileTime>();
  for (const time of times) {
    const key = `${time.runner} ${time.file}`;
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? { ...seen, seconds: seen.seconds + time.seconds, tests: seen.tests + time.tests, failures: [...seen.failures, ...time.failures] }
        : { ...time },
    );
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
  if (!Number.isInteger(count) || count < 1 || count > 1000)
    refuse(`--count: must be an integer from 1 to 1000; got ${String(values.count)}`);
  const read: FileTime[] = [];
  for (const [name, parse, absent] of REPORTS) {
    const path = join(TIMINGS, name);
    if (existsSync(path)) read.push(...parse(path));
    else process.stdout.write(`(no ${name}: ${absent})\n`);
  }
  const files = mergeByFile(read);
  const failed = files.filter((f) => f.failures.length > 0);
  if (failed.length > 0) {
    process.stdout.write(`failed tests (${failed.reduce((sum, f) => sum + f.failures.length, 0)}):\n`);
    for (const file of failed) for (const failure of file.failures) process.stdout.write(`  ${file.file}${failure}\n`);
    process.stdout.write('\n');
  }
  const total = (runner: FileTime['runner']) => files.filter((f) => f.runner === runner).reduce((sum, f) => sum + f.seconds, 0);
  process.stdout.write(
    `test time in files: vitest ${total('vitest').toFixed(0)} s (summed over its workers), playwright ` +
      `${total('playwright').toFixed(0)} s (summed over its workers and passes)\n`,
  );
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  process.stdout.write(
    `${textTable(
      ['file', 'runner', 'seconds', 'tests'],
      slowest.map((f) => [f.file, f.runner, f.seconds.toFixed(1), String(f.tests)]),
      2,
    )}\n`,
  );
});
