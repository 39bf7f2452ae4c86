import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { sceneSignature } from '../../../src/app/history/sceneSignature';

/** A scene with every kind of part: entities of both types, a static wall, a loose crate, targets. */
function sceneWithEverything(): Demo {
  const demo = new Demo();
  demo.editor.entities.add('missile');
  demo.editor.obstacles.add('wall', { x: -25, y: 12 });
  demo.editor.obstacles.add('crate', { x: 25, y: -12 });
  for (let i = 0; i < 30; i++) demo.clock.singleStep();
  return demo;
}

const signature = (demo: Demo): string => sceneSignature(demo.plays.model, undefined);

/** Each kind of player change the signature must see, made through the game's own API. */
const CHANGES: readonly { what: string; change: (demo: Demo) => void }[] = [
  { what: 'a turn rate', change: (d) => void d.tuning.setMaxAngularAcceleration(7.5, 'all') },
  { what: 'a top speed', change: (d) => void d.tuning.setMaxSpeed(6, 'all') },
  { what: 'a controller’s gain', change: (d) => void d.tuning.setControllerSettings({ kp: 3 }, 'selected') },
  { what: 'the mode', change: (d) => void d.editor.entities.setMode(d.plays.model.mode === 'track' ? 'seek' : 'track') },
  { what: 'a target’s motion', change: (d) => void d.tuning.setTargetMotion({ type: 'circle' }, 'all') },
  { what: 'a target placed (the launch time)', change: (d) => void d.editor.targets.move(d.view.targets[0]?.id ?? '', { x: 3, y: 4 }) },
  { what: 'a wall moved', change: (d) => {
      const wall = d.plays.model.world.obstacles.find((o) => !o.loose);
      d.editor.obstacles.drag(wall?.id ?? '', { x: -20, y: 12 });
      d.editor.obstacles.release(wall?.id ?? '');
    } },
  { what: 'a wall held', change: (d) => void d.editor.obstacles.drag(d.plays.model.world.obstacles.find((o) => !o.loose)?.id ?? '', { x: -20, y: 15 }) },
  { what: 'a path drawn', change: (d) => void d.editor.paths.set(d.editor.entities.selectedId ?? '', [{ x: 0, y: 0 }, { x: 10, y: 5 }]) },
  { what: 'a disturbance', change: (d) => void d.tuning.setDisturbance({ angularAcceleration: 2 }) },
];

describe('sceneSignature, its parts kept between steps: every change is seen, and only a change', () => {
  it('stays the same while the scene only moves, its loose crate included', () => {
    const demo = sceneWithEverything();
    const before = signature(demo);
    for (let i = 0; i < 120; i++) {
      demo.clock.singleStep();
      expect(signature(demo)).toBe(before);
    }
  });

  for (const { what, change } of CHANGES) {
    it(`sees ${what}`, () => {
      const demo = sceneWithEverything();
      const before = signature(demo);
      change(demo);
      const after = signature(demo);
      expect(after).not.toBe(before);
      // Asked again with nothing changed: the same text (kept parts).
      expect(signature(demo)).toBe(after);
    });
  }
});
