/** The Turn rate toggle's face (tone dot, caption, word, tooltip), built once for the toolbar and the embed's bar. */
import type { ActionSpec } from '../../app/actionCatalog';
import type { TurnRateSummary } from '../../app/presentation/turnRateWords';
import { el, setText } from '../dom';

/**
 * The face of the Turn rate toggle, the same in the toolbar and in the embed's bar: a dot in the
 * rate's tone, the action's label as its caption ("Turn rate: "), the rate in a word, and a tooltip
 * with the rates in full.
 */
export class TurnRateFace {
  private readonly word: HTMLElement;

  constructor(
    private readonly button: HTMLButtonElement,
    private readonly action: ActionSpec,
  ) {
    this.word = el('span', { className: 'turn-word' });
    button.append(
      el('span', { className: 'tone-dot', attributes: { 'aria-hidden': 'true' } }),
      el('span', { className: 'turn-caption', text: `${action.label}: ` }),
      this.word,
    );
  }

  /**
   * Shows the rate in a word (`label`) in its `tone` and, in the tooltip, `detail` (the rates in full) and what a press would set, when
   * `offer` names it.
   */
  show(label: string, tone: TurnRateSummary['tone'], detail: string, offer: string | null): void {
    setText(this.word, label);
    if (this.button.dataset['tone'] !== tone) this.button.dataset['tone'] = tone;
    const title = `Max turn rate (${this.action.keyHint}): ${detail}.${offer === null ? '' : ` Press to set every entity to ${offer}.`}`;
    if (this.button.title !== title) this.button.title = title;
  }
}
