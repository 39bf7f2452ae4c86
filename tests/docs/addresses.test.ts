import { readFileSync } from 'node:fs';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BENCH_PARAM,
  ENGINE_PARAM,
  MAX_BENCH_ENTITIES,
  MAX_BENCH_WARMUP_SECONDS,
  THREAD_PARAM,
  WARMUP_PARAM,
} from '../../src/app/bench/benchParam';
import { DOC_LISTS, exampleSceneNames, listIn } from '../../scripts/docLists';
import { GALLERY_PARAM, LEVEL_PARAM, SCENE_PARAM, TOUR_PARAM, PLAY_PARAM, readAddressLinks } from '../../src/app/gallery/addressLinks';
import { ARTICLE_RETURN_PARAM } from '../../src/app/gallery/articleReturn';
import { TOGGLED_PLAYS } from '../../src/app/plays/playList';
import { exampleScenes } from '../../src/app/gallery/exampleScenes';
import { MAX_SETTINGS_PARAM } from '../../src/app/settings/settingsCodec';
import { SETTINGS_PRESETS } from '../../src/app/settings/settingsPresets';
import { SHARE_PARAM } from '../../src/app/settings/shareLink';
import { PRESET_PARAM, SETTINGS_PARAM } from '../../src/app/settings/startupSettings';
import { TOUR_STEPS } from '../../src/app/tour/tourList';
import { CHALLENGE_LEVELS } from '../../src/sim/challenges/challengeLevels';

const root = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}
const doc = readFileSync(join(root, 'docs/addresses.md'), 'utf8');
/** The table's rows, by the parameter in their first cell. */
const rows = new Map([...doc.matchAll(/^\| `([a-z]+)` \|(.*)$/gm)].map((match) => [match[1] as string, match[2] as string]));

describe('docs/addresses.md', () => {
  it('has a row for every parameter the game reads from its address, and no other', () => {
    const read = [
      SCENE_PARAM,
      TOUR_PARAM,
      LEVEL_PARAM,
      PLAY_PARAM,
      GALLERY_PARAM,
      PRESET_PARAM,
      SETTINGS_PARAM,
      SHARE_PARAM,
      BENCH_PARAM,
      THREAD_PARAM,
      ENGINE_PARAM,
      WARMUP_PARAM,
      ARTICLE_RETURN_PARAM,
      'renderer',
      'embed',
    ];
    expect([...rows.keys()].sort()).toEqual([...read].sort());
  });

  it('names every file that reads the address: a new reader must add its parameters to the table', () => {
    const readers = sourceFiles(join(root, 'src'))
      .filter((file) => /new URLSearchParams\(|\.searchParams\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file).split(sep).join('/'))
      .sort();
    // SettingsSession only writes the address (Share) and takes spent settings parameters out of it; ComparisonAddress only writes the
    // comparison on screen into it.
    const named = [
      ...new Set([...doc.matchAll(/`(src\/[^`]+\.ts)`/g)].map((match) => match[1] as string)),
      'src/ui/settings/SettingsSession.ts',
      'src/ui/settings/ComparisonAddress.ts',
    ].sort();
    expect(readers).toEqual(named);
  });

  it(
    'holds the lists the registries make (example scenes, tour steps, levels, ways of playing, presets): npm run ' +
      'docs:generate writes them',
    () => {
      for (const [name, write] of Object.entries(DOC_LISTS['docs/addresses.md'] ?? {}))
        expect(listIn(doc, name), `the list ${name}: run npm run docs:generate`).toBe(write());
      // The generator reads scenarios/ as the game bundles it, and quotes the game's own refusal.
      expect(exampleSceneNames()).toEqual(exampleScenes().map((scene) => scene.name));
      const [refusal] = readAddressLinks('?tour=99').notices;
      expect(doc.replace(/<!-- \/?list(:[a-z-]+)? -->/g, '')).toContain(`> ${refusal}`);
    },
  );

  it('lists every value a name parameter takes, and the ranges the code checks', () => {
    for (const scene of exampleScenes()) expect(rows.get(SCENE_PARAM)).toContain(`\`${scene.name}\``);
    for (const level of CHALLENGE_LEVELS) expect(rows.get(LEVEL_PARAM)).toContain(`\`${level.name}\``);
    for (const { kind } of TOGGLED_PLAYS) expect(rows.get(PLAY_PARAM)).toContain(`\`${kind}\``);
    for (const preset of SETTINGS_PRESETS) expect(rows.get(PRESET_PARAM)).toContain(`\`${preset.id}\``);
    expect(rows.get(TOUR_PARAM)).toContain(`from 1 to ${TOUR_STEPS.length}`);
    TOUR_STEPS.forEach((step, i) => expect(rows.get(TOUR_PARAM)).toContain(`${i + 1}: ${step.title}`));
    expect(rows.get(BENCH_PARAM)).toContain(`from 1 to ${MAX_BENCH_ENTITIES}`);
    expect(rows.get(WARMUP_PARAM)).toContain(`from 0 to ${MAX_BENCH_WARMUP_SECONDS}`);
    for (const param of [SETTINGS_PARAM, SHARE_PARAM])
      expect(rows.get(param)).toContain(`at most ${MAX_SETTINGS_PARAM.toLocaleString('en')} characters`);
  });
});
