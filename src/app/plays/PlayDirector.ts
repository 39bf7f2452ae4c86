import { CONTROLLER_TYPES, type ControllerSettings, type ControllerType } from '../../sim/control/ControllerSettings';
import { radToDeg } from '../../sim/math/angle';
import { seededRandom } from '../../sim/math/random';
import { TRAIL_EVERY_STEPS, type EntityState } from '../model/EntityState';
import type { SceneModel } from '../model/SceneModel';
import type { HitEvent } from '../../sim/worldEvents';
import type { Scenario } from '../../sim/scenario/schema';
import type { SessionSettings } from '../model/SessionSettings';
import { raceLineUp } from '../setup/raceSetup';
import type { ScopeRecorder } from '../instruments/ScopeRecorder';
import type { DemoClock, SteppedScenes, StepOutcome } from '../time/DemoClock';
import type { EntityDefaults } from '../model/EntityDefaults';
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import { Challenge } from './Challenge';
import { kindOf, playsIn, type Play, type PlayContext } from './Play';
import { Playground } from './Playground';
import { Race } from './Race';
import type { RaceResultsView } from './RaceResults';
import { createPlay, playDefinition, type PlayableKind, type PlayArgs, type PlayKind } from './playList';

/** Unshown warnings kept at most (older ones are dropped). */
const MAX_QUEUED_WARNINGS = 4;

/** Seed of the game's own random choices (where a reached target jumps to). */
const RANDOM_SEED = 20140601;

/** A scene set aside by {@link PlayDirector.park}, to be put back by {@link PlayDirector.restore}. */
export interface ParkedPlay {
  readonly scene: Play;
  readonly openingScenario: Scenario | null;
  readonly random: () => number;
}

/** What the director needs from the demo around it. */
export interface SceneDirectorParts {
  readonly clock: DemoClock;
  readonly scope: ScopeRecorder;
  readonly session: SessionSettings;
  readonly defaults: EntityDefaults;
  /** Called after every fixed step, once the scene's own hook ran (the tour measures there). */
  afterStep(time: number): void;
  /** Called when a step that waited for a controller answering later has finished (more steps may be owed). */
  resumed?(): void;
  /** The settings a race gives each racer (the panel's; without it, what a new entity of that type gets). */
  racerController?(type: ControllerType, base: EntityState): ControllerSettings;
}

/**
 * Runs one scene at a time (src/app/scenes) and steps it: switching tears the current scene down
 * and sets the next one up, like Box2D's samples. Each fixed step: the world steps, hits on the target an entity chases are counted and handed to the scene, the
 * scene's step hook runs, then trails, turn measurements and the scope record.
 */
export class PlayDirector implements SteppedScenes {
  private currentPlay: Play;
  private random = seededRandom(RANDOM_SEED);
  private raceControllerList: ControllerType[] = [...CONTROLLER_TYPES];
  /** Messages about entities the simulation had to reset, not yet shown (bounded). */
  private readonly warningQueue: string[] = [];
  private readonly context: PlayContext;
  /** The scene file the playground opens with (null: the default opening). */
  private openingScenario: Scenario | null = null;
  /** The step waiting for a controller that answers later, or null. */
  private waitingFor: { readonly world: unknown } | null = null;

  constructor(private readonly parts: SceneDirectorParts) {
    const clock = parts.clock;
    const raceControllers = () => this.raceControllerList;
    this.context = {
      get dt() {
        return clock.dt;
      },
      session: parts.session,
      defaults: parts.defaults,
      random: () => this.random(),
      warn: (message) => {
        if (this.warningQueue.length >= MAX_QUEUED_WARNINGS) this.warningQueue.shift();
        this.warningQueue.push(message);
      },
      get raceControllers() {
        return raceControllers();
      },
      racerController: (type, base) => (parts.racerController ?? ((t, b) => parts.defaults.startingSettings(t, b.entity.type)))(type, base),
    };
    this.currentPlay = this.playgroundOf(null, null);
    this.currentPlay.setUp();
  }

  /** The way of playing that runs now. */
  get current(): Play {
    return this.currentPlay;
  }

  /** Simulated time of the current scene, s. */
  get time(): number {
    return this.currentPlay.model.time;
  }

  /** The model the current scene plays in. */
  get model(): SceneModel {
    return this.currentPlay.model;
  }

  /** The kind of the current scene (its key in playList.ts). */
  get kind(): PlayKind {
    return kindOf(this.currentPlay) as PlayKind;
  }

  /** Whether a scene of `kind` plays: the current one, or one it took over (the Hunt under a race). */
  isPlaying(kind: PlayKind): boolean {
    return playsIn(this.currentPlay, kind);
  }

  /** The current race's results table, or null outside a race. */
  get raceResults(): RaceResultsView | null {
    for (let s: Play | null = this.currentPlay; s; s = s.previous) if (s instanceof Race) return s.results?.view() ?? null;
    return null;
  }

  /** The controllers a race lines up, in the order of CONTROLLER_TYPES. [default: all six] */
  get raceControllers(): readonly ControllerType[] {
    return this.raceControllerList;
  }

