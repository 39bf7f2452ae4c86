import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { adoptCheckpoint, takeCheckpoint } from '../../../src/app/history/Checkpoint';
import { EntityDefaults } from '../../../src/app/model/EntityDefaults';

/**
 * A record's path is replaced, never changed in place, so snapshots share it: a snapshot holds one
 * written form of a path however many snapshots keep it, and a restore gives the path itself back
 * (`npm run bench:hostile` plays ten paths of 8,000 waypoints).
 */
describe('a snapshot shares the paths it keeps', () => {
  test('two snapshots of an unchanged path hold one written path; a restore gives the path itself back', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'path' });
    for (let i = 0; i < 30; i++) demo.clock.singleStep();
    const play = demo.plays.current;
    // What the history keeps beside the scene (SessionKeep); the paths do not depend on it.
    const keep = { defaults: new EntityDefaults(), mix: null };
    const record = play.model.records.find((r) => r.path.length > 1);
    expect(record, 'path mode gives an entity a path').toBeDefined();
    const path = record!.path;
    const first = takeCheckpoint(play, demo.clock.timeBase, demo.plays.randomState, keep);
    demo.clock.singleStep();
    const second = takeCheckpoint(play, demo.clock.timeBase, demo.plays.randomState, keep);
    const written = (checkpoint: typeof first) => checkpoint.records.find((r) => r.id === record!.entity.id)!.path;
    expect(written(second)).toBe(written(first));
    expect(written(first)).toEqual(path.map((p) => [p.x, p.y]));

    record!.path = [
      { x: 1, y: 2 },
      { x: 3, y: 4 },
    ];
    adoptCheckpoint(play, first);
    expect(record!.path).toBe(path);
  });
});
