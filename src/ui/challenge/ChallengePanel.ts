/**
 * The challenges' panel (More › Challenges, or L): the level and who steers, the player's code, and
 * the buttons that run it on the level or apply it to an entity of the playground.
 */
import { ChallengeBests } from '../../app/challenge/ChallengeBests';
import { bestLine } from '../../app/challenge/challengeOutcome';
import { linkLevelController } from '../../app/gallery/linkLevelController';
import type { Demo } from '../../app/Demo';
import { builtinControllers, type BuiltinController } from '../../sim/challenges/builtinControllers';
import type { ChallengeLevel } from '../../sim/challenges/ChallengeLevel';
import { CHALLENGE_LEVELS } from '../../sim/challenges/challengeLevels';
import type { ControllerFailure } from '../../sim/control/FallibleController';
import { escapeControlCharacters } from '../../sim/validation/oneLine';
import './challenge.css';
import type { ChallengePanelPorts } from './ChallengePanelPorts';
import { BuiltinResultsTable } from './BuiltinResultsTable';
import { challengeButton as button } from './challengeButton';
import { ChallengeCard } from './ChallengeCard';
import { ChallengeCodeEditor } from './ChallengeCodeEditor';
import { ChallengeProgress } from './ChallengeProgress';
import { downloadText, el, setText } from '../dom';
import { FloatingPanel } from '../instruments/FloatingPanel';

/** The controller select's value for the player's code. */
const YOUR_CODE = 'code';

/**
 * The challenges: a panel (More › Challenges, or L) with the level picker and its goal, who steers
 * (the player's code or a built-in controller), the code editor (CodeMirror, loaded the first time
 * the panel opens) holding the documented template, and the buttons Run on the level, Apply to
 * the selected entity, Reset to template, Open file and Download. A run shows a card over the
 * game: the goal, a live check, then the result with its numbers; the player's best per level is
 * kept. Errors of the player's code (syntax with its line, exceptions, bad returns, too slow) show
 * in the panel; the entity then steers with the safe fallback, and the game goes on.
 */
export class ChallengePanel extends FloatingPanel {
  private readonly card: ChallengeCard;
  private readonly levelSelect: HTMLSelectElement;
  private readonly controllerSelect: HTMLSelectElement;
  private readonly goal: HTMLElement;
  private readonly why: HTMLElement;
  private readonly best: HTMLElement;
  private readonly message: HTMLElement;
  private readonly code: ChallengeCodeEditor;
  private readonly progress: ChallengeProgress;
  private readonly runButton: HTMLButtonElement;
  private readonly table: BuiltinResultsTable;
  private readonly bests: ChallengeBests;
  private readonly builtins: readonly BuiltinController[] = builtinControllers();
  /** Whether there is something to follow (a run, the player's code at work, the open panel): the demo's changes then update it. */
  private watching = false;

