import { describe, expect, it } from 'vitest';
import { Demo, MAX_ENTITIES, PLAYER_COLLISION_GROUP, SLOW_MOTION_SCALE } from '../../src/app/Demo';
import { PathSketch } from '../../src/app/PathSketch';
import { buildSnapshot } from '../../src/app/snapshot';
import { TURN_RATE_PRESETS } from '../../src/sim/entities/EntitySettings';

const DT = 1 / 60;

function speedOf(demo: Demo, id: string): number {
  const entity = demo.getRecord(id)?.entity;
  if (!entity) throw new Error(`no entity ${id}`);
  return Math.hypot(entity.velocity.x, entity.velocity.y);
}

function run(demo: Demo, seconds: number): void {
  for (let t = 0; t < seconds; t += DT) demo.advance(DT);
}

describe('Demo: the opening scene', () => {
  it('has a missile and a character, each with its own target, seeking at 4π rad/s²', () => {
    const demo = new Demo();
    expect(demo.records.map((r) => r.entity.type)).toEqual(['missile', 'character']);
    expect(demo.mode).toBe('seek');
    expect(demo.selectedId).toBe('missile-1');
    const targetIds = demo.targets.map((t) => t.id);
    expect(new Set(targetIds).size).toBe(2);
    expect(demo.targets.map((t) => t.entityId)).toEqual(['missile-1', 'character-1']);
    for (const { entity } of demo.records) {
      expect(entity.mode).toBe('seek');
      expect(entity.maxAngularAcceleration).toBe(TURN_RATE_PRESETS.high);
    }
  });

  it('is alive without any input: both keep moving and their targets hop as they come near', () => {
    const demo = new Demo();
    const spots = demo.targets.map(() => new Set<string>());
    for (let second = 0; second < 20; second++) {
      run(demo, 1);
      demo.targets.forEach((target, i) => spots[i]!.add(`${target.position.x},${target.position.y}`));
    }
    expect(speedOf(demo, 'missile-1')).toBeGreaterThan(5);
    expect(speedOf(demo, 'character-1')).toBeGreaterThan(5);
    for (const visited of spots) expect(visited.size).toBeGreaterThanOrEqual(3);
  });

  it('stops hopping targets once the player moves one', () => {
    const demo = new Demo();
    expect(demo.autoRetarget).toBe(true);
    demo.moveTarget('target-missile-1', { x: 0, y: 30 });
    expect(demo.autoRetarget).toBe(false);
    run(demo, 12);
    expect(demo.getRecord('missile-1')?.target.position).toEqual({ x: 0, y: 30 });
  });
});

describe('Demo: modes issue the right commands', () => {
  it('Track stops every entity and turns it in place toward its own target', () => {
    const demo = new Demo();
    run(demo, 1);
    demo.setMode('track');
    for (const { entity, target } of demo.records) {
      expect(entity.mode).toBe('turnTowards');
      expect(entity.target).toEqual(target.position);
      expect(Math.hypot(entity.velocity.x, entity.velocity.y)).toBe(0);
    }
    const before = demo.records.map((r) => ({ ...r.entity.position }));
    run(demo, 2);
    demo.records.forEach((r, i) => expect(Math.hypot(r.entity.position.x - before[i]!.x, r.entity.position.y - before[i]!.y)).toBeLessThan(0.5));
  });

  it('Seek sends every entity to its own target', () => {
    const demo = new Demo();
    demo.setMode('track');
    demo.setMode('seek');
    for (const { entity, target } of demo.records) {
      expect(entity.mode).toBe('seek');
      expect(entity.target).toEqual(target.position);
    }
  });

  it('Path makes every entity follow a looping demo path until the player draws one', () => {
    const demo = new Demo();
    demo.setMode('path');
    for (const { entity, path } of demo.records) {
      expect(entity.mode).toBe('followPath');
      expect(path.length).toBeGreaterThan(2);
      expect(entity.path).toEqual(path);
    }
  });

  it('a drawn path is followed by the selected entity and its waypoints move live', () => {
    const demo = new Demo();
    demo.setMode('path');
    const sketch = new PathSketch();
    sketch.begin({ x: 0, y: 0 });
    for (let x = 1; x <= 30; x++) sketch.extend({ x, y: 0 });
    const points = sketch.finish({ x: 31, y: 0 });
    expect(points?.length).toBeGreaterThanOrEqual(10);
    expect(demo.setPath('character-1', points ?? []).ok).toBe(true);
    const character = demo.getRecord('character-1')?.entity;
    expect(character?.mode).toBe('followPath');
    expect(character?.path.length).toBe(points?.length);
    expect(demo.moveWaypoint('character-1', 2, { x: 6, y: 5 })).toBe(true);
    expect(character?.path[2]).toEqual({ x: 6, y: 5 });
    expect(demo.getRecord('character-1')?.path[2]).toEqual({ x: 6, y: 5 });
  });

  it('a path with a non-finite point is refused', () => {
    const demo = new Demo();
    const result = demo.setPath('missile-1', [{ x: 0, y: 0 }, { x: Number.NaN, y: 1 }]);
    expect(result.ok).toBe(false);
  });
});

