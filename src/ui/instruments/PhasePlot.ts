import type { Demo } from '../../app/Demo';
import { runName } from '../../app/history/comparedRuns';
import { PhasePlotModel, type PhasePlotView, type RunTraceInput } from '../../app/instruments/PhasePlotModel';
import { cssColor, runColor } from '../../app/presentation/palette';
import { degreesFigure } from '../../app/presentation/turnRateWords';
import { el, fitCanvas, setText } from '../dom';
import { PHASE_COLORS, paintPhasePlot, type AxisTitle } from './PhasePlotPainter';
import './phasePlot.css';
import { FloatingPanel } from './FloatingPanel';
import { ChangeMark } from '../ChangeMark';

/**
 * What the phase plot shows, for the test hook: the model's view, whose samples they are, and where its canvas put the axes' titles (CSS
 * px, in a canvas of `canvasWidth` × `canvasHeight`).
 */
export interface PhasePlotShown extends PhasePlotView {
  entityId: string | null;
  axisTitles: readonly AxisTitle[];
  canvasWidth: number;
  canvasHeight: number;
}

/** The legend's entry of a trace: a swatch and words, the words changed when comparing. */
function legendItem(color: string, dashed = false): { item: HTMLLIElement; words: HTMLSpanElement } {
  const swatch = el('span', { className: dashed ? 'swatch phase-swatch-dashed' : 'swatch' });
  if (!dashed) swatch.style.background = color;
  const words = el('span');
  return { item: el('li', {}, [swatch, words]), words };
}

/**
 * The phase plot (More › Phase plot or F): the selected entity's heading error against its angular
 * velocity over the scope's window with its switching curve, and when comparing its trace in the
 * other runs behind; redrawn when what it shows changes. A panel over the play area, not modal.
 */
export class PhasePlot extends FloatingPanel {
  private readonly canvas: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D;
  private readonly subtitle: HTMLElement;
  private readonly curveWords: HTMLElement;
  private readonly liveWords: HTMLElement;
  private readonly liveSwatch: HTMLElement;
  private readonly legend: HTMLElement;
  private readonly fixedItems: HTMLElement[];
  private readonly model = new PhasePlotModel();
  /**
   * Set by what it shows changing (steps, the selection, a change, another scene or moment, the runs compared) and by its canvas resized:
   * it redraws only then.
   */
  private readonly mark: ChangeMark;
  private entityId: string | null = null;
  private axisTitles: readonly AxisTitle[] = [];
  private drawnWidth = 0;
  private drawnHeight = 0;

  constructor(
    root: HTMLElement,
    private readonly demo: Demo,
    onChange: () => void,
  ) {
    super(root, 'phase-plot-title', onChange);
    const close = this.closeButton('phase-plot-close', 'Close the phase plot [F or Esc]');
    this.subtitle = el('span', { className: 'phase-subtitle' });
    this.canvas = el('canvas', {
      className: 'phase-canvas',
      attributes: {
        role: 'img',
        'aria-label':
          'Phase plot: heading error across, angular velocity up; the dashed switching curve, the trace of the last 5 s and a dot for now',
      },
    });
    const curve = legendItem(PHASE_COLORS.curve, true);
    const live = legendItem(PHASE_COLORS.live);
    this.curveWords = curve.words;
    this.liveWords = live.words;
    this.liveSwatch = live.item.firstElementChild as HTMLElement;
    this.fixedItems = [curve.item, live.item];
    this.legend = el('ul', { className: 'phase-legend' }, this.fixedItems);
    const caption = el('p', {
      className: 'phase-caption',
      text: 'Bang-bang pushes the state onto the curve and rides it to the origin; a PID that overshoots spirals in.',
    });
    root.append(
      el('div', { className: 'phase-header' }, [el('h2', { id: 'phase-plot-title', text: 'Phase plot' }), this.subtitle, close]),
      this.canvas,
      this.legend,
      caption,
    );
    // Under a tall compare card its room is short: the caption gives way before the plot or its legend is cut.
    const roomy = new ResizeObserver(() => {
      caption.hidden = false;
      caption.hidden = root.scrollHeight > root.clientHeight + 1;
    });
    roomy.observe(root);
    roomy.observe(this.legend);
    const context = this.canvas.getContext('2d');
    if (!context) throw new Error('the phase plot needs a 2D canvas context');
    this.context = context;
    this.mark = new ChangeMark(demo.changes, ['steps', 'intents', 'selection', 'scene', 'moment', 'history']);
    new ResizeObserver(() => this.mark.mark()).observe(this.canvas);
  }

  /** Drawn at once as it opens. */
  protected opening(): void {
    this.mark.mark();
    this.frame();
  }

  /** Once per frame: redraws while open after a change of what it shows. */
  frame(): void {
    if (!this.isOpen || !this.mark.take()) return;
    const demo = this.demo;
    const scope = demo.scope;
    const entity = demo.view.selected?.entity ?? null;
    const limit = entity?.maxAngularAcceleration ?? 0;
    const width = Math.round(this.canvas.clientWidth);
    const height = Math.round(this.canvas.clientHeight);
    const ratio = window.devicePixelRatio || 1;
    const history = demo.history;
    const compared = history.compared;
    const runs = compared?.list ?? [];
    const playingRun = runs.find((run) => run.kind === 'playing');
    const playing = playingRun?.slot ?? null;
    this.entityId = entity?.id ?? null;
    const others: RunTraceInput[] = entity && compared ? compared.traces(entity.id).filter((run) => run.slot !== playing) : [];
    this.model.update(scope, others, limit);
    const figure = degreesFigure(limit);
    const liveColor = playing === null ? PHASE_COLORS.live : cssColor(runColor(playing));
    setText(this.subtitle, entity ? `${entity.id} · a = ${figure}` : 'no entity selected');
    setText(this.curveWords, `switching curve ω = −sign(e)·√(2a|e|), a = ${figure}`);
    setText(this.liveWords, playingRun ? `${playingRun.name} (playing; dot = now)` : `last ${scope.windowSeconds} s (dot = now)`);
    this.liveSwatch.style.background = liveColor;
    this.legend.replaceChildren(
      ...this.fixedItems,
      ...others.map((run) => {
        const item = legendItem(cssColor(runColor(run.slot)));
        item.item.classList.add('phase-run');
        const name = runs.find((listed) => listed.slot === run.slot)?.name ?? runName(0);
        setText(item.words, `${name}${run.limit !== limit && run.limit > 0 ? ` (a = ${degreesFigure(run.limit)}, its curve dashed)` : ''}`);
        return item.item;
      }),
    );
    fitCanvas(this.canvas, this.context, width, height, ratio);
    const message = entity ? (scope.count === 0 ? 'no samples yet: let time run' : null) : 'select an entity (click or tap it)';
    this.axisTitles = paintPhasePlot(this.context, width, height, this.model, message, liveColor);
    this.drawnWidth = width;
    this.drawnHeight = height;
  }

  /** What it shows now (the last drawing), as plain data. */
  view(): PhasePlotShown {
    return {
      ...this.model.view(),
      entityId: this.entityId,
      axisTitles: this.axisTitles,
      canvasWidth: this.drawnWidth,
      canvasHeight: this.drawnHeight,
    };
  }
}
