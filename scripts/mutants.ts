/**
 * `npm run mutants [-- --only id,id] [--source DIR] [--unit-only] [--every-catcher] [--json]`
 *
 * Shows that the tests catch faults a player would notice. For each mutant of
 * scripts/mutants/mutantList.ts it copies the repository's files (those git tracks, and new files
 * not ignored; from `--source DIR`, another checkout, to measure an older suite) into a fresh
 * folder beside the same node_modules, applies the mutant's one change, runs its catchers (its
 * Vitest files, then its Playwright specs against a build of the mutant) and reports which tests
 * failed. The browser specs run only when no Vitest catcher caught the mutant, unless
 * `--every-catcher`. A mutant none of them catches survives: the exit status is 1. `--unit-only`
 * runs only the Vitest catchers (a mutant with none is skipped). The browser catchers build the game once
 * per mutant and serve it on a port of their own, so a run takes about 2–4 minutes a mutant.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseFlags, refuse, runCommandLine } from '../src/cli/commandLine';
import { textTable } from '../src/cli/textTable';
import { MUTANTS, type Mutant } from './mutants/mutantList';

const USAGE = 'usage: npm run mutants -- [--only id,id] [--source DIR] [--unit-only] [--every-catcher] [--json]';
const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
/** The first port the mutants' builds are served on (each mutant its own, so a stale server is never reused). */
const FIRST_PORT = 4500;

/** What running one mutant's catchers found. */
interface Verdict {
  id: string;
  noticed: string;
  /** The tests that failed against the mutant ("file › title"). */
  caughtBy: string[];
  /** Catchers that could not run at all (a missing file, a patch that does not apply). */
  problem: string | null;
  skipped: boolean;
}

/** The files of `source` a clean clone would have, plus new files git does not ignore. */
function repositoryFiles(source: string): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: source, encoding: 'utf8' });
  if (listed.status !== 0) refuse(`--source: ${source} is not a git checkout (${listed.stderr.trim()})`);
  return listed.stdout.split('\0').filter((path) => path !== '' && existsSync(join(source, path)));
}

/** A copy of `source`'s files with the mutant applied, beside this repository's node_modules. */
function mutatedCopy(source: string, mutant: Mutant): string {
  const copy = mkdtempSync(join(tmpdir(), `mutant-${mutant.id}-`));
  for (const path of repositoryFiles(source)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    cpSync(join(source, path), join(copy, path));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const target = join(copy, mutant.file);
  if (!existsSync(target)) throw new Error(`${mutant.file} does not exist`);
  const text = readFileSync(target, 'utf8');
  const count = text.split(mutant.find).length - 1;
  if (count !== 1) throw new Error(`the change does not apply: ${mutant.file} holds its text ${count} times (must be once)`);
  writeFileSync(target, text.replace(mutant.find, mutant.replace));
  return copy;
}

/** Failed tests of a Vitest JSON report ("file › title"). */
function vitestFailures(report: string, copy: string): string[] {
  if (!existsSync(report)) return [];
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string }[] }[];
  };
  return json.testResults.flatMap((file) => {
    const name = file.name.replace(`${copy}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${name} › ${test.fullName}`);
    // A file that failed to load has no failed test of its own: the file is the failure.
    return failed.length > 0 || file.status !== 'failed' ? failed : [`${name} › (the file failed: ${(file.message ?? '').split('\n')[0]})`];
  });
}

/** Failed tests of a Playwright JSON report ("file › title"). */
function playwrightFailures(report: string): string[] {
  if (!existsSync(report)) return [];
  type Suite = { title: string; file?: string; specs?: { title: string; ok: boolean }[]; suites?: Suite[] };
  const json = JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[]; errors?: { message: string }[] };
  const failed: string[] = [];
  const walk = (suite: Suite, file: string): void => {
    for (const spec of suite.specs ?? []) if (!spec.ok) failed.push(`${file} › ${spec.title}`);
    for (const inner of suite.suites ?? []) walk(inner, file);
  };
  for (const suite of json.suites) walk(suite, `e2e/${suite.file ?? suite.title}`);
  if (failed.length === 0 && (json.errors?.length ?? 0) > 0) failed.push(`(the run failed: ${json.errors?.[0]?.message.split('\n')[0]})`);
  return failed;
}

