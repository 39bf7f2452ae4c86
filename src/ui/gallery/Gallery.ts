import { gallerySections, type GalleryCard } from '../../app/gallery/galleryCatalog';
import { GALLERY_PAGES, type GalleryPageCard } from '../../app/gallery/galleryPages';
import { sketchScene, type SceneSketch } from '../../app/gallery/sceneSketch';
import { el } from '../dom';
import { ModalDialog } from '../keyboard/ModalDialog';
import { IdleWork } from '../idleWork';
import { paintSketch } from './SketchPainter';
import './gallery.css';

/**
 * Fixed steps of a picture's scene per slice of idle work: about 3 ms for the costliest scene (a
 * missile bouncing off a wall and a crate: 0.27 ms a step in Node), so a slice fits an idle period.
 */
const STEPS_PER_SLICE = 10;

/** Where a picture starts being drawn: this far below the visible part of the list, CSS px. */
const PRELOAD_MARGIN = '160px';

/**
 * The gallery (More › Gallery, or `?gallery`): a native modal `<dialog>` with a card for every
 * example scenario, every tour step and every challenge level. Each card is a link that opens it
 * directly (`?scene=NAME`, `?tour=STEP`, `?level=NAME`: the page loads it, so the address can be
 * shared), with a title, one line of what it shows, and a small picture drawn from the scene
 * itself: the scene runs headless for a few seconds in the page's idle time (never a frame's),
 * only once its card scrolls into view, and its bodies' tracks and targets are drawn.
 * Keyboard: Tab stays in the dialog, Escape (or Close, or a click on the backdrop) closes it and
 * focus goes back where it was.
 */
export class Gallery {
  private readonly dialog: ModalDialog;
  private readonly list: HTMLElement;
  private readonly closeButton: HTMLButtonElement;
  private readonly pictures = new Map<HTMLCanvasElement, GalleryCard>();
  private readonly sketches = new Map<string, SceneSketch>();
  private readonly work = new IdleWork();
  private observer: IntersectionObserver | null = null;

  constructor(container: HTMLElement) {
    this.closeButton = el('button', {
      id: 'gallery-close',
      className: 'help-close',
      text: 'Close',
      title: 'Close the gallery [Esc]',
      attributes: { type: 'button' },
    });
    this.list = el('div', { className: 'gallery-body' });
    const pagesHeading = 'gallery-page-heading';
    this.list.append(
      el('section', { className: 'gallery-section', attributes: { 'aria-labelledby': pagesHeading } }, [
        el('h3', { id: pagesHeading, text: `Other pages (${GALLERY_PAGES.length})` }),
        el(
          'ul',
          { className: 'gallery-list' },
          GALLERY_PAGES.map((page) => el('li', {}, [pageLink(page)])),
        ),
      ]),
    );
    for (const section of gallerySections()) {
      const headingId = `gallery-${section.kind}-heading`;
      const items = section.cards.map((card) => el('li', {}, [this.cardLink(card)]));
      this.list.append(
        el('section', { className: 'gallery-section', attributes: { 'aria-labelledby': headingId } }, [
          el('h3', { id: headingId, text: `${section.title} (${section.cards.length})` }),
          el('ul', { className: 'gallery-list' }, items),
        ]),
      );
    }
    const root = el(
      'dialog',
      { id: 'gallery', className: 'gallery', attributes: { 'aria-labelledby': 'gallery-title', 'aria-describedby': 'gallery-intro' } },
      [
        el('div', { className: 'gallery-frame' }, [
          el('div', { className: 'gallery-header' }, [el('h2', { id: 'gallery-title', text: 'Gallery' }), this.closeButton]),
          el('p', {
            id: 'gallery-intro',
            className: 'gallery-intro',
            text:
              'The 3D lab, and every way of playing, example scene, tour step and challenge level. Each card is a link: open it ' +
              'here, or copy it to share that scene.',
          }),
          this.list,
        ]),
      ],
    );
    this.dialog = new ModalDialog(root, () => this.stopPictures());
    this.dialog.closesOnClick(this.closeButton);
    container.append(root);
  }

  /**
   * Shows it (modal), focuses its close button and starts drawing the pictures in view. `from`:
   * where focus was when the player asked for it (the chunk may load after the menu has closed).
   */
  open(from: Element | null = document.activeElement): void {
    if (this.dialog.isOpen) return;
    this.dialog.open(from);
    this.closeButton.focus({ preventScroll: true });
    this.watchPictures();
  }

  private cardLink(card: GalleryCard): HTMLAnchorElement {
    const picture = el('canvas', { className: 'gallery-picture', attributes: { 'aria-hidden': 'true', width: '176', height: '110' } });
    this.pictures.set(picture, card);
    return el('a', { id: card.id, className: 'gallery-item', attributes: { href: card.href } }, [
      picture,
      el('span', { className: 'gallery-item-title', text: card.title }),
      el('span', { className: 'gallery-item-line', text: card.line }),
    ]);
  }

  /** Draws each picture not drawn yet once its card comes near the visible part of the list. */
  private watchPictures(): void {
    this.observer?.disconnect();
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || !(entry.target instanceof HTMLCanvasElement)) continue;
          this.observer?.unobserve(entry.target);
          this.draw(entry.target);
        }
      },
      { root: this.list, rootMargin: `0px 0px ${PRELOAD_MARGIN} 0px` },
    );
    for (const picture of this.pictures.keys()) if (picture.dataset['drawn'] === undefined) this.observer.observe(picture);
  }

  private draw(picture: HTMLCanvasElement): void {
    const card = this.pictures.get(picture);
    if (!card) return;
    const known = this.sketches.get(card.id);
    if (known) {
      this.paint(picture, known);
      return;
    }
    picture.dataset['drawn'] = 'pending';
    this.work.add(
      runLater(card),
      (sketch) => {
        this.sketches.set(card.id, sketch);
        this.paint(picture, sketch);
      },
      (error) => {
        picture.dataset['drawn'] = 'failed';
        picture.title = `No picture: ${error instanceof Error ? error.message : String(error)}`;
      },
    );
  }

  private paint(picture: HTMLCanvasElement, sketch: SceneSketch): void {
    paintSketch(picture, sketch);
    picture.dataset['drawn'] = 'true';
  }

  /** Stops the pictures' work, as the dialog closes: the game has the idle time back. */
  private stopPictures(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.work.clear();
    for (const picture of this.pictures.keys()) if (picture.dataset['drawn'] === 'pending') delete picture.dataset['drawn'];
  }
}

/** A card for another page: its picture is an image of it, loaded when the card comes near the view. */
function pageLink(page: GalleryPageCard): HTMLAnchorElement {
  return el('a', { id: page.id, className: 'gallery-item', attributes: { href: page.href } }, [
    el('img', {
      className: 'gallery-picture',
      attributes: { src: page.image, alt: page.imageAlt, width: '176', height: '110', loading: 'lazy', decoding: 'async' },
    }),
    el('span', { className: 'gallery-item-title', text: page.title }),
    el('span', { className: 'gallery-item-line', text: page.line }),
  ]);
}

/** A card's picture as idle work: even building its scene waits for the first slice. */
function* runLater(card: GalleryCard): Generator<void, SceneSketch, void> {
  yield;
  return yield* sketchScene(card.sketch(), card.seconds, STEPS_PER_SLICE);
}
