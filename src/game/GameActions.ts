import type { ActionId, PagePartAction } from '../app/actionCatalog';
import type { Demo, DemoMode } from '../app/Demo';
import { playToggledBy } from '../app/plays/playList';
import { OBSTACLE_LABELS, type ObstacleKind } from '../app/model/obstacleKinds';
import type { ViewOptions } from '../app/presentation/viewOptions';
import type { Vec2Like } from '../sim/math/vec2';
import type { Viewport } from './Viewport';

/** Zoom factor of one press of + or −. */
const ZOOM_STEP = 1.25;

/** What the actions need from the page around the game (help, panel, messages). */
export interface ActionHost {
  /** Opens or closes a part of the page: the help, the sidebar, the step-response view, the phase plot, the tour, the challenges' panel. */
  togglePart(id: PagePartAction): void;
  /** Where a new obstacle goes (m): under the pointer when it is over the game, else the view's centre. */
  placementPoint(out: Vec2Like): Vec2Like;
  /** Shows a short message to the player: a tip, or a refusal. */
  notify(message: string, kind?: 'info' | 'error'): void;
  /** Called after every action, so buttons and panels can show the new state. */
  changed(): void;
  /** Called instead of {@link changed} after an action that changes a saved setting (the turn rate, slow motion). */
  settingChanged(): void;
}

/** The actions that change a setting the game saves for the player (readDemoSettings): the turn rate and the time scale. */
const SETTING_ACTIONS: ReadonlySet<string> = new Set(['turn-rate-toggle', 'slow']);

/**
 * Runs the player's actions (toolbar buttons and keys alike) as calls on the demo, the viewport
 * and the view options. The only place that knows what each action id does.
 */
export class GameActions {
  private readonly placement: Vec2Like = { x: 0, y: 0 };

  constructor(
    private readonly demo: Demo,
    private readonly view: Viewport,
    private readonly options: ViewOptions,
    private readonly host: ActionHost,
  ) {}

  /** Runs action `id`. */
  run(id: ActionId): void {
    const demo = this.demo;
    const toggled = playToggledBy(id);
    if (toggled) this.toggleScene(toggled);
    switch (id) {
      case 'mode-track':
        this.modeSet('track', 'Track: drag a target ring; its entity turns in place to face it.');
        break;
      case 'mode-seek':
        this.modeSet('seek', 'Seek: drag a target ring; its entity flies to it.');
        break;
      case 'mode-path':
        this.modeSet('path', demo.editor.entities.selectedId === null ? 'Path: click an entity, then drag on empty space to draw its path.' : `Path: drag on empty space to draw a path for ${demo.editor.entities.selectedId}; drag a numbered waypoint to move it.`);
        break;
      case 'turn-rate-toggle':
        demo.apply({ kind: 'toggleTurnRate' });
        break;
      case 'pause':
        demo.clock.togglePause();
        break;
      case 'step':
        demo.clock.singleStep();
        break;
      case 'rewind': {
        const history = demo.history;
        const result = history.available ? history.show(Math.max(history.oldestStep, history.shownStep - Math.round(1 / demo.clock.dt))) : history.show(-1);
        if (!result.ok) this.host.notify(result.message);
        break;
      }
      case 'rewind-start': {
        const result = demo.history.show(demo.history.available ? demo.history.oldestStep : -1);
        if (!result.ok) this.host.notify(result.message);
        break;
      }
      case 'replay-from-here': {
        const result = demo.history.playAgain();
        if (!result.ok) this.host.notify(result.message);
        break;
      }
      case 'slow':
        demo.clock.toggleSlowMotion();
        break;
      case 'reset':
        demo.apply({ kind: 'reset' });
        break;
      case 'add-missile':
      case 'add-character': {
        const result = demo.apply({ kind: 'addEntity', type: id === 'add-missile' ? 'missile' : 'character' });
        if (!result.ok) this.host.notify(result.message);
        break;
      }
      case 'remove-entity': {
        const obstacleId = demo.editor.obstacles.selectedId;
        if (obstacleId !== null) demo.apply({ kind: 'removeObstacle', obstacle: obstacleId });
        else {
          const result = demo.apply({ kind: 'removeEntity' });
          if (!result.ok) this.host.notify('Select an entity or an obstacle first (click or tap it).');
        }
        break;
      }
      case 'next-type': {
        const result = demo.apply({ kind: 'nextType' });
        if (!result.ok) this.host.notify(result.message);
        break;
      }
      case 'select-next':
        demo.editor.entities.selectNext();
        break;
      case 'zoom-in':
        this.view.zoomCentre(ZOOM_STEP);
        break;
      case 'zoom-out':
        this.view.zoomCentre(1 / ZOOM_STEP);
        break;
      case 'zoom-reset':
        this.view.resetView();
        break;
      case 'debug-toggle':
        this.options.debug = !this.options.debug;
        break;
      case 'add-wall':
      case 'add-box':
      case 'add-rock':
      case 'add-crate':
        this.addObstacle(id.slice('add-'.length) as ObstacleKind);
        break;
      case 'clear-obstacles':
        if (demo.view.obstacles.length === 0) this.host.notify('There are no obstacles to clear: place some with Wall (W), Box (B), Rock (O) or Crate (X).', 'info');
        else demo.apply({ kind: 'clearObstacles' });
        break;
      case 'step-response-toggle':
      case 'phase-plot-toggle':
      case 'panel-toggle':
      case 'tour-toggle':
      case 'challenges-toggle':
      case 'help-toggle':
        this.host.togglePart(id);
        break;
    }
    if (SETTING_ACTIONS.has(id)) this.host.settingChanged();
    else this.host.changed();
  }

  /** Switches the mode and says what it does, or why it did not change (a race is timed in its own mode). */
  private modeSet(mode: DemoMode, told: string): void {
    const result = this.demo.apply({ kind: 'setMode', mode });
    if (result.ok) this.host.notify(told, 'info');
    else this.host.notify(result.message);
  }

  /** Switches a way of playing on or off (src/app/plays/playList.ts says which, and what to tell the player). */
  private toggleScene({ kind, toggle }: NonNullable<ReturnType<typeof playToggledBy>>): void {
    const demo = this.demo;
    if (demo.plays.isPlaying(kind)) {
      // Refused while comparing until pressed again (the door asks first; the timeline says so).
      if (demo.apply({ kind: 'leave', play: kind }).ok && toggle.ended) this.host.notify(toggle.ended, 'info');
      return;
    }
    const result = demo.apply({ kind: 'play', play: kind });
    if (!result.ok) {
      // The door's question while comparing is shown by the timeline already.
      if (result.field !== 'comparison') this.host.notify(result.message);
    } else this.host.notify(toggle.started(demo), 'info');
  }

  private addObstacle(kind: ObstacleKind): void {
    const result = this.demo.apply({ kind: 'addObstacle', obstacle: kind, at: this.host.placementPoint(this.placement) });
    if (!result.ok) this.host.notify(result.message);
    else this.host.notify(`A ${OBSTACLE_LABELS[kind]}: drag it to move it (it shoves what is in the way); Delete removes it.`, 'info');
  }
}
