import { BuiltinResults } from '../../app/challenge/BuiltinResults';
import type { ChallengeBests } from '../../app/challenge/ChallengeBests';
import type { BuiltinController } from '../../sim/challenges/builtinControllers';
import { CHALLENGE_LEVELS } from '../../sim/challenges/challengeLevels';
import { challengeButton } from './challengeButton';
import { formatScore } from '../../app/challenge/challengeOutcome';
import { el } from '../dom';

/** Fixed steps of the built-in table computed between two frames. */
const TABLE_STEPS_PER_SLICE = 3000;

/**
 * The challenge panel's table of every built-in controller's result on every level, beside the
 * player's best: hidden until its button asks, then computed a slice between two frames.
 */
export class BuiltinResultsTable {
  /** The region holding the table (scrolls sideways on a phone). */
  readonly host: HTMLElement;
  /** The button that shows and hides it. */
  readonly button: HTMLButtonElement;
  private table: BuiltinResults | null = null;

  constructor(
    private readonly builtins: readonly BuiltinController[],
    private readonly bests: ChallengeBests,
  ) {
    // A region that scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    this.host = el('div', {
      id: 'challenge-table',
      className: 'challenge-table',
      attributes: { role: 'region', 'aria-label': 'Built-in results', tabindex: '0' },
    });
    this.host.hidden = true;
    this.button = challengeButton('challenge-table-toggle', 'Built-in results', 'Every built-in controller’s result on every level', () =>
      this.toggle(),
    );
    this.button.setAttribute('aria-expanded', 'false');
  }

  private toggle(): void {
    const show = this.host.hidden;
    this.host.hidden = !show;
    this.button.setAttribute('aria-expanded', String(show));
    if (!show) return;
    if (!this.table) {
      this.table = new BuiltinResults(CHALLENGE_LEVELS, this.builtins);
      const slice = () => {
        const table = this.table;
        if (!table) return;
        const complete = table.advance(TABLE_STEPS_PER_SLICE);
        this.refresh();
        if (!complete) window.setTimeout(slice, 0);
      };
      window.setTimeout(slice, 0);
    }
    this.refresh();
  }

  /** Shows the results so far and the player's bests (when the table is shown). */
  refresh(): void {
    const table = this.table;
    if (!table || this.host.hidden) return;
    const { done, total } = table.progress;
    const caption = el('caption', {
      text:
        done < total
          ? `Built-in controllers on each level: computing ${done} of ${total} runs…`
          : 'Built-in controllers on each level (✓ passes, ✗ fails; the score in the level’s unit)',
    });
    const head = el('tr', {}, [
      el('th', { text: 'Level', attributes: { scope: 'col' } }),
      ...this.builtins.map((c) => el('th', { text: c.name, title: c.label, attributes: { scope: 'col' } })),
      el('th', { text: 'your best', attributes: { scope: 'col' } }),
    ]);
    const rows = CHALLENGE_LEVELS.map((level) => {
      const cells = this.builtins.map((controller) => {
        const result = table.cell(level.name, controller.name)?.result ?? null;
        return el('td', {
          className: result === null ? '' : result.passed ? 'passed' : 'failed',
          text: result === null ? '…' : `${result.passed ? '✓' : '✗'} ${formatScore(result.score, level.scoring.unit)}`,
          title: result?.progress ?? '',
        });
      });
      const best = this.bests.bestOf(level.name);
      const bestCell = el('td', {
        className: best ? (best.passed ? 'passed' : 'failed') : '',
        text: best ? `${best.passed ? '✓' : '✗'} ${formatScore(best.score, level.scoring.unit)}` : '–',
        title: best?.progress ?? 'not played yet',
      });
      return el('tr', {}, [el('th', { text: level.title, title: level.goal, attributes: { scope: 'row' } }), ...cells, bestCell]);
    });
    this.host.replaceChildren(el('table', {}, [caption, el('thead', {}, [head]), el('tbody', {}, rows)]));
  }
}
