import { describe, expect, it } from 'vitest';
import { textTable } from '../../src/cli/textTable';

describe('textTable', () => {
  it('pads each column to its widest cell, names left-aligned and figures right-aligned', () => {
    const text = textTable(
      ['file', 'size'],
      [
        ['a.js', '1.0 KiB'],
        ['index.html', '12.5 KiB'],
      ],
      1,
    );
    expect(text.split('\n')).toEqual(['file            size', 'a.js         1.0 KiB', 'index.html  12.5 KiB']);
  });

  it('right-aligns every column by default', () => {
    expect(textTable(['n', 'ms'], [['100', '0.5']])).toBe('  n   ms\n100  0.5');
  });
});
