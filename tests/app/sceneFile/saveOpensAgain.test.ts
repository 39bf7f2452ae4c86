import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { MAX_OBSTACLES } from '../../../src/app/model/obstacleKinds';
import { MAX_ENTITIES } from '../../../src/app/model/playerEntities';
import { MAX_LOOSE_TARGETS } from '../../../src/app/sceneFile/openScene';
import { MAX_SETTINGS_PARAM } from '../../../src/app/settings/settingsCodec';
import { encodeShareLink } from '../../../src/app/settings/shareLink';
import { CONTROLLER_TYPES } from '../../../src/sim/control/ControllerSettings';
import { MAX_MAX_ANGULAR_ACCELERATION, MIN_MAX_ANGULAR_ACCELERATION, MAX_SPEED_LIMIT } from '../../../src/sim/validation/quantities';
import { openShareLinkOf } from '../helpers';
import { stateOf } from '../history/historyState';
import { readDemoSettings } from '../../../src/app/settings/demoSettings';
import { toSettingsJson } from '../../../src/app/settings/settingsSchema';

// Whatever the game opens it can save and share, and what it saved opens again as it was: scenes
// generated at and near the game's caps (entities, targets besides theirs, obstacles, long paths,
// the ranges' edges), each opened, played a little, saved, and its file and (when it fits) its
// Share link opened again, bit for bit. A scene the game refuses is refused naming a field.

/** Runs of the property (SAVE_OPENS_AGAIN_RUNS to change). */
const RUNS = Number(process.env.SAVE_OPENS_AGAIN_RUNS ?? 40);

/** A count from 0 to one past `cap`, most often the cap itself or next to it. */
const nearCap = (cap: number) =>
  fc.oneof(
    { arbitrary: fc.constant(cap), weight: 3 },
    { arbitrary: fc.constant(cap - 1), weight: 3 },
    { arbitrary: fc.integer({ min: 0, max: cap }), weight: 3 },
    { arbitrary: fc.constant(cap + 1), weight: 1 },
  );
const coordinate = fc.oneof(fc.double({ min: -45, max: 45, noNaN: true }), fc.constantFrom(-45, 45, 0, 1e-9));
const point = fc.tuple(coordinate, fc.double({ min: -28, max: 28, noNaN: true }));
const rate = fc.oneof(
  fc.constantFrom(MIN_MAX_ANGULAR_ACCELERATION, MAX_MAX_ANGULAR_ACCELERATION, 4 * Math.PI),
  fc.double({ min: MIN_MAX_ANGULAR_ACCELERATION, max: MAX_MAX_ANGULAR_ACCELERATION, noNaN: true }),
);
const speed = fc.oneof(fc.constantFrom(MAX_SPEED_LIMIT, 0.01, 10), fc.double({ min: 0.01, max: MAX_SPEED_LIMIT, noNaN: true }));

const target = (id: string) =>
  fc.record(
    {
      id: fc.constant(id),
      position: point,
      motion: fc.oneof(
        fc.constant(undefined),
        fc.record({
          type: fc.constant('linear'),
          velocity: fc.tuple(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true })),
        }),
        fc.record({ type: fc.constant('circle'), center: point, angularSpeed: fc.double({ min: -2, max: 2, noNaN: true }) }),
        fc.record({
          type: fc.constant('zigzag'),
          velocity: fc.tuple(fc.double({ min: -20, max: 20, noNaN: true }), fc.constant(0)),
          amplitude: fc.double({ min: 0, max: 30, noNaN: true }),
          period: fc.double({ min: 1, max: 1000, noNaN: true }),
        }),
      ),
    },
    { requiredKeys: ['id', 'position'] },
  );

/** Obstacle `i` on a grid of 10 by 4 (with a little play): a pile of them would be refused as a pile, not as at a cap. */
const obstacle = (id: string, i: number) =>
  fc.record({
    id: fc.constant(id),
    position: fc
      .tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }))
      .map(([dx, dy]) => [-40.5 + (i % 10) * 9 + dx, -21 + Math.floor(i / 10) * 14 + dy]),
    shape: fc.oneof(
      fc.record({
        type: fc.constant('box'),
        halfWidth: fc.double({ min: 0.05, max: 2, noNaN: true }),
        halfHeight: fc.double({ min: 0.05, max: 2, noNaN: true }),
      }),
      fc.record({ type: fc.constant('circle'), radius: fc.double({ min: 0.05, max: 2, noNaN: true }) }),
    ),
    loose: fc.boolean(),
  });

