/**
 * Where a PidController keeps its settings and memory (its block, pidLaw.ts): its own, or among a
 * crowd's, which runs its law there in one pass. Not part of the package's API.
 */
import type { PidController } from './PidController';
import { pidBlockSize } from './pidLaw';
import type { PidSettings } from './PidSettings';

/** A crowd that holds PIDs' blocks: told when one leaves (its window's length changed). */
export interface PidHolder {
  pidLeft(controller: PidController): void;
}

/** A PidController's block, as a crowd that runs its law reads it (not part of the package's API). */
interface PlacedPid {
  m: Float64Array;
  o: number;
  holder: PidHolder | null;
  settings: PidSettings;
}

/** Where `controller`'s settings and memory are: offset `o` of `m`, held by `holder` (a crowd), or its own (holder null). */
export function pidBlock(controller: PidController): Readonly<{ m: Float64Array; o: number; holder: PidHolder | null }> {
  return controller as unknown as PlacedPid;
}

/**
 * Moves `controller`'s block to offset `o` of `m` (copied there when `copy`), held by `holder`; with `holder` null into a block of its own
 * again.
 */
export function placePidMemory(
  controller: PidController,
  m: Float64Array | null,
  o: number,
  holder: PidHolder | null,
  copy: boolean,
): void {
  const placed = controller as unknown as PlacedPid;
  const size = pidBlockSize(placed.settings.maxHistory);
  const to = m ?? new Float64Array(size);
  const at = m === null ? 0 : o;
  if (copy) to.set(placed.m.subarray(placed.o, placed.o + size), at);
  placed.m = to;
  placed.o = at;
  placed.holder = holder;
}
