/**
 * The messages between the page and the Workers that play a shared comparison's runs again (openingWorkerCore.ts), and what a Worker is to
 * the page.
 */
import type { Scenario } from '../../sim/scenario/schema';
import type { SettingResult } from '../fields/tuningFields';
import type { Checkpoint } from './Checkpoint';
import type { PackedPart } from './runParts';

/** A what-if run as the page puts it together: where it leaves the recorded run, where it ends, its colour slot and number. */
export interface RunOutline {
  readonly branch: number;
  readonly end: number;
  readonly slot: number;
  readonly number: number;
}

/**
 * What the page needs of a comparison read, before any run is played: its scene, its start, the step shown, its title, how its world
 * settles, its runs' outlines.
 */
export interface ComparisonOutline {
  /** The scene file without its comparison. */
  readonly scenario: Scenario;
  readonly start: Checkpoint;
  readonly worldSettles: boolean;
  readonly shown: number;
  readonly title: string;
  readonly recordedEnd: number;
  /** The what-if runs in the file's order, each from the recorded run (comparisonPlan.ts); the last plays on. */
  readonly whatIfs: readonly RunOutline[];
}

/** From the page to a Worker, or from the Worker playing the recorded run to the others. */
export type OpeningCommand =
  /** Read the scene file's text (comparisonText.ts); with `answer`, say what it holds (else only whether it was refused). */
  | { readonly kind: 'read'; readonly text: string; readonly answer: boolean }
  /** Play the recorded run; its parts go to the page and to the other Workers. */
  | { readonly kind: 'recorded' }
  /** Play what-if run `index` (the file's order) from the recorded run; `targets`: its frames keep the targets (the run playing). */
  | { readonly kind: 'whatIf'; readonly index: number; readonly targets: boolean }
  /** A part of the recorded run, played by another Worker (`done`: it is all there). */
  | { readonly kind: 'recordedPart'; readonly part: PackedPart | null; readonly done: boolean };

/** From a Worker to the page. */
export type OpeningReport =
  /** The text read: refused, or (when asked) its outline. */
  | {
      readonly kind: 'read';
      readonly result: { readonly ok: true; readonly outline: ComparisonOutline | null } | { readonly ok: false; readonly error: string };
    }
  /** A part of run `run` (0 the recorded run, k + 1 what-if run k). */
  | { readonly kind: 'part'; readonly run: number; readonly part: PackedPart }
  /** Run `run` has played to its end, or was refused. */
  | { readonly kind: 'done'; readonly run: number; readonly result: SettingResult }
  /** The Worker itself failed (it could not start, or threw where nothing caught it): one line saying why. */
  | { readonly kind: 'failed'; readonly message: string };

/**
 * A Worker playing runs again, as the page holds it: messages to it, what it reports, and the end
 * of it. Its reports reach `onReport` in order, after `post` returns (a Web Worker's by its event
 * loop, the page's own at once by {@link InlineOpeningWorkers}' queue).
 */
export interface OpeningWorker {
  post(command: OpeningCommand): void;
  onReport: ((report: OpeningReport) => void) | null;
  terminate(): void;
}

/** The Workers of one opening, and (headless: InlineOpeningWorkers) a way to deliver their messages at once. */
export interface WorkerSet {
  readonly workers: readonly OpeningWorker[];
  /** Delivers the messages waiting, in order; false when there was none (absent: a Web Worker's arrive by themselves). */
  pump?(): boolean;
}

/**
 * Makes the Workers an opening plays its runs on: the first plays the recorded run and hands its
 * parts to the others, each plays what-if runs. The page's makes Web Workers (one a core, two at
 * most); headless, the game plays them itself, one after the other.
 */
export type OpeningWorkers = () => WorkerSet;
