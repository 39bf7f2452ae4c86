/**
 * `npm run challenge -- FILE [--level NAME] [--json]`: runs the challenge levels on the player's
 * controller in FILE (the text `function update(input, state) { … }`, in the QuickJS sandbox) and
 * prints a table, or with `--json` one object `{ "levels": [ { "name", "passed", "score",
 * "metrics", "failure" } ] }`.
 *
 * `npm run challenge -- --builtin NAME|all [--level NAME] [--json | --markdown]` runs the
 * built-in controllers instead; `--builtin all --markdown` prints docs/challenges.md.
 *
 * Exits 0 when the levels ran, whatever passed. Follows the command-line contract of every tool
 * (commandLine.ts): exits 2 with one line on stderr and nothing on stdout when a flag is bad or given
 * twice, the file cannot be read or is not a regular file within {@link MAX_CONTROLLER_FILE_BYTES}
 * (readUserFile.ts), or its code does not define a usable `update` (a syntax error, an exception or
 * an endless loop at load, no such function). Text that comes from the user or the player's code
 * (a file name, a flag's value, the code's error messages) is printed with its control characters
 * escaped, so that it cannot drive the terminal (set its title, clear the screen, print a fake
 * result); `--json` keeps its shape, with the same characters escaped inside its strings.
 */
import { CONTROLLER_TEMPLATE } from '../sandbox/controllerTemplate';
import { defaultSandboxLimits } from '../sandbox/SandboxController';
import { OPERATIONS_PER_CHECK, operationsText, STACK_FULL_CHECK_WEIGHT } from '../sandbox/sandboxLimits';
import { SandboxWorkers, WORKER_START_DEADLINE_MS } from '../sandbox/SandboxWorkers';
import { DEADLINE_GRACE_MS, WorkerSandboxController } from '../sandbox/WorkerSandboxController';
import { FALLBACK_CONTROLLER_LABEL } from '../sim/control/FallibleController';
import { nodeSandboxWorkers } from './nodeSandboxWorker';
import type { ChallengeLevel } from '../sim/challenges/ChallengeLevel';
import { CHALLENGE_LEVELS, findChallengeLevel } from '../sim/challenges/challengeLevels';
import { ChallengeRun, type ChallengeResult } from '../sim/challenges/ChallengeRun';
import { MAX_CONTROLLER_FILE_BYTES } from '../sim/challenges/controllerFileLimit';
import { builtinControllers, type BuiltinController } from '../sim/challenges/builtinControllers';
import { escapeControlCharacters, oneLine, quoteForMessage } from '../sim/validation/oneLine';
import { parseFlags, refuse, runCommandLine } from './commandLine';
import { printableJson } from './printableJson';
import { readUserFile } from './readUserFile';
import { textTable } from './textTable';

const USAGE = 'usage: npm run challenge -- FILE [--level NAME] [--json] | --builtin NAME|all [--level NAME] [--json|--markdown]';

/** Longest file name quoted in a refusal, characters. */
const MAX_SHOWN_PATH = 200;

/** One level's outcome. */
type LevelOutcome = ChallengeResult;

interface Options {
  file: string | null;
  builtins: BuiltinController[];
  levels: readonly ChallengeLevel[];
  format: 'table' | 'json' | 'markdown';
}

function parseOptions(argv: string[]): Options {
  const { values, positionals } = parseFlags(argv, { level: 'string', json: 'boolean', markdown: 'boolean', builtin: 'string' }, true);
  const level = values.level as string | undefined;
  const builtin = values.builtin as string | undefined;
  if (values.json && values.markdown) refuse('--json and --markdown: choose one');
  let levels: readonly ChallengeLevel[] = CHALLENGE_LEVELS;
  if (level !== undefined) {
    const found = findChallengeLevel(level);
    if (!found) refuse(`--level: unknown level ${quoteForMessage(level)}; valid: ${CHALLENGE_LEVELS.map((l) => l.name).join(', ')}`);
    levels = [found];
  }
  const all = builtinControllers();
  let builtins: BuiltinController[] = [];
  if (builtin !== undefined) {
    if (positionals.length > 0) refuse('give either a FILE or --builtin, not both');
    builtins = builtin === 'all' ? all : all.filter((b) => b.name === builtin);
    if (builtins.length === 0)
      refuse(`--builtin: unknown controller ${quoteForMessage(builtin)}; valid: ${all.map((b) => b.name).join(', ')}, all`);
  } else {
    if (positionals.length !== 1) refuse(`expected exactly one controller FILE, got ${positionals.length} (${USAGE})`);
    if (values.markdown) refuse('--markdown goes with --builtin (it writes the built-in table of docs/challenges.md)');
  }
  const format = values.json ? 'json' : values.markdown ? 'markdown' : 'table';
  return { file: builtin === undefined ? (positionals[0] as string) : null, builtins, levels, format };
}

