// A number in the article's text that a reader drags sideways, steps with the arrow keys or types (Tangle-style): each accepted value is a
// what-if; a refused one is named with its range and the last good value kept.
import { el, setText } from '../../ui/dom';
import { shortNumber } from '../scene/numberWords';
import type { ScrubParam } from '../scene/sectionTypes';
import { paramAccepts, paramRefusal } from '../scene/whatIfChoices';

/** Pixels of sideways drag per step of the value. */
const PX_PER_STEP = 6;
/** A press that moves less than this (px) is a tap or a click: it leaves the field to type in. */
const DRAG_THRESHOLD = 4;
/** While dragging, a what-if runs at most this often (ms of real time); the last value always runs on release. */
const DRAG_COMMIT_MS = 150;

/**
 * An `<input>` inside a sentence, showing `param`'s value. Drag it sideways (mouse or touch: a
 * vertical swipe over it still scrolls the page), use ←/→ or ↑/↓ (PageUp/PageDown ten steps,
 * Home/End the range's ends), or type a number and press Enter. `changed` runs each accepted
 * value; a typed value out of range or not a number is refused in a message that names the
 * value's name and range, and the field goes back to the last good value.
 */
export class ScrubNumber {
  readonly root: HTMLElement;
  private readonly input: HTMLInputElement;
  private readonly message: HTMLElement;
  private value: number;
  private press: { id: number; x: number; start: number; dragging: boolean } | null = null;
  private lastCommit = 0;

  constructor(
    private readonly param: ScrubParam,
    initial: number,
    private readonly changed: (value: number) => void,
    id: string,
  ) {
    this.value = initial;
    const range =
      `${shortNumber(param.min, param.decimals)} to ` +
      `${shortNumber(param.max, param.decimals)}${param.unit === '' ? '' : ` ${param.unit}`}`;
    this.input = el('input', {
      id,
      className: 'scrub',
      attributes: {
        type: 'text',
        inputmode: 'decimal',
        autocomplete: 'off',
        spellcheck: 'false',
        'aria-label': `${param.name}, ${range}: drag sideways, use the arrow keys, or type a value and press Enter`,
        title: `Drag sideways, use the arrow keys, or type (${range})`,
        'aria-describedby': `${id}-message`,
      },
    });
    this.message = el('span', { id: `${id}-message`, className: 'scrub-message', attributes: { role: 'status' } });
    this.root = el('span', { className: 'scrub-wrap' }, [this.input, this.message]);
    this.show(initial);
    this.listen();
  }

  /** The value shown. */
  get current(): number {
    return this.value;
  }

  /** Shows `value` without running it (the figure's what-if changed by another control). */
  set(value: number): void {
    this.value = value;
    this.show(value);
  }

  private show(value: number): void {
    this.input.value = shortNumber(value, this.param.decimals);
    this.input.size = Math.max(2, this.input.value.length);
  }

  /** Takes `value` (snapped to the param's steps, within its range) and runs it if it differs. */
  private take(value: number, force = false): void {
    const { min, max, step } = this.param;
    const snapped = Math.min(max, Math.max(min, min + Math.round((value - min) / step) * step));
    const clean = Number(snapped.toFixed(Math.max(this.param.decimals, 6)));
    this.show(clean);
    if (clean === this.value && !force) return;
    this.value = clean;
    setText(this.message, '');
    this.changed(clean);
  }

  /** The typed text: run if it is a value of the param, else refused by name, the last good value kept. */
  private commitTyped(): void {
    const text = this.input.value;
    const refusal = paramRefusal(this.param, text, this.value);
    if (refusal !== null) {
      setText(this.message, refusal);
      this.show(this.value);
      return;
    }
    const value = Number(text.trim());
    if (paramAccepts(this.param, value)) this.take(value);
  }

  private listen(): void {
    const input = this.input;
    input.addEventListener('pointerdown', (event) => {
      if (!event.isPrimary || event.button > 0) return;
      this.press = { id: event.pointerId, x: event.clientX, start: this.value, dragging: false };
    });
    input.addEventListener('pointermove', (event) => {
      const press = this.press;
      if (!press || press.id !== event.pointerId) return;
      const dx = event.clientX - press.x;
      if (!press.dragging && Math.abs(dx) < DRAG_THRESHOLD) return;
      if (!press.dragging) {
        press.dragging = true;
        input.setPointerCapture(event.pointerId);
        input.classList.add('scrubbing');
      }
      event.preventDefault();
      const value = press.start + Math.round(dx / PX_PER_STEP) * this.param.step;
      const now = performance.now();
      if (now - this.lastCommit >= DRAG_COMMIT_MS) {
        this.lastCommit = now;
        this.take(value);
      } else this.show(Math.min(this.param.max, Math.max(this.param.min, value)));
    });
    const end = (event: PointerEvent) => {
      const press = this.press;
      if (!press || press.id !== event.pointerId) return;
      this.press = null;
      if (!press.dragging) return;
      input.classList.remove('scrubbing');
      // The value shown when let go runs (a drag's last steps may not have).
      this.take(Number(input.value), false);
      if (event.type === 'pointerup') input.blur();
    };
    input.addEventListener('pointerup', end);
    input.addEventListener('pointercancel', end);
    input.addEventListener('keydown', (event) => {
      const { step, min, max } = this.param;
      const moves: Record<string, number> = {
        ArrowUp: step,
        ArrowRight: step,
        ArrowDown: -step,
        ArrowLeft: -step,
        PageUp: 10 * step,
        PageDown: -10 * step,
      };
      if (event.key in moves) {
        event.preventDefault();
        this.take(this.value + (moves[event.key] as number));
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        this.take(event.key === 'Home' ? min : max);
      } else if (event.key === 'Enter') {
        event.preventDefault();
        this.commitTyped();
      } else if (event.key === 'Escape') {
        this.show(this.value);
        setText(this.message, '');
      }
    });
    input.addEventListener('change', () => this.commitTyped());
  }
}
