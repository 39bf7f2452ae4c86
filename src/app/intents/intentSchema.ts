import { z } from 'zod';
import { CONTROLLER_TYPES } from '../../sim/control/ControllerSettings';
import { ENTITY_TYPES } from '../../sim/entities/EntitySettings';
import { controllerSchema } from '../../sim/scenario/schema';
import { GAME_MODES } from '../../sim/state/memory';
import { recordField } from '../../sim/validation/boundedLists';
import { enumField, stringField } from '../../sim/validation/fields';
import { MAX_COORDINATE } from '../../sim/validation/fields';
import { MAX_PATH_WAYPOINTS } from '../interaction/PathSketch';
import { OBSTACLE_KINDS } from '../model/obstacleKinds';
import { SCENE_INTENT_KINDS, type SceneIntent } from './Intent';

/** An intent of kind `name` with the fields of `shape`, nothing else. */
function kind<K extends string, S extends z.ZodRawShape>(name: K, shape: S) {
  return z.strictObject({ kind: z.literal(name), ...shape });
}

/**
 * The shape of each scene intent as a log written to a file carries it (a comparison's runs:
 * src/app/history/comparisonFile.ts): its kind and its fields, each of the right type and size.
 * The values themselves are checked once, where the intent is applied (applyIntent.ts), as the
 * player's are: a replay refuses an entry its part refuses, naming it.
 */
function buildSchema() {
  const coordinate = z.number({ error: `must be a number ≥ ${-MAX_COORDINATE} and ≤ ${MAX_COORDINATE}` }).min(-MAX_COORDINATE).max(MAX_COORDINATE);
  const point = z.strictObject({ x: coordinate, y: coordinate }, { error: 'must be a point {"x", "y"} (m)' });
  const id = stringField(64);
  const scope = z.union([z.literal('all'), z.strictObject({ entity: id })], { error: 'must be "all" or {"entity": id}' });
  const value = z.unknown();
  const changes = recordField(value, { error: 'must be an object of settings', max: 16, key: stringField(32), items: 'settings' });
  return z.discriminatedUnion(
    'kind',
    [
      kind('setMode', { mode: enumField(GAME_MODES) }),
      kind('toggleTurnRate', {}),
      kind('setMaxAngularAcceleration', { value: z.number(), scope }),
      kind('setMaxSpeed', { value: z.number(), scope }),
      kind('setControllerType', { type: enumField(CONTROLLER_TYPES), scope }),
      kind('setControllerSettings', { changes, scope, type: enumField(CONTROLLER_TYPES).optional() }),
      kind('setController', { settings: controllerSchema, scope }),
      kind('applyPreset', { preset: enumField(['tuned', 'original']), scope }),
      kind('setControllersByType', { controllers: z.strictObject(Object.fromEntries(ENTITY_TYPES.map((type) => [type, controllerSchema]))) }),
      kind('setGuidance', { changes, scope }),
      kind('setTargetMotion', { changes, scope }),
      kind('setDisturbance', { changes }),
      kind('moveTarget', { target: id, position: point }),
      kind('dragTarget', { target: id, point, placed: z.boolean().optional() }),
      kind('releaseTarget', { target: id, throwVelocity: point.nullable() }),
      kind('setPath', { entity: id, points: z.array(point).min(1).max(MAX_PATH_WAYPOINTS) }),
      kind('moveWaypoint', { entity: id, index: z.number().int().min(0).max(MAX_PATH_WAYPOINTS), position: point }),
      kind('setPathLoop', { loop: z.boolean() }),
      kind('addObstacle', { obstacle: enumField(OBSTACLE_KINDS), at: point }),
      kind('removeObstacle', { obstacle: id }),
      kind('clearObstacles', {}),
      kind('dragObstacle', { obstacle: id, goal: point }),
      kind('releaseObstacle', { obstacle: id }),
      kind('addEntity', { type: enumField(ENTITY_TYPES) }),
      kind('removeEntity', { entity: id.optional() }),
      kind('nextType', { entity: id.optional() }),
      kind('setAutoRetarget', { on: z.boolean() }),
      kind('setLayout', { layout: enumField(['landscape', 'portrait']) }),
    ],
    { error: `must be an intent: an object whose "kind" is one of ${SCENE_INTENT_KINDS.join(', ')}` },
  );
}

let built: ReturnType<typeof buildSchema> | null = null;

/** The scene intents' shapes (built once, on first use: zod schemas cost time to build, and the first frame needs none). */
export function sceneIntentSchema(): z.ZodType<SceneIntent, unknown> {
  built ??= buildSchema();
  return built as unknown as z.ZodType<SceneIntent, unknown>;
}
