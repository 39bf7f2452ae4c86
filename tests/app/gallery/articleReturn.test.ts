import { describe, expect, it } from 'vitest';
import { readArticleReturn } from '../../../src/app/gallery/articleReturn';

describe('the way back to the article (?article=SECTION:WHAT-IF)', () => {
  it('links back to the section and its what-if, a scrubbed one included', () => {
    expect(readArticleReturn('?z=abc&article=turn-rate%3Aslow')).toEqual({
      href: 'article.html?turn-rate=slow#turn-rate',
      section: 'turn-rate',
    });
    expect(readArticleReturn('?article=limit:time-optimal.a-1.25')).toEqual({
      href: 'article.html?limit=time-optimal.a-1.25#limit',
      section: 'limit',
    });
  });

  it('is nothing without the parameter, and refuses any other shape by name, showing no link', () => {
    expect(readArticleReturn('?z=abc')).toBeNull();
    for (const bad of ['turn-rate', 'turn-rate:slow:more', 'Turn:slow', 'a:<script>', ':slow', 'x:']) {
      const read = readArticleReturn(`?article=${encodeURIComponent(bad)}`);
      expect(read, bad).toMatchObject({
        refused: expect.stringMatching(/^URL parameter "article" was refused: must be a section of the article and its what-if/),
      });
    }
  });
});
