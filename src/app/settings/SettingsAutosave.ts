/** How {@link SettingsAutosave} reads, writes and waits (injected: the page gives localStorage and timers). */
export interface AutosaveHost {
  /**
   * The settings in force, encoded (cheap: called once per check, not per frame), or null when they
   * are not the player's to save just now (a race): then nothing is saved.
   */
  read(): string | null;
  write(text: string): void;
  /** Calls `callback` after `ms` milliseconds; returns a handle for {@link cancel}. */
  schedule(callback: () => void, ms: number): unknown;
  cancel(handle: unknown): void;
}

/** Quiet time after the last change before settings are saved, ms. [default: 400] */
export const AUTOSAVE_DELAY_MS = 400;

/**
 * Saves settings after they change, debounced: {@link noteChange} (called on every panel change,
 * key press or preset) waits until changes stop for `delayMs`, then saves only if the settings
 * differ from the last ones seen. The settings at start-up count as seen, so nothing is saved
 * until the player really changes one: a refused saved value stays in storage, untouched, until
 * then (and a link's settings are not saved until the player changes something either).
 */
export class SettingsAutosave {
  private lastSeen: string | null;
  private pending: unknown = null;

  constructor(
    private readonly host: AutosaveHost,
    private readonly delayMs = AUTOSAVE_DELAY_MS,
  ) {
    this.lastSeen = host.read();
  }

  /** Something may have changed: check (and save) once changes stop for the delay. */
  noteChange(): void {
    if (this.pending !== null) this.host.cancel(this.pending);
    this.pending = this.host.schedule(() => {
      this.pending = null;
      this.check();
    }, this.delayMs);
  }

  /** Checks and saves now (the page is being hidden or closed). */
  flush(): void {
    if (this.pending === null) return;
    this.host.cancel(this.pending);
    this.pending = null;
    this.check();
  }

  private check(): void {
    const text = this.host.read();
    if (text === null || text === this.lastSeen) return;
    this.lastSeen = text;
    this.host.write(text);
  }
}
