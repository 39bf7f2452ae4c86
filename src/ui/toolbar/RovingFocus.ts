/**
 * A roving tabindex (WAI-ARIA Authoring Practices, "toolbar"): a group of buttons is one Tab
 * stop; the arrow keys move focus between them, Home and End go to the first and last. The item
 * that last had focus keeps tabindex 0, every other one −1. `orientation` says which arrows move:
 * left/right ("horizontal") or all four ("grid", for a menu laid out in rows and columns).
 */
export class RovingFocus {
  private current: HTMLElement | null = null;

  constructor(
    private readonly container: HTMLElement,
    private readonly items: () => HTMLElement[],
    private readonly orientation: 'horizontal' | 'grid',
  ) {
    container.addEventListener('keydown', (event) => this.onKeyDown(event));
    container.addEventListener('focusin', (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && this.items().includes(target)) this.setCurrent(target);
    });
  }

  /** Recomputes the tab stops (the items changed): the current item, or else the first, is the one. */
  reset(): void {
    const items = this.items();
    const keep = this.current && items.includes(this.current) ? this.current : (items[0] ?? null);
    for (const item of items) item.tabIndex = item === keep ? 0 : -1;
    this.current = keep;
  }

  /** Focuses `item` (one of the items) and makes it the tab stop. */
  focus(item: HTMLElement): void {
    this.setCurrent(item);
    item.focus();
  }

  /** Focuses the first item. */
  focusFirst(): void {
    const first = this.items()[0];
    if (first) this.focus(first);
  }

  private setCurrent(item: HTMLElement): void {
    if (this.current === item && item.tabIndex === 0) return;
    for (const other of this.items()) other.tabIndex = other === item ? 0 : -1;
    this.current = item;
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const items = this.items();
    const index = items.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    let next = -1;
    const back = event.key === 'ArrowLeft' || (this.orientation === 'grid' && event.key === 'ArrowUp');
    const forward = event.key === 'ArrowRight' || (this.orientation === 'grid' && event.key === 'ArrowDown');
    if (back) next = (index - 1 + items.length) % items.length;
    else if (forward) next = (index + 1) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    // Handled here: the game's arrow-key moves must not see it.
    event.preventDefault();
    event.stopPropagation();
    const item = items[next];
    if (item) this.focus(item);
  }
}
