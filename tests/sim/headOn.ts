import type { EntityDefinition } from '../../src/sim/entities/EntityDefinition';
import type { EntityType } from '../../src/sim/entities/EntitySettings';
import { SteeringWorld, type WorldSettings } from '../../src/sim/SteeringWorld';

/** What differs between the two bodies of a head-on run (collision group, shape…). */
export type HeadOnBody = Pick<EntityDefinition, 'collisionGroup' | 'collisionShape'>;

/**
 * Two entities of `type` fly head-on along y = 0 from ±10 m at 10 m/s, each seeking 100 m beyond the
 * other, for 2 s; returns the smallest gap between their centres (under 0.5 m: they passed through
 * each other; over 2 m: they collided) and the world.
 */
export function headOn(
  type: EntityType,
  a: HeadOnBody,
  b: HeadOnBody = a,
  world: Partial<WorldSettings> = {},
): { closest: number; world: SteeringWorld } {
  const steering = new SteeringWorld(world);
  const first = steering.addEntity({ id: 'a', type, position: { x: -10, y: 0 }, angle: 0, speed: 10, ...a });
  const second = steering.addEntity({ id: 'b', type, position: { x: 10, y: 0 }, angle: Math.PI, speed: 10, ...b });
  first.chase({ x: 100, y: 0 });
  second.chase({ x: -100, y: 0 });
  let closest = Infinity;
  for (let i = 0; i < 120; i++) {
    steering.step();
    closest = Math.min(closest, Math.hypot(first.position.x - second.position.x, first.position.y - second.position.y));
  }
  return { closest, world: steering };
}
