import { readFileSync } from 'node:fs';
import RAPIER from '@dimforge/rapier3d-compat';
import { beforeAll, describe, expect, test } from 'vitest';
import { measureOpeningTurn } from '../../src/lab3d/scene/openingTurn';
import type { Turns3D } from '../../src/article/scene/turn3dFigure';
import { ARTICLE_SECTIONS } from '../../src/article/scene/articleSections';
import { claimsOf, fillClaims, saysOf } from '../../src/article/scene/claimsInHtml';
import { measureSection } from '../../src/article/scene/claimNumbers';
import { sayText } from '../../src/article/scene/sectionWords';
import { FigureRun } from '../../src/article/scene/FigureRun';
import { PLOT, plotY } from '../../src/article/scene/staticFigure';

const page = readFileSync(new URL('../../article.html', import.meta.url), 'utf8');

/** The 3D lab's turn on both motors, as the build measures it. */
let turns: Turns3D;
beforeAll(async () => {
  await RAPIER.init();
  turns = { slow: measureOpeningTurn(RAPIER, 'slow'), fast: measureOpeningTurn(RAPIER, 'fast') };
});

describe('the article page’s numbers', () => {
  test(
    'every section with a figure has its figure and its recorded run’s and what-if’s sentences in the page, and each sentence of a ' +
      'section is one of its own',
    () => {
      const says = saysOf(page);
      for (const section of ARTICLE_SECTIONS) {
        expect(page, section.id).toContain(`data-section="${section.id}"`);
        expect(says, section.id).toContain(`${section.id}:recorded`);
        expect(says, section.id).toContain(`${section.id}:whatIf`);
      }
    },
  );

  test('the build writes each sentence from its figure’s run: a sentence typed by hand is replaced by the measured one', () => {
    const typedByHand = page.replace(/(data-say="p-and-d:whatIf">)[^<]*/, '$1P alone swings 12.3° past.');
    const filled = fillClaims(typedByHand, turns);
    const measured = measureSection(ARTICLE_SECTIONS[0]!);
    expect(filled).toContain(`data-say="p-and-d:whatIf">${sayText(measured, 'whatIf')}<`);
    expect(filled).not.toContain('12.3°');
    expect(saysOf(filled)).toEqual(saysOf(page));
    expect(claimsOf(filled)).toEqual(claimsOf(page));
  });

  test('the page’s source holds the text the build writes (its sentences as a reader of the source sees them)', () => {
    const filled = fillClaims(page, turns);
    const text = (html: string, key: string) => new RegExp(`data-say="${key}">([^<]*)<`).exec(html)?.[1];
    for (const key of saysOf(page)) expect(text(page, key), key).toBe(text(filled, key)?.replace(/&amp;/g, '&'));
  });

  test('a claim or a sentence that names no section or no figure fails the build, naming it', () => {
    expect(() => fillClaims('<strong data-claim="nowhere:whatIf.overshoot">1</strong>', turns)).toThrow(/nowhere/);
    expect(() => fillClaims('<strong data-claim="p-and-d:whatIf.speed">1</strong>', turns)).toThrow(/p-and-d:whatIf\.speed/);
    expect(() => fillClaims('<span data-say="p-and-d:speed">1</span>', turns)).toThrow(/p-and-d:speed/);
    expect(() => fillClaims('<span data-say="timing:speed">1</span>', turns)).toThrow(/timing:speed/);
  });

  test(
    'each figure holds a static picture of its own run: both runs plotted to the end, the what-if ending at the run’s last error, ' +
      'its marks, the caption with its numbers',
    () => {
      const filled = fillClaims(page, turns);
      for (const section of ARTICLE_SECTIONS) {
        const figure = new RegExp(`<figure class="live" data-section="${section.id}"[^>]*>([\\s\\S]*?)</figure>`).exec(filled)?.[1] ?? '';
        const range = Number(/data-range="([\d.]+)"/.exec(figure)?.[1]);
        const line = (run: string) =>
          (new RegExp(`data-run="${run}"[^>]*points="([^"]*)"`).exec(figure)?.[1] ?? '')
            .split(' ')
            .map((p) => p.split(',').map(Number) as [number, number]);
        const run = new FigureRun(section, section.choices[0]);
        run.finish();
        const whatIf = line('whatIf');
        const recorded = line('recorded');
        expect([whatIf.length, recorded.length], section.id).toEqual([run.length, run.length]);
        // The last point: at the plot's right edge, its height the run's last heading error.
        const [lastX, lastY] = whatIf[whatIf.length - 1]!;
        expect(lastX, section.id).toBeCloseTo(PLOT.width - PLOT.right, 1);
        const lastError = (run.whatIf.errors[run.length] as number) * (180 / Math.PI);
        expect(lastY, section.id).toBeCloseTo(plotY(lastError, range), 1);
        const [, firstRecordedY] = recorded[0]!;
        const quarterTurn = Math.abs(plotY(90, range) - plotY(0, range));
        expect(Math.abs(firstRecordedY - plotY(0, range)), `${section.id}: the recorded run starts a quarter turn off`).toBeGreaterThan(
          0.95 * quarterTurn,
        );
        const numbers = measureSection(section);
        if (numbers.whatIf.overshoot >= 0.05) expect(figure, section.id).toContain(`swings ${numbers.whatIf.overshoot.toFixed(1)}° past`);
        if (numbers.recorded.settled !== null && numbers.recorded.staysSettled)
          expect(figure, section.id).toContain(`settles in ${numbers.recorded.settled.toFixed(2)} s`);
        expect(figure, section.id).toContain(`aria-labelledby="${section.id}-static-caption"`);
        // The marks: the ±1° band; each settling and each limit where there is one, at its time.
        expect(figure, section.id).toContain('data-mark="band"');
        if (numbers.recorded.settled !== null)
          expect(figure, section.id).toContain(
            `data-mark="settled" data-run="recorded" data-time="${(numbers.recorded.startTime + numbers.recorded.settled).toFixed(4)}"`,
          );
        if (numbers.whatIf.limit !== null) expect(figure, section.id).toMatch(/data-mark="limit"/);
        if (numbers.whatIf.overshoot >= 0.05) expect(figure, section.id).toContain('data-mark="overshoot" data-run="whatIf"');
      }
    },
  );

  test('a figure that names no section fails the build, naming it', () => {
    expect(() => fillClaims('<figure class="live" data-section="nowhere"></figure>', turns)).toThrow(/nowhere/);
  });

  test(
    'the turn in 3D: its claims and picture come from the lab’s measured turn; a page that names it without a measured turn ' +
      'fails the build',
    () => {
      const filled = fillClaims(page, turns);
      const figure = /<figure class="turn3d"[^>]*>([\s\S]*?)<\/figure>/.exec(filled)?.[1] ?? '';
      const range = Number(/data-range="([\d.]+)"/.exec(figure)?.[1]);
      const fast = (/data-run="fast"[^>]*points="([^"]*)"/.exec(figure)?.[1] ?? '').split(' ');
      expect(fast).toHaveLength(turns.fast.angles.length - 1);
      const lastY = Number(fast[fast.length - 1]!.split(',')[1]);
      expect(lastY).toBeCloseTo(plotY((turns.fast.angles[turns.fast.angles.length - 1] as number) * (180 / Math.PI), range), 1);
      expect(filled).toContain(`data-claim="in-3d:slow.overshoot">${turns.slow.overshootDeg.toFixed(1)}°<`);
      expect(() => fillClaims(page, null)).toThrow(/in-3d/);
      expect(() => fillClaims('<strong data-claim="in-3d:slow.speed">1</strong>', turns)).toThrow(/in-3d:slow\.speed/);
    },
  );
});
