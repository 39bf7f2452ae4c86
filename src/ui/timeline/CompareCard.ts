import type { Demo } from '../../app/Demo';
import type { ComparedRun } from '../../app/history/comparedRuns';
import { MAX_TITLE_LENGTH } from '../../sim/scenario/comparisonFormat';
import type { RunComparison } from '../../app/history/compareRuns';
import { figureLines, limitNote, runHeading } from '../../app/history/comparisonWords';
import { readArticleReturn } from '../../app/gallery/articleReturn';
import { cssColor, entityCssColor, runColor } from '../../app/presentation/palette';
import { comparisonCsv, comparisonJson, comparisonFileName } from '../../app/history/comparisonExport';
import { button, downloadText, el, setHidden, setText } from '../dom';
import { ChangeMark } from '../ChangeMark';

/** Refresh period of the card's figures while the game runs, s of real time. */
const REFRESH_SECONDS = 0.2;

/**
 * The compare card (#compare-card) under the timeline while runs are compared: a column per run
 * (the recorded one, the what-ifs set aside, the one playing; each in its colour, named with its
 * change, a what-if set aside with a button to remove it) and a row per entity with its first turn
 * since the branch: how it began, reached, settled against the limit, its overshoot, its hits.
 * Its title names the comparison (a share link keeps it); it collapses to its header (the play
 * stays in view on a phone); it downloads every run's steps as CSV and the whole as JSON.
 */
export class CompareCard {
  readonly root: HTMLElement;
  private readonly caption: HTMLElement;
  private readonly head: HTMLTableRowElement;
  private readonly body: HTMLTableSectionElement;
  private readonly title: HTMLInputElement;
  private readonly collapse: HTMLButtonElement;
  private readonly content: HTMLElement;
  private sinceRefresh = Infinity;
  /** Set by what the card shows changing (steps, a change, the runs, another moment, the pause); it refreshes only then. */
  private readonly mark: ChangeMark;

