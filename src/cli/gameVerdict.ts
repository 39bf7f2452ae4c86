/**
 * The game's own verdict on a scene file that carries a comparison, for `npm run sim`: the file is
 * opened in a headless Demo exactly as the game opens it (its start snapshot, each intent, the runs
 * played again), so the command line and the game refuse the same files in the same words.
 */
import { Demo } from '../app/Demo';

/** Null when the game opens `text`, else its one-line refusal. */
export function gameRefusal(text: string): string | null {
  const opened = new Demo().apply({ kind: 'openScene', text });
  return opened.ok ? null : opened.message;
}
