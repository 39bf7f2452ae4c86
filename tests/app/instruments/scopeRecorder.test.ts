import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
// This test always ran the loose variant (it may run one step more than run): see runUntil.
import { runUntil as run } from '../helpers';

describe('The scope and trails record without allocating per step', () => {
  it('keeps the last 5 s of the selected entity', () => {
    const demo = new Demo();
    run(demo, 8);
    expect(demo.scope.count).toBe(demo.scope.capacity);
    expect(demo.scope.time(demo.scope.count - 1) - demo.scope.time(0)).toBeCloseTo(5, 6);
    demo.editor.entities.select('character-1');
    expect(demo.scope.count).toBe(0);
    expect(demo.view.findRecord('missile-1')!.trail.count).toBeGreaterThan(100);
  });
});
