/**
 * Keeps blocks of labels from covering each other and the bodies. Each entity writes a block of
 * lines under its body (its name, its turn rate, its last overshoot); when entities bunch up, at a
 * target say, the blocks would be drawn on top of each other, and over the other bodies, into an
 * unreadable smear. Fixed boxes (the bodies, {@link addFixed}) never move; blocks are placed after
 * them in order of priority (the selected entity's first, then in the order they were added), each
 * at its own place if that is free, else moved straight down below every box it would cover, so
 * that bunched entities show their blocks as a neat column under the pile, each line in its
 * entity's colour. Pure arithmetic on boxes (CSS px); reuses its arrays, so steady frames allocate
 * nothing.
 */
export class LabelStacker {
  private readonly lefts: number[] = [];
  private readonly tops: number[] = [];
  private readonly rights: number[] = [];
  private readonly bottoms: number[] = [];
  private readonly priorities: number[] = [];
  private readonly fixed: boolean[] = [];
  /** For a fixed box, the block it belongs to (which does not keep clear of it), or −1. */
  private readonly owners: number[] = [];
  private readonly shifts: number[] = [];
  private readonly order: number[] = [];
  private count = 0;

  /** Starts a frame: no blocks. */
  begin(): void {
    this.count = 0;
  }

  /**
   * Adds a block's box (CSS px, y down) and returns its index. Lower `priority` is placed first;
   * equal priorities in the order added.
   */
  add(left: number, top: number, right: number, bottom: number, priority: number): number {
    const i = this.count++;
    this.lefts[i] = left;
    this.tops[i] = top;
    this.rights[i] = right;
    this.bottoms[i] = bottom;
    this.priorities[i] = priority;
    this.fixed[i] = false;
    this.owners[i] = -1;
    this.shifts[i] = 0;
    return i;
  }

  /**
   * Adds a box that never moves (a body, CSS px, y down) and that every block keeps clear of except
   * block `owner` (the body's own labels, which sit just under it; −1 for none). Returns its index.
   * Fixed boxes may overlap each other.
   */
  addFixed(left: number, top: number, right: number, bottom: number, owner: number): number {
    const i = this.add(left, top, right, bottom, Number.NEGATIVE_INFINITY);
    this.fixed[i] = true;
    this.owners[i] = owner;
    return i;
  }

  /**
   * Places the blocks, keeping at least `gap` px between any two boxes whose columns overlap. After
   * it, {@link shift} says how far down each block moved (0 if its place was free; always 0 for a
   * fixed box).
   */
  resolve(gap: number): void {
    // The indices by priority, equal ones in the order added (an insertion sort: a dozen blocks).
    const order = this.order;
    order.length = this.count;
    for (let i = 0; i < this.count; i++) {
      let k = i;
      while (k > 0 && (this.priorities[order[k - 1] as number] as number) > (this.priorities[i] as number)) {
        order[k] = order[k - 1] as number;
        k--;
      }
      order[k] = i;
    }
    for (let k = 0; k < order.length; k++) {
      const i = order[k] as number;
      // Fixed boxes come first in the order (their priority is −∞) and stay where they are.
      if (this.fixed[i]) continue;
      const height = (this.bottoms[i] as number) - (this.tops[i] as number);
      let top = this.tops[i] as number;
      // Moving down past one block can land on another placed lower: look again until none is
      // covered. Each pass moves the block down past a placed block, so at most k passes.
      for (let pass = 0; pass <= k; pass++) {
        let moved = false;
        for (let m = 0; m < k; m++) {
          const j = order[m] as number;
          if (this.owners[j] === i) continue;
          const placedTop = (this.tops[j] as number) + (this.shifts[j] as number);
          const placedBottom = (this.bottoms[j] as number) + (this.shifts[j] as number);
          const columnsOverlap = (this.lefts[i] as number) < (this.rights[j] as number) + gap && (this.lefts[j] as number) < (this.rights[i] as number) + gap;
          if (columnsOverlap && top < placedBottom + gap && placedTop < top + height + gap) {
            top = placedBottom + gap;
            moved = true;
          }
        }
        if (!moved) break;
      }
      this.shifts[i] = top - (this.tops[i] as number);
    }
  }

  /** How far block `index` moved down in the last {@link resolve}, px. */
  shift(index: number): number {
    return this.shifts[index] ?? 0;
  }
}
