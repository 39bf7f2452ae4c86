import { z } from 'zod';
import { refusalLine } from '../../sim/scenario/parseScenario';
import { scenarioDt, toTargetMotion } from '../../sim/scenario/runScenario';
import { MAX_SCENARIO_PATH_WAYPOINTS } from '../../sim/scenario/sceneLimits';
import { targetMotionSchema, type Scenario, type ScenarioTargetMotion } from '../../sim/scenario/schema';
import { listField, recordField } from '../../sim/validation/boundedLists';
import { booleanField, enumField, numberField, pointField, stringField, vectorField } from '../../sim/validation/fields';
import type { GuidanceLaw } from '../../sim/steering/Guidance';
import { formatIssues, formatPath } from '../../sim/validation/formatIssues';
import { quoteForMessage } from '../../sim/validation/oneLine';
import { MAX_SPEED_LIMIT, NAVIGATION_CONSTANT_RANGE, STEP_COUNT_RANGE } from '../../sim/validation/quantities';
import { topSpeed } from '../../sim/targets/TargetMotion';
import { MAX_ENTITIES } from '../model/playerEntities';
import type { ChoreographyState } from '../plays/Playground';
import { MAX_GAME_TARGETS, readSceneText } from '../sceneFile/openScene';
import { playSchema, readPlay, type PlayInput } from './comparisonPlay';

/**
 * A what-if comparison written down (the `"comparison"` of a scene file or of a share link's scene,
 * docs/playing.md): the scene it holds is where the recorded run starts (a moment the game rebuilt
 * the scene at, so that a replay from it is the recorded run bit for bit); from there, each run is
 * the player's input step by step: the scenes the player's changes made (a turn rate, a controller,
 * a mode: the whole scene after the change) and the targets the player moved (only what differs
 * from where the step before left them). The recorded run plays from the start to its end; the
 * what-if run branches from it at `branch`, and the game shows step `shown`
 * (src/app/history/comparisonReplay.ts replays it; src/app/settings/writeComparison.ts writes it).
 */
export interface Comparison {
  /**
   * The opening's choreography at the start (the target hopping on by itself: Playground), on the
   * route it hops along, or null without one: both runs hop as they did.
   */
  readonly choreography: ChoreographyState | null;
  /** What the game keeps of each entity at the start that the scene file does not say (the opening's own paths). */
  readonly entities: EntityExtras;
  /** The order the game lists the entities in at the start, where it is not the scene file's (an entity whose type was swapped keeps its place), or null. */
  readonly order: readonly string[] | null;
  /** The entity each target belongs to at the start, where it is not the one the scene file pairs it with. */
  readonly owners: TargetOwners;
  /** The play it was made in when not the playground (the Hunt over one, or Intercept), and what it keeps at the start; null in the playground. */
  readonly play: PlayInput | null;
  /** The step the what-if run branched from the recorded one at. */
  readonly branch: number;
  /** The step shown. */
  readonly shown: number;
  readonly recorded: RunInput;
  readonly whatIf: RunInput;
}

/**
 * One run's input: the step it ends before (its present), the steps the game rebuilt the scene at
 * (its history's checkpoints: where bodies in contact start afresh), the player's changes and moved
 * targets, each in step order.
 */
export interface RunInput {
  readonly end: number;
  readonly checkpoints: readonly number[];
  readonly changes: readonly SceneChange[];
  readonly inputs: readonly StepInput[];
}

/**
 * The player changed something before step `step`: the whole scene that made (its state at that
 * step), or null when the scene file stays as it was, and what the game keeps of the entities that
 * changed with it.
 */
export interface SceneChange {
  readonly step: number;
  readonly scene: Scenario | null;
  readonly entities: EntityExtras;
  /** With a scene: the order the game lists its entities in, or null for the order before the change (a new entity last). */
  readonly order: readonly string[] | null;
  /** With a scene: the entity each of its targets belongs to (a type swapped hands its target on). */
  readonly owners: TargetOwners;
}

/** The entity each target belongs to (or null: none), by target id. */
export type TargetOwners = Readonly<Record<string, string | null>>;

