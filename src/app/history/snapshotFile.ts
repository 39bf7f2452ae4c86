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
import { MAX_SCENARIO_PATH_WAYPOINTS } from '../../sim/scenario/sceneLimits';
import { disturbanceSchema } from '../fields/disturbanceFields';
import { entitySettingValuesSchema } from '../fields/entitySettingValues';
import { TARGET_MOTION_FIELDS, TARGET_MOTION_TYPES } from '../fields/targetMotionFields';
import { TUNING_FIELDS } from '../fields/tuningFields';
import type { EntityDefaultsState } from '../model/EntityDefaults';
import { EXPLOSION_SLOTS, HitLog, type HitLogState } from '../model/HitLog';
import { MAX_ENTITIES } from '../model/playerEntities';
import { MAX_OBSTACLES, OBSTACLE_KINDS, type ObstacleKind } from '../model/obstacleKinds';
import { MAX_GAME_TARGETS } from '../sceneFile/openScene';
import { SPAWN_POINT_COUNT } from '../setup/spawnPoints';
import type { TurnsState } from '../model/EntityState';
import type { Checkpoint } from './Checkpoint';
import { turnsSchema, writeTurns } from './turnsFile';

/**
 * A snapshot written down (the `"start"` of a comparison, docs/playing.md): everything a
 * {@link Checkpoint} keeps beside its scene file, which is the file it comes in. Read back by its
 * rules and against that scene, it restores the scene exactly as the history's own snapshots do.
 */
export type SnapshotJson = z.input<ReturnType<typeof buildSchema>>;

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
    { type: enumField(TARGET_MOTION_TYPES), speed: numberField(TARGET_MOTION_FIELDS.speed.range), radius: numberField(TARGET_MOTION_FIELDS.radius.range), amplitude: numberField(TARGET_MOTION_FIELDS.amplitude.range) },
    { error: 'must be an object with "type", "speed", "radius" and "amplitude"' },
  );
  const explosion = z.strictObject({ x: numberField(), y: numberField(), time, colorIndex: numberField({ integer: true, min: 0 }), used: booleanField() }, { error: 'must be an object with "x", "y", "time", "colorIndex" and "used"' });
  const hits = z.strictObject(
    {
      total: numberField({ integer: true, min: 0 }),
      byEntity: recordField(numberField({ integer: true, min: 0 }), { error: 'must be an object of hit counts by entity id', max: MAX_ENTITIES * 4, key: id, items: 'counts' }),
      lastTimeToHit: time.nullable(),
      lastEntityId: id.nullable(),
      explosions: listField(explosion, { error: 'must be an array of explosions', min: EXPLOSION_SLOTS, minError: `must have ${EXPLOSION_SLOTS} explosions (the slots drawn)`, max: EXPLOSION_SLOTS, maxError: `must have ${EXPLOSION_SLOTS} explosions (the slots drawn)`, items: 'explosions' }),
      next: numberField({ integer: true, min: 0, max: EXPLOSION_SLOTS - 1 }),
    },
    { error: 'must be an object with "total", "byEntity", "lastTimeToHit", "lastEntityId", "explosions" and "next"' },
  );
  const idCounters = z.strictObject(
    {
      entities: z.strictObject(Object.fromEntries(ENTITY_TYPES.map((type) => [type, count])) as Record<EntityType, typeof count>, { error: `must be an object with ${ENTITY_TYPES.map((t) => `"${t}"`).join(' and ')}` }),
      obstacles: z.strictObject(Object.fromEntries(OBSTACLE_KINDS.map((kind) => [kind, count])) as Record<ObstacleKind, typeof count>, { error: `must be an object with ${OBSTACLE_KINDS.map((k) => `"${k}"`).join(', ')}` }),
    },
    { error: 'must be an object with "entities" and "obstacles"' },
  );
  const controllers = z.strictObject(Object.fromEntries(CONTROLLER_TYPES.map((type) => [type, controllerSchema().optional()])), { error: `must be an object of controller settings by type (${CONTROLLER_TYPES.join(', ')})` });
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
    { error: 'must be an object with "id", "path", "launchTime", "spawnIndex", "controllerMemory", "guidance", "navigationConstant", "label" and "turns"' },
  );
  const target = z.strictObject({ id, entity: id.nullable(), motion: motionSettings, direction: numberField() }, { error: 'must be an object with "id", "entity", "motion" and "direction"' });
  const choreography = z.strictObject(
    {
      on: booleanField(),
      sharedTarget: id,
      opening: list(id, 'ids', MAX_ENTITIES),
      route: listField(point, { error: 'must be an array of [x, y] points', min: 1, minError: 'must have at least one point', max: 64, maxError: 'must have at most 64 points', items: 'points' }),
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
    { error: 'must be an object with "newArrivalBefore", "arrivalsBefore", "motionsBefore", "placesBefore", "targetsBefore", "modeBefore" and "hitsBefore"' },
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
    { error: 'must be an object with "preset", "maxAngularAcceleration", "entitySettings", "guidance", "motion", "controllers" and "remembered"' },
  );
  const mix = z.strictObject(
    { ids: list(id, 'ids', MAX_ENTITIES), rates: list(numberField(TUNING_FIELDS.maxAngularAcceleration.range), 'rates', MAX_ENTITIES), defaultRate: numberField(TUNING_FIELDS.maxAngularAcceleration.range) },
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
    { error: 'must be an object with "play", "choreography", "hits", "records", "targets", "spawnCount", "arrivalOfNewEntities", "idCounters", "heldObstacles", "pathLoop", "disturbance", "hunt", "random", "defaults", "mix" and "layout"' },
  );
}

