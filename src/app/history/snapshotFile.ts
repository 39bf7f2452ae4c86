import { z } from 'zod';
import { CONTROLLER_TYPES, type ControllerSettings, type ControllerType } from '../../sim/control/ControllerSettings';
import { ENTITY_TYPES, type EntityType } from '../../sim/entities/EntitySettings';
import { problemsUnder } from '../../sim/scenario/comparisonFormat';
import { refusalLine } from '../../sim/scenario/parseScenario';
import { scenarioDt } from '../../sim/scenario/runScenario';
import { controllerSchema, type Scenario } from '../../sim/scenario/schema';
import { GAME_MODES } from '../../sim/state/memory';
import { GUIDANCE_LAWS, type GuidanceLaw } from '../../sim/steering/Guidance';
import { listField, recordField } from '../../sim/validation/boundedLists';
import { booleanField, enumField, numberField, pointField, stringField } from '../../sim/validation/fields';
import { formatPath } from '../../sim/validation/formatIssues';
import { quoteForMessage } from '../../sim/validation/oneLine';
import { NAVIGATION_CONSTANT_RANGE } from '../../sim/validation/quantities';
import { onFirstUse } from '../../sim/validation/onFirstUse';
import { MAX_SCENARIO_PATH_WAYPOINTS } from '../../sim/scenario/sceneLimits';
import { disturbanceSchema } from '../fields/disturbanceFields';
import { entitySettingValuesSchema } from '../fields/entitySettingValues';
import { TARGET_MOTION_FIELDS, TARGET_MOTION_TYPES } from '../fields/targetMotionFields';
import { TUNING_FIELDS } from '../fields/tuningFields';
import { EXPLOSION_SLOTS, type HitLogState } from '../model/HitLog';
import { MAX_ENTITIES } from '../model/playerEntities';
import { MAX_OBSTACLES, OBSTACLE_KINDS, type ObstacleKind } from '../model/obstacleKinds';
import { MAX_GAME_TARGETS } from '../sceneFile/openScene';
import { SPAWN_POINT_COUNT } from '../setup/spawnPoints';
import type { TurnsState } from '../model/EntityState';
import { turnsSchema } from './turnsFile';

/** A snapshot as a file writes it (the `"start"` of a comparison, docs/playing.md): a {@link Checkpoint} without its step and scene. */
export type SnapshotJson = z.input<ReturnType<typeof buildSchema>>;

/**
 * A complete checkpoint of a playground between two steps (the history's snapshots: Checkpoint.ts;
 * written down, the start of a comparison): its scene as a scene file with its state (the world
 * continues from it bit for bit, as a share link does), and what the game keeps around the world
 * that a scene file does not say, as the file writes it: the opening's choreography, hits, each
 * record's path, launch time, guidance and the controllers it had, the records' order, each
 * target's chosen motion and direction, the obstacles held, the counters that name new entities
 * and obstacles, the session's disturbance and path looping, the Hunt's memory of the scene
 * before it, the game's random numbers, what new entities get, the Turn rate toggle's mix and the
 * layout. Read back by its rules and against its scene, it restores the scene exactly.
 */
export interface Checkpoint extends Frozen<Omit<SnapshotData, 'records'>> {
  /** Each record's extras, its controllers' settings and turn measurement typed as the game keeps them. */
  readonly records: readonly (Frozen<Omit<SnapshotData['records'][number], 'controllerMemory' | 'turns'>> & {
    readonly controllerMemory: Partial<Record<ControllerType, ControllerSettings>>;
    readonly turns?: TurnsState | null;
  })[];
  /** The world's steps when it was taken: as the step before left the scene, before any input of its own step. */
  readonly step: number;
  readonly scene: Scenario;
  /** The obstacle selected (the player's view: a file has none). */
  readonly selectedObstacleId: string | null;
}

/** What the snapshot's rules read. */
type SnapshotData = z.output<ReturnType<typeof buildSchema>>;

/** `T` read-only all the way down: a snapshot is never changed in place. */
type Frozen<T> = T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;

/** A list of [id, value] pairs, in order. */
function pairs<T>(id: z.ZodType<string>, value: z.ZodType<T>, what: string, max: number) {
  const error = `must be an array of [id, ${what}] pairs`;
  return listField(z.tuple([id, value], { error }), { error, max, maxError: `must have at most ${max} pairs`, items: 'pairs' });
}

/** A list of at most `max`, with its messages. */
function list<T>(item: z.ZodType<T>, what: string, max: number) {
  return listField(item, { error: `must be an array of ${what}`, max, maxError: `must have at most ${max} ${what}`, items: what });
}

