/**
 * The sidebar of the game's page: open or closed, its tools (panel, auto-tuner, scope) built the first
 * time it opens, a sheet under the play area on a phone, and opened by the tour for its scope.
 */
import type { Demo } from '../app/Demo';
import { byId } from './dom';
import { LazyPart } from './LazyPart';
import type { RaceLegend } from './race/RaceLegend';
import type { SidebarTools } from './SidebarTools';

/** The sidebar tools' chunk (see {@link SidebarTools}). */
const loadSidebarTools = () => import('./SidebarTools');

/** Fetches that chunk ahead of the first open; a failure is left to the open, which retries and reports it. */
function prefetchSidebarTools(): void {
  loadSidebarTools().catch(() => undefined);
}

/** What the sidebar tells the page, and what it needs of it. */
export interface SidebarHooks {
  /** The page changed something outside the frame loop: deliver the demo's changes at once. */
  changed(): void;
  /** The player changed a setting in the sidebar's tools: show it and save it. */
  settingChanged(): void;
  /** Opens "Use in your game" for the controller the panel shows. */
  openCode(): void;
  /** Shows a refusal in one line (a chunk that failed to load). */
  notify(message: string): void;
}

/** The sidebar (#sidebar): the tuning panel and the scope beside (or, on a phone, under) the play area. */
export class Sidebar {
  /** The sidebar's element; the settings session mounts its preset menu and Share button in it. */
  readonly element: HTMLElement;
  /** The tuning panel, the auto-tuner and the scope: built the first time the sidebar opens (a chunk of its own, with lil-gui). */
  private readonly tools: LazyPart<SidebarTools>;
  /** A phone's layout (the bar at the bottom, the panel a sheet under the play area): the CSS's breakpoint. */
  private readonly phone = window.matchMedia('(max-width: 699px)');
  /** Whether the sidebar (the panel and the scope) is open. */
  private open = false;
  /** The tour opened the sidebar for its scope (and closes it again). */
  private tourOpened = false;

  constructor(
    demo: Demo,
    /** The race's legend, docked in the open sidebar on a phone. */
    private readonly raceLegend: RaceLegend,
    private readonly hooks: SidebarHooks,
  ) {
    this.element = byId('sidebar');
    this.tools = new LazyPart(
      async () =>
        new (await loadSidebarTools()).SidebarTools(
          demo,
          () => hooks.settingChanged(),
          () => hooks.openCode(),
        ),
      (message) => hooks.notify(message),
    );
    // Its chunk is fetched as soon as the player points at or focuses the Panel button, so the
    // panel is there when the click lands (a failed fetch is retried, and reported, by the open).
    for (const type of ['pointerenter', 'pointerdown', 'focus'] as const)
      document.getElementById('panel-toggle')?.addEventListener(type, prefetchSidebarTools, { once: true, passive: true });
    this.phone.addEventListener('change', () => this.raceLegend.dock(this.phone.matches && this.open ? this.element : null));
  }

  /** Whether the sidebar is open. */
  get isOpen(): boolean {
    return this.open;
  }

  /** Opens the sidebar, or closes it (Panel, G). */
  setOpen(open: boolean): void {
    // On a phone the open panel is a sheet under the play area: the race's legend goes there, beside the play area.
    this.raceLegend.dock(open && this.phone.matches ? this.element : null);
    this.open = open;
    // Built on first open; it shows the demo's values as it is built, and its scope draws afresh.
    if (open)
      this.tools.use((tools) => {
        tools.opened();
        this.hooks.changed();
      });
    this.element.classList.toggle('closed', !open);
    this.element.setAttribute('aria-hidden', String(!open));
    this.hooks.changed();
  }

  /**
   * A tour step wants the scope in view (or no longer): the sidebar opens with the scope at its top
   * (the steps about P, I and D say "watch the scope"), and closes again only if the tour opened it.
   */
  showTourScope(open: boolean): void {
    // The scope first in the sidebar, in view next to (or under) the play area, not below the panel.
    this.element.classList.toggle('scope-first', open);
    if (open) this.element.scrollTop = 0;
    const closed = !this.open;
    if (open && closed) {
      this.tourOpened = true;
      this.setOpen(true);
    } else if (!open && this.tourOpened) {
      this.tourOpened = false;
      this.setOpen(false);
    }
  }

  /** Shows the demo's current values in the tools, once built. */
  sync(): void {
    this.tools.built?.sync();
  }

  /** Once per frame while the sidebar is open: the scope (`frameSeconds`, s, the frame's real time). */
  frame(demo: Demo, frameSeconds: number): void {
    if (this.open) this.tools.built?.frame(demo, frameSeconds);
  }

  /** Stops the auto-tuner's Worker, if the tools were built. */
  destroy(): void {
    this.tools.built?.destroy();
  }
}
