import type { Demo } from '../../app/Demo';
import { OPENING_PARAMS } from '../../app/gallery/addressLinks';
import { shareParamOf, SHARE_PARAM } from '../../app/settings/shareLink';
import { PRESET_PARAM, SETTINGS_PARAM } from '../../app/settings/startupSettings';
import { writeComparison } from '../../app/settings/writeComparison';
import type { SharedCamera } from '../../app/presentation/viewOptions';

/**
 * Puts share link `param` (`?z=`) in the address bar in place of the other link parameters: the
 * link holds the settings and the scene on screen, over which a preset, settings or an opening (an
 * example, a tour step, a play) named in the address would open. Returns the address.
 */
export function showShareAddress(param: string): URL {
  const url = new URL(window.location.href);
  for (const name of [...OPENING_PARAMS, SETTINGS_PARAM, PRESET_PARAM]) url.searchParams.delete(name);
  url.searchParams.set(SHARE_PARAM, param);
  window.history.replaceState(window.history.state, '', url.href);
  return url;
}

/** How often the address follows a comparison that plays on, ms (a change of its runs, title or pause is written at once). */
const REFRESH_MS = 2000;
/** The least time between two writes, ms (scrubbing the timeline changes the moment shown every frame). */
const MIN_GAP_MS = 250;

/**
 * Keeps the comparison on screen in the address bar, as Share writes it (`?z=`: its snapshot and
 * every run's log, the settings, the view), so that a reload opens it again; takes it out when the
 * comparison ends. A comparison too large for an address is not kept there, and the player is
 * told once (Share offers it as a file).
 */
export class ComparisonAddress {
  /** The `?z=` this wrote, or null. */
  private written: string | null = null;
  private key = '';
  private lastWrite = Number.NEGATIVE_INFINITY;
  private toldTooLarge = false;
  /** Whether what the comparison is made of changed (steps, changes, the runs, a moment, the pause) since the address said it. */
  private changed = true;
  /** Real time (ms) before which the address is not looked at again: its next write is not due before (only steps came since). */
  private notBefore = Number.NEGATIVE_INFINITY;
  /**
   * The runs of the comparison found too large for an address (their colours and names): it is not written again while they stay, as it
   * only grows.
   */
  private tooLargeRuns: string | null = null;
  /** Whether a comparison was opening at the last frame (its first write waits {@link MIN_GAP_MS} after: its card is drawn then). */
  private wasOpening = false;

  constructor(
    private readonly demo: Demo,
    private readonly shownCamera: () => SharedCamera | null,
    private readonly notify: (message: string) => void,
  ) {
    demo.changes.on(['steps', 'intents', 'history', 'moment', 'scene', 'time', 'opening'], (changes) => {
      this.changed = true;
      // Anything but steps may change the runs, the title or the pause: written as soon as the least gap allows.
      if (
        changes.has('intents') ||
        changes.has('history') ||
        changes.has('moment') ||
        changes.has('scene') ||
        changes.has('time') ||
        changes.has('opening')
      )
        this.notBefore = Math.min(this.notBefore, this.lastWrite + MIN_GAP_MS);
    });
  }

  /** Once a frame, `now` in ms, after a change: writes the comparison when it changed, or every {@link REFRESH_MS} while it plays on. */
  frame(now: number): void {
    if (!this.changed || now < this.notBefore) return;
    const { history, clock } = this.demo;
    // A comparison still opening is not written down: its runs are not all played again yet. Once opened, not in the frame that draws it.
    if (this.demo.opening) {
      this.wasOpening = true;
      return;
    }
    if (this.wasOpening) {
      this.wasOpening = false;
      this.notBefore = now + MIN_GAP_MS;
      return;
    }
    const compared = history.comparing ? history.compared : null;
    if (!compared) {
      this.changed = false;
      this.key = '';
      if (this.written !== null) this.clear();
      return;
    }
    const time = clock.paused ? `paused at ${history.shownStep}` : 'playing';
    const key = `${compared.list.map((run) => run.slot).join(',')}|${compared.title}|${time}`;
    const due = key !== this.key ? now - this.lastWrite >= MIN_GAP_MS : !clock.paused && now - this.lastWrite >= REFRESH_MS;
    // Paused and written: nothing waits.
    if (key === this.key && clock.paused) this.changed = false;
    if (!due) {
      // Not due yet: looked at again when it is (not every frame meanwhile).
      this.notBefore = this.lastWrite + (key !== this.key ? MIN_GAP_MS : REFRESH_MS);
      return;
    }
    this.changed = false;
    this.notBefore = Number.NEGATIVE_INFINITY;
    this.key = key;
    this.lastWrite = now;
    // Written down and packed, a comparison too large once (a long file's paths) would cost as much again every time.
    const runs = compared.list.map((run) => `${run.slot} ${run.name}`).join(',');
    if (runs === this.tooLargeRuns) return;
    this.write(runs, compared.tooLargeForLink);
  }

  private write(runs: string, knownTooLarge: boolean): void {
    // Not read back by the rules here: a reload does, and this runs every few seconds while a comparison plays.
    const written = knownTooLarge ? null : writeComparison(this.demo, { checked: false });
    if (written && !written.ok) return this.clear();
    const shared = written ? shareParamOf(this.demo, written.scene, this.shownCamera()) : null;
    if (!shared?.ok) {
      if (!this.toldTooLarge)
        this.notify('This comparison has grown too large for the address, so a reload will not bring it back: Share offers it as a file.');
      this.toldTooLarge = true;
      this.tooLargeRuns = runs;
      return this.clear();
    }
    this.tooLargeRuns = null;
    showShareAddress(shared.param);
    this.written = shared.param;
  }

  /** Takes out the comparison this wrote (a link the player opened since stays). */
  private clear(): void {
    const url = new URL(window.location.href);
    if (this.written !== null && url.searchParams.get(SHARE_PARAM) === this.written) {
      url.searchParams.delete(SHARE_PARAM);
      window.history.replaceState(window.history.state, '', url.href);
    }
    this.written = null;
  }
}
