// One live figure of the article: the real simulation on a canvas, play/pause/step, a draggable target, the what-if control, the error plot and its measured caption.
import { SHARE_PARAM } from '../../app/settings/shareLink';
import { button, el, setText } from '../../ui/dom';
import type { ArticleSection, WhatIfChoice } from '../scene/articleSections';
import { claimText, numbersOf, type FigureNumbers } from '../scene/claimNumbers';
import { FigureRun } from '../scene/FigureRun';
import { paintPlot, paintScene, toWorld } from './figurePainter';

/** The widest a figure's canvases are drawn, CSS px (a figure fits a phone's width; on a wide page it stays beside its text's measure). */
const MAX_FIGURE_WIDTH = 480;

/** How far an arrow key moves the target, m. */
const KEY_STEP = 2;

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
  /** The target's position, m. */
  readonly target: { readonly x: number; readonly y: number } | null;
}

/**
 * A figure beside a section's text: it builds its {@link FigureRun} (the recorded run, then the
 * what-if branched from its start), and steps only when the page asks ({@link advance}): the page
 * asks only the figures in view. When the what-if has played to its end it hands its numbers to
 * `measured`, which writes them into the text.
 */
export class LiveFigure {
  private run: FigureRun;
  private playing = true;
  private readonly sceneCanvas: HTMLCanvasElement;
  private readonly sceneContext: CanvasRenderingContext2D;
  private readonly plotCanvas: HTMLCanvasElement;
  private readonly plotContext: CanvasRenderingContext2D;
  private readonly playButton: HTMLButtonElement;
  private readonly select: HTMLSelectElement;
  private readonly summary: HTMLElement;
  private readonly linkHere: HTMLAnchorElement;
  private readonly gameLink: HTMLAnchorElement;
  /** Steps of runs replaced by a new choice, so that {@link state}'s count never goes back. */
  private earlierSteps = 0;
  private dragging = false;

  constructor(
    readonly section: ArticleSection,
    readonly root: HTMLElement,
    choice: WhatIfChoice,
    private readonly measured: (numbers: FigureNumbers) => void,
  ) {
    this.run = new FigureRun(section, choice);
    const id = section.id;
    this.sceneCanvas = el('canvas', { className: 'figure-scene', attributes: { tabindex: '0', 'aria-label': `${section.title}: the missile (orange)${section.companion ? ` and the ${section.companion} (green) turn` : ' turns'} toward the target (circle); the dashed outline is the recorded run. Drag the target or use the arrow keys to move it.`, 'aria-describedby': `${id}-summary` } });
    this.sceneContext = this.sceneCanvas.getContext('2d') as CanvasRenderingContext2D;
    this.plotCanvas = el('canvas', { className: 'figure-plot', attributes: { role: 'img', 'aria-label': 'Heading error against time: the recorded run dashed, the what-if solid', 'aria-describedby': `${id}-summary` } });
    this.plotContext = this.plotCanvas.getContext('2d') as CanvasRenderingContext2D;
    this.playButton = button({ className: 'figure-play', text: 'Pause' }, () => this.togglePlay());
    const stepButton = button({ className: 'figure-step', text: 'Step', title: 'One step of 1/60 s' }, () => {
      this.playing = false;
      this.advance(1);
    });
    this.select = el('select', { id: `${id}-whatif`, className: 'figure-whatif' }, section.choices.map((c) => el('option', { text: c.label, attributes: { value: c.id } })));
    this.select.value = choice.id;
    this.select.addEventListener('change', () => this.choose(this.select.value));
    const label = el('label', { text: `What if: ${section.whatIfLabel}`, attributes: { for: this.select.id } });
    this.summary = el('p', { id: `${id}-summary`, className: 'figure-summary', attributes: { 'aria-live': 'polite' } });
    this.linkHere = el('a', { className: 'figure-link', text: 'Link to this figure' });
    this.gameLink = el('a', { className: 'figure-game', text: 'Open in the game', attributes: { href: './index.html' } });
    // The comparison as it stands when the link is followed (or copied): the runs, the what-if and the step shown.
    for (const type of ['pointerdown', 'focus', 'click'] as const) this.gameLink.addEventListener(type, () => this.linkGame());
    const bar = el('div', { className: 'figure-bar' }, [this.playButton, stepButton, label, this.select]);
    const legend = el('p', { className: 'figure-legend', text: `Ghost (dashed): ${section.recordedLabel}.` });
    // The static picture the page was built with stays, for print (the stylesheet hides it on screen).
    const picture = this.root.querySelector('.figure-static');
    this.root.classList.add('built');
    this.root.replaceChildren(...(picture ? [picture] : []), bar, this.sceneCanvas, this.plotCanvas, legend, this.summary, el('p', { className: 'figure-links' }, [this.gameLink, ' · ', this.linkHere]));
    this.listen();
    this.describe();
  }

