import type { Vec2Like } from '../../sim/math/vec2';
import type { SceneModel } from '../model/SceneModel';

/** A path's digest, kept with the model's count of in-place edits it was read at. */
interface PathDigest {
  readonly model: SceneModel;
  readonly edits: number;
  readonly text: string;
}

/** Each path array's digest: read once per array and edit, not every step (ten paths of 10,000 waypoints made 4 MB of text a step). */
const digests = new WeakMap<readonly Readonly<Vec2Like>[], PathDigest>();
const scratch = new Float64Array(2);
const words = new Uint32Array(scratch.buffer);

/**
 * A path's every point as a short text: its length and two 32-bit FNV-1a hashes, with different
 * offsets, of its coordinates' bits (equal for equal paths, in a rebuilt scene too; a dragged
 * waypoint changes it). Kept per array until the model counts another in-place edit.
 */
function pathDigest(path: readonly Readonly<Vec2Like>[], model: SceneModel): string {
  const kept = digests.get(path);
  if (kept && kept.model === model && kept.edits === model.pathEdits) return kept.text;
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ path.length;
  for (const point of path) {
    scratch[0] = point.x;
    scratch[1] = point.y;
    for (let i = 0; i < 4; i++) {
      const word = words[i] as number;
      a = Math.imul(a ^ word, 0x01000193) >>> 0;
      b = Math.imul(b ^ word, 0x01000193) >>> 0;
      b = (b ^ (b >>> 15)) >>> 0;
    }
  }
  const text = `${path.length}:${a.toString(36)}:${b.toString(36)}`;
  digests.set(path, { model, edits: model.pathEdits, text });
  return text;
}

/** A part of the signature as text, with the values it was joined from. */
interface PartText {
  readonly values: readonly unknown[];
  readonly text: string;
}

/** Each entity's, record's, obstacle's and target's part of the signature, kept while its values stay the same. */
const parts = new WeakMap<object, PartText>();
/** Each target's chosen motion as JSON, by the object (a target's motion settings are replaced, never changed in place). */
const motionTexts = new WeakMap<object, string>();

/**
 * `values` joined with "|", as the signature joins them, kept for `owner` until one of them is not
 * the same (Object.is): from one step to the next almost nothing in a scene changes, and joining
 * every number and settings text again each step was most of the signature's cost.
 */
function partText(owner: object, values: readonly unknown[]): string {
  const kept = parts.get(owner);
  if (kept && kept.values.length === values.length && kept.values.every((value, i) => Object.is(value, values[i]))) return kept.text;
  const text = values.join('|');
  parts.set(owner, { values, text });
  return text;
}

function motionText(settings: object): string {
  let text = motionTexts.get(settings);
  if (text === undefined) {
    text = JSON.stringify(settings);
    motionTexts.set(settings, text);
  }
  return text;
}

/**
 * What a scene's next steps depend on besides the bodies' and targets' motion, as one string (equal
 * in a scene rebuilt from a checkpoint): the game's mode and selection, each entity (its id, type,
 * settings and command, and how many times its controller or limit was set: the same preset
 * applied again hands over to a new controller, whose memory the settings do not show), each record (its target, colour, path, launch time), the obstacles where
 * they stand and whether one is held, the targets (which objects, whose, the motion chosen for each
 * and its direction), the disturbance and the sensor noise (and the panel's settings of both),
 * whether paths loop, whether the opening's target still hops, and the counters that name new
 * entities and obstacles. The player's changes change it
 * (a turn rate, a controller, Track or Seek, a new entity, a drawn path, a dragged wall, a target
 * placed); stepping does not, but for the opening's target hopping on (its entities' launch times
 * start again). The history takes a complete checkpoint wherever it changes, so that between
 * checkpoints only the targets' motion (recorded step by step) is input.
 */
export function sceneSignature(model: SceneModel, choreography: boolean | undefined): string {
  const world = model.world;
  const signature: (string | number | boolean | null)[] = [model.mode, model.selectedId, choreography ?? null, world.entities.length, model.records.length];
  // Each part is the text its values join to (as if pushed one by one), kept while they stay the same.
  for (const entity of world.entities) {
    signature.push(partText(entity, [entity.id, entity.type, entity.collisionGroup, entity.mode, entity.commandCount, entity.turnSettingsRevision, entity.targetId, pathDigest(entity.path, model), entity.settingsText()]));
  }
  // The launch time too: a target the player placed restarts it (a Hunt taken over from here times its first hit from it).
  for (const record of model.records) signature.push(partText(record, [record.entity.id, record.target.id, record.colorIndex, pathDigest(record.path, model), record.launchTime]));
  for (const obstacle of world.obstacles) {
    const held = obstacle.heldAt;
    const values: unknown[] = [obstacle.id, obstacle.loose, held ? `${held.x},${held.y}` : null];
    if (!obstacle.loose || held) values.push(obstacle.position.x, obstacle.position.y, obstacle.angle);
    signature.push(partText(obstacle, values));
  }
  for (const target of world.targets) signature.push(target.id);
  for (const target of model.looseTargets) signature.push(target.id);
  // The motion chosen for each target and its direction (a drop or a move resumes them): the frames keep only the motion it has.
  for (const handle of [...model.targetsOf(), ...model.looseTargets]) signature.push(partText(handle, [handle.id, handle.entityId, motionText(handle.motionSettings), handle.direction]));
  const { angularAcceleration, wind } = world.disturbance;
  signature.push(angularAcceleration, wind.x, wind.y, JSON.stringify(world.sensorNoise), JSON.stringify(model.session.disturbance), model.session.pathLoop);
  // The names given so far (an entity added and removed between two steps leaves only these changed): the next one is named from them.
  signature.push(JSON.stringify(model.idCounters), model.spawnCount, model.selectedObstacleId);
  return signature.join('|');
}