  /** The playground the current scene plays in, if any (its opening choreography can be switched). */
  get playground(): Playground | null {
    for (let s: Play | null = this.currentPlay; s; s = s.previous) if (s instanceof Playground) return s;
    return null;
  }

  /** True when the simulation reset an entity (its state went unsound) since {@link takeWarnings}. */
  get hasWarnings(): boolean {
    return this.warningQueue.length > 0;
  }

  /** The messages about entities the simulation had to reset, oldest first; the queue is emptied. */
  takeWarnings(): string[] {
    return this.warningQueue.splice(0, this.warningQueue.length);
  }

  /** The scene file the playground opens with, or null for the default opening. */
  get openedScenario(): Scenario | null {
    return this.openingScenario;
  }

  /**
   * A fresh playground, the clock and the random numbers started again: the default opening in the
   * mode the current scene had, or the opened scene file as it was opened (every entity with its
   * own command).
   */
  reset(): void {
    const mode = this.model.mode;
    this.random = seededRandom(RANDOM_SEED);
    this.parts.clock.renewClock();
    this.warningQueue.length = 0;
    this.enter(this.playgroundOf(this.currentPlay, this.openingScenario));
    if (!this.openingScenario) this.model.setMode(mode);
  }

  /**
   * Plays a scene file from time 0 in a fresh playground (its world built as `npm run sim` builds
   * it), and makes it the one {@link reset} restarts; null goes back to the default opening. The
   * clock's step must already be the scene's.
   */
  openScene(scenario: Scenario | null): void {
    if (!scenario) {
      this.openingScenario = null;
      this.reset();
      return;
    }
    // Built before anything changes: a scene that cannot be built leaves the current one playing.
    const next = this.playgroundOf(this.currentPlay, scenario);
    next.setUp();
    this.openingScenario = scenario;
    this.random = seededRandom(RANDOM_SEED);
    this.parts.clock.renewClock();
    this.warningQueue.length = 0;
    this.show(next);
  }

  /**
   * Sets the current scene aside as it is (with the scenes it took over, its world stopped in
   * time) and plays a fresh default opening instead, which {@link reset} restarts (an opened
   * scene file is set aside too): what the guided tour plays in. {@link restore} brings the
   * set-aside scene back.
   */
  park(): ParkedPlay {
    const parked: ParkedPlay = { scene: this.currentPlay, openingScenario: this.openingScenario, random: this.random };
    this.openingScenario = null;
    this.random = seededRandom(RANDOM_SEED);
    this.parts.clock.renewClock();
    this.warningQueue.length = 0;
    this.enter(this.playgroundOf(this.currentPlay, null));
    return parked;
  }

  /** Puts back a scene set aside with {@link park}, exactly as it was; the scenes played meanwhile are dropped. */
  restore(parked: ParkedPlay): void {
    this.openingScenario = parked.openingScenario;
    this.random = parked.random;
    this.warningQueue.length = 0;
    this.show(parked.scene);
  }

  /**
   * Enters the way of playing `kind` (playList.ts) from the current scene, as its descriptor
   * says: it takes the current scene over or replaces it, and may start the clock afresh. Entering
   * a scene that plays only once while it plays does nothing. A refusal changes nothing.
   */
  play<K extends PlayableKind>(kind: K, args: PlayArgs[K]): SettingResult {
    const descriptor = playDefinition(kind);
    if (descriptor.once && this.isPlaying(kind)) return OK;
    const next = createPlay(kind, this.context, this.currentPlay, args);
    if ('ok' in next) return next;
    if (descriptor.renewsClock) {
      this.parts.clock.renewClock();
      this.warningQueue.length = 0;
    }
    this.enter(next, !descriptor.keepsFrame);
    return OK;
  }

  /**
   * Leaves the way of playing `kind` and goes back to the scene it took over, as it was: only
   * when it is the current scene, or through every scene above it too, as its descriptor says.
   * A scene that replaces (the crowd) is not left but replaced ({@link reset}).
   */
  leave(kind: PlayKind): void {
    const how = playDefinition(kind).leave;
    if (how === 'top' && kindOf(this.currentPlay) === kind) this.leaveCurrent();
    else if (how === 'through') while (this.isPlaying(kind)) this.leaveCurrent();
  }

  /** Chooses the race's controllers (at least one). */
  setRaceControllers(types: readonly ControllerType[]): SettingResult {
    const lineUp = raceLineUp(types);
    if (lineUp.length === 0) return refused('raceControllers', 'choose at least one controller to race.');
    if (types.some((type) => !CONTROLLER_TYPES.includes(type))) return refused('raceControllers', `controllers must be among ${CONTROLLER_TYPES.join(', ')}.`);
    this.raceControllerList = lineUp;
    return OK;
  }

  /** The challenge level being played, or null (see {@link Challenge}). */
  get challenge(): Challenge | null {
    return this.currentPlay instanceof Challenge ? this.currentPlay : null;
  }

  /** True while a step waits for a controller that answers later (the player's code in a Worker). */
  get waiting(): boolean {
    return this.waitingFor !== null;
  }