/** Runs one mutant's catchers in a mutated copy of `source`. */
function judge(mutant: Mutant, index: number, source: string, unitOnly: boolean, everyCatcher: boolean): Verdict {
  const verdict: Verdict = { id: mutant.id, noticed: mutant.noticed, caughtBy: [], problem: null, skipped: false };
  const unit = mutant.unit ?? [];
  const browser = unitOnly ? [] : (mutant.browser ?? []);
  if (unit.length === 0 && browser.length === 0) return { ...verdict, skipped: true };
  let copy: string;
  try {
    copy = mutatedCopy(source, mutant);
  } catch (error) {
    return { ...verdict, problem: (error as Error).message };
  }
  try {
    const missing = [...unit, ...browser].filter((file) => !existsSync(join(copy, file)));
    if (missing.length > 0) verdict.problem = `no such test file: ${missing.join(', ')}`;
    const present = (files: readonly string[]) => files.filter((file) => existsSync(join(copy, file)));
    if (present(unit).length > 0) {
      // The same path as vite.config.ts's own JSON report (an older checkout's config may have none).
      const report = join(copy, '.test-timings/vitest.json');
      spawnSync('npx', ['vitest', 'run', ...present(unit), '--reporter=json', `--outputFile=${report}`], {
        cwd: copy,
        encoding: 'utf8',
        stdio: 'ignore',
      });
      verdict.caughtBy.push(...vitestFailures(report, copy));
    }
    if (present(browser).length > 0 && (everyCatcher || verdict.caughtBy.length === 0)) {
      const report = join(copy, '.test-timings/playwright.json');
      const env = { ...process.env, CI: '1', E2E_PORT: String(FIRST_PORT + index), PLAYWRIGHT_JSON_OUTPUT_NAME: report };
      const grep = mutant.browserGrep === undefined ? [] : ['--grep', mutant.browserGrep];
      spawnSync('npx', ['playwright', 'test', ...present(browser), ...grep, '--reporter=json'], {
        cwd: copy,
        encoding: 'utf8',
        stdio: 'ignore',
        env,
      });
      verdict.caughtBy.push(...playwrightFailures(report));
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  return verdict;
}

runCommandLine(USAGE, (argv) => {
  const { values } = parseFlags(argv, {
    only: 'string',
    source: 'string',
    'unit-only': 'boolean',
    'every-catcher': 'boolean',
    json: 'boolean',
  });
  const source = typeof values.source === 'string' ? resolve(values.source) : ROOT;
  const only = typeof values.only === 'string' ? values.only.split(',') : null;
  const unknown = only?.filter((id) => !MUTANTS.some((mutant) => mutant.id === id)) ?? [];
  if (unknown.length > 0) refuse(`--only: no mutant named ${unknown.join(', ')} (there are ${MUTANTS.map((m) => m.id).join(', ')})`);
  const chosen = MUTANTS.filter((mutant) => only === null || only.includes(mutant.id));
  const verdicts: Verdict[] = [];
  for (const [i, mutant] of chosen.entries()) {
    process.stderr.write(`mutant ${i + 1}/${chosen.length}: ${mutant.id}\n`);
    verdicts.push(judge(mutant, MUTANTS.indexOf(mutant), source, values['unit-only'] === true, values['every-catcher'] === true));
  }
  if (values.json === true) process.stdout.write(`${JSON.stringify(verdicts, null, 2)}\n`);
  else {
    const rows = verdicts.map((v) => [
      v.id,
      v.skipped ? 'skipped' : v.caughtBy.length > 0 ? `caught (${v.caughtBy.length})` : 'SURVIVED',
      v.problem ?? (v.caughtBy[0] ?? '').slice(0, 110),
    ]);
    process.stdout.write(`${textTable(['mutant', 'verdict', 'first test that failed (or the problem)'], rows, 3)}\n`);
    const survived = verdicts.filter((v) => !v.skipped && v.caughtBy.length === 0).length;
    process.stdout.write(`${verdicts.length - survived} of ${verdicts.length} mutants caught or skipped; ${survived} survived\n`);
  }
  if (verdicts.some((v) => !v.skipped && (v.caughtBy.length === 0 || v.problem !== null))) process.exitCode = 1;
});
