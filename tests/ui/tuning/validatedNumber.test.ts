// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { TuningPanel } from '../../../src/ui/tuning/TuningPanel';
import { parseNumberText } from '../../../src/sim/validation/numberText';

/**
 * The number fields are tested as the player meets them: in the tuning panel (src/ui/tuning/TuningPanel.ts,
 * lil-gui), on a real demo, which validates every value.
 */
let demo: Demo;
let changed: ReturnType<typeof vi.fn<() => void>>;

function field(id: string): HTMLInputElement {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) throw new Error(`the panel has no field #${id}`);
  return input;
}

/** The panel's refusal line, or null while it is hidden. */
function message(): string | null {
  const line = document.getElementById('panel-message') as HTMLElement;
  return line.hidden ? null : line.textContent;
}

/** Types `text` into the field, key by key as the browser reports it (an input event each), without committing it. */
function type(input: HTMLInputElement, text: string): void {
  input.focus();
  input.value = '';
  for (const character of text) {
    input.value += character;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function pressKey(input: HTMLInputElement, key: string, code = key): void {
  input.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
}

beforeEach(() => {
  document.body.replaceChildren();
  const panel = Object.assign(document.createElement('div'), { id: 'panel' });
  document.body.append(panel);
  demo = new Demo();
  changed = vi.fn<() => void>();
  // Built into #panel as the sidebar builds it (src/ui/SidebarTools.ts); the test talks to its fields.
  void new TuningPanel(panel, demo, changed);
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('a number field of the tuning panel', () => {
  it('applies a typed value when Enter is pressed', () => {
    const speed = field('panel-maxSpeed');
    expect(speed.value).toBe('10');
    type(speed, '7.5');
    pressKey(speed, 'Enter');
    expect(demo.tuning.view().maxSpeed).toBe(7.5);
    expect(speed.value).toBe('7.5');
    expect(message()).toBeNull();
    expect(changed).toHaveBeenCalled();
  });

  it('applies nothing while the player is still typing (a half-typed value never reaches the simulation)', () => {
    const speed = field('panel-maxSpeed');
    type(speed, '1');
    expect(demo.tuning.view().maxSpeed).toBe(10);
    type(speed, '15');
    expect(demo.tuning.view().maxSpeed).toBe(10);
    expect(changed).not.toHaveBeenCalled();
    // Leaving the field commits it.
    speed.blur();
    expect(demo.tuning.view().maxSpeed).toBe(15);
  });

  it('refuses a value out of range with a message naming the field and its range, and keeps the previous good value', () => {
    const speed = field('panel-maxSpeed');
    type(speed, '5000');
    speed.blur();
    expect(demo.tuning.view().maxSpeed).toBe(10);
    expect(speed.value).toBe('10');
    expect(message()).toBe('max speed (m/s) must be a number > 0 and ≤ 1000; got 5000. Kept 10.');
    expect(changed).not.toHaveBeenCalled();
  });

  it('refuses text that is not a number, quoting it, where lil-gui alone would take "12abc" as 12', () => {
    const speed = field('panel-maxSpeed');
    type(speed, '12abc');
    pressKey(speed, 'Enter');
    expect(demo.tuning.view().maxSpeed).toBe(10);
    expect(speed.value).toBe('10');
    expect(message()).toBe('max speed (m/s) must be a number > 0 and ≤ 1000; got "12abc". Kept 10.');
  });

  it('clears the message once a good value is given', () => {
    const speed = field('panel-maxSpeed');
    type(speed, '-1');
    pressKey(speed, 'Enter');
    expect(message()).toBe('max speed (m/s) must be a number > 0 and ≤ 1000; got -1. Kept 10.');
    type(speed, '12');
    pressKey(speed, 'Enter');
    expect(message()).toBeNull();
    expect(demo.tuning.view().maxSpeed).toBe(12);
  });

  it('refuses a turn rate beyond its limit on its own field too, saying why', () => {
    const turnRate = field('panel-maxAngularAcceleration');
    const before = demo.tuning.view().maxAngularAcceleration;
    type(turnRate, '0.01');
    pressKey(turnRate, 'Enter');
    expect(demo.tuning.view().maxAngularAcceleration).toBe(before);
    expect(message()).toBe(
      'max turn rate (rad/s²) must be a number ≥ 0.1 and ≤ 10000 (below 0.1 a 180° turn would take more than 11 s); got 0.01. ' +
        'Kept 12.5664.',
    );
    // The field shows the value the message says it kept.
    expect(turnRate.value).toBe('12.5664');
  });

  it('applies the arrow keys at once, through the same validation', () => {
    const speed = field('panel-maxSpeed');
    speed.focus();
    pressKey(speed, 'ArrowUp');
    expect(demo.tuning.view().maxSpeed).toBe(11);
    expect(speed.value).toBe('11');
    expect(changed).toHaveBeenCalled();
    // At the top of the range, one more step is refused and the value stays.
    type(speed, '1000');
    pressKey(speed, 'Enter');
    speed.focus();
    pressKey(speed, 'ArrowUp');
    expect(demo.tuning.view().maxSpeed).toBe(1000);
    expect(speed.value).toBe('1000');
    expect(message()).toBe('max speed (m/s) must be a number > 0 and ≤ 1000; got 1001. Kept 1000.');
  });
});

describe('what counts as a typed number', () => {
  it('is the command line’s grammar: exponents, spaces round it and a typographic minus, nothing else', () => {
    expect(parseNumberText('1e3')).toBe(1000);
    expect(parseNumberText(' 12 ')).toBe(12);
    expect(parseNumberText('−2')).toBe(-2);
    for (const text of ['12abc', '0x10', '', 'Infinity', 'abc']) expect(parseNumberText(text), text).toBeNaN();
  });
});
