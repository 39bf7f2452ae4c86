import { World } from 'planck';
import { destroyBodyOf, findBodyOf } from './bodyOf';
import type { SensorNoise } from './control/NoisySensor';
import { createEntities } from './createEntities';
import type { MovingEntity } from './entities/MovingEntity';
import { EntityCrowd } from './entities/EntityCrowd';
import type { EntityDefinition } from './entities/EntityDefinition';
import { refuseCrowdedStart } from './crowdedStart';
import { Obstacle, type ObstacleDefinition } from './obstacles/Obstacle';
import { stepPlanck } from './planckStep';
import { Target, type TargetDefinition } from './targets/Target';
import { TargetTouches, type TargetTouch } from './targets/TargetTouches';
import { checkAabbMultiplier, checkIterations, checkWorldSettings, type Disturbance, type WorldSettings } from './WorldSettings';
import { WorldEventLog, type StateWarning } from './worldEvents';
import type { SceneMemory } from './state/memory';
import { restoreSceneMemory, saveSceneMemory } from './sceneMemory';
import { checkTargetsAndObstacles } from './WorldFault';
import { WorldSettling } from './WorldSettling';
import { WorldInfluences } from './WorldInfluences';
import { checkDefinitionHead } from './validation/definitionHead';

export { defaultWorldSettings, type Disturbance, type WorldSettings } from './WorldSettings';
export { MAX_HIT_LOG, MAX_WARNING_LOG, type HitEvent, type StateWarning } from './worldEvents';

/**
 * The simulation: a planck world in SI units with zero gravity (a top-down view), the list of
 * moving entities, and one fixed-step `step()`. It never reads a clock: time advances only by
 * `dt` per step, so the same commands give the same numbers bit for bit.
 */
export class SteeringWorld {
  private settingsValue: Readonly<WorldSettings>;
  /** The planck world. Only the simulation touches it. */
  readonly physics: World;
  /** Finds the entities that begin to touch a target (hits). */
  private readonly targetTouches: TargetTouches;
  private readonly entityList: MovingEntity[] = [];
  private readonly targetList: Target[] = [];
  private readonly obstacleList: Obstacle[] = [];
  /** Touches that began this step (TargetTouches.ts); turned into hit events after it. */
  private readonly newTouches: TargetTouch[] = [];
  /** What the steps reported: the last step's hits and warnings, and the recent ones. */
  readonly events = new WorldEventLog();
  /** The entities' steering and step, over flat arrays (EntityCrowd): the world steps them through it. */
  private readonly crowd = new EntityCrowd();
  /** The disturbance and the sensor noise the entities feel. */
  private readonly influences = new WorldInfluences();
  private stepIndex = 0;
  /** Whether {@link beginStep} ran and {@link finishStep} has not yet. */
  private stepBegun = false;
  /** Whether a controller had not answered when {@link beginStep} sensed (only then can one still be pending). */
  private someControllerWaits = false;
  /** When the world settles planck's state (WorldSettling.ts): at the start of its first step, every 60th, and when asked. */
  readonly settling = new WorldSettling(this);

  constructor(settings: Partial<WorldSettings> = {}) {
    this.settingsValue = checkWorldSettings(settings);
    this.physics = new World({ gravity: { x: 0, y: 0 }, allowSleep: false });
    this.targetTouches = new TargetTouches(this.physics);
  }

  /** The world's settings (read-only; see {@link setSolverIterations}). */
  get settings(): Readonly<WorldSettings> {
    return this.settingsValue;
  }

  /**
   * Changes planck's solver iterations from the next step on (a crowd needs fewer, see
   * crowdSolver.ts). Each must be an integer from 1 to 100; a bad value throws a RangeError naming
   * it and changes nothing.
   */
  setSolverIterations(velocityIterations: number, positionIterations: number): void {
    checkIterations('velocityIterations', velocityIterations);
    checkIterations('positionIterations', positionIterations);
    this.settingsValue = { ...this.settingsValue, velocityIterations, positionIterations };
  }

  /**
   * Changes how far ahead planck's broad phase fattens moving bodies' boxes, from the next step on
   * (see {@link WorldSettings.aabbMultiplier}; a crowd uses 4). A bad value throws a RangeError
   * naming it and changes nothing.
   */
  setAabbMultiplier(aabbMultiplier: number | null): void {
    checkAabbMultiplier(aabbMultiplier);
    this.settingsValue = { ...this.settingsValue, aabbMultiplier };
  }

