import { describe, expect, it } from 'vitest';
import { Demo, PLAYER_COLLISION_GROUP } from '../../../src/app/Demo';
import { TURN_RATE_PRESETS } from '../../../src/sim/entities/EntitySettings';
// These tests always ran the loose variant (it may run one step more than run): see runUntil.
import { DT, runUntil as run } from '../helpers';

function speedOf(demo: Demo, id: string): number {
  const entity = demo.view.findRecord(id)?.entity;
  if (!entity) throw new Error(`no entity ${id}`);
  return Math.hypot(entity.velocity.x, entity.velocity.y);
}

/** Whether any two bodies of the player's entities are touching now (a solid contact). */
function entitiesTouch(demo: Demo): boolean {
  // Every entity's body carries the entity as its user data.
  const entities = new Set<unknown>(demo.view.records.map((r) => r.entity));
  for (let contact = demo.view.world.physics.getContactList(); contact; contact = contact.getNext()) {
    if (
      contact.isTouching() &&
      entities.has(contact.getFixtureA().getBody().getUserData()) &&
      entities.has(contact.getFixtureB().getBody().getUserData())
    )
      return true;
  }
  return false;
}

describe('Playground: the opening scene', () => {
  it('has a fast and a slow missile (4π and π rad/s²) and a character, seeking one shared target', () => {
    const demo = new Demo();
    expect(demo.view.records.map((r) => r.entity.type)).toEqual(['missile', 'missile', 'character']);
    expect(demo.editor.entities.mode).toBe('seek');
    expect(demo.editor.entities.selectedId).toBe('missile-1');
    expect(demo.view.targets.map((t) => t.id)).toEqual(['target-missile-1']);
    expect(demo.view.records.map((r) => r.entity.maxAngularAcceleration)).toEqual([
      TURN_RATE_PRESETS.high,
      TURN_RATE_PRESETS.low,
      TURN_RATE_PRESETS.high,
    ]);
    for (const { entity } of demo.view.records) {
      expect(entity.mode).toBe('seek');
      expect(entity.chaseArrival).toBe('stop');
    }
  });

  it(
    "tells the video's story without input: within 15 s the slow missile overshoots its heading by 10° or more, the fast one by " +
      'less than 3°',
    () => {
      const demo = new Demo();
      run(demo, 15);
      const [fast, slow] = demo.view.records;
      expect(slow!.turns.maxOvershootDeg).toBeGreaterThanOrEqual(10);
      expect(fast!.turns.maxOvershootDeg).toBeLessThan(3);
    },
  );

  it('is alive without any input: everyone arrives and stops, then the target hops on and they go again', () => {
    const demo = new Demo();
    const spots = new Set<string>();
    let sawAllAtRest = false;
    for (let second = 0; second < 30; second++) {
      run(demo, 1);
      const target = demo.view.targets[0]!;
      spots.add(`${target.position.x},${target.position.y}`);
      // At rest as the opening counts it (5 cm/s): a missile stops dead, a character brakes by force onto its target.
      if (demo.view.records.every((r) => speedOf(demo, r.entity.id) <= 0.05)) sawAllAtRest = true;
    }
    expect(sawAllAtRest).toBe(true);
    expect(spots.size).toBeGreaterThanOrEqual(3);
  });

  it('stops hopping targets once the player moves one', () => {
    const demo = new Demo();
    expect(demo.plays.autoRetarget).toBe(true);
    demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: 0, y: 30 } });
    expect(demo.plays.autoRetarget).toBe(false);
    run(demo, 12);
    expect(demo.view.findRecord('missile-1')?.target.position).toEqual({ x: 0, y: 30 });
  });

  it('each entity has its own target in the world (a kinematic sensor); Seek makes them chase it', () => {
    const demo = new Demo();
    expect(demo.view.world.targets.map((t) => t.id)).toEqual(demo.view.targets.map((t) => t.id));
    for (const { entity, target } of demo.view.records) {
      expect(entity.mode).toBe('seek');
      expect(entity.targetId).toBe(target.id);
    }
  });
});

describe('Playground: modes issue the right commands', () => {
  it(
    'Track stops every entity and turns it in place toward its own target: ' + 'a missile at once, a character by force within its limit',
    () => {
      const demo = new Demo();
      run(demo, 1);
      demo.apply({ kind: 'setMode', mode: 'track' });
      for (const { entity, target } of demo.view.records) {
        expect(entity.mode).toBe('turnTowards');
        expect(entity.target).toEqual(target.position);
        if (entity.type === 'missile') expect(Math.hypot(entity.velocity.x, entity.velocity.y)).toBe(0);
      }
      const before = demo.view.records.map((r) => ({ ...r.entity.position }));
      run(demo, 2);
      // A character at full speed (10 m/s) stops within 10²/(2·100) = 0.5 m at its 100 m/s², more with its velocity loop: within 1.5 m.
      demo.view.records.forEach((r, i) =>
        expect(Math.hypot(r.entity.position.x - before[i]!.x, r.entity.position.y - before[i]!.y)).toBeLessThan(
          r.entity.type === 'missile' ? 0.5 : 1.5,
        ),
      );
      for (const { entity } of demo.view.records) expect(Math.hypot(entity.velocity.x, entity.velocity.y)).toBeLessThan(1e-3);
    },
  );

  it('Seek sends every entity to its own target', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'track' });
    demo.apply({ kind: 'setMode', mode: 'seek' });
    for (const { entity, target } of demo.view.records) {
      expect(entity.mode).toBe('seek');
      expect(entity.target).toEqual(target.position);
    }
  });

  it('Path makes every entity follow a looping demo path until the player draws one', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'path' });
    for (const { entity, path } of demo.view.records) {
      expect(entity.mode).toBe('followPath');
      expect(path.length).toBeGreaterThan(2);
      expect(entity.path).toEqual(path);
    }
  });
});

