import { CONTROLLER_TYPES, type ControllerSettings, type ControllerType } from '../../sim/control/ControllerSettings';
import { compareToTurnRatePreset, TURN_RATE_PRESETS, type EntityType } from '../../sim/entities/EntitySettings';
import { asSettingResult, checkController, checkControllerChange } from '../fields/controllerFields';
import { presetController, startingController, type ControllerPreset } from '../fields/controllerPresets';
import { applyDisturbance, checkDisturbanceChange, type DisturbanceSettings } from '../fields/disturbanceFields';
import { checkGuidanceChange, type GuidanceChoice } from '../fields/guidanceFields';
import type { TargetHandle } from '../model/DemoTarget';
import type { ApplyTo } from '../model/SceneModel';
import type { SessionSettings } from '../model/SessionSettings';
import { playsIn, type Play } from '../plays/Play';
import { checkTargetMotionChange, type TargetMotionSettings } from '../fields/targetMotionFields';
import { definedOnly, OK, rangeProblem, refused, TUNING_FIELDS, type SettingResult } from '../fields/tuningFields';
import { ENTITY_SETTING_KEYS, type EntitySettingKey } from '../fields/entitySettingFields';
import { checkEntitySetting, entitySettingsOf, giveEntitySetting, type EntitySettingValues } from '../fields/entitySettingValues';
import { ENTITY_TYPES } from '../../sim/entities/EntitySettings';
import type { EntityDefaults } from '../model/EntityDefaults';

/**
 * Where the max turn rate stands: the original's `high` (4π rad/s²), the `low` preset (π rad/s²)
 * for every entity, or `custom` (a slider value, or entities that differ).
 */
export type TurnRatePresetState = 'high' | 'low' | 'custom';

/**
 * The turn rates the Turn rate toggle left (rad/s², by entity id in order) and new entities' rate then: where its third press goes back to.
 */
export interface TurnRateMix {
  readonly ids: readonly string[];
  readonly rates: readonly number[];
  readonly defaultRate: number;
}

/**
 * The settings the tuning panel shows: those of the selected entity (or of new entities), the table's entity settings (the top speed…)
 * among them.
 */
export interface TuningView extends Readonly<EntitySettingValues> {
  readonly controller: Readonly<ControllerSettings>;
  readonly maxAngularAcceleration: number;
  /** The type of entity shown (the selected one's, or "missile" with none). */
  readonly entityType: EntityType;
  readonly guidance: Readonly<GuidanceChoice>;
  /** The motion chosen for the shown entity's target. */
  readonly targetMotion: Readonly<TargetMotionSettings>;
}

/**
 * The tuning panel's changes, validated (a refused value changes nothing), applied live to the
 * entities of a scope: the selected one, or all of them and new ones (`scope` is an argument of
 * every change, never a mode; [default: "all"], what settings and presets mean). What new entities get is kept by {@link EntityDefaults}.
 */
export class Tuning {
  /**
   * The entities' own turn rates (rad/s²) the toggle left, and what new entities got then: where a third press goes back to (null: none). A
   * history's snapshot keeps it and puts it back.
   */
  mix: TurnRateMix | null = null;

  constructor(
    readonly defaults: EntityDefaults,
    private readonly session: SessionSettings,
    private readonly currentScene: () => Play,
  ) {}

  private get model() {
    return this.currentScene().model;
  }

  /** Where the max turn rate stands: `high` or `low` when every entity (or, with none, new entities) is at that preset. */
  get turnRatePreset(): TurnRatePresetState {
    let allHigh = true;
    let allLow = true;
    const records = this.model.records;
    const count = Math.max(1, records.length);
    for (let i = 0; i < count; i++) {
      const record = records[i];
      const limit = record ? record.entity.maxAngularAcceleration : this.defaults.maxAngularAcceleration;
      allHigh &&= compareToTurnRatePreset(limit, 'high') === 0;
      allLow &&= compareToTurnRatePreset(limit, 'low') === 0;
    }
    return allHigh ? 'high' : allLow ? 'low' : 'custom';
  }

