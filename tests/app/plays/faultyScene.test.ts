import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { DT, run } from '../helpers';

// Issue 28, finding 2, in the game: a scene whose world could not go on (a target that became NaN)
// threw out of the frame loop, and Phaser's loop stopped for good: simulated time froze, even after
// a good scene was opened. Now the scene is replaced by the default opening with a notice, and the
// clock keeps running.

/** A scene file with one missile chasing a zig-zagging target of its own. */
const ZIGZAG_SCENE = JSON.stringify({
  name: 'zig-zag',
  duration: 10,
  targets: [{ id: 'z', position: [0, 20], motion: { type: 'zigzag', velocity: [2, 0], amplitude: 3, period: 2 } }],
  entities: [{ id: 'hunter', type: 'missile', position: [0, 0], command: { type: 'seek', targetId: 'z' } }],
});

/** Makes a target's motion produce NaN from its next step: what the rules keep out of every file and link. */
function corrupt(demo: Demo, targetId: string): void {
  const target = demo.view.world.getTarget(targetId);
  if (!target) throw new Error(`no target ${targetId}`);
  target.setMotion({ type: 'zigzag', velocity: { x: 1, y: 0 }, amplitude: 1, period: 5e-324 });
}

describe('a scene that cannot go on', () => {
  it('is replaced by the default opening with a notice naming what failed, and time runs on', () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'openScene', text: ZIGZAG_SCENE }).ok).toBe(true);
    run(demo, 0.5);
    corrupt(demo, 'z');
    expect(() => run(demo, 0.1)).not.toThrow();
    expect(demo.plays.openedSceneName).toBeNull();
    expect(demo.view.records.map((r) => r.entity.id)).not.toContain('hunter');
    const warnings = demo.plays.warnings.take();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      new RegExp(
        '^The scene was stopped \\(target "z": its state became non-finite \\(NaN or infinity\\) at 0\\.\\d+ s, so the scene was ' +
          'stopped\\); the default scene is shown instead\\.$',
      ),
    );
    const time = demo.clock.time;
    run(demo, 0.5);
    expect(demo.clock.time).toBeGreaterThan(time + 0.4);
  });

  it('keeps the clock working for the next scene opened (the freeze lasted until a reload)', () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'openScene', text: ZIGZAG_SCENE }).ok).toBe(true);
    corrupt(demo, 'z');
    demo.clock.advance(DT);
    expect(demo.apply({ kind: 'openScene', text: ZIGZAG_SCENE }).ok).toBe(true);
    run(demo, 1);
    expect(demo.clock.time).toBeCloseTo(1, 6);
    expect(demo.view.world.getEntity('hunter')?.position.y).toBeGreaterThan(1);
  });

  it('is replaced the same way on a single step (N), in any mode of play', () => {
    const demo = new Demo();
    demo.apply({ kind: 'play', play: 'hunt' });
    const target = demo.view.records[0]?.target;
    if (!target) throw new Error('no target');
    corrupt(demo, target.id);
    expect(() => demo.clock.singleStep()).not.toThrow();
    expect(demo.plays.isPlaying('hunt')).toBe(false);
    expect(demo.plays.warnings.take()[0]).toMatch(/^The scene was stopped \(target ".+": its state became non-finite/);
    demo.clock.setPaused(false);
    run(demo, 0.2);
    expect(demo.clock.time).toBeGreaterThan(0.15);
  });
});