  /** Plays `count` fixed steps if playing (or `force`d by the Step button and the tests), draws, and tells the numbers at the run's end. */
  advance(count: number): number {
    const wasDone = this.run.done;
    const played = this.run.step(count);
    if (played > 0) this.draw();
    if (!wasDone && this.run.done) {
      this.playing = false;
      this.describe();
      this.measured(numbersOf(this.run));
    }
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
      target: this.run.target ? { x: this.run.target.position.x, y: this.run.target.position.y } : null,
    };
  }

  /** The run's numbers now (its what-if so far). */
  numbers(): FigureNumbers {
    return numbersOf(this.run);
  }

  /** Moves the target to the world point `point` (m) through the game's door, and lets go when `release`. */
  moveTarget(point: { x: number; y: number }, release: boolean): void {
    this.run.dragTarget(point, release);
    this.draw();
  }

  draw(): void {
    const width = Math.min(MAX_FIGURE_WIDTH, (this.root.clientWidth || 320) - 16);
    const ratio = window.devicePixelRatio || 1;
    this.sceneCanvas.style.width = `${width}px`;
    this.plotCanvas.style.width = `${width}px`;
    paintScene(this.sceneCanvas, this.sceneContext, this.run, width, ratio);
    paintPlot(this.plotCanvas, this.plotContext, this.run, width, ratio);
  }

  /** Branches again from the start with the choice `id` (the recorded run is the same), and plays. */
  choose(id: string): void {
    const choice = this.section.choices.find((c) => c.id === id);
    if (!choice) return;
    this.earlierSteps += this.run.stepsTaken;
    this.run = new FigureRun(this.section, choice);
    this.select.value = choice.id;
    this.playing = true;
    this.describe();
    this.draw();
  }

  private togglePlay(): void {
    if (this.run.done) this.choose(this.run.choice.id);
    else this.playing = !this.playing;
    this.syncButtons();
  }

  private syncButtons(): void {
    setText(this.playButton, this.wantsSteps ? 'Pause' : this.run.done ? 'Play again' : 'Play');
  }

  /** Points "Open in the game" at this figure's comparison now. */
  private linkGame(): void {
    this.gameLink.href = `./index.html?${SHARE_PARAM}=${this.run.shareParam()}`;
  }

  /** The caption (the figure's text alternative) with the compare card's figures, and the section's link with this choice. */
  private describe(): void {
    const numbers = numbersOf(this.run);
    const line = (name: string, run: 'recorded' | 'whatIf') =>
      `${name}: overshoots by ${claimText(numbers, run, 'overshoot')}, ${claimText(numbers, run, 'settled')} (limit ${claimText(numbers, run, 'limit')}), error at the end ${claimText(numbers, run, 'offset')}.`;
    const whatIf = this.run.done ? line(`What if (${numbers.choice})`, 'whatIf') : `What if (${numbers.choice}): playing, ${this.run.played} of ${this.run.length} steps.`;
    setText(this.summary, `${line(`Recorded (${this.section.recordedLabel})`, 'recorded')} ${whatIf}`);
    this.linkHere.href = `?${this.section.id}=${this.run.choice.id}#${this.section.id}`;
    this.linkGame();
    this.syncButtons();
  }

  private listen(): void {
    const canvas = this.sceneCanvas;
    const point = (event: PointerEvent) => {
      const box = canvas.getBoundingClientRect();
      return toWorld(event.clientX - box.left, event.clientY - box.top, box.width);
    };
    canvas.addEventListener('pointerdown', (event) => {
      this.dragging = true;
      canvas.setPointerCapture(event.pointerId);
      this.moveTarget(point(event), false);
    });
    canvas.addEventListener('pointermove', (event) => {
      if (this.dragging) this.moveTarget(point(event), false);
    });
    const end = (event: PointerEvent) => {
      if (!this.dragging) return;
      this.dragging = false;
      this.moveTarget(point(event), true);
    };
    canvas.addEventListener('pointerup', end);
    canvas.addEventListener('pointercancel', end);
    canvas.addEventListener('keydown', (event) => {
      const target = this.run.target;
      const moves: Record<string, [number, number]> = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, KEY_STEP], ArrowDown: [0, -KEY_STEP] };
      const move = moves[event.key];
      if (move && target) {
        event.preventDefault();
        this.moveTarget({ x: target.position.x + move[0], y: target.position.y + move[1] }, false);
        this.moveTarget({ x: target.position.x, y: target.position.y }, true);
      } else if (event.key === ' ') {
        event.preventDefault();
        this.togglePlay();
      }
    });
  }
}
