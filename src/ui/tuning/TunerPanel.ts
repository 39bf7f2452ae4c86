import { describeController } from '../../app/fields/controllerFields';
import type { ApplyTo, Demo } from '../../app/Demo';
import type { TunerMessage, TuneScore } from '../../app/tuning/tunerJob';
import { buildTuneRequest, defaultTuneChoices, type TuneChoices } from '../../app/tuning/tunerRequest';
import { describeInput } from '../../app/fields/tuningFields';
import { radiansFigure } from '../../app/presentation/turnRateWords';
import { CONTROLLER_LABELS, type ControllerSettings } from '../../sim/control/ControllerSettings';
import { button, el, messageLine, setText, showMessage } from '../dom';
import { parseNumberText } from '../../sim/validation/numberText';
import { releaseFocusAfterPointerUse } from '../keyboard/releaseFocusAfterPointerUse';

/** What the tuner section is doing. */
type TunerState = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

/**
 * The auto-tuner, in the sidebar: it searches the gains of the shown entity's controller on the
 * headless simulation as `npm run tune` does, in a Web Worker made when Tune is pressed (Cancel
 * terminates it), and Apply gives the best to the selected (or every) entity through the demo.
 */
export class TunerPanel {
  private readonly about: HTMLElement;
  private readonly iterationsInput: HTMLInputElement;
  private readonly overshootInput: HTMLInputElement;
  private readonly startButton: HTMLButtonElement;
  private readonly cancelButton: HTMLButtonElement;
  private readonly progress: HTMLProgressElement;
  private readonly status: HTMLElement;
  private readonly result: HTMLElement;
  private readonly resultSettings: HTMLElement;
  private readonly resultFigures: HTMLElement;
  private readonly applyButton: HTMLButtonElement;
  private readonly message: HTMLElement;
  private readonly choices: TuneChoices = defaultTuneChoices();
  private worker: Worker | null = null;
  private state: TunerState = 'idle';
  private best: ControllerSettings | null = null;
  private aboutKey = '';

  constructor(
    container: HTMLElement,
    private readonly demo: Demo,
    /** Which entities a found controller applies to (the tuning panel's choice). */
    private readonly applyTo: () => ApplyTo,
    private readonly changed: () => void,
  ) {
    container.setAttribute('aria-label', 'Auto-tuner');
    this.about = el('p', { className: 'tuner-about' });
    this.iterationsInput = el('input', {
      id: 'tune-iterations',
      attributes: { type: 'text', inputmode: 'numeric', value: String(this.choices.iterations), 'aria-label': 'candidates to try' },
    });
    this.iterationsInput.title = 'Candidates to try: an integer ≥ 1 and ≤ 10000';
    this.overshootInput = el('input', {
      id: 'tune-overshoot',
      attributes: {
        type: 'text',
        inputmode: 'decimal',
        value: String(this.choices.maxOvershootDeg),
        'aria-label': 'largest overshoot allowed (°)',
      },
    });
    this.overshootInput.title = 'Largest overshoot allowed, degrees: a number ≥ 0 and ≤ 90';
    this.startButton = button(
      {
        id: 'tune-start',
        className: 'tool',
        text: 'Tune',
        title: 'Search the gains of the selected entity’s controller (in a Web Worker)',
      },
      () => this.start(),
    );
    this.cancelButton = button({ id: 'tune-cancel', className: 'tool', text: 'Cancel', title: 'Stop the search' }, () => this.cancel());
    this.cancelButton.disabled = true;
    this.progress = el('progress', { id: 'tune-progress', attributes: { max: '1', value: '0', 'aria-label': 'tuning progress' } });
    this.status = el('p', { id: 'tune-status', className: 'tuner-status', text: 'Not run yet.', attributes: { 'aria-live': 'polite' } });
    this.resultSettings = el('p', { id: 'tune-best', className: 'tuner-best' });
    this.resultFigures = el('p', { id: 'tune-figures', className: 'tuner-figures' });
    this.applyButton = button(
      {
        id: 'tune-apply',
        className: 'tool',
        text: 'Apply',
        title: 'Give these settings to the selected entity (or all, as the panel says)',
      },
      () => this.apply(),
    );
    this.result = el('div', { id: 'tune-result', className: 'tuner-result' }, [this.resultSettings, this.resultFigures, this.applyButton]);
    this.result.hidden = true;
    this.message = messageLine('p', 'tune-message');

    container.append(
      el('div', { className: 'tuner-title', text: 'Auto-tune' }),
      this.about,
      el('div', { className: 'tuner-fields' }, [
        el('label', {}, ['candidates ', this.iterationsInput]),
        el('label', {}, ['max overshoot (°) ', this.overshootInput]),
      ]),
      el('div', { className: 'tuner-buttons' }, [this.startButton, this.cancelButton]),
      this.progress,
      this.status,
      this.message,
      this.result,
    );
    releaseFocusAfterPointerUse(container);
    this.sync();
  }