  /** The max turn rate shown (rad/s²): the selected entity's, else the first's, else new entities'. Allocates nothing. */
  get shownTurnRate(): number {
    const record = this.model.shownRecord();
    return record ? record.entity.maxAngularAcceleration : this.defaults.maxAngularAcceleration;
  }

  /** The settings the panel shows: the selected entity's (else the first's), or those new entities would get. */
  view(): TuningView {
    const record = this.model.shownRecord();
    if (record) {
      const settings = record.entity.getSettings();
      return {
        ...entitySettingsOf(settings),
        controller: settings.controller,
        maxAngularAcceleration: settings.maxAngularAcceleration,
        entityType: record.entity.type,
        guidance: { guidance: settings.guidance, navigationConstant: settings.navigationConstant },
        targetMotion: { ...record.target.motionSettings },
      };
    }
    const defaults = this.defaults;
    return {
      ...entitySettingsOf(defaults.entitySettings),
      controller: defaults.controllerOf('missile'),
      maxAngularAcceleration: defaults.maxAngularAcceleration,
      entityType: 'missile',
      guidance: { ...defaults.guidance },
      targetMotion: { ...defaults.motion },
    };
  }

  /**
   * The settings controller `type` gets when it is compared or raced against the shown entity's:
   * that entity's own settings if it uses this type (or used it before), else the type's starting
   * settings for `entityType`.
   */
  comparisonController(type: ControllerType, entityType: EntityType = this.view().entityType): ControllerSettings {
    const record = this.model.shownRecord();
    if (!record) return this.defaults.startingSettings(type, entityType);
    const current = record.entity.getSettings().controller;
    if (current.type === type) return current;
    const remembered = record.controllerMemory[type];
    return remembered ? { ...remembered } : startingController(type, entityType, this.defaults.preset);
  }

  /**
   * The controller entities of `entityType` use: the shown entity's if it is of that type, else the
   * first such entity's, else the one a new entity of that type would get.
   */
  controllerInUse(entityType: EntityType): ControllerSettings {
    const model = this.model;
    const shown = model.shownRecord();
    const record = shown?.entity.type === entityType ? shown : model.records.find((r) => r.entity.type === entityType);
    return record ? { ...record.entity.getSettings().controller } : this.defaults.controllerOf(entityType);
  }

  /**
   * The T key and the Turn rate toggle: every entity (and new ones) to the high preset, then to the
   * low one, then back to the rates they had before the first press when those differed (the
   * opening's fast and slow side by side, or any other mix): mixed → fast → slow → mixed. Where they
   * did not differ, it goes between high and low. The mix is remembered for the entities it was
   * taken from, by id: once they change (an entity added, removed or another scene's), high and low
   * alone. The mix is part of the history's snapshot ({@link mix}).
   */
  toggleTurnRate(): SettingResult {
    const records = this.model.records;
    const preset = this.turnRatePreset;
    const mix = this.mix;
    if (preset === 'low' && mix && mix.ids.length === records.length && mix.ids.every((id, i) => records[i]?.entity.id === id)) {
      this.mix = null;
      this.defaults.maxAngularAcceleration = mix.defaultRate;
      records.forEach((record, i) => (record.entity.maxAngularAcceleration = mix.rates[i] as number));
      return OK;
    }
    if (preset === 'custom')
      this.mix = {
        ids: records.map((record) => record.entity.id),
        rates: records.map((record) => record.entity.maxAngularAcceleration),
        defaultRate: this.defaults.maxAngularAcceleration,
      };
    const limit = preset === 'high' ? TURN_RATE_PRESETS.low : TURN_RATE_PRESETS.high;
    this.defaults.maxAngularAcceleration = limit;
    for (const record of records) record.entity.maxAngularAcceleration = limit;
    return OK;
  }

  /**
   * The controller type a change of controller fields for `scope` is for: the first entity's of the scope, else the one the panel shows.
   */
  controllerTypeIn(scope: ApplyTo): ControllerType {
    const first = scope === 'all' ? undefined : this.model.recordsIn(scope)[0];
    return (first?.entity.getSettings().controller ?? this.view().controller).type;
  }

