// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ACTION_GROUPS } from '../../../src/app/actionCatalog';
import { ACTIONS, type ActionId } from '../../../src/app/actionList';
import { Toolbar, type ToolbarState } from '../../../src/ui/toolbar/Toolbar';

/** happy-dom's own handle on the window (not in the DOM's types): the window's size. */
interface HappyDomWindow {
  readonly happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

function setWindowSize(width: number, height: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}

/** The bar as src/ui/GameUi.ts builds it: in #toolbar, running each action it is given. */
function mountToolbar() {
  const container = document.createElement('header');
  container.id = 'toolbar';
  document.body.append(container);
  const ran: ActionId[] = [];
  const toolbar = new Toolbar(container, (id) => ran.push(id));
  const button = (id: string): HTMLButtonElement => {
    const found = container.querySelector<HTMLButtonElement>(`#${id}`);
    if (!found) throw new Error(`the bar has no #${id}`);
    return found;
  };
  return { container, toolbar, ran, button, menu: container.querySelector('#toolbar-menu') as HTMLElement };
}

/** The bar's state with these buttons pressed (Seek alone when none are named). */
function state(pressed: readonly ActionId[] = ['mode-seek'], changes: Partial<ToolbarState> = {}): ToolbarState {
  return {
    pressed: new Set(pressed),
    turnRateLabel: 'mixed',
    turnRateTone: 'mixed',
    turnRateDetail: 'missile-1 fast · 720°/s², missile-2 slow · 180°/s²',
    ...changes,
  };
}

function press(key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

/** A click as a keyboard gives it (Enter or Space on a focused button: detail 0). */
function keyboardClick(button: HTMLElement): void {
  button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }));
}

/** A click with the mouse (detail 1). */
function mouseClick(button: HTMLElement): void {
  button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
}

const mounted: Toolbar[] = [];

afterEach(() => {
  for (const toolbar of mounted.splice(0)) toolbar.destroy();
  document.body.replaceChildren();
  setWindowSize(1280, 800);
});

