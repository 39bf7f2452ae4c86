import type { ChallengeCheck, ChallengeLevel } from '../../sim/challenges/ChallengeLevel';
import { ChallengeRun, type ChallengeController, type ChallengeResult } from '../../sim/challenges/ChallengeRun';
import { defaultWorldSettings } from '../../sim/SteeringWorld';
import { TargetHandle } from '../model/DemoTarget';
import { defaultTargetMotionSettings } from '../fields/targetMotionFields';
import { EntityState } from '../model/EntityState';
import { SceneModel, type DemoMode } from '../model/SceneModel';
import type { Play, PlayContext } from './Play';
import type { ChallengeView } from './ChallengeView';

/** Id of the marker that shows where a turn in place must point (a level without a target of its own). */
const GOAL_MARKER_ID = 'goal';

/**
 * A challenge level (src/sim/challenges) played in the game: the level's own code builds its world
 * and bodies (through {@link ChallengeRun}, in this scene's model), steps its goals before each
 * fixed step and measures after it, so the game shows exactly what `npm run challenge` computes.
 * The entity under test is drawn as the player's; a turn in place gets a marker where it must
 * point. The player may watch, pause and zoom; anything that changes the level (moving its
 * target, adding bodies, switching the mode or the tuning) marks the run as not counting. Leaving
 * it goes back to the scene it replaced, as that scene was.
 */
export class Challenge implements Play, ChallengeView {
  readonly model: SceneModel;
  readonly countsHits = false;
  private runValue: ChallengeRun | null = null;
  private record: EntityState | null = null;
  private marker: TargetHandle | null = null;
  private spoiledBy: string | null = null;
  private settingsAtStart = '';
  private modeAtStart: DemoMode = 'seek';
  private disturbanceAtStart = { angularAcceleration: 0, windX: 0, windY: 0 };
  private limitAtStart = 0;

  constructor(
    context: PlayContext,
    readonly previous: Play,
    readonly level: ChallengeLevel,
    private readonly controller: ChallengeController,
    readonly controllerLabel = 'settings' in controller ? controller.settings.type : 'your code',
  ) {
    const dt = level.world?.dt ?? defaultWorldSettings().dt;
    this.model = new SceneModel(context.session, dt);
  }

  get check(): ChallengeCheck {
    return this.runValue?.check ?? { status: 'running', progress: 'ready', score: null, metrics: {} };
  }

  get result(): ChallengeResult | null {
    return this.runValue?.done ? this.runValue.result() : null;
  }

  get spoiled(): string | null {
    return this.spoiledBy;
  }

  get time(): number {
    return this.model.time;
  }

  setUp(): void {
    const model = this.model;
    const run = new ChallengeRun(this.level, this.controller, { world: model.world });
    this.runValue = run;
    const entity = run.entity;
    // No overshoot label: the card shows the level's own measurement, and a meter that went on
    // measuring after the level was decided (at 1.1 s, 3.1° over) showed 24° beside it.
    model.measuresTurns = false;
    this.modeAtStart = entity.mode === 'followPath' ? 'path' : entity.mode === 'turnTowards' ? 'track' : 'seek';
    model.mode = this.modeAtStart;
    const record = new EntityState({
      entity,
      colorIndex: 0,
      target: this.targetFor(),
      hitLog: model.hits,
      path: entity.path,
      label: this.controllerLabel,
    });
    model.records.push(record);
    model.selectedId = entity.id;
    this.record = record;
    this.settingsAtStart = JSON.stringify(entity.getSettings());
    const disturbance = model.world.disturbance;
    this.disturbanceAtStart = {
      angularAcceleration: disturbance.angularAcceleration,
      windX: disturbance.wind.x,
      windY: disturbance.wind.y,
    };
    this.limitAtStart = entity.maxAngularAcceleration;
  }

  /** The target the entity chases, or a marker where it must turn to (made once, moved as its goal moves). */
  private targetFor(): TargetHandle {
    const model = this.model;
    const entity = (this.runValue as ChallengeRun).entity;
    const chased = entity.targetId === null ? undefined : model.world.targets.find((target) => target.id === entity.targetId);
    if (chased) return this.handleOf(chased);
    const point = entity.target ?? entity.position;
    if (!this.marker) {
      this.marker = model.createTarget(GOAL_MARKER_ID, entity.id, point, defaultTargetMotionSettings(), 0);
    } else if (this.marker.position.x !== point.x || this.marker.position.y !== point.y) {
      this.marker.sim.place({ x: point.x, y: point.y }, { type: 'static' });
    }
    return this.marker;
  }

  private readonly handles = new Map<string, TargetHandle>();

  private handleOf(target: TargetHandle['sim']): TargetHandle {
    let handle = this.handles.get(target.id);
    if (!handle) {
      // The level moves its own targets; the panel's motion settings are not theirs.
      handle = new TargetHandle(target, (this.runValue as ChallengeRun).entity.id, defaultTargetMotionSettings(), 0);
      this.handles.set(target.id, handle);
    }
    return handle;
  }

  beforeStep(): void {
    this.runValue?.beforeWorldStep();
  }

  afterStep(): void {
    const run = this.runValue;
    const record = this.record;
    if (!run || !record) return;
    const wasDone = run.done;
    run.afterWorldStep();
    if (!wasDone) this.watchForChanges(run, record);
    // The level may have moved on to another target or goal.
    if (this.model.mode !== 'path') record.target = this.targetFor();
  }

  /** Marks the run as not counting when the level was changed from outside (cheap checks every step; the settings once decided). */
  private watchForChanges(run: ChallengeRun, record: EntityState): void {
    if (this.spoiledBy !== null) return;
    const model = this.model;
    const disturbance = model.world.disturbance;
    if (record.entity !== run.entity || model.world.entities.length !== 1) this.spoil('an entity was added, removed or replaced');
    else if (model.obstacles.length > 0) this.spoil('an obstacle was placed');
    else if (model.mode !== this.modeAtStart) this.spoil('the mode was changed');
    else if (run.entity.maxAngularAcceleration !== this.limitAtStart) this.spoil('the turn rate was changed');
    else if (
      disturbance.angularAcceleration !== this.disturbanceAtStart.angularAcceleration ||
      disturbance.wind.x !== this.disturbanceAtStart.windX ||
      disturbance.wind.y !== this.disturbanceAtStart.windY ||
      model.world.sensorNoise !== null
    ) {
      this.spoil('the disturbance or the sensor noise was changed');
    } else if (run.done && JSON.stringify(run.entity.getSettings()) !== this.settingsAtStart) this.spoil('the entity’s tuning was changed');
  }

  private spoil(reason: string): void {
    this.spoiledBy ??= `${reason} during the run: it does not count`;
  }

  onEntityAdded(): void {
    this.spoil('an entity was added');
  }

  onPlayerMovedTarget(): void {
    this.spoil('a target was moved');
  }

  /** This level's card view (what Play.challenge promises a level has). */
  get challenge(): ChallengeView {
    return this;
  }

  tearDown(): Play {
    return this.previous;
  }
}
