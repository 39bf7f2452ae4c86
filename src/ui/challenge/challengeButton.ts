import { button } from '../dom';

/** A button of the challenge panel or its card, labelled by its text, with a tooltip. */
export function challengeButton(id: string, text: string, title: string, action: () => void, primary = false): HTMLButtonElement {
  return button({ id, className: primary ? 'tool challenge-primary' : 'tool', text, title }, action);
}
