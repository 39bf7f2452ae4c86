import { describe, expect, it } from 'vitest';
import { embedAddress, fullDemoAddress, iframeSnippet, readEmbedParam } from '../../../src/app/embed/embedParam';

describe('readEmbedParam', () => {
  it('embeds only for ?embed=1', () => {
    expect(readEmbedParam('?embed=1')).toEqual({ embed: true, notice: null });
    expect(readEmbedParam('?z=abc&embed=1')).toEqual({ embed: true, notice: null });
    expect(readEmbedParam('')).toEqual({ embed: false, notice: null });
    expect(readEmbedParam('?z=abc')).toEqual({ embed: false, notice: null });
  });

  it('refuses any other value with a notice naming the parameter, its value and what was typed, and starts the full demo', () => {
    for (const [search, typed] of [
      ['?embed=yes', '"yes"'],
      ['?embed=true', '"true"'],
      ['?embed=', 'nothing'],
      ['?embed=01', '"01"'],
    ] as const) {
      const read = readEmbedParam(search);
      expect(read.embed).toBe(false);
      expect(read.notice).toContain('URL parameter "embed" was refused: must be 1');
      expect(read.notice).toContain(`got ${typed}`);
    }
  });
});

describe('embed addresses', () => {
  it('the full demo is the same address without embed, every other parameter kept', () => {
    expect(fullDemoAddress('https://example.org/demo/?embed=1&z=abc#x')).toBe('https://example.org/demo/?z=abc#x');
    expect(fullDemoAddress('https://example.org/?embed=1')).toBe('https://example.org/');
  });

  it('an embed address sets embed=1 once, whatever was there', () => {
    expect(embedAddress('https://example.org/?z=abc')).toBe('https://example.org/?z=abc&embed=1');
    expect(embedAddress('https://example.org/?embed=yes')).toBe('https://example.org/?embed=1');
  });

  it('the iframe snippet quotes its address safely', () => {
    const snippet = iframeSnippet('https://example.org/?a="b"&c=<d>');
    expect(snippet.startsWith('<iframe src="https://example.org/?a=%22b%22&amp;c=%3Cd%3E&amp;embed=1" width="640" height="400"')).toBe(
      true,
    );
    expect(snippet).toContain('title="PID steering of physics bodies (live demo)"');
    expect(snippet.endsWith('></iframe>')).toBe(true);
  });
});