describe('Demo: dragging a target never teleports a body', () => {
  it('moves the target live, keeps the body where it is and the mode as it is', () => {
    const demo = new Demo();
    run(demo, 1);
    const missile = demo.getRecord('missile-1')!.entity;
    const before = { ...missile.position };
    const velocity = { ...missile.velocity };
    expect(demo.moveTarget('target-missile-1', { x: -10, y: -5 })).toBe(true);
    expect(missile.position).toEqual(before);
    expect(missile.velocity).toEqual(velocity);
    expect(missile.mode).toBe('seek');
    expect(missile.target).toEqual({ x: -10, y: -5 });
  });

  it('refuses a non-finite position', () => {
    const demo = new Demo();
    expect(demo.moveTarget('target-missile-1', { x: Number.POSITIVE_INFINITY, y: 0 })).toBe(false);
    expect(demo.getRecord('missile-1')?.target.position).toEqual({ x: 26, y: 18 });
  });
});

describe('Demo: max turn rate', () => {
  it('toggleTurnRate switches every entity between 4π and π, and new entities follow', () => {
    const demo = new Demo();
    demo.toggleTurnRate();
    expect(demo.turnRatePreset).toBe('low');
    for (const { entity } of demo.records) expect(entity.maxAngularAcceleration).toBe(TURN_RATE_PRESETS.low);
    demo.addEntity('missile');
    expect(demo.selected?.entity.maxAngularAcceleration).toBe(TURN_RATE_PRESETS.low);
    demo.toggleTurnRate();
    expect(demo.turnRatePreset).toBe('high');
    for (const { entity } of demo.records) expect(entity.maxAngularAcceleration).toBe(TURN_RATE_PRESETS.high);
  });

  it('the slider value applies to the selected entity only when asked', () => {
    const demo = new Demo();
    expect(demo.setMaxAngularAcceleration(2, 'selected').ok).toBe(true);
    expect(demo.getRecord('missile-1')?.entity.maxAngularAcceleration).toBe(2);
    expect(demo.getRecord('character-1')?.entity.maxAngularAcceleration).toBe(TURN_RATE_PRESETS.high);
    expect(demo.turnRatePreset).toBe('custom');
    expect(demo.setMaxAngularAcceleration(3, 'all').ok).toBe(true);
    for (const { entity } of demo.records) expect(entity.maxAngularAcceleration).toBe(3);
  });
});

describe('Demo: time', () => {
  it('pause stops simulated time; resuming does not replay the paused time', () => {
    const demo = new Demo();
    run(demo, 0.5);
    demo.togglePause();
    const frozen = demo.time;
    expect(demo.advance(1)).toBe(0);
    run(demo, 1);
    expect(demo.time).toBe(frozen);
    demo.togglePause();
    expect(demo.advance(DT)).toBe(1);
    expect(demo.time).toBeCloseTo(frozen + DT, 12);
  });

  it('a single step advances exactly one fixed step and leaves the demo paused', () => {
    const demo = new Demo();
    run(demo, 0.25);
    const before = demo.time;
    demo.singleStep();
    expect(demo.paused).toBe(true);
    expect(demo.time - before).toBeCloseTo(DT, 12);
    demo.singleStep();
    expect(demo.time - before).toBeCloseTo(2 * DT, 12);
  });

  it('a huge frame (a hidden tab) runs at most 5 steps: bodies do not jump', () => {
    const demo = new Demo();
    const missile = demo.getRecord('missile-1')!.entity;
    const before = { ...missile.position };
    expect(demo.advance(30)).toBe(5);
    expect(demo.time).toBeCloseTo(5 * DT, 12);
    expect(Math.hypot(missile.position.x - before.x, missile.position.y - before.y)).toBeLessThan(1);
    // The dropped time is not owed later.
    expect(demo.advance(DT)).toBe(1);
  });

  it('slow motion runs a quarter of the steps', () => {
    const demo = new Demo();
    demo.toggleSlowMotion();
    expect(demo.timeScale).toBe(SLOW_MOTION_SCALE);
    let steps = 0;
    for (let i = 0; i < 120; i++) steps += demo.advance(DT);
    expect(steps).toBe(30);
    demo.toggleSlowMotion();
    expect(demo.timeScale).toBe(1);
  });
});

