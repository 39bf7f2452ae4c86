import { describeController } from '../../app/fields/controllerFields';
import { TOGGLED_PLAYS } from '../../app/plays/playList';
import { FALLBACK_CONTROLLER_LABEL, type ControllerFailure } from '../../sim/control/FallibleController';
import type { Demo, DemoMode } from '../../app/Demo';
import { GUIDANCE_LABELS } from '../../app/fields/guidanceFields';
import { radToDeg } from '../../sim/math/angle';
import { el, setText } from '../dom';
import { signed } from '../format';
import { formatTurnRate } from '../../app/presentation/turnRateWords';
import type { ChangeFeed } from '../../app/changes/ChangeFeed';
import { ChangeMark } from '../ChangeMark';

/** Refresh period of the HUD text, s (numbers change every frame; people read at a few Hz). */
const REFRESH_SECONDS = 0.1;

const MODE_TEXT: Record<DemoMode, string> = {
  track: 'Track (turn to face)',
  seek: 'Seek (move to target)',
  path: 'Path (follow waypoints)',
};

type Row = 'mode' | 'entity' | 'speed' | 'error' | 'limit' | 'controller' | 'hits' | 'timeToHit' | 'time';

const ROW_LABELS: Record<Row, string> = {
  mode: 'Mode',
  entity: 'Selected',
  speed: 'Speed',
  error: 'Heading error',
  limit: 'Max turn rate',
  controller: 'Controller',
  hits: 'Hits',
  timeToHit: 'Last time to hit',
  time: 'Time',
};

/** A row showing this value says nothing yet and is left out of the compact HUD. */
const NOTHING = '–';

/**
 * The heads-up display (#hud), a compact strip over the top-left of the canvas: a row per figure of
 * {@link ROW_LABELS}, rows with nothing to say yet left out.
 */
export class Hud {
  private readonly values = new Map<Row, HTMLElement>();
  private readonly terms = new Map<Row, HTMLElement>();
  /** The speed row's label, which names the entity the rows after it describe ("missile-1 speed"). */
  private speedLabel: HTMLElement | null = null;
  private sinceRefresh = Infinity;
  /** Set by a change the rows show at once (a change, the selection, another scene or moment, the pause); none given: always. */
  private readonly now: ChangeMark;
  /** Set by steps: the figures are read again a few times a second. */
  private readonly later: ChangeMark;
  /** The time row as the demo last said it, before the frame rate (which is the page's). */
  private timeText = '';

  constructor(container: HTMLElement, changes: Pick<ChangeFeed, 'on'> | null = null) {
    this.now = new ChangeMark(changes, ['intents', 'selection', 'scene', 'moment', 'time']);
    this.later = new ChangeMark(changes, ['steps']);
    container.setAttribute('aria-label', 'Status');
    const list = el('dl', { className: 'hud-list' });
    for (const row of Object.keys(ROW_LABELS) as Row[]) {
      const value = el('dd', { className: `hud-${row}` });
      const term = el('dt', { className: `hud-${row}`, text: ROW_LABELS[row] });
      // A label and its value stay together on one line (a dl may group them in a div).
      const pair = el('div', { className: `hud-pair hud-${row}` }, [term, value]);
      list.append(pair);
      this.values.set(row, value);
      this.terms.set(row, pair);
      if (row === 'speed') this.speedLabel = term;
    }
    container.append(list);
  }

  /**
   * Called every frame with the real frame time (s): after steps, refreshes the text a few times per
   * second; after another change it shows, at once (`force`: at once, whatever changed). It reads
   * the demo only then.
   */
  update(demo: Demo, frameSeconds: number, fps: number, force = false): void {
    this.sinceRefresh += frameSeconds;
    if (!force && !this.now.marked && this.sinceRefresh < REFRESH_SECONDS) return;
    this.sinceRefresh = 0;
    const now = this.now.take();
    if (this.later.take() || now || force) this.read(demo);
    // Before the first frame there is no frame rate yet; the rate is the page's, written without reading the demo.
    this.set('time', `${this.timeText}${fps > 0 ? ` · ${Math.round(fps)} fps` : ''}`);
  }

  /** Every row but the frame rate, from the demo. */
  private read(demo: Demo): void {
    const selected = demo.view.selected;
    // A race and a hunt can be on together (a Hunt started over a race): both are named.
    let scene = '';
    for (const { kind, label } of TOGGLED_PLAYS) if (demo.plays.isPlaying(kind)) scene += `${label} · `;
    this.set('mode', `${scene}${MODE_TEXT[demo.editor.entities.mode]}`);
    if (selected) {
      const entity = selected.entity;
      const settings = entity.getSettings();
      const controller = settings.controller;
      this.set('entity', `${entity.id} (${entity.type})`);
      // The entity row is left out of the compact HUD (a ring marks the selection): its name leads the rows that describe it.
      if (this.speedLabel) setText(this.speedLabel, `${entity.id} speed`);
      this.set('speed', `${Math.hypot(entity.velocity.x, entity.velocity.y).toFixed(1)} m/s`);
      this.set('error', `${signed(radToDeg(entity.measureHeadingError()), 1)}°`);
      this.set('limit', formatTurnRate(entity.maxAngularAcceleration));
      const guidance =
        entity.type === 'missile' && settings.guidance !== 'pursuit'
          ? ` · ${settings.guidance === 'lead' ? GUIDANCE_LABELS.lead.split(' (')[0] : `PN, N = ${settings.navigationConstant}`}`
          : '';
      this.set(
        'controller',
        `${entity.customController ? customControllerText(entity.controllerFailure) : describeController(controller)}${guidance}`,
      );
    } else {
      this.set('entity', 'none (click an entity)');
      if (this.speedLabel) setText(this.speedLabel, ROW_LABELS.speed);
      this.set('speed', NOTHING);
      this.set('error', NOTHING);
      this.set('limit', formatTurnRate(demo.tuning.view().maxAngularAcceleration));
      this.set('controller', NOTHING);
    }
    const hits = demo.view.hits;
    this.set(
      'hits',
      hits.total === 0 && !demo.plays.isPlaying('hunt')
        ? NOTHING
        : selected
          ? `${hits.total} (${selected.entity.id}: ${selected.hits})`
          : String(hits.total),
    );
    const timeToHit = hits.lastTimeToHit;
    this.set('timeToHit', timeToHit === null ? NOTHING : `${timeToHit.toFixed(2)} s (${hits.lastEntityId})`);
    const rate = demo.clock.paused
      ? 'paused'
      : demo.clock.timeScale === 1
        ? 'real time'
        : `${demo.clock.timeScale === 0.25 ? '¼' : demo.clock.timeScale}× time`;
    this.timeText = `${demo.clock.time.toFixed(2)} s · ${rate}`;
  }

  private set(row: Row, text: string): void {
    const element = this.values.get(row);
    if (!element) return;
    setText(element, text);
    const quiet = text === NOTHING;
    if (element.classList.contains('hud-quiet') !== quiet) {
      this.terms.get(row)?.classList.toggle('hud-quiet', quiet);
      element.classList.toggle('hud-quiet', quiet);
    }
  }
}

/** What steers an entity given a controller object: the player's code, or the fallback once that failed. */
function customControllerText(failure: ControllerFailure | null): string {
  return failure ? `${FALLBACK_CONTROLLER_LABEL}, after your code failed` : 'your code (sandboxed)';
}