  /**
   * Advances the current scene by one fixed step (see the class comment), and says how it went:
   * - `stepped`: the step ran;
   * - `waiting`: it waits for a controller that answers later (see DeferredTurnController): it
   *   finishes by itself once the answer is in, then calls `resumed`; until then further calls do
   *   nothing;
   * - `stopped`: the scene could not go on and was replaced (see {@link replaceFaultyScene}).
   * Never throws.
   */
  step(): StepOutcome {
    if (this.waitingFor) return 'waiting';
    const scene = this.currentPlay;
    const world = scene.model.world;
    let pending: Promise<void> | null;
    try {
      scene.beforeStep?.();
      world.beginStep();
      pending = world.controllersPending();
      if (!pending) {
        this.finishStep(scene);
        return 'stepped';
      }
    } catch (error) {
      this.replaceFaultyScene(error);
      return 'stopped';
    }
    const token = { world };
    this.waitingFor = token;
    void pending.then(() => {
      if (this.waitingFor !== token) return;
      this.waitingFor = null;
      // A scene switched meanwhile to another world leaves that step unfinished: the world begins it again when it plays next.
      if (this.currentPlay.model.world !== world) return;
      try {
        this.finishStep(this.currentPlay);
      } catch (error) {
        this.replaceFaultyScene(error);
      }
      this.parts.resumed?.();
    });
    return 'waiting';
  }

  /** The second half of a step: the world finishes it, then hits, the scene's hook, trails, turn measurements and the scope. */
  private finishStep(scene: Play): void {
    const model = scene.model;
    model.world.finishStep();
    const { stepHits, stepWarnings } = model.world.events;
    for (const warning of stepWarnings) this.context.warn(`${warning.entityId} was reset to its last good state: ${warning.reason}.`);
    if (stepHits.length > 0 && this.currentPlay.countsHits) this.countHits(stepHits);
    scene.afterStep();
    const records = model.records;
    const world = model.world;
    const trailStep = world.steps % TRAIL_EVERY_STEPS === 0;
    const outsideTorque = world.disturbance.angularAcceleration !== 0;
    for (let i = 0; i < records.length; i++) {
      const record = records[i] as EntityState;
      if (model.measuresTurns) record.measureTurn(world.time, world.dt, outsideTorque);
      if (trailStep) record.trail.push(record.entity.position.x, record.entity.position.y);
    }
    this.parts.afterStep(model.world.time);
    const selected = model.selectedRecord();
    if (selected) {
      const entity = selected.entity;
      this.parts.scope.record(model.world.time, radToDeg(entity.measureHeadingError()), entity.commandedAngularAcceleration, entity.angularVelocity, entity.controllerTerms);
    }
  }

  /**
   * A scene that cannot go on is replaced instead of throwing out of the frame loop: the world
   * refused a target or an obstacle that is no longer finite, or planck failed (a WorldFault), or
   * anything else threw from the step. The default opening takes its place (as {@link openScene}
   * with null does) and a notice says why. An exception out of the frame loop used to stop
   * Phaser's animation loop for good: simulated time froze, even after another scene was opened,
   * until a reload.
   */
  private replaceFaultyScene(error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    this.openingScenario = null;
    this.reset();
    this.context.warn(`The scene was stopped (${reason}); the default scene is shown instead.`);
  }

  /** Counts the hits of the last step (only on the target an entity chases) and hands them to the scene. */
  private countHits(hits: readonly HitEvent[]): void {
    const model = this.model;
    const now = model.time;
    for (const hit of hits) {
      const record = model.findRecord(hit.entityId);
      if (!record || record.entity.targetId !== hit.targetId) continue;
      model.hits.record(record.entity.id, record.target.position.x, record.target.position.y, now, now - record.launchTime, record.colorIndex);
      this.currentPlay.onHit(record);
    }
  }

  /** Makes `next` the current scene and sets it up; with `freshFrame`, unstepped frame time is dropped. */
  private enter(next: Play, freshFrame = true): void {
    this.waitingFor = null;
    this.currentPlay = next;
    next.setUp();
    this.show(next, freshFrame);
  }

  /** Makes `next`, already set up, the current scene. */
  private show(next: Play, freshFrame = true): void {
    // A step that waited in the scene left stays unfinished: its world begins it again if it plays again.
    this.waitingFor = null;
    this.currentPlay = next;
    if (freshFrame) this.parts.clock.restartFrame();
    this.parts.scope.clear();
  }

  /** Tears the current scene down and goes back to the one it returns (or a fresh playground). */
  private leaveCurrent(): void {
    const back = this.currentPlay.tearDown();
    this.waitingFor = null;
    if (back) {
      this.currentPlay = back;
      this.parts.clock.restartFrame();
      this.parts.scope.clear();
    } else this.enter(this.playgroundOf(this.currentPlay, this.openingScenario));
  }

  /** A playground (playList.ts), not yet set up: the default opening, or `scenario`. */
  private playgroundOf(current: Play | null, scenario: Scenario | null): Play {
    const scene = createPlay('playground', this.context, current, { scenario });
    // A playground is never refused; a scene file that cannot be built throws.
    if ('ok' in scene) throw new Error(scene.message);
    return scene;
  }
}
