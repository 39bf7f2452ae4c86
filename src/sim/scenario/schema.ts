import { z } from 'zod';
import { booleanField, enumField, numberField, pointField, stringField, vectorField } from '../validation/fields';

/**
 * The scenario file format (a contract shared by the CLI runner, tests, benchmarks and the game).
 * Every object is strict: unknown keys are refused. Units: m, s, rad.
 */

/** Largest gain magnitude accepted: far past anything stable, still far from overflow. */
export const MAX_GAIN = 1e6;

const gain = () => numberField({ min: -MAX_GAIN, max: MAX_GAIN });

/** `{ "type": "pid", "kp"?, "ki"?, "kd"?, "kPlant"?, "maxHistory"?, "arithmetic"?, "asPublishedDt"?, … }` */
export const pidControllerSchema = z.strictObject({
  type: z.literal('pid'),
  kp: gain().optional(),
  ki: gain().optional(),
  kd: gain().optional(),
  kPlant: gain().optional(),
  maxHistory: numberField({ integer: true, min: 3, max: 1000 }).optional(),
  arithmetic: enumField(['corrected', 'as-published']).optional(),
  asPublishedDt: numberField({ gt: 0, max: 1 }).optional(),
  integral: enumField(['window', 'running']).optional(),
  outputLimit: numberField({ min: 0, max: MAX_GAIN }).optional(),
  antiWindup: booleanField().optional(),
  derivativeOn: enumField(['error', 'measurement']).optional(),
  derivativeFilterTime: numberField({ min: 0, max: 10 }).optional(),
});

/** `{ "type": "stolk", "p"?, "i"?, "d"? }` (Bram Stolk's pid1; his gains are negative). */
export const stolkControllerSchema = z.strictObject({ type: z.literal('stolk'), p: gain().optional(), i: gain().optional(), d: gain().optional() });

/** `{ "type": "pd", "kp"?, "kd"? }` (the forward PD). */
export const forwardPdControllerSchema = z.strictObject({ type: z.literal('pd'), kp: gain().optional(), kd: gain().optional() });

/** `{ "type": "stable-pd", "frequency"?, "damping"?, "kp"?, "kd"? }` (David Wu's backward PD). */
export const stablePdControllerSchema = z.strictObject({
  type: z.literal('stable-pd'),
  frequency: numberField({ gt: 0, max: 1000 }).optional(),
  damping: numberField({ min: 0, max: 1000 }).optional(),
  kp: numberField({ min: 0, max: MAX_GAIN }).optional(),
  kd: numberField({ min: 0, max: MAX_GAIN }).optional(),
});

/** `{ "type": "spd", "kp"?, "kd"? }` (Tan, Liu and Turk's stable PD, torque gains). */
export const spdControllerSchema = z.strictObject({ type: z.literal('spd'), kp: numberField({ min: 0, max: MAX_GAIN }).optional(), kd: numberField({ min: 0, max: MAX_GAIN }).optional() });

/** `{ "type": "time-optimal", "gain"? }` (bang-bang with a braking curve). */
export const timeOptimalControllerSchema = z.strictObject({ type: z.literal('time-optimal'), gain: numberField({ gt: 0, max: MAX_GAIN }).optional() });

export const controllerSchema = z.discriminatedUnion(
  'type',
  [pidControllerSchema, stolkControllerSchema, forwardPdControllerSchema, stablePdControllerSchema, spdControllerSchema, timeOptimalControllerSchema],
  { error: 'must be an object with "type": "pid", "stolk", "pd", "stable-pd", "spd" or "time-optimal"' },
);

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
    disturbance: z
      .strictObject({
        angularAcceleration: numberField({ min: -1000, max: 1000 }).optional(),
        wind: vectorField(100).optional(),
      })
      .optional(),
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
