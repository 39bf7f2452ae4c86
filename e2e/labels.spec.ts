import { expect, test, type Page } from '@playwright/test';
import type { CanvasLabel, DemoSnapshot } from '../src/app/snapshot';
import { CHARACTER_PARTS, MISSILE_PARTS } from '../src/sim/entities/shapes';
import { selectionRingRadius } from '../src/game/draw/EntityPainter';
import { openDemo } from './helpers/page';

/** The labels written on the canvas in the last frame, after a frame has been drawn. */
async function canvasLabels(page: Page): Promise<CanvasLabel[]> {
  // Two animation frames: the steps just run are drawn before the labels are read.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { pidDemo: { canvasLabels(): CanvasLabel[] } }).pidDemo.canvasLabels());
}

/**
 * Pairs of labels written over each other: boxes that overlap across, with centres less than a
 * line apart down (two lines of one block sit a line apart; labels piled at one place, 0).
 */
function piledUp(labels: CanvasLabel[]): string[] {
  const piles: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = labels[i] as CanvasLabel;
      const b = labels[j] as CanvasLabel;
      const across = a.left < b.left + b.width && b.left < a.left + a.width;
      const down = Math.abs(a.top + a.height / 2 - (b.top + b.height / 2));
      if (across && down < 11) piles.push(`"${b.text}" and "${a.text}"`);
    }
  }
  return piles;
}

/** Runs the opening scene to 7 s, when the three entities have bunched up at the target. */
async function bunchedAtTarget(page: Page): Promise<CanvasLabel[]> {
  await page.evaluate(() => (window as unknown as { pidDemo: { stepFixed(n: number): unknown } }).pidDemo.stepFixed(420));
  return canvasLabels(page);
}

test('entities bunched at the target keep their labels readable: each block named, stacked under the pile', async ({ page }) => {
  const problems = await openDemo(page);
  const labels = await bunchedAtTarget(page);
  const texts = labels.map((label) => label.text);
  // Named, since they are bunched (only the selected one is named otherwise).
  expect(texts).toEqual(expect.arrayContaining(['missile-1', 'missile-2', 'character-1']));
  expect(texts.some((text) => text.startsWith('overshoots'))).toBe(true);
  expect(piledUp(labels)).toEqual([]);
  // The slow missile's block reads in order: its name, its turn rate, its overshoot.
  const top = (text: string): number => (labels.find((label) => label.text.startsWith(text)) as CanvasLabel).top;
  expect(top('missile-2')).toBeLessThan(top('turns slowly'));
  expect(top('turns slowly')).toBeLessThan(top('overshoots'));
  expect(problems.messages).toEqual([]);
});

/**
 * Labels written over the body of an entity they do not belong to. Blocks are centred under their
 * entity and only ever moved down, so a label's own entity is the one whose x is its centre's.
 * Bodies are the boxes of their outlines as drawn (page px).
 */
function labelsOverOtherBodies(labels: CanvasLabel[], snapshot: DemoSnapshot): string[] {
  const [a, b] = snapshot.entities;
  if (!a || !b) throw new Error('needs two entities');
  const pixelsPerMetre = Math.abs(a.screen[0] - b.screen[0]) / Math.abs(a.position[0] - b.position[0]);
  const problems: string[] = [];
  for (const entity of snapshot.entities) {
    const cos = Math.cos(entity.angle);
    const sin = Math.sin(entity.angle);
    const corners = (entity.type === 'missile' ? MISSILE_PARTS : CHARACTER_PARTS).flatMap((part) =>
      part.vertices.map(([x, y]) => [entity.screen[0] + (x * cos - y * sin) * pixelsPerMetre, entity.screen[1] - (x * sin + y * cos) * pixelsPerMetre]),
    );
    const left = Math.min(...corners.map(([x]) => x as number));
    const right = Math.max(...corners.map(([x]) => x as number));
    const top = Math.min(...corners.map(([, y]) => y as number));
    const bottom = Math.max(...corners.map(([, y]) => y as number));
    for (const label of labels) {
      const own = Math.abs(label.left + label.width / 2 - entity.screen[0]) < 1;
      const covers = label.left < right && left < label.left + label.width && label.top < bottom && top < label.top + label.height;
      if (covers && !own) problems.push(`"${label.text}" over ${entity.id}`);
    }
  }
  return problems;
}

test('a label is never written over another entity: the fast missile\'s block moves below the slow one, both named', async ({ page }) => {
  const problems = await openDemo(page);
  // 1.4 s in, the slow missile is just under the fast one, where the fast one's labels would be.
  const snapshot = await page.evaluate(() => (window as unknown as { pidDemo: { stepFixed(n: number): DemoSnapshot } }).pidDemo.stepFixed(84));
  const labels = await canvasLabels(page);
  expect(labelsOverOtherBodies(labels, snapshot)).toEqual([]);
  expect(piledUp(labels)).toEqual([]);
  const texts = labels.map((label) => label.text);
  expect(texts).toEqual(expect.arrayContaining(['missile-1', 'missile-2']));
  const top = (text: string): number => (labels.find((label) => label.text === text) as CanvasLabel).top;
  expect(top('missile-1')).toBeLessThan(top('missile-2'));
  expect(problems.messages).toEqual([]);
});

test('the selected entity\'s labels start below its selection ring, which would cross them', async ({ page }) => {
  const problems = await openDemo(page);
  const stepFixed = (steps: number) => page.evaluate((n) => (window as unknown as { pidDemo: { stepFixed(n: number): DemoSnapshot } }).pidDemo.stepFixed(n), steps);
  // 1.4 s (the slow missile just under the selected one), 7 s (bunched at the target), 15 s (apart again).
  for (const steps of [84, 336, 480]) {
    const snapshot = await stepFixed(steps);
    const labels = await canvasLabels(page);
    const [a, b] = snapshot.entities;
    if (!a || !b) throw new Error('needs two entities');
    const pixelsPerMetre = Math.abs(a.screen[0] - b.screen[0]) / Math.abs(a.position[0] - b.position[0]);
    const selected = snapshot.entities.find((entity) => entity.id === snapshot.selectedId);
    if (!selected) throw new Error('an entity is selected in the opening');
    const ringBottom = selected.screen[1] + selectionRingRadius(selected.type) * pixelsPerMetre + 1;
    const own = labels.filter((label) => Math.abs(label.left + label.width / 2 - selected.screen[0]) < 1);
    expect(own.map((label) => label.text), `at ${snapshot.time.toFixed(2)} s`).toContain(selected.id);
    for (const label of own) expect(label.top, `"${label.text}" at ${snapshot.time.toFixed(2)} s`).toBeGreaterThan(ringBottom);
  }
  expect(problems.messages).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('bunched entities keep their labels readable, unnamed, stacked under the pile', async ({ page }) => {
    const problems = await openDemo(page);
    const labels = await bunchedAtTarget(page);
    expect(labels.map((label) => label.text)).toEqual(expect.arrayContaining(['turns fast', 'turns slowly']));
    expect(labels.some((label) => label.text.startsWith('missile'))).toBe(false);
    expect(piledUp(labels)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});
