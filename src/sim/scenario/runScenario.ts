import { pathPoints } from './scenarioPaths';
import type { MovingEntity } from '../entities/MovingEntity';
import type { EntityDefinition } from '../entities/EntityDefinition';
import type { Point } from '../math/vec2';
import { TurnResponse, type TurnFigures } from '../metrics/TurnResponse';
import { SteeringWorld } from '../SteeringWorld';
import type { TargetMotion } from '../targets/TargetMotion';
import { STANDARD_DT, TIME_BASES } from '../time/timeBases';
import type { Scenario, ScenarioEntity, ScenarioTargetMotion } from './schema';
import { withinField } from '../validation/FieldError';
import { givenValue } from '../validation/givenValue';

/** Default scenario step, s. */
export const DEFAULT_SCENARIO_DT = STANDARD_DT;

/** A waypoint (or seek target, index 0) reached at `time` (s). */
export interface WaypointVisit {
  index: number;
  time: number;
}

/** How many events of each kind a report lists one by one; the rest are counted. */
export const REPORT_EVENT_CAP = 20;

/**
 * A bounded account of a stream of events (waypoint visits, hits, guard resets): how many there
 * were, the first {@link REPORT_EVENT_CAP} (20) in order, and the last one. A report therefore stays the
 * same size however long the run, however many entities loop their paths.
 */
export interface EventSummary<T> {
  /** All of them. */
  count: number;
  /** The first ones, in order, at most {@link REPORT_EVENT_CAP}. */
  first: T[];
  /** The last one (null when there was none). */
  last: T | null;
}

/** A guard reset: when, and why. */
export interface ResetEvent {
  time: number;
  reason: string;
}

/** A contact with a target: which, and when. */
export interface HitRecord {
  targetId: string;
  time: number;
}

/** Collects an {@link EventSummary} in constant memory. */
class EventCollector<T> {
  private readonly summary: EventSummary<T> = { count: 0, first: [], last: null };
  add(event: T): void {
    this.summary.count++;
    if (this.summary.first.length < REPORT_EVENT_CAP) this.summary.first.push(event);
    this.summary.last = event;
  }
  get value(): EventSummary<T> {
    return this.summary;
  }
}

/** What the runner reports for one entity. */
export interface EntityReport {
  id: string;
  type: 'missile' | 'character';
  /** Every state value (position, angle, velocities) stayed finite at every step. */
  finite: boolean;
  final: { position: Point; angle: number; velocity: Point; angularVelocity: number };
  /** Largest |angular acceleration| observed over a step, (Δω/dt), rad/s². */
  maxAbsAngularAcceleration: number;
  /** For a turnTowards command. */
  turn?: TurnFigures;
  /** For followPath and seek commands: the waypoints (or seek target, index 0) reached. */
  waypointsReached?: EventSummary<WaypointVisit>;
  /** The contacts of this entity with a target. */
  hits: EventSummary<HitRecord>;
  /** The times the per-step guard reset this entity to its last good state, and why. */
  resets: EventSummary<ResetEvent>;
}

/** The runner's report: one JSON object. */
export interface ScenarioReport {
  name: string;
  dt: number;
  steps: number;
  entities: EntityReport[];
}

