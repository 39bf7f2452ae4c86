import type { GAME_MODES } from '../../sim/state/memory';
import type { Vec2Like } from '../../sim/math/vec2';
import type { Obstacle } from '../../sim/obstacles/Obstacle';
import { SteeringWorld } from '../../sim/SteeringWorld';
import type { Arena } from '../../sim/targets/Target';
import { MAX_COORDINATE } from '../../sim/validation/fields';
import { VISIBLE_ARENA } from '../setup/arena';
import { demoLoopFor } from '../setup/defaultScene';
import { TargetHandle, type DemoTarget } from './DemoTarget';
import { applyDisturbance } from '../fields/disturbanceFields';
import { HitLog } from './HitLog';
import { OBSTACLE_KINDS, type ObstacleKind } from './obstacleKinds';
import { motionFrom, type TargetMotionSettings } from '../fields/targetMotionFields';
import type { SessionSettings } from './SessionSettings';
import { EntityState } from './EntityState';
import type { ObstacleRecord, SceneView } from './SceneView';
import type { DisturbanceSettings } from '../fields/disturbanceFields';
import { perEntityType, type EntityType } from '../../sim/entities/EntitySettings';

/**
 * The game's command modes, as the original demo's menu ("Cmd: Track / Seek / Path"):
 * - `track`: every entity turns in place to face its own target, wherever the target goes;
 * - `seek`: every entity chases its own target (a missile flies through it, a character stops on it);
 * - `path`: every entity follows its path of waypoints (drawn by the player, or a demo loop).
 */
export type DemoMode = (typeof GAME_MODES)[number];

/**
 * Which entities a panel change applies to: all of them (and new ones), the selected one, or one by id (what the history logs for
 * "selected").
 */
export type ApplyTo = 'selected' | 'all' | { readonly entity: string };

/** An obstacle and the kind the player chose. Where it is held lives in the Obstacle. */
class ObstacleState implements ObstacleRecord {
  constructor(
    readonly obstacle: Obstacle,
    readonly kind: ObstacleKind,
  ) {}

  get dragGoal(): Readonly<Vec2Like> | null {
    return this.obstacle.heldAt;
  }
}

/**
 * What one scene plays in: a simulation world and everything the game keeps around it (entity
 * records, targets, obstacles, hits, selection, the command mode). Each fact is stored once here;
 * the parts of the demo (interaction, tuning, scenes) read and change it through these methods.
 * Hits reported during a step are queued and handled after it: the world is never changed inside
 * its own step. The game and the UI read it as a {@link SceneView}.
 */
export class SceneModel implements SceneView {
  readonly world: SteeringWorld;
  readonly records: EntityState[] = [];
  /**
   * Targets no entity chases (a scene file's spare ones): drawn in white, dragged, thrown and saved
   * like the others. A challenge level's other targets are not here: they are the level's, not the player's.
   */
  readonly looseTargets: TargetHandle[] = [];
  readonly obstacles: ObstacleState[] = [];
  readonly hits = new HitLog();
  mode: DemoMode = 'seek';
  selectedId: string | null = null;
  selectedObstacleId: string | null = null;
  /**
   * What a missile the player adds here does at the target it chases: "stop" (the playground, as
   * the original's Seek) or "fly-through" (the Hunt and races, where hits count). Given to each
   * entity when it is made; from then on the entity's own setting is the only one (a scene file's
   * entity keeps the file's).
   */
  arrivalOfNewEntities: 'stop' | 'fly-through' = 'fly-through';
  /** Whether each entity's turns are measured every step (overshoot); off for the benchmark's crowd. */
  measuresTurns = true;
  /** Entities the player has added so far (each takes the next spawn lane). */
  spawnCount = 0;
  private readonly typeCounters: Record<EntityType, number> = perEntityType(() => 0);
  private readonly obstacleCounters = Object.fromEntries(OBSTACLE_KINDS.map((kind) => [kind, 0])) as Record<ObstacleKind, number>;

