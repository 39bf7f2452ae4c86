import type GUI from 'lil-gui';
import type { Controller, NumberController } from 'lil-gui';
import type { SettingResult } from '../../app/fields/tuningFields';
import { describeRange, type NumberRange } from '../../sim/validation/fields';
import { validateNumberField } from './validatedNumber';

/** A label → value menu (lil-gui's choices) from a value → label record. */
export function menu<T extends string>(labels: Readonly<Record<T, string>>): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const [value, label] of Object.entries(labels) as [T, string][]) choices[label] = value;
  return choices;
}

/** "label: must be … (unit)" for a tooltip. */
export function rangeTitle(label: string, range: NumberRange): string {
  return `${label}: ${describeRange(range)}`;
}

/** Options of a validated number field. */
export interface NumberFieldOptions {
  /** With min and max, the field is a slider plus a box; else a box. */
  min?: number;
  max?: number;
  step?: number;
  decimals?: number;
  /** The tooltip: the field, its unit and its allowed range. */
  title?: string;
}

/**
 * Adds lil-gui controls whose every change goes through a validating setter of the demo, and keeps
 * them in sync with it. A refusal shows its message (naming the field and its range) through
 * `report` and the control goes back to the value in force; a text that is not a number never
 * reaches the setter as a number (it is passed as the text, so the message can quote it).
 */
export class PanelControls {
  private readonly controllers: Controller[] = [];

  constructor(
    /** Re-reads the demo into the models the controls edit. */
    private readonly read: () => void,
    /** Shows a refusal, or clears it (null). */
    private readonly report: (message: string | null) => void,
    /** Called after every accepted change. */
    private readonly changed: () => void,
  ) {}

  /** Refreshes every control from its model (call after {@link read}). */
  updateAll(): void {
    for (const controller of this.controllers) controller.updateDisplay();
  }

  /**
   * A number field editing `model[key]`; `apply` gets the number, or the typed text when it is not
   * one, and answers whether the demo took it.
   */
  number<M extends object>(
    folder: GUI,
    model: M,
    key: keyof M & string,
    label: string,
    id: string,
    apply: (value: unknown) => SettingResult,
    options: NumberFieldOptions = {},
  ): NumberController {
    const controller = (
      options.min !== undefined && options.max !== undefined
        ? folder.add(model, key, options.min, options.max, options.step)
        : folder.add(model, key)
    ) as NumberController;
    controller.name(label);
    if (options.step !== undefined) controller.step(options.step);
    if (options.decimals !== undefined) controller.decimals(options.decimals);
    if (options.title) controller.$input.title = options.title;
    validateNumberField(controller, {
      apply: (value, typed) => {
        const result = apply(typed !== null && Number.isNaN(value) ? typed : value);
        if (result.ok) this.changed();
        return result;
      },
      read: () => {
        this.read();
        return Number((model as Record<string, unknown>)[key]);
      },
      report: (message) => this.report(message),
    });
    return this.track(controller, id, options.title);
  }

  /** A {@link number} field for an entry of a field table: the entry's label, with its range in the tooltip. */
  ranged<M extends object>(
    folder: GUI,
    model: M,
    key: keyof M & string,
    field: { readonly label: string; readonly range: NumberRange },
    id: string,
    apply: (value: unknown) => SettingResult,
    options: NumberFieldOptions = {},
  ): NumberController {
    return this.number(folder, model, key, field.label, id, apply, { title: rangeTitle(field.label, field.range), ...options });
  }

  /** A menu editing `model[key]` among `choices` (label → value). */
  choice<M extends object>(
    folder: GUI,
    model: M,
    key: keyof M & string,
    label: string,
    id: string,
    choices: Readonly<Record<string, string>>,
    apply: (value: string) => SettingResult,
    title?: string,
  ): Controller {
    const controller = folder.add(model, key, choices).name(label);
    controller.onChange((value: string) => this.applied(apply(value)));
    return this.track(controller, id, title);
  }

  /** A checkbox editing `model[key]`. */
  toggle<M extends object>(
    folder: GUI,
    model: M,
    key: keyof M & string,
    label: string,
    id: string,
    apply: (value: boolean) => SettingResult,
    title?: string,
  ): Controller {
    const controller = folder.add(model, key).name(label);
    controller.onChange((value: boolean) => this.applied(apply(value)));
    return this.track(controller, id, title);
  }

  /** A button running `action`. */
  button<M extends object>(folder: GUI, model: M, key: keyof M & string, label: string, id: string, title?: string): Controller {
    return this.track(folder.add(model, key).name(label), id, title);
  }

  /** A read-only line of text (e.g. a value in other units). */
  readOnly<M extends object>(folder: GUI, model: M, key: keyof M & string, label: string, id: string, title?: string): Controller {
    return this.track(folder.add(model, key).name(label).disable(), id, title);
  }

  /** Shows a result: the message of a refusal, or nothing; then every control shows the demo's values. */
  applied(result: SettingResult): void {
    this.report(result.ok ? null : result.message);
    this.read();
    this.updateAll();
    if (result.ok) this.changed();
  }

  private track<C extends Controller>(controller: C, id: string, title?: string): C {
    const input = controller.domElement.querySelector('input, select, button');
    if (input) input.id = id;
    if (title) controller.domElement.title = title;
    this.controllers.push(controller);
    return controller;
  }
}