/** Turns a scenario entity into the simulation's definition. */
export function toEntityDefinition(entity: ScenarioEntity): EntityDefinition {
  const settings: NonNullable<EntityDefinition['settings']> = {};
  if (entity.maxAngularAcceleration !== undefined) settings.maxAngularAcceleration = entity.maxAngularAcceleration;
  if (entity.maxSpeed !== undefined) settings.maxSpeed = entity.maxSpeed;
  if (entity.controller !== undefined) settings.controller = entity.controller;
  if (entity.guidance !== undefined) settings.guidance = entity.guidance;
  if (entity.navigationConstant !== undefined) settings.navigationConstant = entity.navigationConstant;
  if (entity.chaseArrival !== undefined) settings.chaseArrival = entity.chaseArrival;
  const definition: EntityDefinition = {
    id: entity.id,
    type: entity.type,
    position: { x: entity.position[0], y: entity.position[1] },
    angle: entity.angle ?? 0,
    speed: entity.speed ?? 0,
    settings,
  };
  if (entity.velocity !== undefined) definition.velocity = { x: entity.velocity[0], y: entity.velocity[1] };
  if (entity.angularVelocity !== undefined) definition.angularVelocity = entity.angularVelocity;
  if (entity.collisionGroup !== undefined) definition.collisionGroup = entity.collisionGroup;
  if (entity.collisionShape !== undefined) definition.collisionShape = entity.collisionShape;
  if (entity.friction !== undefined) definition.friction = entity.friction;
  if (entity.thrust !== undefined) definition.thrust = entity.thrust;
  return definition;
}

/** Gives an entity its scenario command (a seek by `targetId` chases that target of `world`). */
export function applyCommand(entity: MovingEntity, command: ScenarioEntity['command'], world: SteeringWorld): void {
  switch (command.type) {
    case 'idle':
      entity.steering.stop();
      return;
    case 'turnTowards': {
      const target = command.targetId === undefined ? undefined : world.getTarget(command.targetId);
      if (target) entity.steering.face(target);
      else if (command.target) entity.steering.face({ x: command.target[0], y: command.target[1] });
      return;
    }
    case 'seek': {
      const target = command.targetId === undefined ? undefined : world.getTarget(command.targetId);
      if (target) entity.chase(target);
      else if (command.target) entity.chase({ x: command.target[0], y: command.target[1] });
      return;
    }
    case 'followPath':
      entity.steering.follow(pathPoints(command.path), command.loop ?? false);
      return;
  }
}

/** A scenario's `[x, y]` motion fields as the simulation's `{x, y}`. */
export function toTargetMotion(motion: ScenarioTargetMotion | undefined): TargetMotion {
  if (!motion) return { type: 'static' };
  switch (motion.type) {
    case 'static':
      return motion;
    case 'linear':
      return { type: 'linear', velocity: { x: motion.velocity[0], y: motion.velocity[1] } };
    case 'circle':
      return { type: 'circle', center: { x: motion.center[0], y: motion.center[1] }, angularSpeed: motion.angularSpeed };
    case 'zigzag':
      return {
        type: 'zigzag',
        velocity: { x: motion.velocity[0], y: motion.velocity[1] },
        amplitude: motion.amplitude,
        period: motion.period,
      };
  }
}

/** A simulation motion in the scenario file's form (vectors as [x, y]): the inverse of {@link toTargetMotion}. */
export function scenarioTargetMotion(motion: Readonly<TargetMotion>): ScenarioTargetMotion {
  switch (motion.type) {
    case 'static':
      return { type: 'static' };
    case 'linear':
      return { type: 'linear', velocity: [motion.velocity.x, motion.velocity.y] };
    case 'circle':
      return { type: 'circle', center: [motion.center.x, motion.center.y], angularSpeed: motion.angularSpeed };
    case 'zigzag':
      return { type: 'zigzag', velocity: [motion.velocity.x, motion.velocity.y], amplitude: motion.amplitude, period: motion.period };
  }
}

/** Per-entity bookkeeping while a scenario runs. */
class EntityProbe {
  finite = true;
  maxAbsAngularAcceleration = 0;
  readonly turn: TurnResponse | null;
  readonly visits: EventCollector<WaypointVisit> | null;
  readonly hits = new EventCollector<HitRecord>();
  readonly resets = new EventCollector<ResetEvent>();
  private previousAngularVelocity: number;

