/**
 * The parts of the docs that list what a registry holds (the example scenes, the tour's steps, the
 * challenge levels, the ways of playing, the controllers' presets, the package's module of each
 * controller), written from the registries so that adding one never needs a hand edit of the docs.
 * Each sits in its doc between `<!-- list:NAME -->` and `<!-- /list -->`; `npm run docs:generate`
 * writes them (scripts/generate-docs.ts) and tests/docs/addresses.test.ts and
 * tests/lib/controllerExports.test.ts check that the docs hold the current ones.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOGGLED_PLAYS } from '../src/app/plays/playList';
import { SETTINGS_PRESETS } from '../src/app/settings/settingsPresets';
import { TOUR_STEPS } from '../src/app/tour/tourList';
import { CHALLENGE_LEVELS } from '../src/sim/challenges/challengeLevels';

const root = join(import.meta.dirname, '..');

/** Names in backticks, joined by commas. */
function codeList(names: readonly string[]): string {
  return names.map((name) => `\`${name}\``).join(', ');
}

/**
 * The example scenes' names: the files of scenarios/ without `.json`, in the order the game lists
 * them (src/app/gallery/exampleScenes.ts, which the test compares with this).
 */
export function exampleSceneNames(): string[] {
  return readdirSync(join(root, 'scenarios'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort((a, b) => a.localeCompare(b));
}

/**
 * The package's module of each controller as its README names them: `pid-steering/controllers/pid`,
 * then `…/NAME` for the others, in package.json's order (one per controller of the registry:
 * tests/lib/controllerExports.test.ts).
 */
export function controllerSubpaths(): string {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
  const names = Object.keys(manifest.exports).flatMap((subpath) => /^\.\/controllers\/(.+)$/.exec(subpath)?.[1] ?? []);
  return names.map((name, i) => `\`${i === 0 ? 'pid-steering/controllers' : '…'}/${name}\``).join(', ');
}

/** Every generated list, by the doc that holds it and its name there. */
export const DOC_LISTS: Readonly<Record<string, Readonly<Record<string, () => string>>>> = {
  'docs/addresses.md': {
    scenes: () => codeList(exampleSceneNames()),
    'tour-steps': () =>
      `a step number from 1 to ${TOUR_STEPS.length}, counted from 1 as on the tour's card ("step 1 of ${TOUR_STEPS.length}"). ` +
      `${TOUR_STEPS.map((step, i) => `${i + 1}: ${step.title}`).join('; ')}`,
    levels: () => codeList(CHALLENGE_LEVELS.map((level) => level.name)),
    plays: () => codeList(TOGGLED_PLAYS.map((play) => play.kind)),
    'controller-presets': () =>
      codeList(SETTINGS_PRESETS.filter((preset) => preset.id.startsWith('controller-')).map((preset) => preset.id)),
    'tour-refusal': () => `must be a step number from 1 to ${TOUR_STEPS.length}`,
  },
  'lib/README.md': {
    'controller-subpaths': controllerSubpaths,
  },
};

/** Where list `name` sits: between these two comments. */
export function listMarkers(name: string): { start: string; end: string } {
  return { start: `<!-- list:${name} -->`, end: '<!-- /list -->' };
}

/** The text of list `name` in `text`, or null when its markers are missing. */
export function listIn(text: string, name: string): string | null {
  const { start, end } = listMarkers(name);
  const from = text.indexOf(start);
  const to = from < 0 ? -1 : text.indexOf(end, from);
  return from < 0 || to < 0 ? null : text.slice(from + start.length, to);
}

/** `text` with every list of `lists` written between its markers. Throws, naming it, when a list's markers are missing. */
export function withLists(text: string, lists: Readonly<Record<string, () => string>>, doc: string): string {
  let out = text;
  for (const [name, write] of Object.entries(lists)) {
    const { start, end } = listMarkers(name);
    const from = out.indexOf(start);
    const to = from < 0 ? -1 : out.indexOf(end, from);
    if (from < 0 || to < 0) throw new Error(`${doc} has no markers for the list ${name} (${start} … ${end})`);
    out = `${out.slice(0, from + start.length)}${write()}${out.slice(to)}`;
  }
  return out;
}
