import GUI, { type Controller } from 'lil-gui';
import { TIME_BASES, type TimeBase } from '../../sim/time/timeBases';
import { CONTROLLER_FIELDS, controllerFieldRange } from '../../app/fields/controllerFields';
import type { ApplyTo, Demo } from '../../app/Demo';
import { DISTURBANCE_FIELDS, type DisturbanceSettings } from '../../app/fields/disturbanceFields';
import { GUIDANCE_LABELS, NAVIGATION_CONSTANT_LABEL } from '../../app/fields/guidanceFields';
import { NAVIGATION_CONSTANT_RANGE } from '../../sim/validation/quantities';
import { TARGET_MOTION_FIELDS, type TargetMotionSettings, type TargetMotionType } from '../../app/fields/targetMotionFields';
import { TUNING_FIELDS, type SettingResult } from '../../app/fields/tuningFields';
import { wholeDegrees } from '../../app/presentation/turnRateWords';
import { CONTROLLER_LABELS, CONTROLLER_TYPES, type ControllerType } from '../../sim/control/ControllerSettings';
import type { GuidanceLaw } from '../../sim/steering/Guidance';
import { el, messageLine, showMessage } from '../dom';
import { loadSingleKeyShortcuts, setSingleKeyShortcuts } from '../keyboard/singleKeyShortcuts';
import { menu, PanelControls, rangeTitle } from './PanelControls';
import { EntitySettingControls } from './EntitySettingControls';
import { releaseFocusAfterPointerUse } from '../keyboard/releaseFocusAfterPointerUse';
import { DEFAULT_NAVIGATION_CONSTANT } from '../../sim/validation/defaultQuantities';

/** The object lil-gui edits for the panel's own fields: a copy of the demo's, refreshed on sync. */
interface PanelModel {
  applyTo: ApplyTo;
  controllerType: ControllerType;
  maxAngularAcceleration: number;
  turnRateDeg: string;
  timeScale: number;
  timeBase: TimeBase;
  pathLoop: boolean;
  autoRetarget: boolean;
  presetTuned: () => void;
  presetOriginal: () => void;
  useInGame: () => void;
  guidance: GuidanceLaw;
  navigationConstant: number;
}

/** Labels of the target motions in the menu. */
const MOTION_LABELS: Readonly<Record<TargetMotionType, string>> = {
  static: 'static (stays put)',
  linear: 'linear (bounces in view)',
  circle: 'circle',
  zigzag: 'zig-zag (evasive)',
};

/** The DOM id of a controller parameter's field: `panel-kp` for the PID (as before), else `panel-<type>-<key>`. */
export function controllerFieldId(type: ControllerType, key: string): string {
  return type === 'pid' ? `panel-${key}` : `panel-${type}-${key}`;
}

/**
 * The tuning panel (lil-gui), in the sidebar, a folder per subject. Every change applies live through
 * the demo, which validates it with the same rules as the scenario files: a refused value shows a
 * message naming the field and its range (#panel-message) and the previous value stays.
 */
export class TuningPanel {
  private readonly gui: GUI;
  private readonly message: HTMLElement;
  private readonly model: PanelModel;
  private readonly controls: PanelControls;
  private readonly controllerModels: Record<ControllerType, Record<string, number | string | boolean>>;
  private readonly controllerFolders = new Map<ControllerType, GUI>();
  private readonly correctedOnly: Controller[] = [];
  private readonly presetButtons: Controller[] = [];
  private controllerFolder!: GUI;
  private readonly targetModel: TargetMotionSettings = { type: 'static', speed: 4, radius: 8, amplitude: 5 };
  private readonly disturbanceModel: DisturbanceSettings;
  private readonly entitySettings: EntitySettingControls;
  private readonly raceModel: Record<ControllerType, boolean>;
  private targetRadius: Controller | null = null;
  private targetAmplitude: Controller | null = null;

