/**
 * The game's page around the canvas: every DOM part built into index.html's containers, what an
 * action opens or runs, and the views told of the demo's changes they show.
 */
import type { ActionReads, PagePart } from '../app/actionCatalog';
import type { ActionId } from '../app/actionList';
import { LAB3D_HREF } from '../app/gallery/labPage';
import type { Demo } from '../app/Demo';
import type { ViewOptions } from '../app/presentation/viewOptions';
import { ClipPanel } from './clip/ClipPanel';
import { DebugLegend } from './hud/DebugLegend';
import { byId } from './dom';
import { EmbedBar } from './embed/EmbedBar';
import type { Gallery } from './gallery/Gallery';
import type { HelpOverlay } from './help/HelpOverlay';
import { FirstVisitHint } from './hud/FirstVisitHint';
import { runsInEmbed } from '../app/embed/embedActions';
import { Hud } from './hud/Hud';
import { LazyPart } from './LazyPart';
import { LiveSummary } from './hud/LiveSummary';
import { openAddressLinks } from './scene/openAddressLinks';
import { RaceLegend } from './race/RaceLegend';
import { Timeline } from './timeline/Timeline';
import type { CodeDialog } from './help/CodeDialog';
import { OpeningDialog } from './scene/OpeningDialog';
import { SceneFilePicker } from './scene/SceneFilePicker';
import { SettingsSession } from './settings/SettingsSession';
import type { PhasePlot, PhasePlotShown } from './instruments/PhasePlot';
import type { StepResponseView } from './instruments/StepResponseView';
import { Toast, type ToastKind } from './Toast';
import { Toolbar, type ToolbarState } from './toolbar/Toolbar';
import { readToolbarState } from './toolbar/toolbarState';
import { TourCard } from './tour/TourCard';
import { Sidebar } from './Sidebar';
import { loadSingleKeyShortcuts } from './keyboard/singleKeyShortcuts';
import { watchTopBand } from './hud/topBand';

/**
 * Every DOM part of the game around the canvas, built into the containers of index.html: the
 * toolbar, the HUD, the sidebar with the presets and Share button, the tuning panel, the
 * auto-tuner and the scope, the settings notice (saved and linked settings: {@link SettingsSession}),
 * the step-response view, the phase plot, the race legend, the help overlay, the debug legend, the first-visit
 * hint and the message line. Built by src/main.ts; the game calls it through its GameUiPort
 * ({@link frame} once per frame).
 *
 * Embedded (`embed` given: `?embed=1`), the bar is the {@link EmbedBar} (play/pause, reset, turn
 * rate, a link to the full demo), and nothing is offered or saved: no tour offer, no settings read
 * or written, no tour progress kept; the first-visit hint names only what works there.
 */
export class GameUi {
  private readonly toolbar: Pick<Toolbar, 'sync' | 'closeMenuIfOpen' | 'destroy'>;
  /** The clip recorder (More › Record clip…), built when first opened. */
  private clips: ClipPanel | null = null;
  private challenges: { toggle(): void; playLevel(name: string): void } | null = null;
  /** The gallery (More › Gallery, `?gallery`): built the first time it opens (a chunk of its own). */
  private readonly gallery: LazyPart<Gallery>;
  private readonly hud: Hud;
  /** The sidebar: the tuning panel, the auto-tuner and the scope. */
  private readonly sidebar: Sidebar;
  /** Built the first time it opens (a chunk of its own, with uPlot loaded after it). */
  private readonly stepResponse: LazyPart<StepResponseView>;
  /** The phase plot: built the first time it opens (a chunk of its own). */
  private readonly phasePlot: LazyPart<PhasePlot>;
  private readonly raceLegend: RaceLegend;
  private readonly timeline: Timeline | null;
  /** "Use in your game", built on first use. */
  private readonly code: LazyPart<CodeDialog>;
  /** Says that a comparison is opening, how far it has come, and cancels it. */
  private readonly opening: OpeningDialog;
  private readonly settings: SettingsSession;
  /** Built the first time it opens (a chunk of its own). */
  private readonly help: LazyPart<HelpOverlay>;
  /** Shows a short message: a tip (info) or a refusal (error). */
  readonly notify = (message: string, kind: ToastKind = 'error'): void => this.toast.show(message, kind);
  private readonly toast: Toast;
  private readonly sceneFiles: SceneFilePicker;
  private readonly debugLegend: DebugLegend;
  private readonly hint: FirstVisitHint;
  private readonly liveSummary: LiveSummary;
  private readonly tourCard: TourCard;
  /** Reused at each change the toolbar shows. */
  private readonly toolbarView: ToolbarState = { pressed: new Set(), turnRateLabel: '', turnRateTone: 'fast', turnRateDetail: '' };
  private interacted = false;
  /** Stops keeping `--top-band` (see {@link watchTopBand}). */
  private readonly stopTopBand: () => void;

