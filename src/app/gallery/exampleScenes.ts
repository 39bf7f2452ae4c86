import { readSceneText } from '../sceneFile/openScene';
import type { Scenario } from '../../sim/scenario/schema';
import { onFirstUse } from '../../sim/validation/onFirstUse';

/**
 * The example scenario files (scenarios/*.json), bundled with the game as text: the same files
 * `npm run sim` runs and the tests read. Vite inlines them at build time (about 8 KB in all).
 */
const FILES = import.meta.glob<string>('../../../scenarios/*.json', { eager: true, query: '?raw', import: 'default' });

/** A title for each example's card (its file's `name` is the line under it); a new file without one gets its name in words. */
const TITLES: Readonly<Record<string, string>> = {
  'as-published-original-gains': 'The article’s code, as published',
  'character-turn-in-place': 'A character turns in place',
  'disturbance-integral': 'Integral against a steady torque',
  'guidance-circling-low-turn-rate': 'Guidance: a circling target',
  'guidance-crossing': 'Guidance: a crossing target',
  idle: 'Idle bodies stay put',
  'low-turn-rate-overshoot': 'Overshoot at a low turn rate',
  'missile-turn-90': 'A missile turns 90°',
  'missile-wall': 'A missile into a wall',
  'original-time-base': 'The original demo’s time base',
  'path-loop-low-turn-rate': 'A square path on a slow motor',
  'path-missile-vs-character': 'Path: missile against character',
  seek: 'Seek targets behind',
};

/** One example scenario: its name in links (`?scene=NAME`, the file's name without `.json`), its card's title and the file's text. */
export type ExampleScene = ReturnType<typeof exampleScenes>[number];

/** "path-loop-low-turn-rate" → "Path loop low turn rate". */
function inWords(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every example scenario, by name (the files' alphabetical order, by code unit: the names are
 * lower-case ASCII). Listed on first use: the opening needs none of them, and sorting with
 * `localeCompare` at import made the browser load its collation tables before the first frame.
 */
export const exampleScenes = onFirstUse(() =>
  Object.entries(FILES)
    .map(([path, text]) => {
      const name = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
      return { name, title: TITLES[name] ?? inWords(name), text } as const;
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
);

/** The example with this name, or undefined. */
export function findExampleScene(name: string): ExampleScene | undefined {
  return exampleScenes().find((scene) => scene.name === name);
}

/**
 * An example read by the game's rules (the scenario schema, then what the game can show): the
 * scenario, or the refusal line. The files are checked by a test, so a refusal here is a bug of
 * the file, reported like any other refused scene.
 */
export function readExampleScene(scene: ExampleScene): { ok: true; scenario: Scenario } | { ok: false; error: string } {
  return readSceneText(scene.text);
}
