import type { ControllerSettings, ControllerType } from '../../sim/control/ControllerSettings';
import type { MovingEntity } from '../../sim/entities/MovingEntity';
import type { Vec2Like } from '../../sim/math/vec2';
import type { DemoTarget, TargetHandle } from './DemoTarget';
import type { HitLog } from './HitLog';
import { Trail } from './Trail';
import { emptyTurnSample, TurnMeter, type TurnMeterState, type TurnSample } from '../../sim/metrics/TurnMeter';

/** A trail point is recorded every this many steps (30 Hz at the default step). */
export const TRAIL_EVERY_STEPS = 2;

/** Trail length in points: 6 s at 30 Hz. */
const TRAIL_POINTS = 180;

/** Everything the game keeps about one entity besides its simulation state, as the page reads it: an {@link EntityState} seen read-only. */
export type EntityRecord = Readonly<Pick<EntityState, 'entity' | 'colorIndex' | 'trail' | 'hits' | 'label' | 'turns'>> & {
  readonly target: DemoTarget;
  readonly path: readonly Readonly<Vec2Like>[];
};

/** How to make an {@link EntityState}: what differs between the scenes that create entities. */
export interface EntityStateInit {
  entity: MovingEntity;
  colorIndex: number;
  target: TargetHandle;
  /** The scene's hit log, which counts this entity's hits. */
  hitLog: HitLog;
  /** [default: none] */
  path?: readonly Readonly<Vec2Like>[];
  /** [default: null] */
  label?: string | null;
  /** Simulated time it starts at, s. [default: 0] */
  launchTime?: number;
}

/**
 * The game's mutable record of one entity, owned by its scene's model. The only place the fields
 * of a record are listed; the collision group lives on the entity (a respawn or a type swap reuses
 * it), the hit count is read from the hit log, neither copied.
 */
export class EntityState {
  /** The simulation entity. A respawn replaces it (same id): read it afresh each frame. */
  entity: MovingEntity;
  /** Index into the game's palette; an entity keeps its colour when its type is swapped. */
  readonly colorIndex: number;
  /** The target it tracks or chases (in a race, every racer shares one). */
  target: TargetHandle;
  /**
   * The player's path for Path mode, m, empty until one is drawn or Path mode is entered. The one copy the game keeps (the entity follows a
   * copy of its own).
   */
  path: Vec2Like[];
  trail = new Trail(TRAIL_POINTS);
  /** Its turns, measured (src/sim/metrics/TurnMeter.ts): the last one's time, limit and overshoot. */
  turns = new TurnMeter();
  /** What the turn meter is fed, and what its set-point was a step ago (to tell a change). */
  private turnSample = emptyTurnSample();
  /** The time of its last measured turn sample, s (NaN: none yet). */
  private measuredAt = Number.NaN;
  private lastMode = '';
  private lastPathIndex = -1;
  private lastTargetX = Number.NaN;
  private lastTargetY = Number.NaN;
  /** The entity rebuilt from a snapshot (adoptTurns), and how far its count of turn settings is behind the one it had before. */
  private revisionOf: MovingEntity | null = null;
  private revisionOffset = 0;
  /** A name for legends, or null (a snapshot of the history gives it back: src/app/history). */
  label: string | null;
  /** Simulated time of the last (re)launch or target (re)appearance, s: time-to-hit counts from it. */
  launchTime: number;
  /** The spawn point used last (-1: none). */
  spawnIndex = -1;
  /** The last settings of every controller type this entity had, so switching back restores them. */
  controllerMemory: Partial<Record<ControllerType, ControllerSettings>> = {};
  private readonly hitLog: HitLog;

  constructor(init: EntityStateInit) {
    this.entity = init.entity;
    this.colorIndex = init.colorIndex;
    this.target = init.target;
    this.hitLog = init.hitLog;
    // Shared, not copied: a path is replaced, never changed in place (PathEditor).
    this.path = [...(init.path ?? [])];
    this.label = init.label ?? null;
    this.launchTime = init.launchTime ?? 0;
  }

  /** Hits on its target in this scene (read from the scene's {@link HitLog}). */
  get hits(): number {
    return this.hitLog.countOf(this.entity.id);
  }

