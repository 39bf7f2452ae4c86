import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { readAddressLinks } from '../../../src/app/gallery/addressLinks';
import { gallerySections } from '../../../src/app/gallery/galleryCatalog';
import { openFromAddress } from '../../../src/ui/scene/openFromAddress';
import { run } from '../helpers';

/**
 * Every gallery card's link opens what the card names, as the page opens its address at start-up
 * (src/ui/GameUi.ts, openAddress): an example scene with the file's entities, targets and obstacles,
 * a play, a tour step, a level. e2e/gallery.spec.ts opens one card of each kind in the browser.
 */

interface ScenarioFile {
  name?: string;
  entities: { id: string; type: string }[];
  targets?: { id: string; position: [number, number]; motion?: { type: string } }[];
  obstacles?: { id: string }[];
}

const SCENARIO_DIR = join(__dirname, '../../../scenarios');
/** The example scenarios, read from the files themselves (what each `?scene=` link must open). */
const SCENARIOS = new Map<string, ScenarioFile>(
  readdirSync(SCENARIO_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(SCENARIO_DIR, file), 'utf8')) as ScenarioFile]),
);

describe('every gallery card’s link, opened as the page opens its address', () => {
  const cards = gallerySections().flatMap((section) => section.cards);

  it('covers every example scene, and cards of each kind', () => {
    expect(
      cards
        .filter((card) => card.href.startsWith('?scene='))
        .map((card) => decodeURIComponent(card.href.slice('?scene='.length)))
        .sort(),
    ).toEqual([...SCENARIOS.keys()].sort());
    expect(new Set(cards.map((card) => card.opening.kind))).toEqual(new Set(['scene', 'play', 'tour', 'level']));
  });

  it.each(cards.map((card) => [card.href, card] as const))('%s opens what its card names, and the game runs it', (href, card) => {
    const demo = new Demo();
    const calls: string[] = [];
    const notices: string[] = [];
    const links = readAddressLinks(href);
    expect(links.notices).toEqual([]);
    openFromAddress(
      links.opening,
      {
        demo,
        startTour: (index) => calls.push(`tour ${index}`),
        playLevel: (name) => calls.push(`level ${name}`),
        notify: () => undefined,
      },
      notices,
    );
    expect(notices).toEqual([]);
    const [param, value] = href.slice(1).split('=') as [string, string];
    if (param === 'scene') {
      const file = SCENARIOS.get(decodeURIComponent(value)) as ScenarioFile;
      expect(demo.plays.kind).toBe('playground');
      expect(demo.plays.openedSceneName).toBe(file.name);
      expect(demo.view.records.map(({ entity }) => [entity.id, entity.type])).toEqual(file.entities.map((e) => [e.id, e.type]));
      for (const target of file.targets ?? []) {
        const shown = demo.view.targets.find((t) => t.id === target.id);
        expect(shown, `target ${target.id}`).toBeDefined();
        if (!target.motion || target.motion.type === 'static')
          expect([shown?.position.x, shown?.position.y], `target ${target.id}`).toEqual(target.position);
      }
      expect(demo.view.obstacles.map(({ obstacle }) => obstacle.id)).toEqual((file.obstacles ?? []).map((o) => o.id));
    } else if (param === 'play') {
      expect(demo.plays.kind).toBe(value);
      expect(calls).toEqual([]);
    } else if (param === 'tour') {
      expect(calls).toEqual([`tour ${Number(value) - 1}`]);
    } else {
      expect(param).toBe('level');
      expect(calls).toEqual([`level ${value}`]);
    }
    expect(card.opening).toEqual(links.opening);
    // And the game runs what opened: its clock moves, every body finite.
    run(demo, 0.5);
    expect(demo.clock.time).toBeGreaterThan(0.4);
    for (const { entity } of demo.view.records)
      expect(Number.isFinite(entity.position.x + entity.position.y + entity.angle), entity.id).toBe(true);
  });
});
