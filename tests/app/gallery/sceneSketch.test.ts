import { describe, expect, it } from 'vitest';
import { exampleScenes } from '../../../src/app/gallery/exampleScenes';
import { gallerySections } from '../../../src/app/gallery/galleryCatalog';
import { TOGGLED_PLAYS } from '../../../src/app/plays/playList';
import { TOUR_STEPS } from '../../../src/app/tour/tourList';
import { CHALLENGE_LEVELS } from '../../../src/sim/challenges/challengeLevels';
import { sketchNow, sketchScene } from '../../../src/app/gallery/sceneSketch';
import { buildScenarioWorld } from '../../../src/sim/scenario/runScenario';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';

describe('a gallery card’s picture, drawn from its scene run headless', () => {
  it('follows the bodies where the simulation takes them', () => {
    const read = parseScenario(
      JSON.stringify({
        duration: 4,
        entities: [{ id: 'm', type: 'missile', position: [0, 0], angle: 0, speed: 10, command: { type: 'seek', target: [30, 0] } }],
      }),
    );
    if (!read.ok) throw new Error(read.errors.join('; '));
    const world = buildScenarioWorld(read.scenario);
    const sketch = sketchNow({ world, step: () => world.step() }, 2);
    const [track] = sketch.tracks;
    expect(track?.points.slice(0, 2)).toEqual([0, 0]);
    // 2 s at 10 m/s along +x: the last point is about 20 m on, and the box holds it.
    expect(track?.points.at(-2)).toBeGreaterThan(15);
    expect(sketch.bounds.maxX).toBeGreaterThan(track?.points.at(-2) ?? Infinity);
    expect(world.time).toBeCloseTo(2, 9);
  });

  it('yields between slices of steps, so the page can spread it over idle time', () => {
    const read = parseScenario(
      JSON.stringify({ duration: 4, entities: [{ id: 'm', type: 'missile', position: [0, 0], command: { type: 'idle' } }] }),
    );
    if (!read.ok) throw new Error(read.errors.join('; '));
    const world = buildScenarioWorld(read.scenario);
    const run = sketchScene({ world, step: () => world.step() }, 1, 20);
    let slices = 0;
    while (!run.next().done) slices++;
    expect(slices).toBe(2);
  });

  it('runs for every card (examples, tour steps, levels) with finite tracks and a box that holds them', () => {
    const sections = gallerySections();
    // A card for every way of playing an action switches on, example scene, tour step and level.
    expect(sections.map((s) => s.cards.length)).toEqual([
      TOGGLED_PLAYS.length,
      exampleScenes().length,
      TOUR_STEPS.length,
      CHALLENGE_LEVELS.length,
    ]);
    expect(sections.map((s) => s.kind)).toEqual(['play', 'scene', 'tour', 'level']);
    for (const card of sections.flatMap((s) => s.cards)) {
      const sketch = sketchNow(card.sketch(), card.seconds);
      expect(sketch.tracks.length, card.id).toBeGreaterThan(0);
      const { minX, minY, maxX, maxY } = sketch.bounds;
      for (const track of sketch.tracks) {
        expect(track.points.length, card.id).toBeGreaterThan(2);
        for (let i = 0; i < track.points.length; i += 2) {
          const x = track.points[i] as number;
          const y = track.points[i + 1] as number;
          expect(x >= minX && x <= maxX && y >= minY && y <= maxY, `${card.id} point ${x}, ${y}`).toBe(true);
        }
      }
    }
  });
});
