import { huntMotion } from '../setup/huntSetup';
import { HitLog, type HitLogState } from '../model/HitLog';
import type { Vec2Like } from '../../sim/math/vec2';
import type { EntityState } from '../model/EntityState';
import type { TargetMotionSettings } from '../fields/targetMotionFields';
import type { SceneModel } from '../model/SceneModel';
import type { Play, PlayContext } from './Play';
import { respondToHit } from './hitResponse';
import { RaceResults, type RaceResultsView } from './RaceResults';

/**
 * The Hunt: it takes over the current scene's entities, each with a target of its own (entities
 * that shared one get their own near it). Every target moves (a circle, a zig-zag, a
 * bouncing line, in turn), everyone seeks, missiles respawn after each hit and characters' targets
 * jump, so it runs unattended. Its hits are its own: the count starts at 0 when it begins. Over a
 * race it keeps a table of its own (each racer's first hit and hits since the Hunt began), not the
 * race's, which described another game. Leaving it leaves nothing of it behind: the targets it
 * made are removed, every entity chases (or faces, or follows) what it did before in the mode it
 * was in, each target is back where it stood with its own motion settings, and the hit count is
 * the scene's again.
 */
export class Hunt implements Play {
  readonly model: SceneModel;
  readonly countsHits = true;
  /** What new entities got, and each entity (by id) did at its target, before the Hunt made them all fly through. */
  private newArrivalBefore: SceneModel['arrivalOfNewEntities'];
  private arrivalsBefore = new Map<string, SceneModel['arrivalOfNewEntities']>();
  /** Each target's (by id) motion settings and place before the Hunt, put back when it ends (the Hunt's are its own, not the player's). */
  private motionsBefore = new Map<string, TargetMotionSettings>();
  private placesBefore = new Map<string, Vec2Like>();
  /** Each entity's target before the Hunt gave it one of its own, by ids. */
  private targetsBefore = new Map<string, string>();
  /** The scene's mode and hits before the Hunt. */
  private modeBefore: SceneModel['mode'];
  private readonly hitsBefore = new HitLog();
  /** Over a race: the Hunt's own table of the racers (made in {@link setUp}); null elsewhere. */
  private table: RaceResults | null = null;

  constructor(
    private readonly context: PlayContext,
    readonly previous: Play,
  ) {
    this.model = previous.model;
    this.newArrivalBefore = previous.model.arrivalOfNewEntities;
    this.modeBefore = previous.model.mode;
  }

  /** Over a race, the Hunt's table of the racers (from its start); undefined elsewhere (it keeps none). */
  get raceResults(): RaceResultsView | undefined {
    return this.table?.view();
  }

  setUp(): void {
    this.previous.onPlayerMovedTarget?.();
    // Missiles fly into their targets to hit them, then respawn.
    this.model.arrivalOfNewEntities = 'fly-through';
    for (const record of this.model.records) {
      this.arrivalsBefore.set(record.entity.id, record.entity.chaseArrival);
      record.entity.chaseArrival = 'fly-through';
    }
    for (const handle of this.model.targetsOf()) {
      this.motionsBefore.set(handle.id, { ...handle.motionSettings });
      this.placesBefore.set(handle.id, { x: handle.position.x, y: handle.position.y });
    }
    for (const record of this.model.records) this.targetsBefore.set(record.entity.id, record.target.id);
    this.hitsBefore.copyFrom(this.model.hits);
    // The Hunt's hits are counted from its start (a race's under it are the race's).
    this.model.hits.copyFrom(new HitLog());
    this.giveEachItsOwnTarget();
    this.model.targetsOf().forEach((handle, i) => this.model.startTargetMotion(handle, huntMotion(i)));
    this.model.setMode('seek');
    const start = this.model.time;
    if (this.previous.raceResults !== undefined)
      this.table = new RaceResults(
        this.model.records,
        'seek',
        0,
        this.model.records.map(() => start),
        'hunt',
      );
  }

  /** Entities that share a target (the opening's) each get one of their own, near it: each hunts its own. */
  private giveEachItsOwnTarget(): void {
    const model = this.model;
    const seen = new Set<unknown>();
    model.records.forEach((record, i) => {
      const shared = record.target;
      if (!seen.has(shared)) {
        seen.add(shared);
        return;
      }
      const angle = (2 * Math.PI * i) / model.records.length;
      const position = { x: shared.position.x + 8 * Math.cos(angle), y: shared.position.y + 8 * Math.sin(angle) };
      record.target = model.createTarget(
        `target-${record.entity.id}`,
        record.entity.id,
        position,
        shared.motionSettings,
        shared.direction + angle,
      );
    });
  }

