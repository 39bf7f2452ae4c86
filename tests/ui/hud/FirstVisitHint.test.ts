// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { runsInEmbed } from '../../../src/app/embed/embedActions';
import { FirstVisitHint } from '../../../src/ui/hud/FirstVisitHint';
import { SceneFilePicker } from '../../../src/ui/scene/SceneFilePicker';
import { run } from '../../app/helpers';

/** One frame of the game: 1/60 s. */
const FRAME = 1 / 60;

let demo: Demo;
let element: HTMLElement;

/** The hint's two forms: the long one for wide screens, the short one for narrow ones (the CSS shows one). */
function shown(): { long: string; short: string } {
  return { long: element.querySelector('.hint-long')?.textContent ?? '', short: element.querySelector('.hint-short')?.textContent ?? '' };
}

/** Plays the game frame by frame for `seconds`, the hint updated each frame, until `until` holds; returns the seconds played. */
function play(hint: FirstVisitHint, seconds: number, until: () => boolean = () => false): number {
  let t = 0;
  for (; t < seconds - 1e-9 && !until(); t += FRAME) {
    run(demo, FRAME);
    hint.update(demo, FRAME);
  }
  return t;
}

beforeEach(() => {
  document.body.replaceChildren();
  demo = new Demo();
  element = Object.assign(document.createElement('p'), { id: 'hint' });
  document.body.append(element);
});

describe('the first-visit hint', () => {
  it('says what to do in the opening, and the keys that work, claiming nothing before a turn is measured', () => {
    const hint = new FirstVisitHint(element);
    hint.write(demo);
    expect(shown()).toEqual({
      long: 'Drag anywhere: the target follows  ·  right-drag pans  ·  T turn rate  ·  ? help',
      short: 'Drag the target: they steer to it  ·  ? help',
    });
  });

  it('tells the opening’s story once the turns measured show it: the slow missile overshoots, by how much', () => {
    const hint = new FirstVisitHint(element);
    hint.write(demo);
    const story = new RegExp(
      '^Drag anywhere: the target follows\\. The fast missile swings onto it, the slow one overshoots (\\d+)°  ·  right-drag ' +
        'pans  ·  T turn rate  ·  \\? help$',
    );
    const took = play(hint, 6, () => story.test(shown().long));
    expect(took).toBeLessThan(6);
    const overshoot = Number(story.exec(shown().long)?.[1]);
    expect(overshoot).toBeGreaterThanOrEqual(10);
    expect(shown().short).toBe(`Drag the target: the slow missile overshoots ${overshoot}°  ·  ? help`);
  });

  it('describes a new scene at once: a path scene opened says how to draw a path', () => {
    const hint = new FirstVisitHint(element);
    hint.update(demo, FRAME);
    const files = new SceneFilePicker(demo, { notify: () => undefined, changed: () => undefined });
    const scene = {
      name: 'A square path',
      duration: 30,
      entities: [
        {
          id: 'missile',
          type: 'missile',
          position: [0, -25],
          command: {
            type: 'followPath',
            path: [
              [25, -25],
              [25, 25],
              [-25, 25],
            ],
            loop: true,
          },
        },
      ],
    };
    expect(files.openText(JSON.stringify(scene), 'path.json')).toBe(true);
    files.destroy();
    // The very next frame, not after the hint's usual half second.
    hint.update(demo, FRAME);
    expect(shown()).toEqual({
      long: 'Drag on empty space: a path for the selected entity  ·  drag a waypoint to move it  ·  T turn rate  ·  ? help',
      short: 'Drag on empty space: a path  ·  ? help',
    });
  });

  it('embedded in another page, names only what works there: no help, and how the wheel zooms', () => {
    const hint = new FirstVisitHint(element, runsInEmbed, true);
    hint.write(demo);
    expect([runsInEmbed('turn-rate-toggle'), runsInEmbed('help-toggle')]).toEqual([true, false]);
    expect(shown().long).toBe('Drag anywhere: the target follows  ·  right-drag pans  ·  T turn rate  ·  click, then the wheel zooms');
    expect(shown().short).toBe('Drag the target  ·  click, then the wheel zooms');
  });

  it('fades out for good once the player does something', () => {
    const hint = new FirstVisitHint(element);
    hint.write(demo);
    const before = shown();
    hint.dismiss();
    expect(element.classList.contains('gone')).toBe(true);
    // Long enough for the opening's story to be told (about 2 s in) were the hint still there.
    play(hint, 3);
    expect(shown()).toEqual(before);
  });
});
