/**
 * A shared comparison being opened (`demo.opening`): its runs played again in Workers, put together by the page a frame at a time, with its
 * progress and a way to cancel.
 */
import { refused, type SettingResult } from '../fields/tuningFields';
import type { PlayedWhatIf } from './assembleRuns';
import type { RunLog } from './historyRuns';
import type { ComparisonOutline, OpeningReport, OpeningWorker, RunOutline, WorkerSet } from './openingProtocol';
import { appendPart, unpackPart } from './runParts';
import { emptyRun } from './runLog';
import { playToEnd } from './playToEnd';

/**
 * Steps an opening plays again a frame to put its shared moment together from the snapshot before it, behind its dialog: on a page
 * whose code has just started, steps are many times dearer than once it has run a while.
 */
export const MOMENT_STEPS_A_FRAME = 10;

/** How far an opening has come: the fixed steps of its runs played again, of how many. */
export interface OpeningProgress {
  readonly done: number;
  readonly total: number;
}

/** What the page does for an opening: open its start, show what has come, end it. */
export interface OpeningHost {
  /** The text was read and is sound: the scene before is set aside and the comparison's start opened (a refusal: nothing changed). */
  accept(outline: ComparisonOutline): SettingResult;
  /**
   * Shows step `step` of the comparison `recorded` and `whatIfs` make (assembleRuns.ts): the scene, the timeline, the card; yields after
   * each step it plays again to get there.
   */
  show(recorded: Readonly<RunLog>, whatIfs: readonly PlayedWhatIf[], step: number): Generator<void, SettingResult, void>;
  /** The step the page shows now (the player may move the timeline once the shared moment is on screen). */
  shownStep(): number;
  /** The text read carries no comparison after all: opens it as a scene without one, and answers. */
  plain(): SettingResult;
  /** Ends it with `answer` (a refusal puts the scene before back, when it was set aside); returns the answer the player gets. */
  end(answer: SettingResult): SettingResult;
}

/**
 * Where an opening stands: its text being read; its runs playing before the shared moment is on screen; filling in the rest once it is;
 * over.
 */
export type OpeningPhase = 'reading' | 'playing' | 'filling' | 'over';

/** A run's part as the page keeps it while the runs play: its lists so far, whether it is all there. */
interface RunStore {
  readonly run: RunLog;
  done: boolean;
}

/** The step after the last frame of `run`, or `otherwise`. */
function reached(run: Readonly<RunLog>, otherwise: number): number {
  const last = run.frames[run.frames.length - 1];
  return last ? last.step + 1 : otherwise;
}

/**
 * An opening (SceneFileExchange, `demo.opening`). The first Worker reads the text and, when it is sound,
 * the page opens its start and the Workers play its runs: the first the recorded run (its parts
 * handed to the others as it goes), the others the what-if runs, the run playing first, each
 * following the recorded run's targets. Their parts come back to the page between frames; once
 * the recorded run and the run playing have reached the step shown, the page shows it (the
 * comparison of those two runs: {@link shown}), then, once every run is there, the whole
 * comparison at the step the page shows then. The page's clock is held and every change refused
 * until it ends: opened, refused (the scene before put back) or cancelled (the same).
 */
export class ComparisonOpening {
  private phaseValue: OpeningPhase = 'reading';
  private outline: ComparisonOutline | null = null;
  private readonly inbox: { worker: number; report: OpeningReport }[] = [];
  private readonly runs: RunStore[] = [];
  /** The what-if runs not given to a Worker yet, by index, the run playing first. */
  private readonly queue: number[] = [];
  private stepsDone = 0;
  private totalSteps = 0;
  private result: SettingResult | null = null;
  private readonly listeners: ((result: SettingResult) => void)[] = [];
  private set: WorkerSet;
  private workers: readonly OpeningWorker[] = [];
  /**
   * What the next frames finish, in turn, each costly on a page whose code has just started: the shared moment put together (its steps
   * played again, a few a frame), the scene shown (its first drawing), the answer given (the card's figures). A task answers whether it
   * is finished.
   */
  private readonly later: (() => boolean)[] = [];
  /** The shared moment, put together, was handed to be drawn unseen ({@link drawsUnseen}). */
  private drawnUnseen = false;
  /** The steps putting the shared moment together, while some are left. */
  private puttingTogether: Generator<void, SettingResult, void> | null = null;