/** The snapshot's rules, built on first use (zod schemas cost time to build: the first frame does not need them). */
function buildSchema() {
  const id = stringField(64);
  const time = numberField({ min: 0 });
  const count = numberField({ integer: true, min: 0, max: 2 ** 32 });
  const arrival = enumField(['stop', 'fly-through']);
  const point = pointField();
  const motionSettings = z.strictObject(
    {
      type: enumField(TARGET_MOTION_TYPES),
      speed: numberField(TARGET_MOTION_FIELDS.speed.range),
      radius: numberField(TARGET_MOTION_FIELDS.radius.range),
      amplitude: numberField(TARGET_MOTION_FIELDS.amplitude.range),
    },
    { error: 'must be an object with "type", "speed", "radius" and "amplitude"' },
  );
  const explosion = z.strictObject(
    { x: numberField(), y: numberField(), time, colorIndex: numberField({ integer: true, min: 0 }), used: booleanField() },
    { error: 'must be an object with "x", "y", "time", "colorIndex" and "used"' },
  );
  const hits = z.strictObject(
    {
      total: numberField({ integer: true, min: 0 }),
      byEntity: recordField(numberField({ integer: true, min: 0 }), {
        error: 'must be an object of hit counts by entity id',
        max: MAX_ENTITIES * 4,
        key: id,
        items: 'counts',
      }),
      lastTimeToHit: time.nullable(),
      lastEntityId: id.nullable(),
      explosions: listField(explosion, {
        error: 'must be an array of explosions',
        min: EXPLOSION_SLOTS,
        minError: `must have ${EXPLOSION_SLOTS} explosions (the slots drawn)`,
        max: EXPLOSION_SLOTS,
        maxError: `must have ${EXPLOSION_SLOTS} explosions (the slots drawn)`,
        items: 'explosions',
      }),
      next: numberField({ integer: true, min: 0, max: EXPLOSION_SLOTS - 1 }),
    },
    { error: 'must be an object with "total", "byEntity", "lastTimeToHit", "lastEntityId", "explosions" and "next"' },
  );
  const idCounters = z.strictObject(
    {
      entities: z.strictObject(Object.fromEntries(ENTITY_TYPES.map((type) => [type, count])) as Record<EntityType, typeof count>, {
        error: `must be an object with ${ENTITY_TYPES.map((t) => `"${t}"`).join(' and ')}`,
      }),
      obstacles: z.strictObject(Object.fromEntries(OBSTACLE_KINDS.map((kind) => [kind, count])) as Record<ObstacleKind, typeof count>, {
        error: `must be an object with ${OBSTACLE_KINDS.map((k) => `"${k}"`).join(', ')}`,
      }),
    },
    { error: 'must be an object with "entities" and "obstacles"' },
  );
  const controllers = z.strictObject(Object.fromEntries(CONTROLLER_TYPES.map((type) => [type, controllerSchema().optional()])), {
    error: `must be an object of controller settings by type (${CONTROLLER_TYPES.join(', ')})`,
  });
  const guidance = enumField(GUIDANCE_LAWS as unknown as readonly [GuidanceLaw, ...GuidanceLaw[]]);
  const navigationConstant = numberField(NAVIGATION_CONSTANT_RANGE);
  const record = z.strictObject(
    {
      id,
      path: list(point, 'waypoints', MAX_SCENARIO_PATH_WAYPOINTS),
      launchTime: numberField(),
      spawnIndex: numberField({ integer: true, min: -1, max: SPAWN_POINT_COUNT - 1 }),
      controllerMemory: controllers,
      guidance,
      navigationConstant,
      label: id.nullable(),
      // Optional: a file written before turn meters were kept starts them afresh.
      turns: turnsSchema().nullable().optional(),
    },
    {
      error:
        'must be an object with "id", "path", "launchTime", "spawnIndex", "controllerMemory", "guidance", "navigationConstant", ' +
        '"label" and "turns"',
    },
  );
  const target = z.strictObject(
    { id, entity: id.nullable(), motion: motionSettings, direction: numberField() },
    { error: 'must be an object with "id", "entity", "motion" and "direction"' },
  );
  const choreography = z.strictObject(
    {
      on: booleanField(),
      sharedTarget: id,
      opening: list(id, 'ids', MAX_ENTITIES),
      route: listField(point, {
        error: 'must be an array of [x, y] points',
        min: 1,
        minError: 'must have at least one point',
        max: 64,
        maxError: 'must have at most 64 points',
        items: 'points',
      }),
      routeIndex: numberField({ integer: true, min: 0, max: 63 }),
      lastHop: time,
      allArrivedSince: time.nullable(),
    },
    { error: 'must be an object with "on", "sharedTarget", "opening", "route", "routeIndex", "lastHop" and "allArrivedSince", or null' },
  );
  const hunt = z.strictObject(
    {
      newArrivalBefore: arrival,
      arrivalsBefore: pairs(id, arrival, '"stop" or "fly-through"', MAX_ENTITIES * 4),
      motionsBefore: pairs(id, motionSettings, 'motion settings', MAX_GAME_TARGETS),
      placesBefore: pairs(id, point, '[x, y]', MAX_GAME_TARGETS),
      targetsBefore: pairs(id, id, 'target id', MAX_ENTITIES * 4),
      modeBefore: enumField(GAME_MODES),
      hitsBefore: hits,
    },
    {
      error:
        'must be an object with "newArrivalBefore", "arrivalsBefore", "motionsBefore", "placesBefore", "targetsBefore", ' +
        '"modeBefore" and "hitsBefore"',
    },
  );
  const disturbance = disturbanceSchema();
  const defaults = z.strictObject(
    {
      preset: enumField(['tuned', 'original']),
      maxAngularAcceleration: numberField(TUNING_FIELDS.maxAngularAcceleration.range),
      entitySettings: entitySettingValuesSchema(),
      guidance: z.strictObject({ guidance, navigationConstant }),
      motion: motionSettings,
      controllers: z.strictObject({ missile: controllerSchema(), character: controllerSchema() }),
      remembered: z.strictObject({ missile: controllers, character: controllers }),
    },
    {
      error:
        'must be an object with "preset", "maxAngularAcceleration", "entitySettings", "guidance", "motion", "controllers" and "remembered"',
    },
  );
  const mix = z.strictObject(
    {
      ids: list(id, 'ids', MAX_ENTITIES),
      rates: list(numberField(TUNING_FIELDS.maxAngularAcceleration.range), 'rates', MAX_ENTITIES),
      defaultRate: numberField(TUNING_FIELDS.maxAngularAcceleration.range),
    },
    { error: 'must be an object with "ids", "rates" and "defaultRate", or null' },
  );
  return z.strictObject(
    {
      play: enumField(['playground', 'hunt', 'intercept']),
      choreography: choreography.nullable(),
      hits,
      records: list(record, 'records', MAX_ENTITIES),
      targets: list(target, 'targets', MAX_GAME_TARGETS),
      spawnCount: count,
      arrivalOfNewEntities: arrival,
      idCounters,
      heldObstacles: list(z.strictObject({ id, at: point }, { error: 'must be an object with "id" and "at"' }), 'obstacles', MAX_OBSTACLES),
      pathLoop: booleanField(),
      disturbance,
      hunt: hunt.nullable(),
      random: numberField({ integer: true, min: 0, max: 2 ** 32 - 1 }),
      defaults,
      mix: mix.nullable(),
      layout: enumField(['landscape', 'portrait']),
    },
    {
      error:
        'must be an object with "play", "choreography", "hits", "records", "targets", "spawnCount", "arrivalOfNewEntities", ' +
        '"idCounters", "heldObstacles", "pathLoop", "disturbance", "hunt", "random", "defaults", "mix" and "layout"',
    },
  );
}

