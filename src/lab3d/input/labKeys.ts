// The lab's keys: arrows move the target, T the turn rate, C the controller, M the missiles, Space pause, R reset.
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

/** Keys and what they do, for the help line. */
export const LAB_KEYS = 'Arrows move the target (Shift: 30°) · T turn rate · C controller · M missiles · Space pause · R reset';

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
    const arrows: Readonly<Record<string, [number, number]>> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const arrow = arrows[event.key];
    if (arrow !== undefined) {
      if (!onView) return;
      actions.nudgeTarget(arrow[0], arrow[1]);
    } else if (event.key === 't' || event.key === 'T') actions.toggleTurnRate();
    else if (event.key === 'c' || event.key === 'C') actions.nextController();
    else if (event.key === 'm' || event.key === 'M') actions.toggleMissiles();
    else if (event.key === ' ' || event.key === 'p' || event.key === 'P') {
      // Space on a focused button is the button's own press.
      if (event.key === ' ' && focus instanceof HTMLButtonElement) return;
      actions.togglePause();
    } else if (event.key === 'r' || event.key === 'R') actions.reset();
    else return;
    event.preventDefault();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}
