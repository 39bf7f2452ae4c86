import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { VISIBLE_ARENA } from '../../../src/app/arena';
import { DT } from '../helpers';

describe('Hit response: a missile respawns, a character’s target jumps', () => {
  it('a missile that reaches the target the player placed hits it (a contact), explodes and respawns far away; the target stays', () => {
    const demo = new Demo();
    demo.moveTarget('target-missile-1', { x: -20, y: 14 });
    let hitAt: { x: number; y: number } | null = null;
    for (let i = 0; i < 60 * 10 && demo.hits.total === 0; i++) demo.advance(DT);
    expect(demo.hits.total).toBe(1);
    expect(demo.hits.countOf('missile-1')).toBe(1);
    expect(demo.hits.lastTimeToHit).toBeGreaterThan(0.5);
    expect(demo.hits.lastTimeToHit).toBeLessThan(10);
    const explosion = demo.hits.explosions.find((e) => e.used);
    hitAt = explosion ? { x: explosion.x, y: explosion.y } : null;
    expect(hitAt).toEqual({ x: -20, y: 14 });
    const missile = demo.getRecord('missile-1')!;
    expect(Math.hypot(missile.entity.position.x + 20, missile.entity.position.y - 14)).toBeGreaterThan(40);
    expect(missile.entity.mode).toBe('seek');
    expect(missile.entity.targetId).toBe('target-missile-1');
    expect(missile.target.position).toEqual({ x: -20, y: 14 });
    expect(missile.trail.count).toBeLessThanOrEqual(1);
    // It comes back for another hit.
    for (let i = 0; i < 60 * 20 && demo.hits.countOf('missile-1') < 2; i++) demo.advance(DT);
    expect(demo.hits.countOf('missile-1')).toBe(2);
  });

  it('a character that reaches its target hits it, and the target jumps somewhere new', () => {
    const demo = new Demo();
    demo.moveTarget('target-character-1', { x: -22, y: -14 });
    for (let i = 0; i < 60 * 10 && demo.hits.countOf('character-1') === 0; i++) demo.advance(DT);
    expect(demo.hits.countOf('character-1')).toBe(1);
    const target = demo.getRecord('character-1')!.target;
    expect(Math.hypot(target.position.x + 22, target.position.y + 14)).toBeGreaterThan(10);
    expect(Math.abs(target.position.x)).toBeLessThanOrEqual(VISIBLE_ARENA.halfWidth);
  });
});