  constructor(
    container: HTMLElement,
    private readonly demo: Demo,
    private readonly ports: ChallengePanelPorts,
  ) {
    super(el('section', { id: 'challenge-panel', className: 'challenge-panel' }), 'challenge-title', () => ports.changed());
    this.bests = new ChallengeBests(CHALLENGE_LEVELS, ports.storage);
    this.levelSelect = el(
      'select',
      { id: 'challenge-level' },
      CHALLENGE_LEVELS.map((level, i) => el('option', { text: `${i + 1}. ${level.title}`, attributes: { value: level.name } })),
    );
    this.controllerSelect = el('select', { id: 'challenge-controller' }, [
      el('option', { text: 'your code (the editor)', attributes: { value: YOUR_CODE } }),
      ...this.builtins.map((c) => el('option', { text: c.label, attributes: { value: c.name } })),
    ]);
    this.goal = el('p', { id: 'challenge-goal', className: 'challenge-goal' });
    this.why = el('p', { className: 'challenge-why' });
    this.best = el('p', { id: 'challenge-best', className: 'challenge-best' });
    this.message = el('p', {
      id: 'challenge-message',
      className: 'challenge-message',
      attributes: { role: 'status', 'aria-live': 'polite' },
    });
    this.code = new ChallengeCodeEditor(ports.template, {
      leave: () => this.runButton.focus(),
      run: () => void this.runLevel(),
      say: (text, error) => this.say(text, error),
      opened: () => {
        this.controllerSelect.value = YOUR_CODE;
      },
    });
    this.table = new BuiltinResultsTable(this.builtins, this.bests);
    this.runButton = button(
      'challenge-run',
      'Run on level',
      'Play the chosen level with the chosen controller (Ctrl+Enter in the editor)',
      () => void this.runLevel(),
      true,
    );
    this.root.append(
      el('header', { className: 'challenge-header' }, [
        el('h2', { id: 'challenge-title', text: 'Challenges: write your own controller' }),
        this.closeButton('challenge-close', 'Close the challenges (Esc)', 'Close the challenges'),
      ]),
      el('div', { className: 'challenge-pickers' }, [
        el('label', { text: 'Level', attributes: { for: 'challenge-level' } }),
        this.levelSelect,
        el('label', { text: 'Who steers', attributes: { for: 'challenge-controller' } }),
        this.controllerSelect,
      ]),
      this.goal,
      this.why,
      this.best,
      // The buttons above the editor, which grows with its code: Run stays where it was as the
      // editor loads, and in reach without scrolling past the code.
      el('div', { className: 'challenge-buttons' }, [
        this.runButton,
        button(
          'challenge-apply',
          'Apply to selected',
          'Steer the selected entity of the playground with your code',
          () => void this.applyToSelected(),
        ),
        button('challenge-reset', 'Reset to template', 'Put the documented template back in the editor', () => this.resetToTemplate()),
        button('challenge-open', 'Open file', 'Open a .js file: it is shown here and runs only when you press Run or Apply', () =>
          this.code.fileInput.click(),
        ),
        button('challenge-download', 'Download', 'Save the editor’s code as controller.js', () =>
          downloadText(this.code.currentText(), 'controller.js', 'text/javascript'),
        ),
        this.table.button,
      ]),
      this.message,
      this.table.host,
      el('p', {
        id: 'challenge-keys',
        className: 'challenge-keys',
        text: 'In the editor, Tab indents; Esc leaves it (Esc again closes the panel); Ctrl+Enter (⌘+Enter) runs on the level.',
      }),
      this.code.host,
      this.code.fileInput,
    );
    this.code.host.setAttribute('aria-describedby', 'challenge-keys');
    this.levelSelect.addEventListener('change', () => this.showLevel());
    this.card = new ChallengeCard({
      runAgain: () => void this.runLevel(this.demo.plays.challenge?.level.name),
      edit: () => this.open(),
      leave: () => this.leaveLevel(),
    });
    this.progress = new ChallengeProgress(demo, this.card, this.bests, {
      isOpen: () => this.isOpen,
      showFailure: (prefix, failure) => this.showFailure(prefix, failure),
      notify: (message, kind) => this.ports.notify(message, kind),
      bestsChanged: () => {
        this.showLevel();
        this.table.refresh();
      },
    });
    container.append(this.root, this.card.element);
    this.showLevel();
    // What it follows changes with steps (the run, the code's failure), changes, scenes, and the page (it opened).
    demo.changes.on(['steps', 'intents', 'scene', 'moment', 'page'], () => {
      if (this.watching) this.watching = this.progress.update();
    });
  }

  /** Fills the panel as it opens (loading the editor the first time), and gives the editor focus. */
  protected opening(): void {
    this.ports.prewarm();
    this.showLevel();
    void this.code.ensure().then(() => this.code.focus());
    this.watch();
  }

  /**
   * Plays level `name` as its link (`?level=NAME`) does: steered by the entities' default PID
   * (linkLevelController), the level's card over the game, the panel closed.
   */
  playLevel(name: string): void {
    this.levelSelect.value = name;
    this.controllerSelect.value = linkLevelController().name;
    this.showLevel();
    void this.runLevel(name);
  }

  /**
   * The test hook's door (window.pidDemo.tryController): puts `source` in the editor and applies
   * it to the selected entity, as the Apply button does; resolves with the message shown, if any.
   */
  async tryController(source: string): Promise<string> {
    await this.code.ensure();
    this.code.setText(source);
    await this.applyToSelected();
    return this.message.textContent ?? '';
  }

