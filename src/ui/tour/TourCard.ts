import { ACTIONS } from '../../app/actionList';
import type { Demo, TourView } from '../../app/Demo';
import { ARTICLE_HREF } from '../../app/gallery/labPage';
import { button, el, pageStorage, setHidden, setText } from '../dom';
import { isFocusable } from '../keyboard/focusBack';
import { ChangeMark } from '../ChangeMark';
import './tour.css';

/** Where the tour's progress is kept (its own key: not part of the settings format). */
export const TOUR_STORAGE_KEY = 'pid-steering-tour';

/** What is kept of the tour between visits. */
interface TourProgress {
  /** "new": never offered; "dismissed": the player said not now; "started": left at `step`; "done". */
  status: 'new' | 'dismissed' | 'started' | 'done';
  /** The step to resume at, 0-based. */
  step: number;
}

/** The Tour button's id: the action the catalogue says starts, resumes or leaves the tour. */
const TOUR_BUTTON = ACTIONS.find(({ does }) => 'part' in does && does.part === 'tour')?.id ?? null;

/**
 * The card is compact where the page is a phone's (the CSS's breakpoint): the step's explanation folds away, the task and the result stay
 * in view.
 */
const COMPACT_QUERY = '(max-width: 699px)';

/** What the card needs from the page around it. */
export interface TourCardHost {
  /** Shows or hides the scope (some steps need it). */
  showScope(open: boolean): void;
  /** Buttons and panels should show the new state. */
  changed(): void;
}

/**
 * The guided tour's card (bottom-left of the play area): the step's title, what it shows, what to
 * try, and the measured result once the player has done it, or else what the step waits for or
 * measures now (its status: "Waiting for you…" only before the player did anything); Back / the
 * step's action (its label follows the step) / Next / Leave, always in view (where the card is
 * short the words scroll above them). On a phone the card is compact: the step's explanation folds
 * into "About this step", so that the task and the result show without scrolling, and Leave is a
 * × at the end of its buttons (never over the words as they scroll). On a first visit it offers the tour in a small prompt instead; the
 * Tour button
 * (U) starts, resumes or leaves it. Leaving puts back the scene and the settings the player had
 * before (the demo set them aside: src/app/tour/TourGuide.ts; the tour's own settings are never
 * saved: the settings session skips saving while it runs).
 */
export class TourCard {
  private readonly card: HTMLElement;
  private readonly offer: HTMLElement;
  private readonly offerText: HTMLElement;
  private readonly counter: HTMLElement;
  private readonly title: HTMLElement;
  private readonly text: HTMLElement;
  private readonly about: HTMLDetailsElement;
  private readonly task: HTMLElement;
  private readonly result: HTMLElement;
  /** The tour's last step leads on to the explorable article (every claim beside a live figure). */
  private readonly articleLink: HTMLElement;
  private readonly backButton: HTMLButtonElement;
  private readonly actionButton: HTMLButtonElement;
  private readonly nextButton: HTMLButtonElement;
  private progress: TourProgress;
  private shownIndex = -2;
  /** Where the focus was when the tour started: it goes back there when the tour is left by keyboard. */
  private returnFocus: HTMLElement | null = null;
  private readonly compact: MediaQueryList | null = typeof window.matchMedia === 'function' ? window.matchMedia(COMPACT_QUERY) : null;
  /** Set by what the card shows changing: the tour's step, the steps it measures, a change, another scene. */
  private readonly mark: ChangeMark;

