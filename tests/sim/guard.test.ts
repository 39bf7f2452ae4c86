import { describe, expect, it } from 'vitest';
import { SteeringWorld } from '../../src/sim/SteeringWorld';

/** Two missiles turning side by side; optionally corrupt the first one's body mid-run. */
function run(corrupt: 'nan' | 'far' | null) {
  const world = new SteeringWorld();
  const victim = world.addEntity({ id: 'victim', type: 'missile', position: { x: -20, y: 0 } });
  const bystander = world.addEntity({ id: 'bystander', type: 'missile', position: { x: 20, y: 0 } });
  victim.steering.face({ x: -20, y: 20 });
  bystander.steering.face({ x: 20, y: 20 });
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
    expect(broken.world.events.warnings).toHaveLength(1);
    expect(broken.world.events.warnings[0]).toMatchObject({ entityId: 'victim' });
    expect(broken.world.events.warnings[0]?.reason).toMatch(reason);
    // Reset to its last good state: finite, at rest, idle, where it was.
    expect(Number.isFinite(broken.victim.angle) && Number.isFinite(broken.victim.angularVelocity)).toBe(true);
    expect(broken.victim.mode).toBe('idle');
    expect(Math.hypot(broken.victim.position.x + 20, broken.victim.position.y)).toBeLessThan(1e-6);
    // The bystander did exactly what it does without the accident.
    expect(broken.bystander.angle).toBe(clean.bystander.angle);
    expect(broken.bystander.position).toEqual(clean.bystander.position);
  });

  it('stays quiet in normal use', () => {
    expect(run(null).world.events.warnings).toHaveLength(0);
  });
});

describe('a value at its limit runs normally (the guard and the input rules agree)', () => {
  it('a missile starting at speed = maxSpeed = 1000 m/s is never reset, at any heading (1000·cos a, 1000·sin a rounds past 1000)', () => {
    for (const angle of [0, 0.1, 0.7, 1, 2, -2.5]) {
      const world = new SteeringWorld({ dt: 0.001 });
      const missile = world.addEntity({
        id: 'm',
        type: 'missile',
        position: { x: 0, y: 0 },
        angle,
        speed: 1000,
        settings: { maxSpeed: 1000 },
      });
      missile.steering.face({ x: 0, y: 500 });
      for (let i = 0; i < 100; i++) world.step();
      expect(world.events.warnings, `angle ${angle}`).toEqual([]);
      expect(missile.mode).toBe('turnTowards');
    }
  });

  it('an entity at the edge of the world (|x| = 100 km, the largest coordinate accepted) turning in place is never reset', () => {
    const world = new SteeringWorld();
    const character = world.addEntity({ id: 'c', type: 'character', position: { x: 1e5, y: -1e5 }, angle: 0.3 });
    character.steering.face({ x: 1e5 - 10, y: -1e5 + 10 });
    for (let i = 0; i < 120; i++) world.step();
    expect(world.events.warnings).toEqual([]);
  });

  it('past the limit it still resets: a missile pushed to 1,100 m/s', () => {
    const world = new SteeringWorld({ dt: 0.001 });
    const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, speed: 1000, settings: { maxSpeed: 1000 } });
    for (let body = world.physics.getBodyList(); body; body = body.getNext())
      if (body.getUserData() === missile) body.setLinearVelocity({ x: 1100, y: 0 });
    world.step();
    expect(world.events.warnings.map((w) => w.reason)).toEqual(['its speed exceeded 1000 m/s']);
  });
});

describe('once a step, before planck', () => {
  it(
    'a state a step makes absurd (a wind of 2,000,000 m/s², a sim-API user’s) is reset by the next step, before planck ' + 'moves it again',
    () => {
      const world = new SteeringWorld({ dt: 0.001 });
      const character = world.addEntity({ id: 'c', type: 'character', position: { x: 3, y: 4 } });
      world.setDisturbance({ wind: { x: 2e6, y: 0 } });
      world.step();
      expect(world.events.stepWarnings).toEqual([]);
      const pushed = Math.hypot(character.velocity.x, character.velocity.y);
      expect(pushed).toBeGreaterThan(1000);
      world.setDisturbance({ wind: { x: 0, y: 0 } });
      world.step();
      expect(world.events.stepWarnings.map((w) => [w.entityId, w.reason, w.time])).toEqual([['c', 'its speed exceeded 1000 m/s', 0.001]]);
      // Reset before planck's step: it stepped from rest where the first step found it sound.
      expect(character.position).toEqual({ x: 3, y: 4 });
      expect(character.velocity).toEqual({ x: 0, y: 0 });
    },
  );

  it(
    'a snapshot taken while a body is absurd keeps where it was last sound, so the reopened world resets it there too; a sound ' +
      'body needs none',
    () => {
      const build = () => {
        const world = new SteeringWorld({ dt: 0.001 });
        const character = world.addEntity({ id: 'c', type: 'character', position: { x: 3, y: 4 } });
        return { world, character };
      };
      const first = build();
      expect(first.world.saveMemory().entities.c?.lastGood).toBeNull();
      first.world.setDisturbance({ wind: { x: 2e6, y: 0 } });
      first.world.step();
      const memory = first.world.saveMemory();
      expect(memory.entities.c?.lastGood).toEqual({ position: [3, 4], angle: 0 });
      const reopened = build();
      reopened.world.restoreMemory(memory);
      reopened.world.step();
      expect(reopened.world.events.stepWarnings.map((w) => w.reason)).toEqual(['its speed exceeded 1000 m/s']);
      expect(reopened.character.position).toEqual({ x: 3, y: 4 });
    },
  );
});
