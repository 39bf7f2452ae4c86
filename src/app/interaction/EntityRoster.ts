import type { TurnController } from '../../sim/control/TurnController';
import { ENTITY_TYPES, type EntityType } from '../../sim/entities/EntitySettings';
import type { Vec2Like } from '../../sim/math/vec2';
import { spawnPlace } from '../setup/defaultScene';
import type { ScopeRecorder } from '../instruments/ScopeRecorder';
import { placeWithRoom } from '../model/findRoom';
import { addPlayerEntity, MAX_ENTITIES } from '../model/playerEntities';
import type { DemoMode, SceneModel } from '../model/SceneModel';
import type { EntityDefaults } from '../model/EntityDefaults';
import { playsIn, type PlayingNow } from '../plays/Play';
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import { entitySettingsOf } from '../fields/entitySettingValues';
import { quoteForMessage } from '../../sim/validation/oneLine';
import { NO_CHANGE_PUBLISHER, type ChangePublisher } from '../changes/ChangeFeed';

/**
 * The entities of the scene that plays (`demo.editor.entities`): the command mode they all follow,
 * which one is selected, adding and removing them, the original's "Next Type", and the player's
 * own controller on the selected one. A change of selection clears the scope (it shows the
 * selected entity).
 */
export class EntityRoster {
  constructor(
    private readonly plays: PlayingNow,
    private readonly defaults: EntityDefaults,
    private readonly scope: ScopeRecorder,
    /** Where it says that the selection changed. [default: no one] */
    private readonly changes: ChangePublisher = NO_CHANGE_PUBLISHER,
  ) {}

  private get model(): SceneModel {
    return this.plays.current.model;
  }

  /** The current command mode. [default: "seek"] */
  get mode(): DemoMode {
    return this.model.mode;
  }

  /**
   * Switches every entity to `mode` (see {@link DemoMode}). Track stops the bodies first. Not while
   * a racers' table is on screen (a race, or the Hunt over one): its laps are timed in the mode it
   * began in, and a table of first hits under racers turning in place said what no longer played.
   */
  setMode(mode: DemoMode): SettingResult {
    const scene = this.plays.current;
    if (mode !== scene.model.mode && scene.raceResults)
      return refused(
        'mode',
        `leave race mode (K) to change the mode: the race is timed in ` +
          `${scene.model.mode === 'path' ? 'Path' : scene.model.mode === 'seek' ? 'Seek' : 'Track'} mode (K, the mode, then K ` +
          `races in it)`,
      );
    this.model.setMode(mode);
    return OK;
  }

  get selectedId(): string | null {
    return this.model.selectedId;
  }

  /** Selects entity `id` (null: none). Unknown ids are ignored. Clears the scope on change. */
  select(id: string | null): void {
    const model = this.model;
    if (id !== null && !model.findRecord(id)) return;
    if (id === model.selectedId) return;
    model.selectedId = id;
    this.scope.clear();
    this.changes.publish('selection');
  }

  /** Selects the entity after the selected one, in creation order (wraps round). */
  selectNext(): void {
    const records = this.model.records;
    if (records.length === 0) return;
    const index = records.findIndex((r) => r.entity.id === this.model.selectedId);
    this.select(records[(index + 1) % records.length]?.entity.id ?? null);
  }

  /** Adds an entity of `type` on the next spawn lane, selects it and gives it the current mode. Not in a race. */
  add(type: EntityType): SettingResult {
    const scene = this.plays.current;
    const model = scene.model;
    if (playsIn(scene, 'race')) return refused('entities', 'leave race mode (K) to add entities');
    if (model.records.length >= MAX_ENTITIES)
      return refused(
        'entities',
        `at most ${MAX_ENTITIES} entities on screen, each with a colour and a label of its own (the palette has ` +
          `${MAX_ENTITIES}); remove one first, or run a bigger scene headless with npm run sim`,
      );
    const record = addPlayerEntity(
      model,
      this.defaults,
      { type, ...spawnPlace(model.spawnCount++, model.session.layout) },
      model.freeColorIndex(),
    );
    if (!record) return refused('entities', 'there is no room on the spawn lane: too many bodies overlap there; move some apart');
    scene.onEntityAdded?.(record);
    model.applyMode(record);
    this.select(record.entity.id);
    return OK;
  }

