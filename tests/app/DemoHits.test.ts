import { describe, expect, it } from 'vitest';
import { Demo, MAX_OBSTACLES, THROW_RULES } from '../../src/app/Demo';
import { buildSnapshot } from '../../src/app/snapshot';
import { VISIBLE_ARENA } from '../../src/app/arena';

const DT = 1 / 60;

function run(demo: Demo, seconds: number): void {
  for (let t = 0; t < seconds - 1e-9; t += DT) demo.advance(DT);
}

describe('Demo: targets are simulation targets', () => {
  it('each entity has its own target in the world (a kinematic sensor); Seek makes them chase it', () => {
    const demo = new Demo();
    expect(demo.world.targets.map((t) => t.id)).toEqual(demo.targets.map((t) => t.id));
    for (const { entity, target } of demo.records) {
      expect(entity.mode).toBe('seek');
      expect(entity.targetId).toBe(target.id);
    }
  });

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

  it('a drag moves the target by velocity while time runs, places it while paused, and a flick throws it (capped)', () => {
    const demo = new Demo();
    const id = 'target-missile-1';
    // Paused: placed at once.
    demo.setPaused(true);
    expect(demo.dragTarget(id, { x: 0, y: 0 })).toBe(true);
    expect(demo.getTarget(id)?.position).toEqual({ x: 0, y: 0 });
    expect(demo.getTarget(id)?.held).toBe(true);
    demo.releaseTarget(id);
    expect(demo.getTarget(id)?.motion.type).toBe('static');
    demo.setPaused(false);
    // Running: it moves over the next step, by velocity.
    demo.dragTarget(id, { x: 1, y: 0 });
    expect(demo.getTarget(id)?.position).toEqual({ x: 0, y: 0 });
    demo.advance(DT);
    expect(demo.getTarget(id)?.position.x).toBeCloseTo(1, 9);
    // Flung at 30 m/s: thrown at the cap.
    demo.dragTarget(id, { x: 2, y: 0 });
    demo.advance(DT);
    demo.releaseTarget(id, { x: 30, y: 0 });
    const target = demo.getTarget(id)!;
    expect(target.motion.type).toBe('linear');
    expect(target.held).toBe(false);
    demo.advance(DT);
    expect(Math.hypot(target.velocity.x, target.velocity.y)).toBeCloseTo(THROW_RULES.maxThrowSpeed, 6);
  });

  it('a release without a flick is a drop: the target stays where the pointer let go, even if it lagged behind', () => {
    const demo = new Demo();
    const id = 'target-missile-1';
    // planck moves a body at most 2 m a step: a 20 m drag in one step leaves the target behind.
    demo.dragTarget(id, { x: 5, y: 5 });
    demo.advance(DT);
    demo.releaseTarget(id, { x: 0.5, y: 0 });
    expect(demo.getTarget(id)?.position).toMatchObject({ x: 5, y: 5 });
    run(demo, 1);
    expect(demo.getTarget(id)?.position).toMatchObject({ x: 5, y: 5 });
    expect(demo.getTarget(id)?.motion.type).toBe('static');
  });

  it('a dropped target resumes the motion chosen for it, from the drop point', () => {
    const demo = new Demo();
    demo.setTargetMotion({ type: 'circle', speed: 5, radius: 6 }, 'selected');
    const id = 'target-missile-1';
    demo.dragTarget(id, { x: 25, y: 17 });
    demo.advance(DT);
    demo.releaseTarget(id);
    expect(demo.getTarget(id)?.motion.type).toBe('circle');
    run(demo, 1);
    expect(Math.hypot(demo.getTarget(id)!.velocity.x, demo.getTarget(id)!.velocity.y)).toBeCloseTo(5, 3);
  });
});

describe('Demo: the Hunt runs unattended', () => {
  it('moves every target, and missiles and characters keep hitting them for a minute', () => {
    const demo = new Demo();
    demo.setHunting(true);
    expect(demo.hunting).toBe(true);
    expect(demo.mode).toBe('seek');
    expect(demo.autoRetarget).toBe(false);
    expect(demo.targets.map((t) => t.motion.type)).toEqual(['circle', 'zigzag']);
    run(demo, 60);
    expect(demo.hits.total).toBeGreaterThanOrEqual(8);
    expect(demo.hits.countOf('missile-1')).toBeGreaterThanOrEqual(4);
    expect(demo.hits.countOf('character-1')).toBeGreaterThanOrEqual(4);
    for (const target of demo.targets) {
      expect(Math.abs(target.position.x)).toBeLessThan(VISIBLE_ARENA.halfWidth + 10);
      expect(Math.abs(target.position.y)).toBeLessThan(VISIBLE_ARENA.halfHeight + 10);
    }
    demo.setHunting(false);
    expect(demo.targets.map((t) => t.motion.type)).toEqual(['static', 'static']);
  });

  it('is deterministic: two hunts give the same hits at the same times', () => {
    const hits = () => {
      const demo = new Demo();
      demo.setHunting(true);
      run(demo, 30);
      return [demo.hits.total, demo.hits.lastTimeToHit, demo.time];
    };
    expect(hits()).toEqual(hits());
  });
});

