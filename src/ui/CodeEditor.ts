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

/**
 * CodeMirror 6 with JavaScript highlighting, line numbers, undo and bracket matching: what the
 * player writes a controller in. Tab indents (Esc, then Tab, leaves the editor, as CodeMirror
 * documents); the content is labelled `label` for screen readers. Its own chunk, loaded on demand
 * by {@link loadCodeEditor} (src/ui/loadCodeEditor.ts).
 */
export function createCodeEditor(parent: HTMLElement, text: string, label: string): CodeEditor {
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
