import type { Demo } from '../../app/Demo';
import { TOGGLED_PLAYS } from '../../app/plays/playList';
import { applyDemoSettings, readDemoSettings } from '../../app/settings/demoSettings';
import { encodeBase64Url } from '../../app/settings/base64url';
import { applyPatch } from '../../app/settings/settingsSchema';
import { encodeSettings, MAX_SETTINGS_PARAM } from '../../app/settings/settingsCodec';
import { readShareLink, shareParamOf, SHARE_PARAM } from '../../app/settings/shareLink';
import { comparisonSummary } from '../../app/history/comparisonWords';
import { writeComparison, type WrittenComparison } from '../../app/settings/writeComparison';
import { sceneFileText } from '../../app/sceneFile/describeScene';
import type { Scenario } from '../../sim/scenario/schema';
import { copyToClipboard, downloadText, pageStorage } from '../dom';
import type { SharedCamera } from '../../app/presentation/viewOptions';
import { shareNote } from '../../app/settings/shareNote';
import { SettingsAutosave } from '../../app/settings/SettingsAutosave';
import { findPreset, SETTINGS_PRESETS } from '../../app/settings/settingsPresets';
import { chooseStartupSettings, PRESET_PARAM, SETTINGS_PARAM } from '../../app/settings/startupSettings';
import { describeError } from '../../sim/validation/oneLine';
import { ComparisonAddress, showShareAddress } from './ComparisonAddress';
import { SettingsControls } from './SettingsControls';
import { SettingsNotice } from './SettingsNotice';
import { ShareDialog } from './ShareDialog';
import type { ToastKind } from '../Toast';

/** The name a comparison saved from the Share dialog gets (a scene file that carries it). */
export const COMPARISON_FILE_NAME = 'comparison.json';

/** The localStorage key of the saved settings (JSON text in the pid-steering-settings format). */
export const SETTINGS_STORAGE_KEY = 'pid-steering/settings';

/** The address parameters that carry a link's settings: settings, a preset, a share link. */
const LINK_PARAMS = [SETTINGS_PARAM, PRESET_PARAM, SHARE_PARAM] as const;

/** What the session needs from the rest of the UI. */
export interface SettingsSessionHost {
  /** Settings changed outside the panel (a preset): refresh the panel and the toolbar. */
  changed(): void;
  /** A short message (the toast). */
  notify(message: string, kind: ToastKind): void;
  /** The player's own view of the play area now (zoomed or panned), or null while the camera frames the action. [default: none] */
  shownCamera?(): SharedCamera | null;
  /** Shows a share link's view of the play area once the game's scene is made. [default: nothing shown] */
  requestCamera?(camera: SharedCamera): void;
}

/**
 * The page side of saved and shared settings (the decisions are the pure functions of
 * `src/app/settings/`): the start-up settings and their notice, saving after the player's changes,
 * the preset menu and Share. An embedded game (`persist: false`) neither reads nor saves settings.
 */