  /**
   * Removes entity `id` with its target (unless another entity shares it) and path; the selected one removed, selects the next one. Refused
   * without such an entity.
   */
  remove(id: string | null): SettingResult {
    const model = this.model;
    const index = id === null ? -1 : model.records.findIndex((r) => r.entity.id === id);
    if (index < 0)
      return refused(
        'entities',
        id === null ? 'select an entity or an obstacle first (click or tap it)' : `there is no entity ${quoteForMessage(id)} in this scene`,
      );
    const [record] = model.records.splice(index, 1);
    if (!record) return OK;
    const wasSelected = model.selectedId === id;
    model.world.removeEntity(record.entity.id);
    const sharer = model.records.find((r) => r.target === record.target);
    if (!sharer) model.world.removeTarget(record.target.id);
    else if (record.target.entityId === record.entity.id) record.target.entityId = sharer.entity.id;
    model.hits.forget(record.entity.id);
    if (wasSelected) {
      model.selectedId = null;
      this.select(model.records[Math.min(index, model.records.length - 1)]?.entity.id ?? null);
    }
    return OK;
  }

  /**
   * The original's "Next Type": entity `id` replaced by one of the other type where it is, keeping what
   * is its own (colour, path, turn limit, the table's settings, its target) and taking the controller
   * new entities of that type get. Refused in a race (one racer per controller) and without such an entity.
   */
  nextType(id: string | null): SettingResult {
    const scene = this.plays.current;
    const model = scene.model;
    if (playsIn(scene, 'race'))
      return refused(
        'entities',
        'leave race mode (K) to change a body’s type: a race lines up one racer per controller, each of the type it races as',
      );
    const record = id === null ? undefined : model.findRecord(id);
    if (!record)
      return refused(
        'entities',
        id === null ? 'select an entity first (click or tap it)' : `there is no entity ${quoteForMessage(id)} in this scene`,
      );
    const wasSelected = model.selectedId === id;
    const old = record.entity;
    const type = ENTITY_TYPES[(ENTITY_TYPES.indexOf(old.type) + 1) % ENTITY_TYPES.length] as EntityType;
    const { position, angle, velocity, maxAngularAcceleration, maxSpeed } = old;
    const speed = Math.min(Math.hypot(velocity.x, velocity.y), maxSpeed);
    const newId = model.nextEntityId(type);
    const where = { x: position.x, y: position.y };
    const settings = {
      ...this.defaults.settingsFor(type),
      maxAngularAcceleration,
      ...entitySettingsOf(old.getSettings()),
      chaseArrival: old.chaseArrival,
    };
    const make = (at: Vec2Like) =>
      model.world.addEntity({ id: newId, type, position: at, angle, speed, settings, collisionGroup: old.collisionGroup });
    model.world.removeEntity(old.id);
    // Where it was, or next to it if it had been pushed into a pile (the world refuses a start inside one).
    const swapped = placeWithRoom(where, make);
    if (!swapped) throw new Error(`no room to swap ${old.id}: every spot near it is inside a pile`);
    record.entity = swapped;
    const oldTarget = record.target;
    if (model.records.some((other) => other !== record && other.target === oldTarget)) {
      // A shared target stays (the others chase it too); it is named after its first entity.
      if (oldTarget.entityId === old.id) oldTarget.entityId = newId;
    } else {
      model.world.removeTarget(oldTarget.id);
      record.target = model.createTarget(`target-${newId}`, newId, oldTarget.position, oldTarget.motionSettings, oldTarget.direction);
    }
    record.controllerMemory = {};
    model.hits.forget(old.id);
    if (wasSelected) {
      model.selectedId = newId;
      this.scope.clear();
    }
    model.applyMode(record);
    return OK;
  }

  /**
   * Steers entity `id` with `controller` (e.g. the player's code) until its controller is changed again. Refused without such an entity.
   */
  useController(id: string | null, controller: TurnController): SettingResult {
    const record = id === null ? undefined : this.model.findRecord(id);
    if (!record) return refused('controller', 'select an entity first (click or tap it): the code steers the selected one.');
    record.entity.useController(controller);
    return OK;
  }
}