describe('Demo: the tuning panel refuses bad values with a message and keeps the previous one', () => {
  it.each([
    ['kp', Number.NaN, /kp \(proportional gain\) must be a number ≥ -1000000 and ≤ 1000000.*Kept 60/],
    ['kd', 2e6, /kd .*≤ 1000000.*Kept 14/],
    ['maxHistory', 2, /maxHistory .*an integer ≥ 3 and ≤ 1000.*Kept 7/],
    ['maxHistory', 7.5, /maxHistory .*an integer/],
    ['asPublishedDt', 0, /as-published dt .*> 0/],
  ] as const)('%s = %s', (field, value, message) => {
    const demo = new Demo();
    const before = demo.getRecord('missile-1')!.entity.getSettings().controller;
    const result = demo.setControllerSettings({ [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.field).toBe(field);
      expect(result.message).toMatch(message);
    }
    for (const { entity } of demo.records) expect(entity.getSettings().controller).toEqual(before);
  });

  it('refuses a bad turn rate, speed or time scale and keeps the previous value', () => {
    const demo = new Demo();
    for (const value of [0, -1, 20000, Number.NaN, Number.POSITIVE_INFINITY]) {
      const result = demo.setMaxAngularAcceleration(value);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/max turn rate \(rad\/s²\) must be a number > 0 and ≤ 10000/);
    }
    for (const { entity } of demo.records) expect(entity.maxAngularAcceleration).toBe(TURN_RATE_PRESETS.high);
    expect(demo.setMaxSpeed(0).ok).toBe(false);
    expect(demo.setMaxSpeed(1001).ok).toBe(false);
    for (const { entity } of demo.records) expect(entity.maxSpeed).toBe(10);
    expect(demo.setTimeScale(5).ok).toBe(false);
    expect(demo.setTimeScale(0.01).ok).toBe(false);
    expect(demo.timeScale).toBe(1);
  });

  it('applies good values live, to all entities or to the selected one', () => {
    const demo = new Demo();
    expect(demo.setControllerSettings({ kp: 30, arithmetic: 'as-published' }).ok).toBe(true);
    for (const { entity } of demo.records) {
      const controller = entity.getSettings().controller;
      expect(controller.type === 'pid' && controller.kp).toBe(30);
      expect(controller.type === 'pid' && controller.arithmetic).toBe('as-published');
    }
    expect(demo.setMaxSpeed(20, 'selected').ok).toBe(true);
    expect(demo.getRecord('missile-1')?.entity.maxSpeed).toBe(20);
    expect(demo.getRecord('character-1')?.entity.maxSpeed).toBe(10);
  });

  it('presets load each type its own gains', () => {
    const demo = new Demo();
    demo.applyPreset('original');
    const gains = demo.records.map(({ entity }) => {
      const c = entity.getSettings().controller;
      return c.type === 'pid' ? [c.kp, c.ki, c.kd, c.arithmetic] : [];
    });
    expect(gains).toEqual([
      [1, 0.05, 5, 'as-published'],
      [2, 0.1, 5, 'as-published'],
    ]);
    demo.applyPreset('tuned');
    const tuned = demo.tuningView().controller;
    expect(tuned.type === 'pid' && [tuned.kp, tuned.ki, tuned.kd, tuned.arithmetic]).toEqual([60, 2, 14, 'corrected']);
  });
});

