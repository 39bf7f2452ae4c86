import type { Body, World } from 'planck';
import { checkDefinitionHead } from './validation/definitionHead';
import { givenValue } from './validation/givenValue';
import { refuseCrowdedStart } from './crowdedStart';
import { createEntityBody } from './entities/entityBody';
import type { EntityDefinition } from './entities/EntityDefinition';
import type { EntityCrowd } from './entities/EntityCrowd';
import { MovingEntity } from './entities/MovingEntity';
import { planckEntityBody } from './entities/planckEntityBody';

/**
 * Creates the bodies and entities (missiles and characters) of `definitions` in `physics`, all or none (SteeringWorld's
 * `addEntities`): it throws at the first definition that fails (an id already among `existing` or
 * repeated in `definitions`, a bad field, a crowded start counted against the bodies before it),
 * destroying every body it made. Every body is created before any entity's own objects, so that
 * planck's data for a crowd lies together in memory.
 */
export function createEntities(
  physics: World,
  crowd: EntityCrowd,
  existing: readonly MovingEntity[],
  definitions: readonly EntityDefinition[],
): MovingEntity[] {
  if (!Array.isArray(definitions))
    throw new TypeError(`addEntities: definitions must be an array of entity definitions, got ${givenValue(definitions)}`);
  for (const definition of definitions as readonly unknown[]) checkDefinitionHead('addEntities', definition);
  const ids = new Set<string>();
  for (const entity of existing) ids.add(entity.id);
  for (const definition of definitions) {
    if (ids.has(definition.id)) throw new Error(`an entity with id "${definition.id}" already exists`);
    ids.add(definition.id);
  }
  const bodies: Body[] = [];
  const entities: MovingEntity[] = [];
  try {
    for (const definition of definitions) bodies.push(createEntityBody(physics, definition));
    definitions.forEach((definition, i) => {
      const body = bodies[i] as Body;
      const entity = new MovingEntity(planckEntityBody(body), definition, crowd);
      body.setUserData(entity);
      entities.push(entity);
    });
    // Each body is checked against those before it, as if they had been added one by one.
    const later = new Set(bodies);
    for (const body of bodies) {
      later.delete(body);
      refuseCrowdedStart(physics, body, later);
    }
  } catch (error) {
    for (const body of bodies) physics.destroyBody(body);
    for (let k = entities.length - 1; k >= 0; k--) crowd.removeSlot((entities[k] as MovingEntity).index);
    throw error;
  }
  return entities;
}
