import { el } from '../dom';

/** What the debug overlay draws, by the swatch's class (`swatch-debug-KEY`) and its words. */
const ITEMS: readonly (readonly [string, string])[] = [
  ['heading', 'heading'],
  ['desired', 'desired heading'],
  ['error', 'heading error'],
  ['torque', 'torque (¼ turn = limit)'],
  ['velocity', 'velocity (1 s)'],
  ['sight', 'line of sight'],
  ['intercept', 'predicted intercept'],
];

/** The legend of the debug overlay (#debug-legend, bottom-left of the play area): shown while the overlay is on. */
export class DebugLegend {
  constructor(private readonly root: HTMLElement) {
    const list = el('ul');
    for (const [key, text] of ITEMS) list.append(el('li', {}, [el('span', { className: `swatch swatch-debug-${key}` }), text]));
    root.append(el('div', { className: 'legend-title', text: 'Debug overlay' }), list);
    root.hidden = true;
  }

  show(on: boolean): void {
    if (this.root.hidden === on) this.root.hidden = !on;
  }
}
