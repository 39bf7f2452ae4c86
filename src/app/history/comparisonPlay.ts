import { z } from 'zod';
import type { Scenario } from '../../sim/scenario/schema';
import { GAME_MODES } from '../../sim/state/memory';
import { listField, recordField } from '../../sim/validation/boundedLists';
import { booleanField, enumField, numberField, pointField, stringField } from '../../sim/validation/fields';
import { formatIssues, formatPath } from '../../sim/validation/formatIssues';
import { quoteForMessage } from '../../sim/validation/oneLine';
import { refusalLine } from '../../sim/scenario/parseScenario';
import { TARGET_MOTION_FIELDS, TARGET_MOTION_TYPES, type TargetMotionSettings } from '../fields/targetMotionFields';
import { EXPLOSION_SLOTS, HitLog, type HitLogState } from '../model/HitLog';
import { MAX_ENTITIES } from '../model/playerEntities';
import { OBSTACLE_KINDS, type ObstacleKind } from '../model/obstacleKinds';
import type { IdCounters } from '../model/SceneModel';
import { ENTITY_TYPES, type EntityType } from '../../sim/entities/EntitySettings';
import type { Hunt, HuntState } from '../plays/Hunt';
import type { Play } from '../plays/Play';
import type { PlayDirector } from '../plays/PlayDirector';
import { MAX_GAME_TARGETS } from '../sceneFile/openScene';
import { SPAWN_POINT_COUNT } from '../setup/spawnPoints';
import type { Checkpoint } from './Checkpoint';

/**
 * The play a comparison was made in, when it is not the playground (the `"play"` of a comparison,
 * docs/playing.md): the Hunt over a playground or Intercept, and what the game keeps around their
 * world at the recorded run's start that a scene file does not say: the game's random numbers
 * (where a character's reached target jumps to), the hits, each entity's launch time, spawn point
 * and name in legends, each target's chosen motion and heading, and the Hunt's memory of the scene
 * before it (what leaving it puts back). Opening a comparison builds the play over its scene as the
 * history rebuilds it ({@link enterPlay}).
 */
export interface PlayInput {
  readonly kind: 'hunt' | 'intercept';
  readonly random: number;
  readonly hits: HitLogState;
  readonly records: Readonly<Record<string, RecordInput>>;
  readonly targets: Readonly<Record<string, { readonly motionSettings: TargetMotionSettings; readonly direction: number }>>;
  /** How many entities and obstacles were named so far, and entities spawned by the player: new ones are named and placed on from there. */
  readonly idCounters: IdCounters;
  readonly spawnCount: number;
  /** The Hunt's memory of the scene before it; null in Intercept. */
  readonly hunt: HuntInput | null;
}

/** What the game keeps of an entity beside its scene file in these plays. */
interface RecordInput {
  readonly launchTime: number;
  readonly spawnIndex: number;
  readonly label: string | null;
}

/** {@link HuntState} as a comparison writes it: each list in its order, places as [x, y]. */
interface HuntInput {
  readonly newArrivalBefore: 'stop' | 'fly-through';
  readonly arrivalsBefore: readonly (readonly [string, 'stop' | 'fly-through'])[];
  readonly motionsBefore: readonly (readonly [string, TargetMotionSettings])[];
  readonly placesBefore: readonly (readonly [string, readonly [number, number]])[];
  readonly targetsBefore: readonly (readonly [string, string])[];
  readonly modeBefore: (typeof GAME_MODES)[number];
  readonly hitsBefore: HitLogState;
}

const id = stringField(64);
const arrival = enumField(['stop', 'fly-through']);
const time = numberField({ min: 0 });

const motionSettingsSchema = z.strictObject(
  { type: enumField(TARGET_MOTION_TYPES), speed: numberField(TARGET_MOTION_FIELDS.speed.range), radius: numberField(TARGET_MOTION_FIELDS.radius.range), amplitude: numberField(TARGET_MOTION_FIELDS.amplitude.range) },
  { error: 'must be an object with "type", "speed", "radius" and "amplitude"' },
);

const explosionSchema = z.strictObject(
  { x: numberField(), y: numberField(), time, colorIndex: numberField({ integer: true, min: 0 }), used: booleanField() },
  { error: 'must be an object with "x", "y", "time", "colorIndex" and "used"' },
);

