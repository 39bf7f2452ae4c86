import { actionById, type ActionId } from '../../app/actionCatalog';
import { el, setText } from '../dom';
import type { ToolbarState } from '../toolbar/Toolbar';
import { TurnRateFace } from '../toolbar/TurnRateFace';
import './embed.css';

/** The buttons of the embedded game's bar, in order. */
const EMBED_BAR_ACTIONS: readonly ActionId[] = ['pause', 'reset', 'turn-rate-toggle'];

/**
 * The bar of an embedded game (`?embed=1`), in place of the full toolbar: play/pause, reset, the
 * turn-rate toggle and a link "Open in the full demo" (the same address without `embed`, in a new
 * tab). Its buttons keep their actions' ids, as the full toolbar's do (a contract with the browser
 * tests), and run them the same way. The same interface as the toolbar's for the UI: {@link sync},
 * {@link closeMenuIfOpen} (it has no menu), {@link destroy}.
 */
export class EmbedBar {
  private readonly buttons = new Map<ActionId, HTMLButtonElement>();
  private readonly turnRate: TurnRateFace;

  constructor(container: HTMLElement, run: (id: ActionId) => void, fullDemoHref: string) {
    container.classList.add('embed-bar');
    container.setAttribute('aria-label', 'Game controls');
    for (const id of EMBED_BAR_ACTIONS) {
      const action = actionById(id);
      const button = el('button', {
        id,
        className: id === 'pause' ? 'tool play' : id === 'turn-rate-toggle' ? 'tool turn-rate' : 'tool',
        text: id === 'turn-rate-toggle' ? '' : action.label,
        title: `${action.description} [${action.keyHint}]`,
        attributes: { type: 'button', 'aria-keyshortcuts': action.keyHint.replace(/ \/ /g, ' ') },
      });
      button.addEventListener('click', (event) => {
        run(id);
        // A mouse click should not leave focus on the button, or Space would click it again.
        if (event.detail > 0) button.blur();
      });
      this.buttons.set(id, button);
    }
    this.turnRate = new TurnRateFace(this.buttons.get('turn-rate-toggle') as HTMLButtonElement, actionById('turn-rate-toggle'));
    // The long words where they fit, "Full demo" in a narrow frame (embed.css shows one).
    const open = el(
      'a',
      {
        id: 'embed-open-full',
        className: 'tool embed-open',
        title: 'The same scene in the full demo, with the panel, the tour and every tool (a new tab)',
        attributes: { href: fullDemoHref, target: '_blank', rel: 'noopener' },
      },
      [el('span', { className: 'embed-open-long', text: 'Open in the full demo' }), el('span', { className: 'embed-open-short', text: 'Full demo' })],
    );
    container.append(...this.buttons.values(), open);
  }

  /** Shows the state: play or pause, the turn rate in words and its tone. */
  sync(state: ToolbarState): void {
    const pause = this.buttons.get('pause');
    if (pause) {
      setText(pause, state.pressed.has('pause') ? 'Play' : 'Pause');
      pause.setAttribute('aria-pressed', String(state.pressed.has('pause')));
    }
    this.turnRate.show(state.turnRateLabel, state.turnRateTone, state.turnRateDetail, null);
    this.buttons.get('turn-rate-toggle')?.setAttribute('aria-pressed', String(state.pressed.has('turn-rate-toggle')));
  }

  /** The embed's bar has no menu: nothing to close. */
  closeMenuIfOpen(): boolean {
    return false;
  }

  /** Nothing to stop: the bar listens only to its own buttons. */
  destroy(): void {}
}
