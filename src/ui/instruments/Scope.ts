import type { Demo } from '../../app/Demo';
import type { ScopeChannel, ScopeRecorder } from '../../app/instruments/ScopeRecorder';
import { scopeCsv, scopeFileName, scopeJson } from '../../app/export/scopeExport';
import { button, downloadText, el, fitCanvas, setDisabled } from '../dom';
import './export.css';
import type { ChangeFeed } from '../../app/changes/ChangeFeed';
import { ChangeMark } from '../ChangeMark';

/** One strip of the scope. */
interface Strip {
  readonly channel: ScopeChannel;
  readonly label: string;
  readonly unit: string;
  /** The strip's title on the plot. */
  readonly title: string;
  readonly color: string;
  /** Smallest half-range of the vertical axis, in the channel's unit. */
  readonly minScale: number;
  /** More lines drawn in the same strip, on the same axis. */
  readonly more?: readonly { readonly channel: ScopeChannel; readonly label: string; readonly color: string }[];
}

const STRIPS: readonly Strip[] = [
  { channel: 'headingErrorDeg', label: 'heading error', unit: '°', title: 'heading error (°)', color: '#ffd84a', minScale: 5 },
  {
    channel: 'commandedAngularAcceleration',
    label: 'commanded angular acc.',
    unit: 'rad/s²',
    title: 'commanded angular acc. (rad/s²), axis = ± limit',
    color: '#ff5fd2',
    minScale: 1,
  },
  {
    channel: 'angularVelocity',
    label: 'angular velocity',
    unit: 'rad/s',
    title: 'angular velocity (rad/s)',
    color: '#5cc8ff',
    minScale: 0.5,
  },
  {
    channel: 'proportional',
    label: 'P term',
    unit: 'rad/s²',
    title: 'P, I, D: what each adds to the command (rad/s²)',
    color: '#7ee787',
    minScale: 1,
    more: [
      { channel: 'integral', label: 'I term', color: '#ffa657' },
      { channel: 'derivative', label: 'D term', color: '#d2a8ff' },
    ],
  },
];

/** Height of the canvas, CSS px. */
const HEIGHT_PX = 240;
/** Room for the axis labels, CSS px. */
const LEFT_PX = 38;
const BOTTOM_PX = 18;
const TOP_PX = 4;
/** Redraw at most this often, s. */
const REDRAW_SECONDS = 1 / 30;

/** The P, I, D strip's axis reaches this share of its samples (the rest, one-step kicks, are cut at its edge). */
const PID_STRIP_PERCENTILE = 0.99;

/**
 * A strip's half-range: a nice number (1, 2, 5 × 10^k) 5% above its largest magnitude `peak`, at
 * least `minScale`; with `magnitudes` (the P, I, D strip's, sorted here in place), above their
 * {@link PID_STRIP_PERCENTILE} instead, `clipped` when a peak passes it.
 */
export function stripScale(magnitudes: Float64Array | null, peak: number, minScale: number): { scale: number; clipped: boolean } {
  let reach = peak;
  if (magnitudes && magnitudes.length > 0) {
    magnitudes.sort();
    // Up to 1 sample in 100 may pass the edge: fewer samples than 100, none.
    reach = magnitudes[magnitudes.length - 1 - Math.floor((1 - PID_STRIP_PERCENTILE) * magnitudes.length)] as number;
  }
  const scale = niceCeil(Math.max(minScale, reach * 1.05));
  return { scale, clipped: peak > scale };
}

