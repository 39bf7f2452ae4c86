import type { CodeEditor, CodeEditorKeys } from './CodeEditor';

export type { CodeEditor, CodeEditorKeys } from './CodeEditor';

/** Loads CodeMirror (its own chunk, fetched the first time the editor opens) and makes an editor in `parent`. */
export async function loadCodeEditor(parent: HTMLElement, text: string, label: string, keys: CodeEditorKeys): Promise<CodeEditor> {
  const { createCodeEditor } = await import('./CodeEditor');
  return createCodeEditor(parent, text, label, keys);
}
