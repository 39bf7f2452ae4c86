import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { VISIBLE_ARENA } from '../../../src/app/setup/arena';
import { DT } from '../helpers';

/** A Hunt with only `keep` on screen (the opening's others removed) and static targets. */
function huntWith(keep: string): Demo {
  const demo = new Demo();
  for (const id of ['missile-1', 'missile-2', 'character-1'].filter((other) => other !== keep)) {
    demo.editor.entities.select(id);
    demo.apply({ kind: 'removeEntity' });
  }
  demo.apply({ kind: 'play', play: 'hunt' });
  demo.apply({ kind: 'setTargetMotion', changes: { type: 'static' }, scope: 'all' });
  return demo;
}

describe('Hit response in the Hunt: a missile respawns, a character’s target jumps', () => {
  it('a missile that reaches the target the player placed hits it (a contact), explodes and respawns far away; the target stays', () => {
    const demo = huntWith('missile-1');
    demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: -20, y: 14 } });
    let hitAt: { x: number; y: number } | null = null;
    for (let i = 0; i < 60 * 10 && demo.view.hits.total === 0; i++) demo.clock.advance(DT);
    expect(demo.view.hits.total).toBe(1);
    expect(demo.view.hits.countOf('missile-1')).toBe(1);
    expect(demo.view.hits.lastTimeToHit).toBeGreaterThan(0.5);
    expect(demo.view.hits.lastTimeToHit).toBeLessThan(10);
    const explosion = demo.view.hits.explosions.find((e) => e.used);
    hitAt = explosion ? { x: explosion.x, y: explosion.y } : null;
    expect(hitAt).toEqual({ x: -20, y: 14 });
    const missile = demo.view.findRecord('missile-1')!;
    expect(Math.hypot(missile.entity.position.x + 20, missile.entity.position.y - 14)).toBeGreaterThan(40);
    expect(missile.entity.mode).toBe('seek');
    expect(missile.entity.targetId).toBe('target-missile-1');
    expect(missile.entity.chaseArrival).toBe('fly-through');
    expect(missile.target.position).toEqual({ x: -20, y: 14 });
    expect(missile.trail.count).toBeLessThanOrEqual(1);
    // It comes back for another hit.
    for (let i = 0; i < 60 * 20 && demo.view.hits.countOf('missile-1') < 2; i++) demo.clock.advance(DT);
    expect(demo.view.hits.countOf('missile-1')).toBe(2);
  });

  it('a character that reaches its target hits it, and the target jumps somewhere new', () => {
    const demo = huntWith('character-1');
    demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: -22, y: -14 } });
    for (let i = 0; i < 60 * 10 && demo.view.hits.countOf('character-1') === 0; i++) demo.clock.advance(DT);
    expect(demo.view.hits.countOf('character-1')).toBe(1);
    const target = demo.view.findRecord('character-1')!.target;
    expect(Math.hypot(target.position.x + 22, target.position.y + 14)).toBeGreaterThan(10);
    expect(Math.abs(target.position.x)).toBeLessThanOrEqual(VISIBLE_ARENA.halfWidth);
  });
});

describe('No teleports in the playground', () => {
  it('a missile and a character that reach the target the player dropped stop there, at rest, and nothing jumps', () => {
    const demo = new Demo();
    demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: -10, y: 20 } });
    const last = new Map(demo.view.records.map((r) => [r.entity.id, { x: r.entity.position.x, y: r.entity.position.y }]));
    for (let i = 0; i < 60 * 20; i++) {
      demo.clock.advance(DT);
      for (const { entity } of demo.view.records) {
        const before = last.get(entity.id)!;
        expect(Math.hypot(entity.position.x - before.x, entity.position.y - before.y)).toBeLessThanOrEqual(entity.maxSpeed * DT + 1e-9);
        last.set(entity.id, { x: entity.position.x, y: entity.position.y });
      }
      expect(demo.view.targets[0]!.position).toEqual({ x: -10, y: 20 });
    }
    for (const { entity } of demo.view.records) {
      expect(Math.hypot(entity.position.x + 10, entity.position.y - 20)).toBeLessThan(entity.minSeekDistance);
      // A missile stops dead (the original's); a character brakes by force onto the target.
      expect(Math.hypot(entity.velocity.x, entity.velocity.y)).toBeLessThan(entity.type === 'missile' ? 1e-12 : 1e-3);
    }
    // Reaching the target is no hit in plain play: no count, no explosion (they are the Hunt's).
    expect(demo.view.hits.total).toBe(0);
    expect(demo.view.hits.explosions.some((e) => e.used)).toBe(false);
  });
});
