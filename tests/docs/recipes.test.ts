import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTROLLER_SPECS } from '../../src/sim/control/registry/controllerSpecs';
import { applyEdit, applyExport, applySubpath, recipeSteps, section, type RecipeStep } from './recipeSteps';

/**
 * The recipes of docs/extending.md, "Add a controller", "Add a way of playing", "Add a setting" and "Add an action",
 * proven: in a copy of the repository (its tracked files, with the same node_modules) this test
 * does exactly the steps the doc says, with the doc's own code, and nothing else; then the copy must
 * type-check and pass every unit test that lists the controllers, the ways of playing, the actions,
 * the entity settings or the intents (found by the names they read, below) and every test a recipe
 * creates, and only the files the recipes name may have changed.
 */

const root = join(__dirname, '../..');
const doc = readFileSync(join(root, 'docs/extending.md'), 'utf8');
const RECIPES = ['Add a controller', 'Add a way of playing', 'Add a setting', 'Add an action'];

/**
 * The names a test reads when it lists the controllers, the ways of playing, the actions, the entity settings the panel changes or the
 * intents.
 */
const LISTS_REGISTRY = new RegExp(
  '\\b(CONTROLLER_SPECS|CONTROLLER_TYPES|CONTROLLER_LABELS|byControllerType|controllerSpec|PLAYS|TOGGLED_PLAYS|ACTIONS|' +
    'actionForKey|gallerySections|builtinControllers|SETTINGS_PRESETS|ENTITY_SETTING_FIELDS|ENTITY_SETTING_KEYS|INTENT_LIST|' +
    'SCENE_INTENT_KINDS|intentDefinition|sceneIntentSchema)\\b',
);

/**
 * Two files that list the controllers run only the tests that do, by name: the one that settles
 * every controller from 10,500 states runs the new one's (the others are unchanged), and the
 * command-line tests run the one that prints every built-in controller's results.
 */
const BY_NAME = ['tests/sim/entities/anyState.test.ts', 'tests/cli/challenge.test.ts'];

/** Repository paths of the files under `dir`, node_modules left out. */
function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules') return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, base) : [relative(base, path).split(sep).join('/')];
  });
}

/**
 * A test of the docs the copy leaves out: it holds the measured tables to what their generators
 * write, and in the copy `npm run docs:generate` (the recipes' last step) has just written them with
 * the same generators, so there it could only find them equal (the whole suite runs it on the
 * repository's docs). It cost the copy a quarter of a minute (the Hunt's table plays 24 minutes).
 */
const WRITTEN_IN_THE_COPY = ['tests/docs/controllerTables.test.ts'];

/**
 * The unit tests to run in the copy: those that read a registry's list, those the recipes created (`created`), and every test of the docs
 * but this one and those above.
 */
function testsThatList(dir: string, created: ReadonlySet<string>): string[] {
  return filesUnder(join(dir, 'tests'), dir)
    .filter(
      (path) =>
        path.endsWith('.test.ts') &&
        path !== 'tests/docs/recipes.test.ts' &&
        !BY_NAME.includes(path) &&
        !WRITTEN_IN_THE_COPY.includes(path),
    )
    .filter((path) => path.startsWith('tests/docs/') || created.has(path) || LISTS_REGISTRY.test(readFileSync(join(dir, path), 'utf8')))
    .sort();
}

/** Runs a command in the copy and returns what it printed; on failure, the test fails with its output. */
function run(copy: string, command: string, args: readonly string[], env: Readonly<Record<string, string>> = {}): string {
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(result.status, `${command} ${args.join(' ')}:\n${result.stdout}\n${result.stderr}`.slice(-20_000)).toBe(0);
  return result.stdout;
}

