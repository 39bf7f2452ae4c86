import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ARTICLE_SECTIONS } from '../../src/article/scene/articleSections';
import { claimsOf, fillClaims } from '../../src/article/scene/claimsInHtml';
import { claimText, measureSection } from '../../src/article/scene/claimNumbers';

const page = readFileSync(new URL('../../article.html', import.meta.url), 'utf8');

describe('the article page’s numbers', () => {
  test('every section with a figure has its figure and at least one measured claim in the page', () => {
    const claims = claimsOf(page);
    for (const section of ARTICLE_SECTIONS) {
      expect(page, section.id).toContain(`data-section="${section.id}"`);
      expect(claims.filter((claim) => claim.startsWith(`${section.id}:`)).length, section.id).toBeGreaterThan(0);
    }
  });

  test('the build writes each claim from its figure’s run: a number typed by hand is replaced by the measured one', () => {
    const typedByHand = page.replace(/(data-claim="p-and-d:whatIf\.overshoot">)[^<]*/, '$1 12.3°');
    const filled = fillClaims(typedByHand);
    const measured = measureSection(ARTICLE_SECTIONS[0]!);
    expect(filled).toContain(`data-claim="p-and-d:whatIf.overshoot">${claimText(measured, 'whatIf', 'overshoot')}<`);
    expect(filled).not.toContain('12.3°');
    expect(claimsOf(filled)).toEqual(claimsOf(page));
  });

  test('a claim that names no section or no figure fails the build, naming it', () => {
    expect(() => fillClaims('<strong data-claim="nowhere:whatIf.overshoot">1</strong>')).toThrow(/nowhere/);
    expect(() => fillClaims('<strong data-claim="p-and-d:whatIf.speed">1</strong>')).toThrow(/p-and-d:whatIf\.speed/);
  });
});
