/**
 * After a click on a button, a checkbox or a menu of a panel, gives the keyboard back to the
 * game, so that Space pauses instead of pressing the button again. Keyboard users who tab through
 * the panel keep their focus; text fields always keep it while typing.
 */
export function releaseFocusAfterPointerUse(root: HTMLElement): void {
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