  constructor(
    container: HTMLElement,
    private readonly demo: Demo,
    private readonly host: TourCardHost,
    private readonly storage: Storage | null = pageStorage(),
  ) {
    this.mark = new ChangeMark(demo.changes, ['tour', 'steps', 'intents', 'scene', 'moment']);
    this.progress = this.readProgress();
    this.counter = el('p', { className: 'tour-counter' });
    this.title = el('h2', { id: 'tour-title', className: 'tour-title' });
    this.text = el('p', { id: 'tour-text', className: 'tour-text' });
    // Open on a desktop (its summary hidden); folded on a phone, where the task and the result come first.
    this.about = el('details', { id: 'tour-about', className: 'tour-about' }, [el('summary', { text: 'About this step' }), this.text]);
    this.task = el('p', { id: 'tour-task', className: 'tour-task' });
    this.result = el('p', { id: 'tour-result', className: 'tour-result', attributes: { 'aria-live': 'polite' } });
    this.articleLink = el('p', { id: 'tour-article', className: 'tour-task' }, [
      'Read on: ',
      el('a', { text: 'the article, explorable', attributes: { href: ARTICLE_HREF } }),
      ', each claim beside a live figure you can branch.',
    ]);
    this.articleLink.hidden = true;
    this.backButton = tourButton('tour-back', 'Back', () => this.back());
    this.actionButton = tourButton('tour-action', 'Do it', () => this.act());
    this.nextButton = tourButton('tour-next', 'Next', () => this.next());
    // Its words go where the card is compact (its × stays): its name is always "Leave tour".
    const leave = button(
      { id: 'tour-leave', className: 'tool tour-button', attributes: { 'aria-label': 'Leave tour' } },
      () => this.leave(),
      [
        el('span', { className: 'tour-leave-words', text: 'Leave tour', attributes: { 'aria-hidden': 'true' } }),
        el('span', { className: 'tour-leave-cross', text: '×', attributes: { 'aria-hidden': 'true' } }),
      ],
    );
    // The words scroll within the card where it is short (a phone); the buttons stay in view below them.
    this.card = el(
      'section',
      { id: 'tour-card', className: 'tour-card', attributes: { 'aria-labelledby': 'tour-title', role: 'region' } },
      [
        el('div', { className: 'tour-words', attributes: { tabindex: '0', role: 'group', 'aria-label': 'The step' } }, [
          this.counter,
          this.title,
          this.about,
          this.task,
          this.result,
          this.articleLink,
        ]),
        el('div', { className: 'tour-buttons' }, [this.backButton, this.actionButton, this.nextButton, leave]),
      ],
    );
    this.compact?.addEventListener('change', () => this.fitToScreen());
    this.fitToScreen();
    this.card.hidden = true;
    this.offerText = el('span', { className: 'tour-offer-text' });
    this.offer = el('section', { id: 'tour-offer', className: 'tour-offer', attributes: { 'aria-label': 'Guided tour' } }, [
      this.offerText,
      tourButton('tour-offer-start', 'Start', () => this.startAt(this.progress.status === 'started' ? this.progress.step : 0)),
      tourButton('tour-offer-dismiss', 'Not now', () => this.dismissOffer(), '×'),
    ]);
    this.offer.hidden = true;
    container.append(this.card, this.offer);
    this.showOffer();
  }

  /** The Tour button (U): starts or resumes the tour, or leaves it. */
  toggle(): void {
    if (this.demo.tour.active) this.leave();
    else this.startAt(this.progress.status === 'started' ? this.progress.step : 0);
  }

  /** Once per frame: the card follows the step and its measured result, after a change it shows (`now`: at once). */
  frame(now = false): void {
    if (!this.mark.take() && !now) return;
    const view = this.demo.tour.view();
    if (!view) {
      setHidden(this.card, true);
      return;
    }
    setHidden(this.card, false);
    if (view.index !== this.shownIndex) this.showStep(view);
    // What the step measured, or what it waits for or measures now (never "Waiting" once the player acted).
    const shown = view.result ? `Result: ${view.result.text}` : view.status;
    const changed = this.result.textContent !== shown;
    setText(this.result, shown);
    // A new result or status where the words scroll (a phone's short card): its end in view, not cut under the buttons.
    if (changed) revealEnd(this.result);
    setText(this.actionButton, view.actionLabel);
    this.result.classList.toggle('done', view.result !== null);
    this.nextButton.classList.toggle('ready', view.result !== null);
  }

  /** Starts the tour at step `index` (0-based; a link's `?tour=STEP`). */
  startAt(index: number): void {
    if (!this.demo.tour.active) this.returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    this.offer.hidden = true;
    this.demo.tour.start(index);
    this.saveProgress({ status: 'started', step: this.demo.tour.index });
    this.frame(true);
    this.actionButton.focus();
    this.host.changed();
  }

  private next(): void {
    if (this.demo.tour.next()) {
      this.saveProgress({ status: 'started', step: this.demo.tour.index });
      this.frame(true);
      this.host.changed();
      return;
    }
    this.saveProgress({ status: 'done', step: 0 });
    this.leave();
  }

  private back(): void {
    this.demo.tour.back();
    this.saveProgress({ status: 'started', step: this.demo.tour.index });
    this.frame(true);
    this.host.changed();
  }

  private act(): void {
    this.demo.tour.act();
    this.host.changed();
  }