describe('Demo: obstacles', () => {
  it('places walls, boxes, rocks and crates, selects, drags (by velocity), removes and clears them', () => {
    const demo = new Demo();
    for (const kind of ['wall', 'box', 'rock', 'crate'] as const) expect(demo.addObstacle(kind, { x: 0, y: 0 }).ok).toBe(true);
    expect(demo.obstacles.map((o) => o.obstacle.id)).toEqual(['wall-1', 'box-1', 'rock-1', 'crate-1']);
    expect(demo.world.obstacles.length).toBe(4);
    expect(demo.selectedObstacleId).toBe('crate-1');
    expect(demo.obstacles[3]?.obstacle.loose).toBe(true);
    // Far outside the view: kept inside it.
    expect(demo.addObstacle('rock', { x: 999, y: -999 }).ok).toBe(true);
    expect(demo.obstacles[4]?.obstacle.position).toMatchObject({ x: VISIBLE_ARENA.halfWidth, y: -VISIBLE_ARENA.halfHeight });
    expect(demo.addObstacle('box', { x: Number.NaN, y: 0 }).ok).toBe(false);

    // Held for half a second at (10, 10): it moves there by velocity (planck moves a body at most 2 m a step).
    for (let i = 0; i < 30; i++) {
      demo.dragObstacle('wall-1', { x: 10, y: 10 });
      demo.advance(DT);
    }
    expect(demo.obstacles[0]?.dragGoal).toEqual({ x: 10, y: 10 });
    expect(demo.obstacles[0]?.obstacle.position.x).toBeCloseTo(10, 6);
    demo.releaseObstacle('wall-1');
    run(demo, 0.5);
    expect(demo.obstacles[0]?.obstacle.position).toMatchObject({ x: 10, y: 10 });
    expect(demo.obstacles[0]?.dragGoal).toBeNull();

    demo.selectObstacle('box-1');
    expect(demo.removeObstacle('box-1')).toBe(true);
    expect(demo.selectedObstacleId).toBeNull();
    expect(demo.clearObstacles()).toBe(4);
    expect(demo.world.obstacles.length).toBe(0);
  });

  it('refuses more than the cap', () => {
    const demo = new Demo();
    for (let i = 0; i < MAX_OBSTACLES; i++) expect(demo.addObstacle('rock', { x: (i % 10) * 6 - 27, y: Math.floor(i / 10) * 6 - 12 }).ok).toBe(true);
    expect(demo.addObstacle('rock', { x: 0, y: 0 })).toMatchObject({ ok: false, field: 'obstacle' });
  });

  it('a missile that flies into a wall keeps finite state and resumes steering to its target', () => {
    const demo = new Demo();
    demo.moveTarget('target-missile-1', { x: 30, y: 14 });
    demo.addObstacle('wall', { x: -20, y: 14 });
    demo.dragObstacle('wall-1', { x: -20, y: 14 });
    demo.releaseObstacle('wall-1');
    run(demo, 20);
    const missile = demo.getRecord('missile-1')!.entity;
    expect(Number.isFinite(missile.position.x) && Number.isFinite(missile.angle)).toBe(true);
    expect(demo.hits.countOf('missile-1')).toBeGreaterThanOrEqual(1);
  });

  it('reset clears them', () => {
    const demo = new Demo();
    demo.addObstacle('box', { x: 0, y: 0 });
    demo.reset();
    expect(demo.obstacles).toEqual([]);
    expect(demo.world.obstacles.length).toBe(0);
  });

  it('are in the snapshot with their shape and screen point', () => {
    const demo = new Demo();
    demo.addObstacle('rock', { x: 3, y: 4 });
    const snap = buildSnapshot(demo, (p) => [p.x * 10, -p.y * 10]);
    expect(snap.obstacles).toEqual([{ id: 'rock-1', kind: 'rock', shape: { type: 'circle', radius: 2.5 }, loose: false, position: [3, 4], angle: 0, screen: [30, -40] }]);
    expect(snap.selectedObstacleId).toBe('rock-1');
  });
});
