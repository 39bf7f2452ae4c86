// One live figure of the article: the real simulation on a canvas, play/pause/step, a draggable target, the what-if control and its
// scrubbed value, the marked error plot and its measured caption.
import { SHARE_PARAM } from '../../app/settings/shareLink';
import { ARTICLE_RETURN_PARAM } from '../../app/gallery/articleReturn';
import { button, el, setText } from '../../ui/dom';
import type { ArticleSection } from '../scene/sectionTypes';
import { numbersOf, type FigureNumbers } from '../scene/claimNumbers';
import { figureCaption } from '../scene/figureCaption';
import { FigureRun } from '../scene/FigureRun';
import { plotMarks } from '../scene/plotMarks';
import { customChoice, resolveChoice, type ResolvedChoice } from '../scene/whatIfChoices';
import { paintPlot, paintScene } from './figurePainter';
import { FigureInput } from './FigureInput';
import { ScrubNumber } from './ScrubNumber';

/** The widest a figure's canvases are drawn, CSS px (a figure fits a phone's width; on a wide page it stays beside its text's measure). */
const MAX_FIGURE_WIDTH = 480;
/** While playing, the caption is written again every this many steps (a tenth of a second at 60 Hz). */
const CAPTION_EVERY = 6;

/** The figure's state as the page's link and the tests read it. */
export interface FigureState {
  readonly section: string;
  readonly choice: string;
  readonly playing: boolean;
  readonly played: number;
  readonly length: number;
  readonly stepsTaken: number;
  readonly comparing: boolean;
  readonly ghost: boolean;
  readonly dragged: boolean;
  /** The target's position, m. */
  readonly target: { readonly x: number; readonly y: number } | null;
  /** The heading the measured body steers to now, rad. */
  readonly wantedHeading: number | null;
}

/** One change of the target a reader made: at what-if step `step`, to `point` (m), let go or held. */
interface TargetMove {
  readonly step: number;
  readonly point: { readonly x: number; readonly y: number };
  readonly release: boolean;
}

/**
 * A figure beside a section's text: it builds its {@link FigureRun} (the recorded run, then the
 * what-if branched from its start) and steps only when the page asks ({@link advance}): the page
 * asks only the figures in view. A change of the what-if (the menu, the scrubbed value, a drag of
 * the target) measures the what-if's whole run at once, headless (the same changes at the same
 * steps give the same run), and hands its numbers to `measured`, which writes them into the text;
 * the figure then plays it.
 */
export class LiveFigure {
  private run: FigureRun;
  private resolved: ResolvedChoice;
  private playing = true;
  /** The what-if's whole run, measured when the reader changed it (null: not yet; at the run's end its own numbers). */
  private whole: FigureNumbers | null = null;
  private moves: TargetMove[] = [];
  private readonly sceneCanvas: HTMLCanvasElement;
  private readonly sceneContext: CanvasRenderingContext2D;
  private readonly plotCanvas: HTMLCanvasElement;
  private readonly plotContext: CanvasRenderingContext2D;
  private readonly playButton: HTMLButtonElement;
  private readonly select: HTMLSelectElement;
  private readonly customOption: HTMLOptionElement;
  private readonly summary: HTMLElement;
  private readonly status: HTMLElement;
  private readonly linkHere: HTMLAnchorElement;
  private readonly gameLink: HTMLAnchorElement;
  private readonly scrub: ScrubNumber | null;
  /** The scene canvas's pointer, touch and key input. */
  readonly input: FigureInput;
  /** Steps of runs replaced by a new choice, so that {@link state}'s count never goes back. */
  private earlierSteps = 0;
  private sinceCaption = 0;

