import type { Demo, EntityRecord, RaceResultsView } from '../app/Demo';
import { entityCssColor } from '../app/palette';
import { el, setText } from './dom';
import './race.css';

/** Refresh period of the figures, s. */
const REFRESH_SECONDS = 0.2;

/** One row of the legend. */
interface Row {
  readonly record: EntityRecord;
  readonly figures: HTMLElement;
  waypoints: number;
  hits: number;
}

/** What the racers do, by the demo's mode (or the Hunt's). */
const RACE_SUBTITLES: Readonly<Record<Demo['mode'] | 'hunt', string>> = {
  path: 'following the same path',
  seek: 'chasing the same target',
  track: 'turning toward the same target',
  hunt: 'each hunting a moving target of its own',
};

/**
 * The race's legend (#race-legend, at the top right while racing, or under the HUD where the two
 * do not fit side by side): one row per racer with its colour, its controller and live figures
 * (waypoints reached, hits). Rebuilt when a race starts; the figures refresh a few times per
 * second, only when they change. When the lap is over for everyone, a results table
 * (#race-results) shows each racer's finish, its time to each waypoint, its largest overshoot and
 * its hits.
 */
export class RaceLegend {
  private rows: Row[] = [];
  private shownRecords: readonly EntityRecord[] | null = null;
  private readonly list: HTMLElement;
  private readonly subtitle: HTMLElement;
  private sinceRefresh = Infinity;
  private subtitleMode = '';
  private readonly results: HTMLTableElement;
  /** The results shown (null: none yet for this race). */
  private shownResults: RaceResultsView | null = null;

  constructor(private readonly root: HTMLElement) {
    root.hidden = true;
    root.setAttribute('aria-label', 'Race legend');
    this.subtitle = el('div', { className: 'race-subtitle' });
    this.list = el('ol', { className: 'race-rows' });
    this.results = el('table', { id: 'race-results', className: 'race-results' });
    this.results.hidden = true;
    root.append(el('div', { className: 'legend-title', text: 'Race: one racer per controller' }), this.subtitle, this.list, this.results);
  }

  /** Called every frame with the real frame time (s). */
  update(demo: Demo, frameSeconds: number): void {
    if (!demo.racing) {
      if (!this.root.hidden) this.root.hidden = true;
      this.shownRecords = null;
      return;
    }
    if (this.root.hidden) this.root.hidden = false;
    if (demo.records !== this.shownRecords || this.rows.length !== demo.records.length) this.build(demo.records);
    // A Hunt over the race gives each racer a moving target of its own.
    const subtitleMode = demo.hunting ? 'hunt' : demo.mode;
    if (this.subtitleMode !== subtitleMode) {
      this.subtitleMode = subtitleMode;
      setText(this.subtitle, `${RACE_SUBTITLES[subtitleMode]} · K ends the race`);
    }
    this.sinceRefresh += frameSeconds;
    if (this.sinceRefresh < REFRESH_SECONDS) return;
    this.sinceRefresh = 0;
    if (!this.shownResults) {
      const results = demo.raceResults;
      if (results?.complete) this.showResults(results);
    }
    for (const row of this.rows) {
      const waypoints = row.record.entity.waypointsReached;
      const hits = row.record.hits;
      if (waypoints === row.waypoints && hits === row.hits) continue;
      row.waypoints = waypoints;
      row.hits = hits;
      setText(row.figures, `${waypoints} waypoint${waypoints === 1 ? '' : 's'} · ${hits} hit${hits === 1 ? '' : 's'}`);
    }
  }

  private build(records: readonly EntityRecord[]): void {
    this.shownRecords = records;
    const items: HTMLElement[] = [];
    this.rows = records.map((record) => {
      const swatch = el('span', { className: 'swatch race-swatch' });
      swatch.style.background = entityCssColor(record.colorIndex);
      const figures = el('span', { className: 'race-figures', text: '0 waypoints · 0 hits' });
      items.push(el('li', { className: 'race-row', attributes: { 'data-racer': record.entity.id } }, [swatch, el('span', { className: 'race-name', text: record.label ?? record.entity.id }), figures]));
      return { record, figures, waypoints: -1, hits: -1 };
    });
    this.list.replaceChildren(...items);
    this.sinceRefresh = Infinity;
    this.shownResults = null;
    this.results.hidden = true;
  }

  /** The results table of a finished lap: one row per racer, fastest finish first. */
  private showResults(results: RaceResultsView): void {
    this.shownResults = results;
    const waypoints = Math.max(0, ...results.rows.map((row) => row.waypointTimes.length));
    const lap = results.lap === 'path' ? 'lap' : results.lap === 'seek' ? 'first hit' : 'settled';
    const header = el('tr', {}, [
      el('th', { text: 'racer', attributes: { scope: 'col' } }),
      el('th', { text: `${lap} (s)`, attributes: { scope: 'col' } }),
      ...Array.from({ length: waypoints }, (_, i) => el('th', { text: `wp ${i + 1}`, attributes: { scope: 'col' } })),
      el('th', { text: 'overshoot (°)', attributes: { scope: 'col' } }),
      el('th', { text: 'hits', attributes: { scope: 'col' } }),
    ]);
    const rows = [...results.rows]
      .sort((a, b) => finish(a.finishTime) - finish(b.finishTime))
      .map((row) => {
        const swatch = el('span', { className: 'swatch race-swatch' });
        swatch.style.background = entityCssColor(row.colorIndex);
        return el('tr', { attributes: { 'data-racer': row.id } }, [
          el('th', { attributes: { scope: 'row' } }, [swatch, row.label]),
          el('td', { text: row.finishTime === null ? 'did not finish' : row.finishTime.toFixed(2) }),
          ...Array.from({ length: waypoints }, (_, i) => el('td', { text: row.waypointTimes[i]?.toFixed(2) ?? '–' })),
          el('td', { text: row.maxOvershootDeg.toFixed(0) }),
          el('td', { text: String(row.hits) }),
        ]);
      });
    this.results.replaceChildren(el('caption', { text: `Results at the end of the ${lap === 'lap' ? 'lap' : 'race'}` }), el('thead', {}, [header]), el('tbody', {}, rows));
    this.results.hidden = false;
  }
}

/** A finish time for sorting: a racer that did not finish comes last. */
function finish(time: number | null): number {
  return time === null ? Number.POSITIVE_INFINITY : time;
}
