import type { Demo, EntityRecord } from '../app/Demo';
import { entityCssColor } from '../app/palette';
import { el, setText } from './dom';

/** Refresh period of the figures, s. */
const REFRESH_SECONDS = 0.2;

/** One row of the legend. */
interface Row {
  readonly record: EntityRecord;
  readonly figures: HTMLElement;
  waypoints: number;
  hits: number;
}

/**
 * The race's legend (#race-legend, over the game's top-right corner while racing): one row per
 * racer with its colour, its controller and live figures (waypoints reached, hits). Rebuilt when a
 * race starts; the figures refresh a few times per second, only when they change.
 */
export class RaceLegend {
  private rows: Row[] = [];
  private shownRecords: readonly EntityRecord[] | null = null;
  private readonly list: HTMLElement;
  private readonly subtitle: HTMLElement;
  private sinceRefresh = Infinity;
  private subtitleMode = '';

  constructor(private readonly root: HTMLElement) {
    root.hidden = true;
    root.setAttribute('aria-label', 'Race legend');
    this.subtitle = el('div', { className: 'race-subtitle' });
    this.list = el('ol', { className: 'race-rows' });
    root.append(el('div', { className: 'legend-title', text: 'Race: one racer per controller' }), this.subtitle, this.list);
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
    if (this.subtitleMode !== demo.mode) {
      this.subtitleMode = demo.mode;
      setText(this.subtitle, demo.mode === 'path' ? 'following the same path · K ends the race' : demo.mode === 'seek' ? 'chasing the same target · K ends the race' : 'turning toward the same target · K ends the race');
    }
    this.sinceRefresh += frameSeconds;
    if (this.sinceRefresh < REFRESH_SECONDS) return;
    this.sinceRefresh = 0;
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
  }
}