  /** Sets the max turn rate (rad/s²) of the entities of `scope`. */
  setMaxAngularAcceleration(value: number, scope: ApplyTo = 'all'): SettingResult {
    const problem = rangeProblem(TUNING_FIELDS.maxAngularAcceleration, value, this.view().maxAngularAcceleration);
    if (problem) return refused('maxAngularAcceleration', problem);
    if (scope === 'all') this.defaults.maxAngularAcceleration = value;
    for (const record of this.model.recordsIn(scope)) record.entity.maxAngularAcceleration = value;
    return OK;
  }

  /**
   * Sets entity setting `key` of the table (the top speed…) of the entities of `scope`, checked by its entry's rule; for "all", new
   * entities get it too.
   */
  setEntitySetting<K extends EntitySettingKey>(key: K, value: unknown, scope: ApplyTo = 'all'): SettingResult {
    if (!ENTITY_SETTING_KEYS.includes(key))
      return refused('key', `an entity setting must be one of ${ENTITY_SETTING_KEYS.join(', ')}; got ${String(key)}.`);
    const problem = checkEntitySetting(key, value, this.view()[key]);
    if (problem) return refused(key, problem);
    const checked = value as EntitySettingValues[K];
    if (scope === 'all') this.defaults.entitySettings[key] = checked;
    for (const record of this.model.recordsIn(scope)) giveEntitySetting(record.entity, key, checked);
    return OK;
  }

  /**
   * Switches the turn controller of the entities of `scope` to `type`, live and bumpless (the new
   * controller takes over from the old one's last command). Each entity gets back the settings it
   * last had for that type, or the type's starting settings.
   */
  setControllerType(type: ControllerType, scope: ApplyTo = 'all'): SettingResult {
    if (!CONTROLLER_TYPES.includes(type))
      return refused('type', `controller type must be one of ${CONTROLLER_TYPES.join(', ')}; got ${String(type)}.`);
    for (const record of this.model.recordsIn(scope)) {
      if (record.entity.getSettings().controller.type === type) continue;
      record.switchController(record.controllerMemory[type] ?? startingController(type, record.entity.type, this.defaults.preset));
    }
    if (scope === 'all') this.defaults.useControllerType(type);
    return OK;
  }

