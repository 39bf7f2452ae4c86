/** An element the focus can go to: on the page and shown (not the page's body). */
export function isFocusable(element: HTMLElement | null): element is HTMLElement {
  return element !== null && element !== document.body && element.isConnected && element.getClientRects().length > 0;
}

/**
 * Where focus goes when a panel or dialog closes: back to `back`, the element that had it when it
 * opened, while that is still on the page and shown; else, after a keyboard close (`byKeyboard`),
 * to the More button (`back` was an item of the More menu, closed since), never to the page's body.
 * Returns whether focus was given to either; after a mouse close it may stay with the page.
 */
export function focusBack(back: HTMLElement | null, byKeyboard: boolean): boolean {
  if (isFocusable(back)) back.focus({ preventScroll: true });
  else if (byKeyboard) document.getElementById('menu-toggle')?.focus({ preventScroll: true });
  else return false;
  return true;
}
