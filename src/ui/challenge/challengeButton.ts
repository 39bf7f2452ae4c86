import { el } from '../dom';

/** A button of the challenge panel or its card, labelled by its text, with a tooltip. */
export function challengeButton(id: string, text: string, title: string, action: () => void, primary = false): HTMLButtonElement {
  const element = el('button', { id, className: primary ? 'tool challenge-primary' : 'tool', text, title, attributes: { type: 'button' } });
  element.addEventListener('click', action);
  return element;
}
