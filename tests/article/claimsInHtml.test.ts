import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ARTICLE_SECTIONS } from '../../src/article/scene/articleSections';
import { claimsOf, fillClaims } from '../../src/article/scene/claimsInHtml';
import { claimText, measureSection } from '../../src/article/scene/claimNumbers';
import { FigureRun } from '../../src/article/scene/FigureRun';
import { PLOT, plotY } from '../../src/article/scene/staticFigure';

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

  test('each figure holds a static picture of its own run: both runs plotted to the end, the what-if ending at the run’s last error, the caption with its numbers', () => {
    const filled = fillClaims(page);
    for (const section of ARTICLE_SECTIONS) {
      const figure = new RegExp(`<figure class="live" data-section="${section.id}"[^>]*>([\\s\\S]*?)</figure>`).exec(filled)?.[1] ?? '';
      const range = Number(/data-range="([\d.]+)"/.exec(figure)?.[1]);
      const line = (run: string) => (new RegExp(`data-run="${run}"[^>]*points="([^"]*)"`).exec(figure)?.[1] ?? '').split(' ').map((p) => p.split(',').map(Number) as [number, number]);
      const run = new FigureRun(section, section.choices[0]);
      run.finish();
      const whatIf = line('whatIf');
      const recorded = line('recorded');
      expect([whatIf.length, recorded.length], section.id).toEqual([run.length, run.length]);
      // The last point: at the plot's right edge, its height the run's last heading error.
      const [lastX, lastY] = whatIf[whatIf.length - 1]!;
      expect(lastX, section.id).toBeCloseTo(PLOT.width - PLOT.right, 1);
      const lastError = (run.whatIfErrors[run.length] as number) * (180 / Math.PI);
      expect(lastY, section.id).toBeCloseTo(plotY(lastError, range), 1);
      const [, firstRecordedY] = recorded[0]!;
      const quarterTurn = Math.abs(plotY(90, range) - plotY(0, range));
      expect(Math.abs(firstRecordedY - plotY(0, range)), `${section.id}: the recorded run starts a quarter turn off`).toBeGreaterThan(0.95 * quarterTurn);
      const numbers = measureSection(section);
      expect(figure, section.id).toContain(claimText(numbers, 'whatIf', 'overshoot'));
      expect(figure, section.id).toContain(claimText(numbers, 'recorded', 'settled'));
      expect(figure, section.id).toContain(`aria-labelledby="${section.id}-static-caption"`);
    }
  });

  test('a figure that names no section fails the build, naming it', () => {
    expect(() => fillClaims('<figure class="live" data-section="nowhere"></figure>')).toThrow(/nowhere/);
  });
});
