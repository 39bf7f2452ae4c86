import type { MovingEntity } from '../../sim/entities/MovingEntity';
import { validateScenario, refusalLine } from '../../sim/scenario/parseScenario';
import { scenarioTargetMotion } from '../../sim/scenario/runScenario';
import type { Scenario, ScenarioCommand, ScenarioEntity, ScenarioObstacle, ScenarioTarget } from '../../sim/scenario/schema';
import type { TimeBase } from '../../sim/timeBases';
import type { SceneModel } from '../model/SceneModel';

/** How long a saved scene runs headless (`npm run sim`), s: the game plays it for as long as the player likes. */
export const SAVED_SCENE_DURATION = 60;

/**
 * The scene on screen as a scenario (the format `npm run sim` reads), ready for JSON: every
 * entity where it is now, with its velocity, spin, limits, controller, guidance and command (a
 * chase or a Track names its target), every target with its motion, the obstacles, the disturbance,
 * the sensor noise and the time base. Run from time 0, it plays on as the game would. Checked by the
 * scenario rules before it is returned, so that what the game saves the runner always reads.
 */
export function describeScene(model: SceneModel, timeBase: TimeBase, name: string): Scenario {
  const world = model.world;
  const scenario: Scenario = {
    name,
    timeBase,
    dt: world.dt,
    duration: SAVED_SCENE_DURATION,
    entities: model.records.map((record) => describeEntity(record.entity, model.session.pathLoop)),
  };
  if (world.settings.arena) scenario.arena = { ...world.settings.arena };
  const { angularAcceleration, wind } = world.disturbance;
  if (angularAcceleration !== 0 || wind.x !== 0 || wind.y !== 0) scenario.disturbance = { angularAcceleration, wind: [wind.x, wind.y] };
  const noise = world.sensorNoise;
  if (noise) scenario.sensorNoise = { headingErrorStdDev: noise.headingErrorStdDev, angularVelocityStdDev: noise.angularVelocityStdDev, ...(noise.seed !== undefined && { seed: noise.seed }) };
  const targets: ScenarioTarget[] = model.targets.map((target) => {
    const described: ScenarioTarget = { id: target.id, position: [target.position.x, target.position.y], radius: target.radius };
    if (target.motion.type !== 'static') described.motion = scenarioTargetMotion(target.motion);
    return described;
  });
  if (targets.length > 0) scenario.targets = targets;
  const obstacles: ScenarioObstacle[] = model.obstacles.map(({ obstacle }) => ({
    id: obstacle.id,
    position: [obstacle.position.x, obstacle.position.y],
    angle: obstacle.angle,
    shape: { ...obstacle.shape },
    ...(obstacle.loose && { loose: true, density: obstacle.density }),
  }));
  if (obstacles.length > 0) scenario.obstacles = obstacles;
  const checked = validateScenario(JSON.parse(JSON.stringify(scenario)));
  if (!checked.ok) throw new Error(`the scene does not describe itself as a valid scenario: ${refusalLine(checked.errors)}`);
  return scenario;
}

/** One entity as it is now, with its command. */
function describeEntity(entity: MovingEntity, pathLoop: boolean): ScenarioEntity {
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
    command: describeCommand(entity, pathLoop),
  };
  if (entity.collisionShape !== 'detailed') described.collisionShape = entity.collisionShape;
  if (entity.friction !== 1) described.friction = entity.friction;
  if (entity.thrust !== 'along-nose') described.thrust = entity.thrust;
  if (entity.type === 'missile') {
    described.guidance = settings.guidance;
    described.navigationConstant = settings.navigationConstant;
  }
  return described;
}

/** What the entity is doing, as a scenario command. */
function describeCommand(entity: MovingEntity, pathLoop: boolean): ScenarioCommand {
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
      return { type: 'followPath', path: entity.path.map((p): [number, number] => [p.x, p.y]), loop: pathLoop };
  }
}
