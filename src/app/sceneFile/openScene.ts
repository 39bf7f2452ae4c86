import type { EntityMode } from '../../sim/entities/MovingEntity';
import type { Vec2Like } from '../../sim/math/vec2';
import { parseScenario, refusalLine } from '../../sim/scenario/parseScenario';
import { populateScenarioWorld } from '../../sim/scenario/runScenario';
import { pathPoints } from '../../sim/scenario/scenarioPaths';
import type { Scenario, ScenarioEntity } from '../../sim/scenario/schema';
import { ownEntry } from '../../sim/validation/ownEntries';
import { MAX_STEP_COUNT } from '../../sim/validation/quantities';
import { radToDeg } from '../../sim/math/angle';
import { defaultDisturbanceSettings, type DisturbanceSettings } from '../fields/disturbanceFields';
import { TargetHandle } from '../model/DemoTarget';
import { EntityState } from '../model/EntityState';
import { MAX_ENTITIES } from '../model/playerEntities';
import type { DemoMode, SceneModel } from '../model/SceneModel';
import { MAX_OBSTACLES, type ObstacleKind } from '../model/obstacleKinds';
import { defaultTargetMotionSettings, settingsOfMotion } from '../fields/targetMotionFields';

/** What reading a scene file gave: the scenario, or the one line the player sees. */
export type SceneReadResult = { ok: true; scenario: Scenario } | { ok: false; error: string };

/**
 * Most targets of a scene file the game opens that no entity is paired with (the player's to
 * drag): it steps the world 60 times a second and draws every target each frame, and 1,000
 * targets cost planck about 10 ms a step on their own (a larger scene runs headless). Each entity
 * has one target of its own on top (the game makes one for an entity whose file names none).
 */
export const MAX_LOOSE_TARGETS = 100;

/**
 * Most targets the game holds, and so saves: {@link MAX_LOOSE_TARGETS} plus one per entity. No
 * edit adds a target no entity is paired with, so whatever the game saves it opens again.
 */
export const MAX_GAME_TARGETS = MAX_LOOSE_TARGETS + MAX_ENTITIES;

/**
 * Most steps a saved world the game opens may have run: 2^32 fewer than a scene file may say
 * ({@link MAX_STEP_COUNT}), so that the game can play it on for 2^32 steps (2.3 years at 60 steps
 * a second) and still save it: a world opened at the file's bound would have passed it, and been
 * refused, at its first step.
 */
export const MAX_GAME_STEP_COUNT = MAX_STEP_COUNT - 2 ** 32;

/**
 * Reads a scene file: the scenario rules of `npm run sim`, with the same messages, then what the
 * game can show (at most {@link MAX_ENTITIES} entities, {@link MAX_OBSTACLES} obstacles and
 * {@link MAX_LOOSE_TARGETS} targets besides the entities' own; a larger scene runs headless) and a saved world it can play on
 * and save again ({@link MAX_GAME_STEP_COUNT}). Never throws.
 */
export function readSceneText(text: string): SceneReadResult {
  const parsed = parseScenario(text);
  if (!parsed.ok) return { ok: false, error: refusalLine(parsed.errors) };
  const { scenario } = parsed;
  if (scenario.entities.length > MAX_ENTITIES) {
    return {
      ok: false,
      error:
        `scenario.entities: the game shows at most ${MAX_ENTITIES} entities; this scene has ${scenario.entities.length} (npm run ` +
        `sim runs it headless)`,
    };
  }
  const obstacles = scenario.obstacles?.length ?? 0;
  if (obstacles > MAX_OBSTACLES)
    return {
      ok: false,
      error:
        `scenario.obstacles: the game shows at most ${MAX_OBSTACLES} obstacles; this scene has ${obstacles} (npm run sim runs ` +
        `it headless)`,
    };
  const loose = looseTargetCount(scenario);
  if (loose > MAX_LOOSE_TARGETS) {
    return {
      ok: false,
      error:
        `scenario.targets: the game shows at most ${MAX_LOOSE_TARGETS} targets besides the one each entity chases, faces or is ` +
        `paired with; this scene has ${loose} (npm run sim runs it headless)`,
    };
  }
  const steps = scenario.state?.steps ?? 0;
  if (steps > MAX_GAME_STEP_COUNT)
    return {
      ok: false,
      error:
        `state.steps: the game opens a world of at most ${MAX_GAME_STEP_COUNT} steps, so that it can play on and save it again; ` +
        `this one has ${steps} (npm run sim runs it headless)`,
    };
  return { ok: true, scenario };
}

/**
 * The id of the target {@link fillModel} pairs an entity with: the one it chases or faces, else the one its state names (a scene saved on a
 * path).
 */
function pairedTargetId(scenario: Scenario, spec: ScenarioEntity): string | undefined {
  const command = spec.command;
  if ((command.type === 'seek' || command.type === 'turnTowards') && command.targetId !== undefined) return command.targetId;
  return scenario.state ? ownEntry(scenario.state.entities, spec.id)?.target : undefined;
}

/** How many of the file's targets no entity is paired with: they open as the player's loose targets. */
function looseTargetCount(scenario: Scenario): number {
  const paired = new Set(scenario.entities.map((spec) => pairedTargetId(scenario, spec)));
  return (scenario.targets ?? []).filter((target) => !paired.has(target.id)).length;
}

/**
 * The panel's disturbance settings for a scenario's disturbance and sensor noise (what the panel
 * shows once the scene is open; the world gets the file's exact values).
 */