  private selectedLevel(): ChallengeLevel {
    return CHALLENGE_LEVELS.find((level) => level.name === this.levelSelect.value) ?? (CHALLENGE_LEVELS[0] as ChallengeLevel);
  }

  private showLevel(): void {
    const level = this.selectedLevel();
    setText(this.goal, `Goal: ${level.goal}`);
    setText(this.why, level.why);
    setText(this.best, bestLine(level, this.bests.bestOf(level.name)));
  }

  private say(text: string, error = false): void {
    setText(this.message, text);
    this.message.classList.toggle('error', error);
  }

  /** A failure as one line: "line 3: TypeError: …" (the sandbox's message names the line where there is one). */
  private showFailure(prefix: string, failure: ControllerFailure): void {
    // The code's own words, with what would hide or turn text (U+202E, U+200B, controls) escaped.
    this.say(`${prefix}: ${escapeControlCharacters(failure.message)}`, true);
    if (failure.line !== null && this.isOpen) this.code.showLine(failure.line);
  }

  private resetToTemplate(): void {
    this.code.setText(this.ports.template);
    this.say('The template is back: a spring-damper with the demo’s gains, documented line by line.');
  }

  /** Plays the level (the chosen one, or `levelName`) with the chosen controller. */
  private async runLevel(levelName = this.selectedLevel().name): Promise<void> {
    const choice = this.controllerSelect.value;
    const builtin = this.builtins.find((c) => c.name === choice);
    let started;
    if (builtin) {
      this.progress.startingRun(null);
      started = this.demo.apply({
        kind: 'play',
        play: 'challenge',
        args: { levelName, controller: { settings: builtin.settings }, label: builtin.label },
      });
    } else {
      this.say('Compiling your code in the sandbox…');
      const compiled = await this.ports.compile(this.code.currentText(), false);
      if (compiled.failure) {
        compiled.dispose();
        this.showFailure('Your code cannot run', compiled.failure);
        return;
      }
      this.progress.startingRun(compiled);
      started = this.demo.apply({
        kind: 'play',
        play: 'challenge',
        args: { levelName, controller: { controller: compiled }, label: 'your code' },
      });
    }
    if (!started.ok) {
      this.say(started.message, true);
      return;
    }
    this.say('');
    this.progress.started();
    const hadFocus = this.root.contains(document.activeElement);
    this.root.hidden = true;
    this.card.hidden = false;
    if (hadFocus) this.card.focus();
    this.watch();
    this.ports.changed();
  }

  private leaveLevel(): void {
    const hadFocus = this.card.element.contains(document.activeElement);
    this.demo.apply({ kind: 'leave', play: 'challenge' });
    this.card.hidden = true;
    // A keyboard player's focus must land somewhere: on the toolbar.
    if (hadFocus) document.querySelector<HTMLElement>('#toolbar button[tabindex="0"]')?.focus();
    this.progress.releaseRun();
    this.ports.changed();
  }

  private async applyToSelected(): Promise<void> {
    if (this.demo.plays.challenge) {
      this.say('Leave the level first: Apply steers an entity of the playground.', true);
      return;
    }
    if (!this.demo.view.selected) {
      this.say('Select an entity first (click or tap it, or press E): your code steers the selected one.', true);
      return;
    }
    this.say('Compiling your code in the sandbox…');
    const compiled = await this.ports.compile(this.code.currentText(), true);
    if (compiled.failure) {
      compiled.dispose();
      this.showFailure('Your code cannot run', compiled.failure);
      return;
    }
    const result = this.demo.apply({ kind: 'usePlayerController', controller: compiled });
    if (!result.ok) {
      compiled.dispose();
      this.say(result.message, true);
      return;
    }
    this.progress.applied(compiled);
    this.say(
      `Your code steers ${this.demo.editor.entities.selectedId ?? 'the selected entity'}. If it fails, a safe controller takes ` +
        `over and the message shows here. The timeline keeps no history while it steers (Reset brings it back).`,
    );
    this.watch();
    this.ports.changed();
  }

  /**
   * Follows the game while there is something to show (a run, the player's code at work, the open panel), from the next frame's changes on.
   */
  private watch(): void {
    if (this.watching) return;
    this.watching = true;
    // Looked at in the next frame, whatever else changed.
    this.demo.changes.publish('page');
  }
}