/**
 * What the game keeps of an entity that a scene file does not say, by entity id: the path drawn for
 * it (m, as [x, y]: a file has one only in a command that follows it) and its guidance (a file
 * has a missile's only; the panel gives a character one all the same).
 */
export type EntityExtras = Readonly<Record<string, { readonly path?: readonly (readonly [number, number])[]; readonly guidance?: GuidanceLaw; readonly navigationConstant?: number }>>;

/** The targets the player moved before step `step`. */
export interface StepInput {
  readonly step: number;
  readonly targets: readonly TargetInput[];
}

/**
 * A target as the player's input left it, where that differs from where the last step left it (the
 * fields of Target.capture; `held` is where the player holds it, null when let go). A `motion` comes
 * with its `motionStart` and `motionTime`.
 */
export interface TargetInput {
  readonly id: string;
  readonly position?: readonly [number, number];
  readonly motionStart?: readonly [number, number];
  readonly motionTime?: number;
  readonly held?: readonly [number, number] | null;
  readonly velocity?: readonly [number, number];
  readonly motion?: ScenarioTargetMotion;
}

/**
 * Most steps a run spans from the start: two minutes at 60 Hz (the history keeps a minute, and its
 * oldest checkpoint up to 3 s more; a what-if run goes on for as long again). It bounds the work of
 * opening a comparison: every step is played again.
 */
export const MAX_COMPARISON_STEPS = 7200;

/** Most changes a run may hold (each a whole scene): a panel's slider dragged for 10 s makes one a step. */
export const MAX_COMPARISON_CHANGES = 600;

const step = numberField(STEP_COUNT_RANGE);

const targetInputSchema = z.strictObject(
  {
    id: stringField(64),
    position: pointField().optional(),
    motionStart: pointField().optional(),
    motionTime: numberField({ min: 0 }).optional(),
    held: pointField().nullable().optional(),
    velocity: vectorField(MAX_SPEED_LIMIT).optional(),
    motion: targetMotionSchema.optional(),
  },
  { error: 'must be an object with "id" and what the input changed ("position", "motionStart", "motionTime", "held", "velocity", "motion")' },
);

const stepInputSchema = z.strictObject(
  {
    step,
    targets: listField(targetInputSchema, { error: 'must be an array of targets', min: 1, minError: 'must name at least one target', max: MAX_GAME_TARGETS, maxError: `must have at most ${MAX_GAME_TARGETS} targets`, items: 'targets' }),
  },
  { error: 'must be an object with "step" and "targets"' },
);

const extrasSchema = z.strictObject(
  {
    path: listField(pointField(), { error: 'must be an array of [x, y] points', max: MAX_SCENARIO_PATH_WAYPOINTS, maxError: `must have at most ${MAX_SCENARIO_PATH_WAYPOINTS} waypoints`, items: 'waypoints' }).optional(),
    guidance: enumField(['pursuit', 'lead', 'proportional-navigation']).optional(),
    navigationConstant: numberField(NAVIGATION_CONSTANT_RANGE).optional(),
  },
  { error: 'must be an object with "path", "guidance" and "navigationConstant", each if it changed' },
);

const entitiesSchema = recordField(extrasSchema, { error: 'must be an object of entities by id', max: MAX_ENTITIES, key: stringField(64), items: 'entities' });

const orderSchema = listField(stringField(64), { error: 'must be an array of entity ids', max: MAX_ENTITIES, maxError: `must have at most ${MAX_ENTITIES} ids`, items: 'ids' });

const ownersSchema = recordField(stringField(64).nullable(), { error: 'must be an object of entity ids (or null) by target id', max: MAX_GAME_TARGETS, key: stringField(64), items: 'owners' });

const changeSchema = z.strictObject(
  { step, scene: z.unknown().optional(), entities: entitiesSchema.optional(), order: orderSchema.optional(), owners: ownersSchema.optional() },
  { error: 'must be an object with "step" and "scene", "entities" or both (and "order" and "owners" with a scene)' },
);

