import GUI, { type Controller, type NumberController } from 'lil-gui';
import type { ApplyTo, Demo } from '../app/Demo';
import { checkTuningValue, refused, TUNING_FIELDS, type SettingResult, type TuningFieldName } from '../app/tuningFields';
import type { PidArithmetic } from '../sim/control/PidController';
import { describeRange } from '../sim/validation/fields';
import { el } from './dom';
import { validateNumberField } from './validatedNumber';

/** The object lil-gui edits: a copy of the demo's settings, refreshed by {@link TuningPanel.sync}. */
interface PanelModel {
  applyTo: ApplyTo;
  arithmetic: PidArithmetic;
  kp: number;
  ki: number;
  kd: number;
  kPlant: number;
  maxHistory: number;
  asPublishedDt: number;
  maxAngularAcceleration: number;
  turnRateDeg: string;
  maxSpeed: number;
  timeScale: number;
  pathLoop: boolean;
  autoRetarget: boolean;
  presetTuned: () => void;
  presetOriginal: () => void;
}

type NumberKey = 'kp' | 'ki' | 'kd' | 'kPlant' | 'maxHistory' | 'asPublishedDt' | 'maxAngularAcceleration' | 'maxSpeed' | 'timeScale';

/**
 * The tuning panel (lil-gui), in the sidebar: which entities changes apply to (selected / all),
 * the PID controller (presets, arithmetic "corrected" vs "as published (article's C++)", kp, ki,
 * kd, kPlant, maxHistory, the as-published dt), the motor (max turn rate slider, in rad/s² and
 * °/s²; max speed), and the simulation (time scale, path loop, the opening demo's hopping targets).
 * Every change applies live through the demo, which validates it: a refused value shows a
 * message naming the field and its range (#panel-message) and the previous value stays.
 */
export class TuningPanel {
  private readonly gui: GUI;
  private readonly message: HTMLElement;
  private readonly model: PanelModel;
  private readonly controllers: Controller[] = [];

  constructor(container: HTMLElement, private readonly demo: Demo, private readonly changed: () => void) {
    this.gui = new GUI({ container, title: 'Tuning', injectStyles: false });
    this.gui.domElement.id = 'tuning-panel';
    this.message = el('div', { id: 'panel-message', className: 'panel-message', attributes: { role: 'alert' } });
    this.message.hidden = true;
    this.gui.domElement.insertBefore(this.message, this.gui.$children);

    this.model = {
      applyTo: demo.applyTo,
      arithmetic: 'corrected',
      kp: 0,
      ki: 0,
      kd: 0,
      kPlant: 1,
      maxHistory: 7,
      asPublishedDt: 0.01,
      maxAngularAcceleration: 0,
      turnRateDeg: '',
      maxSpeed: 0,
      timeScale: 1,
      pathLoop: true,
      autoRetarget: true,
      presetTuned: () => this.loadPreset('tuned'),
      presetOriginal: () => this.loadPreset('original'),
    };
    this.readDemo();
    this.build();
    this.releaseFocusAfterPointerUse(this.gui.domElement);
  }

  /** Shows the demo's current values (after a selection change, a preset, T, a reset…). */
  sync(): void {
    this.readDemo();
    for (const controller of this.controllers) controller.updateDisplay();
  }

  /** Shows or clears the refusal message. */
  report(message: string | null): void {
    this.message.hidden = message === null;
    this.message.textContent = message ?? '';
  }

  private build(): void {
    const gui = this.gui;
    const model = this.model;
    this.track(
      gui
        .add(model, 'applyTo', { 'all entities': 'all', 'selected entity': 'selected' })
        .name('apply changes to')
        .onChange((value: ApplyTo) => {
          this.demo.applyTo = value;
          this.sync();
        }),
      'panel-apply-to',
    );

    const pid = gui.addFolder('Turn controller: PID');
    this.track(pid.add(model, 'presetTuned').name('preset: tuned (corrected)'), 'panel-preset-tuned');
    this.track(pid.add(model, 'presetOriginal').name('preset: original article gains (as published)'), 'panel-preset-original');
    this.track(
      pid
        .add(model, 'arithmetic', { corrected: 'corrected', "as published (article's C++)": 'as-published' })
        .name('arithmetic')
        .onChange((value: PidArithmetic) => this.applied(this.demo.setControllerSettings({ arithmetic: value }))),
      'panel-arithmetic',
    );
    this.number(pid, 'kp', 'kp', (v) => this.demo.setControllerSettings({ kp: v }));
    this.number(pid, 'ki', 'ki', (v) => this.demo.setControllerSettings({ ki: v }));
    this.number(pid, 'kd', 'kd', (v) => this.demo.setControllerSettings({ kd: v }));
    this.number(pid, 'kPlant', 'kPlant', (v) => this.demo.setControllerSettings({ kPlant: v }));
    this.number(pid, 'maxHistory', 'maxHistory (samples)', (v) => this.demo.setControllerSettings({ maxHistory: v }), { step: 1 });
    this.number(pid, 'asPublishedDt', 'as-published dt (s)', (v) => this.demo.setControllerSettings({ asPublishedDt: v }), { decimals: 4 });

    const motor = gui.addFolder('Motor and motion');
    this.number(motor, 'maxAngularAcceleration', 'max turn rate (rad/s²)', (v) => this.demo.setMaxAngularAcceleration(v), { min: 0.25, max: 40, step: 0.01, decimals: 3 });
    const degrees = motor.add(model, 'turnRateDeg').name('  = (°/s²)').disable();
    this.track(degrees, 'panel-turn-rate-deg');
    this.number(motor, 'maxSpeed', 'max speed (m/s)', (v) => this.demo.setMaxSpeed(v));

    const simulation = gui.addFolder('Simulation');
    this.number(simulation, 'timeScale', 'time scale (×)', (v) => this.demo.setTimeScale(v), { min: 0.05, max: 4, step: 0.05, decimals: 2 });
    this.track(
      simulation
        .add(model, 'pathLoop')
        .name('paths loop')
        .onChange((value: boolean) => {
          this.demo.setPathLoop(value);
          this.changed();
        }),
      'panel-path-loop',
      'Entities on a path go round it forever; changing this restarts their paths from waypoint 1.',
    );
    this.track(
      simulation
        .add(model, 'autoRetarget')
        .name('targets hop (opening demo)')
        .onChange((value: boolean) => {
          this.demo.setAutoRetarget(value);
          this.changed();
        }),
      'panel-auto-retarget',
      'In Seek mode the opening targets hop on as their entity comes near. Dragging a target turns this off.',
    );
  }

