/**
 * A plain-text table for the command-line tools: each column as wide as its widest cell, two
 * spaces between columns. The first `leftColumns` columns are left-aligned (names), the rest
 * right-aligned (figures).
 */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[], leftColumns = 0): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i < leftColumns ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}
