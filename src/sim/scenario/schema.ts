import { z } from 'zod';
import { controllerSchema } from './controllerSchemas';
import { sceneStateSchema } from './stateSchema';
import { booleanField, enumField, numberField, pointField, stringField, vectorField } from '../validation/fields';
import { listField, MAX_REFUSED_ITEMS } from '../validation/boundedLists';
import { quoteForMessage } from '../validation/oneLine';
import { onFirstUse } from '../validation/onFirstUse';
import type { CollisionShape } from '../entities/collisionShape';
import type { MissileThrust } from '../steering2d/MissilePropulsion';
import { COLLISION_GROUP_RANGE, FRICTION_RANGE } from '../entities/EntityDefinition';
import { topSpeed, type TargetMotion } from '../targets/TargetMotion';
import { MAX_SCENARIO_ENTITIES, MAX_SCENARIO_OBSTACLES, MAX_SCENARIO_PATH_WAYPOINTS, MAX_SCENARIO_TARGETS } from './sceneLimits';
import {
  ANGULAR_VELOCITY_RANGE,
  BODY_SIZE_RANGE,
  DENSITY_RANGE,
  MAX_ANGULAR_ACCELERATION_RANGE,
  MAX_SPEED_LIMIT,
  MAX_SPEED_RANGE,
  NAVIGATION_CONSTANT_RANGE,
  START_SPEED_RANGE,
  TARGET_RADIUS_RANGE,
  ZIGZAG_PERIOD_RANGE,
} from '../validation/quantities';
import { ENTITY_TYPES } from '../entities/EntitySettings';

/**
 * The scenario file format (a contract shared by the CLI runner, tests, benchmarks and the game).
 * Every object is strict: unknown keys are refused. Units: m, s, rad.
 */

/** Largest gain magnitude accepted: far past anything stable, still far from overflow. */
export { MAX_GAIN } from '../validation/quantities';

/**
 * Controllers: `{ "type": "pid" | …, …its settings }`, one schema per controller type, built from
 * the controller registry (src/sim/scenario/controllerSchemas.ts, src/sim/control/registry).
 */
export { controllerSchema };

const commandSchema = onFirstUse(() =>
  z.discriminatedUnion(
    'type',
    [
      z.strictObject({ type: z.literal('idle') }),
      z.strictObject({ type: z.literal('turnTowards'), target: pointField().optional(), targetId: stringField(64).optional() }),
      z.strictObject({ type: z.literal('seek'), target: pointField().optional(), targetId: stringField(64).optional() }),
      z.strictObject({
        type: z.literal('followPath'),
        path: listField(pointField(), {
          error: 'must be an array of [x, y] points',
          min: 1,
          minError: 'must have at least one waypoint',
          max: MAX_SCENARIO_PATH_WAYPOINTS,
          maxError: `must have at most ${MAX_SCENARIO_PATH_WAYPOINTS} waypoints`,
          items: 'waypoints',
        }),
        loop: booleanField().optional(),
      }),
    ],
    { error: 'must be an object with "type": "idle", "turnTowards", "seek" or "followPath"' },
  ),
);

export const entitySchema = onFirstUse(() =>
  z.strictObject({
    id: stringField(64),
    type: enumField(ENTITY_TYPES),
    position: pointField(),
    angle: numberField({ min: -1000, max: 1000 }).optional(),
    speed: numberField(START_SPEED_RANGE).optional(),
    /** m/s, in any direction; instead of `speed`. */
    velocity: vectorField(MAX_SPEED_LIMIT).optional(),
    /** rad/s, counter-clockwise positive. */
    angularVelocity: numberField(ANGULAR_VELOCITY_RANGE).optional(),
    maxAngularAcceleration: numberField(MAX_ANGULAR_ACCELERATION_RANGE).optional(),
    maxSpeed: numberField(MAX_SPEED_RANGE).optional(),
    controller: controllerSchema().optional(),
    guidance: enumField(['pursuit', 'lead', 'proportional-navigation']).optional(),
    navigationConstant: numberField(NAVIGATION_CONSTANT_RANGE).optional(),
    /** What a missile chasing a target does there: "stop" (the game's playground) or "fly-through" (to hit it). */
    chaseArrival: enumField(['stop', 'fly-through']).optional(),
    /** planck's collision group: entities sharing a negative group pass through each other (the game's do). */
    collisionGroup: numberField({ integer: true, ...COLLISION_GROUP_RANGE }).optional(),
    /**
     * What the body collides as: its detailed outline (3 or 5 convex parts) or one convex hull (the benchmark crowd's, cheaper). [default:
     * "detailed"]
     */
    collisionShape: enumField(['detailed', 'hull'] as const satisfies readonly CollisionShape[]).optional(),
    /** Its fixtures' friction, 0 to 1 (the benchmark crowd's: 0, so touching entities slide apart). [default: 1] */
    friction: numberField(FRICTION_RANGE).optional(),
    /** A missile's thrust: "along-nose" (the article's) or "toward-target" (the benchmark crowd's). [default: "along-nose"] */
    thrust: enumField(['along-nose', 'toward-target'] as const satisfies readonly MissileThrust[]).optional(),
    command: commandSchema(),
  }),
);