describe('Demo: entities', () => {
  it('adds, selects and removes entities, with a cap', () => {
    const demo = new Demo();
    expect(demo.addEntity('character').ok).toBe(true);
    expect(demo.selectedId).toBe('character-2');
    expect(demo.selected?.entity.mode).toBe('seek');
    expect(demo.removeSelected()).toBe(true);
    expect(demo.records.map((r) => r.entity.id)).toEqual(['missile-1', 'character-1']);
    expect(demo.world.entities.length).toBe(2);
    while (demo.records.length < MAX_ENTITIES) expect(demo.addEntity('missile').ok).toBe(true);
    const refusedAdd = demo.addEntity('missile');
    expect(refusedAdd.ok).toBe(false);
    expect(new Set(demo.records.map((r) => r.colorIndex)).size).toBe(MAX_ENTITIES);
  });

  it('Next Type replaces the selected entity by the other type in place, with its colour and target', () => {
    const demo = new Demo();
    run(demo, 1);
    const old = demo.getRecord('missile-1')!;
    const position = { ...old.entity.position };
    const targetPosition = { ...old.target.position };
    expect(demo.nextType()).toBe(true);
    expect(demo.getRecord('missile-1')).toBeUndefined();
    const replaced = demo.selected!;
    expect(replaced.entity.type).toBe('character');
    expect(replaced.entity.position.x).toBeCloseTo(position.x, 9);
    expect(replaced.entity.position.y).toBeCloseTo(position.y, 9);
    expect(replaced.colorIndex).toBe(old.colorIndex);
    expect(replaced.target.entityId).toBe(replaced.entity.id);
    expect(replaced.target.position).toEqual(targetPosition);
    expect(replaced.entity.mode).toBe('seek');
    expect(demo.records.length).toBe(2);
    expect(demo.world.entities.length).toBe(2);
  });

  it('selectNext cycles through the entities', () => {
    const demo = new Demo();
    demo.selectNext();
    expect(demo.selectedId).toBe('character-1');
    demo.selectNext();
    expect(demo.selectedId).toBe('missile-1');
  });

  it('reset restores the opening scene and keeps the tuning', () => {
    const demo = new Demo();
    demo.toggleTurnRate();
    demo.addEntity('missile');
    demo.setMode('track');
    run(demo, 2);
    demo.reset();
    expect(demo.time).toBe(0);
    expect(demo.records.map((r) => r.entity.id)).toEqual(['missile-1', 'character-1']);
    expect(demo.selectedId).toBe('missile-1');
    expect(demo.mode).toBe('track');
    for (const { entity } of demo.records) {
      expect(entity.mode).toBe('turnTowards');
      expect(entity.maxAngularAcceleration).toBe(TURN_RATE_PRESETS.low);
    }
  });
});

/** Whether any two bodies of the player's entities are touching now (a solid contact). */
function entitiesTouch(demo: Demo): boolean {
  // Every entity's body carries the entity as its user data.
  const entities = new Set<unknown>(demo.records.map((r) => r.entity));
  for (let contact = demo.world.physics.getContactList(); contact; contact = contact.getNext()) {
    if (contact.isTouching() && entities.has(contact.getFixtureA().getBody().getUserData()) && entities.has(contact.getFixtureB().getBody().getUserData())) return true;
  }
  return false;
}

