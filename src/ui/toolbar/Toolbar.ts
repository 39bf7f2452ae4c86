import { ACTION_GROUPS, type ActionGroup, type ToolbarPlace } from '../../app/actionCatalog';
import { ACTIONS, type ActionId, type GameAction } from '../../app/actionList';
import { presetInWords, type TurnRateSummary } from '../../app/presentation/turnRateWords';
import { el, setText } from '../dom';
import { RovingFocus } from './RovingFocus';
import { TurnRateFace } from './TurnRateFace';

/** The state the toolbar shows: the pressed buttons and the Turn rate toggle's face. */
export interface ToolbarState {
  /**
   * The actions whose buttons show pressed (those whose catalogue entry reads a pressed state): the mode, pause, the low turn rate, the
   * open parts, the plays that play…
   */
  readonly pressed: Set<ActionId>;
  /** The turn rate in a word on the toggle: "fast", "slow", "mixed" or a figure like "360°/s²". */
  turnRateLabel: string;
  /** Its colour: the tone of every entity's rate, or "mixed" when they differ. */
  turnRateTone: TurnRateSummary['tone'];
  /** The rates in full, for the tooltip ("fast missile 720°/s², …"). */
  turnRateDetail: string;
}

/**
 * The buttons that show pressed or not (the others are plain buttons): those whose entry reads a pressed state (the modes, the switches,
 * the open parts, the plays their action toggles).
 */
const TOGGLES: readonly ActionId[] = ACTIONS.filter((action) => action.pressed).map((action) => action.id);

/** The buttons whose face is `play` (Pause, or Play while paused). */
const PLAY_FACES = ACTIONS.filter((action) => action.face === 'play');

/** The Turn rate toggle: the action whose button shows the rate in a word. */
export const TURN_RATE_TOGGLE = ACTIONS.find((action) => action.face === 'turn-rate') as GameAction<ActionId>;

/** A button's class and label as its action's face says (the turn rate's label is its face's). */
export function buttonLook(action: GameAction<ActionId>, label: string): { className: string; label: string } {
  return { className: action.face ? `tool ${action.face}` : 'tool', label: action.face === 'turn-rate' ? '' : label };
}

/** The label of a button whose face is `play`: its action's label, or "Play" while pressed (paused). */
export function playLabel(action: GameAction<ActionId>, pressed: boolean): string {
  return pressed ? 'Play' : action.label;
}

/**
 * Below this window width, or this height (a phone on its side, where the bar becomes a rail on the
 * left), CSS px, the bar keeps only the essentials; the rest moves into the menu.
 */
export const COMPACT_BAR_PX = 700;
/** See {@link COMPACT_BAR_PX}. */
export const SHORT_SCREEN_PX = 500;

/** The groups of the toolbar that sit at `place` (src/app/presentation/actionSpec.ts), in order. */
function groupsAt(place: ToolbarPlace): (keyof typeof ACTION_GROUPS)[] {
  return (Object.keys(ACTION_GROUPS) as (keyof typeof ACTION_GROUPS)[]).filter((group) => ACTION_GROUPS[group].place === place);
}

/** The actions whose buttons sit in `group`, in the catalogue's order. */
function actionsIn(group: ActionGroup): GameAction<ActionId>[] {
  return ACTIONS.filter((action) => action.group === group);
}

/** A group of buttons in the bar on a wide screen and at the top of the menu on a narrow one: its actions and its two homes. */
interface WideGroup {
  readonly actions: readonly GameAction<ActionId>[];
  readonly inBar: HTMLElement;
  readonly inMenu: HTMLElement;
}

/**
 * The game's controls, placed as the action catalogue's groups say (ACTION_GROUPS): one compact bar
 * (the modes as one segmented control, the turn rate as a toggle in words, play/pause, step, slow
 * motion, Tour, Panel and Help) and a menu ("More") with the rest, a group under each heading. On
 * a phone (narrower than {@link COMPACT_BAR_PX}, or shorter than {@link SHORT_SCREEN_PX}) the bar
 * keeps the modes, the turn rate, pause and the menu; the wide bar's group (step, slow, Tour, Panel
 * and Help) moves to the top of the menu, its buttons under their menu labels.
 * Every button keeps its action's id wherever it sits (a contract with the browser tests).
 *
 * Keyboard: the bar is one Tab stop and the arrow keys move between its buttons (a roving
 * tabindex), as does the open menu; Escape closes the menu and gives focus back to its button.
 * A button clicked with the mouse gives focus back to the page, so Space keeps meaning "pause".
 */
