import type { CrowdMember } from './CrowdMember';
import { ENTITY_COLORS } from '../../app/presentation/palette';
import type { Viewport } from '../Viewport';

/** Number of palette colours: entities are grouped by their colour index modulo this. */
export const PALETTE_SIZE = ENTITY_COLORS.length;

/**
 * The entities to draw this frame grouped by palette colour, so that a crowd can be drawn with one
 * fill per colour instead of one per entity. Entities wholly outside the view are left out. The
 * groups are index lists into the records, in typed arrays that grow only when the crowd does:
 * grouping a frame allocates nothing.
 */
export class PaletteBuckets {
  private indices: Int32Array[] = Array.from({ length: PALETTE_SIZE }, () => new Int32Array(0));
  private readonly sizes = new Int32Array(PALETTE_SIZE);

  /**
   * Groups `records` by colour, leaving out the one with id `skipId` (drawn apart, e.g. selected)
   * and those farther than `marginM` metres outside the view.
   */
  fill(records: readonly CrowdMember[], skipId: string | null, view: Viewport, marginM: number): void {
    if ((this.indices[0] as Int32Array).length < records.length)
      this.indices = Array.from({ length: PALETTE_SIZE }, () => new Int32Array(records.length * 2));
    this.sizes.fill(0);
    const left = view.toWorldX(0) - marginM;
    const right = view.toWorldX(view.width) + marginM;
    const top = view.toWorldY(0) + marginM;
    const bottom = view.toWorldY(view.height) - marginM;
    for (let i = 0; i < records.length; i++) {
      const record = records[i] as CrowdMember;
      const entity = record.entity;
      const { x, y } = entity.position;
      if (x < left || x > right || y < bottom || y > top || entity.id === skipId) continue;
      const colour = ((record.colorIndex % PALETTE_SIZE) + PALETTE_SIZE) % PALETTE_SIZE;
      (this.indices[colour] as Int32Array)[this.sizes[colour] as number] = i;
      this.sizes[colour] = (this.sizes[colour] as number) + 1;
    }
  }

  /** Number of entities of palette colour `colour`. */
  size(colour: number): number {
    return this.sizes[colour] as number;
  }

  /** The `k`-th record index of palette colour `colour`. */
  index(colour: number, k: number): number {
    return (this.indices[colour] as Int32Array)[k] as number;
  }
}
