import type { MovingEntity } from '../entities/MovingEntity';
import type { SteeringWorld } from '../SteeringWorld';
import type { TimeBase } from '../time/timeBases';
import { refusalLine, validateScenario } from './parseScenario';
import { scenarioTargetMotion } from './runScenario';
import { describedPath } from './scenarioPaths';
import type { Scenario, ScenarioCommand, ScenarioEntity, ScenarioObstacle, ScenarioTarget } from './schema';

/** What {@link describeWorld} writes besides the world. */
export interface DescribeOptions {
  readonly name: string;
  /** How long the file runs headless (`npm run sim`), s. */
  readonly duration: number;
  readonly timeBase?: TimeBase;
  /** The ids of the targets to write (e.g. the player's, not a level's own). [default: every target] */
  readonly targetIds?: ReadonlySet<string>;
  /**
   * Check it by the scenario rules before returning it (a file, a link). Off for a checkpoint kept
   * in memory (src/app/history), read back only by the game, where checking cost most of the time. [default: true]
   */
  readonly check?: boolean;
}

/**
 * A world as a scene file (the format `npm run sim` reads), ready for JSON: every entity where it
 * is now, with its velocity, spin, limits, controller, guidance and command (a chase or a Track
 * names its target), every target with its motion, the obstacles, the disturbance, the sensor
 * noise, and its `state` (src/sim/state/memory.ts): what it remembers besides, so that the file
 * continues where the world was, bit for bit. The one description every route that carries a scene
 * goes through (a saved file, a share link, the tour's park). Checked by the scenario rules before
 * it is returned, so that what is written the runner always reads.
 */
export function describeWorld(world: SteeringWorld, options: DescribeOptions): Scenario {
  const scenario: Scenario = {
    name: options.name,
    ...(options.timeBase !== undefined && { timeBase: options.timeBase }),
    dt: world.dt,
    duration: options.duration,
    entities: world.entities.map(describeEntity),
  };
  if (world.settings.arena) scenario.arena = { ...world.settings.arena };
  const { angularAcceleration, wind } = world.disturbance;
  if (angularAcceleration !== 0 || wind.x !== 0 || wind.y !== 0) scenario.disturbance = { angularAcceleration, wind: [wind.x, wind.y] };
  const noise = world.sensorNoise;
  if (noise)
    scenario.sensorNoise = {
      headingErrorStdDev: noise.headingErrorStdDev,
      angularVelocityStdDev: noise.angularVelocityStdDev,
      ...(noise.seed !== undefined && { seed: noise.seed }),
    };
  const written = options.targetIds;
  const targets: ScenarioTarget[] = world.targets
    .filter((target) => written === undefined || written.has(target.id))
    .map((target) => {
      const described: ScenarioTarget = { id: target.id, position: [target.position.x, target.position.y], radius: target.radius };
      if (target.motion.type !== 'static') described.motion = scenarioTargetMotion(target.motion);
      return described;
    });
  if (targets.length > 0) scenario.targets = targets;
  const obstacles: ScenarioObstacle[] = world.obstacles.map((obstacle) => ({
    id: obstacle.id,
    position: [obstacle.position.x, obstacle.position.y],
    angle: obstacle.angle,
    shape: { ...obstacle.shape },
    ...(obstacle.loose && { loose: true, density: obstacle.density }),
  }));
  if (obstacles.length > 0) scenario.obstacles = obstacles;
  scenario.state = world.saveMemory();
  if (options.check === false) return scenario;
  const checked = validateScenario(JSON.parse(JSON.stringify(scenario)));
  if (!checked.ok) throw new Error(`the scene does not describe itself as a valid scenario: ${refusalLine(checked.errors)}`);
  return scenario;
}

/** One entity as it is now, with its command. */
function describeEntity(entity: MovingEntity): ScenarioEntity {
  const settings = entity.getSettings();
  const described: ScenarioEntity = {
    id: entity.id,
    type: entity.type,
    position: [entity.position.x, entity.position.y],
    angle: entity.angle,
    velocity: [entity.velocity.x, entity.velocity.y],
    angularVelocity: entity.angularVelocity,
    maxAngularAcceleration: settings.maxAngularAcceleration,
    maxSpeed: settings.maxSpeed,
    controller: { ...settings.controller },
    chaseArrival: settings.chaseArrival,
    collisionGroup: entity.collisionGroup,
    command: describeCommand(entity),
  };
  if (entity.collisionShape !== 'detailed') described.collisionShape = entity.collisionShape;
  if (entity.friction !== 1) described.friction = entity.friction;
  if (entity.type === 'missile') {
    // Only a missile has these (a character ignores its thrust: the crowd gives every entity one).
    if (entity.thrust !== 'along-nose') described.thrust = entity.thrust;
    described.guidance = settings.guidance;
    described.navigationConstant = settings.navigationConstant;
  }
  return described;
}

/** What the entity is doing, as a scenario command. */
function describeCommand(entity: MovingEntity): ScenarioCommand {
  const target = entity.target;
  const targetId = entity.targetId;
  switch (entity.mode) {
    case 'idle':
      return { type: 'idle' };
    case 'turnTowards':
    case 'seek': {
      if (targetId !== null) return { type: entity.mode, targetId };
      return target ? { type: entity.mode, target: [target.x, target.y] } : { type: 'idle' };
    }
    case 'followPath':
      return { type: 'followPath', path: describedPath(entity.path), loop: entity.pathLoops };
  }
}
