import { describe, expect, it } from 'vitest';
import { crowdLayout } from '../../../src/sim/crowdLayout';
import { Demo, MAX_ENTITIES, PLAYER_COLLISION_GROUP } from '../../../src/app/Demo';
import { Crowd } from '../../../src/app/plays/Crowd';
import { CROWD_AABB_MULTIPLIER, CROWD_SOLVER_ITERATIONS } from '../../../src/sim/crowdSolver';
import { openPlayground, sceneContext } from '../helpers';

describe('Crowd (the browser benchmark scene), through Demo.play("crowd")', () => {
  it('replaces the scene by N entities looping their paths in Path mode, beyond the game limit', () => {
    const demo = new Demo();
    const layout = crowdLayout(200);
    demo.apply({ kind: 'play', play: 'crowd', args: { placements: layout } });
    expect(demo.view.records).toHaveLength(200);
    expect(200).toBeGreaterThan(MAX_ENTITIES);
    expect(demo.editor.entities.mode).toBe('path');
    expect(demo.clock.time).toBe(0);
    expect(demo.editor.entities.selectedId).toBe(demo.view.records[0]?.entity.id);
    expect(demo.view.records.filter((r) => r.entity.type === 'missile')).toHaveLength(100);
    demo.view.records.forEach((record, i) => {
      expect(record.entity.mode).toBe('followPath');
      expect(record.path).toEqual(layout[i]?.path);
      expect(record.colorIndex).toBe(i);
    });
    // One shared target, parked out of everyone's way.
    expect(demo.view.targets).toHaveLength(1);
    for (let i = 0; i < 10 * 60; i++) demo.clock.advance(1 / 60);
    expect(demo.view.hits.total).toBe(0);
    const reached = demo.view.records.filter((r) => r.entity.waypointsReached >= 2).length;
    expect(reached).toBeGreaterThan(150);
  });

  it("solves with the crowd's iterations and broad-phase multiplier; the playground keeps planck's", () => {
    const demo = new Demo();
    expect(demo.view.world.settings).toMatchObject({ velocityIterations: 8, positionIterations: 3, aabbMultiplier: null });
    demo.apply({ kind: 'play', play: 'crowd', args: { placements: crowdLayout(10) } });
    expect(demo.view.world.settings).toMatchObject({ ...CROWD_SOLVER_ITERATIONS, aabbMultiplier: CROWD_AABB_MULTIPLIER });
    demo.apply({ kind: 'reset' });
    expect(demo.view.world.settings.aabbMultiplier).toBeNull();
  });

  it('reset brings the opening scene back', () => {
    const demo = new Demo();
    demo.apply({ kind: 'play', play: 'crowd', args: { placements: crowdLayout(30) } });
    demo.apply({ kind: 'reset' });
    expect(demo.view.records.map((r) => r.entity.type)).toEqual(['missile', 'missile', 'character']);
  });
});

describe('Crowd, as a scene: its entities collide', () => {
  it("the crowd's entities are in group 0 while the playground's share one negative group", () => {
    const context = sceneContext();
    const crowd = new Crowd(context, crowdLayout(6));
    crowd.setUp();
    expect(crowd.model.records.map((r) => r.entity.collisionGroup)).toEqual([0, 0, 0, 0, 0, 0]);
    const playground = openPlayground(context);
    expect(playground.model.records.length).toBeGreaterThan(1);
    for (const { entity } of playground.model.records) expect(entity.collisionGroup).toBe(PLAYER_COLLISION_GROUP);
    expect(PLAYER_COLLISION_GROUP).toBeLessThan(0);
  });

  it('two of its missiles on a head-on course bump into each other', () => {
    const crowd = new Crowd(sceneContext(), [
      {
        type: 'missile',
        position: { x: -8, y: 0 },
        angle: 0,
        path: [
          { x: 8, y: 0 },
          { x: -8, y: 0 },
        ],
      },
      {
        type: 'missile',
        position: { x: 8, y: 0 },
        angle: Math.PI,
        path: [
          { x: -8, y: 0 },
          { x: 8, y: 0 },
        ],
      },
    ]);
    crowd.setUp();
    const [a, b] = crowd.model.records.map((r) => r.entity);
    let touched = false;
    for (let i = 0; i < 3 * 60 && !touched; i++) {
      crowd.model.world.step();
      for (let contact = crowd.model.world.physics.getContactList(); contact; contact = contact.getNext()) {
        const bodies = [contact.getFixtureA().getBody().getUserData(), contact.getFixtureB().getBody().getUserData()];
        if (contact.isTouching() && bodies.includes(a) && bodies.includes(b)) touched = true;
      }
    }
    expect(touched).toBe(true);
  });
});