/** The smallest of 1, 2, 5 × 10^k that is ≥ value. */
function niceCeil(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** Short text of an axis value: "12", "0.5", "1.2k". */
function axisText(value: number): string {
  if (value >= 1000) return `${(value / 1000).toPrecision(2)}k`;
  return value >= 10 ? value.toFixed(0) : String(Number(value.toPrecision(2)));
}

/**
 * The live scope of the selected entity: heading error (°), commanded angular acceleration
 * (rad/s², its axis fixed at ± the motor's limit so that saturation shows) and angular velocity
 * (rad/s) over the last 5 s of simulated time, one strip each, with a legend and axis labels.
 * Drawn with the 2D canvas API from the demo's fixed ring buffers: nothing is allocated per sample.
 */
export class Scope {
  private readonly canvas: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D;
  private readonly caption: HTMLElement;
  private sinceDraw = Infinity;
  private readonly downloadButtons: HTMLButtonElement[];
  /** The P, I, D strip's magnitudes, sorted to find its scale (grown as needed, kept between draws). */
  private magnitudes = new Float64Array(0);
  /** The demo seen by the last {@link update}: what a download reads. */
  private demo: Demo | null = null;

  /** Set by a change of what the scope shows: the selection, another scene or moment, a change of the limit (drawn at once). */
  private readonly now: ChangeMark;
  /** Set by steps (new samples): drawn at most 30 times a second. */
  private readonly later: ChangeMark;

  constructor(container: HTMLElement, changes: Pick<ChangeFeed, 'on'> | null = null) {
    this.now = new ChangeMark(changes, ['intents', 'selection', 'scene', 'moment']);
    this.later = new ChangeMark(changes, ['steps']);
    this.caption = el('div', { className: 'scope-caption', text: 'Scope' });
    this.canvas = el('canvas', {
      className: 'scope-canvas',
      attributes: {
        role: 'img',
        'aria-label':
          'Scope: heading error, commanded angular acceleration, angular velocity and the controller’s P, I and D terms for the ' +
          'selected entity over the last 5 s',
      },
    });
    const legend = el('ul', { className: 'scope-legend' });
    for (const strip of STRIPS) {
      const swatch = el('span', { className: `swatch swatch-${strip.channel}` });
      legend.append(el('li', {}, [swatch, `${strip.label} (${strip.unit})`]));
      for (const line of strip.more ?? [])
        legend.append(el('li', {}, [el('span', { className: `swatch swatch-${line.channel}` }), `${line.label} (${strip.unit})`]));
    }
    this.downloadButtons = [
      button(
        {
          id: 'scope-download-csv',
          className: 'tool',
          text: 'CSV',
          title: 'Save what the scope shows (the last 5 s: time, heading error, command, angular velocity, P, I, D) as a CSV file',
          attributes: { 'aria-label': 'Download scope CSV' },
        },
        () => this.download('csv'),
      ),
      button(
        {
          id: 'scope-download-json',
          className: 'tool',
          text: 'JSON',
          title: 'Save what the scope shows as a JSON file',
          attributes: { 'aria-label': 'Download scope JSON' },
        },
        () => this.download('json'),
      ),
    ];
    container.append(
      this.caption,
      this.canvas,
      legend,
      el('div', { className: 'export-row' }, [el('span', { className: 'export-label', text: 'Download scope' }), ...this.downloadButtons]),
    );
    const context = this.canvas.getContext('2d');
    if (!context) throw new Error('the scope needs a 2D canvas context');
    this.context = context;
  }

  /** Draws again at the next frame, whatever changed (the sidebar opened: its width may be new). */
  redraw(): void {
    this.now.mark();
  }

  /** Called every frame with the real frame time (s); redraws at most 30 times per second, after a change it shows. */
  update(demo: Demo, frameSeconds: number): void {
    this.demo = demo;
    this.sinceDraw += frameSeconds;
    if (!this.now.marked && (!this.later.marked || this.sinceDraw < REDRAW_SECONDS)) return;
    this.now.take();
    this.later.take();
    this.sinceDraw = 0;
    const selected = demo.view.selected;
    const caption = selected ? `Scope: ${selected.entity.id}, last ${demo.scope.windowSeconds} s of sim time` : 'Scope: select an entity';
    if (this.caption.textContent !== caption) this.caption.textContent = caption;
    const empty = demo.scope.count === 0;
    for (const download of this.downloadButtons) setDisabled(download, empty);
    this.draw(demo.scope, selected ? selected.entity.maxAngularAcceleration : 1);
  }

  /** Downloads the samples the scope holds now (those it shows), as CSV or JSON. */
  private download(format: 'csv' | 'json'): void {
    const demo = this.demo;
    if (!demo) return;
    const entityId = demo.view.selected?.entity.id ?? null;
    if (format === 'csv') downloadText(scopeCsv(demo.scope), scopeFileName(entityId, 'csv'), 'text/csv');
    else downloadText(scopeJson(demo.scope, entityId), scopeFileName(entityId, 'json'), 'application/json');
  }

  private draw(scope: ScopeRecorder, limit: number): void {
    const c = this.context;
    const width = Math.round(this.canvas.clientWidth);
    fitCanvas(this.canvas, c, width, HEIGHT_PX, window.devicePixelRatio || 1);
    c.clearRect(0, 0, width, HEIGHT_PX);
    if (width < LEFT_PX + 20) return;
    const plotWidth = width - LEFT_PX - 4;
    const stripHeight = (HEIGHT_PX - TOP_PX - BOTTOM_PX) / STRIPS.length;
    const count = scope.count;
    const newest = count > 0 ? scope.time(count - 1) : 0;
    const span = scope.windowSeconds;
    const xOf = (time: number): number => LEFT_PX + plotWidth * (1 - (newest - time) / span);
    c.font = '10px system-ui, sans-serif';
    c.textBaseline = 'middle';

    for (let s = 0; s < STRIPS.length; s++) {
      const strip = STRIPS[s] as Strip;
      const top = TOP_PX + s * stripHeight;
      const middle = top + stripHeight / 2;
      let scale: number;
      const lines = strip.more ? [strip, ...strip.more] : [strip];
      let hasValues = false;
      let clipped = false;
      if (strip.channel === 'commandedAngularAcceleration') scale = limit;
      else {
        let peak = 0;
        let n = 0;
        if (strip.more && this.magnitudes.length < count * lines.length) this.magnitudes = new Float64Array(count * lines.length);
        for (const line of lines) {
          for (let i = 0; i < count; i++) {
            const value = Math.abs(scope.value(line.channel, i));
            if (Number.isFinite(value)) {
              peak = Math.max(peak, value);
              hasValues = true;
              if (strip.more) this.magnitudes[n++] = value;
            }
          }
        }
        // The P, I, D strip scales to its 99th percentile: the derivative's one-step kick when the
        // set-point jumps (±2,000 rad/s² against P's tens) would flatten P and D to lines; it is cut at the edge.
        ({ scale, clipped } = stripScale(strip.more ? this.magnitudes.subarray(0, n) : null, peak, strip.minScale));
      }
      const yOf = (value: number): number => middle - (Math.max(-scale, Math.min(scale, value)) / scale) * (stripHeight / 2 - 3);

      c.fillStyle = 'rgba(255,255,255,0.03)';
      c.fillRect(LEFT_PX, top + 1, plotWidth, stripHeight - 2);
      c.strokeStyle = 'rgba(255,255,255,0.18)';
      c.lineWidth = 1;
      c.beginPath();
      c.moveTo(LEFT_PX, Math.round(middle) + 0.5);
      c.lineTo(LEFT_PX + plotWidth, Math.round(middle) + 0.5);
      c.stroke();
      c.fillStyle = 'rgba(220,228,240,0.75)';
      c.textAlign = 'right';
      c.fillText(`+${axisText(scale)}`, LEFT_PX - 4, yOf(scale) + 4);
      c.fillText('0', LEFT_PX - 4, middle);
      c.fillText(`−${axisText(scale)}`, LEFT_PX - 4, yOf(-scale) - 4);
      for (const line of count >= 2 ? lines : []) {
        c.strokeStyle = line.color;
        c.lineWidth = 1.5;
        c.beginPath();
        let drawing = false;
        for (let i = 0; i < count; i++) {
          const value = scope.value(line.channel, i);
          // NaN: this controller has no such term (a gap in the line).
          if (!Number.isFinite(value)) {
            drawing = false;
            continue;
          }
          const x = xOf(scope.time(i));
          const y = yOf(value);
          if (!drawing) c.moveTo(x, y);
          else c.lineTo(x, y);
          drawing = true;
        }
        c.stroke();
      }
      if (clipped) {
        c.fillStyle = 'rgba(220,228,240,0.75)';
        c.textAlign = 'right';
        c.fillText(`peaks past ±${axisText(scale)} cut`, LEFT_PX + plotWidth - 4, top + stripHeight - 9);
      }
      if (strip.more && count >= 2 && !hasValues) {
        c.fillStyle = 'rgba(220,228,240,0.75)';
        c.textAlign = 'center';
        c.fillText('this controller has no P, I, D terms', LEFT_PX + plotWidth / 2, middle);
      }

      c.textAlign = 'left';
      const title = strip.title;
      c.fillStyle = 'rgba(10,15,23,0.8)';
      c.fillRect(LEFT_PX + 2, top + 2, c.measureText(title).width + 4, 12);
      c.fillStyle = strip.color;
      c.fillText(title, LEFT_PX + 4, top + 8);
    }

    // Time axis: ticks every second, labelled in seconds before now.
    const axisY = HEIGHT_PX - BOTTOM_PX;
    c.strokeStyle = 'rgba(255,255,255,0.25)';
    c.fillStyle = 'rgba(220,228,240,0.75)';
    c.textAlign = 'center';
    c.beginPath();
    for (let k = 0; k <= span; k++) {
      const x = Math.round(LEFT_PX + plotWidth * (1 - k / span)) + 0.5;
      c.moveTo(x, axisY);
      c.lineTo(x, axisY + 4);
      c.fillText(k === 0 ? 'now' : `−${k} s`, Math.min(x, width - 12), axisY + 11);
    }
    c.stroke();
  }
}