describe("Demo: the player's entities fly through each other", () => {
  it('a missile and a character on crossing loops never touch (with collisions they pressed together for most of the run)', () => {
    // The two loop the same 40 m line in opposite directions, a little apart: head-on passes.
    // Before they shared a collision group they shoved each other and stayed together for seconds.
    for (const offset of [0, 0.4, 0.8, -0.6]) {
      const demo = new Demo();
      demo.setMode('path');
      demo.setPathLoop(true);
      const [missile, character] = demo.records.map((r) => r.entity.id) as [string, string];
      demo.setPath(missile, [{ x: 20, y: 0 }, { x: -20, y: 0 }]);
      demo.setPath(character, [{ x: -20, y: offset }, { x: 20, y: offset }]);
      let touching = 0;
      for (let i = 0; i < 30 * 60; i++) {
        demo.advance(DT);
        if (entitiesTouch(demo)) touching++;
      }
      expect(touching, `offset ${offset}: steps with the two bodies touching`).toBe(0);
      expect(demo.records.every((r) => r.entity.collisionGroup === PLAYER_COLLISION_GROUP)).toBe(true);
    }
  });

  it('added and Next-Type entities join the group; obstacles still stop them', () => {
    const demo = new Demo();
    demo.addEntity('missile');
    demo.select('character-1');
    demo.nextType();
    expect(demo.records).toHaveLength(3);
    for (const { entity } of demo.records) expect(entity.collisionGroup).toBe(PLAYER_COLLISION_GROUP);
    expect(PLAYER_COLLISION_GROUP).toBeLessThan(0);

    // A box in the missile's way: it collides (the group only concerns entity pairs).
    const fresh = new Demo();
    fresh.setMode('path');
    const missile = fresh.records[0]!.entity;
    fresh.setPath(missile.id, [{ x: missile.position.x + 40, y: missile.position.y }]);
    expect(fresh.addObstacle('box', { x: missile.position.x + 12, y: missile.position.y }).ok).toBe(true);
    let touchedBox = false;
    for (let i = 0; i < 5 * 60 && !touchedBox; i++) {
      fresh.advance(DT);
      for (let contact = fresh.world.physics.getContactList(); contact; contact = contact.getNext()) {
        const bodies = [contact.getFixtureA().getBody(), contact.getFixtureB().getBody()];
        if (contact.isTouching() && bodies.some((b) => b.getUserData() === missile) && bodies.some((b) => b.isStatic())) touchedBox = true;
      }
    }
    expect(touchedBox).toBe(true);
  });
});

describe('Demo: the scope and trails record without allocating per step', () => {
  it('keeps the last 5 s of the selected entity', () => {
    const demo = new Demo();
    run(demo, 8);
    expect(demo.scope.count).toBe(demo.scope.capacity);
    expect(demo.scope.time(demo.scope.count - 1) - demo.scope.time(0)).toBeCloseTo(5, 6);
    demo.select('character-1');
    expect(demo.scope.count).toBe(0);
    expect(demo.getRecord('missile-1')!.trail.count).toBeGreaterThan(100);
  });
});

describe('buildSnapshot', () => {
  it('reports the contract fields, with screen points from the projector', () => {
    const demo = new Demo();
    demo.setMode('path');
    const snap = buildSnapshot(demo, (p) => [p.x * 10, -p.y * 10]);
    expect(JSON.parse(JSON.stringify(snap))).toEqual(snap);
    // The original contract fields, plus those of the controller lab and of hits (never renamed).
    expect(Object.keys(snap).sort()).toEqual(
      ['entities', 'mode', 'paused', 'selectedId', 'targets', 'time', 'timeScale', 'waypoints', 'hits', 'hitsByEntity', 'lastTimeToHit', 'obstacles', 'selectedObstacleId', 'disturbance', 'hunt', 'race'].sort(),
    );
    const missile = snap.entities[0]!;
    expect(Object.keys(missile).sort()).toEqual(
      ['angle', 'headingErrorDeg', 'id', 'maxAngularAcceleration', 'mode', 'path', 'pathIndex', 'position', 'screen', 'speed', 'type', 'waypointsReached', 'controller', 'guidance', 'navigationConstant', 'hits', 'label'].sort(),
    );
    expect(Object.keys(snap.targets[0]!).sort()).toEqual(['entityId', 'held', 'id', 'motion', 'position', 'radius', 'screen', 'velocity']);
    expect(snap.targets[0]).toMatchObject({ motion: 'static', velocity: [0, 0] });
    expect(snap).toMatchObject({ hits: 0, hitsByEntity: {}, lastTimeToHit: null, obstacles: [], disturbance: { angularAcceleration: 0, wind: [0, 0] }, hunt: false, race: false });
    expect(missile.screen).toEqual([missile.position[0] * 10, -missile.position[1] * 10]);
    expect(snap.targets.map((t) => t.entityId)).toEqual(['missile-1', 'character-1']);
    expect(snap.waypoints.length).toBe(8);
    expect(snap.waypoints[0]).toMatchObject({ entityId: 'missile-1', index: 0 });
    demo.setMode('seek');
    expect(buildSnapshot(demo, () => [0, 0]).waypoints).toEqual([]);
  });
});
