/** What a Worker that plays a shared comparison's runs again does with the page's messages (openingProtocol.ts), with no browser in it. */
import { describeError } from '../../sim/validation/oneLine';
import { refused, type SettingResult } from '../fields/tuningFields';
import { openStart, recordedJob, whatIfJob, type JobYield, type ReplayParts } from './comparisonJobs';
import { readComparisonText, type ReadComparisonText } from './comparisonText';
import type { RunLog } from './historyRuns';
import type { ComparisonOutline, OpeningCommand, OpeningReport } from './openingProtocol';
import { appendPart, packPart, unpackPart, type RunPart } from './runParts';
import { emptyRun } from './runLog';

/** Where a message's numbers are: what a postMessage transfers rather than copies. */
export type Transfers = readonly ArrayBuffer[];

/** The run a Worker plays: 0 the recorded run, k + 1 what-if run k; its steps; whether its frames keep their targets. */
interface Job {
  readonly run: number;
  readonly steps: Generator<JobYield, SettingResult, void>;
  readonly targets: boolean;
}

/** The outline of a comparison read (what the page needs before any run is played). */
function outlineOf(read: Extract<ReadComparisonText, { ok: true }>): ComparisonOutline {
  const { comparison, whatIfs } = read.plan;
  return {
    scenario: read.scenario,
    start: comparison.start,
    worldSettles: comparison.worldSettles,
    shown: comparison.shown,
    title: comparison.title,
    recordedEnd: comparison.recorded.end,
    whatIfs: whatIfs.map((run) => ({ branch: run.branch, end: run.end, slot: run.slot, number: run.number })),
  };
}

/**
 * A Worker's side of an opening (src/game's Web Worker runs one, the page itself headless:
 * InlineOpeningWorkers): it reads the text once, then plays the runs it is asked to, each
 * on a fresh headless game (`game`), handing each run on in parts as it goes: to the page
 * (`report`), and the recorded run's to the other Workers too (`toPeers`), whose what-if runs
 * follow its targets. A what-if run that needs more of the recorded run than has come waits for it,
 * the Worker idle meanwhile.
 */
export class OpeningWorkerCore {
  private read: ReadComparisonText | null = null;
  /** The recorded run so far: played here, or come from the Worker that plays it. */
  private readonly recorded: { run: RunLog; done: boolean; end: number } = { run: emptyRun(), done: false, end: 0 };
  private job: Job | null = null;

  constructor(
    private readonly report: (report: OpeningReport, transfer: Transfers) => void,
    private readonly toPeers: (command: OpeningCommand, transfer: Transfers) => void,
    private readonly game: () => ReplayParts,
  ) {}

  /** Handles one message (the page's, or a part of the recorded run from another Worker). */
  handle(command: OpeningCommand): void {
    try {
      if (command.kind === 'read') this.readText(command.text, command.answer);
      else if (command.kind === 'recordedPart') {
        if (command.part) appendPart(this.recorded.run, unpackPart(command.part));
        if (command.done) this.recorded.done = true;
        // A what-if run waiting for it goes on.
        if (this.job) this.runJob();
      } else this.startJob(command.kind === 'recorded' ? 0 : command.index + 1, command.kind === 'recorded' || command.targets);
    } catch (error) {
      this.report(
        { kind: 'done', run: this.job?.run ?? 0, result: refused('scene', `scenario: could not be opened (${describeError(error)})`) },
        [],
      );
      this.job = null;
    }
  }

  private readText(text: string, answer: boolean): void {
    const read = readComparisonText(text);
    this.read = read;
    if (read?.ok) this.recorded.end = read.plan.comparison.recorded.end;
    const result =
      read === null
        ? { ok: true as const, outline: null }
        : read.ok
          ? { ok: true as const, outline: answer ? outlineOf(read) : null }
          : read;
    this.report({ kind: 'read', result }, []);
  }

  private startJob(run: number, targets: boolean): void {
    const read = this.read;
    if (!read?.ok) throw new Error('no comparison was read');
    const { comparison, whatIfs } = read.plan;
    const parts = this.game();
    const opened = openStart(parts, read.scenario, comparison);
    if (!opened.ok) {
      this.report({ kind: 'done', run, result: opened }, []);
      return;
    }
    const planned = whatIfs[run - 1];
    const steps = run === 0 ? recordedJob(parts, comparison) : planned ? whatIfJob(parts, comparison, planned, this.recorded) : null;
    if (!steps) throw new Error(`there is no what-if run ${run - 1}`);
    this.job = { run, steps, targets };
    this.runJob();
  }

  /** Plays the job on until it waits for more of the recorded run, or ends. */
  private runJob(): void {
    const job = this.job;
    if (!job) return;
    for (;;) {
      const next = job.steps.next();
      if (next.done) {
        this.job = null;
        if (job.run === 0) {
          this.recorded.done = true;
          this.toPeers({ kind: 'recordedPart', part: null, done: true }, []);
        }
        this.report({ kind: 'done', run: job.run, result: next.value }, []);
        return;
      }
      if (next.value.kind === 'wait') return;
      this.handOn(job, next.value.part);
    }
  }

  /**
   * A part of the job's run, to the page (and the recorded run's to the other Workers, and kept here for what-if runs played here later).
   */
  private handOn(job: Job, part: RunPart): void {
    const packed = packPart(part, job.targets);
    if (job.run === 0) {
      appendPart(this.recorded.run, part);
      const copy = packPart(part, true);
      this.toPeers({ kind: 'recordedPart', part: copy, done: false }, [copy.numbers.buffer as ArrayBuffer]);
    }
    this.report({ kind: 'part', run: job.run, part: packed }, [packed.numbers.buffer as ArrayBuffer]);
  }
}