  constructor(
    private readonly demo: Demo,
    private readonly options: Readonly<ViewOptions>,
    run: (id: ActionId) => void,
    embed: { readonly fullDemoHref: string } | null = null,
  ) {
    this.reads = { demo, options, isOpen: (part) => this.isOpen(part) };
    this.toolbar = embed ? new EmbedBar(byId('toolbar'), run, embed.fullDemoHref) : new Toolbar(byId('toolbar'), run);
    const lazy = <T>(build: () => Promise<T>): LazyPart<T> => new LazyPart(build, this.notify);
    this.gallery = lazy(async () => new (await import('./gallery/Gallery')).Gallery(document.body));
    this.code = lazy(async () => new (await import('./help/CodeDialog')).CodeDialog(document.body, demo));
    this.hud = new Hud(byId('hud'), demo.changes);
    // Saved and linked settings go into the demo before the panels first read it.
    // A share link carries the player's view: the game shows a link's and tells Share its own (ViewOptions.shared).
    const view = options.shared;
    this.settings = new SettingsSession(
      demo,
      {
        changed: () => this.changed(),
        notify: this.notify,
        shownCamera: () => view.readShown?.() ?? null,
        requestCamera: (camera) => (view.requested = camera),
      },
      embed === null,
    );
    // The player's keyboard preference applies from the start, though its switch is in the panel.
    loadSingleKeyShortcuts();
    const stepResponseRoot = byId('step-response');
    stepResponseRoot.hidden = true;
    this.stepResponse = lazy(
      async () =>
        new (await import('./instruments/StepResponseView')).StepResponseView(
          stepResponseRoot,
          demo,
          () => this.changed(),
          () => this.openCode(),
        ),
    );
    this.phasePlot = lazy(
      async () => new (await import('./instruments/PhasePlot')).PhasePlot(byId('phase-plot'), demo, () => this.changed()),
    );
    this.raceLegend = new RaceLegend(byId('race-legend'), demo.changes);
    this.timeline = embed ? null : new Timeline(byId('top-overlays'), demo, { run, notify: this.notify });
    this.sidebar = new Sidebar(demo, this.raceLegend, {
      changed: () => this.changed(),
      settingChanged: () => this.settingChanged(),
      openCode: () => this.openCode(),
      notify: (message) => this.notify(message),
    });
    this.help = lazy(
      async () =>
        new (await import('./help/HelpOverlay')).HelpOverlay(
          byId('help'),
          () => this.changed(),
          () => this.openCode(),
        ),
    );
    this.toast = new Toast(byId('toast'));
    this.sceneFiles = new SceneFilePicker(demo, { notify: this.notify, changed: () => this.changed() });
    this.opening = new OpeningDialog(document.body, demo);
    this.settings.mount(this.sidebar.element, byId('panel'), byId('world'));
    this.debugLegend = new DebugLegend(byId('debug-legend'));
    this.hint = new FirstVisitHint(byId('hint'), embed ? runsInEmbed : undefined, embed !== null, demo.changes);
    this.hint.write(demo);
    this.liveSummary = new LiveSummary(byId('live-summary'), demo.changes);
    this.tourCard = new TourCard(
      byId('world'),
      demo,
      { showScope: (open) => this.sidebar.showTourScope(open), changed: () => this.changed() },
      embed ? null : undefined,
    );
    if (embed) {
      this.tourCard.hideOffer();
    }
    this.stopTopBand = watchTopBand(byId('world'), byId('top-overlays'));
    this.listen();
    this.toolbar.sync(this.toolbarState(true));
    // The play area is the page: the panel starts closed on every screen (Panel or G opens it).
    this.sidebar.setOpen(false);
    this.changed();
    // The HUD says what plays from the start, before the first frame (never empty labels).
    this.hud.update(demo, 0, 0, true);
  }

