import { describe, expect, it } from 'vitest';
import { csvNumber, csvText } from '../../src/sim/csvText';

describe('CSV text fields', () => {
  it('quotes a field only when it must', () => {
    expect(csvText('missile')).toBe('missile');
    expect(csvText('a,b')).toBe('"a,b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText(' padded')).toBe('" padded"');
  });

  it('a text that a spreadsheet would run as a formula gets a single quote in front, whatever else it holds', () => {
    expect(csvText('=HYPERLINK("http://example.invalid","click")')).toBe(`"'=HYPERLINK(""http://example.invalid"",""click"")"`);
    expect(csvText('+1+1')).toBe("'+1+1");
    expect(csvText('-2+3')).toBe("'-2+3");
    expect(csvText('-1.5')).toBe("'-1.5"); // an id is text, even when it looks like a number
    expect(csvText('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvText('\t=1')).toBe("'\t=1");
    expect(csvText('\r=1')).toBe(`"'\r=1"`);
    expect(csvText('＝1+1')).toBe("'＝1+1");
    // Elsewhere in the text these characters are harmless: unchanged.
    expect(csvText('missile-1')).toBe('missile-1');
    expect(csvText('a=b')).toBe('a=b');
    expect(csvText("'quoted")).toBe("'quoted");
  });

  it('numbers stay numbers: a negative number is written as itself, readable by any reader', () => {
    expect(csvNumber(-1.5)).toBe('-1.5');
    expect(csvNumber(-1e-7)).toBe('-1e-7');
    expect(Number(csvNumber(-1.5))).toBe(-1.5);
    expect(csvNumber(Number.NEGATIVE_INFINITY)).toBe('');
  });
});