  constructor(
    readonly section: ArticleSection,
    readonly root: HTMLElement,
    resolved: ResolvedChoice,
    private readonly measured: (numbers: FigureNumbers) => void,
  ) {
    this.resolved = resolved;
    this.run = new FigureRun(section, resolved.choice);
    const id = section.id;
    this.sceneCanvas = el('canvas', {
      className: 'figure-scene',
      attributes: {
        tabindex: '0',
        'aria-label':
          `${section.title}: the missile (orange)${section.companion ? ` and the ${section.companion} (green) turn` : ' turns'} ` +
          `toward the target (circle); the dashed outline is the recorded run, the dotted line the heading the missile steers to. ` +
          `Drag the target, or use the arrow keys to move it; Space plays or pauses.`,
        'aria-describedby': `${id}-summary`,
      },
    });
    this.sceneContext = this.sceneCanvas.getContext('2d') as CanvasRenderingContext2D;
    this.plotCanvas = el('canvas', {
      className: 'figure-plot',
      attributes: {
        role: 'img',
        'aria-label':
          'Heading error against time: the recorded run dashed, the what-if solid; the ±1° band, each run’s settling (solid ' +
          'line) and limit (dotted line), its largest swing past (circle) and the step shown',
        'aria-describedby': `${id}-summary`,
      },
    });
    this.plotContext = this.plotCanvas.getContext('2d') as CanvasRenderingContext2D;
    this.playButton = button({ className: 'figure-play', text: 'Pause' }, () => this.togglePlay());
    const stepButton = button({ className: 'figure-step', text: 'Step', title: 'One step of 1/60 s' }, () => {
      this.playing = false;
      this.advance(1);
      this.describe();
    });
    this.customOption = el('option', { text: '', attributes: { value: '' } });
    this.customOption.hidden = true;
    this.select = el('select', { id: `${id}-whatif`, className: 'figure-whatif' }, [
      ...section.choices.map((c) => el('option', { text: c.label, attributes: { value: c.id } })),
      this.customOption,
    ]);
    this.select.addEventListener('change', () => this.choose(this.select.value));
    const label = el('label', { text: `What if: ${section.whatIfLabel}`, attributes: { for: this.select.id } });
    this.summary = el('p', { id: `${id}-summary`, className: 'figure-summary' });
    this.status = el('p', { id: `${id}-status`, className: 'figure-status', attributes: { role: 'status' } });
    this.linkHere = el('a', { className: 'figure-link', text: 'Link to this figure' });
    this.gameLink = el('a', { className: 'figure-game', text: 'Open in the game', attributes: { href: './index.html' } });
    // The comparison as it stands when the link is followed (or copied): the runs, the what-if and the step shown.
    for (const type of ['pointerdown', 'focus', 'click'] as const) this.gameLink.addEventListener(type, () => this.linkGame());
    const bar = el('div', { className: 'figure-bar' }, [this.playButton, stepButton, label, this.select]);
    const legend = el('p', {
      className: 'figure-legend',
      text: `Ghost (dashed): ${section.recordedLabel}. Dotted line from the missile: the heading it steers to.`,
    });
    // The static picture the page was built with stays, for print (the stylesheet hides it on screen).
    const picture = this.root.querySelector('.figure-static');
    this.root.classList.add('built');
    this.root.replaceChildren(
      ...(picture ? [picture] : []),
      bar,
      this.sceneCanvas,
      this.plotCanvas,
      legend,
      this.summary,
      this.status,
      el('p', { className: 'figure-links' }, [this.gameLink, ' · ', this.linkHere]),
    );
    this.scrub = this.buildScrub();
    this.input = new FigureInput(this.sceneCanvas, {
      target: () => this.run.target?.position ?? null,
      move: (point, release) => this.moveTarget(point, release),
      togglePlay: () => this.togglePlay(),
    });
    this.showChoice();
    // A link to a what-if other than the first: the text's numbers (written for the first when the page was built) are this one's.
    if (resolved.choice.id !== section.choices[0].id) this.measureWhole();
    this.describe();
  }

  /** Plays `count` fixed steps if playing (or by the Step button and the tests), draws, keeps the caption current. */
  advance(count: number): number {
    const wasDone = this.run.done;
    const played = this.run.step(count);
    if (played > 0) this.draw();
    this.sinceCaption += played;
    if (!wasDone && this.run.done) {
      this.playing = false;
      this.whole = numbersOf(this.run);
      this.describe();
    } else if (this.sinceCaption >= CAPTION_EVERY) this.describe();
    this.syncButtons();
    return played;
  }

  /** Whether the page should step this figure. */
  get wantsSteps(): boolean {
    return this.playing && !this.run.done;
  }

  /** What the figure shows now. */
  get state(): FigureState {
    return {
      section: this.section.id,
      choice: this.run.choice.id,
      playing: this.playing,
      played: this.run.played,
      length: this.run.length,
      stepsTaken: this.earlierSteps + this.run.stepsTaken,
      comparing: this.run.demo.history.comparing,
      ghost: this.run.ghost !== null,
      dragged: this.run.dragged,
      target: this.run.target ? { x: this.run.target.position.x, y: this.run.target.position.y } : null,
      wantedHeading: this.run.wantedHeading,
    };
  }

  /** The what-if's numbers so far. */
  numbers(): FigureNumbers {
    return numbersOf(this.run);
  }

  /**
   * Moves the target to the world point `point` (m) through the game's door, and lets go when
   * `release`: mid-run the what-if changes there (the body steers to it at once); after the run's
   * end the what-if plays again from its start with the target there. On letting go, the text
   * and the caption take the whole run's numbers.
   */
  moveTarget(point: { x: number; y: number }, release: boolean): void {
    if (this.run.done) this.restart(this.resolved);
    this.moves.push({ step: this.run.played, point: { x: point.x, y: point.y }, release });
    this.run.dragTarget(point, release);
    if (release) {
      this.playing = true;
      this.measureWhole();
      this.describe();
    }
    this.draw();
    this.syncButtons();
  }