/** The snapshot's rules (built once, on first use). */
export const snapshotSchema = onFirstUse(buildSchema);

/** The refusal for an id that is not among `ids`, the scene's `what`s. */
function among(ids: readonly string[], what: string): string {
  return `must name ${what} of the scene (${ids.map((i) => quoteForMessage(i)).join(', ') || 'it has none'})`;
}

/**
 * What in a hit log this scene cannot have done, or null: hits by an entity it does not have, more
 * by its entities than the total, a time to hit or an explosion later than `time` (the scene's time,
 * s; within half a step `dt` of it: time adds up step by step).
 */
function impossibleHits(
  hits: HitLogState,
  entities: readonly string[],
  time: number,
  dt: number,
): { path: PropertyKey[]; message: string } | null {
  const latest = time + dt / 2;
  let counted = 0;
  for (const [id, count] of Object.entries(hits.byEntity)) {
    if (!entities.includes(id)) return { path: ['byEntity', id], message: among(entities, 'an entity') };
    counted += count;
  }
  if (counted > hits.total)
    return { path: ['total'], message: `must be at least the hits counted by entity (${counted}); got ${hits.total}` };
  const atMostTime = `must be at most the scene's time (${time} s, its steps × dt)`;
  if (hits.lastTimeToHit !== null && hits.lastTimeToHit > latest)
    return { path: ['lastTimeToHit'], message: `${atMostTime} or null; got ${hits.lastTimeToHit}` };
  const late = hits.explosions.findIndex((slot) => slot.time > latest);
  if (late >= 0) return { path: ['explosions', late, 'time'], message: `${atMostTime}; got ${hits.explosions[late]?.time}` };
  return null;
}

