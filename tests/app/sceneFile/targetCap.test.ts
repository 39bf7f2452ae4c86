import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { MAX_LOOSE_TARGETS } from '../../../src/app/sceneFile/openScene';
import { openShareLinkOf } from '../helpers';
import { stateOf } from '../history/historyState';

// The game's own saves open again: a scene at the game's cap of targets, with entities whose file
// names no target of theirs (the game makes one), saved every target it held, one more than it
// opened, and refused its own file and Share link ("this scene has 101").

/** A scene file of `loose` targets no entity is paired with, and `entities` entities on a path. */
function sceneOf(loose: number, entities: number): string {
  return JSON.stringify({
    name: 'targets at the cap',
    duration: 10,
    targets: Array.from({ length: loose }, (_, i) => ({ id: `t${i}`, position: [(i % 20) * 4 - 40, Math.floor(i / 20) * 4 + 10] })),
    entities: Array.from({ length: entities }, (_, i) => ({
      id: `m${i}`,
      type: 'missile',
      position: [i * 5 - 20, -10],
      command: {
        type: 'followPath',
        path: [
          [0, -20],
          [20, -20],
        ],
      },
    })),
  });
}

/**
 * Saves `demo`'s scene, opens its file and its Share link in other demos and the file again in the first: each gives the state saved, bit
 * for bit.
 */
function expectSaveOpensAgain(demo: Demo): void {
  const text = demo.sceneFiles.save();
  const other = new Demo();
  expect(other.apply({ kind: 'openScene', text })).toEqual({ ok: true });
  expect(other.sceneFiles.save()).toBe(text);
  const before = stateOf(other);
  expect(stateOf(openShareLinkOf(demo))).toBe(before);
  expect(demo.apply({ kind: 'openScene', text })).toEqual({ ok: true });
  expect(stateOf(demo)).toBe(before);
}

describe('a scene at the cap of targets', () => {
  it('saves an entity on a path with the target the game made for it, and the file opens again as it was', () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'openScene', text: sceneOf(MAX_LOOSE_TARGETS, 1) })).toEqual({ ok: true });
    expect(demo.view.targets).toHaveLength(MAX_LOOSE_TARGETS + 1);
    expectSaveOpensAgain(demo);
  });

  it('opens again after the player adds entities (each with a target of its own) and hunts (each its own)', () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'openScene', text: sceneOf(MAX_LOOSE_TARGETS, 1) })).toEqual({ ok: true });
    for (let i = 0; i < 9; i++) expect(demo.apply({ kind: 'addEntity', type: i % 2 ? 'missile' : 'character' })).toEqual({ ok: true });
    expect(demo.view.targets).toHaveLength(MAX_LOOSE_TARGETS + 10);
    for (let i = 0; i < 30; i++) demo.clock.singleStep();
    expectSaveOpensAgain(demo);
    expect(demo.apply({ kind: 'play', play: 'hunt' })).toEqual({ ok: true });
    for (let i = 0; i < 30; i++) demo.clock.singleStep();
    expectSaveOpensAgain(demo);
  });

  it('refuses, naming the field, a file with more targets no entity is paired with than the game shows', () => {
    const demo = new Demo();
    const before = demo.sceneFiles.save();
    expect(demo.apply({ kind: 'openScene', text: sceneOf(MAX_LOOSE_TARGETS + 1, 1) })).toEqual({
      ok: false,
      field: 'scene',
      message:
        `scenario.targets: the game shows at most ${MAX_LOOSE_TARGETS} targets besides the one each entity chases, faces or is ` +
        `paired with; this scene has ${MAX_LOOSE_TARGETS + 1} (npm run sim runs it headless)`,
    });
    expect(demo.sceneFiles.save()).toBe(before);
  });
});
