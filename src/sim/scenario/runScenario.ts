import type { MovingEntity } from '../entities/MovingEntity';
import type { EntityDefinition } from '../entities/SteeredEntity';
import type { Point } from '../math/vec2';
import { TurnResponse, type TurnFigures } from '../metrics/TurnResponse';
import { SteeringWorld } from '../SteeringWorld';
import type { Scenario, ScenarioEntity } from './schema';

/** Default scenario step, s. */
export const DEFAULT_SCENARIO_DT = 1 / 60;

/** A waypoint (or seek target, index 0) reached at `time` (s). */
export interface WaypointVisit {
  index: number;
  time: number;
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
  /** For followPath and seek commands. */
  waypointsReached?: WaypointVisit[];
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
  return {
    id: entity.id,
    type: entity.type,
    position: { x: entity.position[0], y: entity.position[1] },
    angle: entity.angle ?? 0,
    speed: entity.speed ?? 0,
    settings,
  };
}

/** Gives an entity its scenario command. */
export function applyCommand(entity: MovingEntity, command: ScenarioEntity['command']): void {
  switch (command.type) {
    case 'idle':
      entity.commandIdle();
      return;
    case 'turnTowards':
      entity.commandTurnTowards({ x: command.target[0], y: command.target[1] });
      return;
    case 'seek':
      entity.commandSeek({ x: command.target[0], y: command.target[1] });
      return;
    case 'followPath':
      entity.commandFollowPath(
        command.path.map(([x, y]) => ({ x, y })),
        command.loop ?? false,
      );
      return;
  }
}

/** Per-entity bookkeeping while a scenario runs. */
class EntityProbe {
  finite = true;
  maxAbsAngularAcceleration = 0;
  readonly turn: TurnResponse | null;
  readonly visits: WaypointVisit[] | null;
  private previousAngularVelocity: number;

  constructor(
    readonly entity: MovingEntity,
    readonly spec: ScenarioEntity,
    world: SteeringWorld,
  ) {
    this.previousAngularVelocity = entity.angularVelocity;
    const kind = spec.command.type;
    this.turn = kind === 'turnTowards' ? new TurnResponse() : null;
    this.visits = kind === 'followPath' || kind === 'seek' ? [] : null;
    if (this.visits) {
      const visits = this.visits;
      entity.onTargetReached = (index) => visits.push({ index, time: world.time });
    }
    this.turn?.start(0, entity.measureHeadingError(), entity.maxAngularAcceleration);
  }

  afterStep(time: number, dt: number): void {
    const { entity } = this;
    const position = entity.position;
    const velocity = entity.velocity;
    const angularVelocity = entity.angularVelocity;
    if (!(Number.isFinite(position.x) && Number.isFinite(position.y) && Number.isFinite(entity.angle) && Number.isFinite(velocity.x) && Number.isFinite(velocity.y) && Number.isFinite(angularVelocity))) {
      this.finite = false;
    }
    const angularAcceleration = Math.abs(angularVelocity - this.previousAngularVelocity) / dt;
    if (angularAcceleration > this.maxAbsAngularAcceleration) this.maxAbsAngularAcceleration = angularAcceleration;
    this.previousAngularVelocity = angularVelocity;
    this.turn?.sample(time, entity.measureHeadingError());
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
    };
    if (this.turn) report.turn = this.turn.figures();
    if (this.visits) report.waypointsReached = this.visits;
    return report;
  }
}

/** Builds the world a scenario describes, with every entity commanded. */
export function buildScenarioWorld(scenario: Scenario): SteeringWorld {
  const world = new SteeringWorld({ dt: scenario.dt ?? DEFAULT_SCENARIO_DT });
  if (scenario.disturbance) {
    const { angularAcceleration, wind } = scenario.disturbance;
    world.setDisturbance({ angularAcceleration: angularAcceleration ?? 0, wind: wind ? { x: wind[0], y: wind[1] } : { x: 0, y: 0 } });
  }
  for (const spec of scenario.entities) applyCommand(world.addEntity(toEntityDefinition(spec)), spec.command);
  return world;
}

/** Runs a validated scenario headless and measures it. Deterministic: same input, same report. */
export function runScenario(scenario: Scenario): ScenarioReport {
  const world = buildScenarioWorld(scenario);
  const probes = scenario.entities.map((spec, i) => new EntityProbe(world.entities[i] as MovingEntity, spec, world));
  const steps = Math.max(1, Math.round(scenario.duration / world.dt));
  for (let step = 0; step < steps; step++) {
    world.step();
    for (const probe of probes) probe.afterStep(world.time, world.dt);
  }
  return {
    name: scenario.name ?? 'unnamed',
    dt: world.dt,
    steps,
    entities: probes.map((probe) => probe.report()),
  };
}
