/** A comparison being opened between the page's frames: its runs played again a slice at a time, with its progress and a way to cancel. */
import { describeError } from '../../sim/validation/oneLine';
import { refused, type SettingResult } from '../fields/tuningFields';

/**
 * Most units of a comparison's replay in one frame of the page, whatever its time budget: fixed
 * steps of the scene (2 s of simulated time) or intents applied again: a frame then blocks the page
 * for at most this many, the heaviest scene included (the 2-core machine plays its heaviest at
 * about 1.4 ms a step: under 0.2 s), while the opening's light comparisons play again in a second
 * or two.
 */
export const MAX_OPENING_STEPS_PER_FRAME = 120;

/** How far a comparison's opening has come: the fixed steps and intents played again, of about how many. */
export interface OpeningProgress {
  readonly done: number;
  readonly total: number;
}

/**
 * A comparison being opened (`demo.opening`, while the page opens one: SceneFiles): its replay
 * (comparisonReplay.ts's generator, a fixed step at a time) played a few steps each frame
 * ({@link advance}), the game's clock held meanwhile and every intent refused, so the page draws
 * and answers throughout. It ends opened, refused (the scene before put back, as for any refused
 * file) or cancelled (the same); {@link whenDone} hears which.
 */
export class ComparisonOpening {
  private stepsDone = 0;
  private result: SettingResult | null = null;
  private readonly listeners: ((result: SettingResult) => void)[] = [];

  constructor(
    /** The replay: a yield after each fixed step and intent, its answer at the end. */
    private readonly steps: Generator<void, SettingResult, void>,
    /** About how many fixed steps and intents it plays (comparisonReplay.ts's replayLength). */
    readonly total: number,
    /** Ends the opening with the replay's answer (a refusal puts the scene before back); returns the answer the player gets. */
    private readonly settle: (answer: SettingResult) => SettingResult,
  ) {}

  /** Whether it is still opening. */
  get pending(): boolean {
    return this.result === null;
  }

  /** How far it has come. */
  get progress(): OpeningProgress {
    return { done: this.stepsDone, total: Math.max(this.total, this.stepsDone) };
  }

  /**
   * Plays at most `maxSteps` more fixed steps or intents (never more than {@link MAX_OPENING_STEPS_PER_FRAME}),
   * fewer once `enough()` says so (the page's time budget for a frame, asked after each);
   * returns how many it played. A throw inside the replay ends it as a refusal.
   */
  advance(maxSteps: number, enough: () => boolean = () => false): number {
    const limit = Math.min(maxSteps, MAX_OPENING_STEPS_PER_FRAME);
    let played = 0;
    while (this.result === null && played < limit) {
      let next: IteratorResult<void, SettingResult>;
      try {
        next = this.steps.next();
      } catch (error) {
        this.end(refused('scene', `scenario: could not be opened (${describeError(error)})`));
        break;
      }
      if (next.done) {
        this.end(next.value);
        break;
      }
      played++;
      this.stepsDone++;
      if (enough()) break;
    }
    return played;
  }

  /** Plays the rest at once and returns the answer (the headless game, the command line, the tests' hooks). */
  finish(): SettingResult {
    while (this.result === null) this.advance(MAX_OPENING_STEPS_PER_FRAME);
    return this.result;
  }

  /** Stops opening it: the scene before comes back, as after a refused file. */
  cancel(): void {
    if (this.result !== null) return;
    this.steps.return(refused('scene', 'cancelled'));
    this.end(refused('scene', 'you cancelled it'));
  }

  /** Calls `listener` with the answer once it is opened, refused or cancelled (at once if it is). */
  whenDone(listener: (result: SettingResult) => void): void {
    if (this.result !== null) listener(this.result);
    else this.listeners.push(listener);
  }

  /** The answer, once there is one; null while it is opening. */
  get answer(): SettingResult | null {
    return this.result;
  }

  private end(answer: SettingResult): void {
    this.result = this.settle(answer);
    for (const listener of this.listeners.splice(0)) listener(this.result);
  }
}