  constructor(
    container: HTMLElement,
    private readonly demo: Demo,
    private readonly changed: () => void,
    /** Opens "Use in your game" for the controller shown (src/ui/help/CodeDialog.ts). */
    openCode: () => void = () => undefined,
  ) {
    this.gui = new GUI({ container, title: 'Tuning', injectStyles: false });
    this.gui.domElement.id = 'tuning-panel';
    this.message = messageLine('div', 'panel-message');
    this.gui.domElement.insertBefore(this.message, this.gui.$children);
    this.controls = new PanelControls(
      () => this.readDemo(),
      (message) => showMessage(this.message, message),
      () => this.changed(),
    );
    this.entitySettings = new EntitySettingControls(this.controls, (key, value) =>
      this.demo.apply({ kind: 'setEntitySetting', key, value, scope: this.model.applyTo }),
    );

    this.model = {
      applyTo: 'all',
      controllerType: 'pid',
      maxAngularAcceleration: 0,
      turnRateDeg: '',
      timeScale: 1,
      timeBase: 'standard',
      pathLoop: true,
      autoRetarget: true,
      presetTuned: () => this.loadPreset('tuned'),
      presetOriginal: () => this.loadPreset('original'),
      useInGame: openCode,
      guidance: 'pursuit',
      navigationConstant: DEFAULT_NAVIGATION_CONSTANT,
    };
    this.controllerModels = Object.fromEntries(CONTROLLER_TYPES.map((type) => [type, {}])) as Record<
      ControllerType,
      Record<string, number | string | boolean>
    >;
    this.disturbanceModel = { ...demo.view.disturbance };
    this.raceModel = Object.fromEntries(CONTROLLER_TYPES.map((type) => [type, demo.plays.raceControllers.includes(type)])) as Record<
      ControllerType,
      boolean
    >;
    this.readDemo();
    this.build();
    this.sync();
    releaseFocusAfterPointerUse(this.gui.domElement);
  }

  /** Shows the demo's current values (after a selection change, a preset, T, a reset…). */
  sync(): void {
    this.readDemo();
    const type = this.model.controllerType;
    for (const [folderType, folder] of this.controllerFolders) folder.show(folderType === type);
    for (const button of this.presetButtons) button.show(type === 'pid');
    const pid = this.controllerModels.pid;
    for (const controller of this.correctedOnly) controller.enable(pid.arithmetic !== 'as-published');
    this.targetRadius?.show(this.targetModel.type === 'circle');
    this.targetAmplitude?.show(this.targetModel.type === 'zigzag');
    this.controllerFolder.title(`Turn controller: ${CONTROLLER_LABELS[type]}`);
    this.controls.updateAll();
  }

  private build(): void {
    const gui = this.gui;
    const model = this.model;
    const controls = this.controls;
    controls.choice(
      gui,
      model,
      'applyTo',
      'apply changes to',
      'panel-apply-to',
      { 'all entities': 'all', 'selected entity': 'selected' },
      (value) => {
        this.model.applyTo = value as ApplyTo;
        this.sync();
        return { ok: true };
      },
    );

    this.buildController();
    this.buildGuidance();

    const motor = gui.addFolder('Motor and motion');
    controls.ranged(
      motor,
      model,
      'maxAngularAcceleration',
      TUNING_FIELDS.maxAngularAcceleration,
      'panel-maxAngularAcceleration',
      (v) => this.demo.apply({ kind: 'setMaxAngularAcceleration', value: v as number, scope: this.model.applyTo }),
      {
        min: 0.25,
        max: 40,
        step: 0.01,
        // Six significant figures of 4π, as a refusal's "Kept 12.5664" names it.
        decimals: 4,
      },
    );
    controls.readOnly(motor, model, 'turnRateDeg', '  = (°/s²)', 'panel-turn-rate-deg');
    this.entitySettings.build(motor, 'motor');

    this.buildTargets();
    this.buildDisturbance();
    this.buildRace();

    const simulation = gui.addFolder('Simulation');
    simulation.$title.id = 'panel-folder-simulation';
    controls.number(simulation, model, 'timeScale', 'time scale (×)', 'panel-timeScale', (v) => this.demo.clock.setTimeScale(v as number), {
      min: 0.05,
      max: 4,
      step: 0.05,
      decimals: 2,
      title: rangeTitle(TUNING_FIELDS.timeScale.label, TUNING_FIELDS.timeScale.range),
    });
    controls.choice(
      simulation,
      model,
      'timeBase',
      'time base',
      'panel-time-base',
      { [TIME_BASES.standard.label]: 'standard', [TIME_BASES.original.label]: 'original' },
      (value) => this.demo.apply({ kind: 'setTimeBase', base: value as TimeBase }),
      'The original demo stepped Box2D 1/30 s once a frame (twice real time at 60 fps); the standard base steps 1/60 s in real ' +
        'time. Changing it starts the scene again.',
    );
    controls.toggle(
      simulation,
      model,
      'pathLoop',
      'paths loop',
      'panel-path-loop',
      (value) => this.demo.apply({ kind: 'setPathLoop', loop: value }),
      'Entities on a path go round it forever; changing this restarts their paths from waypoint 1.',
    );
    controls.toggle(
      simulation,
      model,
      'autoRetarget',
      'targets hop (opening demo)',
      'panel-auto-retarget',
      (value) => this.demo.apply({ kind: 'setAutoRetarget', on: value }),
      'In Seek mode the opening targets hop on as their entity comes near. Dragging a target turns this off.',
    );

    // Accessibility: character-key shortcuts can be turned off (kept apart from the settings).
    const keyboard = gui.addFolder('Keyboard');
    keyboard.$title.id = 'panel-folder-keyboard';
    const keys = { singleKeyShortcuts: loadSingleKeyShortcuts() };
    controls.toggle(
      keyboard,
      keys,
      'singleKeyShortcuts',
      'single-key shortcuts',
      'panel-single-key-shortcuts',
      (value) => {
        setSingleKeyShortcuts(value);
        return { ok: true };
      },
      'Keys such as T, 1, 2, 3 and Space run game actions. Turn them off if they get in the way (speech input, screen readers); ' +
        'the buttons, Escape and the arrow-key moves stay.',
    );
  }