describe('the toolbar', () => {
  it('is a labelled toolbar whose buttons say what they do and their key', () => {
    const { container, toolbar, button } = mountToolbar();
    mounted.push(toolbar);
    expect(container.getAttribute('role')).toBe('toolbar');
    expect(container.getAttribute('aria-label')).toBe('Game controls');
    expect(button('mode-track').textContent).toBe('Track');
    expect(button('mode-track').title).toBe('Track mode: every entity turns in place to face its target [1]');
    expect(button('pause').getAttribute('aria-keyshortcuts')).toBe('Space P');
    expect(button('help-toggle').getAttribute('aria-label')).toBe('Help');
  });

  it(
    'runs the action of the button pressed, and a mouse click leaves the ' + 'keyboard to the game (Space then pauses, not clicks again)',
    () => {
      const { toolbar, ran, button } = mountToolbar();
      mounted.push(toolbar);
      button('mode-path').focus();
      mouseClick(button('mode-path'));
      expect(ran).toEqual(['mode-path']);
      expect(document.activeElement).not.toBe(button('mode-path'));
      button('pause').focus();
      keyboardClick(button('pause'));
      expect(ran).toEqual(['mode-path', 'pause']);
      expect(document.activeElement).toBe(button('pause'));
    },
  );

  it('is one Tab stop, and the arrow keys walk its buttons', () => {
    const { container, toolbar, button } = mountToolbar();
    mounted.push(toolbar);
    const stops = [...container.querySelectorAll<HTMLButtonElement>('button')].filter((item) => item.tabIndex === 0);
    // The bar's first button, and the More menu's first item (the menu is hidden until opened).
    expect(stops.map((item) => item.id)).toEqual(['mode-track', 'race-toggle']);
    button('mode-track').focus();
    press('ArrowRight');
    expect(document.activeElement?.id).toBe('mode-seek');
    press('End');
    expect(document.activeElement?.id).toBe('menu-toggle');
    press('ArrowRight');
    expect(document.activeElement?.id).toBe('mode-track');
  });

  it('opens More with its first item focused; Escape closes it and gives focus back to More', () => {
    const { toolbar, button, menu } = mountToolbar();
    mounted.push(toolbar);
    const more = button('menu-toggle');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hidden).toBe(true);
    more.focus();
    keyboardClick(more);
    expect(menu.hidden).toBe(false);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.id).toBe('race-toggle');
    press('ArrowDown');
    expect(document.activeElement?.id).toBe('hunt-toggle');
    const escape = press('Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(menu.hidden).toBe(true);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
  });

  it('closes the menu when one of its items is chosen, and runs it', () => {
    const { toolbar, ran, button, menu } = mountToolbar();
    mounted.push(toolbar);
    keyboardClick(button('menu-toggle'));
    keyboardClick(button('add-wall'));
    expect(ran).toEqual(['add-wall']);
    expect(menu.hidden).toBe(true);
    // From the keyboard, focus goes back to More: the chosen item is hidden now and cannot keep it.
    expect(document.activeElement).toBe(button('menu-toggle'));
  });

  it('closes the menu on a press outside it, and not on a press inside', () => {
    const { toolbar, button, menu } = mountToolbar();
    mounted.push(toolbar);
    keyboardClick(button('menu-toggle'));
    button('add-wall').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(menu.hidden).toBe(false);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(menu.hidden).toBe(true);
    expect(toolbar.closeMenuIfOpen()).toBe(false);
  });

  it('shows the state: the mode and toggles pressed, Play while paused, the turn rate in words with the figures in its tooltip', () => {
    const { toolbar, button } = mountToolbar();
    mounted.push(toolbar);
    toolbar.sync(state(['mode-path', 'pause', 'debug-toggle', 'race-toggle', 'reset']));
    expect(button('mode-path').getAttribute('aria-pressed')).toBe('true');
    expect(button('mode-seek').getAttribute('aria-pressed')).toBe('false');
    expect(button('pause').textContent).toBe('Play');
    expect(button('debug-toggle').getAttribute('aria-pressed')).toBe('true');
    expect(button('race-toggle').getAttribute('aria-pressed')).toBe('true');
    expect(button('hunt-toggle').getAttribute('aria-pressed')).toBe('false');
    // A plain button is never a toggle, whatever the state says.
    expect(button('reset').hasAttribute('aria-pressed')).toBe(false);
    const turn = button('turn-rate-toggle');
    expect(turn.textContent).toBe('Turn rate: mixed');
    expect(turn.title).toBe(
      'Max turn rate (T): missile-1 fast · 720°/s², missile-2 slow · 180°/s². Press to set every entity to one rate.',
    );
    toolbar.sync(
      state(['mode-seek', 'turn-rate-toggle'], { turnRateLabel: 'slow', turnRateTone: 'slow', turnRateDetail: 'missile-1 slow · 180°/s²' }),
    );
    expect(button('pause').textContent).toBe('Pause');
    expect(turn.textContent).toBe('Turn rate: slow');
    expect(turn.getAttribute('aria-pressed')).toBe('true');
    expect(turn.title).toBe('Max turn rate (T): missile-1 slow · 180°/s². Press to set every entity to fast (720°/s²).');
  });

  it(
    'places every action as the catalogue says: by its group, in the catalogue’s order, under its menu label in the menu; a ' +
      'keyboard-only action has no button',
    () => {
      const { container, toolbar, menu } = mountToolbar();
      mounted.push(toolbar);
      const ids = (buttons: Iterable<Element>) => [...buttons].map((button) => button.id);
      for (const [group, { place, name }] of Object.entries(ACTION_GROUPS)) {
        const actions = ACTIONS.filter((action) => action.group === group);
        expect(actions.length, group).toBeGreaterThan(0);
        if (place === 'menu') {
          const holder = menu.querySelector(`.menu-group[aria-label="${name}"]`) as HTMLElement;
          expect(holder.querySelector('.menu-heading')?.textContent, group).toBe(name);
          expect(ids(holder.querySelectorAll('button')), group).toEqual(actions.map((action) => action.id));
          for (const action of actions)
            expect(holder.querySelector(`#${action.id}`)?.textContent, action.id).toBe(action.menuLabel ?? action.label);
        } else {
          const holder = place === 'wide-bar' ? (container.querySelector(`.bar-wide[aria-label="${name}"]`) as HTMLElement) : container;
          const inBar = ids(holder.querySelectorAll('button')).filter((id) => !menu.querySelector(`#${id}`));
          expect(
            inBar.filter((id) => actions.some((action) => action.id === id)),
            group,
          ).toEqual(actions.map((action) => action.id));
        }
      }
      // The menu's groups in the catalogue's order, after the wide bar's (hidden on a wide screen).
      expect([...menu.querySelectorAll('.menu-heading')].map((heading) => heading.textContent)).toEqual(
        Object.values(ACTION_GROUPS)
          .filter((group) => group.place === 'menu')
          .map((group) => group.name),
      );
      for (const action of ACTIONS.filter((candidate) => candidate.group === null))
        expect(container.querySelector(`#${action.id}`), action.id).toBeNull();
    },
  );

  it('lists the phase plot among the views, after the step response, with its key, pressed while it is open', () => {
    const { toolbar, button, menu } = mountToolbar();
    mounted.push(toolbar);
    const views = menu.querySelector('[aria-label="Views"]') as HTMLElement;
    const items = [...views.querySelectorAll('button')].map((item) => item.id);
    expect(items.indexOf('phase-plot-toggle')).toBe(items.indexOf('step-response-toggle') + 1);
    expect(button('phase-plot-toggle').textContent).toBe('Phase plot');
    expect(button('phase-plot-toggle').getAttribute('aria-keyshortcuts')).toBe('F');
    toolbar.sync(state(['phase-plot-toggle']));
    expect(button('phase-plot-toggle').getAttribute('aria-pressed')).toBe('true');
    toolbar.sync(state());
    expect(button('phase-plot-toggle').getAttribute('aria-pressed')).toBe('false');
  });

  it('on a phone keeps the essentials in the bar and moves Step, Slow, Tour, Panel and Help into the menu', () => {
    // A phone on its side: narrower than 700 px and no taller than 500 px. (happy-dom reads the
    // bar's media query list "(max-width: 699px), (max-height: 500px)" as "and", not "or", so an
    // upright phone, narrow only, would not count as one here: this size is compact under both.)
    setWindowSize(640, 360);
    const { container, toolbar, button, menu } = mountToolbar();
    mounted.push(toolbar);
    for (const id of ['step', 'slow', 'tour-toggle', 'panel-toggle', 'help-toggle']) expect(menu.contains(button(id)), id).toBe(true);
    expect(button('help-toggle').textContent).toBe('Help');
    for (const id of ['mode-track', 'turn-rate-toggle', 'pause', 'menu-toggle']) expect(menu.contains(button(id)), id).toBe(false);
    // The keyboard walks only the bar's own buttons…
    button('mode-track').focus();
    press('End');
    expect(document.activeElement?.id).toBe('menu-toggle');
    press('ArrowLeft');
    expect(document.activeElement?.id).toBe('pause');
    // …and the menu starts with the moved ones.
    keyboardClick(button('menu-toggle'));
    expect(document.activeElement?.id).toBe('step');
    expect(container.querySelectorAll('#help-toggle')).toHaveLength(1);
  });

  it('moves those buttons when the window changes size, and back', () => {
    const { toolbar, button, menu } = mountToolbar();
    mounted.push(toolbar);
    expect(menu.contains(button('step'))).toBe(false);
    expect(button('help-toggle').textContent).toBe('?');
    setWindowSize(640, 360);
    expect(menu.contains(button('step'))).toBe(true);
    expect(button('help-toggle').textContent).toBe('Help');
    setWindowSize(1280, 800);
    expect(menu.contains(button('step'))).toBe(false);
    expect(button('help-toggle').textContent).toBe('?');
  });
});