let built: ReturnType<typeof buildSchema> | null = null;

/** The snapshot's rules (built once, on first use). */
export function snapshotSchema(): ReturnType<typeof buildSchema> {
  built ??= buildSchema();
  return built;
}

/** A point as the file writes it. */
function pair(p: { readonly x: number; readonly y: number }): [number, number] {
  return [p.x, p.y];
}

/** A point as the file wrote it. */
function xy([x, y]: readonly [number, number]): { x: number; y: number } {
  return { x, y };
}

/** A hit log holding `state`. */
function hitLogOf(state: HitLogState): HitLog {
  const log = new HitLog();
  log.adopt(state);
  return log;
}

/** The refusal for an id that is not among `ids`, the scene's `what`s. */
function among(ids: readonly string[], what: string): string {
  return `must name ${what} of the scene (${ids.map((i) => quoteForMessage(i)).join(', ') || 'it has none'})`;
}

/**
 * What in a hit log this scene cannot have done, or null: hits by an entity it does not have, more
 * by its entities than the total, a time to hit or an explosion later than `time` (the scene's time,
 * s; within half a step `dt` of it: time adds up step by step).
 */
function impossibleHits(hits: HitLogState, entities: readonly string[], time: number, dt: number): { path: PropertyKey[]; message: string } | null {
  const latest = time + dt / 2;
  let counted = 0;
  for (const [id, count] of Object.entries(hits.byEntity)) {
    if (!entities.includes(id)) return { path: ['byEntity', id], message: among(entities, 'an entity') };
    counted += count;
  }
  if (counted > hits.total) return { path: ['total'], message: `must be at least the hits counted by entity (${counted}); got ${hits.total}` };
  const atMostTime = `must be at most the scene's time (${time} s, its steps × dt)`;
  if (hits.lastTimeToHit !== null && hits.lastTimeToHit > latest) return { path: ['lastTimeToHit'], message: `${atMostTime} or null; got ${hits.lastTimeToHit}` };
  const late = hits.explosions.findIndex((slot) => slot.time > latest);
  if (late >= 0) return { path: ['explosions', late, 'time'], message: `${atMostTime}; got ${hits.explosions[late]?.time}` };
  return null;
}

