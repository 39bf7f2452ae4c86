import { iframeSnippet } from '../../app/embed/embedParam';
import { button, el } from '../dom';
import { ModalDialog } from '../keyboard/ModalDialog';

/**
 * The dialog the Share button opens (a native modal `<dialog>`): the link, selected and copied, an
 * `<iframe>` snippet of the same scene for another page (docs/embedding.md), a note when the link
 * leaves out or brings something, or a file offered instead when what is shared outgrows a link.
 */
export class ShareDialog {
  private readonly dialog: ModalDialog;
  private readonly link: HTMLInputElement;
  private readonly status: HTMLElement;
  private readonly snippet: HTMLTextAreaElement;
  private readonly snippetStatus: HTMLElement;
  private readonly note: HTMLElement;
  private readonly title: HTMLElement;
  /** What only a link shows (its help, the field, the embed, the copy buttons), hidden when a file is offered instead. */
  private readonly linkParts: HTMLElement[];
  private readonly saveFile: HTMLButtonElement;
  private save: (() => void) | null = null;

  constructor(
    container: HTMLElement,
    private readonly copy: (text: string) => Promise<boolean>,
  ) {
    this.link = el('input', {
      id: 'share-link',
      className: 'share-link',
      attributes: { type: 'text', readonly: '', 'aria-label': 'Link to these settings and this scene', spellcheck: 'false' },
    });
    this.status = el('p', { id: 'share-status', className: 'share-status', attributes: { 'aria-live': 'polite' } });
    this.note = el('p', { id: 'share-note', className: 'share-help share-note' });
    this.note.hidden = true;
    const copyButton = button({ id: 'share-copy', text: 'Copy' }, () => void this.copyField(this.link, this.status, 'Link'));
    this.snippet = el('textarea', {
      id: 'share-embed',
      className: 'share-embed',
      attributes: { readonly: '', rows: '3', 'aria-labelledby': 'share-embed-title', spellcheck: 'false' },
    });
    this.snippetStatus = el('p', { id: 'share-embed-status', className: 'share-status', attributes: { 'aria-live': 'polite' } });
    const copySnippet = button(
      { id: 'share-embed-copy', text: 'Copy snippet' },
      () => void this.copyField(this.snippet, this.snippetStatus, 'Snippet'),
    );
    const closeButton = el('button', { id: 'share-close', text: 'Close', attributes: { type: 'button' } });
    this.saveFile = button({ id: 'share-save-file', text: 'Save file' }, () => this.save?.());
    this.saveFile.hidden = true;
    this.title = el('h2', { id: 'share-title', text: 'Share these settings' });
    const help = el('p', {
      className: 'share-help',
      text:
        'Anyone who opens this link gets the tuning panel’s settings (controllers, turn rate, speed, time scale, targets, ' +
        'disturbance) and the scene on screen: every entity where it is now, its target, path and the obstacles, paused or playing ' +
        'as now, at your zoom and pan.',
    });
    const embedTitle = el('h3', { id: 'share-embed-title', className: 'share-subtitle', text: 'Embed in a page' });
    const embedHelp = el('p', {
      className: 'share-help',
      text:
        'This scene live in your article or notes: paste the snippet into the page’s HTML. The embed has a small bar (play, reset, ' +
        'turn rate) and saves nothing.',
    });
    this.linkParts = [help, this.link, this.status, embedTitle, embedHelp, this.snippet, this.snippetStatus, copyButton, copySnippet];
    const card = el('div', { className: 'share-card' }, [
      this.title,
      help,
      this.note,
      this.link,
      this.status,
      embedTitle,
      embedHelp,
      this.snippet,
      this.snippetStatus,
      el('div', { className: 'share-buttons' }, [copyButton, copySnippet, this.saveFile, closeButton]),
    ]);
    this.dialog = new ModalDialog(
      el('dialog', { id: 'share-dialog', className: 'share-dialog', attributes: { 'aria-labelledby': 'share-title' } }, [card]),
    );
    this.dialog.closesOnClick(closeButton);
    container.append(this.dialog.element);
  }

  /** Whether the dialog is showing. */
  get isOpen(): boolean {
    return this.dialog.isOpen;
  }

  /**
   * Shows `url`, selected, and tries to copy it to the clipboard; `note` says what the link leaves out or brings (a level's check, a
   * comparison), or null; `title` heads the dialog.
   */
  open(url: string, note: string | null = null, title = 'Share these settings'): void {
    this.show('link', title, note);
    this.link.value = url;
    this.status.textContent = '';
    this.snippet.value = iframeSnippet(url);
    this.snippetStatus.textContent = '';
    select(this.link);
    void this.copyField(this.link, this.status, 'Link');
  }

  /**
   * Offers a file instead of a link (what is shared outgrows a link): `title`, the `note` saying why
   * and how the file is opened, and a button named `saveLabel` that calls `save`; no link, no embed.
   */
  offerFile(title: string, note: string, saveLabel: string, save: () => void): void {
    this.show('file', title, note);
    this.save = save;
    this.saveFile.textContent = saveLabel;
    this.saveFile.focus();
  }

  /** Opens the dialog (if closed) showing a link or a file, with its title and note. */
  private show(mode: 'link' | 'file', title: string, note: string | null): void {
    this.title.textContent = title;
    this.note.textContent = note ?? '';
    this.note.hidden = note === null;
    for (const part of this.linkParts) part.hidden = mode === 'file';
    this.saveFile.hidden = mode === 'link';
    if (mode === 'link') this.save = null;
    this.dialog.open();
  }

  /**
   * Copies `field`'s text (the link or the snippet, `what`), saying in `status` whether it did; if not, it is selected for the player to
   * copy.
   */
  private async copyField(field: HTMLInputElement | HTMLTextAreaElement, status: HTMLElement, what: 'Link' | 'Snippet'): Promise<void> {
    const copied = await this.copy(field.value);
    status.textContent = copied
      ? `${what} copied to the clipboard.`
      : `Copy the ${what.toLowerCase()} above (it is selected: Ctrl+C or ⌘C).`;
    status.className = `share-status ${copied ? 'share-copied' : 'share-manual'}`;
    if (!copied && this.isOpen) select(field);
  }
}

/** Focuses `field` with its text selected. */
function select(field: HTMLInputElement | HTMLTextAreaElement): void {
  field.focus();
  field.select();
}