/**
 * Runs every level on the player's code, each with a fresh sandbox (fresh `state`, fresh budgets),
 * in a Worker that is terminated if a call does not return in time: no code can hang the tool.
 */
async function runPlayer(source: string, file: string, levels: readonly ChallengeLevel[]): Promise<LevelOutcome[]> {
  // Each level waits for its fresh Worker anyway: none is started ahead, to be left over at the end.
  const workers = new SandboxWorkers(await nodeSandboxWorkers(), WORKER_START_DEADLINE_MS, false);
  try {
    const probe = await WorkerSandboxController.create(workers, source);
    const loadFailure = probe.failure;
    probe.dispose();
    if (loadFailure) refuse(`${quoteForMessage(file, MAX_SHOWN_PATH)}: ${loadFailure.message}`);
    const outcomes: LevelOutcome[] = [];
    for (const level of levels) {
      const controller = await WorkerSandboxController.create(workers, source);
      try {
        outcomes.push(await new ChallengeRun(level, { controller }).runToEndAsync());
      } finally {
        controller.dispose();
      }
    }
    return outcomes;
  } finally {
    workers.close();
  }
}

function runBuiltin(builtin: BuiltinController, levels: readonly ChallengeLevel[]): LevelOutcome[] {
  return levels.map((level) => new ChallengeRun(level, { settings: builtin.settings }).runToEnd());
}

function formatScore(value: number | null): string {
  return value === null ? '–' : Number.isInteger(value) ? String(value) : value.toFixed(value >= 100 ? 1 : value >= 10 ? 2 : 3);
}

function jsonLevels(outcomes: LevelOutcome[]) {
  return outcomes.map(({ name, passed, score, metrics, failure }) => ({
    name,
    passed,
    score,
    metrics,
    failure: failure && failureText(failure),
  }));
}

/** Why the player's code stopped, in one line: when, what, and who steered after. */
function failureText(failure: NonNullable<LevelOutcome['failure']>): string {
  return (
    `at ${failure.time.toFixed(2)} s: ${failure.message}; the level is failed there (the ${FALLBACK_CONTROLLER_LABEL} controller ` +
    `took over the body)`
  );
}

function table(outcomes: LevelOutcome[]): string {
  const rows = outcomes.map((o) => {
    const level = findChallengeLevel(o.name) as ChallengeLevel;
    return [
      o.name,
      o.failure ? 'FAIL (your code failed)' : o.passed ? 'pass' : 'FAIL',
      o.score === null ? '–' : `${formatScore(o.score)} ${level.scoring.unit}`,
      `${o.time.toFixed(2)} s`,
    ];
  });
  // The last column, words, left-aligned after the figures (escaped: a level's words may quote a value).
  const notes = ['how it went', ...outcomes.map((o) => escapeControlCharacters(o.progress))];
  const lines = [
    // When the level was decided (the game's card says "decided at" too): its figures are that moment's.
    textTable(['level', 'result', 'score', 'decided at'], rows, 2)
      .split('\n')
      .map((line, i) => `${line}  ${notes[i]}`)
      .join('\n'),
  ];
  const passed = outcomes.filter((o) => o.passed).length;
  lines.push('', `${passed} of ${outcomes.length} passed`);
  // The failure quotes the player's code (its error messages can hold anything): one printable line each.
  for (const o of outcomes) if (o.failure) lines.push(oneLine(`${o.name}: your code failed ${failureText(o.failure)}`));
  return lines.join('\n');
}

function matrix(results: { builtin: BuiltinController; outcomes: LevelOutcome[] }[], levels: readonly ChallengeLevel[]): string {
  const rows = levels.map((level, i) => [level.name, level.scoring.unit, ...results.map((r) => cell(r.outcomes[i] as LevelOutcome))]);
  return textTable(['level', 'unit', ...results.map((r) => r.builtin.name)], rows, 2);
}

function cell(outcome: LevelOutcome): string {
  return `${outcome.passed ? 'pass' : 'fail'} ${formatScore(outcome.score)}`;
}

