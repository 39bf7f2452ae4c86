// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIONS } from '../../../src/app/actionList';
import { CONTROLLER_SPECS } from '../../../src/sim/control/registry/controllerSpecs';
import { HelpOverlay } from '../../../src/ui/help/HelpOverlay';

/**
 * What a browser does with Escape in a modal dialog, which happy-dom does not: unless the key was
 * handled (default prevented), the dialog gets "cancel" and closes.
 */
function pressEscape(dialog: HTMLDialogElement): void {
  const target = document.activeElement ?? dialog;
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  if (event.defaultPrevented || !dialog.open) return;
  if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}

function click(element: HTMLElement, detail: number): void {
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));
}

let dialog: HTMLDialogElement;
let menuToggle: HTMLButtonElement;
let helpButton: HTMLButtonElement;
let changed: ReturnType<typeof vi.fn<() => void>>;
let help: HelpOverlay;

beforeEach(() => {
  // The page as index.html has it: the toolbar's More and ? buttons, and <dialog id="help">.
  menuToggle = Object.assign(document.createElement('button'), { id: 'menu-toggle', textContent: 'More' });
  helpButton = Object.assign(document.createElement('button'), { id: 'help-toggle', textContent: '?' });
  dialog = Object.assign(document.createElement('dialog'), { id: 'help' });
  document.body.append(menuToggle, helpButton, dialog);
  changed = vi.fn<() => void>();
  help = new HelpOverlay(dialog, changed);
});

afterEach(() => {
  document.body.replaceChildren();
});

/** Opens the help from a More-menu item that is then gone (the menu closed behind the dialog). */
function openFromGoneMenuItem(): void {
  const item = Object.assign(document.createElement('button'), { textContent: 'Help' });
  document.body.append(item);
  item.focus();
  help.open();
  item.remove();
}

describe('the help overlay', () => {
  it('needs index.html’s #help to be a <dialog>, and says so', () => {
    expect(() => new HelpOverlay(document.createElement('div'), () => undefined)).toThrow('index.html: #help must be a <dialog>');
  });

  it('is a dialog named by its title', () => {
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('PID steering of physics bodies');
    expect(dialog.contains(title)).toBe(true);
  });

  it('lists every action of the registry with its key (or its button) and what it does', () => {
    const rows = [...dialog.querySelectorAll('table.help-keys tr')].map((row) => [
      row.querySelector('th')?.textContent,
      row.querySelector('td')?.textContent,
    ]);
    for (const action of ACTIONS) {
      const key = action.keyHint || `${action.label} button`;
      expect(rows, action.id).toContainEqual([key, action.description]);
    }
    // …and the keys that are not actions: the arrows and Escape.
    expect(rows.map(([key]) => key)).toEqual(expect.arrayContaining(['← ↑ → ↓', 'Esc']));
  });

  it('names every controller of the registry, and counts them right', () => {
    const text = dialog.textContent ?? '';
    for (const spec of CONTROLLER_SPECS) expect(text, spec.type).toContain(spec.label);
    const count = [...dialog.querySelectorAll('strong')]
      .map((strong) => strong.textContent ?? '')
      .find((words) => words.endsWith(' controllers.'));
    const numbers = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];
    expect(count).toBe(`${numbers[CONTROLLER_SPECS.length - 2]} controllers.`);
  });

  it('opens as a modal with focus on Close, and tells the toolbar (its ? button shows pressed)', () => {
    helpButton.focus();
    expect(help.isOpen).toBe(false);
    help.toggle();
    expect(help.isOpen).toBe(true);
    expect(dialog.open).toBe(true);
    expect(document.activeElement?.id).toBe('help-close');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    helpButton.focus();
    help.open();
    pressEscape(dialog);
    expect(help.isOpen).toBe(false);
    expect(document.activeElement).toBe(helpButton);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('keeps the keys typed in it from the game’s shortcuts, Escape too (the dialog closes itself)', () => {
    const seenByPage: string[] = [];
    const listen = (event: KeyboardEvent): void => void seenByPage.push(event.key);
    document.addEventListener('keydown', listen);
    help.open();
    for (const key of ['t', ' ', 'ArrowLeft'])
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    pressEscape(dialog);
    document.removeEventListener('keydown', listen);
    expect(seenByPage).toEqual([]);
    expect(help.isOpen).toBe(false);
  });

  it('closed by keyboard when its opener is gone (a closed menu’s item), gives focus to the More button, never to the page', () => {
    openFromGoneMenuItem();
    const close = dialog.querySelector<HTMLButtonElement>('#help-close') as HTMLButtonElement;
    click(close, 0);
    expect(help.isOpen).toBe(false);
    expect(document.activeElement).toBe(menuToggle);
  });

  it('closed with Escape when its opener is gone, gives focus to the More button too', () => {
    openFromGoneMenuItem();
    pressEscape(dialog);
    expect(help.isOpen).toBe(false);
    expect(document.activeElement).toBe(menuToggle);
  });

  it('closed with the mouse in that case, leaves focus with the page (Space keeps meaning pause)', () => {
    openFromGoneMenuItem();
    click(dialog.querySelector<HTMLButtonElement>('#help-close') as HTMLButtonElement, 1);
    expect(help.isOpen).toBe(false);
    expect(document.activeElement).not.toBe(menuToggle);
  });

  it('closes on a click on its backdrop, not on a click in its text', () => {
    help.open();
    click(dialog.querySelector('.help-card p') as HTMLElement, 1);
    expect(help.isOpen).toBe(true);
    click(dialog, 1);
    expect(help.isOpen).toBe(false);
    expect(help.close()).toBe(false);
  });

  it('keeps Tab inside: from Close, Shift+Tab goes round to the last control and Tab comes back', () => {
    help.open();
    const close = document.activeElement as HTMLElement;
    const shiftTab = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
    close.dispatchEvent(shiftTab);
    // Round to the card's last control (the guide's last link), and Tab from there back to Close.
    expect(shiftTab.defaultPrevented).toBe(true);
    const controls = [...document.querySelectorAll<HTMLElement>('#help button, #help a[href]')];
    const last = controls.at(-1)!;
    expect(document.activeElement).toBe(last);
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    last.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
  });

  it('links to the guide and opens "Use in your game" from its button', () => {
    let opened = 0;
    document.body.replaceChildren();
    const root = document.createElement('dialog');
    root.id = 'help';
    document.body.append(root);
    const withCode = new HelpOverlay(
      root,
      () => undefined,
      () => opened++,
    );
    withCode.open();
    expect([...root.querySelectorAll('a.guide-link')].map((a) => a.getAttribute('href'))).toEqual([
      'docs/use-in-your-game.md',
      'docs/controllers.md',
    ]);
    root.querySelector<HTMLButtonElement>('#help-use-in-game')!.click();
    expect(opened).toBe(1);
    expect(withCode.isOpen).toBe(false);
  });
});