  constructor(
    set: WorkerSet,
    private readonly text: string,
    private readonly host: OpeningHost,
    /** The page's own Workers, which {@link finish} plays it in when it was given others. */
    private readonly inline: () => WorkerSet,
  ) {
    this.set = set;
    this.use(set);
  }

  /** Hands the text to `set`'s Workers to read. */
  private use(set: WorkerSet): void {
    this.set = set;
    this.workers = set.workers;
    this.workers.forEach((worker, i) => {
      worker.onReport = (report) => this.inbox.push({ worker: i, report });
      worker.post({ kind: 'read', text: this.text, answer: i === 0 });
    });
  }

  /** Where it stands. */
  get phase(): OpeningPhase {
    return this.phaseValue;
  }

  /** Whether it is still opening. */
  get pending(): boolean {
    return this.result === null;
  }

  /**
   * Whether the shared moment, put together behind the dialog, is to be drawn unseen this frame (its first drawing, which makes the
   * scene's objects), to show the next.
   */
  get drawsUnseen(): boolean {
    return this.drawnUnseen && this.phaseValue === 'playing';
  }

  /** Whether the shared moment is on screen (the rest may still be filling in). */
  get shown(): boolean {
    return this.phaseValue === 'filling' || (this.phaseValue === 'over' && this.result?.ok === true);
  }

  /** How far it has come. */
  get progress(): OpeningProgress {
    return { done: this.stepsDone, total: Math.max(this.totalSteps, this.stepsDone) };
  }

  /** The answer, once there is one; null while it is opening. */
  get answer(): SettingResult | null {
    return this.result;
  }

  /** Calls `listener` with the answer once it is opened, refused or cancelled (at once if it is). */
  whenDone(listener: (result: SettingResult) => void): void {
    if (this.result !== null) listener(this.result);
    else this.listeners.push(listener);
  }

  /** Stops opening it: the scene before comes back, as after a refused file. */
  cancel(): void {
    if (this.result === null) this.end(refused('scene', 'you cancelled it'));
  }

  /**
   * Takes in what the Workers reported since the last call (once a frame on the page): the text's
   * reading, the runs' parts, each run's end, the next run for a Worker that is free; shows the
   * shared moment once it can, the whole comparison once every run is there; but first, alone in
   * its frame, what the frame before left to finish ({@link later}). Returns whether anything came
   * (its progress, its moment or its end changed).
   */
  advance(): boolean {
    const task = this.later[0];
    if (task && this.result === null) {
      if (task()) this.later.shift();
      return true;
    }
    const came = this.inbox.length > 0;
    while (this.result === null && this.inbox.length > 0) {
      const { worker, report } = this.inbox.shift() as { worker: number; report: OpeningReport };
      // Workers that could not start (a page that forbids them): the page plays it itself, at once, as it did before Workers.
      if (report.kind === 'failed' && this.phaseValue === 'reading' && this.set.pump === undefined) {
        this.finish();
        return true;
      }
      this.take(worker, report);
    }
    if (this.result === null && this.outline) this.showWhatCame(this.outline);
    return came;
  }

  /**
   * Plays it to its end here and now, in the page's own Workers (a test hook's: as the command line
   * opens one), and returns the answer: given Web Workers, only while its text is being read (they
   * are let go and the page reads it itself).
   */
  finish(): SettingResult {
    if (this.result !== null) return this.result;
    if (!this.set.pump) {
      if (this.phaseValue !== 'reading') throw new Error('an opening under way in Web Workers ends by itself');
      for (const worker of this.workers) worker.terminate();
      this.inbox.length = 0;
      this.use(this.inline());
    }
    const pump = this.set.pump;
    if (!pump) throw new Error('an opening needs Workers that answer at once to end here');
    let result: SettingResult | null = null;
    while (result === null) {
      const delivered = pump();
      const advanced = this.advance();
      if (!delivered && !advanced && this.inbox.length === 0 && this.later.length === 0 && this.result === null)
        this.end(refused('scene', 'scenario: could not be opened (its runs stopped playing)'));
      result = this.answer;
    }
    return result;
  }

  private take(worker: number, report: OpeningReport): void {
    if (report.kind === 'failed') return this.end(refused('scene', `scenario: could not be opened (${report.message})`));
    if (report.kind === 'read') {
      if (!report.result.ok) return this.end(refused('scene', report.result.error));
      if (worker === 0) this.begin(report.result.outline);
      return;
    }
    const store = this.runs[report.run];
    if (!store) return;
    if (report.kind === 'part') {
      const part = unpackPart(report.part);
      appendPart(store.run, part);
      this.stepsDone += part.frames.length;
      return;
    }
    if (!report.result.ok) return this.end(report.result);
    store.done = true;
    this.give(worker);
  }