export function disturbanceSettingsOf(scenario: Scenario): DisturbanceSettings {
  const settings = defaultDisturbanceSettings();
  const torque = scenario.disturbance?.angularAcceleration ?? 0;
  if (torque !== 0) Object.assign(settings, { torqueOn: true, angularAcceleration: torque });
  const [wx, wy] = scenario.disturbance?.wind ?? [0, 0];
  if (wx !== 0 || wy !== 0)
    Object.assign(settings, {
      windOn: true,
      windStrength: Math.min(100, Math.hypot(wx, wy)),
      windDirectionDeg: radToDeg(Math.atan2(wy, wx)),
    });
  const noise = scenario.sensorNoise;
  if (noise && (noise.headingErrorStdDev > 0 || noise.angularVelocityStdDev > 0)) {
    Object.assign(settings, {
      noiseOn: true,
      headingNoiseDeg: Math.min(45, radToDeg(noise.headingErrorStdDev)),
      angularVelocityNoise: noise.angularVelocityStdDev,
    });
  }
  return settings;
}

/** The game's mode for a scenario command. */
const MODE_OF: Readonly<Record<EntityMode, DemoMode | null>> = { idle: null, turnTowards: 'track', seek: 'seek', followPath: 'path' };

/**
 * Fills an empty model with a scenario: the world gets exactly what `npm run sim` builds
 * (populateScenarioWorld, in the file's order), then each entity gets its game record. An entity
 * that chases or faces a target of the file gets that target (shared when several name it); one
 * that does not, the target the game paired it with when it saved the file (its state's `target`:
 * a scene saved on a path opens with the same targets); one without either gets a standing target
 * of its own where it aims (or 12 m ahead of its nose), added after the file's bodies so the run
 * stays the runner's. The game's mode is the entities' command when they
 * all share one; every entity keeps its own command until the player picks a mode.
 */
export function fillModel(model: SceneModel, scenario: Scenario): void {
  populateScenarioWorld(model.world, scenario);
  const handles = new Map<string, TargetHandle>();
  const handleOf = (targetId: string, entityId: string): TargetHandle | null => {
    const existing = handles.get(targetId);
    if (existing) return existing;
    const sim = model.world.getTarget(targetId);
    if (!sim) return null;
    const { settings, direction } = settingsOfMotion(sim.motion, sim.position);
    const handle = new TargetHandle(sim, entityId, settings, direction);
    handles.set(targetId, handle);
    return handle;
  };
  for (const [index, spec] of scenario.entities.entries()) {
    const entity = model.world.getEntity(spec.id);
    if (!entity) continue;
    const command = spec.command;
    const memory = scenario.state && ownEntry(scenario.state.entities, spec.id);
    // The target it chases or faces; else the one the game paired it with when it saved the file (on a path, say).
    const targetId = pairedTargetId(scenario, spec);
    const named = targetId === undefined ? null : handleOf(targetId, spec.id);
    const target = named ?? model.createTarget(`target-${spec.id}`, spec.id, aimOf(spec), defaultTargetMotionSettings(), 0);
    const path = memory?.drawnPath ? pathPoints(memory.drawnPath) : command.type === 'followPath' ? pathPoints(command.path) : [];
    model.records.push(new EntityState({ entity, colorIndex: memory?.color ?? index, target, hitLog: model.hits, path, launchTime: 0 }));
    if (
      command.type === 'followPath' &&
      command.loop !== undefined &&
      index === scenario.entities.findIndex((e) => e.command.type === 'followPath')
    )
      model.session.pathLoop = command.loop;
  }
  // The file's targets no entity chases stay the player's to drag (and to save again).
  for (const sim of model.world.targets) {
    if (handles.has(sim.id) || model.records.some((record) => record.target.sim === sim)) continue;
    const { settings, direction } = settingsOfMotion(sim.motion, sim.position);
    model.looseTargets.push(new TargetHandle(sim, null, settings, direction));
  }
  const modes = new Set(model.records.map((record) => MODE_OF[record.entity.mode]));
  const [only] = modes;
  if (modes.size === 1 && only) model.mode = only;
  model.selectedId = model.records[0]?.entity.id ?? null;
  // Saved by the game: its mode and selection as they were (a link opens what the player saw).
  const game = scenario.state?.game;
  if (game) {
    model.mode = game.mode;
    if (game.pathLoop !== undefined) model.session.pathLoop = game.pathLoop;
    if (game.selected === null || model.records.some((record) => record.entity.id === game.selected)) model.selectedId = game.selected;
  }
  for (const obstacle of model.world.obstacles) model.addObstacle(obstacle, kindOf(obstacle.shape, obstacle.loose));
}

/** Where an entity without a target of the file aims: its command's point, else 12 m ahead of its nose. */
function aimOf(spec: ScenarioEntity): Vec2Like {
  const command = spec.command;
  if ((command.type === 'seek' || command.type === 'turnTowards') && command.target) return { x: command.target[0], y: command.target[1] };
  const angle = spec.angle ?? 0;
  return { x: spec.position[0] + 12 * Math.cos(angle), y: spec.position[1] + 12 * Math.sin(angle) };
}

/** How the game draws an obstacle of the file: a round one is a rock, a loose box a crate, a long box a wall. */
function kindOf(
  shape: { type: 'box'; halfWidth: number; halfHeight: number } | { type: 'circle'; radius: number },
  loose: boolean,
): ObstacleKind {
  if (shape.type === 'circle') return 'rock';
  if (loose) return 'crate';
  const long = Math.max(shape.halfWidth, shape.halfHeight) / Math.min(shape.halfWidth, shape.halfHeight);
  return long >= 3 ? 'wall' : 'box';
}
