/**
 * Whether single-key shortcuts (T, 1, Space, …) run game actions: a player's preference, kept in
 * localStorage under its own key (not in the settings format: it is about the keyboard, not the
 * simulation) and shown to the game as `data-single-key-shortcuts="off"` on the root element,
 * which the game's KeyboardShortcuts reads (game and UI never import each other). WCAG 2.1.4:
 * character-key shortcuts can be turned off. Escape and the arrow-key moves are not affected.
 */

/** The localStorage key. */
export const SINGLE_KEY_SHORTCUTS_STORAGE_KEY = 'pid-steering:single-key-shortcuts';

/** Reads the stored preference (on unless stored "off"), applies it to the page and returns it. */
export function loadSingleKeyShortcuts(): boolean {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(SINGLE_KEY_SHORTCUTS_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, a sandbox): shortcuts stay on.
  }
  const enabled = stored !== 'off';
  applySingleKeyShortcuts(enabled);
  return enabled;
}

/** Turns single-key shortcuts on or off for the page, and remembers it. */
export function setSingleKeyShortcuts(enabled: boolean): void {
  applySingleKeyShortcuts(enabled);
  try {
    window.localStorage.setItem(SINGLE_KEY_SHORTCUTS_STORAGE_KEY, enabled ? 'on' : 'off');
  } catch {
    // Not remembered, but applied for this visit.
  }
}

function applySingleKeyShortcuts(enabled: boolean): void {
  if (enabled) delete document.documentElement.dataset['singleKeyShortcuts'];
  else document.documentElement.dataset['singleKeyShortcuts'] = 'off';
}