export class Toolbar {
  private readonly buttons = new Map<ActionId, HTMLButtonElement>();
  private readonly bar: HTMLElement;
  private readonly menu: HTMLElement;
  private readonly menuButton: HTMLButtonElement;
  private readonly wideGroups: readonly WideGroup[];
  private readonly turnRate: TurnRateFace;
  private readonly barFocus: RovingFocus;
  private readonly menuFocus: RovingFocus;
  private readonly compactQuery: MediaQueryList;

  constructor(container: HTMLElement, run: (id: ActionId) => void) {
    this.bar = container;
    container.setAttribute('role', 'toolbar');
    container.setAttribute('aria-label', 'Game controls');
    const make = (action: GameAction<ActionId>, label: string, className = 'tool'): HTMLButtonElement => {
      const id = action.id;
      const button = el('button', {
        id,
        className,
        text: label,
        title: action.keyHint ? `${action.description} [${action.keyHint}]` : action.description,
        attributes: action.keyHint ? { type: 'button', 'aria-keyshortcuts': action.keyHint.replace(/ \/ /g, ' ') } : { type: 'button' },
      });
      button.addEventListener('click', (event) => {
        const inMenu = this.menu.contains(button);
        if (inMenu) this.closeMenu(false);
        run(id);
        // A mouse click (detail > 0) should not leave focus on the button, or Space would click it again.
        if (event.detail > 0) button.blur();
        // From the keyboard, an item of the closed menu whose action sent focus nowhere gives it to More: a hidden button cannot keep it.
        else if (
          inMenu &&
          (document.activeElement === null || document.activeElement === document.body || this.menu.contains(document.activeElement))
        )
          this.barFocus.focus(this.menuButton);
      });
      this.buttons.set(id, button);
      return button;
    };

    const title = el('div', {
      className: 'toolbar-title',
      text: 'PID steering',
      title: 'Physics bodies turned by torque from a PID controller',
    });
    // The bar's own groups: several buttons make a segmented control (the modes), one stands alone.
    const barGroups = groupsAt('bar').flatMap((group): HTMLElement[] => {
      const actions = actionsIn(group);
      if (actions.length > 1)
        return [
          el(
            'div',
            { className: 'segmented', attributes: { role: 'group', 'aria-label': ACTION_GROUPS[group].name } },
            actions.map((action) => make(action, action.label, 'tool seg')),
          ),
        ];
      return actions.map((action) => {
        const look = buttonLook(action, action.label);
        return make(action, look.label, look.className);
      });
    });
    this.turnRate = new TurnRateFace(this.buttons.get(TURN_RATE_TOGGLE.id) as HTMLButtonElement, TURN_RATE_TOGGLE);
    this.wideGroups = groupsAt('wide-bar').map((group) => {
      const name = ACTION_GROUPS[group].name;
      const actions = actionsIn(group);
      const inBar = el('div', { className: 'bar-wide', attributes: { role: 'group', 'aria-label': name } });
      for (const action of actions) {
        const button = make(action, action.label);
        // A short label in the bar ("?") is named by its menu label for a screen reader.
        if (action.menuLabel) button.setAttribute('aria-label', action.menuLabel);
        inBar.append(button);
      }
      return {
        actions,
        inBar,
        inMenu: el('div', { className: 'menu-group menu-quick', attributes: { role: 'group', 'aria-label': name } }),
      };
    });

    const menuGroups = groupsAt('menu');
    this.menuButton = el('button', {
      id: 'menu-toggle',
      className: 'tool menu-toggle',
      text: 'More',
      title: `More controls: ${menuGroups.map((group) => ACTION_GROUPS[group].name.toLowerCase()).join(', ')}`,
      attributes: { type: 'button', 'aria-expanded': 'false', 'aria-controls': 'toolbar-menu' },
    });
    this.menuButton.addEventListener('click', () => (this.menu.hidden ? this.openMenu() : this.closeMenu(true)));

    this.menu = el(
      'div',
      { id: 'toolbar-menu', className: 'toolbar-menu', attributes: { role: 'group', 'aria-label': 'More controls' } },
      this.wideGroups.map((group) => group.inMenu),
    );
    for (const group of menuGroups) {
      const name = ACTION_GROUPS[group].name;
      const buttons = actionsIn(group).map((action) => make(action, action.menuLabel ?? action.label, 'tool menu-item'));
      this.menu.append(
        el('div', { className: 'menu-group', attributes: { role: 'group', 'aria-label': name } }, [
          el('div', { className: 'menu-heading', text: name, attributes: { 'aria-hidden': 'true' } }),
          ...buttons,
        ]),
      );
    }
    this.menu.hidden = true;

    const end = el('div', { className: 'bar-end' }, [...this.wideGroups.map((group) => group.inBar), this.menuButton]);
    container.append(title, ...barGroups, end, this.menu);

    this.barFocus = new RovingFocus(container, () => this.barItems(), 'horizontal');
    this.menuFocus = new RovingFocus(this.menu, () => this.menuItems(), 'grid');
    this.menu.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        this.closeMenu(true);
      }
    });
    document.addEventListener('pointerdown', this.onOutsidePointer, true);

    this.compactQuery = window.matchMedia(`(max-width: ${COMPACT_BAR_PX - 1}px), (max-height: ${SHORT_SCREEN_PX}px)`);
    this.compactQuery.addEventListener('change', this.placeWideActions);
    this.placeWideActions();
  }

  /** Closes the menu; returns whether it was open (Escape closes it first). */
  closeMenuIfOpen(): boolean {
    if (this.menu.hidden) return false;
    this.closeMenu(true);
    return true;
  }

  /** Shows the current state: pressed modes and toggles, the turn-rate and pause labels. */
  sync(state: ToolbarState): void {
    for (const id of TOGGLES) this.press(id, state.pressed.has(id));
    for (const action of PLAY_FACES) {
      const button = this.buttons.get(action.id);
      if (button) setText(button, playLabel(action, state.pressed.has(action.id)));
    }
    const next = state.turnRateTone === 'mixed' ? 'one rate' : presetInWords(state.pressed.has(TURN_RATE_TOGGLE.id) ? 'high' : 'low');
    this.turnRate.show(state.turnRateLabel, state.turnRateTone, state.turnRateDetail, next);
  }

  /** Stops listening to the page. */
  destroy(): void {
    document.removeEventListener('pointerdown', this.onOutsidePointer, true);
    this.compactQuery.removeEventListener('change', this.placeWideActions);
  }

  private openMenu(): void {
    this.menu.hidden = false;
    this.menuButton.setAttribute('aria-expanded', 'true');
    this.menuFocus.focusFirst();
  }

  private closeMenu(returnFocus: boolean): void {
    if (this.menu.hidden) return;
    const hadFocus = this.menu.contains(document.activeElement);
    this.menu.hidden = true;
    this.menuButton.setAttribute('aria-expanded', 'false');
    if (returnFocus && hadFocus) this.barFocus.focus(this.menuButton);
  }

  /** A press outside the menu and its button closes the menu. */
  private readonly onOutsidePointer = (event: PointerEvent): void => {
    const target = event.target;
    if (this.menu.hidden || !(target instanceof Node)) return;
    if (this.menu.contains(target) || this.menuButton.contains(target)) return;
    this.closeMenu(false);
  };

  /**
   * Puts the wide bar's groups (step, slow, Tour, Panel and Help) in the bar (wide) or at the top of the menu (narrow), under their menu
   * labels there.
   */
  private readonly placeWideActions = (): void => {
    const compact = this.compactQuery.matches;
    for (const group of this.wideGroups) {
      const home = compact ? group.inMenu : group.inBar;
      for (const action of group.actions) {
        const button = this.buttons.get(action.id) as HTMLButtonElement;
        button.classList.toggle('menu-item', compact);
        if (action.menuLabel) setText(button, compact ? action.menuLabel : action.label);
        home.append(button);
      }
      group.inMenu.hidden = !compact;
      group.inBar.hidden = compact;
    }
    this.barFocus.reset();
    this.menuFocus.reset();
  };

  private barItems(): HTMLElement[] {
    return [...this.bar.querySelectorAll<HTMLElement>('button')].filter(
      (button) => !this.menu.contains(button) && !button.closest('[hidden]'),
    );
  }

  private menuItems(): HTMLElement[] {
    return [...this.menu.querySelectorAll<HTMLElement>('button')].filter(
      (button) => !button.closest('[hidden]') || button.closest('[hidden]') === this.menu,
    );
  }

  private press(id: ActionId, pressed: boolean): void {
    const button = this.buttons.get(id);
    if (!button) return;
    const value = String(pressed);
    if (button.getAttribute('aria-pressed') !== value) button.setAttribute('aria-pressed', value);
  }
}