const runSchema = z.strictObject(
  {
    end: step,
    checkpoints: listField(step, { error: 'must be an array of steps', max: MAX_COMPARISON_STEPS, maxError: `must have at most ${MAX_COMPARISON_STEPS} steps`, items: 'steps' }),
    changes: listField(changeSchema, { error: 'must be an array of changes', max: MAX_COMPARISON_CHANGES, maxError: `must have at most ${MAX_COMPARISON_CHANGES} changes`, items: 'changes' }),
    inputs: listField(stepInputSchema, { error: 'must be an array of inputs', max: MAX_COMPARISON_STEPS, maxError: `must have at most ${MAX_COMPARISON_STEPS} inputs (one a step)`, items: 'inputs' }),
  },
  { error: 'must be an object with "end", "checkpoints", "changes" and "inputs"' },
);

/** Most points of a choreography's route (the opening's has a few). */
const MAX_ROUTE_POINTS = 64;

/** A choreography as the file writes it: the route's points as [x, y], no arrival yet as null. */
const choreographySchema = z.strictObject(
  {
    on: booleanField(),
    sharedTarget: stringField(64),
    opening: listField(stringField(64), { error: 'must be an array of entity ids', max: MAX_ENTITIES, maxError: `must have at most ${MAX_ENTITIES} ids`, items: 'ids' }),
    route: listField(pointField(), { error: 'must be an array of [x, y] points', min: 1, minError: 'must have at least one point', max: MAX_ROUTE_POINTS, maxError: `must have at most ${MAX_ROUTE_POINTS} points`, items: 'points' }),
    routeIndex: numberField({ integer: true, min: 0, max: MAX_ROUTE_POINTS - 1 }),
    lastHop: numberField({ min: 0 }),
    allArrivedSince: numberField({ min: 0 }).nullable(),
  },
  { error: 'must be an object with "on", "sharedTarget", "opening", "route", "routeIndex", "lastHop" and "allArrivedSince", or null' },
);

const comparisonSchema = z.strictObject(
  { choreography: choreographySchema.nullable(), entities: entitiesSchema.optional(), order: orderSchema.optional(), owners: ownersSchema.optional(), play: playSchema.optional(), branch: step, shown: step, recorded: runSchema, whatIf: runSchema },
  { error: 'must be an object with "choreography", "branch", "shown", "recorded" and "whatIf" (and "entities", "play")' },
);

/** A choreography as a comparison writes it down (JSON: [x, y] points, null for NaN). */
export function choreographyJson(state: ChoreographyState): z.input<typeof choreographySchema> {
  const { on, sharedTarget, opening, route, routeIndex, lastHop, allArrivedSince } = state;
  return { on, sharedTarget, opening: [...opening], route: route.map((p) => [p.x, p.y]), routeIndex, lastHop, allArrivedSince: Number.isNaN(allArrivedSince) ? null : allArrivedSince };
}

/** What reading a comparison gave: the comparison, or one line naming the field and what it may be. */
export type ComparisonReadResult = { ok: true; comparison: Comparison } | { ok: false; error: string };

/** A refusal naming the field at `path` under "comparison". */
function refusal(path: readonly PropertyKey[], message: string): { ok: false; error: string } {
  return { ok: false, error: `${formatPath(['comparison', ...path])}: ${message}` };
}

/**
 * Reads the `"comparison"` of `scene` (already read by the scene rules): its shape, then each rule
 * across fields: the runs' steps in order within their spans (the recorded run from the scene's
 * step, the what-if run from `branch`), each change a scene of the game's rules at its own step and
 * time base, each moved target one the scene has at that step. Never throws; the first problem is
 * the answer, naming its field and what it may be.
 */
