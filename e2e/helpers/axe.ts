/** axe-core on the page as it is, as every browser test that checks accessibility runs it. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Runs axe (WCAG 2.x A and AA rules); fails on any serious or critical violation, naming each.
 * Legacy mode: one `axe.run` in the page (and its frames). The default mode finishes each run in a
 * new blank page of the context, which is there for cross-origin frames (our pages have none) and
 * cost about as much as the run itself (help at 1280×800: 1.9–3.0 s against 0.9–1.1 s).
 */
export async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, view: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const minor = results.violations.filter((violation) => !serious.includes(violation));
  testInfo.annotations.push({
    type: `axe ${view}`,
    description:
      `${results.passes.length} rules pass; serious or critical: ${serious.length}; minor: ` +
      `${minor.map((v) => v.id).join(', ') || 'none'}`,
  });
  expect(
    serious.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 4)
          .join(' | ')}`,
    ),
    `axe on ${view}`,
  ).toEqual([]);
}
