import type { Vec2Like } from '../../sim/math/vec2';
import { MAX_COORDINATE } from '../../sim/validation/fields';
import { clampCoordinate, isFinitePoint, type SceneModel } from '../model/SceneModel';
import type { EntityState } from '../model/EntityState';
import type { SessionSettings } from '../model/SessionSettings';
import { MAX_PATH_WAYPOINTS } from './PathSketch';
import { playsIn, type PlayingNow } from '../plays/Play';
import { OK, refused, type SettingResult } from '../fields/tuningFields';

/** The entities' paths in the scene that plays (`demo.editor.paths`): drawn, edited waypoint by waypoint, looped or not. */
export class PathEditor {
  constructor(
    private readonly plays: PlayingNow,
    private readonly session: SessionSettings,
  ) {}

  /** Whether paths loop (applies to every path). [default: true] */
  get loop(): boolean {
    return this.session.pathLoop;
  }

  /** Turns path looping on or off; entities on a path restart it from its first waypoint (in Path mode). */
  setLoop(loop: boolean): SettingResult {
    if (typeof loop !== 'boolean') return refused('loop', `loop must be true or false; got ${String(loop)}`);
    this.session.pathLoop = loop;
    const model = this.plays.current.model;
    if (model.mode === 'path') for (const record of model.records) if (record.path.length) record.entity.steering.follow(record.path, loop);
    return OK;
  }

  /**
   * Gives entity `entityId` a path (m, copied). In Path mode it follows it at once (looping if the
   * session says so); in other modes it is kept for Path mode. In a race every racer gets it.
   */
  set(entityId: string, points: readonly Vec2Like[]): SettingResult {
    const model = this.plays.current.model;
    if (!model.findRecord(entityId)) return refused('path', `there is no entity "${entityId}"`);
    if (points.length < 1 || points.length > MAX_PATH_WAYPOINTS)
      return refused('path', `must have 1 to ${MAX_PATH_WAYPOINTS} waypoints; got ${points.length}`);
    if (!points.every(isFinitePoint)) return refused('path', `waypoints must be finite numbers within ±${MAX_COORDINATE} m`);
    for (const receiver of this.receiversOf(entityId)) {
      receiver.path = points.map((p) => ({ x: p.x, y: p.y }));
      if (model.mode === 'path') receiver.entity.steering.follow(receiver.path, model.session.pathLoop);
    }
    return OK;
  }

  /** Moves waypoint `index` of entity `entityId`'s path to `position` (m), live (in a race: every racer's). */
  moveWaypoint(entityId: string, index: number, position: Vec2Like): SettingResult {
    const model: SceneModel = this.plays.current.model;
    const record = model.findRecord(entityId);
    if (!record) return refused('path', `there is no entity "${entityId}"`);
    if (!Number.isInteger(index) || !record.path[index])
      return refused('path', `waypoint must be an integer from 0 to ${record.path.length - 1}; got ${String(index)}`);
    if (!isFinitePoint(position)) return refused('path', `waypoints must be finite numbers within ±${MAX_COORDINATE} m`);
    for (const receiver of this.receiversOf(entityId)) {
      if (!receiver.path[index]) continue;
      // Replaced, never changed in place: a snapshot keeps the path it read.
      const waypoint = { x: clampCoordinate(position.x), y: clampCoordinate(position.y) };
      receiver.path = receiver.path.map((point, k) => (k === index ? waypoint : point));
      // The entity follows a copy of the path: tell it the waypoint moved.
      if (model.mode === 'path' && receiver.entity.mode === 'followPath') receiver.entity.steering.moveWaypoint(index, waypoint);
    }
    return OK;
  }

  /** The records a path change reaches: in a race every racer (they share the course), else the one. */
  private receiversOf(entityId: string): readonly EntityState[] {
    const scene = this.plays.current;
    const record = scene.model.findRecord(entityId);
    if (!record) return [];
    return playsIn(scene, 'race') ? scene.model.records : [record];
  }
}
