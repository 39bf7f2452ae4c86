import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { parseScenario, refusalLine } from '../../../src/sim/scenario/parseScenario';
import { refusalLine as toolRefusal, runTool, writeTemp } from '../../cli/runTool';
import { classicComparison, hostileComparisons, REFUSED_AT_REPLAY, spoiledComparisons } from './comparisonCases';

// npm run sim and the game read a scene file's comparison alike: every comparison the tests open
// (the game's own, each spoiled in one field, and hostile ones) is refused by both in the same
// words, or accepted by the CLI and then refused by the game only for what only the game checks
// (docs/scenarios.md): what the start snapshot and each intent hold, and what playing it again finds.

/** What only the game checks: the start snapshot's fields, each intent, and what the history finds as it plays the runs again. */
const GAME_ONLY = [/^comparison\.start[.[]/, /^comparison\.(recorded|whatIfs\[\d\])\.log\[\d+\]\[1\]/, /as it plays the comparison again|as it played again/];

/** The CLI's verdict on a scene file, as `npm run sim` reads it: null when it runs it, else its one line. */
function cliVerdict(text: string): string | null {
  const read = parseScenario(text);
  return read.ok ? null : refusalLine(read.errors);
}

/** The game's verdict on a scene file, opened over the default opening: null when it opens, else its refusal. */
function gameVerdict(text: string): string | null {
  const opened = new Demo().apply({ kind: 'openScene', text });
  return opened.ok ? null : opened.message;
}

/** The field a refusal names first. */
function fieldOf(line: string): string {
  return line.slice(0, line.indexOf(': '));
}

const written = writeComparison(classicComparison());
if (!written.ok) throw new Error(written.reason);
const good = JSON.parse(JSON.stringify(written.scene)) as { comparison: unknown };
const start = written.scene.state?.steps ?? 0;

/** The good scene file with its comparison changed by `edit` (or replaced by its answer); a number given as "@1e400@" is written as such. */
function fileWith(edit: (comparison: Record<string, any>) => unknown): string {
  const scene = structuredClone(good) as { comparison: unknown };
  const answer = edit(scene.comparison as Record<string, any>);
  if (answer !== undefined) scene.comparison = answer;
  return sceneFileText(scene as never).replace('"@1e400@"', '1e400');
}

const files: [name: string, text: string, field: string | null][] = [
  ['the game’s own', sceneFileText(written.scene), null],
  ...spoiledComparisons(start).map(([name, edit]): [string, string, null] => [`spoiled: ${name}`, fileWith(edit), null]),
  ...REFUSED_AT_REPLAY.map(([name, edit]): [string, string, null] => [`refused as it plays again: ${name}`, fileWith(edit), null]),
  ...hostileComparisons(start).map(([name, edit, field]): [string, string, string] => [`hostile: ${name}`, fileWith(edit), field]),
];

describe('npm run sim and the game agree on every comparison file of the tests', () => {
  const verdicts = new Map<string, { cli: string | null; game: string | null }>();

  for (const [name, text, field] of files) {
    test(name, () => {
      const cli = cliVerdict(text);
      const game = gameVerdict(text);
      verdicts.set(name, { cli, game });
      if (cli !== null) expect(game, 'the game refuses it in the same words').toBe(cli);
      else if (game !== null) expect(GAME_ONLY.some((only) => only.test(game)), `the CLI ran a file the game refused for what both check: ${game}`).toBe(true);
      if (field !== null) {
        const refusal = cli ?? game;
        expect(refusal, 'refused').not.toBeNull();
        expect(fieldOf(refusal!).startsWith(field), refusal!).toBe(true);
      }
    });
  }

  test('the cases reach both: refused by the CLI and the game, and by the game alone', () => {
    const all = [...verdicts.values()];
    expect(all).toHaveLength(files.length);
    expect(all.filter((v) => v.cli !== null).length).toBeGreaterThanOrEqual(40);
    expect(all.filter((v) => v.cli === null && v.game !== null).length).toBeGreaterThanOrEqual(15);
    expect(verdicts.get('the game’s own')).toEqual({ cli: null, game: null });
  });

  test('npm run sim itself refuses with that line and exit status 2, and runs the scene of a comparison only the game refuses', () => {
    for (const [name, text] of files.filter(([caseName]) => /hostile: (a text|no what-if run|a what-if run of 7,200 steps|a log entry at the run’s end)$/.test(caseName))) {
      expect(toolRefusal(runTool('src/cli/sim.ts', [writeTemp('comparison.json', text)])), name).toBe(cliVerdict(text));
    }
    const onlyTheGame = files.find(([name]) => name === 'hostile: an intent of a number') as (typeof files)[number];
    const run = runTool('src/cli/sim.ts', [writeTemp('comparison.json', onlyTheGame[1]), '--compact']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