  constructor(
    readonly session: SessionSettings,
    dt: number,
    /** The rectangle moving targets bounce inside, or null for none (an opened scene may say so). [default: the visible field] */
    arena: Arena | null = VISIBLE_ARENA,
  ) {
    const world = new SteeringWorld({ dt, arena: arena && { ...arena } });
    applyDisturbance(world, session.disturbance);
    this.world = world;
  }

  get time(): number {
    return this.world.time;
  }

  // ---- Look-ups ----

  findRecord(id: string): EntityState | undefined {
    return this.records.find((record) => record.entity.id === id);
  }

  /** The record of entity `id`, looked for first at place `index` (the world's order is most often the records'). */
  findRecordAt(index: number, id: string): EntityState | undefined {
    const record = this.records[index];
    return record && record.entity.id === id ? record : this.findRecord(id);
  }

  findTarget(id: string): TargetHandle | undefined {
    return this.records.find((record) => record.target.id === id)?.target ?? this.looseTargets.find((target) => target.id === id);
  }

  findObstacle(id: string): ObstacleState | undefined {
    return this.obstacles.find((record) => record.obstacle.id === id);
  }

  /** The selected entity's record, or null (what {@link SceneView} shows). */
  get selected(): EntityState | null {
    return this.selectedRecord() ?? null;
  }

  /** The disturbance as set in the panel (the session's, which this scene's world applies). */
  get disturbance(): Readonly<DisturbanceSettings> {
    return this.session.disturbance;
  }

  selectedRecord(): EntityState | undefined {
    return this.selectedId === null ? undefined : this.findRecord(this.selectedId);
  }

  /** The record the panel shows: the selected one, else the first. */
  shownRecord(): EntityState | undefined {
    return this.selectedRecord() ?? this.records[0];
  }

  /** The records a change applies to: every one, or the selected one. */
  recordsIn(scope: ApplyTo): readonly EntityState[] {
    if (scope === 'all') return this.records;
    const record = scope === 'selected' ? this.selectedRecord() : this.findRecord(scope.entity);
    return record ? [record] : [];
  }

  /** Every target once, in the order of the entities (racers share one). */
  targetsOf(records: readonly EntityState[] = this.records): TargetHandle[] {
    const handles: TargetHandle[] = [];
    for (const record of records) if (!handles.includes(record.target)) handles.push(record.target);
    return handles;
  }

  /** Every target once, as read-only views: the entities' (in their order), then the loose ones. */
  get targets(): readonly DemoTarget[] {
    return [...this.targetsOf(), ...this.looseTargets];
  }

  // ---- Making things ----

  /** A fresh entity id of `type`: "missile-1", "missile-2"… */
  nextEntityId(type: EntityType): string {
    let id: string;
    do id = `${type}-${++this.typeCounters[type]}`;
    while (this.world.getEntity(id));
    return id;
  }

  /** A fresh obstacle id of `kind`: "wall-1"… */
  nextObstacleId(kind: ObstacleKind): string {
    let id: string;
    do id = `${kind}-${++this.obstacleCounters[kind]}`;
    while (this.world.getObstacle(id));
    return id;
  }

  /**
   * How many entities of each type and obstacles of each kind were named so far (a history's snapshot keeps them: see {@link
   * restoreIdCounters}).
   */
  get idCounters(): IdCounters {
    return { entities: { ...this.typeCounters }, obstacles: { ...this.obstacleCounters } };
  }

  /**
   * Puts back counters read from {@link idCounters}: new entities and obstacles are named on from there (a removed one's name is not given
   * again).
   */
  restoreIdCounters(counters: IdCounters): void {
    Object.assign(this.typeCounters, counters.entities);
    Object.assign(this.obstacleCounters, counters.obstacles);
  }

  /** The lowest palette index no entity uses. */
  freeColorIndex(): number {
    const used = new Set(this.records.map((r) => r.colorIndex));
    let index = 0;
    while (used.has(index)) index++;
    return index;
  }

