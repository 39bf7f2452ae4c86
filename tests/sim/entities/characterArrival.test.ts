import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { buildScenarioWorld } from '../../../src/sim/scenario/runScenario';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';

const SCENARIOS = join(__dirname, '../../../scenarios');

/** Whether the planck body of entity `id` touches another solid body (a contact's impulse is the physics', not the character's doing). */
function touching(world: SteeringWorld, id: string): boolean {
  for (let body = world.physics.getBodyList(); body; body = body.getNext()) {
    if ((body.getUserData() as { id?: string } | null)?.id !== id) continue;
    for (let edge = body.getContactList(); edge; edge = edge.next ?? null) {
      const contact = edge.contact;
      if (contact.isTouching() && !contact.getFixtureA().isSensor() && !contact.getFixtureB().isSensor()) return true;
    }
  }
  return false;
}

/**
 * Runs `world` for `seconds`, calling `each` after every step with each character's acceleration
 * (m/s², from its velocity change), the share of its limit its own force used (its thrust
 * fraction), and whether it touched a solid body in that step.
 */
function run(
  world: SteeringWorld,
  seconds: number,
  each: (id: string, acceleration: number, forceShare: number, inContact: boolean) => void,
): void {
  const characters = world.entities.filter((e) => e.type === 'character');
  const before = characters.map((c) => ({ x: c.velocity.x, y: c.velocity.y }));
  const steps = Math.round(seconds / world.dt);
  for (let i = 0; i < steps; i++) {
    world.step();
    characters.forEach((c, k) => {
      const v = before[k] as { x: number; y: number };
      each(c.id, Math.hypot(c.velocity.x - v.x, c.velocity.y - v.y) / world.dt, c.thrustFraction, touching(world, c.id));
      v.x = c.velocity.x;
      v.y = c.velocity.y;
    });
  }
}

describe('a Character accelerates only by its force, within maxLinearAcceleration, and still stops where it should', () => {
  const files = readdirSync(SCENARIOS).filter((file) => file.endsWith('.json'));

  it.each(files)(
    '%s: no character ever accelerates past its limit (plus the wind) in any step, and its own force never asks for more',
    (file) => {
      const parsed = parseScenario(readFileSync(join(SCENARIOS, file), 'utf8'));
      if (!parsed.ok) throw new Error(parsed.errors.join('; '));
      const world = buildScenarioWorld(parsed.scenario);
      const wind = world.disturbance.wind;
      const allowed = new Map(
        world.entities
          .filter((e) => e.type === 'character')
          .map((e) => [e.id, e.getSettings().maxLinearAcceleration + Math.hypot(wind.x, wind.y) + 1e-6]),
      );
      let worst = 0;
      let worstForce = 0;
      run(world, parsed.scenario.duration, (id, acceleration, forceShare, inContact) => {
        worstForce = Math.max(worstForce, forceShare);
        // A step in which it touches a wall or pushes a crate is the contact's doing (missile-wall.json's crate).
        if (!inContact) worst = Math.max(worst, acceleration / (allowed.get(id) as number));
      });
      expect(worst).toBeLessThanOrEqual(1);
      expect(worstForce).toBeLessThanOrEqual(1 + 1e-12);
    },
  );

  it(
    'a seeking character at full speed stops within 1 m of its target (the original’s radius), at rest, and its deceleration stays ' +
      'within the limit',
    () => {
      const world = new SteeringWorld();
      const character = world.addEntity({ id: 'c', type: 'character', position: { x: 0, y: 0 }, velocity: { x: 10, y: 0 } });
      character.chase({ x: 12, y: 0 });
      let worst = 0;
      run(world, 4, (_id, acceleration) => {
        worst = Math.max(worst, acceleration);
      });
      expect(worst).toBeLessThanOrEqual(character.getSettings().maxLinearAcceleration + 1e-9);
      expect(Math.hypot(character.position.x - 12, character.position.y)).toBeLessThan(1);
      expect(Math.hypot(character.velocity.x, character.velocity.y)).toBeLessThan(1e-3);
      // It never passed the target: the arrival is critically damped.
    },
  );

  it('told to go idle at full speed, it brakes by force within its limit, and its turn by the motor within its limit', () => {
    const world = new SteeringWorld();
    const character = world.addEntity({
      id: 'c',
      type: 'character',
      position: { x: 0, y: 0 },
      velocity: { x: 10, y: 0 },
      angularVelocity: 3,
    });
    character.steering.stop();
    expect(character.velocity.x).toBe(10); // no dead stop
    let worstAngular = 0;
    let previous = character.angularVelocity;
    run(world, 2, () => {
      worstAngular = Math.max(worstAngular, Math.abs(character.angularVelocity - previous) / world.dt);
      previous = character.angularVelocity;
    });
    expect(worstAngular).toBeLessThanOrEqual(character.maxAngularAcceleration + 1e-9);
    expect(Math.hypot(character.velocity.x, character.velocity.y)).toBeLessThan(1e-6);
    expect(Math.abs(character.angularVelocity)).toBeLessThan(1e-9);
    // 10 m/s at 100 m/s² takes v²/(2a) − v·dt/2 = 0.42 m at least in the semi-implicit step; its velocity loop adds a little.
    expect(character.position.x).toBeGreaterThan(0.4);
    expect(character.position.x).toBeLessThan(1.5);
  });
});
