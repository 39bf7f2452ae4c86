import type { CodeEditor } from './CodeEditor';

export type { CodeEditor } from './CodeEditor';

/** Loads CodeMirror (its own chunk, fetched the first time the editor opens) and makes an editor in `parent`. */
export async function loadCodeEditor(parent: HTMLElement, text: string, label: string): Promise<CodeEditor> {
  const { createCodeEditor } = await import('./CodeEditor');
  return createCodeEditor(parent, text, label);
}
