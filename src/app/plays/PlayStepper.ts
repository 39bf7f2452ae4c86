import { radToDeg } from '../../sim/math/angle';
import type { HitEvent } from '../../sim/worldEvents';
import type { ScopeRecorder } from '../instruments/ScopeRecorder';
import { TRAIL_EVERY_STEPS, type EntityState } from '../model/EntityState';
import type { SteppedScenes, StepOutcome } from '../time/DemoClock';
import type { Play } from './Play';
import type { WarningQueue } from './WarningQueue';

/** What the stepper needs of the director: the play that plays now, and what to do when it cannot go on. */
export interface SteppedPlays {
  readonly current: Play;
  /** Puts the default opening in place of a scene that cannot go on, with a notice saying why. */
  replaceFaultyScene(error: unknown): void;
  /** Where messages about entities the simulation had to reset wait. */
  readonly warnings: Pick<WarningQueue, 'add'>;
  /** Starts the scene again: a fresh playground. */
  reset(): void;
}

/** What the stepper reports to the demo around it. */
export interface StepHooks {
  readonly scope: ScopeRecorder;
  /** Called before every fixed step, before the play that plays is read (the history may put another in place). */
  beforeStep?(): void;
  /** Called after every fixed step, once the scene's own hook ran (the tour measures there). */
  afterStep(time: number): void;
  /** Called at the end of every fixed step, once the scope has its sample (the history records there). */
  stepped?(): void;
  /** Called when a step that waited for a controller answering later has finished (more steps may be owed). */
  resumed?(): void;
}

/**
 * One fixed step of the play that plays, in order: the play's hook before the step, the world's
 * step, the hits on the target an entity chases (counted, then handed to the play), the play's hook
 * after it, trails, turn measurements, the tour's hook and the scope's record. A step may wait for a
 * controller that answers later (the player's code in a Worker: see DeferredTurnController); it
 * finishes by itself once the answer is in.
 */
export class PlayStepper implements SteppedScenes {
  /** The step waiting for a controller that answers later, or null. */
  private waitingFor: { readonly world: unknown } | null = null;

  constructor(
    private readonly plays: SteppedPlays,
    private readonly hooks: StepHooks,
  ) {}

  /** Simulated time of the play that plays, s. */
  get time(): number {
    return this.plays.current.model.time;
  }

  /** Starts the scene again (the clock's new time base needs a new world). */
  reset(): void {
    this.plays.reset();
  }

  /** True while a step waits for a controller that answers later (the player's code in a Worker). */
  get waiting(): boolean {
    return this.waitingFor !== null;
  }

  /**
   * Lets go of a waiting step (the play switched): it stays unfinished in its world, which begins it
   * again if it plays again.
   */
  forgetWaiting(): void {
    this.waitingFor = null;
  }

  /**
   * Advances the play by one fixed step, and says how it went:
   * - `stepped`: the step ran;
   * - `waiting`: it waits for a controller that answers later: it finishes by itself once the
   *   answer is in, then calls `resumed`; until then further calls do nothing;
   * - `stopped`: the scene could not go on and was replaced (SteppedPlays.replaceFaultyScene).
   * Never throws.
   */
  step(): StepOutcome {
    if (this.waitingFor) return 'waiting';
    let world: Play['model']['world'];
    let pending: Promise<void> | null;
    try {
      this.hooks.beforeStep?.();
      // Read after the hook: the history may have put another play in place.
      const scene = this.plays.current;
      world = scene.model.world;
      scene.beforeStep?.();
      world.beginStep();
      pending = world.controllersPending();
      if (!pending) {
        this.finishStep(scene);
        return 'stepped';
      }
    } catch (error) {
      this.plays.replaceFaultyScene(error);
      return 'stopped';
    }
    const token = { world };
    this.waitingFor = token;
    void pending.then(() => {
      if (this.waitingFor !== token) return;
      this.waitingFor = null;
      // A scene switched meanwhile to another world leaves that step unfinished: the world begins it again when it plays next.
      if (this.plays.current.model.world !== world) return;
      try {
        this.finishStep(this.plays.current);
      } catch (error) {
        this.plays.replaceFaultyScene(error);
      }
      this.hooks.resumed?.();
    });
    return 'waiting';
  }

  /** The second half of a step: the world finishes it, then hits, the scene's hook, trails, turn measurements and the scope. */
  private finishStep(scene: Play): void {
    const model = scene.model;
    const world = model.world;
    world.finishStep();
    const { stepHits, stepWarnings } = world.events;
    for (const warning of stepWarnings) this.plays.warnings.add(`${warning.entityId} was reset to its last good state: ${warning.reason}.`);
    if (stepHits.length > 0 && scene.countsHits) this.countHits(scene, stepHits);
    scene.afterStep?.();
    const records = model.records;
    const trailStep = world.steps % TRAIL_EVERY_STEPS === 0;
    const outsideTorque = world.disturbance.angularAcceleration !== 0;
    for (let i = 0; i < records.length; i++) {
      const record = records[i] as EntityState;
      if (model.measuresTurns) record.measureTurn(world.time, world.dt, outsideTorque);
      if (trailStep) record.trail.push(record.entity.position.x, record.entity.position.y);
    }
    this.hooks.afterStep(world.time);
    const selected = model.selectedRecord();
    if (selected) {
      const entity = selected.entity;
      this.hooks.scope.record(
        world.time,
        radToDeg(entity.measureHeadingError()),
        entity.commandedAngularAcceleration,
        entity.angularVelocity,
        entity.controllerTerms,
      );
    }
    this.hooks.stepped?.();
  }

  /** Counts the hits of the last step (only on the target an entity chases) and hands them to the scene. */
  private countHits(scene: Play, hits: readonly HitEvent[]): void {
    const model = scene.model;
    const now = model.time;
    for (const hit of hits) {
      const record = model.findRecord(hit.entityId);
      if (!record || record.entity.targetId !== hit.targetId) continue;
      model.hits.record(
        record.entity.id,
        record.target.position.x,
        record.target.position.y,
        now,
        now - record.launchTime,
        record.colorIndex,
      );
      scene.onHit?.(record);
    }
  }
}
