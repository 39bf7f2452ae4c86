import type { Vec2Like } from '../../sim/math/vec2';
import { MAX_COORDINATE } from '../../sim/validation/fields';
import { VISIBLE_ARENA } from '../setup/arena';
import { placeWithRoom } from '../model/findRoom';
import { clampPoint, isFinitePoint, type SceneModel } from '../model/SceneModel';
import { MAX_OBSTACLES, OBSTACLE_KINDS, obstacleDefinition, type ObstacleKind } from '../model/obstacleKinds';
import type { PlayingNow } from '../plays/Play';
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import { NO_CHANGE_PUBLISHER, type ChangePublisher } from '../changes/ChangeFeed';

/** The obstacles of the scene that plays (`demo.editor.obstacles`): placed, selected, dragged by velocity, removed. */
export class ObstacleEditor {
  constructor(
    private readonly plays: PlayingNow,
    /** Where it says that the selection changed. [default: no one] */
    private readonly changes: ChangePublisher = NO_CHANGE_PUBLISHER,
  ) {}

  private get model(): SceneModel {
    return this.plays.current.model;
  }

  get selectedId(): string | null {
    return this.model.selectedObstacleId;
  }

  /**
   * Places an obstacle of `kind` centred at `at` (m; kept inside the visible arena), or next to it if
   * bodies pile up there, and selects it. Refused beyond {@link MAX_OBSTACLES}, for a non-finite
   * point, or when there is no room nearby.
   */
  add(kind: ObstacleKind, at: Vec2Like): SettingResult {
    const model = this.model;
    if (!OBSTACLE_KINDS.includes(kind))
      return refused('obstacle', `obstacle must be one of ${OBSTACLE_KINDS.join(', ')}; got ${String(kind)}`);
    if (!isFinitePoint(at)) return refused('obstacle', `the position must be finite numbers within ±${MAX_COORDINATE} m`);
    if (model.obstacles.length >= MAX_OBSTACLES) return refused('obstacle', `at most ${MAX_OBSTACLES} obstacles; clear some first`);
    const id = model.nextObstacleId(kind);
    // Next to a pile rather than on it: the world refuses bodies that start inside a pile.
    const obstacle = placeWithRoom(
      insideArena(at),
      (position) => model.world.addObstacle(obstacleDefinition(kind, id, position)),
      insideArena,
    );
    if (!obstacle) return refused('obstacle', 'there is no room here: too many bodies overlap; move some apart or clear obstacles');
    model.addObstacle(obstacle, kind);
    model.selectedObstacleId = id;
    return OK;
  }

  /** Selects obstacle `id` (null: none). Unknown ids are ignored. */
  select(id: string | null): void {
    if (id !== null && !this.model.findObstacle(id)) return;
    if (id === this.model.selectedObstacleId) return;
    this.model.selectedObstacleId = id;
    this.changes.publish('selection');
  }

  remove(id: string): boolean {
    const model = this.model;
    const index = model.obstacles.findIndex((o) => o.obstacle.id === id);
    if (index < 0) return false;
    model.obstacles.splice(index, 1);
    model.world.removeObstacle(id);
    if (model.selectedObstacleId === id) model.selectedObstacleId = null;
    return true;
  }

  /** Removes every obstacle; returns how many there were. */
  clear(): number {
    const ids = this.model.obstacles.map((record) => record.obstacle.id);
    for (const id of ids) this.remove(id);
    return ids.length;
  }

  /**
   * The player holds obstacle `id` at `goal` (m): call it every frame while held. It moves there by
   * velocity when time runs (shoving what is in the way); while paused it waits there as a ghost.
   */
  drag(id: string, goal: Vec2Like): SettingResult {
    const record = this.model.findObstacle(id);
    if (!record) return refused('obstacle', `there is no obstacle "${id}" in this scene`);
    if (!isFinitePoint(goal)) return refused('obstacle', `the position must be finite numbers within ±${MAX_COORDINATE} m`);
    record.obstacle.drag(clampPoint(goal));
    this.model.selectedObstacleId = id;
    return OK;
  }

  /** The player lets go of obstacle `id`: a wall stays where it got to, a crate keeps its velocity. */
  release(id: string): boolean {
    const record = this.model.findObstacle(id);
    if (!record) return false;
    record.obstacle.release();
    return true;
  }
}

/** A point kept inside the visible arena. */
function insideArena(point: Vec2Like): Vec2Like {
  return {
    x: Math.max(-VISIBLE_ARENA.halfWidth, Math.min(VISIBLE_ARENA.halfWidth, point.x)),
    y: Math.max(-VISIBLE_ARENA.halfHeight, Math.min(VISIBLE_ARENA.halfHeight, point.y)),
  };
}