export function readComparison(scene: Scenario): ComparisonReadResult {
  const value = scene.comparison;
  const parsed = comparisonSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: refusalLine(formatIssues(parsed.error, value, 'comparison').map((line) => (line.startsWith('comparison') ? line : line.startsWith('[') ? `comparison${line}` : `comparison.${line}`))) };
  const data = parsed.data;
  const start = scene.state?.steps;
  if (start === undefined) return refusal([], 'needs the scene’s "state" (the step its recorded run starts at)');
  const last = start + MAX_COMPARISON_STEPS;
  if (data.branch < start || data.branch > last) return refusal(['branch'], `must be an integer from ${start} (the scene’s step) to ${last}; got ${data.branch}`);
  if (data.recorded.end <= data.branch || data.recorded.end > last) return refusal(['recorded', 'end'], `must be an integer from ${data.branch + 1} (after branch) to ${last}; got ${data.recorded.end}`);
  const whatIfLast = data.branch + MAX_COMPARISON_STEPS;
  if (data.whatIf.end <= data.branch || data.whatIf.end > whatIfLast) return refusal(['whatIf', 'end'], `must be an integer from ${data.branch + 1} (after branch) to ${whatIfLast}; got ${data.whatIf.end}`);
  if (data.shown < start || data.shown > data.whatIf.end) return refusal(['shown'], `must be an integer from ${start} (the scene’s step) to ${data.whatIf.end} (whatIf.end); got ${data.shown}`);
  const choreography = readChoreography(scene, data.choreography);
  if (!choreography.ok) return choreography;
  const entities = readExtras(scene, data.entities, ['entities']);
  if (!entities.ok) return entities;
  const order = readOrder(scene, data.order, ['order']);
  if (!order.ok) return order;
  const owners = readOwners(scene, data.owners, ['owners']);
  if (!owners.ok) return owners;
  const play = data.play === undefined ? ({ ok: true, play: null } as const) : readPlay(scene, data.play);
  if (!play.ok) return refusal(['play', ...play.path], play.message);
  const recorded = readRun(scene, data.recorded, 'recorded', start, [{ step: start, scene }]);
  if (!recorded.ok) return recorded;
  // The what-if run starts from the recorded run's scene at the branch (as the step before left it: a recorded change there is the recorded run's).
  const atBranch = recorded.scenes.filter((s, i) => i === 0 || s.step < data.branch).slice(-1);
  const whatIf = readRun(scene, data.whatIf, 'whatIf', data.branch, atBranch);
  if (!whatIf.ok) return whatIf;
  return { ok: true, comparison: { choreography: choreography.state, entities: entities.extras, order: order.order, owners: owners.owners, play: play.play, branch: data.branch, shown: data.shown, recorded: recorded.run, whatIf: whatIf.run } };
}

/** A choreography as `choreographyJson` wrote it, read back as opening it does in `scene` (what a writer plays again). */
export function readBackChoreography(scene: Scenario, value: unknown): { ok: true; state: ChoreographyState | null } | { ok: false; error: string } {
  const parsed = choreographySchema.nullable().safeParse(JSON.parse(JSON.stringify(value)));
  if (!parsed.success) return { ok: false, error: refusalLine(formatIssues(parsed.error, value, 'comparison.choreography')) };
  return readChoreography(scene, parsed.data);
}

/** Checks targets' owners against the scene: its targets, owned by its entities. */
function readOwners(scene: Scenario, value: Record<string, string | null> | undefined, path: readonly PropertyKey[]): { ok: true; owners: TargetOwners } | { ok: false; error: string } {
  const targets = (scene.targets ?? []).map((target) => target.id);
  const entities = scene.entities.map((entity) => entity.id);
  for (const [target, owner] of Object.entries(value ?? {})) {
    if (!targets.includes(target)) return refusal([...path, target], `must be a target of the scene (${targets.map((t) => quoteForMessage(t)).join(', ') || 'it has none'})`);
    if (owner !== null && !entities.includes(owner)) return refusal([...path, target], `must be an entity of the scene or null; got ${quoteForMessage(owner)}`);
  }
  return { ok: true, owners: value ?? {} };
}

