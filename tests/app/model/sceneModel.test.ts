import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { run } from '../helpers';

describe('SceneModel, through the demo: Track mode aims every step', () => {
  it('Track mode never counts hits and follows a moving target each step', () => {
    const demo = new Demo();
    demo.setMode('track');
    expect(demo.setTargetMotion({ type: 'linear', speed: 6 }, 'selected').ok).toBe(true);
    const record = demo.getRecord('missile-1')!;
    run(demo, 3);
    // It turns toward where the target was at the start of the last step (6 m/s × 1/60 s ago).
    expect(Math.hypot(record.entity.target!.x - record.target.position.x, record.entity.target!.y - record.target.position.y)).toBeCloseTo(0.1, 6);
    expect(Math.hypot(record.target.velocity.x, record.target.velocity.y)).toBeCloseTo(6, 6);
    expect(Math.abs(record.entity.measureHeadingError())).toBeLessThan(0.05);
    expect(demo.hits.total).toBe(0);
  });
});
