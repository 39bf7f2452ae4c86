// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { encodeBase64Url } from '../../../src/app/settings/base64url';
import { SETTINGS_STORAGE_KEY, SettingsSession } from '../../../src/ui/settings/SettingsSession';
import type { ToastKind } from '../../../src/ui/Toast';
import { PAGE, sidebarPage } from './sidebarPage';

/** A settings object in the saved format, giving only what it names. */
function settingsText(values: Record<string, unknown>): string {
  return JSON.stringify({ format: 'pid-steering-settings', version: 3, ...values });
}

/**
 * The page as index.html has it (the sidebar with its panel, the play area), at `address`, and a session on a new demo, mounted as
 * src/ui/GameUi.ts does.
 */
function openPage(address = PAGE, persist = true) {
  const { world, sidebar, panel } = sidebarPage(address);
  const demo = new Demo();
  const messages: { message: string; kind: ToastKind }[] = [];
  const host = { changed: vi.fn(), notify: (message: string, kind: ToastKind) => void messages.push({ message, kind }) };
  const session = new SettingsSession(demo, host, persist);
  session.mount(sidebar, panel, world);
  sessions.push(session);
  return { demo, session, host, messages };
}

/** The notice over the play area, and its lines. */
function notice(): { open: boolean; lines: string[] } {
  const dialog = document.getElementById('settings-notice') as HTMLDialogElement | null;
  return { open: dialog?.open ?? false, lines: [...(dialog?.querySelectorAll('li') ?? [])].map((li) => li.textContent ?? '') };
}

/** Chooses a preset in the sidebar's menu and presses Apply, as a player does. */
function applyPreset(id: string): void {
  const select = document.getElementById('preset-select') as HTMLSelectElement;
  const apply = document.getElementById('preset-apply') as HTMLButtonElement;
  select.value = id;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  apply.click();
}

const sessions: SettingsSession[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  window.localStorage.clear();
});

afterEach(() => {
  for (const session of sessions.splice(0)) session.destroy();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.replaceChildren();
  window.localStorage.clear();
});