  /** Ends the tour: the player's own scene and settings come back, exactly as they were. */
  private leave(): void {
    if (!this.demo.tour.active) return;
    const hadFocus = this.card.contains(document.activeElement);
    this.demo.tour.leave();
    this.shownIndex = -2;
    this.card.hidden = true;
    this.host.showScope(false);
    this.host.changed();
    if (hadFocus) this.giveFocusBack();
  }

  /**
   * The card had the focus (a keyboard player left it): the focus goes back where it was when the
   * tour started, else to the Tour button, else (on a phone, where that is in the menu) to the
   * menu's button, never to the page's body.
   */
  private giveFocusBack(): void {
    const back = this.returnFocus;
    this.returnFocus = null;
    const target = [back, TOUR_BUTTON ? document.getElementById(TOUR_BUTTON) : null, document.getElementById('menu-toggle')].find(
      isFocusable,
    );
    target?.focus({ preventScroll: true });
  }

  private showStep(view: TourView): void {
    this.shownIndex = view.index;
    setText(this.counter, `Tour · step ${view.index + 1} of ${view.count}`);
    setText(this.title, view.title);
    this.title.dataset.step = `${view.index + 1}/${view.count}`;
    setText(this.text, view.text);
    setText(this.task, `Try: ${view.task}`);
    setText(this.actionButton, view.actionLabel);
    setText(this.nextButton, view.index + 1 === view.count ? 'Finish' : 'Next');
    this.articleLink.hidden = view.index + 1 !== view.count;
    // Each step starts with its explanation folded on a phone (the player may open it).
    this.about.open = !this.isCompact();
    this.backButton.disabled = view.index === 0;
    this.host.showScope(view.showsScope);
  }

  private isCompact(): boolean {
    return this.compact?.matches ?? false;
  }

  /** Compact on a phone (see {@link COMPACT_QUERY}): the explanation folds away; on a desktop it is open, with no summary to click. */
  private fitToScreen(): void {
    const compact = this.isCompact();
    this.card.classList.toggle('compact', compact);
    this.about.open = !compact;
  }

  private showOffer(): void {
    const { status, step } = this.progress;
    if (status === 'dismissed' || status === 'done') return;
    setText(this.offerText, status === 'started' ? `Resume the tour at step ${step + 1}?` : 'New here? A 7-step tour of the article.');
    this.offer.hidden = false;
  }

  /** Hides the offer for this visit without counting it as declined (the benchmark page has no use for it). */
  hideOffer(): void {
    this.offer.hidden = true;
  }

  private dismissOffer(): void {
    this.offer.hidden = true;
    this.saveProgress({ status: 'dismissed', step: this.progress.step });
  }

  private readProgress(): TourProgress {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(TOUR_STORAGE_KEY) ?? 'null');
      if (parsed && typeof parsed === 'object') {
        const { status, step } = parsed as Partial<TourProgress>;
        const steps = this.demo.tour.steps.length;
        if (
          (status === 'dismissed' || status === 'started' || status === 'done') &&
          Number.isInteger(step) &&
          (step as number) >= 0 &&
          (step as number) < steps
        )
          return { status, step: step as number };
      }
    } catch {
      // A corrupt value: offer the tour as to a new visitor.
    }
    return { status: 'new', step: 0 };
  }

  private saveProgress(progress: TourProgress): void {
    this.progress = progress;
    try {
      this.storage?.setItem(TOUR_STORAGE_KEY, JSON.stringify(progress));
    } catch {
      // Storage full or blocked: the tour still works, it just starts afresh next time.
    }
  }
}

function tourButton(id: string, label: string, onClick: () => void, text = label): HTMLButtonElement {
  // A name of its own only when the text is a symbol (×): otherwise the visible text is the name, so
  // that a button whose text changes (the step's action) is never named by its first text (WCAG 2.5.3).
  return button({ id, className: 'tool tour-button', text, attributes: text === label ? {} : { 'aria-label': label } }, onClick);
}

/** Scrolls `element`'s scrolling parent (the card's words) just enough that its end is in view, and its start if it fits. */
function revealEnd(element: HTMLElement): void {
  const box = element.parentElement;
  if (!box || box.scrollHeight <= box.clientHeight) return;
  const top = element.offsetTop - box.offsetTop;
  const bottom = top + element.offsetHeight;
  const wanted = Math.min(top, Math.max(box.scrollTop, bottom - box.clientHeight));
  if (Math.abs(wanted - box.scrollTop) >= 1) box.scrollTop = wanted;
}
