// The turn card: the turn under way beside the ghost of the last one, each measured by the game's turn meter along its axis, and what the
// limit counts.
import { el, setHidden, setText } from '../../ui/dom';
import type { TurnRun } from '../scene/TurnRun';
import { limitRuleShortWords, limitRuleWords } from '../scene/turnLimitRule';
import { LAB_DT } from '../scene/turnChoice';
import {
  comparisonTitle,
  limitText,
  motorText,
  NO_GHOST_HINT,
  overshootText,
  reachedEarlyLine,
  reachedText,
  runName,
  settledText,
  summaryText,
  turnText,
} from './turnCardWords';

/** The card's rows: id, label, and how each turn's figure reads. */
const ROWS = [
  ['angle', 'Turn', turnText],
  ['motor', 'Motor α(n)', motorText],
  ['reached', 'Reached', reachedText],
  ['settled', 'Settled', settledText],
  ['overshoot', 'Overshoot', overshootText],
  ['limit', 'Limit', limitText],
] as const;

/** A row's title: what the figure means, in the 2D card's words. */
const ROW_TITLES: Readonly<Record<(typeof ROWS)[number][0], string>> = {
  angle: 'The angle from the wanted orientation at the start, and how the craft was moving then',
  motor: 'The motor’s angular acceleration budget along the turn’s axis n',
  reached: 'The first step within 1° of the wanted orientation, even while swinging through',
  settled: 'The first step within 1° and slower than 0.05 rad/s: there it stays',
  overshoot: 'How far it swung past the wanted orientation, on the far side',
  limit: 'The fewest steps any controller could settle this turn in, from its start, with this motor',
};

/** The live summary does not wait longer than this for a ghost that does not settle, s. */
const GIVE_UP_SECONDS = 10;

/** The two columns: the turn under way, and the ghost of the last one. */
type Column = 'now' | 'ghost';

/**
 * The card: a table with a column for the turn under way and one for the ghost (hidden before a
 * change), its title saying what the two differ in; a line saying why a turn reached before its
 * limit when one did; what the limit counts, with its parameters; and a live region that reads the
 * turns out once both are done (or the first has settled and the other cannot).
 */
export class TurnCard {
  private readonly title: HTMLElement;
  private readonly names: Record<Column, HTMLElement>;
  private readonly cells = new Map<string, HTMLElement>();
  private readonly ghostCells: HTMLElement[] = [];
  private readonly early: HTMLElement;
  private readonly hint: HTMLElement;
  private announced = -1;

  constructor(
    container: HTMLElement,
    private readonly summary: HTMLElement,
  ) {
    this.title = el('h2', { id: 'lab-card-title' });
    this.names = {
      now: el('span', { id: 'lab-card-now-name' }),
      ghost: el('span', { id: 'lab-card-ghost-name' }),
    };
    const nowHead = el('th', { className: 'lab-card-now', attributes: { scope: 'col' } }, [
      this.names.now,
      el('span', { className: 'lab-card-role', text: 'now' }),
    ]);
    const ghostHead = el('th', { className: 'lab-card-ghost', attributes: { scope: 'col' } }, [
      this.names.ghost,
      el('span', { className: 'lab-card-role', text: 'ghost: the last turn' }),
    ]);
    this.ghostCells.push(ghostHead);
    const body = el('tbody');
    for (const [row, label] of ROWS) {
      const now = el('td', { id: `lab-card-now-${row}`, className: 'lab-card-now' });
      const ghost = el('td', { id: `lab-card-ghost-${row}`, className: 'lab-card-ghost' });
      this.cells.set(`now-${row}`, now);
      this.cells.set(`ghost-${row}`, ghost);
      this.ghostCells.push(ghost);
      body.append(el('tr', {}, [el('th', { text: label, title: ROW_TITLES[row], attributes: { scope: 'row' } }), now, ghost]));
    }
    const table = el('table', { id: 'lab-card-table' }, [el('thead', {}, [el('tr', {}, [el('td'), nowHead, ghostHead])]), body]);
    this.early = el('p', { id: 'lab-card-early', className: 'lab-card-line' });
    this.hint = el('p', { id: 'lab-card-hint', className: 'lab-card-line', text: NO_GHOST_HINT });
    const rule = el('p', { id: 'lab-card-rule', className: 'lab-card-line' }, [
      el('span', { className: 'lab-card-rule-full', text: limitRuleWords(LAB_DT) }),
      el('span', { className: 'lab-card-rule-short', text: limitRuleShortWords(LAB_DT) }),
    ]);
    container.append(this.title, table, this.early, this.hint, rule);
  }

  /** Shows the turn under way and the ghost (null: none yet). */
  update(run: TurnRun, ghost: TurnRun | null, replay: number): void {
    setText(this.title, comparisonTitle(run, ghost));
    setText(this.names.now, runName(run, ghost));
    const shown = ghost !== null;
    for (const cell of this.ghostCells) setHidden(cell, !shown);
    if (ghost !== null) setText(this.names.ghost, runName(ghost, run));
    for (const [row, , read] of ROWS) {
      setText(this.cells.get(`now-${row}`) as HTMLElement, read(run));
      if (ghost !== null) setText(this.cells.get(`ghost-${row}`) as HTMLElement, read(ghost));
    }
    const early = reachedEarlyLine(
      ghost === null
        ? [{ run, name: runName(run, null) }]
        : [
            { run, name: runName(run, ghost) },
            { run: ghost, name: `The ghost (${runName(ghost, run)})` },
          ],
    );
    // Emptied rather than hidden: a phone's card keeps its room (the view under it does not jump mid-turn).
    setText(this.early, early ?? '');
    setHidden(this.hint, shown);
    if (replay !== this.announced && done(run) && (ghost === null || done(ghost) || ghost.time >= GIVE_UP_SECONDS)) {
      this.announced = replay;
      setText(this.summary, summaryText(run, ghost));
    }
  }
}

/** Whether a turn's figures are final: settled, or no turn to time. */
function done(run: TurnRun): boolean {
  return !run.timed || (run.figures?.seconds ?? null) !== null;
}
