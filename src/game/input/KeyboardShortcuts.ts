import { actionForKey, type ActionId } from '../../app/actionList';

/** True when the key is typed into a field (panel inputs, not sliders), where shortcuts must not fire. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  // A slider takes no typing: the shortcuts work on it (T while the timeline shows a past moment); it keeps its own arrow keys.
  if (target instanceof HTMLInputElement) return target.type !== 'range';
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * Whether the player turned single-key shortcuts off in the panel: the page marks its root
 * element `data-single-key-shortcuts="off"` (src/ui/keyboard/singleKeyShortcuts.ts).
 */
function shortcutsTurnedOff(): boolean {
  return document.documentElement.dataset['singleKeyShortcuts'] === 'off';
}

/**
 * The keyboard shortcuts of the actions (src/app/actionList.ts, one lookup a key), listened to on the window so they work whether the
 * canvas, the page or a toolbar button has focus. Ignored while typing in a field (unless the action's entry says it runs there), with
 * Ctrl, Alt
 * or Meta held (browser shortcuts stay the browser's), and for Space/Enter on a focused button
 * (the button itself handles those), and when the player turned them off in the panel. Escape
 * is handed to `onEscape` (closes the menu, the help, the step-response view or the phase plot) in every case.
 */
export class KeyboardShortcuts {
  private readonly listener = (event: KeyboardEvent): void => this.onKeyDown(event);

  constructor(
    private readonly run: (id: ActionId) => void,
    private readonly onEscape: () => boolean,
  ) {
    window.addEventListener('keydown', this.listener);
  }

  /** Stops listening. */
  destroy(): void {
    window.removeEventListener('keydown', this.listener);
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape') {
      if (this.onEscape()) event.preventDefault();
      return;
    }
    if (shortcutsTurnedOff()) return;
    if ((event.key === ' ' || event.key === 'Enter') && event.target instanceof HTMLButtonElement) return;
    const action = actionForKey(event.key);
    if (!action || (action.when?.typing !== true && isTypingTarget(event.target))) return;
    event.preventDefault();
    if (event.repeat && !action.repeats) return;
    this.run(action.id);
  }
}