const hitsSchema = z.strictObject(
  {
    total: numberField({ integer: true, min: 0 }),
    byEntity: recordField(numberField({ integer: true, min: 0 }), { error: 'must be an object of hit counts by entity id', max: MAX_ENTITIES * 4, key: id, items: 'counts' }),
    lastTimeToHit: time.nullable(),
    lastEntityId: id.nullable(),
    explosions: listField(explosionSchema, { error: 'must be an array of explosions', min: EXPLOSION_SLOTS, minError: `must have ${EXPLOSION_SLOTS} explosions (the slots drawn)`, max: EXPLOSION_SLOTS, maxError: `must have ${EXPLOSION_SLOTS} explosions (the slots drawn)`, items: 'explosions' }),
    next: numberField({ integer: true, min: 0, max: EXPLOSION_SLOTS - 1 }),
  },
  { error: 'must be an object with "total", "byEntity", "lastTimeToHit", "lastEntityId", "explosions" and "next"' },
);

const count = numberField({ integer: true, min: 0, max: 2 ** 32 });

const idCountersSchema = z.strictObject(
  {
    entities: z.strictObject(Object.fromEntries(ENTITY_TYPES.map((type) => [type, count])) as Record<EntityType, typeof count>, { error: `must be an object with ${ENTITY_TYPES.map((t) => `"${t}"`).join(' and ')}` }),
    obstacles: z.strictObject(Object.fromEntries(OBSTACLE_KINDS.map((kind) => [kind, count])) as Record<ObstacleKind, typeof count>, { error: `must be an object with ${OBSTACLE_KINDS.map((k) => `"${k}"`).join(', ')}` }),
  },
  { error: 'must be an object with "entities" and "obstacles"' },
);

/** A list of [id, value] pairs, in order. */
function pairs<T>(value: z.ZodType<T>, what: string, max: number) {
  const error = `must be an array of [id, ${what}] pairs`;
  return listField(z.tuple([id, value], { error }), { error, max, maxError: `must have at most ${max} pairs`, items: 'pairs' });
}

const huntSchema = z.strictObject(
  {
    newArrivalBefore: arrival,
    arrivalsBefore: pairs(arrival, '"stop" or "fly-through"', MAX_ENTITIES * 4),
    motionsBefore: pairs(motionSettingsSchema, 'motion settings', MAX_GAME_TARGETS),
    placesBefore: pairs(pointField(), '[x, y]', MAX_GAME_TARGETS),
    targetsBefore: pairs(id, 'target id', MAX_ENTITIES * 4),
    modeBefore: enumField(GAME_MODES),
    hitsBefore: hitsSchema,
  },
  { error: 'must be an object with "newArrivalBefore", "arrivalsBefore", "motionsBefore", "placesBefore", "targetsBefore", "modeBefore" and "hitsBefore"' },
);

/** The `"play"` of a comparison: its shape, field by field. */
export const playSchema = z.strictObject(
  {
    kind: enumField(['hunt', 'intercept']),
    random: numberField({ integer: true, min: 0, max: 2 ** 32 - 1 }),
    hits: hitsSchema,
    records: recordField(
      z.strictObject({ launchTime: numberField(), spawnIndex: numberField({ integer: true, min: -1, max: SPAWN_POINT_COUNT - 1 }), label: id.nullable() }, { error: 'must be an object with "launchTime", "spawnIndex" and "label"' }),
      { error: 'must be an object of entities by id', max: MAX_ENTITIES, key: id, items: 'entities' },
    ),
    targets: recordField(z.strictObject({ motionSettings: motionSettingsSchema, direction: numberField() }, { error: 'must be an object with "motionSettings" and "direction"' }), {
      error: 'must be an object of targets by id',
      max: MAX_GAME_TARGETS,
      key: id,
      items: 'targets',
    }),
    idCounters: idCountersSchema,
    spawnCount: count,
    hunt: huntSchema.optional(),
  },
  { error: 'must be an object with "kind", "random", "hits", "records", "targets", "idCounters" and "spawnCount" (and "hunt" in the Hunt)' },
);

/** What the start checkpoint of a comparison made in `kind` keeps of its play, as the comparison writes it (JSON). */
export function playJson(kind: PlayInput['kind'], start: Checkpoint): z.input<typeof playSchema> {
  const hunt = start.hunt;
  return {
    kind,
    random: start.random,
    hits: start.hits.save(),
    records: Object.fromEntries(start.records.map((r) => [r.id, { launchTime: r.launchTime, spawnIndex: r.spawnIndex, label: r.label }])),
    targets: Object.fromEntries(start.targets.map((t) => [t.id, { motionSettings: { ...t.motionSettings }, direction: t.direction }])),
    idCounters: structuredClone(start.idCounters),
    spawnCount: start.spawnCount,
    ...(hunt ? { hunt: { ...hunt, arrivalsBefore: hunt.arrivalsBefore.map(([e, a]) => [e, a]), motionsBefore: hunt.motionsBefore.map(([t, m]) => [t, { ...m }]), placesBefore: hunt.placesBefore.map(([t, p]) => [t, [p.x, p.y]]), targetsBefore: hunt.targetsBefore.map(([e, t]) => [e, t]), hitsBefore: hunt.hitsBefore.save() } } : {}),
  };
}