  /** The fixed step, s. */
  get dt(): number {
    return this.settings.dt;
  }

  /** Simulated time, s (steps × dt). */
  get time(): number {
    return this.stepIndex * this.settings.dt;
  }

  /** Number of steps taken. */
  get steps(): number {
    return this.stepIndex;
  }

  /** What the world remembers besides what its scene file says, between steps (see {@link saveSceneMemory}). */
  saveMemory(): SceneMemory {
    return saveSceneMemory(
      this.stepIndex,
      this.entityList,
      this.targetList,
      this.obstacleList,
      this.targetTouches,
      this.settling.contactsToKeep(),
    );
  }

  /**
   * Puts back what {@link saveMemory} gave, into a world built from the same scene file: from here
   * it steps on bit for bit as the saved one would have (see {@link restoreSceneMemory}).
   */
  restoreMemory(memory: Readonly<SceneMemory>): void {
    if (this.stepBegun) throw new Error('restoreMemory: between steps only');
    this.stepIndex = restoreSceneMemory(memory, this.entityList, this.targetList, this.obstacleList, this.targetTouches);
    this.settling.keepContacts(memory.contacts ?? []);
  }

  /** The entities, in creation order (read-only view). */
  get entities(): readonly MovingEntity[] {
    return this.entityList;
  }

  /** The targets, in creation order (read-only view). */
  get targets(): readonly Target[] {
    return this.targetList;
  }

  /** The obstacles, in creation order (read-only view). */
  get obstacles(): readonly Obstacle[] {
    return this.obstacleList;
  }

  /** Creates a target. Ids must be unique among targets. */
  addTarget(definition: TargetDefinition): Target {
    checkDefinitionHead('addTarget', definition);
    if (this.getTarget(definition.id)) throw new Error(`a target with id "${definition.id}" already exists`);
    const target = new Target(this.physics, definition);
    this.targetList.push(target);
    return target;
  }

  /** The target with this id, if any. */
  getTarget(id: string): Target | undefined {
    return this.targetList.find((target) => target.id === id);
  }

  /** Removes a target; entities chasing it go idle. */
  removeTarget(id: string): boolean {
    const index = this.targetList.findIndex((target) => target.id === id);
    if (index < 0) return false;
    const [target] = this.targetList.splice(index, 1);
    for (const entity of this.entityList) if (entity.targetId === id) entity.steering.stop();
    destroyBodyOf(this.physics, target);
    return true;
  }

  /**
   * Creates a wall, box, rock or loose body. Ids must be unique among obstacles. Throws a
   * {@link CrowdedStartError} (and adds nothing) if it would start overlapping more than
   * {@link MAX_STARTING_OVERLAPS} bodies it collides with.
   */
  addObstacle(definition: ObstacleDefinition): Obstacle {
    checkDefinitionHead('addObstacle', definition);
    if (this.getObstacle(definition.id)) throw new Error(`an obstacle with id "${definition.id}" already exists`);
    const obstacle = new Obstacle(this.physics, definition);
    // planck puts a new body at the head of its list.
    const head = this.physics.getBodyList();
    const body = head && head.getUserData() === obstacle ? head : findBodyOf(this.physics, obstacle);
    if (body) {
      try {
        refuseCrowdedStart(this.physics, body);
      } catch (error) {
        this.physics.destroyBody(body);
        throw error;
      }
    }
    this.obstacleList.push(obstacle);
    return obstacle;
  }

  /** The obstacle with this id, if any. */
  getObstacle(id: string): Obstacle | undefined {
    return this.obstacleList.find((obstacle) => obstacle.id === id);
  }

  /** Removes an obstacle. */
  removeObstacle(id: string): boolean {
    const index = this.obstacleList.findIndex((obstacle) => obstacle.id === id);
    if (index < 0) return false;
    const [obstacle] = this.obstacleList.splice(index, 1);
    destroyBodyOf(this.physics, obstacle);
    return true;
  }

