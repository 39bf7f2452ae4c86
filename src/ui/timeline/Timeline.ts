import type { ActionId } from '../../app/actionList';
import type { Demo } from '../../app/Demo';
import { button, el, setDisabled, setHidden, setText } from '../dom';
import { CompareCard } from './CompareCard';
import { ChangeMark } from '../ChangeMark';
import './timeline.css';

/** What the timeline needs from the page around it. */
export interface TimelineHost {
  /** Runs a player's action (Play again from here is one, with its key). */
  run(id: ActionId): void;
  notify(message: string, kind?: 'error' | 'info'): void;
}

/**
 * The timeline under the HUD (#timeline-bar): a slider (#timeline, in seconds of simulated time)
 * over the last minute of the playground, the Hunt or Intercept (demo.history), the time it shows,
 * and Play again from here (#replay-from-here). Moving the slider pauses the game at that step, exactly as it was. Keys on
 * the focused slider: ←/→ one fixed step, PageDown/PageUp 1 s, Home the oldest moment kept, End the
 * present. While what-if runs play beside the recorded one, the compare card (CompareCard.ts)
 * shows every run's figures from the branch.
 */
export class Timeline {
  readonly root: HTMLElement;
  private readonly slider: HTMLInputElement;
  private readonly readoutTime: HTMLElement;
  private readonly readoutRelation: HTMLElement;
  private readonly replay: HTMLButtonElement;
  private readonly status: HTMLElement;
  private readonly card: CompareCard;
  /**
   * Set by what the timeline shows changing: steps (the present moves on), intents (a change waits), another moment or scene, the pause,
   * notices, an opening.
   */
  private readonly mark: ChangeMark;

  constructor(
    parent: HTMLElement,
    private readonly demo: Demo,
    private readonly host: TimelineHost,
  ) {
    this.slider = el('input', {
      id: 'timeline',
      attributes: { type: 'range', min: '0', max: '0', step: 'any', 'aria-label': 'Timeline: simulated time (s)' },
    });
    this.readoutTime = el('span');
    this.readoutRelation = el('span', { className: 'timeline-relation' });
    const readout = el('span', { className: 'timeline-readout', attributes: { 'aria-hidden': 'true' } }, [
      this.readoutTime,
      this.readoutRelation,
    ]);
    this.replay = button(
      {
        id: 'replay-from-here',
        attributes: { 'aria-label': 'Play again from here' },
        title: 'Play again from the moment shown (A): change T, a controller or a gain first to compare',
      },
      () => this.host.run('replay-from-here'),
    );
    this.status = el('p', { className: 'timeline-status' });
    const label = el('label', { className: 'timeline-label', attributes: { for: 'timeline' } }, [
      el('span', { className: 'timeline-icon', text: '\u21ba', attributes: { 'aria-hidden': 'true' } }),
      el('span', { className: 'timeline-word', text: 'Rewind' }),
    ]);
    this.root = el('section', { id: 'timeline-bar', attributes: { 'aria-label': 'Timeline', 'data-frame': 'top' } }, [
      el('div', { className: 'timeline-row' }, [label, this.slider, readout, this.replay]),
      this.status,
    ]);
    this.replay.append(el('span', { text: 'Play again' }), el('span', { className: 'timeline-word', text: ' from here' }));
    this.root.hidden = true;
    parent.append(this.root);
    this.card = new CompareCard(parent, demo, (message, kind) => host.notify(message, kind));
    this.mark = new ChangeMark(demo.changes, ['steps', 'intents', 'history', 'moment', 'scene', 'time', 'opening']);
    this.slider.addEventListener('input', () => this.showStep(Math.round(Number(this.slider.value) / this.demo.clock.dt)));
    this.slider.addEventListener('keydown', (event) => this.onKey(event));
  }

  /** Once per frame: after a change it shows, the slider's range and position, the button, the status line; and the card. */
  update(frameSeconds: number): void {
    if (!this.mark.take()) {
      this.card.update(frameSeconds);
      return;
    }
    const history = this.demo.history;
    // While a comparison opens, the timeline and the card wait for its shared moment; then they show it as it fills in.
    const opening = this.demo.opening;
    const available = history.available && (opening === null || opening.shown);
    setHidden(this.root, !available);
    // Its notices outlive it (the timeline gone because the player's code steers says why).
    if (opening === null) for (const notice of history.takeNotices()) this.host.notify(notice, 'info');
    if (!available) {
      this.card.update(frameSeconds);
      return;
    }
    const behindBy = this.syncSlider();
    this.root.classList.toggle('at-present', !history.behind && !history.comparing);
    setHidden(this.replay, !history.behind);
    setDisabled(this.replay, !history.behind || !this.demo.clock.paused);
    setText(this.status, this.statusLine(behindBy));
    this.card.update(frameSeconds);
  }