  /**
   * Closes the help, or else the step-response view, or else the phase plot, or else the recorder's card; returns whether one was open
   * (Esc).
   */
  closeHelp(): boolean {
    return (
      this.toolbar.closeMenuIfOpen() ||
      (this.help.built?.close() ?? false) ||
      (this.stepResponse.built?.close(true) ?? false) ||
      (this.phasePlot.built?.close(true) ?? false) ||
      (this.clips?.close(true) ?? false)
    );
  }

  /**
   * The challenges' panel, made by src/main.ts after this UI (it needs the sandbox, which the UI
   * does not know): {@link togglePart} opens and closes it.
   */
  attachChallenges(challenges: { toggle(): void; playLevel(name: string): void }): void {
    this.challenges = challenges;
  }

  /**
   * Opens "Use in your game": the controller the panel shows as code, and the guide (from More, the panel, the step response and the help).
   */
  openCode(): void {
    this.code.use((dialog) => dialog.open());
  }

  /** Opens the gallery of example scenes, tour steps and challenge levels. */
  openGallery(): void {
    // Where focus is now: by the time the gallery's chunk has loaded, the menu that opened it has closed.
    const from = document.activeElement;
    this.gallery.use((gallery) => gallery.open(from));
  }

  /**
   * Opens what the page's address names (src/app/gallery/addressLinks.ts): an example scene
   * (`?scene=NAME`), a tour step (`?tour=STEP`, from 1), a challenge level (`?level=NAME`), and the
   * gallery (`?gallery`). A refused value is named, with its allowed values, in the start-up notice,
   * and the game starts as without it. Called once by src/main.ts, after {@link attachChallenges}.
   */
  openAddress(search: string): void {
    const opened = openAddressLinks(search, {
      demo: this.demo,
      startTour: (index) => this.tourCard.startAt(index),
      playLevel: (name) => this.challenges?.playLevel(name),
      notify: (message) => this.notify(message, 'info'),
    });
    // A link that opens something has said what to look at: the tour's offer would cover it.
    if (opened.opening) this.tourCard.hideOffer();
    this.settings.showNotices(opened.notices);
    if (opened.gallery) this.openGallery();
    this.changed();
  }

  /** Opens or closes the clip recorder. */
  toggleClips(): void {
    this.clips ??= new ClipPanel(byId('world'), { canvas: () => byId('game').querySelector('canvas'), notify: this.notify });
    this.noteInteraction();
    this.clips.toggle();
  }

  /** Opens or closes part `part` of the page (the challenges' panel once attached), or runs it: an action's (src/app/actionCatalog.ts). */
  togglePart(part: PagePart): void {
    this.parts[part]();
  }

  /** What each part of the page does when an action names it: opens or closes it, or runs it. */
  private readonly parts: Readonly<Record<PagePart, () => void>> = {
    help: () => this.help.use((help) => help.toggle()),
    panel: () => this.sidebar.setOpen(!this.sidebar.isOpen),
    'step-response': () => this.stepResponse.use((view) => view.toggle()),
    'phase-plot': () => this.phasePlot.use((plot) => plot.toggle()),
    tour: () => this.tourCard.toggle(),
    challenges: () => this.challenges?.toggle(),
    gallery: () => this.openGallery(),
    lab3d: () => window.location.assign(LAB3D_HREF),
    code: () => this.openCode(),
    clips: () => this.toggleClips(),
    'scene-save': () => this.sceneFiles.save(),
    'scene-open': () => this.sceneFiles.pick(),
  };

  /** Whether part `part` of the page is open (a button's pressed state reads it). */
  isOpen(part: PagePart): boolean {
    if (part === 'help') return this.help.built?.isOpen ?? false;
    if (part === 'panel') return this.sidebar.isOpen;
    if (part === 'step-response') return this.stepResponse.built?.isOpen ?? false;
    if (part === 'phase-plot') return this.phasePlot.built?.isOpen ?? false;
    return false;
  }

