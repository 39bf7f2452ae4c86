/**
 * The tuning panel's "Disturbance" folder: the steady torque, the wind and the sensor noise that
 * push every entity off its heading, each switched on and sized here.
 */
import type GUI from 'lil-gui';
import type { Controller } from 'lil-gui';
import type { Demo } from '../../app/Demo';
import { DISTURBANCE_FIELDS, type DisturbanceSettings } from '../../app/fields/disturbanceFields';
import { el } from '../dom';
import type { PanelControls } from './PanelControls';

/** The "Disturbance" folder of the tuning panel and the values its fields show. */
export class DisturbanceFolder {
  /** The disturbance as the fields show it: a copy of the demo's, refreshed by {@link read}. */
  private readonly model: DisturbanceSettings;

  constructor(
    private readonly demo: Demo,
    private readonly controls: PanelControls,
  ) {
    this.model = { ...demo.view.disturbance };
  }

  /** Adds the folder to `gui`, closed. */
  build(gui: GUI): void {
    const folder = gui.addFolder('Disturbance');
    folder.$title.id = 'panel-folder-disturbance';
    const model = this.model;
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

  /** Takes the demo's disturbance into the fields' model. */
  read(): void {
    Object.assign(this.model, this.demo.view.disturbance);
  }
}