export class SettingsSession {
  private readonly storage = pageStorage();
  private readonly autosave: SettingsAutosave;
  private readonly startupNotices: string[];
  private controls: SettingsControls | null = null;
  private notice: SettingsNotice | null = null;
  private dialog: ShareDialog | null = null;
  private storageFailed = false;
  /** The comparison on screen kept in the address (a reload opens it again), or null in an embedded game. */
  private readonly comparisonAddress: ComparisonAddress | null;
  private readonly onPageHide = (): void => this.autosave.flush();
  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'hidden') this.autosave.flush();
  };

  /**
   * Applies the start-up settings to `demo` at once (before the panel reads them). `persist` [default: true]: read and save settings in
   * localStorage.
   */
  constructor(
    private readonly demo: Demo,
    private readonly host: SettingsSessionHost,
    private readonly persist = true,
  ) {
    this.startupNotices = this.start(demo, persist);
    if (this.storage === null && persist)
      this.startupNotices.push('This browser does not let the page use its storage, so settings will not be saved.');
    this.autosave = new SettingsAutosave({
      // Nothing is saved while the Hunt, a race (any scene switched on by its action) or the tour runs: their settings are theirs, not the
      // player's.
      read: () =>
        TOGGLED_PLAYS.some(({ kind }) => this.demo.plays.isPlaying(kind)) || this.demo.tour.active
          ? null
          : encodeSettings(readDemoSettings(this.demo)),
      write: (text) => {
        if (this.persist) this.save(text);
      },
      schedule: (callback, ms) => window.setTimeout(callback, ms),
      cancel: (handle) => window.clearTimeout(handle as number),
    });
    window.addEventListener('pagehide', this.onPageHide);
    document.addEventListener('visibilitychange', this.onVisibility);
    this.comparisonAddress = persist
      ? new ComparisonAddress(
          demo,
          () => this.host.shownCamera?.() ?? null,
          (message) => this.host.notify(message, 'info'),
        )
      : null;
  }

  /** Once a frame: the address follows the comparison on screen (ComparisonAddress.ts). */
  frame(): void {
    this.comparisonAddress?.frame(performance.now());
  }

  /**
   * Applies the start-up settings (and opens a share link's scene); returns the notices. No address
   * and no stored value can stop the game from starting: the readers never throw, and should
   * anything here throw all the same, the defaults and the opening play, with a notice saying why.
   */
  private start(demo: Demo, persist: boolean): string[] {
    try {
      const startup = chooseStartupSettings({ search: window.location.search, stored: persist ? this.readStored() : null });
      // The defaults are what a new demo has already (tests/app/settings/startupDefaults.test.ts):
      // applying them would only redo work before the first frame.
      const notices = [...startup.notices, ...(startup.source === 'defaults' ? [] : applyDemoSettings(demo, startup.settings))];
      // The link's scene as it was shown: paused or playing, the player's zoom and pan (not over the default scene).
      const view = startup.view;
      const showAsShared = (): void => {
        if (!view) return;
        demo.clock.setPaused(view.paused);
        if (view.camera) this.host.requestCamera?.(view.camera);
      };
      if (startup.sceneText === null) showAsShared();
      else {
        const result = demo.apply({ kind: 'openScene', text: startup.sceneText });
        const opening = result.ok ? demo.opening : null;
        if (!result.ok) notices.push(linkRefused(result.message));
        // A comparison plays its runs again over the first frames: shown as shared once it is on screen.
        else if (opening) opening.whenDone((answer) => (answer.ok ? showAsShared() : this.showNotices([linkRefused(answer.message)])));
        else showAsShared();
      }
      return notices;
    } catch (error) {
      demo.apply({ kind: 'closeScene' });
      return [`The address or the saved settings could not be used (${describeError(error)}), so the defaults and the opening are in use.`];
    }
  }

  /** Builds the preset menu and Share button (into the sidebar, before `before`), the notice and the dialog; shows the start-up notice. */
  mount(sidebar: HTMLElement, before: Element | null, world: HTMLElement): void {
    this.controls = new SettingsControls(sidebar, before, SETTINGS_PRESETS, {
      applyPreset: (id) => this.applyPreset(id),
      share: () => this.share(),
    });
    this.notice = new SettingsNotice(world);
    this.dialog = new ShareDialog(document.body, copyToClipboard);
    this.notice.show(this.startupNotices);
  }

  /** Adds messages about the page's address (plain text) to the start-up notice; after {@link mount}. */
  showNotices(messages: readonly string[]): void {
    this.notice?.show(messages);
  }

  /**
   * The player changed a setting: save the settings once changes stop. Called for the player's own
   * changes only (the panel, the tuner, a preset, a key), never for what an address, a scene or a
   * mode brought. Nothing is saved during a race (its racers' controllers are the race's, not the
   * player's settings); when the race ends the player's settings are back and saved as usual.
   */
  noteChange(): void {
    this.autosave.noteChange();
  }

  /** Applies a named preset to every entity (what it leaves out stays). */
  applyPreset(id: string): void {
    const preset = findPreset(id);
    if (!preset) {
      this.host.notify(`There is no preset "${id}".`, 'error');
      return;
    }
    const problems = applyDemoSettings(this.demo, applyPatch(readDemoSettings(this.demo), preset.settings));
    this.host.changed();
    // The player's own choice: saved, as a panel change is.
    this.autosave.noteChange();
    if (problems.length) this.host.notify(problems.join(' '), 'error');
    else this.host.notify(`Preset applied: ${preset.label}.`, 'info');
  }

  /**
   * Puts the settings, the scene and how it is shown (paused, the player's zoom and pan) in the address bar (`?z=`), then shows and copies
   * the link.
   */
  share(): void {
    if (this.demo.plays.isPlaying('race')) {
      this.host.notify('Leave race mode (K) to share settings: the racers’ controllers are the race’s own.', 'error');
      return;
    }
    // Save a change still waiting for its delay now, so that saving it later cannot clear the link.
    this.autosave.flush();
    // While comparing, the scene where the comparison starts, carrying it (src/app/settings/writeComparison.ts).
    const comparison = this.demo.history.comparing ? writeComparison(this.demo) : null;
    const scene: unknown = comparison?.ok ? comparison.scene : JSON.parse(this.demo.sceneFiles.save());
    const shared = shareParamOf(this.demo, scene, this.host.shownCamera?.() ?? null);
    // A link longer than common web servers take would be answered with 414 or 431: a file carries any scene.
    if (!shared.ok) {
      if (comparison?.ok) this.offerComparisonFile(comparison.scene, shared.length);
      // Never a save that drops the comparison unsaid.
      else
        this.host.notify(
          comparison ? `${shared.problem} Saved so, it would leave the comparison out: ${comparison.reason}.` : shared.problem,
          'error',
        );
      return;
    }
    const url = showShareAddress(shared.param);
    this.dialog?.open(url.href, this.shareNote(url, comparison), comparison?.ok ? 'Share this comparison' : undefined);
  }

  /** Offers a comparison too large for a link as a scene file that carries it, and says why. */
  private offerComparisonFile(scene: Scenario, length: number): void {
    const compared = this.demo.history.compared;
    const runs = compared ? ` (${comparisonSummary(compared.list, compared.title, this.demo.clock.dt)})` : '';
    const note =
      `This comparison is too large for a link (${length} characters; common web servers take at most ${MAX_SETTINGS_PARAM} in an ` +
      `address), so it is offered as a scene file to send instead. Opened in the game (More › Open scene…, or dropped on the ` +
      `page), it brings the comparison back: every run${runs} from where they part, and the moment shown.`;
    this.dialog?.offerFile('Share this comparison', note, `Save ${COMPARISON_FILE_NAME}`, () => {
      downloadText(sceneFileText(scene), COMPARISON_FILE_NAME, 'application/json');
      this.host.notify(`Saved ${COMPARISON_FILE_NAME}: open it with More › Open scene… or drop it on the page.`, 'info');
    });
  }

  /** What a link to the scene on screen leaves out, said in the dialog (src/app/settings/shareNote.ts), or null. */
  private shareNote(url: URL, comparison: WrittenComparison | null): string | null {
    return shareNote(
      this.demo,
      (query) => {
        const own = new URL(url.href);
        own.search = query;
        return own.href;
      },
      comparison,
    );
  }

  /** Saves what is pending and stops listening (the scene is shutting down). */
  destroy(): void {
    this.autosave.flush();
    window.removeEventListener('pagehide', this.onPageHide);
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  /** The settings a share link holds, as saved text (to compare with what is saved), or null. */
  private linkSettingsText(param: string | null): string | null {
    if (param === null) return null;
    const read = readShareLink(param);
    return read.ok && read.settings !== undefined ? JSON.stringify(read.settings) : null;
  }

  private readStored(): string | null {
    try {
      return this.storage?.getItem(SETTINGS_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }

  private save(text: string): void {
    try {
      this.storage?.setItem(SETTINGS_STORAGE_KEY, text);
    } catch {
      const kept = this.addressHoldsLink()
        ? 'The address keeps the link’s settings.'
        : 'They last until this page is closed; Share makes a link that keeps them.';
      if (!this.storageFailed) this.host.notify(`Settings could not be saved: the browser’s storage is full or blocked. ${kept}`, 'error');
      this.storageFailed = true;
      // Not saved: the address is then the only record of the link's settings, so it stays.
      return;
    }
    this.dropLinkParameters(text);
  }

  /** Whether the address bar holds a link's settings (a share link, a preset or settings). */
  private addressHoldsLink(): boolean {
    const params = new URL(window.location.href).searchParams;
    return LINK_PARAMS.some((name) => params.has(name));
  }

  /**
   * The link parameters described the settings at load (or at Share); once the settings differ
   * from them, they are taken out of the address bar, so that a reload shows the saved settings.
   */
  private dropLinkParameters(savedText: string): void {
    if (!this.addressHoldsLink()) return;
    const url = new URL(window.location.href);
    const params = url.searchParams;
    if (!params.has(PRESET_PARAM) && !params.has(SHARE_PARAM) && params.get(SETTINGS_PARAM) === encodeBase64Url(savedText)) return;
    if (!params.has(PRESET_PARAM) && !params.has(SETTINGS_PARAM) && this.linkSettingsText(params.get(SHARE_PARAM)) === savedText) return;
    for (const name of LINK_PARAMS) params.delete(name);
    window.history.replaceState(window.history.state, '', url.href);
  }
}

/** The start-up notice of a link whose scene was refused (`message`: why). */
function linkRefused(message: string): string {
  return `The link’s scene could not be opened (${message}), so the default scene is shown.`;
}