  /**
   * Changes controller fields of type `type` (the shown controller's) of the entities of `scope`,
   * live: each entity of that type gets a new controller with its other settings kept (bumpless).
   * Every field is checked first with the scenario schema's rules, merged into the first such
   * entity's settings (or what new entities get); if one is refused, nothing changes.
   */
  setControllerSettings(
    changes: Readonly<Record<string, unknown>>,
    scope: ApplyTo = 'all',
    type: ControllerType = this.controllerTypeIn(scope),
  ): SettingResult {
    if (!CONTROLLER_TYPES.includes(type))
      return refused('type', `controller type must be one of ${CONTROLLER_TYPES.join(', ')}; got ${String(type)}.`);
    const sameType = this.model.recordsIn(scope).find((record) => record.entity.getSettings().controller.type === type);
    const current = sameType?.entity.getSettings().controller ?? this.defaults.startingSettings(type, 'missile');
    const check = checkControllerChange(current, changes);
    if (!check.ok) return asSettingResult(check);
    const clean: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(changes)) if (value !== undefined && key !== 'type') clean[key] = value;
    if (scope === 'all') this.defaults.changeControllers(current.type, clean);
    for (const record of this.model.recordsIn(scope)) {
      const settings = record.entity.getSettings().controller;
      if (settings.type === current.type) record.entity.setController({ ...settings, ...clean } as ControllerSettings);
    }
    return OK;
  }

  /** Gives the entities of `scope` these whole controller settings (e.g. what the auto-tuner found), validated first; live and bumpless. */
  setController(settings: ControllerSettings, scope: ApplyTo = 'all'): SettingResult {
    const check = checkController(settings, this.view().controller);
    if (!check.ok) return asSettingResult(check);
    for (const record of this.model.recordsIn(scope)) record.switchController(check.settings);
    if (scope === 'all') this.defaults.useController(check.settings);
    return OK;
  }

  /**
   * Loads a PID preset into the entities of `scope`, each with its own type's gains: "tuned" =
   * TUNED_GAINS with the corrected arithmetic; "original" = the original demo's ORIGINAL_GAINS with
   * the as-published arithmetic (dt 0.01 s, integral ÷ 3·dt).
   */
  applyPreset(preset: ControllerPreset, scope: ApplyTo = 'all'): SettingResult {
    if (preset !== 'tuned' && preset !== 'original')
      return refused('preset', `preset must be "tuned" or "original"; got ${String(preset)}`);
    if (scope === 'all') this.defaults.usePreset(preset);
    for (const record of this.model.recordsIn(scope)) {
      // As for new entities: what the entity remembered of other controller types is forgotten.
      record.controllerMemory = {};
      record.entity.setController(presetController(preset, record.entity.type));
    }
    return OK;
  }

  /**
   * Gives every entity, and new ones, the controller of its type (`controllers.missile` to
   * missiles, `controllers.character` to characters): settings restored from storage or a link, or
   * a settings preset. Validated first (if one is refused, nothing changes); live and bumpless.
   * Refused in a race, whose racers each keep their controller.
   */
  setControllersByType(controllers: Readonly<Record<EntityType, ControllerSettings>>): SettingResult {
    if (playsIn(this.currentScene(), 'race'))
      return refused('controllers', 'leave race mode (K) first: each racer keeps its own controller.');
    for (const type of ENTITY_TYPES) {
      const check = checkController(controllers[type]);
      if (!check.ok) return refused(check.field, `${type}: ${check.message}`);
    }
    this.defaults.useControllers(controllers);
    for (const record of this.model.records) record.switchController(controllers[record.entity.type]);
    return OK;
  }

  /** Sets the guidance law and/or N of the entities of `scope`; missiles use them. */
  setGuidance(changes: Readonly<Partial<GuidanceChoice>>, scope: ApplyTo = 'all'): SettingResult {
    const result = checkGuidanceChange(this.view().guidance, changes);
    if (!result.ok) return result;
    const clean = definedOnly(changes);
    if (scope === 'all') Object.assign(this.defaults.guidance, clean);
    for (const record of this.model.recordsIn(scope)) record.entity.setGuidance(clean);
    return OK;
  }

  /**
   * Sets how the targets of the entities of `scope` move: static, linear (bouncing inside the
   * view), circle or zig-zag, at a speed. The motion starts from where each target is. A target
   * set moving ends the scene's scripted target moves.
   */
  setTargetMotion(changes: Readonly<Partial<TargetMotionSettings>>, scope: ApplyTo = 'all'): SettingResult {
    const scene = this.currentScene();
    const handles: TargetHandle[] = scene.model.targetsOf(scene.model.recordsIn(scope));
    const result = checkTargetMotionChange(handles[0]?.motionSettings ?? this.defaults.motion, changes);
    if (!result.ok) return result;
    const clean = definedOnly(changes);
    if (scope === 'all') Object.assign(this.defaults.motion, clean);
    for (const handle of handles) scene.model.startTargetMotion(handle, { ...handle.motionSettings, ...clean });
    if (handles.some((handle) => handle.motionSettings.type !== 'static')) scene.onPlayerMovedTarget?.();
    return OK;
  }

  /** Changes the disturbance (torque, wind and sensor noise), validated; it applies to every entity at once. */
  setDisturbance(changes: Readonly<Partial<DisturbanceSettings>>): SettingResult {
    const result = checkDisturbanceChange(this.session.disturbance, changes);
    if (!result.ok) return result;
    Object.assign(this.session.disturbance, definedOnly(changes));
    applyDisturbance(this.model.world, this.session.disturbance);
    return OK;
  }
}
