import type { NumberController } from 'lil-gui';
import type { SettingResult } from '../../app/fields/tuningFields';
import { parseNumberText } from '../../sim/validation/numberText';

/** How a validated number field reads and writes its value. */
export interface NumberBinding {
  /**
   * Tries to apply a value; the demo validates it. `typed` is the text the player typed (null when
   * the value comes from a drag, an arrow key or the slider): when it is not a number, `value` is NaN
   * and the message can quote the text.
   */
  apply(value: number, typed: string | null): SettingResult;
  /** The value in force (after a success: the new one; after a refusal: the previous one). */
  read(): number;
  /** Shows the refusal message, or clears it (null) after a success. */
  report(message: string | null): void;
}

/**
 * Makes a lil-gui number controller validate every value before it reaches the simulation.
 *
 * lil-gui applies each keystroke as it is typed (parseFloat, so "12abc" counts as 12 and "abc" is
 * silently ignored) and clamps typed values into a slider's range. Neither gives the player a
 * message, and a half-typed value would reach the simulation. So here typing only edits the text;
 * the value is committed when the field is left or Enter is pressed, parsed strictly and validated
 * by the demo. A refused value shows a message naming the field and its range, and the field goes
 * back to the previous good value. Dragging, arrow keys and the slider still apply live, through
 * the same validation.
 */
export function validateNumberField(controller: NumberController, binding: NumberBinding): void {
  const input = controller.$input;
  const root = controller.domElement;
  let dirty = false;
  let silent = false;

  const show = (): void => {
    silent = true;
    (controller.object as Record<string, unknown>)[controller.property] = binding.read();
    controller.updateDisplay();
    silent = false;
  };

  const commit = (value: number, typed: string | null): void => {
    const result = binding.apply(value, typed);
    binding.report(result.ok ? null : result.message);
    show();
  };

  const commitTyped = (): void => {
    if (!dirty) return;
    dirty = false;
    commit(parseNumberText(input.value), input.value);
  };

  // Capture phase on the controller's root runs before lil-gui's own listeners on the input.
  root.addEventListener(
    'input',
    (event) => {
      if (event.target !== input) return;
      event.stopPropagation();
      dirty = true;
    },
    true,
  );
  root.addEventListener(
    'keydown',
    (event) => {
      if (event.target === input && event.key === 'Enter') commitTyped();
    },
    true,
  );
  root.addEventListener(
    'blur',
    (event) => {
      if (event.target === input) commitTyped();
    },
    true,
  );
  controller.onChange((value: number) => {
    if (!silent) commit(value, null);
  });
}