  /**
   * After a click on a button, a checkbox or a menu of the panel, gives the keyboard back to the
   * game, so that Space pauses instead of pressing the button again. Keyboard users who tab through
   * the panel keep their focus; text fields always keep it while typing.
   */
  private releaseFocusAfterPointerUse(root: HTMLElement): void {
    let byPointer = false;
    root.addEventListener('pointerdown', () => (byPointer = true), true);
    root.addEventListener('keydown', () => (byPointer = false), true);
    const release = (target: EventTarget | null, selector: string): void => {
      if (!byPointer || !(target instanceof HTMLElement)) return;
      const control = target.closest(selector);
      if (control instanceof HTMLElement) control.blur();
    };
    // A menu must keep focus while it is open: it is released on change, not on click.
    root.addEventListener('click', (event) => release(event.target, 'button'));
    root.addEventListener('change', (event) => release(event.target, 'select, input[type="checkbox"]'));
  }

  /** Adds a validated number field (see {@link validateNumberField}). */
  private number(
    folder: GUI,
    key: NumberKey,
    label: string,
    apply: (value: number) => SettingResult,
    options: { min?: number; max?: number; step?: number; decimals?: number } = {},
  ): void {
    const controller = (options.min !== undefined && options.max !== undefined ? folder.add(this.model, key, options.min, options.max, options.step) : folder.add(this.model, key)) as NumberController;
    controller.name(label);
    if (options.step !== undefined) controller.step(options.step);
    if (options.decimals !== undefined) controller.decimals(options.decimals);
    const field = TUNING_FIELDS[key satisfies TuningFieldName];
    controller.$input.title = `${field.label}: ${describeRange(field.range)}`;
    validateNumberField(controller, {
      apply: (value, typed) => {
        // Text that is not a number never reaches the demo; the message quotes what was typed.
        if (typed !== null && Number.isNaN(value)) {
          this.readDemo();
          return refused(key, checkTuningValue(key, typed, this.model[key]) ?? `${field.label}: not a number`);
        }
        const result = apply(value);
        if (result.ok) this.changed();
        return result;
      },
      read: () => {
        this.readDemo();
        return this.model[key];
      },
      report: (message) => this.report(message),
    });
    this.track(controller, `panel-${key}`);
  }

  private track(controller: Controller, id: string, tooltip?: string): void {
    const input = controller.domElement.querySelector('input, select, button');
    if (input) input.id = id;
    if (tooltip) controller.domElement.title = tooltip;
    this.controllers.push(controller);
  }

  private loadPreset(preset: 'tuned' | 'original'): void {
    this.demo.applyPreset(preset);
    this.report(null);
    this.sync();
    this.changed();
  }

  private applied(result: SettingResult): void {
    this.report(result.ok ? null : result.message);
    this.sync();
    if (result.ok) this.changed();
  }

  private readDemo(): void {
    const view = this.demo.tuningView();
    const controller = view.controller;
    const model = this.model;
    model.applyTo = this.demo.applyTo;
    if (controller.type === 'pid') {
      model.arithmetic = controller.arithmetic;
      model.kp = controller.kp;
      model.ki = controller.ki;
      model.kd = controller.kd;
      model.kPlant = controller.kPlant;
      model.maxHistory = controller.maxHistory;
      model.asPublishedDt = controller.asPublishedDt;
    }
    model.maxAngularAcceleration = view.maxAngularAcceleration;
    model.turnRateDeg = `${Math.round((view.maxAngularAcceleration * 180) / Math.PI)} °/s²`;
    model.maxSpeed = view.maxSpeed;
    model.timeScale = this.demo.timeScale;
    model.pathLoop = this.demo.pathLoop;
    model.autoRetarget = this.demo.autoRetarget;
  }
}