describe('the recipes of docs/extending.md, done as written in a copy of the repository', () => {
  const steps = RECIPES.map((title) => recipeSteps(section(doc, title)));
  let copy = '';
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it(
    "are read from the doc: new files and one edit each (and the library's two lines for a controller), the docs generated where " +
      'they list what was added',
    () => {
      expect(steps.map((recipe) => recipe.map((step) => step.kind))).toEqual([
        ['create', 'create', 'edit', 'export', 'subpath', 'run'],
        ['create', 'edit', 'run'],
        ['edit', 'create'],
        ['edit', 'create'],
      ]);
    },
  );

  it(
    'add a controller, a way of playing, a setting and an action that type-check and pass every test that lists them, touching ' +
      'no other file',
    () => {
      copy = mkdtempSync(join(tmpdir(), 'recipe-'));
      for (const path of execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean)) {
        mkdirSync(dirname(join(copy, path)), { recursive: true });
        cpSync(join(root, path), join(copy, path));
      }
      symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
      // A repository of its own, its files staged: what the steps change is what git then reports.
      run(copy, 'git', ['init', '--quiet']);
      run(copy, 'git', ['add', '--all']);
      const tracked = new Set(execFileSync('git', ['ls-files'], { cwd: copy, encoding: 'utf8' }).split('\n'));

      const scripts = new Set<string>();
      for (const step of steps.flat() as RecipeStep[]) {
        if (step.kind === 'create') {
          expect(tracked.has(step.path), `${step.path} is new`).toBe(false);
          mkdirSync(dirname(join(copy, step.path)), { recursive: true });
          writeFileSync(join(copy, step.path), step.code);
        } else if (step.kind === 'edit') {
          writeFileSync(join(copy, step.path), applyEdit(readFileSync(join(copy, step.path), 'utf8'), step.code));
        } else if (step.kind === 'export') {
          writeFileSync(join(copy, step.path), applyExport(readFileSync(join(copy, step.path), 'utf8'), step.code));
        } else if (step.kind === 'subpath') {
          writeFileSync(join(copy, step.path), applySubpath(readFileSync(join(copy, step.path), 'utf8'), step.code));
        } else scripts.add(step.script);
      }
      // Two recipes end by generating the docs: once, after all, writes the same.
      for (const script of scripts) run(copy, 'npm', ['run', '--silent', script]);

      // Changed against the staged copy, and new.
      const changed = [
        ...execFileSync('git', ['diff', '--name-only'], { cwd: copy, encoding: 'utf8' }).split('\n'),
        ...execFileSync('git', ['ls-files', '--others', '--exclude-standard'], { cwd: copy, encoding: 'utf8' }).split('\n'),
      ].filter(Boolean);
      const named = RECIPES.map((title) => section(doc, title)).join('\n');
      expect(
        changed.filter((path) => !named.includes(`\`${path}\``)),
        'files the recipes do not name',
      ).toEqual([]);

      run(copy, 'npx', ['tsc', '-p', 'tsconfig.json']);
      const spec = steps[0]?.find((step) => step.kind === 'create' && step.path.includes('/registry/'));
      const newType = spec?.kind === 'create' ? /^\s*type: '([a-z0-9-]+)',$/m.exec(spec.code)?.[1] : undefined;
      expect(newType).toBeDefined();
      // The two seeded property tests among them run fewer sessions here (the whole suite runs them in
      // full): the player's walk 40, which draw the new entries among all; the routes that carry a scene
      // 4 × the copy's controllers (ours and the recipe's), every one carried by every route once.
      const created = new Set(
        steps.flat().flatMap((step) => (step.kind === 'create' && step.path.startsWith('tests/') ? [step.path] : [])),
      );
      run(copy, 'npx', ['vitest', 'run', ...testsThatList(copy, created)], {
        WALK_RUNS: '40',
        ROUTE_RUNS: String(4 * (CONTROLLER_SPECS.length + 1)),
      });
      const byName = run(copy, 'npx', ['vitest', 'run', ...BY_NAME, '-t', ` ${newType}[: (]|--builtin all --markdown`]);
      expect(stripVTControlCharacters(byName), 'the new controller from any state, and every built-in on the levels').toMatch(
        /Tests\s+2 passed/,
      );
    },
    900_000,
  );
});