describe('saved settings', () => {
  it('are read at start: the game plays with them, and no notice is shown', () => {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, settingsText({ maxSpeed: 7, maxAngularAcceleration: Math.PI }));
    const { demo } = openPage();
    expect(demo.tuning.view().maxSpeed).toBe(7);
    expect(demo.tuning.view().maxAngularAcceleration).toBe(Math.PI);
    expect(notice().open).toBe(false);
  });

  it(
    'a corrupt saved value: a notice says what was wrong, the defaults are used, and the saved value is kept until the player ' +
      'changes a setting',
    () => {
      const corrupt = settingsText({ maxSpeed: -3 });
      window.localStorage.setItem(SETTINGS_STORAGE_KEY, corrupt);
      const { demo } = openPage();
      expect(demo.tuning.view().maxSpeed).toBe(10);
      const shown = notice();
      expect(shown.open).toBe(true);
      expect(shown.lines).toHaveLength(1);
      expect(shown.lines[0]).toMatch(
        new RegExp(
          '^Your saved settings could not be used \\(.*maxSpeed.*\\), so the defaults are in use\\. The saved value is kept until ' +
            'you change a setting\\.$',
        ),
      );
      vi.advanceTimersByTime(10_000);
      expect(window.localStorage.getItem(SETTINGS_STORAGE_KEY)).toBe(corrupt);
      // The player's first change replaces it with good settings.
      applyPreset('video-low-turn-rate');
      vi.advanceTimersByTime(400);
      const saved = JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null') as {
        maxSpeed: number;
        maxAngularAcceleration: number;
      };
      expect([saved.maxSpeed, saved.maxAngularAcceleration]).toEqual([10, Math.PI]);
    },
  );

  it('text that is not JSON at all is refused the same way', () => {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, '{"format": "pid-steering-settings", "vers');
    const { demo } = openPage();
    expect(demo.tuning.view().maxSpeed).toBe(10);
    expect(notice().lines).toEqual([
      'Your saved settings could not be used (settings: is not valid JSON), so the defaults are in use. The saved value is kept ' +
        'until you change a setting.',
    ]);
  });

  it('the notice closes with its button, and with Escape', () => {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, 'nonsense');
    openPage();
    expect(notice().open).toBe(true);
    (document.getElementById('settings-notice-close') as HTMLButtonElement).click();
    expect(notice()).toEqual({ open: false, lines: [] });
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, 'nonsense');
    document.body.replaceChildren();
    openPage();
    const dialog = document.getElementById('settings-notice') as HTMLDialogElement;
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(dialog.open).toBe(false);
  });

  it('a player’s change is saved once changes stop, not before', () => {
    const { demo, messages } = openPage();
    applyPreset('video-low-turn-rate');
    expect(demo.tuning.view().maxAngularAcceleration).toBe(Math.PI);
    expect(messages).toEqual([{ message: 'Preset applied: Video look, low turn rate (π rad/s²: overshoot).', kind: 'info' }]);
    vi.advanceTimersByTime(399);
    expect(window.localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
    vi.advanceTimersByTime(1);
    const saved = JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null') as {
      format: string;
      maxAngularAcceleration: number;
    };
    expect(saved.format).toBe('pid-steering-settings');
    expect(saved.maxAngularAcceleration).toBe(Math.PI);
  });

  it('a change still waiting is saved when the page is hidden or closed', () => {
    openPage();
    applyPreset('video-low-turn-rate');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem(SETTINGS_STORAGE_KEY)).not.toBeNull();
  });

  it('once saved, a link’s parameters leave the address bar (a reload shows the saved settings)', () => {
    const link = `${PAGE}?s=${encodeBase64Url(settingsText({ maxSpeed: 5 }))}`;
    const { demo } = openPage(link);
    expect(demo.tuning.view().maxSpeed).toBe(5);
    applyPreset('video-low-turn-rate');
    vi.advanceTimersByTime(400);
    expect(window.location.href).toBe(PAGE);
  });

  it('a failed save (storage full) says so once and keeps the link’s parameters in the address bar', () => {
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(fullStorage());
    const link = `${PAGE}?s=${encodeBase64Url(settingsText({ maxSpeed: 5 }))}`;
    const { demo, messages } = openPage(link);
    expect(demo.tuning.view().maxSpeed).toBe(5);
    applyPreset('video-low-turn-rate');
    vi.advanceTimersByTime(400);
    applyPreset('video');
    vi.advanceTimersByTime(400);
    const errors = messages.filter((shown) => shown.kind === 'error');
    expect(errors).toEqual([
      {
        message: 'Settings could not be saved: the browser’s storage is full or blocked. The address keeps the link’s settings.',
        kind: 'error',
      },
    ]);
    expect(window.location.href).toBe(link);
    expect(notice().open).toBe(false);
  });

  it('storage full with no link in the address: the notice says the settings last until the page closes, and Share keeps them', () => {
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(fullStorage());
    const { messages } = openPage(PAGE);
    applyPreset('video-low-turn-rate');
    vi.advanceTimersByTime(400);
    expect(messages.filter((shown) => shown.kind === 'error')).toEqual([
      {
        message:
          'Settings could not be saved: the browser’s storage is full or blocked. They last until this page is closed; Share ' +
          'makes a link that keeps them.',
        kind: 'error',
      },
    ]);
  });

  it('a browser that blocks storage: the game starts with the defaults and a notice says settings will not be saved', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { demo } = openPage();
    expect(demo.tuning.view().maxSpeed).toBe(10);
    expect(notice().lines).toEqual(['This browser does not let the page use its storage, so settings will not be saved.']);
  });

  it('an embedded game neither reads nor saves the player’s settings', () => {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, settingsText({ maxSpeed: 7 }));
    const { demo } = openPage(PAGE, false);
    expect(demo.tuning.view().maxSpeed).toBe(10);
    applyPreset('video-low-turn-rate');
    vi.advanceTimersByTime(1000);
    expect(window.localStorage.getItem(SETTINGS_STORAGE_KEY)).toBe(settingsText({ maxSpeed: 7 }));
  });

  it('a refused link parameter is named in the notice, with what is used instead', () => {
    openPage(`${PAGE}?preset=nope`);
    const [line] = notice().lines;
    expect(line).toMatch(/^URL parameter "preset" was refused: must be one of original, video, .*; got "nope"\.$/);
  });
});

describe('the preset menu', () => {
  it('offers every preset with Apply disabled until one is chosen', () => {
    openPage();
    const select = document.getElementById('preset-select') as HTMLSelectElement;
    const apply = document.getElementById('preset-apply') as HTMLButtonElement;
    expect(select.options[0]?.textContent).toBe('Choose a preset…');
    expect([...select.options].map((option) => option.value)).toContain('video-low-turn-rate');
    expect(apply.disabled).toBe(true);
    select.value = 'original';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(apply.disabled).toBe(false);
    expect(select.title).toMatch(/^The original demo's gains/);
  });
});

/** A storage that reads but is full: every write throws, as browsers do. */
function fullStorage(): Storage {
  const real = window.localStorage;
  return {
    get length() {
      return real.length;
    },
    key: (index) => real.key(index),
    getItem: (key) => real.getItem(key),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: (key) => real.removeItem(key),
    clear: () => real.clear(),
  };
}
