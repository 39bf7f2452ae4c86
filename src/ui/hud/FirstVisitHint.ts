import { ACTIONS, type ActionId, type GameAction } from '../../app/actionList';
import type { Demo } from '../../app/Demo';
import { measuredContrast } from '../../app/presentation/turnRateContrast';
import { el, setText } from '../dom';
import type { ChangeFeed } from '../../app/changes/ChangeFeed';
import { ChangeMark } from '../ChangeMark';

/** Refresh period of the hint's text, s. */
const REFRESH_SECONDS = 0.5;

/**
 * The first-visit hint (#hint, until the player does anything): what to do in the scene on screen and,
 * only when the turns measured say so, the opening's story ("the slow one overshoots 34°":
 * src/app/presentation/turnRateContrast.ts), long on wide screens and short on narrow ones. It names
 * only keys that work on this page (an embed has no help, and its wheel zooms once the frame was clicked).
 */
export class FirstVisitHint {
  private readonly long: HTMLElement;
  /** The short form's ending: " · ? help" where ? opens the help; in an embed, how the wheel zooms. */
  private readonly help: string;
  private readonly short: HTMLElement;
  private sinceRefresh = Infinity;
  private gone = false;
  /** Another scene, or a moment of it shown, or a change (the mode): written at once (a claim about the last one never lingers). */
  private readonly now: ChangeMark;
  /** The turns measured on: written again a couple of times a second. */
  private readonly later: ChangeMark;

  /** " · T turn rate · ? help" where those keys work; in an embed, how the wheel zooms. */
  private readonly keys: string;

  constructor(
    private readonly element: HTMLElement,
    allows: (id: ActionId) => boolean = () => true,
    private readonly embedded = false,
    changes: Pick<ChangeFeed, 'on'> | null = null,
  ) {
    this.now = new ChangeMark(changes, ['scene', 'moment', 'intents']);
    this.later = new ChangeMark(changes, ['steps']);
    // The keys the catalogue's entries ask the hint to name (`hint`), each by its key and its name, where it works.
    const named = (where: GameAction['hint']): string =>
      ACTIONS.filter((action) => action.hint === where && allows(action.id))
        .map((action) => `  ·  ${action.keyHint} ${(action.menuLabel ?? action.label).toLowerCase()}`)
        .join('');
    const wheel = embedded ? '  ·  click, then the wheel zooms' : '';
    const always = named('always');
    this.keys = `${named('wide')}${wheel}${always}`;
    this.help = `${wheel}${always}`;
    this.long = el('span', { className: 'hint-long' });
    this.short = el('span', { className: 'hint-short' });
    element.append(this.long, this.short);
  }

  /** Once per frame with the real frame time (s): the text follows the scene a couple of times a second, after a change it was told of. */
  update(demo: Demo, frameSeconds: number): void {
    if (this.gone) return;
    this.sinceRefresh += frameSeconds;
    // A new scene (a reset, a scene file) is described at once: a claim about the last one never lingers.
    if (!this.now.marked && (!this.later.marked || this.sinceRefresh < REFRESH_SECONDS)) return;
    this.now.take();
    this.later.take();
    this.sinceRefresh = 0;
    this.write(demo);
  }

  /** Writes the text for the scene as it is now. */
  write(demo: Demo): void {
    if (demo.editor.entities.mode === 'path') {
      setText(this.long, `Drag on empty space: a path for the selected entity  ·  drag a waypoint to move it${this.keys}`);
      setText(this.short, `Drag on empty space: a path${this.help}`);
      return;
    }
    const contrast = measuredContrast(demo.view.records);
    const overshoot = contrast ? Math.round(contrast.slowOvershootDeg) : 0;
    const story = contrast ? `. The fast missile swings onto it, the slow one overshoots ${overshoot}°` : '';
    setText(this.long, `Drag anywhere: the target follows${story}  ·  right-drag pans${this.keys}`);
    // An embed's frame is small: its short form is the two things to know, kept to one line where it can be.
    const short = this.embedded
      ? 'Drag the target'
      : contrast
        ? `Drag the target: the slow missile overshoots ${overshoot}°`
        : 'Drag the target: they steer to it';
    setText(this.short, `${short}${this.help}`);
  }

  /** The player did something, or the page runs the benchmark: the hint fades out for good. */
  dismiss(): void {
    this.gone = true;
    this.element.classList.add('gone');
  }
}