/** A refusal naming `comparison.play` and the field at `path` under it. */
export type PlayRead = { ok: true; play: PlayInput } | { ok: false; path: readonly PropertyKey[]; message: string };

/** A play as {@link playJson} wrote it, read back as opening it does in `scene` (what a writer plays again); a refusal names its field. */
export function readBackPlay(scene: Scenario, value: unknown): { ok: true; play: PlayInput } | { ok: false; error: string } {
  const parsed = playSchema.safeParse(JSON.parse(JSON.stringify(value)));
  if (!parsed.success) return { ok: false, error: refusalLine(formatIssues(parsed.error, value, 'comparison.play')) };
  const read = readPlay(scene, parsed.data);
  return read.ok ? read : { ok: false, error: `${formatPath(['comparison', 'play', ...read.path])}: ${read.message}` };
}

/** Checks a play already of {@link playSchema}'s shape against the scene it starts in: its Hunt memory where it is the Hunt, its entities and targets the scene's. */
export function readPlay(scene: Scenario, value: z.output<typeof playSchema>): PlayRead {
  if (value.kind === 'hunt' && !value.hunt) return { ok: false, path: ['hunt'], message: 'is required in the Hunt (its memory of the scene before it)' };
  if (value.kind === 'intercept' && value.hunt) return { ok: false, path: ['hunt'], message: 'must be left out in Intercept (it is the Hunt’s)' };
  const entities = scene.entities.map((entity) => entity.id);
  const stranger = Object.keys(value.records).find((e) => !entities.includes(e));
  if (stranger !== undefined) return { ok: false, path: ['records', stranger], message: `must be an entity of the scene (${entities.map((e) => quoteForMessage(e)).join(', ') || 'it has none'})` };
  const targets = (scene.targets ?? []).map((target) => target.id);
  const unknown = Object.keys(value.targets).find((t) => !targets.includes(t));
  if (unknown !== undefined) return { ok: false, path: ['targets', unknown], message: `must be a target of the scene (${targets.map((t) => quoteForMessage(t)).join(', ') || 'it has none'})` };
  return { ok: true, play: { ...value, hunt: value.hunt ?? null } };
}

/** The Hunt's memory as the Hunt keeps it. */
function huntStateOf(input: HuntInput): HuntState {
  const hitsBefore = new HitLog();
  hitsBefore.adopt(input.hitsBefore);
  const placesBefore = input.placesBefore.map(([t, [x, y]]) => [t, { x, y }] as const);
  return { ...structuredClone({ newArrivalBefore: input.newArrivalBefore, arrivalsBefore: input.arrivalsBefore, motionsBefore: input.motionsBefore, targetsBefore: input.targetsBefore, modeBefore: input.modeBefore }), placesBefore, hitsBefore };
}

/** Gives `play`, built from the comparison's scene, what `input` keeps around its world (as adoptCheckpoint does). */
function adoptPlay(play: Play, input: PlayInput): void {
  const model = play.model;
  if (input.hunt) (play as Hunt).adoptState(huntStateOf(input.hunt));
  model.hits.adopt(input.hits);
  model.restoreIdCounters(input.idCounters);
  model.spawnCount = input.spawnCount;
  for (const [e, { launchTime, spawnIndex, label }] of Object.entries(input.records)) {
    const record = model.findRecord(e);
    if (!record) continue;
    Object.assign(record, { launchTime, spawnIndex, label });
  }
  for (const [t, { motionSettings, direction }] of Object.entries(input.targets)) {
    const handle = model.findTarget(t);
    if (!handle) continue;
    handle.motionSettings = { ...motionSettings };
    handle.direction = direction;
  }
}

/**
 * Plays `input`'s play over the scene just opened from `scene` (PlayDirector.openScene), built as
 * the history rebuilds it: the Hunt over that playground, or Intercept filled from `scene`; given
 * what the game kept around its world, with the random numbers where they were.
 */
export function enterPlay(plays: PlayDirector, scene: Scenario, input: PlayInput): void {
  plays.enterRebuilt(input.kind, scene, input.random, (play) => adoptPlay(play, input));
}
