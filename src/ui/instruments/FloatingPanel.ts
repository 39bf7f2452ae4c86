import { button } from '../dom';
import { focusBack } from '../keyboard/focusBack';

/**
 * A panel over the play area, not modal (the step-response view, the phase plot, the challenges,
 * the clip recorder): opening it leaves focus where it was unless it takes it; Escape (in it,
 * unless a control in it used the key, or the game's Escape) and its Close button close it, and
 * focus goes back where it was (focusBack.ts), or leaves the panel for the page.
 */
export abstract class FloatingPanel {
  private returnFocus: HTMLElement | null = null;

  constructor(
    protected readonly root: HTMLElement,
    titleId: string,
    protected readonly onChange: () => void,
  ) {
    root.hidden = true;
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-labelledby', titleId);
    root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        event.stopPropagation();
        this.close(true);
      }
    });
  }

  /**
   * The Close button, `id`, with its tooltip `title` (given a `name`, it shows a × and is named so);
   * a click by a key counts as a keyboard close.
   */
  protected closeButton(id: string, title: string, name?: string): HTMLButtonElement {
    return button({ id, className: 'tool', text: name ? '×' : 'Close', title, attributes: name ? { 'aria-label': name } : {} }, (event) =>
      this.close(event.detail === 0),
    );
  }

  get isOpen(): boolean {
    return !this.root.hidden;
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  /** Shows it, filled at once by {@link opening}; focus stays where it is. */
  open(): void {
    if (this.isOpen) return;
    this.returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    this.root.hidden = false;
    this.opening();
    this.onChange();
  }

  /** Hides it; returns whether it was open. `byKeyboard`: Escape, or Close pressed by a key. */
  close(byKeyboard = false): boolean {
    if (!this.isOpen) return false;
    this.root.hidden = true;
    const back = this.returnFocus;
    this.returnFocus = null;
    if (!focusBack(back, byKeyboard) && document.activeElement instanceof HTMLElement && this.root.contains(document.activeElement))
      document.activeElement.blur();
    this.onChange();
    return true;
  }

  /** Fills the panel as it opens (it is shown already); it may take focus. */
  protected abstract opening(): void;
}