/** Entity `i` in a column of its own (a pile of them would be refused as a pile, not as at a cap). */
const entity = (id: string, i: number, targetIds: readonly string[]) =>
  fc.record({
    id: fc.constant(id),
    type: fc.constantFrom('missile', 'character'),
    position: fc
      .tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -28, max: 28, noNaN: true }))
      .map(([dx, y]) => [-40 + i * 9 + dx, y]),
    angle: fc.double({ min: -1000, max: 1000, noNaN: true }),
    maxAngularAcceleration: rate,
    maxSpeed: speed,
    controller: fc.constantFrom(...CONTROLLER_TYPES).map((type) => ({ type })),
    command: fc.oneof(
      fc.constant({ type: 'idle' }),
      ...(targetIds.length > 0
        ? [
            fc.constantFrom(...targetIds).map((targetId) => ({ type: 'seek', targetId })),
            fc.constantFrom(...targetIds).map((targetId) => ({ type: 'turnTowards', targetId })),
          ]
        : []),
      fc.record({ type: fc.constant('followPath'), path: fc.array(point, { minLength: 1, maxLength: 600 }), loop: fc.boolean() }),
    ),
  });

const scene = fc
  .record({ entities: nearCap(MAX_ENTITIES), targets: nearCap(MAX_LOOSE_TARGETS), obstacles: nearCap(MAX_OBSTACLES) })
  .chain((counts) => {
    const targetIds = Array.from({ length: counts.targets }, (_, i) => `t${i}`);
    return fc.record({
      name: fc.constant('at the caps'),
      duration: fc.constantFrom(10, 3600),
      targets: fc.tuple(...targetIds.map(target)),
      obstacles: fc.tuple(...Array.from({ length: counts.obstacles }, (_, i) => obstacle(`o${i}`, i))),
      entities: fc.tuple(...Array.from({ length: counts.entities }, (_, i) => entity(`e${i}`, i, targetIds))),
    });
  });

describe('a scene the game opens', () => {
  it('saves, shares and opens again as it was, at and near every cap; or is refused naming a field', () => {
    const seen = { opened: 0, refused: 0, linked: 0, filesOnly: 0 };
    fc.assert(
      fc.property(scene, fc.integer({ min: 0, max: 40 }), (file, played) => {
        const demo = new Demo();
        const opened = demo.apply({ kind: 'openScene', text: JSON.stringify(file) });
        if (!opened.ok) {
          seen.refused++;
          expect(opened.message).toMatch(/^[\w.[\]"-]+: \S/);
          expect(opened.message).not.toMatch(/\n/);
          return;
        }
        seen.opened++;
        for (let i = 0; i < played; i++) demo.clock.singleStep();
        const text = demo.sceneFiles.save();
        const other = new Demo();
        expect(other.apply({ kind: 'openScene', text })).toEqual({ ok: true });
        expect(other.sceneFiles.save()).toBe(text);
        const saved = stateOf(other);
        expect(stateOf(demo)).toBe(saved);
        // The Share link, when the scene fits in one (a larger one is offered as this same file).
        const link = encodeShareLink({ settings: toSettingsJson(readDemoSettings(demo)), scene: JSON.parse(text) });
        if (link.length <= MAX_SETTINGS_PARAM) {
          seen.linked++;
          expect(stateOf(openShareLinkOf(demo))).toBe(saved);
        } else seen.filesOnly++;
      }),
      { numRuns: RUNS, seed: 20261127 },
    );
    // The property spoke of scenes the game opens, and of links as well as files.
    expect(seen.opened).toBeGreaterThanOrEqual(RUNS / 2);
    expect(seen.linked).toBeGreaterThan(0);
    expect(seen.filesOnly).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
    console.log(
      `scenes: ${seen.opened} opened (${seen.linked} through their link too, ${seen.filesOnly} too large for one), ${seen.refused} refused`,
    );
  });

  it(
    'keeps the paths the game holds beside its commands: the opening saved in Seek, or a path finished, opens with the same paths ' +
      'in Path mode',
    () => {
      const demo = new Demo();
      const paths = (d: Demo) => d.view.records.map((record) => record.path.map((p) => [p.x, p.y]));
      expect(paths(demo).every((path) => path.length > 1)).toBe(true);
      const reopened = new Demo();
      expect(reopened.apply({ kind: 'openScene', text: demo.sceneFiles.save() })).toEqual({ ok: true });
      expect(paths(reopened)).toEqual(paths(demo));
      for (const d of [demo, reopened]) expect(d.apply({ kind: 'setMode', mode: 'path' })).toEqual({ ok: true });
      expect(reopened.sceneFiles.save()).toBe(demo.sceneFiles.save());
    },
  );
});