/** Checks an order of entities against the scene: its entities, each once. */
function readOrder(scene: Scenario, value: string[] | undefined, path: readonly PropertyKey[]): { ok: true; order: readonly string[] | null } | { ok: false; error: string } {
  if (value === undefined) return { ok: true, order: null };
  const entities = scene.entities.map((entity) => entity.id);
  if (value.length !== entities.length || new Set(value).size !== value.length || value.some((id) => !entities.includes(id))) return refusal(path, `must list each entity of the scene once (${entities.map((e) => quoteForMessage(e)).join(', ') || 'it has none'})`);
  return { ok: true, order: value };
}

/** Checks what the game keeps of entities against the scene they are in: each an entity's, its guidance whole. */
function readExtras(scene: Scenario, value: z.output<typeof entitiesSchema> | undefined, path: readonly PropertyKey[]): { ok: true; extras: EntityExtras } | { ok: false; error: string } {
  const entities = scene.entities.map((entity) => entity.id);
  for (const [id, extras] of Object.entries(value ?? {})) {
    if (!entities.includes(id)) return refusal([...path, id], `must be an entity of the scene (${entities.map((e) => quoteForMessage(e)).join(', ') || 'it has none'})`);
    if ((extras.guidance === undefined) !== (extras.navigationConstant === undefined)) return refusal([...path, id], 'must have "guidance" and "navigationConstant" together, or neither');
  }
  return { ok: true, extras: value ?? {} };
}

/** Checks a choreography against the scene it starts in: its target and entities there, its place on its route. */
function readChoreography(scene: Scenario, value: z.output<typeof choreographySchema> | null): { ok: true; state: ChoreographyState | null } | { ok: false; error: string } {
  if (value === null) return { ok: true, state: null };
  const targets = (scene.targets ?? []).map((target) => target.id);
  if (!targets.includes(value.sharedTarget)) return refusal(['choreography', 'sharedTarget'], `must name a target of the scene (${targets.map((id) => quoteForMessage(id)).join(', ') || 'it has none'}); got ${quoteForMessage(value.sharedTarget)}`);
  const entities = scene.entities.map((entity) => entity.id);
  const stranger = value.opening.findIndex((id) => !entities.includes(id));
  if (stranger >= 0) return refusal(['choreography', 'opening', stranger], `must name an entity of the scene; got ${quoteForMessage(value.opening[stranger] as string)}`);
  if (value.routeIndex >= value.route.length) return refusal(['choreography', 'routeIndex'], `must be an integer from 0 to ${value.route.length - 1} (a place on the route); got ${value.routeIndex}`);
  const route = value.route.map(([x, y]) => ({ x, y }));
  return { ok: true, state: { ...value, route, allArrivedSince: value.allArrivedSince ?? Number.NaN } };
}

type ParsedRun = z.infer<typeof runSchema>;

