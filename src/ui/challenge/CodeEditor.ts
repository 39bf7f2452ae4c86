import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';

/** A code editor in the page: the text, and where the player's attention should go. */
export interface CodeEditor {
  /** The current text. */
  getText(): string;
  /** Replaces the whole text (undo can bring the old one back). */
  setText(text: string): void;
  /** Puts the cursor on line `line` (1-based) and shows it. */
  showLine(line: number): void;
  focus(): void;
  destroy(): void;
}

/** What the editor's own keys do beyond editing (the panel around it decides). */
export interface CodeEditorKeys {
  /** Escape: leave the editor for a control of the panel (the editor never traps focus, WCAG 2.1.2). */
  leave(): void;
  /** Ctrl+Enter (Cmd+Enter on a Mac): run the code. */
  run(): void;
}

/**
 * CodeMirror 6 with JavaScript highlighting, line numbers, undo and bracket matching: what the
 * player writes a controller in. Tab indents; Escape hands focus to `keys.leave` (so the editor is
 * no keyboard trap), and CodeMirror's own convention, Escape then Tab, moves on too; Ctrl/Cmd+Enter
 * calls `keys.run`. The content is labelled `label` for screen readers. Its own chunk, loaded on
 * demand by {@link loadCodeEditor} (src/ui/challenge/loadCodeEditor.ts).
 */
export function createCodeEditor(parent: HTMLElement, text: string, label: string, keys: CodeEditorKeys): CodeEditor {
  // Before the default keymap, whose Mod-Enter inserts a blank line.
  const ownKeys = keymap.of([
    {
      key: 'Escape',
      run: () => {
        keys.leave();
        return true;
      },
    },
    {
      key: 'Mod-Enter',
      run: () => {
        keys.run();
        return true;
      },
    },
  ]);
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        history(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle),
        javascript(),
        ownKeys,
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.lineWrapping,
      ],
    }),
  });
  return {
    getText: () => view.state.doc.toString(),
    setText(next) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } });
    },
    showLine(line) {
      const doc = view.state.doc;
      const target = doc.line(Math.min(Math.max(1, Math.round(line)), doc.lines));
      view.dispatch({ selection: { anchor: target.from }, scrollIntoView: true });
      view.focus();
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
