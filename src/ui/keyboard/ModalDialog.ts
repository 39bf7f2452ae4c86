import { focusBack } from './focusBack';
import { trapFocus } from './focusTrap';

/**
 * A native modal `<dialog>` (the help, the gallery, the share dialog): the page behind is inert and
 * Tab stays inside (focusTrap.ts); keys typed in it are not game shortcuts; Escape, a Close button
 * or a click on the backdrop close it, and focus goes back where it was (focusBack.ts).
 */
export class ModalDialog {
  private returnFocus: HTMLElement | null = null;
  /** Closed with Escape, or Close pressed by a key: a keyboard user, whose focus must land somewhere. */
  private closedByKeyboard = false;

  /** `afterClose` runs once it has closed, whatever closed it, after focus went back. */
  constructor(
    readonly element: HTMLDialogElement,
    afterClose: () => void = () => undefined,
  ) {
    element.addEventListener('click', (event) => {
      // The dialog element itself is only hit on its backdrop (its card covers the rest).
      if (event.target === element) this.close();
    });
    // Keys typed in it are not game shortcuts; Escape closes it, natively.
    element.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.closedByKeyboard = true;
      event.stopPropagation();
    });
    element.addEventListener('close', () => {
      // After a mouse close focus may stay with the page, so Space keeps meaning "pause".
      focusBack(this.returnFocus, this.closedByKeyboard);
      this.returnFocus = null;
      this.closedByKeyboard = false;
      afterClose();
    });
    trapFocus(element);
  }

  /** Makes `button` close the dialog; a click by a key counts as a keyboard close. */
  closesOnClick(button: HTMLButtonElement): HTMLButtonElement {
    button.addEventListener('click', (event) => {
      this.closedByKeyboard = event.detail === 0;
      this.close();
    });
    return button;
  }

  get isOpen(): boolean {
    return this.element.open;
  }

  /** Shows it (modal), if closed; focus goes back to `from` when it closes. */
  open(from: Element | null = document.activeElement): void {
    if (this.isOpen) return;
    this.returnFocus = from instanceof HTMLElement ? from : null;
    this.closedByKeyboard = false;
    this.element.showModal();
  }

  /** Hides it; returns whether it was open. */
  close(): boolean {
    if (!this.isOpen) return false;
    this.element.close();
    return true;
  }
}