  /** Shows what Tune would tune (the selected entity's controller, type and turn rate). */
  sync(): void {
    const view = this.demo.tuning.view();
    const key = `${view.controller.type}|${view.entityType}|${view.maxAngularAcceleration}`;
    if (key === this.aboutKey) return;
    this.aboutKey = key;
    setText(
      this.about,
      `Searches the gains of ${CONTROLLER_LABELS[view.controller.type]} for a ${view.entityType} at ` +
        `${radiansFigure(view.maxAngularAcceleration)}, on the headless sim: the shortest settling over turns of 30°–170° within ` +
        `the overshoot bound.`,
    );
  }

  /** Stops any search (the page is going away). */
  destroy(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private start(): void {
    if (this.state === 'running') return;
    const typedIterations = this.iterationsInput.value;
    const typedOvershoot = this.overshootInput.value;
    const iterations = parseNumberText(typedIterations);
    const overshoot = parseNumberText(typedOvershoot);
    const view = this.demo.tuning.view();
    const built = buildTuneRequest(view.controller, view.entityType, view.maxAngularAcceleration, {
      iterations,
      maxOvershootDeg: overshoot,
    });
    if (!built.ok) {
      const keptIterations = this.choices.iterations;
      const keptOvershoot = this.choices.maxOvershootDeg;
      this.iterationsInput.value = String(keptIterations);
      this.overshootInput.value = String(keptOvershoot);
      const isIterations = built.field === 'iterations';
      const label = isIterations ? 'candidates' : built.field === 'maxOvershootDeg' ? 'max overshoot (°)' : built.field;
      const typed = isIterations ? typedIterations : typedOvershoot;
      const rule = built.message.slice(built.message.indexOf(': ') + 2);
      showMessage(this.message, `${label} ${rule}; got ${describeInput(typed)}. Kept ${isIterations ? keptIterations : keptOvershoot}.`);
      return;
    }
    this.choices.iterations = built.request.options.iterations;
    this.choices.maxOvershootDeg = built.request.options.maxOvershootDeg;
    showMessage(this.message, null);
    this.best = null;
    this.result.hidden = true;
    this.progress.max = built.request.options.iterations;
    this.progress.value = 0;
    this.setState('running');
    setText(this.status, `Starting: ${built.request.options.iterations} candidates…`);
    // Created on demand: the worker and the tuner's code load only when someone tunes.
    const worker = new Worker(new URL('./tuner.worker.ts', import.meta.url), { type: 'module' });
    this.worker = worker;
    worker.addEventListener('message', (event: MessageEvent<TunerMessage>) => {
      if (this.worker === worker) this.onMessage(event.data);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      if (this.worker !== worker) return;
      this.finish('failed');
      setText(this.status, `The tuner stopped with an error: ${event.message || 'unknown'}.`);
    });
    worker.postMessage(built.request, []);
  }

  private onMessage(message: TunerMessage): void {
    switch (message.kind) {
      case 'progress':
        this.progress.value = message.iteration;
        this.best = message.best;
        setText(
          this.status,
          `Candidate ${message.iteration} of ${message.iterations} · best so far settles in ${ratio(message.bestScore)} the ` +
            `time-optimal limit, overshoot ${message.bestScore.worstOvershootDeg.toFixed(1)}°`,
        );
        return;
      case 'done':
        this.progress.value = message.iterations;
        this.best = message.best;
        this.finish('done');
        setText(this.status, `Done: ${message.iterations} candidates tried.`);
        setText(this.resultSettings, `Best: ${describeController(message.best)}`);
        setText(
          this.resultFigures,
          `Settles in ${ratio(message.score)} the time-optimal limit on average (was ${ratio(message.startScore)}), worst ` +
            `overshoot ${message.score.worstOvershootDeg.toFixed(1)}° (was ${message.startScore.worstOvershootDeg.toFixed(1)}°).`,
        );
        this.result.hidden = false;
        return;
      case 'failed':
        this.finish('failed');
        setText(this.status, `The tuner failed: ${message.message}`);
        return;
    }
  }

  private cancel(): void {
    if (this.state !== 'running') return;
    this.finish('cancelled');
    setText(this.status, `Cancelled after ${this.progress.value} of ${this.progress.max} candidates.`);
  }

  private apply(): void {
    if (!this.best) return;
    const result = this.demo.apply({ kind: 'setController', settings: this.best, scope: this.applyTo() });
    if (!result.ok) {
      showMessage(this.message, result.message);
      return;
    }
    showMessage(this.message, null);
    setText(
      this.status,
      `Applied to ${this.applyTo() === 'all' ? 'every entity' : 'the selected entity'}: ${describeController(this.best)}.`,
    );
    this.changed();
  }

  /** Ends a run: the worker goes (terminated: nothing more arrives). */
  private finish(state: TunerState): void {
    this.worker?.terminate();
    this.worker = null;
    this.setState(state);
  }

  private setState(state: TunerState): void {
    this.state = state;
    const running = state === 'running';
    this.startButton.disabled = running;
    this.cancelButton.disabled = !running;
    this.iterationsInput.disabled = running;
    this.overshootInput.disabled = running;
  }
}

/** "1.23×" */
function ratio(score: TuneScore): string {
  return Number.isFinite(score.meanSettleRatio) ? `${score.meanSettleRatio.toFixed(2)}×` : 'never (some turns do not settle)';
}