  /** What the buttons' pressed states read. */
  private readonly reads: ActionReads;

  /** What the phase plot shows, or null before it first opens (the browser tests' read-only hook). */
  phasePlotView(): (PhasePlotShown & { open: boolean }) | null {
    const plot = this.phasePlot.built;
    return plot ? { ...plot.view(), open: plot.isOpen } : null;
  }

  /**
   * The page runs the benchmark (`?bench=N`): the playground's first-visit hint ("the fast missile
   * swings onto it…") and the tour's offer do not fit a crowd being measured, so both go.
   */
  showBenchmark(): void {
    this.hint.dismiss();
    this.tourCard.hideOffer();
  }

  /** The player did something: the first-visit hint can go. */
  noteInteraction(): void {
    if (this.interacted) return;
    this.interacted = true;
    this.hint.dismiss();
  }

  /**
   * The page changed something outside the frame loop (a part opened or closed, a change applied
   * from a panel): it says so, and the demo's changes are delivered at once, so that the toolbar and
   * the panels show it before the next frame.
   */
  changed(): void {
    this.demo.changes.publish('page');
    this.demo.changes.deliver();
    this.timeline?.sync();
  }

  /**
   * The player changed a setting (the panel, the tuner, a preset, a key): show it, and save it once
   * changes stop. Nothing else saves: an address, a scene file, a link, a mode or a play changes
   * what is on screen for the session only (the saved settings are the player's).
   */
  settingChanged(): void {
    this.settings.noteChange();
    this.demo.changes.deliver();
  }

  /**
   * Once per frame, after the game delivered the frame's changes (`demo.changes`): the views that
   * throttle themselves (the HUD, the hint, the scope, the race legend, the timeline and its card,
   * the live summary, the tour's card…) draw what they were told changed; none reads the demo in a
   * frame in which nothing it shows changed.
   */
  frame(frameSeconds: number, fps: number): void {
    const demo = this.demo;
    this.hud.update(demo, frameSeconds, fps);
    this.hint.update(demo, frameSeconds);
    this.sidebar.frame(demo, frameSeconds);
    this.raceLegend.update(demo, frameSeconds);
    this.opening.frame();
    this.timeline?.update(frameSeconds);
    this.settings.frame();
    this.phasePlot.built?.frame();
    this.liveSummary.update(demo, frameSeconds);
    this.tourCard.frame();
  }

  /** What the page's parts show of the demo, each told of the changes it shows (delivered once a frame, and after an action). */
  private listen(): void {
    const demo = this.demo;
    const changes = demo.changes;
    // The panel: what the selected (or first) entity has, the time scale, the plays' settings.
    changes.on(['intents', 'settings', 'entities', 'scene', 'moment', 'selection', 'time'], () => this.sidebar.sync());
    changes.on(['warnings'], () => {
      if (demo.plays.warnings.waiting) this.toast.show(demo.plays.warnings.take().join(' '), 'error');
    });
    // The toolbar: the pressed buttons (the mode, pause, the plays, the open parts) and the turn rate in words.
    changes.on(['settings', 'entities', 'scene', 'moment', 'time', 'page'], (changed) =>
      this.toolbar.sync(
        this.toolbarState(changed.has('settings') || changed.has('entities') || changed.has('scene') || changed.has('moment')),
      ),
    );
    // A comparison on screen has said what to look at: the tour's offer would cover it (on a phone, the play under the card).
    changes.on(['steps', 'intents', 'history', 'opening', 'moment'], () => {
      if (demo.history.comparing || demo.opening) this.tourCard.hideOffer();
    });
    changes.on(['page'], () => this.debugLegend.show(this.options.debug));
  }

  /** Stops timers (the scene is shutting down). */
  destroy(): void {
    this.stopTopBand();
    this.toolbar.destroy();
    this.toast.destroy();
    this.sidebar.destroy();
    this.stepResponse.built?.destroy();
    this.settings.destroy();
    this.sceneFiles.destroy();
    this.clips?.destroy();
  }

  /** The toolbar's state now; the turn rate's words made again when `rates` may have changed. */
  private toolbarState(rates: boolean): ToolbarState {
    return readToolbarState(this.toolbarView, this.demo, this.reads, rates);
  }
}
