import { expect, test, type Page } from '@playwright/test';
import type { CanvasLabel, DemoSnapshot } from '../src/app/snapshot';
import { selectionRingRadius } from '../src/game/draw/EntityPainter';
import { labelProblems, sampleFrames, type GlanceSample } from './helpers/glance';
import { openDemo } from './helpers/page';

/** Pauses and runs the opening to `steps` fixed steps, then takes the frame drawn. */
async function frameAt(page: Page, steps: number): Promise<{ snapshot: DemoSnapshot; sample: GlanceSample }> {
  const snapshot = await page.evaluate(
    (n) => (window as unknown as { pidDemo: { stepFixed(n: number): DemoSnapshot } }).pidDemo.stepFixed(n),
    steps,
  );
  // Two animation frames: the steps just run are drawn (and the camera has framed them) before the labels are read.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const [sample] = await sampleFrames(page, 0);
  if (!sample) throw new Error('no frame sampled');
  return { snapshot, sample };
}

/** The lines of the label that names `id`, top to bottom. */
function blockOf(labels: CanvasLabel[], id: string): CanvasLabel[] {
  const name = labels.find((label) => label.text === id);
  if (!name) throw new Error(`no label names ${id}: ${labels.map((label) => label.text).join(' | ')}`);
  return labels.filter((label) => label.block === name.block).sort((a, b) => a.top - b.top || a.left - b.left);
}

test('entities piled at the target share one label, a line per body: its name, its turn rate, its overshoot; nothing covered', async ({
  page,
}) => {
  const problems = await openDemo(page);
  // 7 s in, the three have bunched up at the target.
  const { sample } = await frameAt(page, 420);
  expect(labelProblems(sample)).toEqual([]);
  const shared = blockOf(sample.labels, 'missile-1');
  const texts = shared.map((label) => label.text);
  expect(texts).toEqual(expect.arrayContaining(['missile-1', 'missile-2', 'character-1']));
  // The slow missile's line: its name, then its words and its overshoot, side by side.
  const name = shared.find((label) => label.text === 'missile-2') as CanvasLabel;
  const words = shared.find((label) => label.text.startsWith('turns slowly')) as CanvasLabel;
  expect(words.text).toMatch(/^turns slowly · overshoots \d+°$/);
  expect(Math.abs(words.top + words.height / 2 - (name.top + name.height / 2))).toBeLessThan(2);
  expect(words.left).toBeGreaterThan(name.left + name.width);
  expect(problems.messages).toEqual([]);
});

test(
  'T clears the overshoot a label measured at the old turn rate: the words follow the new rate, the figure comes back only with a ' +
    'turn measured at it',
  async ({ page }) => {
    const problems = await openDemo(page);
    const { sample } = await frameAt(page, 420);
    const before = blockOf(sample.labels, 'missile-1').find((label) => label.text.startsWith('turns slowly')) as CanvasLabel;
    expect(before.text).toMatch(/^turns slowly · overshoots \d+°$/);
    // T: every missile to the high preset. The slow missile's "overshoots N°" was measured while slow.
    await page.keyboard.press('t');
    const { snapshot, sample: after } = await frameAt(page, 1);
    const slow = snapshot.entities.find((entity) => entity.id === 'missile-2');
    expect(slow?.turn.phase).toBe('retuned');
    expect(slow?.overshootDeg).toBeNull();
    // missile-2's line: the words beside its name.
    const block = blockOf(after.labels, 'missile-2');
    const name = block.find((label) => label.text === 'missile-2') as CanvasLabel;
    const words = block.find((label) => label !== name && Math.abs(label.top - name.top) < 2);
    expect(words?.text).toBe('turns fast');
    expect(problems.messages).toEqual([]);
  },
);

test("the selected entity's label stays outside its selection ring, and every label keeps off every body", async ({ page }) => {
  const problems = await openDemo(page);
  // 1.4 s (the slow missile just under the selected one), 7 s (bunched at the target), 15 s (apart again).
  for (const steps of [84, 336, 480]) {
    const { snapshot, sample } = await frameAt(page, steps);
    expect(labelProblems(sample), `at ${snapshot.time.toFixed(2)} s`).toEqual([]);
    const selected = snapshot.entities.find((entity) => entity.id === snapshot.selectedId);
    if (!selected) throw new Error('an entity is selected in the opening');
    const ring = selectionRingRadius(selected.type) * sample.pixelsPerMetre;
    for (const label of blockOf(sample.labels, selected.id)) {
      // The label's box does not reach into the ring's circle.
      const nearestX = Math.max(label.left, Math.min(selected.screen[0], label.left + label.width));
      const nearestY = Math.max(label.top, Math.min(selected.screen[1], label.top + label.height));
      expect(
        Math.hypot(nearestX - selected.screen[0], nearestY - selected.screen[1]),
        `"${label.text}" at ${snapshot.time.toFixed(2)} s`,
      ).toBeGreaterThan(ring);
    }
  }
  expect(problems.messages).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('bunched entities keep their names on a phone, in one readable label', async ({ page }) => {
    const problems = await openDemo(page);
    const { sample } = await frameAt(page, 420);
    expect(labelProblems(sample)).toEqual([]);
    const texts = sample.labels.map((label) => label.text);
    expect(texts).toEqual(expect.arrayContaining(['missile-1', 'missile-2', 'character-1']));
    expect(texts.some((text) => text.startsWith('turns slowly'))).toBe(true);
    expect(problems.messages).toEqual([]);
  });
});
