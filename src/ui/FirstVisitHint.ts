import type { Demo } from '../app/Demo';
import { measuredContrast } from '../app/presentation/turnRateContrast';
import { el, setText } from './dom';

/** Refresh period of the hint's text, s. */
const REFRESH_SECONDS = 0.5;

/**
 * The first-visit hint (#hint, bottom of the play area, until the player does anything): what to
 * do in the scene on screen (drag the target in Track and Seek; draw a path in Path mode) and, only
 * when the turns measured say so, the opening's story: "the fast missile swings onto it, the slow
 * one overshoots 34°" (src/app/presentation/turnRateContrast.ts). Where every missile is fast, or before a
 * turn has been measured, it makes no such claim. Rewritten a couple of times a second, and at once
 * when the scene changes. A long form for wide screens, a short one for narrow ones (the CSS shows one).
 */
export class FirstVisitHint {
  private readonly long: HTMLElement;
  private readonly short: HTMLElement;
  private sinceRefresh = Infinity;
  private gone = false;
  /** The world of the scene the text was written for. */
  private world: unknown = null;

  constructor(private readonly element: HTMLElement) {
    this.long = el('span', { className: 'hint-long' });
    this.short = el('span', { className: 'hint-short' });
    element.append(this.long, this.short);
  }

  /** Once per frame with the real frame time (s): the text follows the scene a couple of times a second. */
  update(demo: Demo, frameSeconds: number): void {
    if (this.gone) return;
    this.sinceRefresh += frameSeconds;
    // A new scene (a reset, a scene file) is described at once: a claim about the last one never lingers.
    if (this.sinceRefresh < REFRESH_SECONDS && demo.view.world === this.world) return;
    this.world = demo.view.world;
    this.sinceRefresh = 0;
    this.write(demo);
  }

  /** Writes the text for the scene as it is now. */
  write(demo: Demo): void {
    if (demo.editor.mode === 'path') {
      setText(this.long, 'Drag on empty space: a path for the selected entity  ·  drag a waypoint to move it  ·  T turn rate  ·  ? help');
      setText(this.short, 'Drag on empty space: a path  ·  ? help');
      return;
    }
    const contrast = measuredContrast(demo.view.records);
    const overshoot = contrast ? Math.round(contrast.slowOvershootDeg) : 0;
    const story = contrast ? `. The fast missile swings onto it, the slow one overshoots ${overshoot}°` : '';
    setText(this.long, `Drag anywhere: the target follows${story}  ·  right-drag pans  ·  T turn rate  ·  ? help`);
    setText(this.short, contrast ? `Drag the target: the slow missile overshoots ${overshoot}°  ·  ? help` : 'Drag the target: they steer to it  ·  ? help');
  }

  /** The player did something, or the page runs the benchmark: the hint fades out for good. */
  dismiss(): void {
    this.gone = true;
    this.element.classList.add('gone');
  }
}
