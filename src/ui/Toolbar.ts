import { ACTIONS, type ActionId, type ActionSpec } from '../app/actionCatalog';
import { el, setText } from './dom';

/** The state the toolbar shows (pressed buttons, labels). */
export interface ToolbarState {
  mode: 'track' | 'seek' | 'path';
  paused: boolean;
  slowMotion: boolean;
  debug: boolean;
  helpOpen: boolean;
  panelOpen: boolean;
  /** Label of the turn-rate button, e.g. "Turn: 4π". */
  turnRateLabel: string;
  /** Whether the low turn rate is on (the button shows pressed). */
  turnRateLow: boolean;
  stepResponseOpen: boolean;
  racing: boolean;
  hunting: boolean;
}

const GROUP_NAMES: Record<NonNullable<ActionSpec['group']>, string> = {
  mode: 'Command mode',
  turn: 'Max turn rate',
  time: 'Time',
  entities: 'Entities',
  lab: 'Controller lab and hunt',
  obstacles: 'Obstacles',
  view: 'View',
  help: 'Help and panel',
};

/**
 * The row of DOM buttons, one per action of the catalogue, grouped. Each has a label, a tooltip
 * with its key, and aria-pressed where it is a toggle. Clicking runs the action; a button clicked
 * with the mouse gives focus back to the page, so Space keeps meaning "pause".
 */
export class Toolbar {
  private readonly buttons = new Map<ActionId, HTMLButtonElement>();

  constructor(container: HTMLElement, run: (id: ActionId) => void) {
    container.setAttribute('role', 'toolbar');
    container.setAttribute('aria-label', 'Game controls');
    const groups = new Map<string, HTMLElement>();
    for (const action of ACTIONS) {
      if (!action.group) continue;
      let group = groups.get(action.group);
      if (!group) {
        group = el('div', { className: `toolbar-group group-${action.group}`, attributes: { role: 'group', 'aria-label': GROUP_NAMES[action.group] } });
        groups.set(action.group, group);
        container.append(group);
      }
      const button = el('button', {
        id: action.id,
        className: 'tool',
        text: action.label,
        title: action.keyHint ? `${action.description} [${action.keyHint}]` : action.description,
        attributes: action.keyHint ? { type: 'button', 'aria-keyshortcuts': action.keyHint.replace(/ \/ /g, ' ') } : { type: 'button' },
      });
      button.addEventListener('click', (event) => {
        run(action.id);
        // A mouse click (detail > 0) should not leave focus on the button, or Space would click it again.
        if (event.detail > 0) button.blur();
      });
      group.append(button);
      this.buttons.set(action.id, button);
    }
    const title = el('div', { className: 'toolbar-title', text: 'PID steering', title: 'Physics bodies turned by torque from a PID controller' });
    container.prepend(title);
  }

  /** Shows the current state: pressed modes and toggles, the turn-rate and pause labels. */
  sync(state: ToolbarState): void {
    this.press('mode-track', state.mode === 'track');
    this.press('mode-seek', state.mode === 'seek');
    this.press('mode-path', state.mode === 'path');
    this.press('pause', state.paused);
    this.press('slow', state.slowMotion);
    this.press('debug-toggle', state.debug);
    this.press('help-toggle', state.helpOpen);
    this.press('panel-toggle', state.panelOpen);
    this.press('turn-rate-toggle', state.turnRateLow);
    this.press('step-response-toggle', state.stepResponseOpen);
    this.press('race-toggle', state.racing);
    this.press('hunt-toggle', state.hunting);
    const pause = this.buttons.get('pause');
    if (pause) setText(pause, state.paused ? 'Resume' : 'Pause');
    const turn = this.buttons.get('turn-rate-toggle');
    if (turn) setText(turn, state.turnRateLabel);
  }

  private press(id: ActionId, pressed: boolean): void {
    const button = this.buttons.get(id);
    if (!button) return;
    const value = String(pressed);
    if (button.getAttribute('aria-pressed') !== value) button.setAttribute('aria-pressed', value);
  }
}