function markdown(results: { builtin: BuiltinController; outcomes: LevelOutcome[] }[], levels: readonly ChallengeLevel[]): string {
  const limits = defaultSandboxLimits();
  const out: string[] = [];
  out.push('# Challenge levels');
  out.push('');
  out.push(
    '<!-- Generated by `npm run challenge --silent -- --builtin all --markdown > docs/challenges.md`; edit src/cli/challenge.ts ' +
      'or the levels, not this file. -->',
  );
  out.push('');
  out.push(
    'Each level is a measured goal for a turn controller, run by the simulation (`src/sim/challenges/`). Run them on your own ' +
      'controller with',
  );
  out.push('');
  out.push('```sh');
  out.push('npm run challenge -- my-controller.js              # a table; add --json for one JSON object, --level NAME for one level');
  out.push('npm run challenge -- --builtin all --markdown      # this page');
  out.push('```');
  out.push('');
  out.push('## Your controller');
  out.push('');
  out.push('A file holding one function, run in QuickJS compiled to WebAssembly (`src/sandbox/`):');
  out.push('');
  out.push('```js');
  out.push(CONTROLLER_TEMPLATE.trimEnd());
  out.push('```');
  out.push('');
  out.push(
    `The sandbox has the ECMAScript built-ins only: no \`document\`, \`fetch\`, \`localStorage\`, \`process\`, \`require\`, ` +
      `\`console\` or timers, no \`Date\`, and a \`Math.random\` seeded per run, so a run repeats exactly. It runs in a Worker of ` +
      `its own (a worker thread for this command), never on the page's thread: the game and this command wait for each answer, and ` +
      `the simulation waits with them, so the numbers are the same however long a call takes. One call may do ` +
      `${operationsText(limits.callBudgetOperations)} calls and loop turns of work, loading ` +
      `${operationsText(limits.loadBudgetOperations)}, all calls of one level ${operationsText(limits.runBudgetOperations)} ` +
      `together: QuickJS counts them (it asks its interrupt handler once every ${operationsText(OPERATIONS_PER_CHECK)}; a count ` +
      `made with the stack full counts ${STACK_FULL_CHECK_WEIGHT} times, since each call of a recursion that catches its own stack ` +
      `overflow makes an error), so your code meets a budget at the same point on any machine, however busy. All its memory ` +
      `(objects, arrays, strings, ArrayBuffers and typed arrays together) is limited to ` +
      `${limits.totalMemoryLimitBytes / 1024 / 1024} MiB, one array, string or buffer to ${limits.memoryLimitBytes / 1024 / 1024} ` +
      `MiB, and the stack to ${limits.stackLimitBytes / 1024} KiB; each code gets a Worker and a memory of its own, dropped when ` +
      `it is done. Far deadlines on the machine's clock back the budgets up: a call still running after ` +
      `${limits.callDeadlineMs / 1000} s, or a load after ${limits.loadDeadlineMs / 1000} s, is stopped, and code stuck inside one ` +
      `built-in that never reaches QuickJS's count (\`indexOf\` over an array-like of length 2^53, say) has its Worker terminated ` +
      `${DEADLINE_GRACE_MS} ms past that deadline (a load stopped by a deadline is tried once more in a fresh Worker first, so ` +
      `that a machine far too busy is not taken for an endless loop). A syntax error, an exception, a call past its budget or ` +
      `deadline, memory exhausted, or a return value that is not a finite number ends your code with a message (and the line, ` +
      `where there is one): the level is failed there, whatever it measured so far, and never counts as a best; the time-optimal ` +
      `controller takes over the body.`,
  );
  out.push('');
  out.push(
    'Each level starts a fresh sandbox: `state` starts empty and the budgets are full. `state` is kept through the whole level, ' +
      'also across new commands (new turns, new targets).',
  );
  out.push('');
  out.push('## In the game');
  out.push('');
  out.push(
    'More › Challenges (or L) opens the same levels in the game. Pick a level and who steers (your code in the editor, or a ' +
      'built-in controller), then **Run on level**: the level plays in a world of its own, stepped by the same level code as this ' +
      'command (`ChallengeRun`, hosted by the `Challenge` scene in `src/app/plays/`), so the game shows the numbers this page ' +
      'lists. A card shows the goal, a live check during the run, then the result: passed or failed, the score and every metric. ' +
      'Changing the level while it runs (moving its target, adding bodies or obstacles, switching the mode, the turn rate, the ' +
      'tuning or the disturbance) marks the run as not counting. **Leave level** puts back the scene you were playing, as it was.',
  );
  out.push('');
  out.push(
    'The editor (CodeMirror 6, loaded the first time the panel opens) starts with the template above. **Apply to selected** ' +
      'steers the selected entity of the playground with your code (with no budget for all calls together: it runs as long as you ' +
      'play); **Reset to template**, **Open file** (the file is shown and runs only when you press Run or Apply) and **Download** ' +
      'keep your work. Errors show in the panel with their line; the entity then steers with the time-optimal controller (the HUD ' +
      'says so: "time-optimal, after your code failed") and the game goes on. Your best result per level (a pass beats a fail, ' +
      'then the better score) is kept in the browser (localStorage); **Built-in results** computes the table below in the page, a ' +
      'slice between frames.',
  );
  out.push('');
  out.push('## The levels');
  levels.forEach((level, i) => {
    out.push('');
    out.push(`### ${i + 1}. ${level.title} (\`${level.name}\`)`);
    out.push('');
    out.push(`**Goal.** ${level.goal}`);
    out.push('');
    out.push(`**Why it matters.** ${level.why}`);
    out.push('');
    out.push(
      `**Score.** ${level.scoring.label}, ${level.scoring.unit} (${level.scoring.better} is better). The level runs at most ` +
        `${level.duration} s of simulated time.`,
    );
    out.push('');
    out.push('Built-in controllers:');
    out.push('');
    for (const r of results) {
      const o = r.outcomes[i] as LevelOutcome;
      out.push(`- \`${r.builtin.name}\`: ${o.passed ? '✓ passes' : '✗ fails'}: ${o.progress}`);
    }
  });
  out.push('');
  out.push('## Scores of the built-in controllers');
  out.push('');
  out.push(
    '✓ passed, ✗ failed; the score in the level’s unit (– where a run was decided before there was one). The controllers, with ' +
      'their documented defaults ([controllers.md](controllers.md)):',
  );
  out.push('');
  for (const r of results) out.push(`- \`${r.builtin.name}\`: ${r.builtin.label}`);
  out.push('');
  out.push(`| level | unit | ${results.map((r) => `\`${r.builtin.name}\``).join(' | ')} |`);
  out.push(`|---|---|${results.map(() => '---:').join('|')}|`);
  levels.forEach((level, i) => {
    const cells = results.map((r) => {
      const o = r.outcomes[i] as LevelOutcome;
      return `${o.passed ? '✓' : '✗'} ${formatScore(o.score)}`;
    });
    out.push(`| \`${level.name}\` | ${level.scoring.unit} | ${cells.join(' | ')} |`);
  });
  out.push('');
  out.push(
    'Every level has a built-in controller that passes and one that fails; the tests hold one of each per level ' +
      '(`tests/sim/challenges/challengeLevels.test.ts`). The thresholds were set without this table (1.3× the time-optimal limit ' +
      'and 2° on the quarter turn, 1° against the torque, 5 targets in 60 s among them), except the figure-eight’s 30 s, set from ' +
      'it (about 1.5× the passing laps).',
  );
  return `${out.join('\n')}\n`;
}

