/**
 * The challenges' code editor: CodeMirror loaded the first time it is needed, the code kept while it
 * is not, and a controller file the player opens, checked before it is shown in it.
 */
import { MAX_CONTROLLER_FILE_BYTES } from '../../sim/challenges/controllerFileLimit';
import { quoteForMessage } from '../../sim/validation/oneLine';
import { el } from '../dom';
import { readUtf8File } from '../readUtf8File';
import { loadCodeEditor, type CodeEditor } from './loadCodeEditor';

/** What the editor needs of the challenges' panel. */
export interface ChallengeCodeEditorHooks {
  /** Esc in the editor: focus leaves it (for the Run button). */
  leave(): void;
  /** Ctrl+Enter in the editor: runs the code on the level. */
  run(): void;
  /** Shows a line in the panel's message, an error or not. */
  say(text: string, error?: boolean): void;
  /** A file's code is in the editor: the player's code is to steer. */
  opened(): void;
}

/** The player's code: the editor (#challenge-editor) and the hidden file input of Open file. */
export class ChallengeCodeEditor {
  /** Where the editor goes, showing "Loading the editor…" until it has loaded. */
  readonly host: HTMLElement;
  /** The hidden file input that Open file clicks. */
  readonly fileInput: HTMLInputElement;
  private editor: CodeEditor | null = null;
  private loading: Promise<void> | null = null;
  /** The text while the editor is not loaded yet. */
  private text: string;

  constructor(
    template: string,
    private readonly hooks: ChallengeCodeEditorHooks,
  ) {
    this.text = template;
    this.host = el('div', { id: 'challenge-editor', className: 'challenge-editor' }, [
      el('p', { className: 'challenge-loading', text: 'Loading the editor…' }),
    ]);
    this.fileInput = el('input', {
      attributes: { type: 'file', accept: '.js,.mjs,.txt,text/javascript,text/plain', 'aria-label': 'Open a controller file' },
    });
    this.fileInput.hidden = true;
    this.fileInput.addEventListener('change', () => void this.openFile());
  }

  /** Loads the editor the first time (a failed load is said, and the next call tries again); resolves once it is there or failed. */
  ensure(): Promise<void> {
    this.loading ??= loadCodeEditor(this.host, this.text, 'Your controller’s code', {
      leave: () => this.hooks.leave(),
      run: () => this.hooks.run(),
    })
      .then((editor) => {
        this.host.querySelector('.challenge-loading')?.remove();
        this.editor = editor;
      })
      .catch(() => {
        this.loading = null;
        this.hooks.say('The editor could not be loaded (check the connection); try again.', true);
      });
    return this.loading;
  }

  /** The player's code: the editor's, or the text it will load with. */
  currentText(): string {
    return this.editor?.getText() ?? this.text;
  }

  /** Puts `text` in the editor (or keeps it for when it loads). */
  setText(text: string): void {
    this.text = text;
    this.editor?.setText(text);
  }

  /** Gives the editor focus, once loaded. */
  focus(): void {
    this.editor?.focus();
  }

  /** Shows line `line` (from 1) of the code, once loaded. */
  showLine(line: number): void {
    this.editor?.showLine(line);
  }

  private async openFile(): Promise<void> {
    const file = this.fileInput.files?.[0];
    this.fileInput.value = '';
    if (!file) return;
    if (file.size > MAX_CONTROLLER_FILE_BYTES) {
      this.hooks.say(
        `file: ${quoteForMessage(file.name, 80)} is ${file.size} bytes; a controller file must be at most ` +
          `${MAX_CONTROLLER_FILE_BYTES} bytes.`,
        true,
      );
      return;
    }
    const read = await readUtf8File(file);
    if (!read.ok) {
      this.hooks.say(`file: ${quoteForMessage(file.name, 80)} ${read.reason}; the editor is unchanged.`, true);
      return;
    }
    const text = read.text;
    await this.ensure();
    this.setText(text);
    this.hooks.opened();
    this.hooks.say(
      `Opened ${quoteForMessage(file.name, 80)}. Read it first: it runs only when you press Run on level or Apply to selected.`,
    );
  }
}
