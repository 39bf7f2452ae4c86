/**
 * The screen cut into cells, each free or taken, to draw at most one mark per cell (a waypoint's
 * dot, its number): marks never pile up on one spot, and their count is bounded by the screen's
 * area whatever a path holds. Reused frame after frame; allocates only when the screen grows.
 */
export class ScreenCells {
  private taken = new Uint8Array(0);
  private columns = 0;
  private rows = 0;

  /**
   * @param cellWidth the width of a cell, CSS px.
   * @param cellHeight its height, CSS px.
   * @param apart true: a mark also needs the 8 cells round its own free, so that two marks are at
   *   least a cell apart (numbers that must not touch); false: only its own cell.
   */
  constructor(
    private readonly cellWidth: number,
    private readonly cellHeight: number,
    private readonly apart = false,
  ) {}

  /** Frees every cell of a screen of `width` × `height` CSS px. */
  reset(width: number, height: number): void {
    this.columns = Math.max(1, Math.ceil(width / this.cellWidth));
    this.rows = Math.max(1, Math.ceil(height / this.cellHeight));
    const size = this.columns * this.rows;
    if (this.taken.length < size) this.taken = new Uint8Array(size);
    else this.taken.fill(0, 0, size);
  }

  /**
   * Takes the cell under (x, y) CSS px: true if it was free (with its neighbours, if marks stay apart); false if not, or off the screen.
   */
  claim(x: number, y: number): boolean {
    const column = Math.floor(x / this.cellWidth);
    const row = Math.floor(y / this.cellHeight);
    if (!(column >= 0 && column < this.columns && row >= 0 && row < this.rows)) return false;
    const index = row * this.columns + column;
    if (this.taken[index]) return false;
    if (this.apart) {
      for (let r = Math.max(0, row - 1); r <= Math.min(this.rows - 1, row + 1); r++) {
        for (let c = Math.max(0, column - 1); c <= Math.min(this.columns - 1, column + 1); c++)
          if (this.taken[r * this.columns + c]) return false;
      }
    }
    this.taken[index] = 1;
    return true;
  }
}