  /**
   * A target in this world, moving as `motionSettings` say from `position`, named `id` or, when the
   * world holds a target of that name already, `id-2`, `id-3`… (an entity's target is named after
   * it, and a scene opened from a file or a link keeps the names it was saved with: a new
   * "missile-1" may find "target-missile-1" still paired with another entity).
   */
  createTarget(
    id: string,
    entityId: string,
    position: Readonly<Vec2Like>,
    motionSettings: Readonly<TargetMotionSettings>,
    direction: number,
  ): TargetHandle {
    const point = { x: position.x, y: position.y };
    let free = id;
    for (let n = 2; this.world.getTarget(free); n++) free = `${id}-${n}`;
    const sim = this.world.addTarget({ id: free, position: point, motion: motionFrom(motionSettings, point, direction, VISIBLE_ARENA) });
    return new TargetHandle(sim, entityId, { ...motionSettings }, direction);
  }

  /** Adds an obstacle the world already holds. */
  addObstacle(obstacle: Obstacle, kind: ObstacleKind): void {
    this.obstacles.push(new ObstacleState(obstacle, kind));
  }

  // ---- Commands ----

  /** Gives one entity the command of the current mode. Track stops the body first ("turns in place"). */
  applyMode(record: EntityState): void {
    const { entity, target } = record;
    switch (this.mode) {
      case 'track':
        entity.steering.stop();
        entity.steering.face(target.sim);
        return;
      case 'seek':
        entity.chase(target.sim);
        record.launchTime = this.time;
        return;
      case 'path':
        if (record.path.length === 0) record.path = demoLoopFor(entity.position, this.session.layout);
        entity.steering.follow(record.path, this.session.pathLoop);
        return;
    }
  }

  setMode(mode: DemoMode): void {
    this.mode = mode;
    for (const record of this.records) this.applyMode(record);
  }

  /**
   * Places a target (a sensor: no body moves). With `resumeMotion` it starts its chosen motion from
   * there, else it stands still (held by the player while paused). Entities facing or chasing it
   * read it live; their time-to-hit starts again.
   */
  placeTarget(handle: TargetHandle, position: Readonly<Vec2Like>, resumeMotion: boolean): void {
    const point = { x: position.x, y: position.y };
    handle.sim.place(point, resumeMotion ? motionFrom(handle.motionSettings, point, handle.direction, VISIBLE_ARENA) : { type: 'static' });
    const now = this.time;
    for (const record of this.records) {
      if (record.target !== handle) continue;
      record.launchTime = now;
    }
  }

  /** Gives a target new motion settings and starts that motion from where it is. */
  startTargetMotion(handle: TargetHandle, settings: TargetMotionSettings): void {
    handle.motionSettings = settings;
    this.placeTarget(handle, handle.position, true);
  }
}

/** The counters that name new entities and obstacles (SceneModel.idCounters). */
export interface IdCounters {
  readonly entities: Readonly<Record<EntityType, number>>;
  readonly obstacles: Readonly<Record<ObstacleKind, number>>;
}

/** True for a point of finite coordinates within ±{@link MAX_COORDINATE} m. */
export function isFinitePoint(point: Readonly<Vec2Like>): boolean {
  return Number.isFinite(point.x) && Number.isFinite(point.y) && Math.abs(point.x) <= MAX_COORDINATE && Math.abs(point.y) <= MAX_COORDINATE;
}

/** A coordinate clamped to ±{@link MAX_COORDINATE} m. */
export function clampCoordinate(value: number): number {
  return Math.max(-MAX_COORDINATE, Math.min(MAX_COORDINATE, value));
}

/** A point clamped to ±{@link MAX_COORDINATE} m (a new object). */
export function clampPoint(point: Readonly<Vec2Like>): Vec2Like {
  return { x: clampCoordinate(point.x), y: clampCoordinate(point.y) };
}