async function main(argv: string[]): Promise<void> {
  const options = parseOptions(argv);
  if (options.file !== null) {
    const source = readUserFile(options.file, { maxBytes: MAX_CONTROLLER_FILE_BYTES, what: 'a controller' });
    const outcomes = await runPlayer(source, options.file, options.levels);
    process.stdout.write(options.format === 'json' ? `${printableJson({ levels: jsonLevels(outcomes) }, 2)}\n` : `${table(outcomes)}\n`);
    return;
  }
  const results = options.builtins.map((builtin) => ({ builtin, outcomes: runBuiltin(builtin, options.levels) }));
  if (options.format === 'markdown') process.stdout.write(markdown(results, options.levels));
  else if (options.format === 'json') {
    const only = results.length === 1 ? (results[0] as (typeof results)[number]) : null;
    const body = only
      ? { levels: jsonLevels(only.outcomes) }
      : { controllers: results.map((r) => ({ name: r.builtin.name, levels: jsonLevels(r.outcomes) })) };
    process.stdout.write(`${printableJson(body, 2)}\n`);
  } else if (results.length === 1) process.stdout.write(`${table((results[0] as (typeof results)[number]).outcomes)}\n`);
  else process.stdout.write(`${matrix(results, options.levels)}\n`);
}

runCommandLine(USAGE, main);