/** `snapshot` written down: everything it keeps beside its scene file, as JSON (a copy: no live object). */
export function writeSnapshot(snapshot: Checkpoint): SnapshotJson {
  const { step: _step, scene: _scene, selectedObstacleId: _selected, ...json } = snapshot;
  return structuredClone(json);
}

/** What reading a snapshot gave: the checkpoint at `step` of `scene`, or one line naming the field under `where` and what it may be. */
export type SnapshotRead = { ok: true; snapshot: Checkpoint } | { ok: false; error: string };

/**
 * Reads a snapshot written by {@link writeSnapshot} for `scene` (already read by the scene rules,
 * its `state.steps` the snapshot's step): its shape, then each id against the scene's entities,
 * targets and obstacles. `where` names it in a refusal (`comparison.start`). Never throws.
 */
export function readSnapshot(scene: Scenario, value: unknown, where: readonly PropertyKey[]): SnapshotRead {
  const parsed = snapshotSchema().safeParse(value);
  const name = formatPath(where);
  if (!parsed.success) return { ok: false, error: refusalLine(problemsUnder(parsed.error, value, name)) };
  const data = parsed.data;
  const refuse = (path: readonly PropertyKey[], message: string): SnapshotRead => ({
    ok: false,
    error: `${formatPath([...where, ...path])}: ${message}`,
  });
  const entities = scene.entities.map((entity) => entity.id);
  const targets = (scene.targets ?? []).map((target) => target.id);
  const obstacles = (scene.obstacles ?? []).map((obstacle) => obstacle.id);
  const records = data.records.map((r) => r.id);
  if (records.length !== entities.length || new Set(records).size !== records.length || records.some((r) => !entities.includes(r)))
    return refuse(
      ['records'],
      `must list each entity of the scene once (${entities.map((e) => quoteForMessage(e)).join(', ') || 'it has none'})`,
    );
  const hitsProblem = impossibleHits(data.hits, entities, (scene.state?.steps ?? 0) * scenarioDt(scene), scenarioDt(scene));
  if (hitsProblem) return refuse(['hits', ...hitsProblem.path], hitsProblem.message);
  for (const [i, t] of data.targets.entries()) {
    if (!targets.includes(t.id)) return refuse(['targets', i, 'id'], among(targets, 'a target'));
    if (t.entity !== null && !entities.includes(t.entity))
      return refuse(['targets', i, 'entity'], `${among(entities, 'an entity')}, or be null`);
  }
  for (const [i, o] of data.heldObstacles.entries())
    if (!obstacles.includes(o.id)) return refuse(['heldObstacles', i, 'id'], among(obstacles, 'an obstacle'));
  const choreography = data.choreography;
  if (choreography) {
    if (!targets.includes(choreography.sharedTarget)) return refuse(['choreography', 'sharedTarget'], among(targets, 'a target'));
    const stranger = choreography.opening.findIndex((e) => !entities.includes(e));
    if (stranger >= 0) return refuse(['choreography', 'opening', stranger], among(entities, 'an entity'));
    if (choreography.routeIndex >= choreography.route.length)
      return refuse(
        ['choreography', 'routeIndex'],
        `must be an integer from 0 to ${choreography.route.length - 1} (a place on the route); got ${choreography.routeIndex}`,
      );
  }
  if (data.play === 'hunt' && !data.hunt) return refuse(['hunt'], 'is required in the Hunt (its memory of the scene before it)');
  if (data.play !== 'hunt' && data.hunt) return refuse(['hunt'], 'must be null outside the Hunt');
  if (data.mix && data.mix.ids.length !== data.mix.rates.length)
    return refuse(['mix', 'rates'], `must have one rate per id (${data.mix.ids.length})`);
  for (const [i, r] of data.records.entries()) {
    for (const [type, settings] of Object.entries(r.controllerMemory))
      if (settings && settings.type !== type)
        return refuse(['records', i, 'controllerMemory', type], `must be settings of type "${type}"; got "${settings.type}"`);
  }
  return { ok: true, snapshot: { ...data, step: scene.state?.steps ?? 0, scene, selectedObstacleId: null } };
}
