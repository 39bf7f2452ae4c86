import { describe, expect, it } from 'vitest';
import { Demo, THROW_RULES } from '../../../src/app/Demo';
import { DT, run } from '../helpers';

describe('Target dragging never teleports a body', () => {
  it('moves the target live, keeps the body where it is and the mode as it is', () => {
    const demo = new Demo();
    run(demo, 1);
    const missile = demo.view.findRecord('missile-1')!.entity;
    const before = { ...missile.position };
    const velocity = { ...missile.velocity };
    expect(demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: -10, y: -5 } })).toMatchObject({ ok: true });
    expect(missile.position).toEqual(before);
    expect(missile.velocity).toEqual(velocity);
    expect(missile.mode).toBe('seek');
    expect(missile.target).toEqual({ x: -10, y: -5 });
  });

  it('refuses a non-finite position', () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: Number.POSITIVE_INFINITY, y: 0 } })).toMatchObject({
      ok: false,
    });
    expect(demo.view.findRecord('missile-1')?.target.position).toEqual({ x: 24, y: 6 });
  });
});

describe('Target dragging: drag, drop and throw', () => {
  it('a drag moves the target by velocity while time runs, places it while paused, and a flick throws it (capped)', () => {
    const demo = new Demo();
    const id = 'target-missile-1';
    // Paused: placed at once.
    demo.clock.setPaused(true);
    expect(demo.apply({ kind: 'dragTarget', target: id, point: { x: 0, y: 0 } })).toMatchObject({ ok: true });
    expect(demo.view.findTarget(id)?.position).toEqual({ x: 0, y: 0 });
    expect(demo.view.findTarget(id)?.held).toBe(true);
    demo.apply({ kind: 'releaseTarget', target: id, throwVelocity: null });
    expect(demo.view.findTarget(id)?.motion.type).toBe('static');
    demo.clock.setPaused(false);
    // Running: it moves over the next step, by velocity.
    demo.apply({ kind: 'dragTarget', target: id, point: { x: 1, y: 0 } });
    expect(demo.view.findTarget(id)?.position).toEqual({ x: 0, y: 0 });
    demo.clock.advance(DT);
    expect(demo.view.findTarget(id)?.position.x).toBeCloseTo(1, 9);
    // Flung at 30 m/s: thrown at the cap.
    demo.apply({ kind: 'dragTarget', target: id, point: { x: 2, y: 0 } });
    demo.clock.advance(DT);
    demo.apply({ kind: 'releaseTarget', target: id, throwVelocity: { x: 30, y: 0 } });
    const target = demo.view.findTarget(id)!;
    expect(target.motion.type).toBe('linear');
    expect(target.held).toBe(false);
    demo.clock.advance(DT);
    expect(Math.hypot(target.velocity.x, target.velocity.y)).toBeCloseTo(THROW_RULES.maxThrowSpeed, 6);
  });

  it('a release without a flick is a drop: the target stays where the pointer let go, even if it lagged behind', () => {
    const demo = new Demo();
    const id = 'target-missile-1';
    // planck moves a body at most 2 m a step: a 20 m drag in one step leaves the target behind.
    demo.apply({ kind: 'dragTarget', target: id, point: { x: 5, y: 5 } });
    demo.clock.advance(DT);
    demo.apply({ kind: 'releaseTarget', target: id, throwVelocity: { x: 0.5, y: 0 } });
    expect(demo.view.findTarget(id)?.position).toMatchObject({ x: 5, y: 5 });
    run(demo, 1);
    expect(demo.view.findTarget(id)?.position).toMatchObject({ x: 5, y: 5 });
    expect(demo.view.findTarget(id)?.motion.type).toBe('static');
  });

  it('a dropped target resumes the motion chosen for it, from the drop point', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setTargetMotion', changes: { type: 'circle', speed: 5, radius: 6 }, scope: 'selected' });
    const id = 'target-missile-1';
    demo.apply({ kind: 'dragTarget', target: id, point: { x: 25, y: 17 } });
    demo.clock.advance(DT);
    demo.apply({ kind: 'releaseTarget', target: id, throwVelocity: null });
    expect(demo.view.findTarget(id)?.motion.type).toBe('circle');
    run(demo, 1);
    expect(Math.hypot(demo.view.findTarget(id)!.velocity.x, demo.view.findTarget(id)!.velocity.y)).toBeCloseTo(5, 3);
  });
});