describe('Playground: reset', () => {
  it('reset restores the opening scene and keeps the tuning', () => {
    const demo = new Demo();
    demo.apply({ kind: 'toggleTurnRate' }); // the opening's mixed rates: all to 4π
    demo.apply({ kind: 'toggleTurnRate' }); // all to π
    demo.apply({ kind: 'addEntity', type: 'missile' });
    demo.apply({ kind: 'setMode', mode: 'track' });
    run(demo, 2);
    demo.apply({ kind: 'reset' });
    expect(demo.clock.time).toBe(0);
    expect(demo.view.records.map((r) => r.entity.id)).toEqual(['missile-1', 'missile-2', 'character-1']);
    expect(demo.editor.entities.selectedId).toBe('missile-1');
    expect(demo.editor.entities.mode).toBe('track');
    for (const { entity } of demo.view.records) {
      expect(entity.mode).toBe('turnTowards');
      expect(entity.maxAngularAcceleration).toBe(TURN_RATE_PRESETS.low);
    }
  });
});

describe("Playground: the player's entities fly through each other", () => {
  it('a missile and a character on crossing loops never touch (with collisions they pressed together for most of the run)', () => {
    // The two loop the same 40 m line in opposite directions, a little apart: head-on passes.
    // Before they shared a collision group they shoved each other and stayed together for seconds.
    for (const offset of [0, 0.4, 0.8, -0.6]) {
      const demo = new Demo();
      demo.apply({ kind: 'setMode', mode: 'path' });
      demo.apply({ kind: 'setPathLoop', loop: true });
      const [missile, character] = ['missile-1', 'character-1'];
      demo.apply({
        kind: 'setPath',
        entity: missile,
        points: [
          { x: 20, y: 0 },
          { x: -20, y: 0 },
        ],
      });
      demo.apply({
        kind: 'setPath',
        entity: character,
        points: [
          { x: -20, y: offset },
          { x: 20, y: offset },
        ],
      });
      let touching = 0;
      for (let i = 0; i < 30 * 60; i++) {
        demo.clock.advance(DT);
        if (entitiesTouch(demo)) touching++;
      }
      expect(touching, `offset ${offset}: steps with the two bodies touching`).toBe(0);
      expect(demo.view.records.every((r) => r.entity.collisionGroup === PLAYER_COLLISION_GROUP)).toBe(true);
    }
  });

  it('added and Next-Type entities join the group; obstacles still stop them', () => {
    const demo = new Demo();
    demo.apply({ kind: 'addEntity', type: 'missile' });
    demo.editor.entities.select('character-1');
    demo.apply({ kind: 'nextType' });
    expect(demo.view.records).toHaveLength(4);
    for (const { entity } of demo.view.records) expect(entity.collisionGroup).toBe(PLAYER_COLLISION_GROUP);
    expect(PLAYER_COLLISION_GROUP).toBeLessThan(0);

    // A box in the missile's way: it collides (the group only concerns entity pairs).
    const fresh = new Demo();
    fresh.apply({ kind: 'setMode', mode: 'path' });
    const missile = fresh.view.records[0]!.entity;
    fresh.apply({ kind: 'setPath', entity: missile.id, points: [{ x: missile.position.x + 40, y: missile.position.y }] });
    expect(fresh.apply({ kind: 'addObstacle', obstacle: 'box', at: { x: missile.position.x + 12, y: missile.position.y } }).ok).toBe(true);
    let touchedBox = false;
    for (let i = 0; i < 5 * 60 && !touchedBox; i++) {
      fresh.clock.advance(DT);
      for (let contact = fresh.view.world.physics.getContactList(); contact; contact = contact.getNext()) {
        const bodies = [contact.getFixtureA().getBody(), contact.getFixtureB().getBody()];
        // By id: the playground passes through its history's checkpoints, rebuilding its bodies.
        if (
          contact.isTouching() &&
          bodies.some((b) => (b.getUserData() as { id?: string } | null)?.id === missile.id) &&
          bodies.some((b) => b.isStatic())
        )
          touchedBox = true;
      }
    }
    expect(touchedBox).toBe(true);
  });
});