/** `snapshot` written down: everything it keeps beside its scene file, as JSON (points as [x, y], NaN as null). */
export function writeSnapshot(snapshot: Checkpoint): SnapshotJson {
  const choreography = snapshot.choreography;
  const hunt = snapshot.hunt;
  const defaults = snapshot.defaults;
  return {
    play: snapshot.play,
    choreography: choreography && { on: choreography.on, sharedTarget: choreography.sharedTarget, opening: [...choreography.opening], route: choreography.route.map(pair), routeIndex: choreography.routeIndex, lastHop: choreography.lastHop, allArrivedSince: Number.isNaN(choreography.allArrivedSince) ? null : choreography.allArrivedSince },
    hits: snapshot.hits.save(),
    records: snapshot.records.map((r) => ({ id: r.id, path: r.path.map(pair), launchTime: r.launchTime, spawnIndex: r.spawnIndex, controllerMemory: structuredClone(r.controllerMemory), guidance: r.guidance.guidance, navigationConstant: r.guidance.navigationConstant, label: r.label, turns: writeTurns(r.turns) })),
    targets: snapshot.targets.map((t) => ({ id: t.id, entity: t.entityId, motion: { ...t.motionSettings }, direction: t.direction })),
    spawnCount: snapshot.spawnCount,
    arrivalOfNewEntities: snapshot.arrivalOfNewEntities,
    idCounters: structuredClone(snapshot.idCounters),
    heldObstacles: snapshot.heldObstacles.map((o) => ({ id: o.id, at: pair(o.at) })),
    pathLoop: snapshot.session.pathLoop,
    disturbance: { ...snapshot.session.disturbance },
    hunt: hunt && { newArrivalBefore: hunt.newArrivalBefore, arrivalsBefore: hunt.arrivalsBefore.map(([e, a]) => [e, a]), motionsBefore: hunt.motionsBefore.map(([t, m]) => [t, { ...m }]), placesBefore: hunt.placesBefore.map(([t, p]) => [t, pair(p)]), targetsBefore: hunt.targetsBefore.map(([e, t]) => [e, t]), modeBefore: hunt.modeBefore, hitsBefore: hunt.hitsBefore.save() },
    random: snapshot.random,
    defaults: { ...defaults, entitySettings: { ...defaults.entitySettings }, guidance: { ...defaults.guidance }, motion: { ...defaults.motion }, controllers: structuredClone(defaults.controllers), remembered: structuredClone(defaults.remembered) },
    mix: snapshot.mix && { ids: [...snapshot.mix.ids], rates: [...snapshot.mix.rates], defaultRate: snapshot.mix.defaultRate },
    layout: snapshot.layout,
  };
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
  const refuse = (path: readonly PropertyKey[], message: string): SnapshotRead => ({ ok: false, error: `${formatPath([...where, ...path])}: ${message}` });
  const entities = scene.entities.map((entity) => entity.id);
  const targets = (scene.targets ?? []).map((target) => target.id);
  const obstacles = (scene.obstacles ?? []).map((obstacle) => obstacle.id);
  const records = data.records.map((r) => r.id);
  if (records.length !== entities.length || new Set(records).size !== records.length || records.some((r) => !entities.includes(r))) return refuse(['records'], `must list each entity of the scene once (${entities.map((e) => quoteForMessage(e)).join(', ') || 'it has none'})`);
  const hitsProblem = impossibleHits(data.hits, entities, (scene.state?.steps ?? 0) * scenarioDt(scene), scenarioDt(scene));
  if (hitsProblem) return refuse(['hits', ...hitsProblem.path], hitsProblem.message);
  for (const [i, t] of data.targets.entries()) {
    if (!targets.includes(t.id)) return refuse(['targets', i, 'id'], among(targets, 'a target'));
    if (t.entity !== null && !entities.includes(t.entity)) return refuse(['targets', i, 'entity'], `${among(entities, 'an entity')}, or be null`);
  }
  for (const [i, o] of data.heldObstacles.entries()) if (!obstacles.includes(o.id)) return refuse(['heldObstacles', i, 'id'], among(obstacles, 'an obstacle'));
  const choreography = data.choreography;
  if (choreography) {
    if (!targets.includes(choreography.sharedTarget)) return refuse(['choreography', 'sharedTarget'], among(targets, 'a target'));
    const stranger = choreography.opening.findIndex((e) => !entities.includes(e));
    if (stranger >= 0) return refuse(['choreography', 'opening', stranger], among(entities, 'an entity'));
    if (choreography.routeIndex >= choreography.route.length) return refuse(['choreography', 'routeIndex'], `must be an integer from 0 to ${choreography.route.length - 1} (a place on the route); got ${choreography.routeIndex}`);
  }
  if (data.play === 'hunt' && !data.hunt) return refuse(['hunt'], 'is required in the Hunt (its memory of the scene before it)');
  if (data.play !== 'hunt' && data.hunt) return refuse(['hunt'], 'must be null outside the Hunt');
  if (data.mix && data.mix.ids.length !== data.mix.rates.length) return refuse(['mix', 'rates'], `must have one rate per id (${data.mix.ids.length})`);
  for (const [i, r] of data.records.entries()) {
    for (const [type, settings] of Object.entries(r.controllerMemory)) if (settings && settings.type !== type) return refuse(['records', i, 'controllerMemory', type], `must be settings of type "${type}"; got "${settings.type}"`);
  }
  const hunt = data.hunt;
  return {
    ok: true,
    snapshot: {
      step: scene.state?.steps ?? 0,
      play: data.play,
      scene,
      choreography: choreography && { ...choreography, route: choreography.route.map(xy), allArrivedSince: choreography.allArrivedSince ?? Number.NaN },
      hits: hitLogOf(data.hits),
      records: data.records.map((r) => ({ id: r.id, path: r.path.map(xy), launchTime: r.launchTime, spawnIndex: r.spawnIndex, controllerMemory: r.controllerMemory as Partial<Record<ControllerType, ControllerSettings>>, guidance: { guidance: r.guidance, navigationConstant: r.navigationConstant }, label: r.label, turns: (r.turns ?? null) as TurnsState | null })),
      targets: data.targets.map((t) => ({ id: t.id, entityId: t.entity, motionSettings: t.motion, direction: t.direction })),
      spawnCount: data.spawnCount,
      arrivalOfNewEntities: data.arrivalOfNewEntities,
      idCounters: data.idCounters,
      selectedObstacleId: null,
      heldObstacles: data.heldObstacles.map((o) => ({ id: o.id, at: xy(o.at) })),
      session: { disturbance: data.disturbance, pathLoop: data.pathLoop },
      hunt: hunt && { ...hunt, placesBefore: hunt.placesBefore.map(([t, p]) => [t, xy(p)] as const), hitsBefore: hitLogOf(hunt.hitsBefore) },
      random: data.random,
      defaults: data.defaults as EntityDefaultsState,
      mix: data.mix,
      layout: data.layout,
    },
  };
}
