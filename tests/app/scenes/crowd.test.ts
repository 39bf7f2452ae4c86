import { describe, expect, it } from 'vitest';
import { benchLayout } from '../../../src/app/bench/benchLayout';
import { Demo, MAX_ENTITIES } from '../../../src/app/Demo';

describe('Crowd (the browser benchmark scene), through Demo.loadCrowd', () => {
  it('replaces the scene by N entities looping their paths in Path mode, beyond the game limit', () => {
    const demo = new Demo();
    const layout = benchLayout(200);
    demo.loadCrowd(layout);
    expect(demo.records).toHaveLength(200);
    expect(200).toBeGreaterThan(MAX_ENTITIES);
    expect(demo.mode).toBe('path');
    expect(demo.time).toBe(0);
    expect(demo.selectedId).toBe(demo.records[0]?.entity.id);
    expect(demo.records.filter((r) => r.entity.type === 'missile')).toHaveLength(100);
    demo.records.forEach((record, i) => {
      expect(record.entity.mode).toBe('followPath');
      expect(record.path).toEqual(layout[i]?.path);
      expect(record.colorIndex).toBe(i);
    });
    // One shared target, parked out of everyone's way.
    expect(demo.targets).toHaveLength(1);
    for (let i = 0; i < 10 * 60; i++) demo.advance(1 / 60);
    expect(demo.hits.total).toBe(0);
    const reached = demo.records.filter((r) => r.entity.waypointsReached >= 2).length;
    expect(reached).toBeGreaterThan(150);
  });

  it('reset brings the opening scene back', () => {
    const demo = new Demo();
    demo.loadCrowd(benchLayout(30));
    demo.reset();
    expect(demo.records.map((r) => r.entity.type)).toEqual(['missile', 'character']);
  });
});