/**
 * The options only a missile has: its guidance law and N, and how it thrusts (a character's force
 * already points where it goes). Given for a character they would be ignored, so they are refused.
 * (`chaseArrival` is accepted for both: the game writes it for every entity, and a character always stops.)
 */
const MISSILE_ONLY_OPTIONS = ['guidance', 'navigationConstant', 'thrust'] as const;

const vector = () => vectorField(1000);

/**
 * How a target moves: `{ "type": "linear", "velocity" } | { "type": "circle", "center", "angularSpeed" } | { "type": "zigzag", "velocity",
 * "amplitude", "period" }`.
 */
export const targetMotionSchema = onFirstUse(() =>
  z.discriminatedUnion(
    'type',
    [
      z.strictObject({ type: z.literal('static') }),
      z.strictObject({ type: z.literal('linear'), velocity: vector() }),
      z.strictObject({ type: z.literal('circle'), center: pointField(), angularSpeed: numberField({ min: -100, max: 100 }) }),
      z.strictObject({
        type: z.literal('zigzag'),
        velocity: vector(),
        amplitude: numberField({ min: 0, max: 1000 }),
        period: numberField(ZIGZAG_PERIOD_RANGE),
      }),
    ],
    { error: 'must be an object with "type": "static", "linear", "circle" or "zigzag"' },
  ),
);

export const targetSchema = onFirstUse(() =>
  z.strictObject({
    id: stringField(64),
    position: pointField(),
    radius: numberField(TARGET_RADIUS_RANGE).optional(),
    motion: targetMotionSchema().optional(),
  }),
);

export const obstacleSchema = onFirstUse(() =>
  z.strictObject({
    id: stringField(64),
    position: pointField(),
    angle: numberField({ min: -1000, max: 1000 }).optional(),
    shape: z.discriminatedUnion(
      'type',
      [
        z.strictObject({ type: z.literal('box'), halfWidth: numberField(BODY_SIZE_RANGE), halfHeight: numberField(BODY_SIZE_RANGE) }),
        z.strictObject({ type: z.literal('circle'), radius: numberField(BODY_SIZE_RANGE) }),
      ],
      { error: 'must be an object with "type": "box" or "circle"' },
    ),
    loose: booleanField().optional(),
    density: numberField(DENSITY_RANGE).optional(),
  }),
);