  draw(): void {
    const width = Math.min(MAX_FIGURE_WIDTH, (this.root.clientWidth || 320) - 16);
    const ratio = window.devicePixelRatio || 1;
    this.sceneCanvas.style.width = `${width}px`;
    this.plotCanvas.style.width = `${width}px`;
    paintScene(this.sceneCanvas, this.sceneContext, this.run, width, ratio);
    const numbers = this.whole ?? numbersOf(this.run);
    const starts = {
      recorded: this.run.recorded.errors[this.run.recorded.start] as number,
      whatIf: this.run.whatIf.errors[this.run.whatIf.start] as number,
    };
    // The what-if's marks as far as it has played; the recorded run's whole.
    const soFar = this.run.done ? numbers : { ...numbers, whatIf: numbersOf(this.run).whatIf };
    paintPlot(this.plotCanvas, this.plotContext, this.run, plotMarks(soFar, starts, this.run.played * this.run.dt), width, ratio);
  }

  /** Branches again from the start with the what-if `id` (a menu choice, or one with a scrubbed value), and plays. */
  choose(id: string): void {
    const resolved = resolveChoice(this.section, id);
    if (!resolved) return;
    this.restart(resolved);
    this.playing = true;
    this.showChoice();
    this.measureWhole();
    this.describe();
    this.draw();
  }

  /** A new what-if run of `resolved` from the start, no target moved. */
  private restart(resolved: ResolvedChoice): void {
    this.earlierSteps += this.run.stepsTaken;
    this.resolved = resolved;
    this.run = new FigureRun(this.section, resolved.choice);
    this.moves = [];
    this.whole = null;
  }

  /** The what-if's whole run, headless: the same choice and the same target moves at the same steps; its numbers go to the text. */
  private measureWhole(): void {
    const run = new FigureRun(this.section, this.resolved.choice);
    for (const move of this.moves) {
      run.step(move.step - run.played);
      run.dragTarget(move.point, move.release);
    }
    run.finish();
    this.whole = numbersOf(run);
    this.measured(this.whole);
  }

  private togglePlay(): void {
    if (this.run.done) {
      this.restart(this.resolved);
      this.measureWhole();
      this.playing = true;
    } else this.playing = !this.playing;
    this.describe();
    this.syncButtons();
  }

  private syncButtons(): void {
    setText(this.playButton, this.wantsSteps ? 'Pause' : this.run.done ? 'Play again' : 'Play');
  }

  /** The menu and the scrubbed value show the what-if that runs. */
  private showChoice(): void {
    const { choice, value } = this.resolved;
    const fixed = this.section.choices.some((c) => c.id === choice.id);
    this.customOption.hidden = fixed;
    if (!fixed) {
      this.customOption.value = choice.id;
      this.customOption.textContent = choice.label;
    }
    this.select.value = choice.id;
    if (this.scrub && value !== null) this.scrub.set(value);
    this.linkHere.href = `?${this.section.id}=${encodeURIComponent(choice.id)}#${this.section.id}`;
  }

  /** The value the section's text lets a reader drag or type, put into its sentence (`data-scrub`). */
  private buildScrub(): ScrubNumber | null {
    const param = this.section.param;
    const line = document.querySelector<HTMLElement>(`[data-scrub="${this.section.id}"]`);
    if (!param || !line) return null;
    const scrub = new ScrubNumber(
      param,
      this.resolved.value ?? param.values[this.section.choices[0].id] ?? param.min,
      (value) => this.choose(customChoice(this.section, this.resolved.base, value).id),
      `${this.section.id}-scrub`,
    );
    const unit = param.unit === '' ? '' : ` ${param.unit}`;
    line.replaceChildren(
      `${param.lead} `,
      scrub.root,
      `${unit} (drag it sideways, use the arrow keys, or type from ${param.min} to ${param.max}${unit}).`,
    );
    line.classList.add('built');
    return scrub;
  }

  /** Points "Open in the game" at this figure's comparison now, with the way back to this section and what-if. */
  private linkGame(): void {
    const back = `${this.section.id}:${this.run.choice.id}`;
    this.gameLink.href = `./index.html?${SHARE_PARAM}=${this.run.shareParam()}&${ARTICLE_RETURN_PARAM}=${encodeURIComponent(back)}`;
  }

  /**
   * The caption (the figure's text alternative): the runs in the text's words, and where the figure
   * is (playing, paused or at its end, at which time); the status line says the same briefly.
   */
  private describe(): void {
    this.sinceCaption = 0;
    const run = this.run;
    const shown = `${(run.played * run.dt).toFixed(2)} s of ${this.section.seconds} s`;
    const where = run.done ? 'The what-if has played to its end.' : `${this.playing ? 'Playing' : 'Paused'} at ${shown}.`;
    const caption =
      this.whole !== null
        ? figureCaption(this.whole, this.section.recordedLabel)
        : figureCaption(numbersOf(run), this.section.recordedLabel, true);
    setText(this.summary, `${caption} ${where}`);
    setText(this.status, run.done ? 'At the end of the run.' : this.playing ? 'Playing.' : `Paused at ${shown}.`);
    this.linkGame();
    this.syncButtons();
  }
}
