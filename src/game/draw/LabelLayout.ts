/**
 * Free space kept from the anchor by each ring of candidate places, CSS px. Ring 0 sits against
 * the anchor; a block placed on a farther ring is drawn with a leader line to it.
 */
const RING_GAPS_PX = [3, 14, 30, 54, 90, 140] as const;
/** Candidate directions per ring: below, above, right, left, then the four corners. */
const DIRECTIONS = 8;
/** Space kept between two placed blocks, CSS px. */
const BLOCK_GAP_PX = 2;

/**
 * Where labels may go, solved as a small layout problem each frame: the screen's bounds, boxes no
 * label may cover (bodies, targets, overlays, other labels: {@link addObstacle}), and blocks of
 * labels to place near their anchor (a body, or a pile of bodies) one after another
 * ({@link place}). Each block tries places round its anchor, nearest ring first (below, above,
 * right, left, then the corners), pushed inside the bounds, and takes the first that covers
 * nothing; the place it had in the last frame wins within a ring, so labels do not flicker
 * between two equally good places. A block that had to go beyond the first ring gets a leader
 * line ({@link ring} > 0). When every place is taken, it goes where it covers least.
 *
 * Pure arithmetic on boxes (CSS px, y down); reuses its arrays, so steady frames allocate nothing.
 */
export class LabelLayout {
  private boundsLeft = 0;
  private boundsTop = 0;
  private boundsRight = 0;
  private boundsBottom = 0;
  private readonly lefts: number[] = [];
  private readonly tops: number[] = [];
  private readonly rights: number[] = [];
  private readonly bottoms: number[] = [];
  /** Whether each box is a placed block (kept {@link BLOCK_GAP_PX} from the next ones). */
  private readonly placed: boolean[] = [];
  private count = 0;
  /** The last block placed: its top-left corner (CSS px) and its ring (0: against its anchor). */
  left = 0;
  top = 0;
  ring = 0;

  /** Starts a frame: labels stay inside this box (CSS px); no obstacles yet. */
  begin(left: number, top: number, right: number, bottom: number): void {
    this.boundsLeft = left;
    this.boundsTop = top;
    this.boundsRight = right;
    this.boundsBottom = bottom;
    this.count = 0;
  }

  /** A box no label may cover (CSS px). Empty or inverted boxes are ignored. */
  addObstacle(left: number, top: number, right: number, bottom: number): void {
    if (!(right > left) || !(bottom > top)) return;
    this.push(left, top, right, bottom, false);
  }

  /**
   * Places a block `width` × `height` px near the anchor box (CSS px) and returns the place taken
   * (pass it as `previous` next frame; −1: none yet). The block is then an obstacle for the next
   * ones. Read the result from {@link left}, {@link top}, {@link ring}.
   */
  place(
    anchorLeft: number,
    anchorTop: number,
    anchorRight: number,
    anchorBottom: number,
    width: number,
    height: number,
    previous: number,
  ): number {
    let bestCost = Infinity;
    let best = 0;
    for (let ring = 0; ring < RING_GAPS_PX.length; ring++) {
      let first = -1;
      for (let direction = 0; direction < DIRECTIONS; direction++) {
        const choice = ring * DIRECTIONS + direction;
        this.candidate(choice, anchorLeft, anchorTop, anchorRight, anchorBottom, width, height);
        const cost = this.cost(this.left, this.top, width, height);
        if (cost === 0) {
          if (choice === previous) return this.take(choice, anchorLeft, anchorTop, anchorRight, anchorBottom, width, height);
          if (first < 0) first = choice;
        } else if (cost < bestCost) {
          bestCost = cost;
          best = choice;
        }
      }
      if (first >= 0) return this.take(first, anchorLeft, anchorTop, anchorRight, anchorBottom, width, height);
    }
    return this.take(best, anchorLeft, anchorTop, anchorRight, anchorBottom, width, height);
  }

  /** Settles on place `choice`: writes it to the results and keeps the block as an obstacle. */
  private take(
    choice: number,
    anchorLeft: number,
    anchorTop: number,
    anchorRight: number,
    anchorBottom: number,
    width: number,
    height: number,
  ): number {
    this.candidate(choice, anchorLeft, anchorTop, anchorRight, anchorBottom, width, height);
    this.ring = Math.floor(choice / DIRECTIONS);
    this.push(this.left, this.top, this.left + width, this.top + height, true);
    return choice;
  }

  /** Writes place `choice`'s top-left corner into {@link left} and {@link top}, pushed inside the bounds. */
  private candidate(
    choice: number,
    anchorLeft: number,
    anchorTop: number,
    anchorRight: number,
    anchorBottom: number,
    width: number,
    height: number,
  ): void {
    const gap = RING_GAPS_PX[Math.floor(choice / DIRECTIONS)] as number;
    const centreX = (anchorLeft + anchorRight) / 2;
    const centreY = (anchorTop + anchorBottom) / 2;
    let left: number;
    let top: number;
    switch (choice % DIRECTIONS) {
      case 0: // below
        left = centreX - width / 2;
        top = anchorBottom + gap;
        break;
      case 1: // above
        left = centreX - width / 2;
        top = anchorTop - gap - height;
        break;
      case 2: // right
        left = anchorRight + gap;
        top = centreY - height / 2;
        break;
      case 3: // left
        left = anchorLeft - gap - width;
        top = centreY - height / 2;
        break;
      case 4: // below, to the right
        left = anchorRight + gap / 2 - width / 3;
        top = anchorBottom + gap / 2;
        break;
      case 5: // below, to the left
        left = anchorLeft - gap / 2 - (width * 2) / 3;
        top = anchorBottom + gap / 2;
        break;
      case 6: // above, to the right
        left = anchorRight + gap / 2 - width / 3;
        top = anchorTop - gap / 2 - height;
        break;
      default: // above, to the left
        left = anchorLeft - gap / 2 - (width * 2) / 3;
        top = anchorTop - gap / 2 - height;
        break;
    }
    this.left = Math.max(this.boundsLeft, Math.min(this.boundsRight - width, left));
    this.top = Math.max(this.boundsTop, Math.min(this.boundsBottom - height, top));
  }

  /** How much a block at (left, top) covers of the obstacles and placed blocks, px² (0: nothing). */
  private cost(left: number, top: number, width: number, height: number): number {
    const right = left + width;
    const bottom = top + height;
    let cost = 0;
    for (let i = 0; i < this.count; i++) {
      const gap = this.placed[i] ? BLOCK_GAP_PX : 0;
      const across = Math.min(right + gap, this.rights[i] as number) - Math.max(left - gap, this.lefts[i] as number);
      if (across <= 0) continue;
      const down = Math.min(bottom + gap, this.bottoms[i] as number) - Math.max(top - gap, this.tops[i] as number);
      if (down <= 0) continue;
      cost += across * down;
    }
    return cost;
  }

  private push(left: number, top: number, right: number, bottom: number, placed: boolean): void {
    const i = this.count++;
    this.lefts[i] = left;
    this.tops[i] = top;
    this.rights[i] = right;
    this.bottoms[i] = bottom;
    this.placed[i] = placed;
  }
}
