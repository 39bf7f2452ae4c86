import { el } from './dom';
import { trapFocus } from './focusTrap';

/**
 * The small dialog the Share button opens (a native modal `<dialog>`: focus stays inside, Escape
 * closes it, focus goes back to the Share button): the link in a read-only field (selected, so
 * that Ctrl+C copies it when the clipboard could not be written), whether it was copied, a Copy
 * button and Close. Plain text only.
 */
export class ShareDialog {
  private readonly element: HTMLDialogElement;
  private returnFocus: HTMLElement | null = null;
  private readonly link: HTMLInputElement;
  private readonly status: HTMLElement;

  constructor(container: HTMLElement, private readonly copy: (text: string) => Promise<boolean>) {
    this.link = el('input', { id: 'share-link', className: 'share-link', attributes: { type: 'text', readonly: '', 'aria-label': 'Link to these settings and this scene', spellcheck: 'false' } });
    this.status = el('p', { id: 'share-status', className: 'share-status', attributes: { 'aria-live': 'polite' } });
    const copyButton = el('button', { id: 'share-copy', text: 'Copy', attributes: { type: 'button' } });
    copyButton.addEventListener('click', () => void this.copyLink());
    const closeButton = el('button', { id: 'share-close', text: 'Close', attributes: { type: 'button' } });
    closeButton.addEventListener('click', () => this.close());
    const card = el('div', { className: 'share-card' }, [
      el('h2', { id: 'share-title', text: 'Share these settings' }),
      el('p', { className: 'share-help', text: 'Anyone who opens this link gets the tuning panel’s settings (controllers, turn rate, speed, time scale, targets, disturbance) and the scene on screen: every entity where it is now, its target, path and the obstacles.' }),
      this.link,
      this.status,
      el('div', { className: 'share-buttons' }, [copyButton, closeButton]),
    ]);
    this.element = el('dialog', { id: 'share-dialog', className: 'share-dialog', attributes: { 'aria-labelledby': 'share-title' } }, [card]);
    this.element.addEventListener('keydown', (event) => {
      // Keys typed here are not game shortcuts; Escape closes (natively).
      event.stopPropagation();
    });
    trapFocus(this.element);
    this.element.addEventListener('close', () => {
      const back = this.returnFocus;
      this.returnFocus = null;
      if (back && back !== document.body && back.isConnected) back.focus({ preventScroll: true });
    });
    this.element.addEventListener('click', (event) => {
      if (event.target === this.element) this.close();
    });
    container.append(this.element);
  }

  /** Whether the dialog is showing. */
  get isOpen(): boolean {
    return this.element.open;
  }

  /** Shows `url`, selected, and tries to copy it to the clipboard. */
  open(url: string): void {
    this.link.value = url;
    this.status.textContent = '';
    if (!this.element.open) {
      this.returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      this.element.showModal();
    }
    this.selectLink();
    void this.copyLink();
  }

  /** Closes the dialog. */
  close(): void {
    if (this.element.open) this.element.close();
  }

  private selectLink(): void {
    this.link.focus();
    this.link.select();
  }

  private async copyLink(): Promise<void> {
    const copied = await this.copy(this.link.value);
    this.status.textContent = copied ? 'Link copied to the clipboard.' : 'Copy the link above (it is selected: Ctrl+C or ⌘C).';
    this.status.className = `share-status ${copied ? 'share-copied' : 'share-manual'}`;
    if (!copied && this.isOpen) this.selectLink();
  }
}
