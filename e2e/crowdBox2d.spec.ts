import { expect, test, type Page } from '@playwright/test';
import { box2dCrowdModule } from '../src/cli/box2dCrowdFile';
import { CrowdSimulation } from '../src/app/bench/CrowdSimulation';
import { crowdSetupFor } from '../src/app/bench/crowdSetup';
import { Demo } from '../src/app/Demo';
import { crowdLayout } from '../src/sim/crowdLayout';
import { instantiateBox2dCrowd } from '../src/sim/box2d/box2dCrowdModule';
import { collectConsoleProblems } from './helpers/page';

const ENTITIES = 120;
/** Steps the runs end at: 3 s of simulated time, enough for the crowd to collide. */
const STEPS = 180;

/** The page's hooks this test uses (window.pidDemo, window.pidBench). */
interface Hooks {
  pidDemo: { stepFixed(n: number): unknown };
  pidBench: { crowdState(): Promise<{ steps: number; words: number[] }> };
}

function crowdState(page: Page): Promise<{ steps: number; words: number[] }> {
  return page.evaluate(() => (window as unknown as Hooks).pidBench.crowdState());
}

/** The same crowd run in Node: the module read from its file, the settings a fresh Demo gives. */
function crowdInNode(steps: number): number[] {
  const simulation = new CrowdSimulation(
    () => 0,
    () => instantiateBox2dCrowd(box2dCrowdModule()),
  );
  simulation.handle({ kind: 'setUp', setup: crowdSetupFor(new Demo(), crowdLayout(ENTITIES), 'box2d') });
  const report = simulation.handle({ kind: 'step', steps, buffer: null }).report;
  if (report.kind !== 'stepped') throw new Error(`the crowd in Node did not step: ${JSON.stringify(report)}`);
  return Array.from(new Uint32Array(report.state.buffer));
}

// Stepped, not timed: the page's clock is paused and stepped by the test. The Worker and the page's
// thread run the same simulation; each must end where Node does.
for (const [thread, where] of [
  ['worker', 'in a Web Worker'],
  ['main', 'on the page'],
] as const) {
  test(`&engine=box2d&thread=${thread}: the crowd on Box2D ends in the same state, bit for bit, as the same crowd run in Node`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = collectConsoleProblems(page);
    await page.goto(`/?bench=${ENTITIES}&engine=box2d&thread=${thread}`);
    await expect(page.getByRole('region', { name: 'Benchmark' })).toContainText(
      `Benchmark: ${ENTITIES} entities (canvas) · simulated ${where} · on Box2D v3 (WebAssembly)`,
    );
    await page.waitForFunction(() => 'pidBench' in window && 'pidDemo' in window, null, { timeout: 30_000 });
    await page.evaluate(() => (window as unknown as Hooks).pidDemo.stepFixed(1));
    const { steps } = await crowdState(page);
    expect(steps, 'paused before the end').toBeLessThan(STEPS);
    await page.evaluate((n) => (window as unknown as Hooks).pidDemo.stepFixed(n), STEPS - steps);
    const inBrowser = await crowdState(page);
    expect(inBrowser.steps).toBe(STEPS);
    expect(inBrowser.words).toHaveLength(ENTITIES * 7 * 2);
    // Box2D's state comes from the WebAssembly (its angles too: the C library's atan2f, not Math.atan2,
    // whose last bit differed between this browser's V8 and Node's); the commands from the same TypeScript.
    expect(inBrowser.words).toEqual(crowdInNode(STEPS));
    expect(problems.messages).toEqual([]);
  });
}
