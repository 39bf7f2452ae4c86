/**
 * What the challenges show as the game plays: a level's run on its card (heading, live check, the
 * player's code failing, the result and the best kept), and the player's code applied to an entity.
 */
import type { ChallengeBests } from '../../app/challenge/ChallengeBests';
import { newBestNote } from '../../app/challenge/challengeOutcome';
import type { ChallengeView, Demo } from '../../app/Demo';
import type { ChallengeLevel } from '../../sim/challenges/ChallengeLevel';
import type { ChallengeResult } from '../../sim/challenges/ChallengeRun';
import { FALLBACK_CONTROLLER_LABEL, type ControllerFailure } from '../../sim/control/FallibleController';
import type { ChallengeCard } from './ChallengeCard';
import type { SandboxedController } from './ChallengePanelPorts';

/** What the progress needs of the challenges' panel. */
export interface ChallengeProgressHooks {
  /** Whether the panel is open (it then has the right side, and the card hides). */
  isOpen(): boolean;
  /** Shows a failure of the player's code in the panel, after `prefix`, and its line in the editor. */
  showFailure(prefix: string, failure: ControllerFailure): void;
  /** Shows a short message to the player (the toast). */
  notify(message: string, kind: 'info' | 'error'): void;
  /** A best was recorded: the panel shows the level's best and the built-in controllers' table again. */
  bestsChanged(): void;
}

/** The player's code at work (in a level's run, on an entity of the playground) and what its runs show. */
export class ChallengeProgress {
  /** The player's code steering the level being played, if any (disposed when the level ends). */
  private runController: SandboxedController | null = null;
  /** The player's code steering an entity of the playground, if any. */
  private appliedController: SandboxedController | null = null;
  private appliedFailureShown = false;
  private runFailureShown = false;
  /** The level played whose result was shown (each run's result is shown and recorded once). */
  private shownFor: ChallengeView | null = null;

  constructor(
    private readonly demo: Demo,
    private readonly card: ChallengeCard,
    private readonly bests: ChallengeBests,
    private readonly hooks: ChallengeProgressHooks,
  ) {}

  /** A level's run is about to start with `compiled` (the player's code) steering, or a built-in controller (null). */
  startingRun(compiled: SandboxedController | null): void {
    this.releaseRun();
    if (!compiled) return;
    this.runController = compiled;
    this.runFailureShown = false;
  }

  /** The run started: its result is yet to show, and the card starts empty. */
  started(): void {
    this.shownFor = null;
    this.card.clear();
  }

  /** Frees the player's code of the level's run, if any. */
  releaseRun(): void {
    this.runController?.dispose();
    this.runController = null;
  }

  /** The player's code `compiled` now steers an entity of the playground (the code there before is freed). */
  applied(compiled: SandboxedController): void {
    this.appliedController?.dispose();
    this.appliedController = compiled;
    this.appliedFailureShown = false;
  }

  /** Shows the card, failures and results; returns whether to keep watching. */
  update(): boolean {
    const applied = this.appliedController;
    if (applied?.failure && !this.appliedFailureShown) {
      this.appliedFailureShown = true;
      this.hooks.showFailure(
        `Your code stopped after ${applied.failure.time.toFixed(2)} s of running and a safe controller (time-optimal) steers now`,
        applied.failure,
      );
      this.hooks.notify('Your controller failed: a safe controller steers now (see Challenges).', 'error');
    }
    const challenge = this.demo.plays.challenge;
    const isOpen = this.hooks.isOpen();
    // The card and the open panel share the right side: the panel, when open, has the say.
    this.card.hidden = challenge === null || isOpen;
    if (!challenge) {
      if (this.runController) this.releaseRun();
      return isOpen || (applied !== null && applied.failure === null);
    }
    const run = this.runController;
    const result = challenge.result;
    // A decided level is a record: a failure of the code after that (the scene steps on) is not the run's.
    const failure = result ? result.failure : (run?.failure ?? null);
    // Once the player's code failed, the card says so first and names what steers now.
    this.card.showHeading(
      `${challenge.level.title} · ${failure ? `${FALLBACK_CONTROLLER_LABEL}, after your code failed` : challenge.controllerLabel}`,
      challenge.level.goal,
    );
    const lateFailure = result && !result.failure ? (run?.failure ?? null) : null;
    if (lateFailure && !this.runFailureShown) {
      this.runFailureShown = true;
      this.hooks.showFailure(
        `The level was decided at ${result?.time.toFixed(2)} s and its result stands; after that your code stopped at ` +
          `${lateFailure.time.toFixed(2)} s`,
        lateFailure,
      );
    }
    if (failure && !this.runFailureShown) {
      this.runFailureShown = true;
      this.hooks.showFailure(
        `Your code stopped after ${failure.time.toFixed(2)} s of the run; the ${FALLBACK_CONTROLLER_LABEL} controller steers ` +
          `the rest of it`,
        failure,
      );
      this.card.showFailure(challenge.level, failure);
    }
    if (!result) {
      const live = `${challenge.check.progress} · ${challenge.time.toFixed(1)} s of ${challenge.level.duration} s`;
      this.card.showLive(failure ? `${FALLBACK_CONTROLLER_LABEL} steers now: ${live}` : live);
      return true;
    }
    if (this.shownFor !== challenge) {
      this.shownFor = challenge;
      this.showResult(challenge.level, result, challenge.spoiled, run !== null);
    }
    return true;
  }

  private showResult(level: ChallengeLevel, result: ChallengeResult, spoiled: string | null, players: boolean): void {
    const codeFailure = result.failure;
    this.card.showResult(level, result, codeFailure);
    let note = '';
    if (codeFailure) note = 'Not counted. Fix your code in the editor (Edit code) and run again.';
    else if (spoiled) note = `Not counted: ${spoiled}.`;
    else if (players) {
      const before = this.bests.bestOf(level.name);
      const isBest = this.bests.record(result);
      note = newBestNote(level, result, isBest, before, this.bests.bestOf(level.name));
      this.hooks.bestsChanged();
    }
    this.card.showNote(note);
  }
}