  /**
   * Creates a Missile or a Character. Ids must be unique. Throws (and adds nothing) for a bad
   * definition (a RangeError naming the field), or a {@link CrowdedStartError} if it would start
   * overlapping more than {@link MAX_STARTING_OVERLAPS} bodies it collides with (entities in the
   * same negative collision group do not count).
   */
  addEntity(definition: EntityDefinition): MovingEntity {
    checkDefinitionHead('addEntity', definition);
    return this.addEntities([definition])[0] as MovingEntity;
  }

  /**
   * Creates Missiles and Characters, in order, all or none: it throws as calling {@link addEntity}
   * for each would, at the first definition that fails (ids must be unique, also within
   * `definitions`; each body's starting overlaps count the bodies before it), and then adds none.
   *
   * A crowd is faster built this way than entity by entity: every body (with its fixtures) is
   * created before any entity's own objects, so planck's data for the crowd lies together in
   * memory instead of between the entities' controllers and paths, and planck's step, which walks
   * all of it, is faster (measured in one process: a crowd's step about 3% shorter at 1,000
   * entities, 5% at 3,000; docs/performance.md).
   */
  addEntities(definitions: readonly EntityDefinition[]): MovingEntity[] {
    const entities = createEntities(this.physics, this.crowd, this.entityList, definitions);
    for (const entity of entities) {
      this.entityList.push(entity);
      this.influences.giveSensorNoise(entity);
    }
    return entities;
  }

  /** The sensor noise every entity's controller sees, or null (see {@link setSensorNoise}). */
  get sensorNoise(): Readonly<SensorNoise> | null {
    return this.influences.sensorNoise;
  }

  /**
   * Makes every entity's turn controller, and those of entities added later, see its body through
   * a noisy sensor (or a clean one with null). Each entity gets its own seeded generator, derived
   * from `noise.seed` and the order it was added in, so runs repeat exactly.
   */
  setSensorNoise(noise: Readonly<SensorNoise> | null): void {
    this.influences.setSensorNoise(noise, this.entityList);
  }

  /** Removes an entity and its body. Returns false when there is no such id. */
  removeEntity(id: string): boolean {
    const index = this.entityList.findIndex((entity) => entity.id === id);
    if (index < 0) return false;
    const entity = this.entityList[index];
    // Touches are kept per entity object (TargetTouches.ts): a new entity with the same id touching
    // the same target counts as a hit.
    destroyBodyOf(this.physics, entity);
    this.entityList.splice(index, 1);
    if (entity) this.crowd.removeSlot(entity.index);
    return true;
  }

  /** The entity with this id, if any. */
  getEntity(id: string): MovingEntity | undefined {
    return this.entityList.find((entity) => entity.id === id);
  }

  /** The current disturbance (read-only view). */
  get disturbance(): Readonly<Disturbance> {
    return this.influences.disturbance;
  }

  /**
   * Switches the disturbance on, off or changes it; takes effect on the next step. Refuses (naming it) an unknown key or a value outside
   * ±1e7.
   */
  setDisturbance(disturbance: Partial<Disturbance>): void {
    this.influences.setDisturbance(disturbance);
  }

  /**
   * Advances one fixed step: targets and dragged obstacles set their velocities, every entity
   * steers (its BodySteering's step) and applies the disturbance, the entities that begin to touch a target are found,
   * planck integrates, then those touches become hit events.
   * With a controller that answers later (see DeferredTurnController), step in two halves instead:
   * {@link beginStep}, wait for {@link controllersPending}, {@link finishStep}.
   * Throws a WorldFault (WorldFault.ts) instead of stepping planck when a target or an obstacle is
   * no longer finite, or when planck itself fails: the world cannot go on.
   */
  step(): void {
    if (this.stepBegun) throw new Error('a step was begun and not finished: call finishStep()');
    this.settling.beforeStep();
    this.events.startStep();
    this.moveTargetsAndObstacles();
    const { dt } = this.settings;
    const time = this.time;
    const crowd = this.crowd;
    for (let i = 0; i < this.entityList.length; i++) {
      const entity = this.entityList[i] as MovingEntity;
      // The guard, once a step, before the entity turns its state into forces (see warnIfGuarded).
      this.warnIfGuarded(entity, crowd.stepEntity(entity.index, dt, this.influences.crowdDisturbance), time);
    }
    this.integrate(time);
  }

