import type { TurnController } from '../../sim/control/TurnController';
import type { EntityType } from '../../sim/entities/EntitySettings';
import type { Vec2Like } from '../../sim/math/vec2';
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import type { ScopeRecorder } from '../instruments/ScopeRecorder';
import * as roster from '../interaction/entityRoster';
import * as obstacleEditing from '../interaction/obstacleEditing';
import * as paths from '../interaction/pathEditing';
import * as targets from '../interaction/targetDragging';
import type { ObstacleKind } from '../model/obstacleKinds';
import type { DemoMode, SceneModel } from '../model/SceneModel';
import type { SessionSettings } from '../model/SessionSettings';
import type { PlayDirector } from '../plays/PlayDirector';
import type { EntityDefaults } from '../model/EntityDefaults';
import type { DemoClock } from '../time/DemoClock';

/**
 * What the player changes in the scene that plays (`demo.editor`): the command mode, the
 * selection, targets (dragged, thrown, placed), paths, the entities and the obstacles. Each
 * command is one of src/app/interaction's, applied to the current scene.
 */
export class SceneEditor {
  constructor(
    private readonly director: PlayDirector,
    private readonly session: SessionSettings,
    private readonly time: DemoClock,
    private readonly scope: ScopeRecorder,
    private readonly defaults: EntityDefaults,
  ) {}

  private get model(): SceneModel {
    return this.director.model;
  }

  /** The current command mode. [default: "seek"] */
  get mode(): DemoMode {
    return this.model.mode;
  }

  /** Switches every entity to `mode` (see {@link DemoMode}). Track stops the bodies first. */
  setMode(mode: DemoMode): void {
    this.model.setMode(mode);
  }

  /** Id of the selected entity, or null when there is none. */
  get selectedId(): string | null {
    return this.model.selectedId;
  }

  /** Selects entity `id` (null: none). Unknown ids are ignored. Clears the scope on change. */
  select(id: string | null): void {
    if (roster.selectEntity(this.model, id)) this.scope.clear();
  }

  /** Selects the entity after the selected one, in creation order (wraps round). */
  selectNext(): void {
    const id = roster.nextEntityId(this.model);
    if (id !== null) this.select(id);
  }

  /** See {@link targets.moveTarget}. */
  moveTarget(targetId: string, position: Vec2Like): boolean {
    return targets.moveTarget(this.director.current, targetId, position);
  }

  /** See {@link targets.dragTarget}. */
  dragTarget(targetId: string, point: Vec2Like): boolean {
    return targets.dragTarget(this.director.current, this.time.paused, targetId, point);
  }

  /** See {@link targets.releaseTarget}. */
  releaseTarget(targetId: string, throwVelocity: Readonly<Vec2Like> | null = null): boolean {
    return targets.releaseTarget(this.director.current, targetId, throwVelocity);
  }

  /** See {@link paths.setPath}. */
  setPath(entityId: string, points: readonly Vec2Like[]): SettingResult {
    return paths.setPath(this.director.current, entityId, points);
  }

  /** See {@link paths.moveWaypoint}. */
  moveWaypoint(entityId: string, index: number, position: Vec2Like): boolean {
    return paths.moveWaypoint(this.director.current, entityId, index, position);
  }

  /** Whether paths loop (applies to every path). [default: true] */
  get pathLoop(): boolean {
    return this.session.pathLoop;
  }

  /** Turns path looping on or off; entities on a path restart it from its first waypoint. */
  setPathLoop(loop: boolean): void {
    this.session.pathLoop = loop;
    paths.restartPaths(this.model);
  }

  /** Adds an entity of `type` on the next spawn lane, selects it and gives it the current mode. */
  addEntity(type: EntityType): SettingResult {
    const result = roster.addEntity(this.director.current, this.defaults, type);
    if (result.ok) this.select(this.model.records[this.model.records.length - 1]?.entity.id ?? null);
    return result;
  }

  /** Removes the selected entity with its target and path; selects the next one. */
  removeSelected(): boolean {
    const next = roster.removeSelected(this.model);
    if (next === undefined) return false;
    this.select(next);
    return true;
  }

  /** See {@link roster.swapType}. */
  nextType(): boolean {
    const swapped = roster.swapType(this.director.current, this.defaults);
    if (swapped) this.scope.clear();
    return swapped;
  }

  /** Steers the selected entity with `controller` (e.g. the player's code) until its controller is changed again. Refused without a selected entity. */
  useControllerOnSelected(controller: TurnController): SettingResult {
    const record = this.model.selectedRecord();
    if (!record) return refused('controller', 'select an entity first (click or tap it): the code steers the selected one.');
    record.entity.useController(controller);
    return OK;
  }

  /** Id of the selected obstacle, or null. */
  get selectedObstacleId(): string | null {
    return this.model.selectedObstacleId;
  }

  /** See {@link obstacleEditing.addObstacle}. */
  addObstacle(kind: ObstacleKind, at: Vec2Like): SettingResult {
    return obstacleEditing.addObstacle(this.model, kind, at);
  }

  /** Selects obstacle `id` (null: none). Unknown ids are ignored. */
  selectObstacle(id: string | null): void {
    obstacleEditing.selectObstacle(this.model, id);
  }

  /** Removes obstacle `id`. */
  removeObstacle(id: string): boolean {
    return obstacleEditing.removeObstacle(this.model, id);
  }

  /** Removes every obstacle; returns how many there were. */
  clearObstacles(): number {
    return obstacleEditing.clearObstacles(this.model);
  }

  /** See {@link obstacleEditing.dragObstacle}. */
  dragObstacle(id: string, goal: Vec2Like): boolean {
    return obstacleEditing.dragObstacle(this.model, id, goal);
  }

  /** See {@link obstacleEditing.releaseObstacle}. */
  releaseObstacle(id: string): boolean {
    return obstacleEditing.releaseObstacle(this.model, id);
  }
}
