/**
 * Whether the tour card's result is there to read (issue 50: on a phone step 4's result was cut
 * mid-sentence under the card's buttons): its whole box within the card's words as they scroll,
 * the card on the screen, no button over it, its text not clipped, and nothing else drawn over it.
 */
import type { Page } from '@playwright/test';

/** What keeps the tour card's result (#tour-result) from being read whole, in words; empty when nothing does. */
export async function resultBoxProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const card = document.querySelector('#tour-card');
    const words = card?.querySelector('.tour-words');
    const result = document.querySelector<HTMLElement>('#tour-result');
    if (!card || !words || !result) return ['no tour card, words or result'];
    const [c, w, r] = [card, words, result].map((element) => element.getBoundingClientRect()) as [DOMRect, DOMRect, DOMRect];
    const px = (box: DOMRect) => `${box.top.toFixed(0)}–${box.bottom.toFixed(0)} px`;
    if (r.height < 1) problems.push('the result has no height');
    // The words scroll within the card: their box is what shows of them.
    if (r.top < w.top - 1 || r.bottom > w.bottom + 1)
      problems.push(`the result (${px(r)}) is not all within the card’s words as shown (${px(w)}): scrolled out of view or cut`);
    if (w.top < c.top - 1 || w.bottom > c.bottom + 1) problems.push(`the words (${px(w)}) run past the card (${px(c)})`);
    if (c.top < -1 || c.left < -1 || c.bottom > window.innerHeight + 1 || c.right > window.innerWidth + 1)
      problems.push(`the card (${px(c)}, ${c.left.toFixed(0)}–${c.right.toFixed(0)} px across) is not all on the screen`);
    for (const button of card.querySelectorAll<HTMLElement>('button')) {
      if (!button.checkVisibility()) continue;
      const b = button.getBoundingClientRect();
      if (b.left < r.right - 1 && b.right > r.left + 1 && b.top < r.bottom - 1 && b.bottom > r.top + 1)
        problems.push(`#${button.id} (${px(b)}) is over the result (${px(r)})`);
    }
    if (result.scrollHeight > result.clientHeight + 1 || result.scrollWidth > result.clientWidth + 1)
      problems.push(
        `the result’s text is clipped (${result.scrollWidth}×${result.scrollHeight} in ${result.clientWidth}×${result.clientHeight})`,
      );
    // Nothing else (a message, the scope, the bar) over it: at its corners and middle the result is what shows.
    for (const [fx, fy] of [
      [0.03, 0.15],
      [0.97, 0.15],
      [0.5, 0.5],
      [0.03, 0.85],
      [0.97, 0.85],
    ] as const) {
      const x = r.left + fx * r.width;
      const y = r.top + fy * r.height;
      const shown = document.elementFromPoint(x, y);
      if (shown && !result.contains(shown))
        problems.push(
          `at (${x.toFixed(0)}, ${y.toFixed(0)}) ${shown.id ? `#${shown.id}` : shown.className || shown.tagName} covers the result`,
        );
    }
    return problems;
  });
}