  /**
   * The first half of a step: targets and obstacles set their velocities, every entity runs its
   * guard and its steering senses its turn input (a controller that answers later is asked now).
   * Nothing is integrated. Begun again before it is finished, it senses again.
   */
  beginStep(): void {
    if (!this.stepBegun) this.settling.beforeStep();
    this.events.startStep();
    this.moveTargetsAndObstacles();
    const { dt } = this.settings;
    const time = this.time;
    let waiting = false;
    for (let i = 0; i < this.entityList.length; i++) {
      const entity = this.entityList[i] as MovingEntity;
      this.warnIfGuarded(entity, this.crowd.beginEntity(entity.index, dt), time);
      // Asked here, while the entity is at hand: controllersPending then walks the entities only when one waits.
      if (!waiting && entity.steering.pending() !== null) waiting = true;
    }
    this.someControllerWaits = waiting;
    this.stepBegun = true;
  }

  /** Between the halves of a step: null when every controller can answer now, else a promise that resolves when they all can. */
  controllersPending(): Promise<void> | null {
    if (!this.someControllerWaits) return null;
    let waits: Promise<void>[] | null = null;
    for (let i = 0; i < this.entityList.length; i++) {
      const pending = (this.entityList[i] as MovingEntity).steering.pending();
      if (pending) (waits ??= []).push(pending);
    }
    return waits === null ? null : waits.length === 1 ? (waits[0] as Promise<void>) : Promise.all(waits).then(() => undefined);
  }

  /** True between {@link beginStep} and {@link finishStep}. */
  get stepInProgress(): boolean {
    return this.stepBegun;
  }

  /**
   * The second half of a step: every entity turns by its controller's command and finishes its
   * propulsion, the disturbance applies, planck integrates, contacts become hit events. An entity
   * added between the halves does not turn in this step; one removed is gone.
   */
  finishStep(): void {
    if (!this.stepBegun) throw new Error('no step was begun: call beginStep() first');
    this.stepBegun = false;
    for (let i = 0; i < this.entityList.length; i++)
      this.crowd.finishEntity((this.entityList[i] as MovingEntity).index, this.influences.crowdDisturbance);
    this.integrate(this.time);
  }

  private moveTargetsAndObstacles(): void {
    const { dt, arena } = this.settings;
    for (let i = 0; i < this.targetList.length; i++) (this.targetList[i] as Target).beforeStep(dt, arena);
    for (let i = 0; i < this.obstacleList.length; i++) (this.obstacleList[i] as Obstacle).beforeStep(dt);
    // A target or an obstacle has no last good state: one that is not finite stops the world (WorldFault.ts), before anything steers at it.
    checkTargetsAndObstacles(this.targetList, this.obstacleList, this.time);
  }

  /** planck's step, then the hits; `time` is the time the step began at, s. */
  private integrate(time: number): void {
    const { dt, velocityIterations, positionIterations, aabbMultiplier } = this.settings;
    // Checked again: the steering moved nothing but bodies, but a step begun and finished later may find them otherwise.
    checkTargetsAndObstacles(this.targetList, this.obstacleList, time);
    // Hits, on the positions planck's contact update would see (before it integrates).
    this.targetTouches.update(this.targetList, this.newTouches);
    stepPlanck(this.physics, dt, velocityIterations, positionIterations, aabbMultiplier, time);
    this.stepIndex++;
    this.settling.afterStep();
    if (this.newTouches.length > 0) this.reportHits(time);
  }

  /**
   * The per-step guard, run once a step for each entity by its crowd (EntityCrowd.beginEntity), in
   * the pass that applies its controls (where its body is read anyway), before planck sees it: an
   * entity whose state became non-finite or absurd (in planck's last step, or set from outside
   * between steps) is reset to its last good state, and a warning (this) says why. The others are
   * unaffected. planck cannot take a NaN (its time-of-impact code throws), so this check comes
   * before its step. A state a step leaves is checked at the start of the next one: between them it
   * is what planck left (a second pass after planck's step cost 5-10% of a crowd's step;
   * docs/reliability.md).
   */
  private warnIfGuarded(entity: MovingEntity, reason: string | null, time: number): void {
    if (reason === null) return;
    const warning: StateWarning = { entityId: entity.id, reason, time };
    this.events.warn(warning);
  }

  private reportHits(time: number): void {
    for (const { entity, target } of this.newTouches) this.events.hit({ entityId: entity.id, targetId: target.id, time });
    this.newTouches.length = 0;
  }
}
