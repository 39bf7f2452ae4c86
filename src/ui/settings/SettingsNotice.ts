import { button, el } from '../dom';

/**
 * A notice over the top of the game about settings that could not be used (a corrupt or outdated
 * saved value, a refused link parameter): it says what was wrong and what is used instead, and
 * stays until the player closes it (a toast would be gone before it is read). A native non-modal
 * `<dialog>` with the alertdialog role (announced at once; the game stays playable), closed by its
 * button or Escape while focus is in it. Plain text only.
 */
export class SettingsNotice {
  private readonly element: HTMLDialogElement;
  private readonly list: HTMLUListElement;

  constructor(container: HTMLElement) {
    this.list = el('ul', { className: 'settings-notice-list' });
    const close = button(
      {
        id: 'settings-notice-close',
        className: 'settings-notice-close',
        text: '×',
        title: 'Close this notice',
        attributes: { 'aria-label': 'Close this notice' },
      },
      () => this.hide(),
    );
    this.element = el(
      'dialog',
      {
        id: 'settings-notice',
        className: 'settings-notice',
        attributes: { role: 'alertdialog', 'aria-labelledby': 'settings-notice-title', 'aria-describedby': 'settings-notice-list' },
      },
      [el('h2', { id: 'settings-notice-title', className: 'settings-notice-title', text: 'Settings and address' }), this.list, close],
    );
    this.list.id = 'settings-notice-list';
    this.element.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      this.hide();
    });
    container.append(this.element);
  }

  /** Adds these messages (plain text) and shows the notice. */
  show(messages: readonly string[]): void {
    if (messages.length === 0) return;
    for (const message of messages) this.list.append(el('li', { text: message }));
    if (!this.element.open) this.element.show();
  }

  /** Hides the notice and forgets its messages. */
  hide(): void {
    if (this.element.open) this.element.close();
    this.list.replaceChildren();
  }
}