  constructor(
    readonly entity: MovingEntity,
    readonly spec: ScenarioEntity,
    world: SteeringWorld,
  ) {
    this.previousAngularVelocity = entity.angularVelocity;
    const kind = spec.command.type;
    this.turn = kind === 'turnTowards' ? new TurnResponse() : null;
    this.visits = kind === 'followPath' || kind === 'seek' ? new EventCollector<WaypointVisit>() : null;
    if (this.visits) {
      const visits = this.visits;
      entity.steering.onReached = (index) => visits.add({ index, time: world.time });
    }
    this.turn?.start(0, entity.measureHeadingError(), entity.maxAngularAcceleration, entity.angularVelocity, world.dt);
  }

  afterStep(time: number, dt: number): void {
    const { entity } = this;
    const position = entity.position;
    const velocity = entity.velocity;
    const angularVelocity = entity.angularVelocity;
    if (!(
      Number.isFinite(position.x) &&
      Number.isFinite(position.y) &&
      Number.isFinite(entity.angle) &&
      Number.isFinite(velocity.x) &&
      Number.isFinite(velocity.y) &&
      Number.isFinite(angularVelocity)
    )) {
      this.finite = false;
    }
    const angularAcceleration = Math.abs(angularVelocity - this.previousAngularVelocity) / dt;
    if (angularAcceleration > this.maxAbsAngularAcceleration) this.maxAbsAngularAcceleration = angularAcceleration;
    this.previousAngularVelocity = angularVelocity;
    this.turn?.sample(time, entity.measureHeadingError(), entity.angularVelocity);
  }

  report(): EntityReport {
    const { entity } = this;
    const report: EntityReport = {
      id: entity.id,
      type: entity.type,
      finite: this.finite,
      final: {
        position: [entity.position.x, entity.position.y],
        angle: entity.angle,
        velocity: [entity.velocity.x, entity.velocity.y],
        angularVelocity: entity.angularVelocity,
      },
      maxAbsAngularAcceleration: this.maxAbsAngularAcceleration,
      hits: this.hits.value,
      resets: this.resets.value,
    };
    if (this.turn) report.turn = this.turn.figures();
    if (this.visits) report.waypointsReached = this.visits.value;
    return report;
  }
}

/** The step a scenario runs at, s: its `dt`, else its time base's, else {@link DEFAULT_SCENARIO_DT}. */
export function scenarioDt(scenario: Scenario): number {
  return scenario.dt ?? (scenario.timeBase ? TIME_BASES[scenario.timeBase].dt : DEFAULT_SCENARIO_DT);
}

/** Builds the world a scenario describes, with every entity commanded. */
export function buildScenarioWorld(scenario: Scenario): SteeringWorld {
  const world = new SteeringWorld({ dt: scenarioDt(scenario), arena: scenario.arena ?? null });
  populateScenarioWorld(world, scenario);
  return world;
}

/**
 * Gives `world` what a scenario describes, in the file's order: the disturbance and the sensor
 * noise, then the targets, the obstacles and the entities, each entity commanded. The game builds
 * an opened scene with this too, so that a scene runs the same in the game and in the runner.
 */
