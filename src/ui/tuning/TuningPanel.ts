/**
 * The sidebar's tuning panel (lil-gui): a folder per subject, each change applied live through the
 * demo's door; the turn controller's and the disturbance's folders are their own files.
 */
import GUI, { type Controller } from 'lil-gui';
import { TIME_BASES, type TimeBase } from '../../sim/time/timeBases';
import type { ApplyTo, Demo } from '../../app/Demo';
import { GUIDANCE_LABELS, NAVIGATION_CONSTANT_LABEL } from '../../app/fields/guidanceFields';
import { NAVIGATION_CONSTANT_RANGE } from '../../sim/validation/quantities';
import { TARGET_MOTION_FIELDS, type TargetMotionSettings, type TargetMotionType } from '../../app/fields/targetMotionFields';
import { TUNING_FIELDS } from '../../app/fields/tuningFields';
import { wholeDegrees } from '../../app/presentation/turnRateWords';
import { CONTROLLER_LABELS, CONTROLLER_TYPES, type ControllerType } from '../../sim/control/ControllerSettings';
import type { GuidanceLaw } from '../../sim/steering/Guidance';
import { messageLine, showMessage } from '../dom';
import { loadSingleKeyShortcuts, setSingleKeyShortcuts } from '../keyboard/singleKeyShortcuts';
import { menu, PanelControls, rangeTitle } from './PanelControls';
import { EntitySettingControls } from './EntitySettingControls';
import { ControllerFolder } from './ControllerFolder';
import { DisturbanceFolder } from './DisturbanceFolder';
import { releaseFocusAfterPointerUse } from '../keyboard/releaseFocusAfterPointerUse';
import { DEFAULT_NAVIGATION_CONSTANT } from '../../sim/validation/defaultQuantities';

/** The object lil-gui edits for the panel's own fields: a copy of the demo's, refreshed on sync. */
interface PanelModel {
  applyTo: ApplyTo;
  maxAngularAcceleration: number;
  turnRateDeg: string;
  timeScale: number;
  timeBase: TimeBase;
  pathLoop: boolean;
  autoRetarget: boolean;
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
  private readonly controller: ControllerFolder;
  private readonly targetModel: TargetMotionSettings = { type: 'static', speed: 4, radius: 8, amplitude: 5 };
  private readonly disturbance: DisturbanceFolder;
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
      maxAngularAcceleration: 0,
      turnRateDeg: '',
      timeScale: 1,
      timeBase: 'standard',
      pathLoop: true,
      autoRetarget: true,
      guidance: 'pursuit',
      navigationConstant: DEFAULT_NAVIGATION_CONSTANT,
    };
    this.controller = new ControllerFolder(
      demo,
      this.controls,
      () => this.model.applyTo,
      () => this.sync(),
      openCode,
    );
    this.disturbance = new DisturbanceFolder(demo, this.controls);
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
    this.controller.show();
    this.targetRadius?.show(this.targetModel.type === 'circle');
    this.targetAmplitude?.show(this.targetModel.type === 'zigzag');
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

    this.controller.build(gui);
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
    this.disturbance.build(gui);
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

  /** Which entities the panel's changes apply to ("apply changes to"). [default: all] */
  get applyTo(): ApplyTo {
    return this.model.applyTo;
  }

  private readDemo(): void {
    const demo = this.demo;
    const view = demo.tuning.view();
    const model = this.model;
    this.controller.read(view, demo.clock.dt);
    model.maxAngularAcceleration = view.maxAngularAcceleration;
    model.turnRateDeg = wholeDegrees(view.maxAngularAcceleration);
    this.entitySettings.read(view);
    model.guidance = view.guidance.guidance;
    model.navigationConstant = view.guidance.navigationConstant;
    Object.assign(this.targetModel, view.targetMotion);
    this.disturbance.read();
    for (const type of CONTROLLER_TYPES) this.raceModel[type] = demo.plays.raceControllers.includes(type);
    model.timeScale = demo.clock.timeScale;
    model.timeBase = demo.clock.timeBase;
    model.pathLoop = demo.editor.paths.loop;
    model.autoRetarget = demo.plays.autoRetarget;
  }
}
