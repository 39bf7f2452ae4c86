import { describe, expect, it } from 'vitest';
import { Demo, MAX_OBSTACLES } from '../../../src/app/Demo';
import { VISIBLE_ARENA } from '../../../src/app/setup/arena';
import { DT, run } from '../helpers';

describe('Obstacle editing', () => {
  it('places walls, boxes, rocks and crates, selects, drags (by velocity), removes and clears them', () => {
    const demo = new Demo();
    for (const kind of ['wall', 'box', 'rock', 'crate'] as const)
      expect(demo.apply({ kind: 'addObstacle', obstacle: kind, at: { x: 0, y: 0 } }).ok).toBe(true);
    expect(demo.view.obstacles.map((o) => o.obstacle.id)).toEqual(['wall-1', 'box-1', 'rock-1', 'crate-1']);
    expect(demo.view.world.obstacles.length).toBe(4);
    expect(demo.editor.obstacles.selectedId).toBe('crate-1');
    expect(demo.view.obstacles[3]?.obstacle.loose).toBe(true);
    // Far outside the view: kept inside it.
    expect(demo.apply({ kind: 'addObstacle', obstacle: 'rock', at: { x: 999, y: -999 } }).ok).toBe(true);
    expect(demo.view.obstacles[4]?.obstacle.position).toMatchObject({ x: VISIBLE_ARENA.halfWidth, y: -VISIBLE_ARENA.halfHeight });
    expect(demo.apply({ kind: 'addObstacle', obstacle: 'box', at: { x: Number.NaN, y: 0 } }).ok).toBe(false);

    // Held for half a second at (10, 10): it moves there by velocity (planck moves a body at most 2 m a step).
    for (let i = 0; i < 30; i++) {
      demo.apply({ kind: 'dragObstacle', obstacle: 'wall-1', goal: { x: 10, y: 10 } });
      demo.clock.advance(DT);
    }
    expect(demo.view.obstacles[0]?.dragGoal).toEqual({ x: 10, y: 10 });
    expect(demo.view.obstacles[0]?.obstacle.position.x).toBeCloseTo(10, 6);
    demo.apply({ kind: 'releaseObstacle', obstacle: 'wall-1' });
    run(demo, 0.5);
    expect(demo.view.obstacles[0]?.obstacle.position).toMatchObject({ x: 10, y: 10 });
    expect(demo.view.obstacles[0]?.dragGoal).toBeNull();

    demo.editor.obstacles.select('box-1');
    expect(demo.apply({ kind: 'removeObstacle', obstacle: 'box-1' })).toMatchObject({ ok: true });
    expect(demo.editor.obstacles.selectedId).toBeNull();
    expect(demo.view.world.obstacles.length).toBe(4);
    expect(demo.apply({ kind: 'clearObstacles' })).toEqual({ ok: true });
    expect(demo.view.world.obstacles.length).toBe(0);
  });

  it('refuses more than the cap', () => {
    const demo = new Demo();
    for (let i = 0; i < MAX_OBSTACLES; i++)
      expect(demo.apply({ kind: 'addObstacle', obstacle: 'rock', at: { x: (i % 10) * 6 - 27, y: Math.floor(i / 10) * 6 - 12 } }).ok).toBe(
        true,
      );
    expect(demo.apply({ kind: 'addObstacle', obstacle: 'rock', at: { x: 0, y: 0 } })).toMatchObject({ ok: false, field: 'obstacle' });
  });

  it('a missile that flies into a wall keeps finite state and resumes steering to its target', () => {
    const demo = new Demo();
    demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: 30, y: 14 } });
    demo.apply({ kind: 'addObstacle', obstacle: 'wall', at: { x: -20, y: 14 } });
    demo.apply({ kind: 'dragObstacle', obstacle: 'wall-1', goal: { x: -20, y: 14 } });
    demo.apply({ kind: 'releaseObstacle', obstacle: 'wall-1' });
    run(demo, 20);
    const missile = demo.view.findRecord('missile-1')!.entity;
    expect(Number.isFinite(missile.position.x) && Number.isFinite(missile.angle)).toBe(true);
    // It got round the wall to its target (in plain Seek it stops there: hits are the Hunt's).
    expect(Math.hypot(missile.position.x - 30, missile.position.y - 14)).toBeLessThan(missile.minSeekDistance + 0.5);
  });

  it('reset clears them', () => {
    const demo = new Demo();
    demo.apply({ kind: 'addObstacle', obstacle: 'box', at: { x: 0, y: 0 } });
    demo.apply({ kind: 'reset' });
    expect(demo.view.obstacles).toEqual([]);
    expect(demo.view.world.obstacles.length).toBe(0);
  });
});