  constructor(
    parent: HTMLElement,
    private readonly demo: Demo,
    private readonly notify: (message: string, kind?: 'error' | 'info') => void,
  ) {
    this.title = el('input', {
      id: 'compare-title',
      attributes: {
        type: 'text',
        maxlength: String(MAX_TITLE_LENGTH),
        placeholder: 'Name this comparison',
        'aria-label': 'Comparison title (kept in a share link)',
        autocomplete: 'off',
      },
    });
    this.collapse = button(
      {
        id: 'compare-collapse',
        className: 'tool',
        text: '\u25be',
        title: 'Fold the card to its header, or open it',
        attributes: { 'aria-expanded': 'true', 'aria-controls': 'compare-content', 'aria-label': 'Fold the compare card' },
      },
      () => this.fold(this.collapse.getAttribute('aria-expanded') === 'true'),
    );
    const csv = button(
      {
        id: 'compare-csv',
        className: 'tool',
        text: 'CSV',
        title: 'Download every run’s steps (heading error, angular velocity, command) as CSV',
      },
      () => this.download('csv'),
    );
    const json = button(
      {
        id: 'compare-json',
        className: 'tool',
        text: 'JSON',
        title: 'Download the runs, their changes, the card’s figures and every step as JSON',
      },
      () => this.download('json'),
    );
    this.caption = el('caption');
    this.head = el('tr');
    this.body = el('tbody');
    // What the limit is, with the band and the step it needs (the one rule every surface states).
    const note = el('p', { id: 'compare-limit-note', className: 'compare-note', text: limitNote(demo.clock.dt) });
    this.content = el('div', { id: 'compare-content', className: 'compare-content' }, [
      el('table', {}, [this.caption, el('thead', {}, [this.head]), this.body]),
      note,
    ]);
    // Opened from the article's figure: the way back to its section and what-if.
    const back = readArticleReturn(window.location.search);
    const backLink =
      back !== null && 'href' in back
        ? [
            el('a', {
              id: 'compare-article',
              className: 'tool',
              text: '\u2190 Article',
              title: 'Back to the article, at the figure and what-if this came from',
              attributes: { href: back.href },
            }),
          ]
        : [];
    if (back !== null && 'refused' in back) queueMicrotask(() => notify(back.refused, 'info'));
    this.root = el('section', { id: 'compare-card', attributes: { 'aria-label': 'Runs compared', 'data-frame': 'top' } }, [
      el('div', { className: 'compare-header' }, [...backLink, this.title, csv, json, this.collapse]),
      this.content,
    ]);
    this.root.hidden = true;
    parent.append(this.root);
    this.mark = new ChangeMark(demo.changes, ['steps', 'intents', 'history', 'moment', 'scene', 'time', 'opening']);
    this.title.addEventListener('change', () => this.rename());
    this.title.addEventListener('keydown', (event) => {
      // Typing a title must not drive the game (its keys are on the document).
      event.stopPropagation();
      if (event.key === 'Enter') this.title.blur();
    });
    this.head.addEventListener('click', (event) => {
      const remove = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-slot]');
      if (remove) this.remove(Number(remove.dataset.slot));
    });
  }

  /** Folds the card to its header (or opens it). */
  fold(folded: boolean): void {
    this.collapse.setAttribute('aria-expanded', String(!folded));
    this.collapse.setAttribute('aria-label', folded ? 'Open the compare card' : 'Fold the compare card');
    this.collapse.textContent = folded ? '\u25b8' : '\u25be';
    setHidden(this.content, folded);
    this.root.classList.toggle('folded', folded);
  }

  /**
   * Once per frame: after a change it shows, shown while comparing, its figures refreshed a few
   * times a second as the runs play (at once while paused).
   */
  update(frameSeconds: number): void {
    this.sinceRefresh += frameSeconds;
    if (!this.mark.marked || (this.sinceRefresh < REFRESH_SECONDS && !this.demo.clock.paused)) return;
    this.mark.take();
    const compared = this.demo.opening ? null : this.demo.history.compared;
    setHidden(this.root, compared === null);
    // Shown again at once when the runs come back (the first refresh is not held back).
    this.sinceRefresh = compared ? 0 : Infinity;
    if (!compared) return;
    if (document.activeElement !== this.title && this.title.value !== compared.title) this.title.value = compared.title;
    this.fill(compared.list, compared.figures);
  }

  private fill(runs: readonly ComparedRun[], comparison: RunComparison): void {
    setText(this.caption, `${runs.length} runs over the ${comparison.seconds.toFixed(2)} s since the branch`);
    const heads = runs.map((run) => {
      const { name, change } = runHeading(run, this.demo.clock.dt);
      const swatch = el('span', { className: 'swatch', attributes: { 'aria-hidden': 'true' } });
      swatch.style.background = cssColor(runColor(run.slot));
      const parts: Node[] = [swatch, el('span', { className: 'compare-run-name', text: name })];
      if (run.kind === 'kept')
        parts.push(
          el('button', {
            className: 'compare-remove',
            text: '\u00d7',
            title: `Remove ${name} from the comparison`,
            attributes: { type: 'button', 'data-slot': String(run.slot), 'aria-label': `Remove ${name}` },
          }),
        );
      parts.push(el('span', { className: 'compare-run-change', text: change }));
      return el('th', { attributes: { scope: 'col' } }, parts);
    });
    this.head.replaceChildren(el('th', { text: 'entity', attributes: { scope: 'col' } }), ...heads);
    const rows = comparison.entities.map((entry) => {
      const record = this.demo.view.findRecord(entry.id);
      const name = el('th', { text: entry.id, attributes: { scope: 'row' } });
      if (record) name.style.color = entityCssColor(record.colorIndex);
      const cells = entry.runs.map((figures) =>
        el(
          'td',
          {},
          figureLines(figures).map((line) => el('span', { className: 'compare-line', text: line })),
        ),
      );
      return el('tr', {}, [name, ...cells]);
    });
    this.body.replaceChildren(...rows);
  }

  private rename(): void {
    const compared = this.demo.history.compared;
    if (!compared) return;
    const result = compared.setTitle(this.title.value);
    if (!result.ok) this.notify(result.message);
    this.title.value = compared.title;
    // Its title is the comparison's (a share link keeps it): the address follows.
    this.demo.changes.publish('history');
  }

  private remove(slot: number): void {
    const result = this.demo.history.compared?.remove(slot);
    if (result && !result.ok) this.notify(result.message);
    // The runs compared changed (not through the door): the card, the address and the phase plot show it.
    this.sinceRefresh = Infinity;
    this.demo.changes.publish('history');
    this.demo.changes.deliver();
  }

  private download(kind: 'csv' | 'json'): void {
    const compared = this.demo.history.compared;
    if (!compared) return;
    const name = comparisonFileName(compared.title, kind);
    if (kind === 'csv') downloadText(comparisonCsv(compared), name, 'text/csv');
    else downloadText(comparisonJson(compared), name, 'application/json');
  }
}
