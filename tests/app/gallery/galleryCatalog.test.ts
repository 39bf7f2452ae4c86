import { describe, expect, it } from 'vitest';
import { firstSentence, gallerySections } from '../../../src/app/gallery/galleryCatalog';
import { readAddressLinks } from '../../../src/app/gallery/addressLinks';

describe('the gallery’s cards', () => {
  it('have unique ids, a title, a line, and a link that opens the card’s own scene, step or level', () => {
    const cards = gallerySections().flatMap((section) => section.cards);
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    for (const card of cards) {
      expect(card.title.length, card.id).toBeGreaterThan(3);
      expect(card.line.length, card.id).toBeGreaterThan(10);
      expect(readAddressLinks(card.href), card.id).toEqual({ opening: card.opening, gallery: false, notices: [] });
      expect(card.seconds, card.id).toBeGreaterThan(0);
    }
  });

  it('say a tour step in its first sentence, cut at a word when it is long', () => {
    expect(firstSentence('A missile can only fly along its nose: to go somewhere new it must turn first. A character moves any way.')).toBe(
      'A missile can only fly along its nose: to go somewhere new it must turn first.',
    );
    expect(firstSentence('No full stop at all')).toBe('No full stop at all');
    const long = firstSentence(`${'word '.repeat(60)}end.`);
    expect(long.length).toBeLessThanOrEqual(150);
    expect(long.endsWith('word…')).toBe(true);
  });
});