  /**
   * The text is sound: the page opens its start, the recorded run goes to the first Worker, what-if runs (the one playing first) to the
   * others.
   */
  private begin(outline: ComparisonOutline | null): void {
    if (!outline) return this.end(this.host.plain());
    const accepted = this.host.accept(outline);
    if (!accepted.ok) return this.end(accepted);
    this.outline = outline;
    this.phaseValue = 'playing';
    this.runs.push({ run: emptyRun(), done: false }, ...outline.whatIfs.map(() => ({ run: emptyRun(), done: false })));
    this.totalSteps = outline.recordedEnd - outline.start.step + outline.whatIfs.reduce((sum, run) => sum + run.end - run.branch, 0);
    const last = outline.whatIfs.length - 1;
    this.queue.push(last, ...outline.whatIfs.map((_, i) => i).filter((i) => i !== last));
    (this.workers[0] as OpeningWorker).post({ kind: 'recorded' });
    for (let i = 1; i < this.workers.length; i++) this.give(i);
  }

  /** Gives Worker `worker` the next what-if run to play, if any is left. */
  private give(worker: number): void {
    const next = this.queue.shift();
    if (next === undefined || !this.outline) return;
    (this.workers[worker] as OpeningWorker).post({ kind: 'whatIf', index: next, targets: next === this.outline.whatIfs.length - 1 });
  }

  /**
   * Shows the whole comparison once every run is there; before, the shared moment once the recorded run and the run playing have reached
   * it.
   */
  private showWhatCame(outline: ComparisonOutline): void {
    const recorded = this.runs[0] as RunStore;
    const whatIfs = this.runs.slice(1);
    const played = (i: number): PlayedWhatIf => ({ run: outline.whatIfs[i] as RunOutline, part: (whatIfs[i] as RunStore).run });
    if (recorded.done && whatIfs.every((run) => run.done)) {
      const step = this.phaseValue === 'filling' ? this.host.shownStep() : outline.shown;
      const shown = playToEnd(
        this.host.show(
          recorded.run,
          whatIfs.map((_, i) => played(i)),
          step,
        ),
      );
      if (!shown.ok) return this.end(shown);
      if (this.phaseValue === 'playing') this.later.push(() => this.reveal());
      this.later.push(() => {
        this.end(shown);
        return true;
      });
      return;
    }
    if (this.phaseValue !== 'playing') return;
    const last = whatIfs.length - 1;
    const playing = outline.whatIfs[last] as RunOutline;
    const start = outline.start.step;
    const needRecorded = Math.max(playing.branch, Math.min(outline.shown, outline.recordedEnd));
    const needPlaying = Math.max(outline.shown, playing.branch + 1);
    if (reached(recorded.run, start) < needRecorded || reached((whatIfs[last] as RunStore).run, playing.branch) < needPlaying) return;
    const steps = this.host.show(recorded.run, [played(last)], outline.shown);
    this.puttingTogether = steps;
    this.later.push(
      () => this.playSome(steps),
      () => (this.drawnUnseen = true),
      () => this.reveal(),
    );
  }

  /** Plays up to {@link MOMENT_STEPS_A_FRAME} of `steps`; once they are all played, whether the moment is shown (or refused: it ends). */
  private playSome(steps: Generator<void, SettingResult, void>): boolean {
    for (let i = 0; i < MOMENT_STEPS_A_FRAME; i++) {
      const next = steps.next();
      if (next.done) {
        this.puttingTogether = null;
        if (!next.value.ok) this.end(next.value);
        return true;
      }
    }
    return false;
  }

  /** The shared moment, put together, goes on screen: the rest fills in. */
  private reveal(): true {
    this.phaseValue = 'filling';
    return true;
  }

  private end(answer: SettingResult): void {
    if (this.result !== null) return;
    for (const worker of this.workers) worker.terminate();
    // A moment left half put together lets the history go (it was replaying) before the scene before comes back.
    this.puttingTogether?.return(answer);
    this.puttingTogether = null;
    this.phaseValue = 'over';
    this.result = this.host.end(answer);
    for (const listener of this.listeners.splice(0)) listener(this.result);
  }
}
