// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { RovingFocus } from '../../../src/ui/toolbar/RovingFocus';

/** A group of buttons as the toolbar makes one: a container, its buttons, a roving focus over them. */
function group(labels: readonly string[], orientation: 'horizontal' | 'grid') {
  const container = document.createElement('div');
  const buttons = labels.map((label) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    container.append(button);
    return button;
  });
  document.body.append(container);
  const focus = new RovingFocus(container, () => [...container.querySelectorAll('button')], orientation);
  focus.reset();
  return { container, buttons, focus };
}

/** Presses `key` on whatever has focus, as the browser delivers it; returns the event (to see whether it was handled). */
function press(key: string, modifiers: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

function focused(): string | null {
  return document.activeElement?.textContent ?? null;
}

/** The labels of the buttons a Tab press can reach (tabindex 0). */
function tabStops(buttons: readonly HTMLButtonElement[]): string[] {
  return buttons.filter((button) => button.tabIndex === 0).map((button) => button.textContent ?? '');
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('a roving focus (the toolbar’s groups)', () => {
  it('makes the group one Tab stop: the first button until another one had focus', () => {
    const { buttons } = group(['Track', 'Seek', 'Path'], 'horizontal');
    expect(tabStops(buttons)).toEqual(['Track']);
    (buttons[2] as HTMLButtonElement).focus();
    expect(tabStops(buttons)).toEqual(['Path']);
  });

  it('moves focus with the left and right arrows, round from the last to the first and back', () => {
    const { buttons, focus } = group(['Track', 'Seek', 'Path'], 'horizontal');
    focus.focusFirst();
    expect(focused()).toBe('Track');
    press('ArrowRight');
    expect(focused()).toBe('Seek');
    press('ArrowRight');
    press('ArrowRight');
    expect(focused()).toBe('Track');
    press('ArrowLeft');
    expect(focused()).toBe('Path');
    // The button that has focus is the one Tab comes back to.
    expect(tabStops(buttons)).toEqual(['Path']);
  });

  it('goes to the first and the last button with Home and End', () => {
    const { buttons, focus } = group(['Track', 'Seek', 'Path', 'Pause'], 'horizontal');
    focus.focus(buttons[1] as HTMLButtonElement);
    press('End');
    expect(focused()).toBe('Pause');
    press('Home');
    expect(focused()).toBe('Track');
  });

  it('keeps the arrow keys it handles from the game (which moves the target with them), and lets the others through', () => {
    const { focus } = group(['Track', 'Seek'], 'horizontal');
    const seenByPage: string[] = [];
    const listen = (event: KeyboardEvent): void => void seenByPage.push(event.key);
    document.addEventListener('keydown', listen);
    focus.focusFirst();
    const right = press('ArrowRight');
    expect(right.defaultPrevented).toBe(true);
    // A bar is horizontal: up and down are not its keys, so focus stays and the page gets them.
    const down = press('ArrowDown');
    expect(focused()).toBe('Seek');
    expect(down.defaultPrevented).toBe(false);
    expect(seenByPage).toEqual(['ArrowDown']);
    document.removeEventListener('keydown', listen);
  });

  it('in a grid (the More menu) moves with up and down as well', () => {
    const { focus } = group(['Race', 'Hunt', 'Intercept'], 'grid');
    focus.focusFirst();
    press('ArrowDown');
    expect(focused()).toBe('Hunt');
    press('ArrowUp');
    press('ArrowUp');
    expect(focused()).toBe('Intercept');
  });

  it('leaves keys with Ctrl, Alt or ⌘ to the browser', () => {
    const { focus } = group(['Track', 'Seek'], 'horizontal');
    focus.focusFirst();
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey'] as const) {
      const event = press('ArrowRight', { [modifier]: true });
      expect(event.defaultPrevented, modifier).toBe(false);
      expect(focused()).toBe('Track');
    }
  });

  it('when the buttons change, the Tab stop stays on its button, or goes to the first when that one is gone', () => {
    const { container, buttons, focus } = group(['Track', 'Seek', 'Path'], 'horizontal');
    focus.focus(buttons[1] as HTMLButtonElement);
    const extra = document.createElement('button');
    extra.textContent = 'Help';
    container.append(extra);
    focus.reset();
    expect(tabStops([...buttons, extra])).toEqual(['Seek']);
    (buttons[1] as HTMLButtonElement).remove();
    focus.reset();
    expect(tabStops([...container.querySelectorAll('button')])).toEqual(['Track']);
  });
});
