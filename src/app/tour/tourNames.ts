import type { EntityRecord } from '../model/EntityState';

/**
 * A plain name for each colour of the entity palette (ENTITY_COLORS in
 * src/app/presentation/palette.ts), in its order: how the tour's sentences tell bodies apart on
 * any screen (a phone shows the two missiles side by side, a desktop one above the other, so
 * "upper" and "lower" would be wrong on one of them).
 */
export const ENTITY_COLOR_NAMES: readonly string[] = [
  'orange',
  'light blue',
  'violet',
  'green',
  'pink',
  'yellow',
  'blue',
  'peach',
  'teal',
  'grey',
];

/** The colour name of palette index `index` (wraps round, as the palette does). */
export function colorName(index: number): string {
  const count = ENTITY_COLOR_NAMES.length;
  return ENTITY_COLOR_NAMES[((index % count) + count) % count] as string;
}

/** How a sentence names an entity: its label on the canvas and its colour, "missile-1 (orange)". */
export function entityName(record: Pick<EntityRecord, 'entity' | 'colorIndex'>): string {
  return `${record.entity.id} (${colorName(record.colorIndex)})`;
}
