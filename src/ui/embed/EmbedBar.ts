import { ACTIONS, type ActionId } from '../../app/actionList';
import { el, setText } from '../dom';
import { buttonLook, playLabel, TURN_RATE_TOGGLE, type ToolbarState } from '../toolbar/Toolbar';
import { TurnRateFace } from '../toolbar/TurnRateFace';
import './embed.css';

/** The buttons of the embedded game's bar, in order: the actions whose entries give them a place there (`embedBar`). */
const EMBED_BAR_ACTIONS = ACTIONS.filter((action) => action.embedBar !== undefined).sort(
  (a, b) => (a.embedBar as number) - (b.embedBar as number),
);

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
    for (const action of EMBED_BAR_ACTIONS) {
      const id = action.id;
      const look = buttonLook(action, action.label);
      const button = el('button', {
        id,
        className: look.className,
        text: look.label,
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
    this.turnRate = new TurnRateFace(this.buttons.get(TURN_RATE_TOGGLE.id) as HTMLButtonElement, TURN_RATE_TOGGLE);
    // The long words where they fit, "Full demo" in a narrow frame (embed.css shows one).
    const open = el(
      'a',
      {
        id: 'embed-open-full',
        className: 'tool embed-open',
        title: 'The same scene in the full demo, with the panel, the tour and every tool (a new tab)',
        attributes: { href: fullDemoHref, target: '_blank', rel: 'noopener' },
      },
      [
        el('span', { className: 'embed-open-long', text: 'Open in the full demo' }),
        el('span', { className: 'embed-open-short', text: 'Full demo' }),
      ],
    );
    container.append(...this.buttons.values(), open);
  }

  /** Shows the state: play or pause, the turn rate in words and its tone. */
  sync(state: ToolbarState): void {
    for (const action of EMBED_BAR_ACTIONS) {
      const button = this.buttons.get(action.id);
      if (!button) continue;
      if (action.face === 'play') setText(button, playLabel(action, state.pressed.has(action.id)));
      if (action.pressed) button.setAttribute('aria-pressed', String(state.pressed.has(action.id)));
    }
    this.turnRate.show(state.turnRateLabel, state.turnRateTone, state.turnRateDetail, null);
  }

  /** The embed's bar has no menu: nothing to close. */
  closeMenuIfOpen(): boolean {
    return false;
  }

  /** Nothing to stop: the bar listens only to its own buttons. */
  destroy(): void {}
}
