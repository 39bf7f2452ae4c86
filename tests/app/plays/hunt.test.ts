import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { VISIBLE_ARENA } from '../../../src/app/setup/arena';
import { Hunt } from '../../../src/app/plays/Hunt';
import { openPlayground, run, sceneContext } from '../helpers';

describe('Hunt runs unattended', () => {
  it('moves every target, and missiles and characters keep hitting them for a minute; off, it leaves nothing behind', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'track' });
    const before = demo.view.targets.map((t) => ({ id: t.id, x: t.position.x, y: t.position.y }));
    demo.apply({ kind: 'play', play: 'hunt' });
    expect(demo.plays.isPlaying('hunt')).toBe(true);
    expect(demo.editor.entities.mode).toBe('seek');
    expect(demo.plays.autoRetarget).toBe(false);
    expect(demo.view.targets.map((t) => t.motion.type)).toEqual(['circle', 'zigzag', 'linear']);
    expect(demo.view.records.every((r) => r.entity.chaseArrival === 'fly-through')).toBe(true);
    run(demo, 60);
    expect(demo.view.hits.total).toBeGreaterThanOrEqual(8);
    expect(demo.view.hits.countOf('missile-1')).toBeGreaterThanOrEqual(4);
    expect(demo.view.hits.countOf('character-1')).toBeGreaterThanOrEqual(4);
    for (const target of demo.view.targets) {
      expect(Math.abs(target.position.x)).toBeLessThan(VISIBLE_ARENA.halfWidth + 10);
      expect(Math.abs(target.position.y)).toBeLessThan(VISIBLE_ARENA.halfHeight + 10);
    }
    demo.apply({ kind: 'leave', play: 'hunt' });
    // Its targets are gone: every entity faces the one target it had, standing where it stood, in the mode it was in; no hits.
    expect(demo.view.targets.map((t) => ({ id: t.id, x: t.position.x, y: t.position.y }))).toEqual(before);
    expect(demo.view.world.targets.length).toBe(1);
    expect(demo.view.targets.map((t) => t.motion.type)).toEqual(['static']);
    expect(new Set(demo.view.records.map((r) => r.target.id))).toEqual(new Set([before[0]?.id]));
    expect(demo.editor.entities.mode).toBe('track');
    expect(demo.view.records.every((r) => r.entity.mode === 'turnTowards')).toBe(true);
    expect(demo.view.hits.total).toBe(0);
    expect(demo.view.hits.byEntity()).toEqual({});
    // Back in the playground, a missile stops at its target again.
    expect(demo.view.records.every((r) => r.entity.chaseArrival === 'stop')).toBe(true);
  });

  it(
    'an entity removed during the Hunt takes the target it shared: the others keep their Hunt targets, which stay in the ' +
      'world, standing',
    () => {
      const demo = new Demo();
      demo.apply({ kind: 'play', play: 'hunt' });
      run(demo, 1);
      // missile-1 owned the opening's target, which the others shared before the Hunt gave each its own.
      demo.editor.entities.select('missile-1');
      expect(demo.apply({ kind: 'removeEntity' })).toMatchObject({ ok: true });
      demo.apply({ kind: 'leave', play: 'hunt' });
      for (const record of demo.view.records)
        expect(demo.view.world.getTarget(record.target.id), `${record.entity.id} chases a target of the world`).toBeDefined();
      expect(demo.view.targets.map((t) => t.motion.type)).toEqual(['static', 'static']);
      // And the scene saves (a share link, a scene file) and opens again.
      expect(new Demo().apply({ kind: 'openScene', text: demo.sceneFiles.save() })).toEqual({ ok: true });
    },
  );

  it('is deterministic: two hunts give the same hits at the same times', () => {
    const hits = () => {
      const demo = new Demo();
      demo.apply({ kind: 'play', play: 'hunt' });
      run(demo, 30);
      return [demo.view.hits.total, demo.view.hits.lastTimeToHit, demo.clock.time];
    };
    expect(hits()).toEqual(hits());
  });
});

describe('Hunt, as a scene', () => {
  it('plays on the playground it took over and gives it back with every target standing where it stood before', () => {
    const context = sceneContext();
    const playground = openPlayground(context);
    const model = playground.model;
    const ids = model.records.map((r) => r.entity.id);
    const placesBefore = new Map(model.targets.map((t) => [t.id, { x: t.position.x, y: t.position.y }]));
    const hunt = new Hunt(context, playground);
    hunt.setUp();
    expect(hunt.model).toBe(model);
    expect(playground.choreography).toBe(false);
    expect(model.targets.every((t) => t.motion.type !== 'static')).toBe(true);
    for (let i = 0; i < 30; i++) {
      model.world.step();
      hunt.afterStep();
    }
    expect(model.targets.every((t) => Math.hypot(t.velocity.x, t.velocity.y) > 0)).toBe(true);

    expect(hunt.tearDown()).toBe(playground);
    const stoppedAt = model.targets.map((t) => ({ x: t.position.x, y: t.position.y }));
    for (const target of model.targets)
      if (placesBefore.has(target.id)) expect({ x: target.position.x, y: target.position.y }).toEqual(placesBefore.get(target.id));
    expect(model.targets.every((t) => t.motion.type === 'static')).toBe(true);
    for (let i = 0; i < 30; i++) model.world.step();
    expect(model.targets.map((t) => ({ x: t.position.x, y: t.position.y }))).toEqual(stoppedAt);
    expect(model.targets.every((t) => t.velocity.x === 0 && t.velocity.y === 0)).toBe(true);
    expect(model.records.map((r) => r.entity.id)).toEqual(ids);
    // The Hunt's own motion settings (speed, radius) were the Hunt's, not the player's: the targets keep theirs.
    expect(model.targets.every((t) => t.motionSettings.speed === 4 && t.motionSettings.radius === 8)).toBe(true);
  });
});
