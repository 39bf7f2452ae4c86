import { describe, expect, it } from 'vitest';
import { SettingsAutosave, type AutosaveHost } from '../../../src/app/settings/SettingsAutosave';

/** A host with a settable "current settings" text and a manual clock. */
function fakeHost(initial: string) {
  let now = 0;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const state = { current: initial as string | null, writes: [] as string[] };
  const host: AutosaveHost = {
    read: () => state.current,
    write: (text) => state.writes.push(text),
    schedule: (callback, ms) => {
      const handle = nextHandle++;
      timers.set(handle, { at: now + ms, callback });
      return handle;
    },
    cancel: (handle) => timers.delete(handle as number),
  };
  const advance = (ms: number): void => {
    now += ms;
    for (const [handle, timer] of timers) {
      if (timer.at <= now) {
        timers.delete(handle);
        timer.callback();
      }
    }
  };
  return { host, state, advance };
}

describe('settings autosave', () => {
  it('saves once, after changes stop for the delay', () => {
    const { host, state, advance } = fakeHost('a');
    const autosave = new SettingsAutosave(host, 400);
    state.current = 'b';
    autosave.noteChange();
    advance(300);
    state.current = 'c';
    autosave.noteChange();
    advance(300);
    expect(state.writes).toEqual([]);
    advance(100);
    expect(state.writes).toEqual(['c']);
  });

  it('does not save the settings it started with, so a refused saved value is kept until a real change', () => {
    const { host, state, advance } = fakeHost('defaults');
    const autosave = new SettingsAutosave(host, 400);
    autosave.noteChange();
    advance(1000);
    autosave.flush();
    expect(state.writes).toEqual([]);
    state.current = 'changed';
    autosave.noteChange();
    advance(400);
    expect(state.writes).toEqual(['changed']);
    // Nothing new: nothing written again.
    autosave.noteChange();
    advance(400);
    expect(state.writes).toEqual(['changed']);
  });

  it('flush saves a pending change at once', () => {
    const { host, state } = fakeHost('a');
    const autosave = new SettingsAutosave(host, 400);
    state.current = 'b';
    autosave.noteChange();
    autosave.flush();
    expect(state.writes).toEqual(['b']);
  });

  it('saves nothing while the settings are not the player’s (a race), and saves them after', () => {
    const { host, state, advance } = fakeHost('a');
    const autosave = new SettingsAutosave(host, 400);
    state.current = null;
    autosave.noteChange();
    advance(400);
    expect(state.writes).toEqual([]);
    state.current = 'b';
    autosave.noteChange();
    advance(400);
    expect(state.writes).toEqual(['b']);
  });
});
