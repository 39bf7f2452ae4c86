import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';

/** The world's complete state now, as text: its memory and every body's pose (what must come back bit for bit). */
function stateOf(demo: Demo): string {
  const world = demo.view.world;
  const bodies = world.entities.map((e) => [
    e.id,
    e.position.x,
    e.position.y,
    e.angle,
    e.angularVelocity,
    e.velocity.x,
    e.velocity.y,
    JSON.stringify(e.getSettings()),
  ]);
  const targets = world.targets.map((t) => [t.id, t.position.x, t.position.y]);
  return JSON.stringify({ memory: world.saveMemory(), bodies, targets, mode: demo.plays.model.mode });
}

/** Steps `demo` `n` fixed steps, keeping each step's state by step number. */
function stepAndKeep(demo: Demo, n: number, kept: Map<number, string>): void {
  for (let i = 0; i < n; i++) {
    demo.clock.singleStep();
    kept.set(demo.view.world.steps, stateOf(demo));
  }
}

describe('SceneHistory', () => {
  test('shows any recorded step of the opening bit for bit, and plays on from it as recorded', () => {
    const demo = new Demo();
    const kept = new Map<number, string>();
    stepAndKeep(demo, 200, kept);
    const target = demo.view.targets[0]!;
    // A drag over a few steps, and a throw.
    for (let i = 0; i < 20; i++) {
      demo.apply({ kind: 'dragTarget', target: target.id, point: { x: target.position.x + 0.3, y: target.position.y + 0.1 } });
      stepAndKeep(demo, 1, kept);
    }
    demo.apply({ kind: 'releaseTarget', target: target.id, throwVelocity: null });
    stepAndKeep(demo, 60, kept);
    demo.apply({ kind: 'toggleTurnRate' });
    stepAndKeep(demo, 100, kept);
    const present = demo.view.world.steps;
    expect(demo.history.presentStep).toBe(present);
    for (const step of [5, 37, 150, 201, 210, 230, 260, 290, 300, present - 1, present]) {
      expect(demo.history.show(step)).toEqual({ ok: true });
      expect(demo.view.world.steps).toBe(step);
      expect(stateOf(demo)).toBe(kept.get(step));
    }
    // Play again from step 150, unchanged: the recorded run, through the drag and the turn-rate change.
    demo.history.show(150);
    for (let step = 151; step <= present; step++) {
      demo.clock.singleStep();
      expect(stateOf(demo), `step ${step}`).toBe(kept.get(step));
    }
    expect(demo.history.comparing).toBe(false);
  });

  test('a what-if run from a past step: the ghost is the recorded run, step for step', () => {
    const demo = new Demo();
    const kept = new Map<number, string>();
    stepAndKeep(demo, 300, kept);
    const recordedPoses = (step: number) => JSON.parse(kept.get(step)!).bodies.map((b: unknown[]) => [b[0], b[1], b[2], b[3]]);
    demo.history.show(120);
    demo.apply({ kind: 'toggleTurnRate' });
    for (let step = 121; step <= 300; step++) {
      demo.clock.singleStep();
      const ghost = demo.history.ghost!;
      expect(ghost.step).toBe(step);
      expect(ghost.entities.map((e) => [e.id, e.position.x, e.position.y, e.angle])).toEqual(recordedPoses(step));
    }
    expect(demo.history.comparing).toBe(true);
    const comparison = demo.history.comparison!;
    expect(comparison.entities.map((e) => e.id)).toEqual(demo.view.world.entities.map((e) => e.id));
    // The slow missile turns at the other rate now: its run differs from the recorded one.
    expect(stateOf(demo)).not.toBe(kept.get(300));
    demo.clock.singleStep();
    expect(demo.history.ghost).toBeNull();
  });

  test('a scene opened while comparing and paused shows no ghost of the comparison before it, nor its trail', () => {
    const demo = new Demo();
    for (let i = 0; i < 120; i++) demo.clock.singleStep();
    demo.history.show(60);
    demo.apply({ kind: 'toggleTurnRate' });
    for (let i = 0; i < 10; i++) demo.clock.singleStep();
    expect(demo.history.ghost).not.toBeNull();
    const text = demo.sceneFiles.save();
    // The door asks first (it would end the comparison), then opens it.
    expect(demo.apply({ kind: 'openScene', text })).toMatchObject({ ok: false, field: 'comparison' });
    expect(demo.apply({ kind: 'openScene', text })).toEqual({ ok: true });
    // Paused: no step has run in the opened scene yet.
    expect([demo.history.comparing, demo.history.ghost, demo.history.compared]).toEqual([false, null, null]);
  });
});

describe('SceneHistory with bodies in contact', () => {
  test('crates and walls in the chase: every step comes back and plays on as recorded', () => {
    const demo = new Demo();
    const kept = new Map<number, string>();
    stepAndKeep(demo, 30, kept);
    const target = demo.view.targets[0]!;
    // Crates and a wall on the way to the target, and the target dragged across them.
    for (const [i, kind] of (['crate', 'crate', 'wall', 'crate'] as const).entries()) {
      expect(
        demo.apply({
          kind: 'addObstacle',
          obstacle: kind,
          at: { x: target.position.x - 6 - 3 * i, y: target.position.y + (i % 2 ? 2 : -2) },
        }).ok,
      ).toBe(true);
      stepAndKeep(demo, 40, kept);
    }
    for (let i = 0; i < 90; i++) {
      demo.apply({
        kind: 'dragTarget',
        target: target.id,
        point: { x: target.position.x - 0.25, y: target.position.y + 0.05 * Math.sin(i / 5) },
      });
      stepAndKeep(demo, 1, kept);
    }
    demo.apply({ kind: 'releaseTarget', target: target.id, throwVelocity: null });
    stepAndKeep(demo, 400, kept);
    const present = demo.view.world.steps;
    for (let step = Math.max(1, demo.history.oldestStep); step <= present; step += 37) {
      expect(demo.history.show(step)).toEqual({ ok: true });
      expect(stateOf(demo), `step ${step}`).toBe(kept.get(step));
    }
    demo.history.show(demo.history.oldestStep + 50);
    for (let step = demo.view.world.steps + 1; step <= present; step++) {
      demo.clock.singleStep();
      expect(stateOf(demo), `step ${step}`).toBe(kept.get(step));
    }
  });
});