  /** The controller type menu, the PID presets and one folder of parameters per type. */
  private buildController(): void {
    const folder = this.gui.addFolder('Turn controller');
    this.controllerFolder = folder;
    const controls = this.controls;
    controls.choice(
      folder,
      this.model,
      'controllerType',
      'controller',
      'panel-controller-type',
      menu(CONTROLLER_LABELS),
      (value) => this.demo.apply({ kind: 'setControllerType', type: value as ControllerType, scope: this.model.applyTo }),
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
    for (const type of CONTROLLER_TYPES) {
      const sub = folder.addFolder(`${CONTROLLER_LABELS[type]}: parameters`);
      sub.domElement.classList.add('controller-parameters');
      const model = this.controllerModels[type];
      for (const field of CONTROLLER_FIELDS[type]) {
        const id = controllerFieldId(type, field.key);
        const title = field.kind === 'number' ? `${field.label}: ${controllerFieldRange(type, field.key)}. ${field.help}` : field.help;
        let controller: Controller;
        if (field.kind === 'number') {
          model[field.key] = 0;
          controller = controls.number(
            sub,
            model,
            field.key,
            field.label,
            id,
            (value) => this.demo.apply({ kind: 'setControllerSettings', changes: { [field.key]: value }, scope: this.model.applyTo }),
            {
              title,
              ...(field.integer ? { step: 1 } : {}),
              ...(field.key === 'asPublishedDt' ? { decimals: 4 } : {}),
            },
          );
        } else if (field.kind === 'choice') {
          model[field.key] = Object.keys(field.choices ?? {})[0] ?? '';
          controller = controls.choice(
            sub,
            model,
            field.key,
            field.label,
            id,
            menu(field.choices ?? {}),
            (value) => this.demo.apply({ kind: 'setControllerSettings', changes: { [field.key]: value }, scope: this.model.applyTo }),
            title,
          );
        } else {
          model[field.key] = false;
          controller = controls.toggle(
            sub,
            model,
            field.key,
            field.label,
            id,
            (value) => this.demo.apply({ kind: 'setControllerSettings', changes: { [field.key]: value }, scope: this.model.applyTo }),
            title,
          );
        }
        if (field.correctedOnly) this.correctedOnly.push(controller);
      }
      this.controllerFolders.set(type, sub);
    }
  }

  private buildGuidance(): void {
    const folder = this.gui.addFolder('Missile guidance');
    folder.$title.id = 'panel-folder-guidance';
    this.controls.choice(
      folder,
      this.model,
      'guidance',
      'guidance law',
      'panel-guidance',
      menu(GUIDANCE_LABELS),
      (value) => this.demo.apply({ kind: 'setGuidance', changes: { guidance: value as GuidanceLaw }, scope: this.model.applyTo }),
      'How a missile chasing a target picks its heading: at the target (pursuit), at the predicted intercept (lead), or turning ' +
        'at N × the line-of-sight rate (proportional navigation). The turn controller executes it by torque.',
    );
    this.controls.number(
      folder,
      this.model,
      'navigationConstant',
      NAVIGATION_CONSTANT_LABEL,
      'panel-navigation-constant',
      (value) => this.demo.apply({ kind: 'setGuidance', changes: { navigationConstant: value as number }, scope: this.model.applyTo }),
      {
        title: `${rangeTitle(NAVIGATION_CONSTANT_LABEL, NAVIGATION_CONSTANT_RANGE)} (3 to 5 is usual)`,
      },
    );
    this.entitySettings.build(folder, 'guidance');
    folder.close();
  }

  private buildTargets(): void {
    const folder = this.gui.addFolder('Targets');
    folder.$title.id = 'panel-folder-targets';
    const model = this.targetModel;
    const controls = this.controls;
    controls.choice(
      folder,
      model,
      'type',
      'target motion',
      'panel-target-motion',
      menu(MOTION_LABELS),
      (value) => this.demo.apply({ kind: 'setTargetMotion', changes: { type: value as TargetMotionType }, scope: this.model.applyTo }),
      'How the target of the selected entity (or every target) moves.',
    );
    const field = (key: keyof typeof TARGET_MOTION_FIELDS, id: string): Controller =>
      controls.ranged(folder, model, key, TARGET_MOTION_FIELDS[key], id, (value) =>
        this.demo.apply({ kind: 'setTargetMotion', changes: { [key]: value }, scope: this.model.applyTo }),
      );
    field('speed', 'panel-target-speed');
    this.targetRadius = field('radius', 'panel-target-radius');
    this.targetAmplitude = field('amplitude', 'panel-target-amplitude');
    folder.close();
  }

  private buildDisturbance(): void {
    const folder = this.gui.addFolder('Disturbance');
    folder.$title.id = 'panel-folder-disturbance';
    const model = this.disturbanceModel;
    const controls = this.controls;
    const hint = el('div', {
      className: 'panel-hint',
      text:
        'A steady torque pushes every entity off its heading. Only a PID whose integral is “running” learns it and cancels it; the ' +
        'article’s short window cannot.',
    });
    folder.$children.append(hint);
    controls.toggle(folder, model, 'torqueOn', 'disturbing torque on', 'panel-torque-on', (value) =>
      this.demo.apply({ kind: 'setDisturbance', changes: { torqueOn: value } }),
    );
    const number = (key: keyof typeof DISTURBANCE_FIELDS, id: string): Controller =>
      controls.ranged(folder, model, key, DISTURBANCE_FIELDS[key], id, (value) =>
        this.demo.apply({ kind: 'setDisturbance', changes: { [key]: value } }),
      );
    number('angularAcceleration', 'panel-torque');
    controls.toggle(folder, model, 'windOn', 'wind on', 'panel-wind-on', (value) =>
      this.demo.apply({ kind: 'setDisturbance', changes: { windOn: value } }),
    );
    number('windDirectionDeg', 'panel-wind-direction');
    number('windStrength', 'panel-wind-strength');
    controls.toggle(
      folder,
      model,
      'noiseOn',
      'sensor noise on',
      'panel-noise-on',
      (value) => this.demo.apply({ kind: 'setDisturbance', changes: { noiseOn: value } }),
      'The controllers see the heading error and the angular velocity through seeded Gaussian noise (the bodies move exactly): ' +
        'try the PID’s derivative filter.',
    );
    number('headingNoiseDeg', 'panel-heading-noise');
    number('angularVelocityNoise', 'panel-rate-noise');
    folder.close();
  }

  private buildRace(): void {
    const folder = this.gui.addFolder('Race (K): controllers');
    folder.$title.id = 'panel-folder-race';
    for (const type of CONTROLLER_TYPES) {
      this.controls.toggle(folder, this.raceModel, type, CONTROLLER_LABELS[type], `panel-race-${type}`, () => {
        const chosen = CONTROLLER_TYPES.filter((t) => this.raceModel[t]);
        return this.demo.apply({ kind: 'setRaceControllers', types: chosen });
      });
    }
    folder.close();
  }

  private loadPreset(preset: 'tuned' | 'original'): void {
    this.demo.apply({ kind: 'applyPreset', preset, scope: this.model.applyTo });
    this.controls.applied({ ok: true } satisfies SettingResult);
    this.sync();
  }

  /** Which entities the panel's changes apply to ("apply changes to"). [default: all] */
  get applyTo(): ApplyTo {
    return this.model.applyTo;
  }

  private readDemo(): void {
    const demo = this.demo;
    const view = demo.tuning.view();
    const model = this.model;
    model.controllerType = view.controller.type;
    const controllerModel = this.controllerModels[view.controller.type];
    const settings = view.controller as unknown as Record<string, unknown>;
    for (const field of CONTROLLER_FIELDS[view.controller.type]) {
      const value = settings[field.key];
      // The time-optimal gain is unset by default: it then is 1/dt.
      controllerModel[field.key] =
        value === undefined ? (field.key === 'gain' ? 1 / demo.clock.dt : 0) : (value as number | string | boolean);
    }
    model.maxAngularAcceleration = view.maxAngularAcceleration;
    model.turnRateDeg = wholeDegrees(view.maxAngularAcceleration);
    this.entitySettings.read(view);
    model.guidance = view.guidance.guidance;
    model.navigationConstant = view.guidance.navigationConstant;
    Object.assign(this.targetModel, view.targetMotion);
    Object.assign(this.disturbanceModel, demo.view.disturbance);
    for (const type of CONTROLLER_TYPES) this.raceModel[type] = demo.plays.raceControllers.includes(type);
    model.timeScale = demo.clock.timeScale;
    model.timeBase = demo.clock.timeBase;
    model.pathLoop = demo.editor.paths.loop;
    model.autoRetarget = demo.plays.autoRetarget;
  }
}