export function populateScenarioWorld(world: SteeringWorld, scenario: Scenario): void {
  if (scenario.sensorNoise) {
    const { headingErrorStdDev, angularVelocityStdDev, seed } = scenario.sensorNoise;
    world.setSensorNoise({ headingErrorStdDev, angularVelocityStdDev, ...(seed !== undefined && { seed }) });
  }
  if (scenario.disturbance) {
    const { angularAcceleration, wind } = scenario.disturbance;
    world.setDisturbance({ angularAcceleration: angularAcceleration ?? 0, wind: wind ? { x: wind[0], y: wind[1] } : { x: 0, y: 0 } });
  }
  // What a field's rules let through but the world cannot take is refused naming the field (withinField); the
  // entities and obstacles name their own (a RangeError naming the field, or a CrowdedStartError naming the body).
  (scenario.targets ?? []).forEach((target, i) => {
    withinField(`targets[${i}]`, () =>
      world.addTarget({
        id: target.id,
        position: { x: target.position[0], y: target.position[1] },
        radius: target.radius ?? 1,
        motion: toTargetMotion(target.motion),
      }),
    );
  });
  for (const obstacle of scenario.obstacles ?? []) {
    world.addObstacle({
      id: obstacle.id,
      position: { x: obstacle.position[0], y: obstacle.position[1] },
      angle: obstacle.angle ?? 0,
      shape: obstacle.shape,
      loose: obstacle.loose ?? false,
      ...(obstacle.density !== undefined && { density: obstacle.density }),
    });
  }
  // All bodies first, then the entities around them (SteeringWorld.addEntities: planck's data lies together).
  const entities = world.addEntities(scenario.entities.map(toEntityDefinition));
  scenario.entities.forEach((spec, i) =>
    withinField(`entities[${i}].command`, () => applyCommand(entities[i] as MovingEntity, spec.command, world)),
  );
  // Saved mid-run: it continues where it was (src/sim/state/memory.ts).
  const state = scenario.state;
  if (state) withinField('state', () => world.restoreMemory(state));
}

/** The runner calls `onProgress` every this many steps (and after the last). */
export const PROGRESS_EVERY_STEPS = 60;

/** Options of {@link runScenario}. */
export interface RunOptions {
  /** Called every {@link PROGRESS_EVERY_STEPS} steps and at the end, with steps done and in all. */
  onProgress?: (stepsDone: number, steps: number) => void;
  /**
   * Called after every fixed step (and its measurements) with the simulated time (s) and the
   * scenario's entities in file order (the same array every call: read it, do not keep it). Lets a
   * caller stream per-step traces without the runner holding them.
   */
  onStep?: (time: number, entities: readonly MovingEntity[]) => void;
}

/**
 * Runs a validated scenario headless and measures it. Deterministic: same input, same report. The
 * report's size depends on the number of entities only, not on the duration (see EventSummary).
 */
export function runScenario(scenario: Scenario, options: RunOptions = {}): ScenarioReport {
  // A scenario is what parseScenario or validateScenario gave; anything without its shape is refused before it is read.
  const shape = scenario as Partial<Scenario> | null;
  if (typeof shape !== 'object' || shape === null || !Array.isArray(shape.entities) || typeof shape.duration !== 'number') {
    throw new TypeError(
      `runScenario: scenario must be what parseScenario or validateScenario gave ({ duration, entities, … }), got ${givenValue(scenario)}`,
    );
  }
  if (typeof options !== 'object' || options === null)
    throw new TypeError(`runScenario: options must be an object { onProgress, onStep }, got ${givenValue(options)}`);
  const world = buildScenarioWorld(scenario);
  const probes = scenario.entities.map((spec, i) => new EntityProbe(world.entities[i] as MovingEntity, spec, world));
  const probeById = new Map(probes.map((probe) => [probe.entity.id, probe]));
  const steps = Math.max(1, Math.round(scenario.duration / world.dt));
  const { onProgress, onStep } = options;
  const entities: readonly MovingEntity[] = probes.map((probe) => probe.entity);
  for (let step = 0; step < steps; step++) {
    world.step();
    for (const warning of world.events.stepWarnings)
      probeById.get(warning.entityId)?.resets.add({ time: warning.time, reason: warning.reason });
    for (const hit of world.events.stepHits) probeById.get(hit.entityId)?.hits.add({ targetId: hit.targetId, time: hit.time });
    for (const probe of probes) probe.afterStep(world.time, world.dt);
    onStep?.(world.time, entities);
    if (onProgress && ((step + 1) % PROGRESS_EVERY_STEPS === 0 || step + 1 === steps)) onProgress(step + 1, steps);
  }
  return {
    name: scenario.name ?? 'unnamed',
    dt: world.dt,
    steps,
    entities: probes.map((probe) => probe.report()),
  };
}
