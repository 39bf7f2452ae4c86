import { el } from './dom';

/**
 * A notice over the top of the game about settings that could not be used (a corrupt or outdated
 * saved value, a refused link parameter): it says what was wrong and what is used instead, and
 * stays until the player closes it (a toast would be gone before it is read). Plain text only.
 */
export class SettingsNotice {
  private readonly element: HTMLElement;
  private readonly list: HTMLUListElement;

  constructor(container: HTMLElement) {
    this.list = el('ul', { className: 'settings-notice-list' });
    const close = el('button', { id: 'settings-notice-close', className: 'settings-notice-close', text: '×', title: 'Close this notice', attributes: { type: 'button', 'aria-label': 'Close this notice' } });
    close.addEventListener('click', () => this.hide());
    this.element = el('section', { id: 'settings-notice', className: 'settings-notice', attributes: { role: 'alert', 'aria-label': 'Settings notice' } }, [
      el('div', { className: 'settings-notice-title', text: 'Settings' }),
      this.list,
      close,
    ]);
    this.element.hidden = true;
    container.append(this.element);
  }

  /** Adds these messages (plain text) and shows the notice. */
  show(messages: readonly string[]): void {
    if (messages.length === 0) return;
    for (const message of messages) this.list.append(el('li', { text: message }));
    this.element.hidden = false;
  }

  /** Hides the notice and forgets its messages. */
  hide(): void {
    this.element.hidden = true;
    this.list.replaceChildren();
  }
}