  /**
   * The slider's range and position from the history now, between frames (a scene opened by a script's hook: a read right after it sees the
   * comparison's steps).
   */
  sync(): void {
    const opening = this.demo.opening;
    if (this.demo.history.available && (opening === null || opening.shown)) this.syncSlider();
  }

  /**
   * The slider's range, position, accessible value and readout from the history; returns how far
   * behind the present the shown moment is, in s. Run each frame and at once after a move, so that
   * a screen reader (and a test) reads the new moment without waiting for a frame.
   */
  private syncSlider(): number {
    const history = this.demo.history;
    const dt = this.demo.clock.dt;
    const shown = history.shownStep;
    const present = history.presentStep;
    setAttribute(this.slider, 'min', String(history.oldestStep * dt));
    setAttribute(this.slider, 'max', String(Math.max(present, shown) * dt));
    if (document.activeElement !== this.slider || !this.demo.clock.paused) this.slider.value = String(shown * dt);
    const behindBy = (present - shown) * dt;
    setAttribute(this.slider, 'aria-valuenow', (shown * dt).toFixed(2));
    setAttribute(
      this.slider,
      'aria-valuetext',
      behindBy > 0
        ? `${(shown * dt).toFixed(2)} s, ${behindBy.toFixed(2)} s before the present`
        : `${(shown * dt).toFixed(2)} s, the present`,
    );
    setText(this.readoutTime, `${(shown * dt).toFixed(2)} s`);
    setText(this.readoutRelation, behindBy > 0 ? ` · −${behindBy.toFixed(2)} s` : ' · now');
    return behindBy;
  }

  private statusLine(behindBy: number): string {
    const history = this.demo.history;
    const compared = history.compared;
    const opening = this.demo.opening;
    if (opening) {
      const { done, total } = opening.progress;
      return (
        `The moment shared, as it was. The other runs are played again beside the page ` +
        `(${Math.floor((100 * done) / Math.max(1, total))}%): they join the card and the timeline as they come.`
      );
    }
    if (history.behind && history.changePending)
      return (
        `Your change waits at this moment: Play again (A) plays the what-if run from here beside ` +
        `${history.comparing ? 'the other runs' : 'the recorded run'}.`
      );
    if (history.comparing && compared) {
      // Named, not described: the card says what each run changed.
      const name = compared.list.find((run) => run.kind === 'playing')?.name ?? 'the run playing';
      if (history.behind && this.demo.clock.paused)
        return (
          `A moment of ${name}, as it played (the panel shows its settings). Change something (T, the panel, a drag) to add a run ` +
          `from here, then Play again.`
        );
      const Name = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
      return compared.ghosts.length > 0
        ? `${Name} plays on beside the other runs’ ghosts. Go back and change something else to add a run.`
        : `${Name}: the other runs ended here; the card keeps their figures.`;
    }
    if (history.behind)
      return this.demo.clock.paused
        ? 'A moment of the past, exactly as it was. Change something (T, the panel, a drag), then Play again.'
        : `Playing again as recorded, ${behindBy.toFixed(1)} s behind the present: change something to branch.`;
    return '';
  }

  private showStep(step: number): void {
    // Hidden until a comparison opening shows its shared moment: nothing to move yet.
    if (this.demo.opening && !this.demo.opening.shown) return;
    const result = this.demo.history.show(step);
    if (!result.ok) this.host.notify(result.message);
    else this.syncSlider();
  }

  private onKey(event: KeyboardEvent): void {
    const history = this.demo.history;
    const second = Math.round(1 / this.demo.clock.dt);
    const moves: Record<string, number> = {
      ArrowLeft: history.shownStep - 1,
      ArrowDown: history.shownStep - 1,
      ArrowRight: history.shownStep + 1,
      ArrowUp: history.shownStep + 1,
      PageDown: history.shownStep - second,
      PageUp: history.shownStep + second,
      Home: history.oldestStep,
      End: history.presentStep,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    this.showStep(Math.min(history.presentStep, Math.max(history.oldestStep, to)));
    // The thumb follows a key's move (a drag's own input keeps the thumb where the pointer put it).
    this.slider.value = String(history.shownStep * this.demo.clock.dt);
  }
}

function setAttribute(element: HTMLElement, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
