import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openingHref, readAddressLinks } from '../../../src/app/gallery/addressLinks';
import { exampleScenes, readExampleScene } from '../../../src/app/gallery/exampleScenes';
import { TOUR_STEPS } from '../../../src/app/tour/tourList';
import { CHALLENGE_LEVELS } from '../../../src/sim/challenges/challengeLevels';

describe('the example scenes bundled with the game', () => {
  it('are every file of scenarios/, each valid by the scenario schema and small enough for the game', () => {
    const files = readdirSync(join(__dirname, '../../../scenarios'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -5))
      .sort();
    expect(exampleScenes().map((scene) => scene.name)).toEqual(files);
    for (const scene of exampleScenes()) expect(readExampleScene(scene), scene.name).toMatchObject({ ok: true });
  });
});

describe('address parameters scene, tour, level and gallery', () => {
  it('open what they name: an example by file name, a tour step counted from 1, a level by name', () => {
    expect(readAddressLinks('?scene=seek')).toMatchObject({
      opening: { kind: 'scene', scene: { name: 'seek' } },
      gallery: false,
      notices: [],
    });
    expect(readAddressLinks(`?tour=${TOUR_STEPS.length}`)).toMatchObject({
      opening: { kind: 'tour', index: TOUR_STEPS.length - 1 },
      notices: [],
    });
    expect(readAddressLinks('?tour=1')).toMatchObject({ opening: { kind: 'tour', index: 0 } });
    expect(readAddressLinks('?level=figure-eight')).toMatchObject({ opening: { kind: 'level', name: 'figure-eight' }, notices: [] });
    expect(readAddressLinks('?play=intercept')).toMatchObject({ opening: { kind: 'play', play: 'intercept' }, notices: [] });
    expect(readAddressLinks('?gallery')).toEqual({ opening: null, gallery: true, notices: [] });
    expect(readAddressLinks('?gallery=1').gallery).toBe(true);
    expect(readAddressLinks('')).toEqual({ opening: null, gallery: false, notices: [] });
  });

  it('refuse a value that names nothing with a notice naming the parameter and its values, and open nothing', () => {
    const scene = readAddressLinks('?scene=nope');
    expect(scene.opening).toBeNull();
    expect(scene.notices).toEqual([
      `URL parameter "scene" was refused: must be one of ${exampleScenes()
        .map((s) => s.name)
        .join(', ')}; got "nope". The game starts without it.`,
    ]);
    for (const bad of ['99', '0', '-1', '1.5', 'two', '']) {
      const tour = readAddressLinks(`?tour=${bad}`);
      expect(tour.opening, bad).toBeNull();
      expect(tour.notices[0]).toContain(`URL parameter "tour" was refused: must be a step number from 1 to ${TOUR_STEPS.length}`);
    }
    const level = readAddressLinks('?level=');
    expect(level.opening).toBeNull();
    expect(level.notices).toEqual([
      `URL parameter "level" was refused: must be one of ${CHALLENGE_LEVELS.map((l) => l.name).join(', ')}; got nothing. The ` +
        `game starts without it.`,
    ]);
    // Only a way of playing that a button switches on: not the playground, the crowd or a challenge (a level is ?level=).
    for (const bad of ['crowd', 'playground', 'challenge', 'Hunt', '']) {
      const play = readAddressLinks(`?play=${bad}`);
      expect(play.opening, bad).toBeNull();
      expect(play.notices[0]).toContain('URL parameter "play" was refused: must be one of race, hunt, intercept');
    }
    expect(readAddressLinks('?gallery=yes')).toMatchObject({
      gallery: false,
      notices: [expect.stringContaining('URL parameter "gallery" was refused: must be empty or 1; got "yes"')],
    });
  });

  it('open only the first of scene, tour and level, saying the others were not used', () => {
    const links = readAddressLinks('?level=figure-eight&scene=seek');
    expect(links.opening).toMatchObject({ kind: 'scene' });
    expect(links.notices).toEqual([
      'URL parameter "level" was not used: an address opens one of scene, tour, level or play, and "scene" came first.',
    ]);
  });

  it('give every card a link that reads back as what it opens', () => {
    for (const scene of exampleScenes())
      expect(readAddressLinks(openingHref({ kind: 'scene', scene })).opening).toMatchObject({ kind: 'scene', scene: { name: scene.name } });
    TOUR_STEPS.forEach((_, index) =>
      expect(readAddressLinks(openingHref({ kind: 'tour', index })).opening).toEqual({ kind: 'tour', index }),
    );
    for (const level of CHALLENGE_LEVELS)
      expect(readAddressLinks(openingHref({ kind: 'level', name: level.name })).opening).toEqual({ kind: 'level', name: level.name });
  });
});
