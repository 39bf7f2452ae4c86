import { isSteady60, type BenchPhase, type BenchResult } from '../../app/instruments/BenchMeter';
import type { Summary } from '../../sim/math/statistics';
import { button, el, setText } from '../dom';
import './bench.css';

/** Rows of the result table: label and how to read the figure from a result. */
const ROWS: readonly (readonly [string, (result: BenchResult) => string])[] = [
  ['fps', (r) => r.fps.toFixed(1)],
  ['frame time, median / p95', (r) => pair(r.frameMs)],
  ['sim per frame, median / p95', (r) => pair(r.simMsPerFrame)],
  ['draw per frame, median / p95', (r) => pair(r.drawMsPerFrame)],
  ['  of which renderer', (r) => pair(r.renderMsPerFrame)],
  ['HUD and scope per frame', (r) => pair(r.uiMsPerFrame)],
  ['steps per frame', (r) => r.stepsPerFrame.toFixed(2)],
  ['sim speed (sim s / real s)', (r) => r.simSpeed.toFixed(2)],
  ['lag behind the clock, median / max', (r) => `${r.lagSteps.median} / ${r.lagSteps.max} steps`],
  ['frames measured', (r) => `${r.frames} in ${r.windowSeconds.toFixed(1)} s`],
];

function pair(summary: Summary): string {
  return `${summary.median.toFixed(2)} / ${summary.p95.toFixed(2)} ms`;
}

/**
 * The browser benchmark's panel over the top-right of the game (`?bench=N`): what runs, its
 * progress, then the figures. Or, for a bad `?bench=` value, the message saying why (the game
 * runs normally; the panel can be closed).
 */
export class BenchOverlay {
  private readonly element: HTMLElement;
  private readonly status: HTMLElement;
  private readonly table: HTMLTableElement;

  constructor(container: HTMLElement, title: string) {
    this.status = el('p', { className: 'bench-status' });
    this.table = el('table', { className: 'bench-table' });
    this.table.hidden = true;
    this.element = el(
      'section',
      { className: 'bench-overlay', attributes: { 'aria-label': 'Benchmark', 'aria-live': 'polite', 'data-frame': 'band' } },
      [el('h2', { className: 'bench-title', text: title }), this.status, this.table],
    );
    container.append(this.element);
  }

  /** A refusal (bad `?bench=` value): `message` in an error panel the player can close. */
  static error(container: HTMLElement, message: string): BenchOverlay {
    const overlay = new BenchOverlay(container, 'Benchmark not started');
    overlay.element.classList.add('bench-error');
    overlay.element.setAttribute('role', 'alert');
    setText(overlay.status, message);
    overlay.element.append(
      button({ className: 'bench-close', text: '×', attributes: { 'aria-label': 'Close' } }, () => overlay.element.remove()),
    );
    return overlay;
  }

  progress(phase: BenchPhase, fraction: number): void {
    const percent = Math.round(100 * fraction);
    setText(this.status, phase === 'warmup' ? `warming up… ${percent}%` : phase === 'measuring' ? `measuring… ${percent}%` : 'done');
  }

  showResult(result: BenchResult): void {
    setText(this.status, `done: ${isSteady60(result) ? 'a steady 60 fps' : 'not a steady 60 fps'}`);
    for (const [label, read] of ROWS) {
      const row = this.table.insertRow();
      row.append(el('th', { text: label.trim(), attributes: { scope: 'row' } }), el('td', { text: read(result) }));
    }
    this.table.hidden = false;
  }
}
