import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { packPart, partSince, runMark, unpackPart } from '../../../src/app/history/runParts';
import { steps } from '../settings/comparisonScreen';

// A run handed on in parts (a Worker to the page) arrives as it was: every frame's numbers, its log,
// settles and snapshots, in order; a what-if run set aside goes without its targets (nothing reads
// them again), a part of the recorded run with them (the runs that follow its targets read them).

describe('a run in parts', () => {
  const demo = new Demo();
  steps(demo, 200);
  demo.apply({ kind: 'toggleTurnRate' });
  steps(demo, 100);
  const run = demo.history.runs;

  test('taken in parts and packed, comes back whole, each frame’s numbers the same', () => {
    const mark = runMark();
    const back = {
      frames: [] as (typeof run.frames)[number][],
      log: [] as (typeof run.log)[number][],
      settles: [] as number[],
      snapshots: [] as (typeof run.snapshots)[number][],
    };
    for (const cut of [120, 250, run.frames.length]) {
      const part = partSince({ ...run, frames: run.frames.slice(0, cut) }, mark);
      const unpacked = unpackPart(structuredClone(packPart(part, true)));
      back.frames.push(...unpacked.frames);
      back.log.push(...unpacked.log);
      back.settles.push(...unpacked.settles);
      back.snapshots.push(...unpacked.snapshots);
    }
    expect(
      back.frames.map((frame) => [
        frame.step,
        frame.time,
        [...frame.targets],
        [...(frame.poses ?? [])],
        [...(frame.scope ?? [])],
        frame.ids,
        frame.targetIds,
      ]),
    ).toEqual(
      run.frames.map((frame) => [
        frame.step,
        frame.time,
        [...frame.targets],
        [...(frame.poses ?? [])],
        [...(frame.scope ?? [])],
        frame.ids,
        frame.targetIds,
      ]),
    );
    expect(back.log).toEqual(run.log);
    expect(back.settles).toEqual(run.settles);
    expect(back.snapshots).toEqual(run.snapshots);
  });

  test('packed without targets, its frames keep their poses and scope samples only, in one buffer', () => {
    const part = partSince(run, runMark());
    const packed = packPart(part, false);
    const frames = unpackPart(packed).frames;
    expect(frames.every((frame) => frame.targets.length === 0 && frame.targetIds.length === 0)).toBe(true);
    expect(frames.map((frame) => [...(frame.poses ?? [])])).toEqual(run.frames.map((frame) => [...(frame.poses ?? [])]));
    const numbers = run.frames.reduce((sum, frame) => sum + (frame.poses?.length ?? 0) + (frame.scope?.length ?? 0), 0);
    expect(packed.numbers.length).toBe(numbers);
  });
});