  /**
   * Feeds one step of its turn to {@link turns}: the set-point (its target, waypoint or command)
   * changed when any of them did; it turns in place when its body is at rest and no outside torque
   * acts (`outsideTorque`); it is near its target within 2 arrival radii (where the line of sight
   * swings whatever the body does). `time` and `dt` in s.
   */
  measureTurn(time: number, dt: number, outsideTorque: boolean): void {
    const entity = this.entity;
    const target = entity.target;
    const x = target ? target.x : Number.NaN;
    const y = target ? target.y : Number.NaN;
    const sample = this.turnSample;
    sample.setpointChanged =
      entity.mode !== this.lastMode ||
      entity.pathIndex !== this.lastPathIndex ||
      !sameNumber(x, this.lastTargetX) ||
      !sameNumber(y, this.lastTargetY);
    this.lastMode = entity.mode;
    this.lastPathIndex = entity.pathIndex;
    this.lastTargetX = x;
    this.lastTargetY = y;
    const position = entity.position;
    const velocity = entity.velocity;
    const atRest = velocity.x * velocity.x + velocity.y * velocity.y < REST_SPEED * REST_SPEED;
    sample.time = time;
    this.measuredAt = time;
    sample.dt = dt;
    sample.hasSetpoint = target !== null && entity.mode !== 'idle';
    sample.headingError = entity.measureHeadingError();
    sample.angularVelocity = entity.angularVelocity;
    sample.maxAngularAcceleration = entity.maxAngularAcceleration;
    sample.inPlace = atRest && !outsideTorque;
    sample.turnSettingsRevision = this.turnRevision(entity);
    sample.nearTarget = !atRest && target !== null && Math.hypot(x - position.x, y - position.y) < 2 * entity.minSeekDistance;
    this.turns.update(sample);
  }

  /** What its turn meter was fed at simulated time `time` (after that step, when the scene measures turns), or null when it was not. */
  turnSampleAt(time: number): Readonly<TurnSample> | null {
    return this.measuredAt === time ? this.turnSample : null;
  }

  /**
   * What its turn measurement holds (the meter, and the set-point it saw a step ago), as plain data
   * for a history's snapshot. The entity's revision of its turn settings restarts with a rebuilt
   * body, so the meter's is kept as whether it was the entity's own (`ownRevision`).
   */
  saveTurns(): TurnsState {
    const meter = this.turns.save();
    const revision = this.turnRevision(this.entity);
    const own = meter.turnSettingsRevision === null ? null : meter.turnSettingsRevision === revision;
    return {
      meter: { ...meter, turnSettingsRevision: null },
      ownRevision: own,
      revision,
      lastMode: this.lastMode,
      lastPathIndex: this.lastPathIndex,
      lastTarget: Number.isNaN(this.lastTargetX) ? null : { x: this.lastTargetX, y: this.lastTargetY },
    };
  }

  /**
   * Takes `state` (from {@link saveTurns}) back, on this record's entity: the entity, rebuilt,
   * counts its turn settings from its file's, so the meter is fed the count it had before (a
   * respawned entity counts from its own, as it did), and tells a change the same way.
   */
  adoptTurns(state: TurnsState): void {
    const revision = state.revision ?? this.entity.turnSettingsRevision;
    this.revisionOf = this.entity;
    this.revisionOffset = revision - this.entity.turnSettingsRevision;
    this.turns.restore({
      ...state.meter,
      turnSettingsRevision: state.ownRevision === null ? null : state.ownRevision ? revision : revision - 1,
    });
    this.lastMode = state.lastMode;
    this.lastPathIndex = state.lastPathIndex;
    this.lastTargetX = state.lastTarget?.x ?? Number.NaN;
    this.lastTargetY = state.lastTarget?.y ?? Number.NaN;
    this.measuredAt = Number.NaN;
  }

  /**
   * `entity`'s count of changes of what turns it (MovingEntity.turnSettingsRevision), counted on from a snapshot's when it was rebuilt from
   * one (adoptTurns).
   */
  private turnRevision(entity: MovingEntity): number {
    return entity.turnSettingsRevision + (entity === this.revisionOf ? this.revisionOffset : 0);
  }

  /** Switches to controller settings `next`, remembering the current ones of their type for later. */
  switchController(next: ControllerSettings): void {
    const current = this.entity.getSettings().controller;
    if (current.type !== next.type) this.controllerMemory[current.type] = current;
    this.entity.setController({ ...next });
  }
}

/** What a record's turn measurement holds ({@link EntityState.saveTurns}). */
export interface TurnsState {
  /** Its meter, but for the revision (null there: see `ownRevision`). */
  readonly meter: TurnMeterState;
  /** Whether the meter had seen the entity's current turn settings (null: it had seen none). */
  readonly ownRevision: boolean | null;
  /**
   * The entity's count of changes of its turn settings then (absent in a file of an earlier version: counted from the rebuilt entity's).
   */
  readonly revision?: number;
  readonly lastMode: string;
  readonly lastPathIndex: number;
  /** Where its set-point was a step ago, or null without one. */
  readonly lastTarget: { readonly x: number; readonly y: number } | null;
}

/** Below this speed a body counts as at rest, turning in place, m/s. */
const REST_SPEED = 0.01;

/** Equal numbers, NaN equal to NaN (no target on either step). */
function sameNumber(a: number, b: number): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}
