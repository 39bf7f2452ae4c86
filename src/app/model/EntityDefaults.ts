import type { ControllerSettings, ControllerType } from '../../sim/control/ControllerSettings';
import type { GuidanceLaw } from '../../sim/steering/Guidance';
import { articleStoryController, presetController, startingController, type ControllerPreset } from '../fields/controllerPresets';
import type { GuidanceChoice } from '../fields/guidanceFields';
import { defaultTargetMotionSettings, type TargetMotionSettings } from '../fields/targetMotionFields';
import { defaultEntitySettingValues, type EntitySettingValues } from '../fields/entitySettingValues';
import { ENTITY_TYPES, TURN_RATE_PRESETS, perEntityType, type EntityType } from '../../sim/entities/EntitySettings';
import { DEFAULT_NAVIGATION_CONSTANT } from '../../sim/validation/defaultQuantities';

/** The settings an entity is created with (see {@link EntityDefaults.settingsFor}), the table's entity settings among them. */
export interface NewEntitySettings extends EntitySettingValues {
  maxAngularAcceleration: number;
  guidance: GuidanceLaw;
  navigationConstant: number;
  controller: ControllerSettings;
}

/** Everything {@link EntityDefaults} hold, as plain data. */
export interface EntityDefaultsState {
  readonly preset: ControllerPreset;
  readonly maxAngularAcceleration: number;
  /** The table's entity settings (entitySettingFields.ts), by key. */
  readonly entitySettings: Readonly<EntitySettingValues>;
  readonly guidance: Readonly<GuidanceChoice>;
  readonly motion: Readonly<TargetMotionSettings>;
  readonly controllers: Readonly<Record<EntityType, ControllerSettings>>;
  readonly remembered: Readonly<Record<EntityType, Readonly<Partial<Record<ControllerType, ControllerSettings>>>>>;
}

/** A copy of what an entity type remembered of each controller type. */
function copyRemembered(
  remembered: Readonly<Partial<Record<ControllerType, ControllerSettings>>>,
): Partial<Record<ControllerType, ControllerSettings>> {
  const copy: Partial<Record<ControllerType, ControllerSettings>> = {};
  for (const [type, settings] of Object.entries(remembered) as [ControllerType, ControllerSettings][]) copy[type] = { ...settings };
  return copy;
}

/**
 * What entities created from now on get: a controller per entity type, the max turn rate (rad/s²),
 * the entity settings of the panel's table (the top speed…), the guidance and the motion of their targets.
 *
 * One rule: a new entity of type T gets `controllerOf(T)`, which every change "for all entities"
 * updates the same way as it updates the entities on screen. The PID preset ("tuned" or
 * "original") only decides where a controller type starts when it is chosen for the first time.
 */
export class EntityDefaults {
  /** The PID preset controller types start from. [default: "tuned"] */
  preset: ControllerPreset = 'tuned';
  /** rad/s². [default: 4π, the original's] */
  maxAngularAcceleration: number = TURN_RATE_PRESETS.high;
  /**
   * The entity settings of the panel's table (ENTITY_SETTING_FIELDS), one value for both types. [default: the simulation's: top speed 10
   * m/s…]
   */
  readonly entitySettings: EntitySettingValues = defaultEntitySettingValues();
  /** [default: pursuit, N = 4] */
  readonly guidance: GuidanceChoice = { guidance: 'pursuit', navigationConstant: DEFAULT_NAVIGATION_CONSTANT };
  /** [default: static] */
  readonly motion: TargetMotionSettings = defaultTargetMotionSettings();
  /** [default: the article's story, the tuned gains fixed (articleStoryController), as the demo's default settings] */
  private readonly controllers: Record<EntityType, ControllerSettings> = perEntityType(articleStoryController);
  /** The settings each type last had per controller type, so switching back restores them. */
  private readonly remembered: Record<EntityType, Partial<Record<ControllerType, ControllerSettings>>> = perEntityType(() => ({}));

  /** The controller a new entity of `type` gets (a copy). */
  controllerOf(type: EntityType): ControllerSettings {
    return { ...this.controllers[type] };
  }

  settingsFor(type: EntityType): NewEntitySettings {
    return {
      maxAngularAcceleration: this.maxAngularAcceleration,
      ...this.entitySettings,
      guidance: this.guidance.guidance,
      navigationConstant: this.guidance.navigationConstant,
      controller: this.controllerOf(type),
    };
  }

  /**
   * The settings controller `type` starts with for entities of `entityType`: the current one if it
   * is of that type, else the type's starting settings.
   */
  startingSettings(type: ControllerType, entityType: EntityType): ControllerSettings {
    const current = this.controllers[entityType];
    return current.type === type ? { ...current } : startingController(type, entityType, this.preset);
  }

  /** New entities of every type use controller `type` (with the settings they last had for it). */
  useControllerType(type: ControllerType): void {
    for (const entityType of ENTITY_TYPES) {
      const current = this.controllers[entityType];
      if (current.type === type) continue;
      this.remembered[entityType][current.type] = current;
      this.controllers[entityType] = this.remembered[entityType][type] ?? startingController(type, entityType, this.preset);
    }
  }

  /** Changes fields of the controllers of type `type` (the other types are left alone). */
  changeControllers(type: ControllerType, changes: Readonly<Record<string, unknown>>): void {
    for (const entityType of ENTITY_TYPES) {
      const current = this.controllers[entityType];
      if (current.type === type) this.controllers[entityType] = { ...current, ...changes } as ControllerSettings;
    }
  }

  useController(settings: ControllerSettings): void {
    this.useControllers(perEntityType(() => settings));
  }

  useControllers(controllers: Readonly<Record<EntityType, ControllerSettings>>): void {
    for (const entityType of ENTITY_TYPES) {
      const current = this.controllers[entityType];
      if (current.type !== controllers[entityType].type) this.remembered[entityType][current.type] = current;
      this.controllers[entityType] = { ...controllers[entityType] };
    }
  }

  /**
   * Everything these defaults hold, as plain data (a history's snapshot, or a copy to put back later; src/app/history/snapshotFile.ts
   * writes it to a file).
   */
  save(): EntityDefaultsState {
    return {
      preset: this.preset,
      maxAngularAcceleration: this.maxAngularAcceleration,
      entitySettings: { ...this.entitySettings },
      guidance: { ...this.guidance },
      motion: { ...this.motion },
      controllers: { missile: { ...this.controllers.missile }, character: { ...this.controllers.character } },
      remembered: { missile: copyRemembered(this.remembered.missile), character: copyRemembered(this.remembered.character) },
    };
  }

  /** Takes every value of `state` (from {@link save}, or read from a file by its rules). */
  adopt(state: Readonly<EntityDefaultsState>): void {
    this.preset = state.preset;
    this.maxAngularAcceleration = state.maxAngularAcceleration;
    Object.assign(this.entitySettings, state.entitySettings);
    Object.assign(this.guidance, state.guidance);
    Object.assign(this.motion, state.motion);
    for (const entityType of ENTITY_TYPES) {
      this.controllers[entityType] = { ...state.controllers[entityType] };
      this.remembered[entityType] = copyRemembered(state.remembered[entityType]);
    }
  }

  /** Loads a PID preset: each type gets that preset's gains, and the preset is where PIDs start from. */
  usePreset(preset: ControllerPreset): void {
    this.preset = preset;
    this.remembered.missile = {};
    this.remembered.character = {};
    for (const entityType of ENTITY_TYPES) this.controllers[entityType] = presetController(preset, entityType);
  }
}
