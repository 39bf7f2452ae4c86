/**
 * A link carries the whole state (issue 39): taken mid-drag in Track or mid-path, the page it opens
 * holds the scene exactly as it was shared (the drag's hold, path progress, every controller's
 * memory), steps on as the simulation does from that state, and its missiles settle on the target
 * instead of spinning up (they spun faster and faster, their heading error frozen).
 */
import { expect, test, type Page } from '@playwright/test';
import { readShareLink } from '../src/app/settings/shareLink';
import { parseScenario, refusalLine } from '../src/sim/scenario/parseScenario';
import { buildScenarioWorld } from '../src/sim/scenario/runScenario';
import { openPanel } from './helpers/controls';
import { collectConsoleProblems, openDemo } from './helpers/page';
import { snapshot } from './helpers/snapshot';
import { setPausedWithSpace, stepFor, stepUntil } from './helpers/waits';

type Hook = { saveScene(): string; stepFixed(n: number): unknown };
type SceneEntity = { id: string; position: [number, number]; angle: number; angularVelocity: number; command: { type: string } };
type Scene = {
  entities: SceneEntity[];
  state: {
    steps: number;
    entities: Record<string, { path: { index: number } | null }>;
    targets: Record<string, { heldAt: [number, number] | null }>;
  };
};

const saveScene = (page: Page) => page.evaluate(() => (window as unknown as { pidDemo: Hook }).pidDemo.saveScene());
const stepFixed = (page: Page, n: number) =>
  page.evaluate((count) => void (window as unknown as { pidDemo: Hook }).pidDemo.stepFixed(count), n);

/** Clicks Share from the page's script (the mouse stays where it is, held or not) and returns the link. */
async function share(page: Page): Promise<string> {
  await page.evaluate(() => (document.querySelector('#share-settings') as HTMLButtonElement).click());
  const url = await page.locator('#share-link').inputValue();
  expect(url).toMatch(/[?&]z=[A-Za-z0-9_-]+$/);
  return url;
}

/** The scene a link holds, as the page that opens it reads it. */
function sceneOf(url: string): string {
  const read = readShareLink(new URL(url).searchParams.get('z') ?? '');
  if (!read.ok || read.sceneText === null) throw new Error('the link holds no scene');
  return read.sceneText;
}

/**
 * Opens `url` in a fresh page, paused at the shared moment (R restarts the opened scene where the
 * link holds it), checks that it holds exactly the link's scene, steps it `steps` fixed steps and
 * checks every entity against the simulation stepping the same scene (to 1e-9: Chromium's and
 * Node's V8 differ in the last bit of Math.sin and atan2). Returns the page's scene after.
 */
async function openAndCompare(page: Page, url: string, steps: number): Promise<Scene> {
  const other = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 800 } });
  const problems = collectConsoleProblems(other);
  await other.goto(url);
  await other.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object');
  await stepFixed(other, 1);
  await other.keyboard.press('r');
  const text = sceneOf(url);
  const linked = JSON.parse(text) as Scene;
  // The page counts time as steps × (1/60), the file as steps: the same moment, last bit aside.
  await expect.poll(async () => (await snapshot(other)).time).toBeCloseTo(linked.state.steps / 60, 9);
  expect(JSON.parse(await saveScene(other))).toEqual(linked);

  const parsed = parseScenario(text);
  if (!parsed.ok) throw new Error(refusalLine(parsed.errors));
  const world = buildScenarioWorld(parsed.scenario);
  for (let i = 0; i < steps; i++) world.step();
  await stepFixed(other, steps);
  const after = JSON.parse(await saveScene(other)) as Scene;
  for (const entity of world.entities) {
    const shown = after.entities.find((e) => e.id === entity.id) as SceneEntity;
    expect(Math.abs(shown.position[0] - entity.position.x), entity.id).toBeLessThan(1e-9);
    expect(Math.abs(shown.position[1] - entity.position.y), entity.id).toBeLessThan(1e-9);
    expect(Math.abs(shown.angle - entity.angle), entity.id).toBeLessThan(1e-9);
  }
  expect(problems.messages).toEqual([]);
  await other.close();
  return after;
}