  /** What the Hunt keeps of the scene before it (by ids, as plain data), for the history's snapshots (src/app/history). */
  saveState(): HuntState {
    const byIds = structuredClone({
      arrivalsBefore: [...this.arrivalsBefore],
      motionsBefore: [...this.motionsBefore],
      placesBefore: [...this.placesBefore],
      targetsBefore: [...this.targetsBefore],
    });
    return { newArrivalBefore: this.newArrivalBefore, ...byIds, modeBefore: this.modeBefore, hitsBefore: this.hitsBefore.save() };
  }

  /**
   * Takes up a state saved by {@link saveState}, in place of {@link setUp}: the Hunt, rebuilt over
   * the scene as it was at a snapshot (which already holds the Hunt's targets, motions and mode),
   * goes on as the saved one would have, and leaving it puts back the scene before it.
   */
  adoptState(state: HuntState): void {
    const copy = structuredClone({
      arrivalsBefore: state.arrivalsBefore,
      motionsBefore: state.motionsBefore,
      placesBefore: state.placesBefore,
      targetsBefore: state.targetsBefore,
    });
    this.newArrivalBefore = state.newArrivalBefore;
    this.arrivalsBefore = new Map(copy.arrivalsBefore);
    this.motionsBefore = new Map(copy.motionsBefore);
    this.placesBefore = new Map(copy.placesBefore);
    this.targetsBefore = new Map(copy.targetsBefore);
    this.modeBefore = state.modeBefore;
    this.hitsBefore.adopt(state.hitsBefore);
  }

  afterStep(): void {
    this.previous.afterStep?.();
    this.table?.update(this.model.time);
  }

  onHit(record: EntityState): void {
    respondToHit(this.model, record, this.context.random);
  }

  onEntityAdded(record: EntityState): void {
    this.model.startTargetMotion(record.target, huntMotion(this.model.records.length - 1));
  }

  onPlayerMovedTarget(): void {
    this.previous.onPlayerMovedTarget?.();
  }

  tearDown(): Play {
    const model = this.model;
    // The targets the Hunt made go; every entity gets back the one it had (an entity added during
    // the Hunt keeps its own, and so does one whose target went with an entity removed meanwhile).
    for (const record of model.records) {
      const before = model.findTarget(this.targetsBefore.get(record.entity.id) ?? '');
      if (!before || before === record.target) continue;
      if (!this.motionsBefore.has(record.target.id)) model.world.removeTarget(record.target.id);
      record.target = before;
    }
    // The targets stand where they stood, with the motion settings they had before (a target made
    // for an entity added during the Hunt: the first one's, standing still).
    for (const handle of model.targetsOf()) {
      const own = this.motionsBefore.get(handle.id);
      const first = this.motionsBefore.values().next().value ?? handle.motionSettings;
      handle.motionSettings = own ? { ...own } : { ...first, type: 'static' };
      model.placeTarget(handle, this.placesBefore.get(handle.id) ?? handle.position, true);
    }
    model.hits.copyFrom(this.hitsBefore);
    model.arrivalOfNewEntities = this.newArrivalBefore;
    // Each entity does again what it did before; one added during the Hunt, what new ones get here.
    for (const record of model.records) record.entity.chaseArrival = this.arrivalsBefore.get(record.entity.id) ?? this.newArrivalBefore;
    model.setMode(this.modeBefore);
    return this.previous;
  }
}

/** What a Hunt keeps of the scene it took over (Hunt.saveState), by ids. */
export interface HuntState {
  readonly newArrivalBefore: SceneModel['arrivalOfNewEntities'];
  readonly arrivalsBefore: readonly (readonly [string, SceneModel['arrivalOfNewEntities']])[];
  readonly motionsBefore: readonly (readonly [string, TargetMotionSettings])[];
  readonly placesBefore: readonly (readonly [string, Vec2Like])[];
  readonly targetsBefore: readonly (readonly [string, string])[];
  readonly modeBefore: SceneModel['mode'];
  readonly hitsBefore: HitLogState;
}
