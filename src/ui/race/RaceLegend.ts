import type { Demo, RaceResultRow, RaceResultsView } from '../../app/Demo';
import { entityCssColor } from '../../app/presentation/palette';
import { el, setText } from '../dom';
import type { ChangeFeed } from '../../app/changes/ChangeFeed';
import { ChangeMark } from '../ChangeMark';
import './race.css';

/** Refresh period of the figures, s. */
const REFRESH_SECONDS = 0.2;
/** A course of more waypoints than this gets no column per waypoint (the table would not fit). */
const MAX_WAYPOINT_COLUMNS = 4;

/** What the racers do, by the demo's mode (or the Hunt's). */
const RACE_SUBTITLES: Readonly<Record<Demo['editor']['entities']['mode'] | 'hunt', string>> = {
  path: 'the same path, starting one by one',
  seek: 'the same target, from an arc round it',
  track: 'turning toward the same target',
  hunt: 'each hunting a moving target of its own',
};

/** What the caption says of the times, by the play the table belongs to. */
const CAPTIONS: Readonly<Record<RaceResultsView['play'], string>> = {
  race: 'Racers, timed from their own start',
  hunt: 'Racers in the Hunt, timed from its start, hits since it began',
};

/** The column that times a lap, by what a lap is. */
const LAP_HEADINGS: Readonly<Record<Demo['editor']['entities']['mode'], string>> = {
  path: 'lap (s)',
  seek: 'first hit (s)',
  track: 'settled (s)',
};

/** One racer's row: its cells that change. */
interface Row {
  readonly element: HTMLTableRowElement;
  readonly finish: HTMLTableCellElement;
  readonly waypoints: HTMLTableCellElement[];
  readonly overshoot: HTMLTableCellElement | null;
  readonly hits: HTMLTableCellElement | null;
}

/**
 * The race's legend (#race-legend, at the top right while racing, or under the HUD where the two
 * do not fit side by side, or at the top of a phone's open panel: {@link dock}): one table (#race-results) that is both the legend and the
 * results, a
 * row per racer (its colour and its controller, the detail of the name left out on a phone) and
 * only the columns the race has: the lap's time (a lap is every waypoint once, a first hit, or
 * settling on the target), each waypoint's time on a short course (not on a phone, where the lap's
 * column counts the waypoints instead), the largest overshoot, and the hits in a chase. The figures fill in as the racers go, a few times a
 * second and only when they
 * change; when the lap is over for everyone the caption says so and the rows are sorted, fastest
 * first.
 */
export class RaceLegend {
  private rows: Row[] = [];
  private shownRecords: readonly unknown[] | null = null;
  private readonly subtitle: HTMLElement;
  private readonly table: HTMLTableElement;
  private readonly caption: HTMLTableCaptionElement;
  private readonly body: HTMLTableSectionElement;
  private readonly head: HTMLTableSectionElement;
  private sinceRefresh = Infinity;
  private subtitleMode = '';
  /** The play and the lap the table's columns were made for, and whether its final order is shown. */
  private play: RaceResultsView['play'] | null = null;
  private lap: RaceResultsView['lap'] | null = null;
  private complete = false;

  /** Where the legend lives over the play area (#top-overlays), to come back to from a sheet. */
  private readonly home: HTMLElement | null;

  /** Another scene (or moment, or racers), or a change: the table is looked at again at once. */
  private readonly now: ChangeMark;
  /** The racers went on: their figures are read again a few times a second. */
  private readonly later: ChangeMark;

  constructor(
    private readonly root: HTMLElement,
    changes: Pick<ChangeFeed, 'on'> | null = null,
  ) {
    this.now = new ChangeMark(changes, ['scene', 'moment', 'entities', 'intents']);
    this.later = new ChangeMark(changes, ['steps']);
    this.home = root.parentElement;
    root.hidden = true;
    root.setAttribute('aria-label', 'Race legend');
    this.subtitle = el('span', { className: 'race-subtitle' });
    this.caption = el('caption', { className: 'race-caption' });
    this.head = el('thead');
    this.body = el('tbody');
    this.table = el('table', { id: 'race-results', className: 'race-results' }, [this.caption, this.head, this.body]);
    root.append(el('div', { className: 'legend-title race-title' }, [el('span', { text: 'Race: ' }), this.subtitle]), this.table);
  }

  /**
   * Puts the legend at the top of `sheet` (a phone's panel, a sheet under the play area: there the
   * legend is beside the play area instead of covering most of what is left of it), or back over
   * the play area with null.
   */
  dock(sheet: HTMLElement | null): void {
    const parent = sheet ?? this.home;
    if (!parent || this.root.parentElement === parent) return;
    if (sheet) sheet.prepend(this.root);
    else parent.append(this.root);
  }