export const scenarioSchema = onFirstUse(() =>
  z
    .strictObject({
      name: stringField(200).optional(),
      dt: numberField({ min: 0.001, max: 0.1 }).optional(),
      /**
       * How the game plays the steps: "standard" (1/60 s steps in real time) or "original" (the
       * original demo's 1/30 s steps at twice real time). Without `dt`, it also sets the step.
       */
      timeBase: enumField(['standard', 'original']).optional(),
      duration: numberField({ gt: 0, max: 3600 }),
      disturbance: z
        .strictObject({
          angularAcceleration: numberField({ min: -1000, max: 1000 }).optional(),
          wind: vectorField(100).optional(),
        })
        .optional(),
      /** What every turn controller sees: seeded Gaussian noise on the heading error (rad) and the angular velocity (rad/s). */
      sensorNoise: z
        .strictObject({
          headingErrorStdDev: numberField({ min: 0, max: 1 }),
          angularVelocityStdDev: numberField({ min: 0, max: 10 }),
          seed: numberField({ integer: true, min: 0, max: 2 ** 31 - 1 }).optional(),
        })
        .optional(),
      arena: z.strictObject({ halfWidth: numberField({ gt: 0, max: 1e5 }), halfHeight: numberField({ gt: 0, max: 1e5 }) }).optional(),
      targets: listField(targetSchema(), {
        error: 'must be an array of targets',
        max: MAX_SCENARIO_TARGETS,
        maxError: `must have at most ${MAX_SCENARIO_TARGETS} targets`,
        items: 'targets',
      }).optional(),
      obstacles: listField(obstacleSchema(), {
        error: 'must be an array of obstacles',
        max: MAX_SCENARIO_OBSTACLES,
        maxError: `must have at most ${MAX_SCENARIO_OBSTACLES} obstacles`,
        items: 'obstacles',
      }).optional(),
      // None at all is a scene too: the player removed every entity, and shares the arena or saves it.
      entities: listField(entitySchema(), {
        error: 'must be an array of entities',
        max: MAX_SCENARIO_ENTITIES,
        maxError: `must have at most ${MAX_SCENARIO_ENTITIES} entities`,
        items: 'entities',
      }),
      /** What the world remembers besides the above, to continue where it was saved (stateSchema.ts). */
      state: sceneStateSchema().optional(),
      /**
       * The game's what-if comparison from this scene (the recorded run and the what-if runs, as the
       * player's input step by step), which the game plays again when it opens the file. Its format
       * is checked after these rules (comparisonFormat.ts), what its intents and start snapshot hold
       * by the game as it opens the file (src/app/history/comparisonFile.ts; `npm run sim` asks the
       * game too); the simulation leaves it aside.
       */
      comparison: z.unknown().optional(),
    })
    .superRefine((scenario, context) => {
      // Each kind of problem reported for its first few items only (boundedLists.ts): 5,000 entities sharing one id are one problem, not
      // 4,999.
      const counts = new Map<string, number>();
      const report = (kind: string, path: PropertyKey[], message: string) => {
        const count = (counts.get(kind) ?? 0) + 1;
        counts.set(kind, count);
        if (count <= MAX_REFUSED_ITEMS) context.addIssue({ code: 'custom', path, message });
      };
      const unique = (list: readonly { id: string }[], where: string) => {
        const seen = new Set<string>();
        list.forEach((item, index) => {
          if (seen.has(item.id)) report(`${where}.id`, [where, index, 'id'], `must be unique (${quoteForMessage(item.id)} is used twice)`);
          seen.add(item.id);
        });
      };
      unique(scenario.entities, 'entities');
      unique(scenario.targets ?? [], 'targets');
      unique(scenario.obstacles ?? [], 'obstacles');
      (scenario.targets ?? []).forEach((target, index) => {
        const speed = target.motion ? topSpeed(simMotion(target.motion), { x: target.position[0], y: target.position[1] }) : 0;
        // (A relative 1e-9 over the limit is rounding: 4 × 25 m / 0.1 s is 1000.0000000000001.)
        if (!(speed <= MAX_SPEED_LIMIT * (1 + 1e-9)))
          report(
            'motion',
            ['targets', index, 'motion'],
            `must move at most ${MAX_SPEED_LIMIT} m/s (the speed limit of every body); this one reaches ${speed.toPrecision(4)} m/s`,
          );
      });
      const targetIds = new Set((scenario.targets ?? []).map((t) => t.id));
      scenario.entities.forEach((entity, index) => {
        if (entity.velocity !== undefined) {
          if (entity.speed !== undefined)
            report('velocity', ['entities', index, 'velocity'], 'give either "speed" (along the nose) or "velocity", not both');
          else if (Math.hypot(entity.velocity[0], entity.velocity[1]) > MAX_SPEED_LIMIT)
            report('velocity', ['entities', index, 'velocity'], `must be at most ${MAX_SPEED_LIMIT} m/s long`);
        }
        if (entity.type !== 'missile') {
          for (const key of MISSILE_ONLY_OPTIONS) {
            if (entity[key] !== undefined)
              report(key, ['entities', index, key], `only missiles have "${key}" (this entity is a ${entity.type}; leave it out)`);
          }
        }
        const command = entity.command;
        if (command.type !== 'seek' && command.type !== 'turnTowards') return;
        const path = ['entities', index, 'command'];
        if ((command.target === undefined) === (command.targetId === undefined)) {
          report('command', path, `${command.type} needs exactly one of "target" ([x, y]) or "targetId"`);
        } else if (command.targetId !== undefined && !targetIds.has(command.targetId)) {
          report('targetId', [...path, 'targetId'], `must name a target in "targets" (no target ${quoteForMessage(command.targetId)})`);
        }
      });
    }),
);

/** A scenario motion with `{ x, y }` vectors (runScenario.ts's toTargetMotion, which imports this file). */
function simMotion(motion: z.infer<ReturnType<typeof targetMotionSchema>>): TargetMotion {
  if (motion.type === 'linear') return { type: 'linear', velocity: xy(motion.velocity) };
  if (motion.type === 'circle') return { type: 'circle', center: xy(motion.center), angularSpeed: motion.angularSpeed };
  if (motion.type === 'zigzag') return { ...motion, velocity: xy(motion.velocity) };
  return motion;
}

/** `[x, y]` as `{ x, y }`. */
function xy([x, y]: readonly [number, number]): { x: number; y: number } {
  return { x, y };
}

/** A validated scenario, as parsed from JSON. */
export type Scenario = z.infer<ReturnType<typeof scenarioSchema>>;
/** One entity of a scenario. */
export type ScenarioEntity = z.infer<ReturnType<typeof entitySchema>>;
/** One entity's command. */
export type ScenarioCommand = ScenarioEntity['command'];
/** How one target of a scenario moves. */
export type ScenarioTargetMotion = z.infer<ReturnType<typeof targetMotionSchema>>;
/** One target of a scenario. */
export type ScenarioTarget = z.infer<ReturnType<typeof targetSchema>>;
/** One obstacle of a scenario. */
export type ScenarioObstacle = z.infer<ReturnType<typeof obstacleSchema>>;
