/**
 * The tuning panel's "Turn controller" folder: the controller menu, the PID's presets, "use in your
 * game", and one sub-folder of parameters per controller type, only the shown type's visible.
 */
import type GUI from 'lil-gui';
import type { Controller } from 'lil-gui';
import { CONTROLLER_FIELDS, controllerFieldRange } from '../../app/fields/controllerFields';
import type { ApplyTo, Demo } from '../../app/Demo';
import type { SettingResult } from '../../app/fields/tuningFields';
import type { TuningView } from '../../app/tuning/Tuning';
import { CONTROLLER_LABELS, CONTROLLER_TYPES, type ControllerType } from '../../sim/control/ControllerSettings';
import { menu, type PanelControls } from './PanelControls';

/** The DOM id of a controller parameter's field: `panel-kp` for the PID (as before), else `panel-<type>-<key>`. */
export function controllerFieldId(type: ControllerType, key: string): string {
  return type === 'pid' ? `panel-${key}` : `panel-${type}-${key}`;
}

/** The object lil-gui edits for the folder's own controls: the type shown and the buttons' actions. */
interface ControllerMenuModel {
  controllerType: ControllerType;
  presetTuned: () => void;
  presetOriginal: () => void;
  useInGame: () => void;
}

/** The "Turn controller" folder of the tuning panel and the values its fields show. */
export class ControllerFolder {
  private folder!: GUI;
  private readonly model: ControllerMenuModel;
  /** Each controller type's parameters as its fields show them, by key: a copy of the demo's, refreshed by {@link read}. */
  private readonly parameterModels: Record<ControllerType, Record<string, number | string | boolean>>;
  private readonly parameterFolders = new Map<ControllerType, GUI>();
  /** The PID's fields that only the corrected arithmetic uses (disabled while it is as published). */
  private readonly correctedOnly: Controller[] = [];
  private readonly presetButtons: Controller[] = [];

  constructor(
    private readonly demo: Demo,
    private readonly controls: PanelControls,
    /** Which entities the panel's changes apply to. */
    private readonly scope: () => ApplyTo,
    /** Re-reads the demo and refreshes the whole panel (after a preset). */
    private readonly sync: () => void,
    /** Opens "Use in your game" for the controller shown. */
    openCode: () => void,
  ) {
    this.model = {
      controllerType: 'pid',
      presetTuned: () => this.loadPreset('tuned'),
      presetOriginal: () => this.loadPreset('original'),
      useInGame: openCode,
    };
    this.parameterModels = Object.fromEntries(CONTROLLER_TYPES.map((type) => [type, {}])) as Record<
      ControllerType,
      Record<string, number | string | boolean>
    >;
  }

  /** Adds to `gui` the folder with the menu, the buttons and every type's parameter folder. */
  build(gui: GUI): void {
    const folder = gui.addFolder('Turn controller');
    this.folder = folder;
    const controls = this.controls;
    controls.choice(
      folder,
      this.model,
      'controllerType',
      'controller',
      'panel-controller-type',
      menu(CONTROLLER_LABELS),
      (value) => this.demo.apply({ kind: 'setControllerType', type: value as ControllerType, scope: this.scope() }),
      'Switch live: the new controller takes over from the old one’s last command (bumpless).',
    );
    this.presetButtons.push(controls.button(folder, this.model, 'presetTuned', 'preset: tuned (corrected)', 'panel-preset-tuned'));
    this.presetButtons.push(
      controls.button(folder, this.model, 'presetOriginal', 'preset: original article gains (as published)', 'panel-preset-original'),
    );
    controls.button(
      folder,
      this.model,
      'useInGame',
      'use in your game… (this controller as code, the guide)',
      'panel-use-in-game',
      'The controller shown here as TypeScript to copy into your game, which settings differ from the library’s defaults, and the guide',
    );
    for (const type of CONTROLLER_TYPES) this.buildParameters(type);
  }

  /** One sub-folder with a field per parameter of controller `type`. */
  private buildParameters(type: ControllerType): void {
    const controls = this.controls;
    const sub = this.folder.addFolder(`${CONTROLLER_LABELS[type]}: parameters`);
    sub.domElement.classList.add('controller-parameters');
    const model = this.parameterModels[type];
    for (const field of CONTROLLER_FIELDS[type]) {
      const id = controllerFieldId(type, field.key);
      const title = field.kind === 'number' ? `${field.label}: ${controllerFieldRange(type, field.key)}. ${field.help}` : field.help;
      const apply = (value: unknown): SettingResult =>
        this.demo.apply({ kind: 'setControllerSettings', changes: { [field.key]: value }, scope: this.scope() });
      let controller: Controller;
      if (field.kind === 'number') {
        model[field.key] = 0;
        controller = controls.number(sub, model, field.key, field.label, id, apply, {
          title,
          ...(field.integer ? { step: 1 } : {}),
          ...(field.key === 'asPublishedDt' ? { decimals: 4 } : {}),
        });
      } else if (field.kind === 'choice') {
        model[field.key] = Object.keys(field.choices ?? {})[0] ?? '';
        controller = controls.choice(sub, model, field.key, field.label, id, menu(field.choices ?? {}), apply, title);
      } else {
        model[field.key] = false;
        controller = controls.toggle(sub, model, field.key, field.label, id, apply, title);
      }
      if (field.correctedOnly) this.correctedOnly.push(controller);
    }
    this.parameterFolders.set(type, sub);
  }

  /** Takes the shown controller's type and settings from the panel's view (`dt` in s, for the time-optimal gain's default). */
  read(view: TuningView, dt: number): void {
    this.model.controllerType = view.controller.type;
    const parameters = this.parameterModels[view.controller.type];
    const settings = view.controller as unknown as Record<string, unknown>;
    for (const field of CONTROLLER_FIELDS[view.controller.type]) {
      const value = settings[field.key];
      // The time-optimal gain is unset by default: it then is 1/dt.
      parameters[field.key] = value === undefined ? (field.key === 'gain' ? 1 / dt : 0) : (value as number | string | boolean);
    }
  }

  /** Shows the shown type's parameters only, the presets for the PID only, and the folder's title naming the type. */
  show(): void {
    const type = this.model.controllerType;
    for (const [folderType, folder] of this.parameterFolders) folder.show(folderType === type);
    for (const button of this.presetButtons) button.show(type === 'pid');
    const pid = this.parameterModels.pid;
    for (const controller of this.correctedOnly) controller.enable(pid.arithmetic !== 'as-published');
    this.folder.title(`Turn controller: ${CONTROLLER_LABELS[type]}`);
  }

  private loadPreset(preset: 'tuned' | 'original'): void {
    this.demo.apply({ kind: 'applyPreset', preset, scope: this.scope() });
    this.controls.applied({ ok: true } satisfies SettingResult);
    this.sync();
  }
}
