import type { Body, World } from 'planck';
import { length } from '../math/vec2';
import { ANGULAR_VELOCITY_RANGE, START_SPEED_RANGE } from '../validation/quantities';
import { COLLISION_SHAPES, createCollisionFixtures } from './collisionShape';
import { MISSILE_THRUSTS } from '../steering2d/MissilePropulsion';
import { checkSetting, COLLISION_GROUP_RANGE, FRICTION_RANGE, type EntityDefinition } from './EntityDefinition';
import { CHARACTER_PARTS, MISSILE_PARTS } from './shapes';

/**
 * Creates the planck body of a Missile or a Character from its definition: a dynamic body at the
 * definition's position, angle, velocity and spin, with its collision fixtures (see
 * collisionShape.ts) and their friction. It throws a RangeError naming the first bad field (collision
 * group or shape, friction, thrust, start speed, velocity, spin) before it creates anything.
 *
 * The entity is built around the body afterwards (MovingEntity). The two are separate so that the
 * world can create a crowd's bodies first and their entities after them: planck's data then lies
 * together in memory, and a crowd's step is a little shorter (SteeringWorld.addEntities).
 */
export function createEntityBody(world: World, definition: EntityDefinition): Body {
  const collisionGroup = definition.collisionGroup ?? 0;
  if (!Number.isInteger(collisionGroup) || collisionGroup < COLLISION_GROUP_RANGE.min || collisionGroup > COLLISION_GROUP_RANGE.max) {
    throw new RangeError(
      `collisionGroup must be an integer ≥ ${COLLISION_GROUP_RANGE.min} and ≤ ${COLLISION_GROUP_RANGE.max}, got ${collisionGroup}`,
    );
  }
  const collisionShape = definition.collisionShape ?? 'detailed';
  if (!COLLISION_SHAPES.includes(collisionShape))
    throw new RangeError(`collisionShape must be one of ${COLLISION_SHAPES.join(', ')}, got ${String(collisionShape)}`);
  const friction = definition.friction ?? 1;
  checkSetting('friction', friction, FRICTION_RANGE);
  const thrust = definition.thrust ?? 'along-nose';
  if (!MISSILE_THRUSTS.includes(thrust)) throw new RangeError(`thrust must be one of ${MISSILE_THRUSTS.join(', ')}, got ${String(thrust)}`);
  const angle = definition.angle ?? 0;
  const speed = definition.speed ?? 0;
  checkSetting('speed', speed, START_SPEED_RANGE);
  if (definition.velocity) checkSetting('speed', length(definition.velocity.x, definition.velocity.y), START_SPEED_RANGE);
  const velocity = definition.velocity ?? { x: speed * Math.cos(angle), y: speed * Math.sin(angle) };
  const angularVelocity = definition.angularVelocity ?? 0;
  checkSetting('angularVelocity', angularVelocity, ANGULAR_VELOCITY_RANGE);
  const body = world.createBody({
    type: 'dynamic',
    position: { x: definition.position.x, y: definition.position.y },
    angle,
    linearVelocity: { x: velocity.x, y: velocity.y },
    angularVelocity,
    angularDamping: 0,
    linearDamping: 0,
    allowSleep: false,
    // Set every step from the speed it may reach (MovingEntity.beginStep).
    bullet: false,
  });
  createCollisionFixtures(body, definition.type === 'missile' ? MISSILE_PARTS : CHARACTER_PARTS, collisionShape, {
    friction,
    filterGroupIndex: collisionGroup,
  });
  return body;
}