/** A scene file's refusal (`entities[0].maxSpeed: …`, `scenario: …`) as one of the scene at `where`: `where.entities[0].maxSpeed: …`. */
function nested(where: string, error: string): string {
  if (error.startsWith('scenario:')) return `${where}${error.slice('scenario'.length)}`;
  if (error.startsWith('scenario.') || error.startsWith('scenario[')) return `${where}${error.slice('scenario'.length)}`;
  if (error.startsWith('[')) return `${where}${error}`;
  return /^[A-Za-z_$][\w$]*[.[:]/.test(error) ? `${where}.${error}` : `${where}: ${error}`;
}

/** Checks one run across its fields: its changes' scenes and steps, its inputs' steps and targets. */
function readRun(start: Scenario, run: ParsedRun, name: 'recorded' | 'whatIf', from: number, before: { step: number; scene: Scenario }[]): { ok: true; run: RunInput; scenes: { step: number; scene: Scenario }[] } | { ok: false; error: string } {
  const scenes = [...before];
  const changes: SceneChange[] = [];
  // A change at the start of the recorded run would be the scene itself; the what-if run's first may be at the branch.
  let next = name === 'recorded' ? from + 1 : from;
  for (const [index, change] of run.changes.entries()) {
    const path = [name, 'changes', index];
    if (change.step < next || change.step >= run.end) return refusal([...path, 'step'], `must be an integer from ${next} to ${run.end - 1} (in order, before ${name}.end); got ${change.step}`);
    if (change.scene === undefined && change.entities === undefined) return refusal(path, 'must have "scene", "entities" or both (a change changes something)');
    let changed: Scenario | null = null;
    if (change.scene !== undefined) {
      const read = readSceneText(JSON.stringify(change.scene));
      if (!read.ok) return { ok: false, error: nested(formatPath(['comparison', ...path, 'scene']), read.error) };
      changed = read.scenario;
      if (changed.comparison !== undefined) return refusal([...path, 'scene', 'comparison'], 'must be left out (a change is a scene, not another comparison)');
      if (changed.state?.steps !== change.step) return refusal([...path, 'scene', 'state', 'steps'], `must be ${change.step}, the change’s step; got ${changed.state === undefined ? 'no state' : changed.state.steps}`);
      if (scenarioDt(changed) !== scenarioDt(start) || (changed.timeBase ?? 'standard') !== (start.timeBase ?? 'standard')) return refusal([...path, 'scene', 'dt'], `must be the scene’s step, ${scenarioDt(start)} s (its time base "${start.timeBase ?? 'standard'}")`);
      scenes.push({ step: change.step, scene: changed });
    }
    const extras = readExtras(scenes[scenes.length - 1]?.scene ?? start, change.entities, [...path, 'entities']);
    if (!extras.ok) return extras;
    for (const key of ['order', 'owners'] as const) if (change[key] !== undefined && !changed) return refusal([...path, key], 'must come with a "scene" (of its entities and targets)');
    const order = changed ? readOrder(changed, change.order, [...path, 'order']) : ({ ok: true, order: null } as const);
    if (!order.ok) return order;
    const owners = changed ? readOwners(changed, change.owners, [...path, 'owners']) : ({ ok: true, owners: {} } as const);
    if (!owners.ok) return owners;
    changes.push({ step: change.step, scene: changed, entities: extras.extras, order: order.order, owners: owners.owners });
    next = change.step + 1;
  }
  next = from;
  for (const [index, at] of run.checkpoints.entries()) {
    if (at < next || at >= run.end) return refusal([name, 'checkpoints', index], `must be an integer from ${next} to ${run.end - 1} (in order, before ${name}.end); got ${at}`);
    next = at + 1;
  }
  next = from;
  for (const [index, input] of run.inputs.entries()) {
    const path = [name, 'inputs', index];
    if (input.step < next || input.step >= run.end) return refusal([...path, 'step'], `must be an integer from ${next} to ${run.end - 1} (in order, before ${name}.end); got ${input.step}`);
    next = input.step + 1;
    const scene = scenes.filter((s) => s.step <= input.step).slice(-1)[0]?.scene ?? start;
    const ids = (scene.targets ?? []).map((target) => target.id);
    const seen = new Set<string>();
    for (const [t, target] of input.targets.entries()) {
      const where = [...path, 'targets', t];
      if (!ids.includes(target.id)) return refusal([...where, 'id'], `must name a target of the scene at step ${input.step} (${ids.length ? ids.map((id) => quoteForMessage(id)).join(', ') : 'it has none'}); got ${quoteForMessage(target.id)}`);
      if (seen.has(target.id)) return refusal([...where, 'id'], `must be unique in the step (${quoteForMessage(target.id)} is named twice)`);
      seen.add(target.id);
      if (target.motion && (!target.motionStart || target.motionTime === undefined)) return refusal([...where, 'motion'], 'must come with "motionStart" and "motionTime" (where and how long ago that motion began)');
      if (target.motion && target.motionStart) {
        const speed = topSpeed(toTargetMotion(target.motion), { x: target.motionStart[0], y: target.motionStart[1] });
        if (!(speed <= MAX_SPEED_LIMIT * (1 + 1e-9))) return refusal([...where, 'motion'], `must move at most ${MAX_SPEED_LIMIT} m/s (the speed limit of every body); this one reaches ${speed.toPrecision(4)} m/s`);
      }
    }
  }
  return { ok: true, run: { end: run.end, checkpoints: run.checkpoints, changes, inputs: run.inputs }, scenes };
}
