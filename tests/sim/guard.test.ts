import { describe, expect, it } from 'vitest';
import { SteeringWorld } from '../../src/sim/SteeringWorld';

/** Two missiles turning side by side; optionally corrupt the first one's body mid-run. */
function run(corrupt: 'nan' | 'far' | null) {
  const world = new SteeringWorld();
  const victim = world.addEntity({ id: 'victim', type: 'missile', position: { x: -20, y: 0 } });
  const bystander = world.addEntity({ id: 'bystander', type: 'missile', position: { x: 20, y: 0 } });
  victim.commandTurnTowards({ x: -20, y: 20 });
  bystander.commandTurnTowards({ x: 20, y: 20 });
  for (let i = 0; i < 30; i++) world.step();
  if (corrupt) {
    // Stand-in for a blow-up: reach into the victim's planck body, as a broken controller could.
    for (let body = world.physics.getBodyList(); body; body = body.getNext()) {
      if (body.getUserData() !== victim) continue;
      if (corrupt === 'nan') body.setAngularVelocity(Number.NaN);
      else body.setPosition({ x: 5e5, y: 0 });
    }
  }
  for (let i = 0; i < 30; i++) world.step();
  return { world, victim, bystander };
}

describe('the per-step guard', () => {
  it.each([
    ['nan', /non-finite/],
    ['far', /left the world/],
  ] as const)('resets an entity whose state went wrong (%s) and says why, leaving the others alone', (corrupt, reason) => {
    const clean = run(null);
    const broken = run(corrupt);
    expect(broken.world.warnings).toHaveLength(1);
    expect(broken.world.warnings[0]).toMatchObject({ entityId: 'victim' });
    expect(broken.world.warnings[0]?.reason).toMatch(reason);
    // Reset to its last good state: finite, at rest, idle, where it was.
    expect(Number.isFinite(broken.victim.angle) && Number.isFinite(broken.victim.angularVelocity)).toBe(true);
    expect(broken.victim.mode).toBe('idle');
    expect(Math.hypot(broken.victim.position.x + 20, broken.victim.position.y)).toBeLessThan(1e-6);
    // The bystander did exactly what it does without the accident.
    expect(broken.bystander.angle).toBe(clean.bystander.angle);
    expect(broken.bystander.position).toEqual(clean.bystander.position);
  });

  it('stays quiet in normal use', () => {
    expect(run(null).world.warnings).toHaveLength(0);
  });
});
