import { outcomeLine } from '../../app/challenge/challengeOutcome';
import type { ChallengeLevel } from '../../sim/challenges/ChallengeLevel';
import type { ChallengeResult } from '../../sim/challenges/ChallengeRun';
import type { ControllerFailure } from '../../sim/control/FallibleController';
import { challengeButton } from './challengeButton';
import { describeMetric } from './challengeFormat';
import { escapeControlCharacters } from '../../sim/validation/oneLine';
import { el, setText } from '../dom';

/** What the card's buttons do (the challenge panel decides). */
export interface ChallengeCardActions {
  runAgain(): void;
  edit(): void;
  leave(): void;
}

/**
 * The card shown over the game while a challenge level is played: its title and goal, a live
 * check, then the result with its numbers and a note (whether it counted, the player's best), and
 * the buttons Run again, Edit code and Leave level.
 */
export class ChallengeCard {
  readonly element: HTMLElement;
  private readonly title: HTMLElement;
  private readonly goal: HTMLElement;
  private readonly live: HTMLElement;
  private readonly result: HTMLElement;
  private readonly metrics: HTMLElement;
  private readonly note: HTMLElement;

  constructor(actions: ChallengeCardActions) {
    this.title = el('h2', { id: 'challenge-card-title' });
    this.goal = el('p', { className: 'challenge-goal' });
    this.live = el('p', { id: 'challenge-live', className: 'challenge-live' });
    this.result = el('p', { id: 'challenge-result', className: 'challenge-result', attributes: { role: 'status', 'aria-live': 'polite' } });
    this.metrics = el('dl', { id: 'challenge-metrics', className: 'challenge-metrics' });
    this.note = el('p', { id: 'challenge-note', className: 'challenge-note' });
    this.element = el(
      'section',
      { id: 'challenge-card', className: 'challenge-card', attributes: { 'aria-labelledby': 'challenge-card-title', tabindex: '-1' } },
      [
        this.title,
        this.goal,
        this.live,
        this.result,
        this.metrics,
        this.note,
        el('div', { className: 'challenge-buttons' }, [
          challengeButton('challenge-again', 'Run again', 'Play this level again', () => actions.runAgain()),
          challengeButton('challenge-edit', 'Edit code', 'Open the editor', () => actions.edit()),
          challengeButton('challenge-leave', 'Leave level', 'Back to the scene you were playing', () => actions.leave(), true),
        ]),
      ],
    );
    this.element.hidden = true;
  }

  /** Gives the card the keyboard's focus (a run started from the panel: Tab then reaches Run again, Edit code, Leave level). */
  focus(): void {
    this.element.focus();
  }

  set hidden(hidden: boolean) {
    this.element.hidden = hidden;
  }

  /** A new run: no result, no numbers, no note. */
  clear(): void {
    this.result.className = 'challenge-result';
    setText(this.result, '');
    this.metrics.replaceChildren();
    setText(this.note, '');
  }

  /** The title line and the level's goal. */
  showHeading(title: string, goal: string): void {
    setText(this.title, title);
    setText(this.goal, `Goal: ${goal}`);
  }

  /** The live check while the level runs. */
  showLive(text: string): void {
    setText(this.live, text);
  }

  /** The player's code failed during the run (before the level was decided). */
  showFailure(level: ChallengeLevel, failure: ControllerFailure): void {
    this.result.className = 'challenge-result failed';
    setText(this.result, outcomeLine(level, codeFailureFacts(failure)));
  }

  /**
   * The result of the run, in the wording the stored best uses too; `codeFailure` makes it a
   * failure first, whatever the fallback then did. The live line gives way to the time the level
   * was decided, among the numbers (never "Done" before a failure).
   */
  showResult(level: ChallengeLevel, result: ChallengeResult, codeFailure: ControllerFailure | null): void {
    setText(this.live, '');
    this.result.className = `challenge-result ${result.passed && !codeFailure ? 'passed' : 'failed'}`;
    setText(this.result, outcomeLine(level, codeFailure ? codeFailureFacts(codeFailure) : result));
    const until = codeFailure
      ? [el('dt', { text: 'measured' }), el('dd', { text: `until ${codeFailure.time.toFixed(2)} s` })]
      : [el('dt', { text: 'decided at' }), el('dd', { text: `${result.time.toFixed(2)} s` })];
    this.metrics.replaceChildren(
      ...until,
      ...Object.entries(result.metrics).flatMap(([key, value]) => {
        const { label, text } = describeMetric(key, value);
        return [el('dt', { text: label }), el('dd', { text })];
      }),
    );
  }

  /** Whether the result counted, and why not. */
  showNote(note: string): void {
    setText(this.note, note);
  }
}

/** A failure of the player's code as a result: "your code stopped at 0.30 s (line 1: Error: boom)", unscored. */
function codeFailureFacts(failure: ControllerFailure): { passed: false; progress: string; score: null } {
  return {
    passed: false,
    progress: `your code stopped at ${failure.time.toFixed(2)} s (${escapeControlCharacters(failure.message)})`,
    score: null,
  };
}
