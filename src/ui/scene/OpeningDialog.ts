/** The dialog that says a comparison is opening (its runs played again between frames), how far it has come, and cancels it. */
import type { Demo } from '../../app/Demo';
import { button, el, setText } from '../dom';
import { ModalDialog } from '../keyboard/ModalDialog';
import { ChangeMark } from '../ChangeMark';
import '../settings/settings.css';
import './opening.css';

/**
 * While `demo.opening` reads a comparison and plays its runs again (a link, a file opened or
 * dropped) until its shared moment is on screen, a modal dialog (#opening-dialog) says so with a
 * progress bar and the steps played of how many, and offers Cancel (Escape too), which puts back the
 * scene there was. The page behind is inert, so no key or drag can change the scene meanwhile. It
 * closes by itself once the shared moment is on screen (the timeline says how the rest comes) or
 * it is refused (the opener says why).
 */
export class OpeningDialog {
  private readonly dialog: ModalDialog;
  private readonly bar: HTMLProgressElement;
  private readonly words: HTMLElement;

  constructor(
    container: HTMLElement,
    private readonly demo: Demo,
  ) {
    this.mark = new ChangeMark(demo.changes, ['opening', 'steps', 'scene']);
    this.bar = el('progress', { id: 'opening-progress', attributes: { max: '1', value: '0', 'aria-labelledby': 'opening-title' } });
    this.words = el('p', { id: 'opening-words', className: 'share-help', attributes: { tabindex: '-1' } });
    const cancel = button({ id: 'opening-cancel', text: 'Cancel' }, () => this.dialog.close());
    const card = el('div', { className: 'share-card' }, [
      el('h2', { id: 'opening-title', text: 'Opening the comparison' }),
      this.words,
      this.bar,
      el('p', {
        className: 'share-help',
        text:
          'Its runs are played again from its start, as they were played, beside the page; the game shows the moment shared as ' +
          'soon as it has it, and the other runs join as they come. Cancel keeps the scene you had.',
      }),
      el('div', { className: 'share-buttons' }, [cancel]),
    ]);
    // Closed by Cancel, Escape or the backdrop before the shared moment is on screen: the opening is cancelled.
    this.dialog = new ModalDialog(
      el(
        'dialog',
        {
          id: 'opening-dialog',
          className: 'share-dialog opening-dialog',
          attributes: { 'aria-labelledby': 'opening-title', 'aria-describedby': 'opening-words' },
        },
        [card],
      ),
      () => {
        const opening = this.demo.opening;
        if (opening && !opening.shown) opening.cancel();
      },
    );
    container.append(this.dialog.element);
    // Its words take the focus as it opens: marked after it joined the page, which otherwise autofocuses them at
    // load (an embed in another origin's page then logs Chromium's refusal, and an embed takes no focus).
    this.words.setAttribute('autofocus', '');
  }

  /** Set when an opening begins or ends, and by its steps (its progress). */
  private readonly mark: ChangeMark;

  /**
   * Once a frame, after a change it shows: open while a comparison opens until its shared moment is on screen, with its progress; closed
   * then.
   */
  frame(): void {
    if (!this.mark.take()) return;
    const opening = this.demo.opening;
    if (!opening || opening.shown) {
      this.dialog.close();
      return;
    }
    const { done, total } = opening.progress;
    this.bar.value = total > 0 ? done / total : 0;
    setText(
      this.words,
      opening.phase === 'reading'
        ? 'Reading it and checking every run…'
        : `Playing its runs again: ${Math.floor((100 * done) / Math.max(1, total))}% (${done.toLocaleString('en')} of ` +
            `${total.toLocaleString('en')} steps).`,
    );
    this.dialog.open();
  }
}
