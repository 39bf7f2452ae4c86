import { z } from 'zod';
import { MAX_MEMORY_LIST } from '../control/controllerMemory';
import { booleanField, enumField, numberField, pointField, stringField, vectorField } from '../validation/fields';
import { BODY_OWNERS, GAME_MODES } from '../state/memory';
import { listField, recordField } from '../validation/boundedLists';
import { ANGULAR_VELOCITY_RANGE, MAX_SPEED_LIMIT, MOTION_TIME_RANGE, STEP_COUNT_RANGE } from '../validation/quantities';
import {
  MAX_SCENARIO_CONTACTS,
  MAX_SCENARIO_ENTITIES,
  MAX_SCENARIO_OBSTACLES,
  MAX_SCENARIO_PATH_WAYPOINTS,
  MAX_SCENARIO_TARGETS,
} from './sceneLimits';
import { onFirstUse } from '../validation/onFirstUse';

/**
 * A scene file's `"state"` (src/sim/state/memory.ts, SceneMemory): what its world remembers besides
 * the bodies, settings and commands the rest of the file says. A file with it continues where it
 * was saved, bit for bit (a share link, a saved scene, the tour's park); without it, it starts
 * fresh from those bodies. Every number finite; ids at most 64 characters; as many entries as the
 * file may hold bodies.
 */

/**
 * Most impulse a contact point may carry into the next step, N·s: far above what the game's bodies
 * meet (a missile held on a wall by its thrust carries about 20), finite, so that a file cannot warm
 * start a contact with an impulse that is not (a body's speed is bounded by planck's step anyway).
 */
export const MAX_CONTACT_IMPULSE = 1e6;

/** The schema of a scene file's `"state"` (built on its first use). */
export const sceneStateSchema = onFirstUse(buildSceneStateSchema);

function buildSceneStateSchema() {
  const id = stringField(64);
  const any = numberField();
  const velocity = vectorField(MAX_SPEED_LIMIT);

  /** A record of at most `max` entries (counted before any is read), each one `value`. */
  function recordOf<T>(value: z.ZodType<T>, max: number, what: string) {
    return recordField(value, { error: `must be an object of ${what} by id`, max, key: id, items: what });
  }

  const unit = numberField({ min: -1, max: 1 });
  const bodySchema = z.strictObject({
    center: pointField(),
    angle: any,
    velocity,
    angularVelocity: numberField(ANGULAR_VELOCITY_RANGE),
    placed: z
      .strictObject({ origin: pointField(), rotation: z.tuple([unit, unit], { error: 'must be [sin, cos]: two numbers ≥ -1 and ≤ 1' }) })
      .optional(),
  });

  const controllerMemorySchema = recordOf(
    z.union(
      [
        any,
        booleanField(),
        listField(any, {
          error: 'must be a list of numbers',
          max: MAX_MEMORY_LIST,
          maxError: `must have at most ${MAX_MEMORY_LIST} numbers`,
          items: 'numbers',
        }),
      ],
      { error: `must be a number, true or false, or a list of at most ${MAX_MEMORY_LIST} numbers` },
    ),
    32,
    'values',
  );

  const entityMemorySchema = z.strictObject({
    body: bodySchema,
    goalReached: booleanField(),
    path: z
      .strictObject({
        index: numberField({ integer: true, min: 0 }),
        reached: numberField({ integer: true, min: 0 }),
        legStart: pointField(),
      })
      .nullable(),
    turn: z.strictObject({ heading: any, desiredHeading: any, command: any }),
    setpoint: z.strictObject({ rate: any, acceleration: any, previousHeading: any, previousRate: any, primed: booleanField() }),
    controller: controllerMemorySchema.nullable(),
    sensor: z.strictObject({ state: numberField({ integer: true, min: 0, max: 2 ** 32 - 1 }), spare: any.nullable() }).nullable(),
    lastGood: z.strictObject({ position: pointField(), angle: any }).nullable(),
    guidance: z.strictObject({ desired: any, navigating: booleanField(), guidedHeading: any.nullable() }).nullable(),
    target: id.optional(),
    color: numberField({ integer: true, min: 0, max: MAX_SCENARIO_ENTITIES }).optional(),
    drawnPath: listField(pointField(), {
      error: 'must be a list of [x, y] waypoints',
      max: MAX_SCENARIO_PATH_WAYPOINTS,
      maxError: `must have at most ${MAX_SCENARIO_PATH_WAYPOINTS} waypoints`,
      items: 'waypoints',
    }).optional(),
  });

  const targetMemorySchema = z.strictObject({
    motionStart: pointField(),
    motionTime: numberField(MOTION_TIME_RANGE),
    heldAt: pointField().nullable(),
    velocity,
  });

  // A contact's fixtures and points (ContactMemory): a name no body of the scene has, or an id no new point has, is passed over.
  const fixtureName = z.tuple([enumField(BODY_OWNERS), id, numberField({ integer: true, min: 0, max: 63 })], {
    error: `must be [owner, id, fixture]: "${BODY_OWNERS.join('" or "')}", its id, and the fixture's place (an integer from 0 to 63)`,
  });
  const feature = numberField({ integer: true, min: 0, max: 255 });
  const featureType = numberField({ integer: true, min: 0, max: 1 });
  const contactPoint = z.strictObject({
    features: z.tuple([feature, featureType, feature, featureType], {
      error: 'must be [indexA, typeA, indexB, typeB]: indexes from 0 to 255, types 0 (vertex) or 1 (face)',
    }),
    normalImpulse: numberField({ min: 0, max: MAX_CONTACT_IMPULSE }),
    tangentImpulse: numberField({ min: -MAX_CONTACT_IMPULSE, max: MAX_CONTACT_IMPULSE }),
  });
  const contactSchema = z.strictObject({
    a: fixtureName,
    b: fixtureName,
    points: listField(contactPoint, {
      error: 'must be a list of contact points',
      min: 1,
      minError: 'must have at least one point',
      max: 2,
      maxError: 'must have at most 2 points (planck’s most)',
      items: 'points',
    }),
  });

  return z.strictObject({
    steps: numberField(STEP_COUNT_RANGE),
    entities: recordOf(entityMemorySchema, MAX_SCENARIO_ENTITIES, 'entity memories'),
    targets: recordOf(targetMemorySchema, MAX_SCENARIO_TARGETS, 'target memories'),
    obstacles: recordOf(bodySchema, MAX_SCENARIO_OBSTACLES, 'obstacle bodies'),
    touches: recordOf(
      listField(id, {
        error: 'must be a list of entity ids',
        max: MAX_SCENARIO_ENTITIES,
        maxError: `must have at most ${MAX_SCENARIO_ENTITIES} ids`,
        items: 'ids',
      }),
      MAX_SCENARIO_TARGETS,
      'touching entity ids',
    ),
    game: z.strictObject({ mode: enumField(GAME_MODES), selected: id.nullable(), pathLoop: booleanField().optional() }).optional(),
    contacts: listField(contactSchema, {
      error: 'must be a list of contacts',
      max: MAX_SCENARIO_CONTACTS,
      maxError: `must have at most ${MAX_SCENARIO_CONTACTS} contacts`,
      items: 'contacts',
    }).optional(),
  });
}
