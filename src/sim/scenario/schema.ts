import { z } from 'zod';
import { booleanField, enumField, numberField, pointField, stringField } from '../validation/fields';

/**
 * The scenario file format (a contract shared by the CLI runner, tests, benchmarks and the game).
 * Every object is strict: unknown keys are refused. Units: m, s, rad.
 */

/** Largest gain magnitude accepted: far past anything stable, still far from overflow. */
export const MAX_GAIN = 1e6;

const gain = () => numberField({ min: -MAX_GAIN, max: MAX_GAIN });

/** `{ "type": "pid", "kp"?, "ki"?, "kd"?, "kPlant"?, "maxHistory"?, "arithmetic"?, "asPublishedDt"? }` */
export const pidControllerSchema = z.strictObject({
  type: z.literal('pid', { error: 'must be "pid"' }),
  kp: gain().optional(),
  ki: gain().optional(),
  kd: gain().optional(),
  kPlant: gain().optional(),
  maxHistory: numberField({ integer: true, min: 3, max: 1000 }).optional(),
  arithmetic: enumField(['corrected', 'as-published']).optional(),
  asPublishedDt: numberField({ gt: 0, max: 1 }).optional(),
});

export const controllerSchema = z.discriminatedUnion('type', [pidControllerSchema], {
  error: 'must be an object with "type": "pid"',
});

const commandSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('idle') }),
    z.strictObject({ type: z.literal('turnTowards'), target: pointField() }),
    z.strictObject({ type: z.literal('seek'), target: pointField() }),
    z.strictObject({
      type: z.literal('followPath'),
      path: z.array(pointField(), { error: 'must be an array of [x, y] points' }).min(1, { error: 'must have at least one waypoint' }).max(10000, { error: 'must have at most 10000 waypoints' }),
      loop: booleanField().optional(),
    }),
  ],
  { error: 'must be an object with "type": "idle", "turnTowards", "seek" or "followPath"' },
);

export const entitySchema = z.strictObject({
  id: stringField(64),
  type: enumField(['missile', 'character']),
  position: pointField(),
  angle: numberField({ min: -1000, max: 1000 }).optional(),
  speed: numberField({ min: 0, max: 1000 }).optional(),
  maxAngularAcceleration: numberField({ gt: 0, max: 10000 }).optional(),
  maxSpeed: numberField({ gt: 0, max: 1000 }).optional(),
  controller: controllerSchema.optional(),
  command: commandSchema,
});

export const scenarioSchema = z
  .strictObject({
    name: stringField(200).optional(),
    dt: numberField({ min: 0.001, max: 0.1 }).optional(),
    duration: numberField({ gt: 0, max: 3600 }),
    entities: z.array(entitySchema, { error: 'must be an array of entities' }).min(1, { error: 'must have at least one entity' }).max(5000, { error: 'must have at most 5000 entities' }),
  })
  .superRefine((scenario, context) => {
    const seen = new Set<string>();
    scenario.entities.forEach((entity, index) => {
      if (seen.has(entity.id)) context.addIssue({ code: 'custom', path: ['entities', index, 'id'], message: `must be unique ("${entity.id}" is used twice)` });
      seen.add(entity.id);
    });
  });

/** A validated scenario, as parsed from JSON. */
export type Scenario = z.infer<typeof scenarioSchema>;
/** One entity of a scenario. */
export type ScenarioEntity = z.infer<typeof entitySchema>;
/** One entity's command. */
export type ScenarioCommand = ScenarioEntity['command'];
