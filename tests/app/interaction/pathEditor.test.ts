import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { PathSketch } from '../../../src/app/interaction/PathSketch';

describe('Path editing: drawn paths and live waypoints', () => {
  it('a drawn path is followed by the selected entity and its waypoints move live', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'path' });
    const sketch = new PathSketch();
    sketch.begin({ x: 0, y: 0 });
    for (let x = 1; x <= 30; x++) sketch.extend({ x, y: 0 });
    const points = sketch.finish({ x: 31, y: 0 });
    expect(points?.length).toBeGreaterThanOrEqual(10);
    expect(demo.apply({ kind: 'setPath', entity: 'character-1', points: points ?? [] }).ok).toBe(true);
    const character = demo.view.findRecord('character-1')?.entity;
    expect(character?.mode).toBe('followPath');
    expect(character?.path.length).toBe(points?.length);
    expect(demo.apply({ kind: 'moveWaypoint', entity: 'character-1', index: 2, position: { x: 6, y: 5 } })).toMatchObject({ ok: true });
    expect(character?.path[2]).toEqual({ x: 6, y: 5 });
    expect(demo.view.findRecord('character-1')?.path[2]).toEqual({ x: 6, y: 5 });
  });

  it('a path with a non-finite point is refused', () => {
    const demo = new Demo();
    const result = demo.apply({
      kind: 'setPath',
      entity: 'missile-1',
      points: [
        { x: 0, y: 0 },
        { x: Number.NaN, y: 1 },
      ],
    });
    expect(result.ok).toBe(false);
  });
});
