import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { Refusal } from '../../../src/cli/commandLine';
import { readScene } from '../../../src/cli/readScene';
import { parseScenario, refusalLine } from '../../../src/sim/scenario/parseScenario';
import { oneLine } from '../../../src/sim/validation/oneLine';
import { refusalLine as toolRefusal, runTool, writeTemp } from '../../cli/runTool';
import { classicComparison, hostileComparisons, REFUSED_AT_REPLAY, spoiledComparisons } from './comparisonCases';

// npm run sim and the game read a scene file's comparison alike: every comparison the tests open
// (the game's own, each spoiled in one field, and hostile ones) is opened by both, or refused by
// both in the same words. The scenario's rules refuse some before the game is asked (the format:
// comparisonFormat.ts); what only the game can check (the start snapshot, each intent, what playing
// the runs again finds) npm run sim asks the game itself (src/cli/gameVerdict.ts).

/**
 * What the game finds beyond the scenario's rules: the start snapshot's fields, each intent, and what the history finds as it plays the
 * runs again.
 */
const BEYOND_THE_FORMAT = [
  /^comparison\.start[.[]/,
  /^comparison\.(recorded|whatIfs\[\d\])\.log\[\d+\]\[1\]/,
  /as it plays the comparison again|as it played again/,
];

/** The scenario's rules alone (what the simulation reads): null when they pass, else their one line. */
function formatVerdict(text: string): string | null {
  const read = parseScenario(text);
  return read.ok ? null : refusalLine(read.errors);
}

/** The CLI's verdict on a scene file, as `npm run sim` reads it: null when it runs it, else its one line. */
async function cliVerdict(text: string): Promise<string | null> {
  try {
    await readScene(text);
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
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

/**
 * The good scene file with its comparison changed by `edit` (or replaced by its answer); a number given as "@1e400@" is written as such.
 */
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
  const verdicts = new Map<string, { format: string | null; cli: string | null; game: string | null }>();

  for (const [name, text, field] of files) {
    test(name, async () => {
      const format = formatVerdict(text);
      const cli = await cliVerdict(text);
      const game = gameVerdict(text);
      verdicts.set(name, { format, cli, game });
      expect(cli, 'npm run sim refuses it in the game’s words, or runs what the game opens').toBe(game);
      if (format !== null) expect(cli, 'a file the format refuses is refused by that line').toBe(format);
      else if (game !== null)
        expect(
          BEYOND_THE_FORMAT.some((beyond) => beyond.test(game)),
          `the format passed a file the game refused for what the format checks: ${game}`,
        ).toBe(true);
      if (field !== null) {
        expect(cli, 'refused').not.toBeNull();
        expect(fieldOf(cli!).startsWith(field), cli!).toBe(true);
      }
    });
  }

  test('the cases reach both: refused by the format, and by the game beyond it', () => {
    const all = [...verdicts.values()];
    expect(all).toHaveLength(files.length);
    expect(all.filter((v) => v.format !== null).length).toBeGreaterThanOrEqual(40);
    expect(all.filter((v) => v.format === null && v.cli !== null).length).toBeGreaterThanOrEqual(15);
    expect(verdicts.get('the game’s own')).toEqual({ format: null, cli: null, game: null });
  });

  test(
    'npm run sim itself refuses with the game’s line and exit status 2, ' + 'beyond the format too, and runs the game’s own file',
    async () => {
      const named = /hostile: (a text|no what-if run|a what-if run of 7,200 steps|a log entry at the run’s end|an intent of a number)$/;
      const chosen = files.filter(([caseName]) => named.test(caseName));
      expect(chosen).toHaveLength(5);
      for (const [name, text] of chosen) {
        // The command line prints every refusal as one line of at most MAX_MESSAGE_LENGTH characters.
        expect(toolRefusal(runTool('src/cli/sim.ts', [writeTemp('comparison.json', text)])), name).toBe(oneLine(gameVerdict(text)!));
      }
      const beyond = chosen.find(([name]) => name.endsWith('an intent of a number'));
      expect(beyond && formatVerdict(beyond[1]), 'one of them passes the format').toBeNull();
      const own = files.find(([name]) => name === 'the game’s own') as (typeof files)[number];
      const run = runTool('src/cli/sim.ts', [writeTemp('comparison.json', own[1]), '--compact']);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    },
  );
});