test('a link taken while dragging the target in Track opens to the same motion, and the missiles settle on the target', async ({
  page,
}) => {
  const problems = await openDemo(page);
  await openPanel(page);
  await page.keyboard.press('1');
  const start = await snapshot(page);
  const target = start.targets[0]!;
  // Grab the target and swing it round the bodies, then share while still holding it.
  await page.mouse.move(target.screen[0], target.screen[1]);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) {
    await page.mouse.move(target.screen[0] - 12 * i, target.screen[1] + 9 * i * Math.sin(i / 3), { steps: 2 });
  }
  const url = await share(page);
  await page.mouse.up();
  const linked = JSON.parse(sceneOf(url)) as Scene;
  expect(
    Object.values(linked.state.targets).some((t) => t.heldAt !== null),
    'the link holds the target where the player held it',
  ).toBe(true);

  const after = await openAndCompare(page, url, 300);
  // Five seconds on, every missile has turned onto the held target and stopped turning.
  for (const entity of after.entities) expect(Math.abs(entity.angularVelocity), entity.id).toBeLessThan(0.05);
  expect(problems.messages).toEqual([]);
});

test('a link taken mid-path opens with every entity heading for the waypoint it was heading for', async ({ page }) => {
  const problems = await openDemo(page);
  await openPanel(page);
  await page.keyboard.press('3');
  // The opening's path loops: wait until some entity has passed its first waypoints.
  await stepUntil(page, (s) => Math.max(...s.entities.map((e) => e.pathIndex)) >= 2, 30, {
    description: 'an entity passes its first waypoints',
  });
  const url = await share(page);
  const linked = JSON.parse(sceneOf(url)) as Scene;
  const indices = Object.fromEntries(Object.entries(linked.state.entities).map(([id, memory]) => [id, memory.path?.index]));
  expect(Math.max(...Object.values(indices).map((i) => i ?? 0))).toBeGreaterThanOrEqual(2);
  const other = await openAndCompare(page, url, 120);
  expect(other.entities.every((e) => e.command.type === 'followPath')).toBe(true);
  expect(problems.messages).toEqual([]);
});

type CameraHook = { camera(): { following: boolean; zoom: number; centre: [number, number]; pixelsPerMetre: number } };
const cameraOf = (page: Page) => page.evaluate(() => (window as unknown as { pidDemo: CameraHook }).pidDemo.camera());

test('a link taken while paused and zoomed opens paused at that view, not playing at the fitted one (issue 50, case 10)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = await openDemo(page);
  await stepFor(page, 1.5);
  // The player pauses and zooms in twice, then shares.
  await setPausedWithSpace(page, true);
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  const taken = await cameraOf(page);
  expect(taken.following, 'the player chose the view').toBe(false);
  expect(taken.zoom).toBeGreaterThan(1.2);
  const shared = await snapshot(page);
  const url = await share(page);

  const other = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 800 } });
  const otherProblems = collectConsoleProblems(other);
  await other.goto(url);
  await other.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object');
  // Paused at the shared moment, at the player's zoom and centre, the camera leaving the view alone.
  await expect.poll(async () => (await cameraOf(other)).following).toBe(false);
  const opened = await cameraOf(other);
  expect(opened.zoom).toBeCloseTo(taken.zoom, 9);
  expect(opened.centre[0]).toBeCloseTo(taken.centre[0], 6);
  expect(opened.centre[1]).toBeCloseTo(taken.centre[1], 6);
  const first = await snapshot(other);
  expect(first.paused).toBe(true);
  expect(first.time).toBeCloseTo(shared.time, 9);
  // Frames pass: paused, nothing moves, and the camera keeps the view.
  await other.evaluate(
    () =>
      new Promise<void>((done) => {
        let frames = 0;
        const tick = (): void => void (++frames >= 20 ? done() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
  );
  const later = await snapshot(other);
  expect(later.time).toBe(first.time);
  expect(await cameraOf(other)).toMatchObject({ following: false, zoom: opened.zoom, centre: opened.centre });
  // Played on past the history's checkpoints (the same scene rebuilt each second), the view stays the player's.
  await setPausedWithSpace(other, false);
  await stepFor(other, 2.5);
  expect(await cameraOf(other)).toMatchObject({ following: false, zoom: opened.zoom, centre: opened.centre });
  expect(otherProblems.messages).toEqual([]);
  await other.close();
  expect(problems.messages).toEqual([]);
});
