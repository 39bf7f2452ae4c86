// The lab's keys: arrows move the target; the turn rate, pause and reset by the game's keys (its action catalogue's entries), C the
// controller, M the missiles.
import { PAUSE_ACTION, RESET_ACTION, TURN_RATE_ACTION } from '../../app/actionCatalog';
import { KEY_STEP, KEY_STEP_LARGE } from '../scene/SphereTarget';

/** What the keys do (the bar's buttons do the same). */
export interface LabKeyActions {
  nudgeTarget(azimuth: number, elevation: number): void;
  toggleTurnRate(): void;
  nextController(): void;
  toggleMissiles(): void;
  togglePause(): void;
  reset(): void;
}

/** A key of the lab: what it does, its keys (`KeyboardEvent.key`, lower case), how people write it, and its word in the help line. */
interface LabKey {
  readonly does: Exclude<keyof LabKeyActions, 'nudgeTarget'>;
  readonly keys: readonly string[];
  readonly keyHint: string;
  readonly words: string;
}

/** The first way a key hint writes its key ("Space" of "Space / P"). */
function firstKey(keyHint: string): string {
  return keyHint.split(' / ')[0] ?? keyHint;
}

/** The lab's keys, in the help line's order: what it shares with the game takes the game's keys. */
const KEYS: readonly LabKey[] = [
  { does: 'toggleTurnRate', keys: TURN_RATE_ACTION.keys, keyHint: TURN_RATE_ACTION.keyHint, words: 'turn rate' },
  { does: 'nextController', keys: ['c'], keyHint: 'C', words: 'controller' },
  { does: 'toggleMissiles', keys: ['m'], keyHint: 'M', words: 'missiles' },
  { does: 'togglePause', keys: PAUSE_ACTION.keys, keyHint: firstKey(PAUSE_ACTION.keyHint), words: 'pause' },
  { does: 'reset', keys: RESET_ACTION.keys, keyHint: RESET_ACTION.keyHint, words: 'reset' },
];

/** How the key of `does` is written for people (the bar's titles say it). */
export function labKeyHint(does: LabKey['does']): string {
  return KEYS.find((key) => key.does === does)?.keyHint ?? '';
}

/** The keys of `does` as `aria-keyshortcuts` names them ("Space P"). */
export function labKeyShortcuts(does: LabKey['does']): string {
  const keys = KEYS.find((key) => key.does === does)?.keys ?? [];
  return keys.map((key) => (key === ' ' ? 'Space' : key.toUpperCase())).join(' ');
}

/** Keys and what they do, for the help line. */
export const LAB_KEYS = `Arrows move the target (Shift: 30°) · ${KEYS.map((key) => `${key.keyHint} ${key.words}`).join(' · ')}`;

/** Whether the key event is aimed at a field that takes typing (the missile count, the controller menu). */
function inField(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return target !== null && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA');
}

/**
 * Listens on the document. Arrow keys move the target when focus is on the view or on nothing (a
 * bar's button keeps its own arrows); letters work anywhere but in a field; no key with Ctrl, Alt
 * or Meta is taken (the browser's own shortcuts).
 */
export function listenToLabKeys(view: HTMLElement, actions: LabKeyActions): () => void {
  const onKey = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.altKey || event.metaKey || inField(event)) return;
    const focus = document.activeElement;
    const onView = focus === view || focus === document.body || focus === null;
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const arrows: Readonly<Record<string, [number, number]>> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const arrow = arrows[event.key];
    if (arrow !== undefined) {
      if (!onView) return;
      actions.nudgeTarget(arrow[0], arrow[1]);
      event.preventDefault();
      return;
    }
    const key = event.key.toLowerCase();
    const found = KEYS.find((candidate) => candidate.keys.includes(key));
    if (!found) return;
    // Space on a focused button is the button's own press.
    if (key === ' ' && focus instanceof HTMLButtonElement) return;
    actions[found.does]();
    event.preventDefault();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}