  /** Called every frame with the real frame time (s). */
  update(demo: Demo, frameSeconds: number): void {
    this.sinceRefresh += frameSeconds;
    // Read only after a change it was told of: at once for another scene, else a few times a second.
    if (!this.now.marked && (!this.later.marked || this.sinceRefresh < REFRESH_SECONDS)) return;
    this.now.take();
    this.later.take();
    // Only the table of the play on screen is shown (a race's, or the Hunt's over a race): none under
    // another play, whose rows and status box would say different things.
    const results = demo.plays.raceResults;
    if (!results) {
      if (!this.root.hidden) this.root.hidden = true;
      this.shownRecords = null;
      this.play = null;
      return;
    }
    if (this.root.hidden) this.root.hidden = false;
    if (
      demo.view.records !== this.shownRecords ||
      this.play !== results.play ||
      this.lap !== results.lap ||
      this.rows.length !== results.rows.length
    )
      this.build(demo.view.records, results);
    // A Hunt over the race gives each racer a moving target of its own.
    const subtitleMode = results.play === 'hunt' ? 'hunt' : demo.editor.entities.mode;
    if (this.subtitleMode !== subtitleMode) {
      this.subtitleMode = subtitleMode;
      setText(this.subtitle, `${RACE_SUBTITLES[subtitleMode]} · K ends it`);
    }
    this.sinceRefresh = 0;
    results.rows.forEach((row, i) => this.fill(this.rows[i], row, results, demo.clock.time));
    if (results.complete && !this.complete) this.finish(results);
  }

  /** Makes the table for a new race: the columns its lap has, a row per racer. */
  private build(records: readonly unknown[], results: RaceResultsView): void {
    this.shownRecords = records;
    this.play = results.play;
    this.lap = results.lap;
    this.complete = false;
    const waypointColumns = results.lap === 'path' && results.lapLength <= MAX_WAYPOINT_COLUMNS ? results.lapLength : 0;
    const seek = results.lap === 'seek';
    // The racers' overshoots are measured since the race began: not a figure of the Hunt's.
    const overshoots = results.play === 'race';
    this.head.replaceChildren(
      el('tr', {}, [
        heading('racer'),
        heading(LAP_HEADINGS[results.lap]),
        ...Array.from({ length: waypointColumns }, (_, i) => heading(`wp ${i + 1}`, `time to waypoint ${i + 1}, s`, 'race-wp')),
        ...(overshoots ? [heading('overshoot (°)', 'the largest overshoot of its turns, degrees')] : []),
        ...(seek ? [heading('hits')] : []),
      ]),
    );
    this.rows = results.rows.map((row) => {
      const swatch = el('span', { className: 'swatch race-swatch' });
      swatch.style.background = entityCssColor(row.colorIndex);
      const [name, detail] = splitName(row.label);
      const finish = el('td', { className: 'race-finish', text: '–' });
      const waypoints = Array.from({ length: waypointColumns }, () => el('td', { className: 'race-wp', text: '–' }));
      const overshoot = overshoots ? el('td', { text: '0' }) : null;
      const hits = seek ? el('td', { text: '0' }) : null;
      const element = el('tr', { className: 'race-row', attributes: { 'data-racer': row.id } }, [
        el('th', { attributes: { scope: 'row' } }, [
          swatch,
          el('span', { className: 'race-name', text: name }),
          ...(detail ? [el('span', { className: 'race-name-detail', text: ` ${detail}` })] : []),
        ]),
        finish,
        ...waypoints,
        ...(overshoot ? [overshoot] : []),
        ...(hits ? [hits] : []),
      ]);
      return { element, finish, waypoints, overshoot, hits };
    });
    this.body.replaceChildren(...this.rows.map((row) => row.element));
    setText(this.caption, CAPTIONS[results.play]);
  }

  /** Writes one racer's figures as they stand at `time` (s from the race's start). */
  private fill(row: Row | undefined, result: RaceResultRow, results: RaceResultsView, time: number): void {
    if (!row) return;
    let finish: string;
    if (result.finishTime !== null) finish = result.finishTime.toFixed(2);
    else if (time + 1e-9 < result.startTime) finish = `starts in ${(result.startTime - time).toFixed(1)} s`;
    else if (results.complete) finish = 'DNF';
    else if (results.lap === 'path') finish = `${result.waypointTimes.length}/${results.lapLength} wp`;
    else finish = '…';
    setText(row.finish, finish);
    row.finish.title = finish === 'DNF' ? 'did not finish' : '';
    row.waypoints.forEach((cell, i) => setText(cell, result.waypointTimes[i]?.toFixed(2) ?? '–'));
    if (row.overshoot) setText(row.overshoot, result.maxOvershootDeg.toFixed(0));
    if (row.hits) setText(row.hits, String(result.hits));
  }

  /**
   * The lap is over for everyone: the rows in order of finish, fastest first, and a caption that says so and that they are kept (a record:
   * RaceResults).
   */
  private finish(results: RaceResultsView): void {
    this.complete = true;
    const order = results.rows.map((row, i) => ({ row, element: this.rows[i]?.element })).sort((a, b) => finishOf(a.row) - finishOf(b.row));
    this.body.replaceChildren(...order.flatMap(({ element }) => (element ? [element] : [])));
    setText(
      this.caption,
      `Results at the end of the ${results.lap === 'path' ? 'lap' : 'race'}, kept as they stood (moves after it do not count)`,
    );
  }
}

/** A column's heading, with a tooltip when it says more than its text. */
function heading(text: string, title = '', className = ''): HTMLTableCellElement {
  return el('th', { text, title, className, attributes: { scope: 'col' } });
}

/** "PID (the article)" → ["PID", "(the article)"]: the name, and a detail a narrow screen leaves out. */
function splitName(label: string): [string, string] {
  const at = label.indexOf(' (');
  return at < 0 ? [label, ''] : [label.slice(0, at), label.slice(at + 1)];
}

/** A finish time for sorting: a racer that did not finish comes last. */
function finishOf(row: RaceResultRow): number {
  return row.finishTime ?? Number.POSITIVE_INFINITY;
}
