/**
 * The embed mode (`?embed=1`, docs/embedding.md): a page embeds the game
 * twice through iframes, each with its own minimal bar; a drag and a key in one leave the other as it was; the
 * keyboard goes to a frame only once it has focus; neither frame writes anything to storage. And a
 * bad value of the parameter is refused by name, the full demo starting instead.
 */
import { expect, test, type Browser, type BrowserContext, type Frame, type Page } from '@playwright/test';
import type { DemoSnapshot } from '../src/app/snapshot';
import { expectNoSeriousViolations } from './helpers/axe';
import { openPanel } from './helpers/controls';
import { collectConsoleProblems, openDemo, saveScreenshot } from './helpers/page';
import { snapshot } from './helpers/snapshot';
import { distance, type Vec2 } from './helpers/geometry';
import { dragAndHold } from './helpers/pointer';

/**
 * The test page: two frames of the game side by side, 620×400 CSS px each. Served at the game's
 * own origin, so that the frames could write to the storage the test reads (the strictest case).
 * (A page of another host name fulfilled by the test does not do: Chromium blocks frames of a local
 * server inside a page whose address it does not know to be local. A blank page of an opaque origin
 * does, but there Chromium denies the frames their storage: a test of its own below.)
 */
const HOST_PATH = '/embed-host-for-tests.html';
const FRAME_SIZE = { width: 620, height: 400 };
const hostHtml = (gameOrigin: string): string => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two embeds</title>
<style>body{margin:0;background:#fff;font:14px sans-serif} iframe{border:0;vertical-align:top} p{margin:8px}</style></head>
<body><p><a id="host-link" href="#">A link on the host page</a></p>
<iframe id="first" src="${gameOrigin}/?embed=1" width="${FRAME_SIZE.width}" height="${FRAME_SIZE.height}" title="First embed"></iframe>
<iframe id="second" src="${gameOrigin}/?embed=1" width="${FRAME_SIZE.width}" height="${FRAME_SIZE.height}" title="Second embed"
  style="margin-left:20px"></iframe>
</body></html>`;

/** The game's state in a frame (plain data). */
async function frameSnapshot(frame: Frame): Promise<DemoSnapshot> {
  return frame.evaluate(
    () => JSON.parse(JSON.stringify((window as unknown as { pidDemo: { snapshot(): unknown } }).pidDemo.snapshot())) as DemoSnapshot,
  );
}

/** Everything the frame's origin keeps in localStorage and sessionStorage, key by key. */
async function storageOf(frame: Frame): Promise<{ local: string[]; session: string[] }> {
  return frame.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
}

/**
 * A host page written with setContent into the about:blank of a context of its own: the suite
 * reuses a context between tests (playwright.config.ts), and in a reused page's about:blank the
 * frames of such a host failed to load.
 */
async function freshHostPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

/** Waits until the game in `frame` runs (its hook is there and its simulated time advances). */
async function waitForGame(frame: Frame): Promise<void> {
  await frame.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object', undefined, {
    timeout: 30_000,
  });
  const start = (await frameSnapshot(frame)).time;
  await frame.waitForFunction(
    (t0) => (window as unknown as { pidDemo: { snapshot(): { time: number } } }).pidDemo.snapshot().time > t0 + 0.2,
    start,
    { timeout: 30_000 },
  );
}

/** Opens the host page with its two frames and waits until both games run. */
async function openHost(
  page: Page,
): Promise<{ first: Frame; second: Frame; firstBox: { x: number; y: number; width: number; height: number } }> {
  await page.route(`**${HOST_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: hostHtml('') }));
  await page.goto(HOST_PATH);
  const first = await (await page.locator('#first').elementHandle())?.contentFrame();
  const second = await (await page.locator('#second').elementHandle())?.contentFrame();
  if (!first || !second) throw new Error('the host page lacks its frames');
  await Promise.all([waitForGame(first), waitForGame(second)]);
  const firstBox = await page.locator('#first').boundingBox();
  if (!firstBox) throw new Error('the first frame has no box');
  return { first, second, firstBox };
}

test.use({ viewport: { width: 1280, height: 480 } });

for (const size of [
  { width: 640, height: 400 },
  { width: 360, height: 300 },
]) {
  test(`the embed alone at ${size.width}×${size.height}: the play area fills the frame over one bar, nothing offered, axe clean`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size);
    const problems = collectConsoleProblems(page);
    await page.goto('/?embed=1');
    await waitForGame(page.mainFrame());
    await expect(page.locator('#tour-offer')).toBeHidden();
    // The hint says only what works here (no help in an embed).
    await expect(page.locator('#hint')).not.toContainText('? help');
    await expect(page.locator('#sidebar')).toBeHidden();
    const layout = await page.evaluate(() => {
      const box = (selector: string) => (document.querySelector(selector) as HTMLElement).getBoundingClientRect();
      const bar = box('#toolbar');
      const items = [...document.querySelectorAll<HTMLElement>('#toolbar > *')].map((item) => item.getBoundingClientRect());
      return {
        canvas: box('#game canvas').toJSON() as DOMRect,
        barTop: bar.top,
        barBottom: bar.bottom,
        itemsInside: items.every(
          (r) => r.left >= 0 && r.right <= window.innerWidth + 0.5 && r.top >= bar.top && r.bottom <= bar.bottom + 0.5,
        ),
        clipped: [...document.querySelectorAll<HTMLElement>('#toolbar > *')]
          .filter((item) => item.scrollWidth > item.clientWidth + 1)
          .map((item) => item.id),
      };
    });
    expect(layout.canvas.width).toBe(size.width);
    expect(layout.canvas.top).toBe(0);
    expect(Math.abs(layout.canvas.bottom - layout.barTop)).toBeLessThanOrEqual(1);
    expect(layout.barBottom).toBe(size.height);
    expect(layout.itemsInside, 'every control of the bar in the bar, in the frame').toBe(true);
    expect(layout.clipped, 'no control’s words cut off').toEqual([]);
    await saveScreenshot(page, testInfo, `embed-${size.width}x${size.height}`);
    await expectNoSeriousViolations(page, testInfo, `embed ${size.width}×${size.height}`);
    expect(problems.messages).toEqual([]);
  });
}

test('the share dialog’s iframe snippet embeds the scene on screen', async ({ page, browser }) => {
  const problems = await openDemo(page);
  // A scene unlike the opening: one more missile.
  await page.keyboard.press('m');
  await expect.poll(async () => (await snapshot(page)).entities.length).toBe(4);
  const ids = (await snapshot(page)).entities.map((e) => e.id);
  await openPanel(page);
  await page.locator('#share-settings').click();
  const snippet = await page.locator('#share-embed').inputValue();
  expect(snippet).toMatch(/^<iframe src="http:\/\/[^"]+\?z=[A-Za-z0-9_-]+&amp;embed=1" width="640" height="400" title="[^"]+"/);

  // Pasted into another page, it shows that scene, embedded.
  const context = await browser.newContext({ viewport: { width: 800, height: 500 } });
  const host = await context.newPage();
  const hostProblems = collectConsoleProblems(host);
  const origin = new URL(page.url()).origin;
  await host.route(`${origin}/pasted-snippet.html`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Notes</title><p>My notes</p>${snippet}</html>`,
    }),
  );
  await host.goto(`${origin}/pasted-snippet.html`);
  const frame = await (await host.locator('iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the snippet made no frame');
  await waitForGame(frame);
  expect((await frameSnapshot(frame)).entities.map((e) => e.id)).toEqual(ids);
  await expect(frame.locator('#embed-open-full')).toBeVisible();
  await context.close();
  expect(problems.messages).toEqual([]);
  expect(hostProblems.messages).toEqual([]);
});

// @realtime: the drag's release drops or throws the target by how fast the last pointer moves came in wall time; beside a second browser
// the target was thrown 120 px past where the drag let it go.
test(
  'a page embeds the game twice: a drag and keys in one leave the other unchanged, and neither writes to storage',
  { tag: '@realtime' },
  async ({ page }, testInfo) => {
    const problems = collectConsoleProblems(page);
    const { first, second, firstBox } = await openHost(page);

    // Each frame shows the embed's bar, not the full demo's.
    for (const frame of [first, second]) {
      await expect(frame.locator('#pause')).toBeVisible();
      await expect(frame.locator('#reset')).toBeVisible();
      await expect(frame.locator('#turn-rate-toggle')).toBeVisible();
      await expect(frame.locator('#menu-toggle')).toHaveCount(0);
      await expect(frame.locator('#panel-toggle')).toHaveCount(0);
      await expect(frame.locator('#tour-offer')).toBeHidden();
      const open = frame.locator('#embed-open-full');
      await expect(open).toHaveAttribute('target', '_blank');
      expect(new URL((await open.getAttribute('href')) ?? '').search, 'the full demo: the same address without embed').toBe('');
    }
    // The canvas fills the frame above the bar.
    const fill = await first.evaluate(() => {
      const canvas = document.querySelector('#game canvas') as HTMLCanvasElement;
      const rect = canvas.getBoundingClientRect();
      return {
        width: rect.width,
        top: rect.top,
        bottom: rect.bottom,
        barTop: (document.getElementById('toolbar') as HTMLElement).getBoundingClientRect().top,
      };
    });
    expect(fill.width).toBe(FRAME_SIZE.width);
    expect(fill.top).toBe(0);
    expect(Math.abs(fill.bottom - fill.barTop)).toBeLessThanOrEqual(1);
    await saveScreenshot(page, testInfo, 'two-embeds');

    // The host page keeps the keyboard while the embeds load (neither takes focus by itself), and a key there reaches neither game.
    expect(await page.evaluate(() => document.hasFocus()), 'the host page has the keyboard').toBe(true);
    expect(await first.evaluate(() => document.hasFocus()), 'the first embed took no focus').toBe(false);
    expect(await second.evaluate(() => document.hasFocus()), 'the second embed took no focus').toBe(false);
    await page.locator('#host-link').focus();
    await page.keyboard.press('p');
    await page.waitForTimeout(300);
    expect((await frameSnapshot(first)).paused, 'the first embed ignores a key pressed on the host page').toBe(false);
    expect((await frameSnapshot(second)).paused, 'the second embed ignores a key pressed on the host page').toBe(false);

    // The second frame is paused with its own button (the opening's target hops by itself every few
    // seconds, so only a still scene can be compared exactly); that click gives it the keyboard.
    await second.locator('#pause').click();
    await expect.poll(async () => (await frameSnapshot(second)).paused, { message: 'the second embed pauses from its bar' }).toBe(true);
    const secondBefore = await frameSnapshot(second);

    // A drag in the first frame (in Seek, a drag anywhere carries the target there) gives it the keyboard.
    const before = await frameSnapshot(first);
    const targetBefore = before.targets[0];
    if (!targetBefore) throw new Error('the first embed has no target');
    const from: Vec2 = [firstBox.x + 120, firstBox.y + 120];
    const to: Vec2 = [firstBox.x + 480, firstBox.y + 250];
    await dragAndHold(page, from, to);
    const movedTarget = (await frameSnapshot(first)).targets.find((t) => t.id === targetBefore.id);
    if (!movedTarget) throw new Error('the dragged target is gone');
    expect(
      Math.hypot(movedTarget.position[0] - targetBefore.position[0], movedTarget.position[1] - targetBefore.position[1]),
      'the first embed’s target follows the drag',
    ).toBeGreaterThan(3);
    expect(
      Math.hypot(movedTarget.screen[0] + firstBox.x - to[0], movedTarget.screen[1] + firstBox.y - to[1]),
      'the target is where the drag let it go (px)',
    ).toBeLessThan(40);

    // Keys now reach the first frame only: T twice (every entity slow, π rad/s², a setting the full
    // demo would save) and P (pause; had it reached the second frame, that one would play again).
    await page.keyboard.press('t');
    await page.keyboard.press('t');
    await page.keyboard.press('p');
    await expect
      .poll(async () => (await frameSnapshot(first)).paused, { message: 'the first embed pauses on P once it has focus' })
      .toBe(true);
    const after = await frameSnapshot(first);
    expect(after.entities.map((e) => e.maxAngularAcceleration)).toEqual(after.entities.map(() => Math.PI));

    // The second frame exactly as it was: its clock, target, entities and turn rates.
    const secondAfter = await frameSnapshot(second);
    expect(secondAfter.paused).toBe(true);
    expect(secondAfter.time).toBe(secondBefore.time);
    expect(secondAfter.targets.map((t) => [t.id, t.position])).toEqual(secondBefore.targets.map((t) => [t.id, t.position]));
    expect(secondAfter.entities.map((e) => [e.id, e.position, e.angle, e.maxAngularAcceleration])).toEqual(
      secondBefore.entities.map((e) => [e.id, e.position, e.angle, e.maxAngularAcceleration]),
    );

    // Well past the settings' save delay (400 ms): nothing in either frame's storage, nor the host's.
    await page.waitForTimeout(800);
    expect(await storageOf(first)).toEqual({ local: [], session: [] });
    expect(await storageOf(second)).toEqual({ local: [], session: [] });
    expect(await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))).toEqual({
      local: [],
      session: [],
    });
    await saveScreenshot(page, testInfo, 'two-embeds-after-drag');
    expect(problems.messages).toEqual([]);
  },
);

test(
  'in a page of another origin (where Chromium denies it storage) the embed plays, with no notice, takes no focus, and takes keys ' +
    'once clicked',
  async ({ browser }) => {
    const { context, page } = await freshHostPage(browser);
    const problems = collectConsoleProblems(page);
    await page.setContent(hostHtml(new URL(test.info().project.use.baseURL ?? '').origin));
    const frame = await (await page.locator('#first').elementHandle())?.contentFrame();
    if (!frame) throw new Error('the page lacks its frame');
    await waitForGame(frame);
    expect(await frame.evaluate(() => document.hasFocus()), 'the embed took no focus').toBe(false);
    // No notice about storage: the embed does not use it, so its absence is no news.
    await expect(frame.locator('#settings-notice')).toBeHidden();
    const box = await page.locator('#first').boundingBox();
    if (!box) throw new Error('the frame has no box');
    await page.mouse.click(box.x + 300, box.y + 150);
    await page.keyboard.press('p');
    await expect.poll(async () => (await frameSnapshot(frame)).paused, { message: 'a click gives the embed the keyboard' }).toBe(true);
    expect(problems.messages).toEqual([]);
    await context.close();
  },
);

test(
  'a frame sandboxed with allow-scripts alone says which flags the game ' + 'needs; with the documented flags it plays and says nothing',
  async ({ browser }) => {
    const { context, page } = await freshHostPage(browser);
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const frameWith = (id: string, flags: string) =>
      `<iframe id="${id}" src="${origin}/?embed=1" sandbox="${flags}" width="${FRAME_SIZE.width}" height="${FRAME_SIZE.height}" ` +
      `title="${id}"></iframe>`;
    const documentedFrame = frameWith('documented', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    await page.setContent(
      `<!doctype html><html lang="en"><title>Sandboxed frames</title>${frameWith('bare', 'allow-scripts')}${documentedFrame}</html>`,
    );
    const bare = page.frameLocator('#bare');
    await expect(bare.locator('#not-started')).toBeVisible();
    await expect(bare.locator('#not-started')).toContainText('allow-scripts allow-same-origin');
    const documented = await (await page.locator('#documented').elementHandle())?.contentFrame();
    if (!documented) throw new Error('the page lacks its frame');
    await waitForGame(documented);
    await expect(documented.locator('#not-started')).toHaveCount(0);
    await context.close();
  },
);

test('?embed=yes is refused by name and the full demo starts', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/?embed=yes');
  await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object');
  const notice = page.locator('#settings-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('URL parameter "embed" was refused: must be 1');
  await expect(notice).toContainText('got "yes"');
  // The full demo: its menu and panel button, no embed bar.
  await expect(page.locator('#menu-toggle')).toBeVisible();
  await expect(page.locator('#embed-open-full')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.classList.contains('embed'))).toBe(false);
  expect(problems.messages).toEqual([]);
});

// @realtime: the scroll and the zoom come in the page's own time after each wheel event; it failed beside a second browser.
test(
  'the wheel over an embed scrolls the host page until the frame is clicked; then it zooms the game; the hint names only what works there',
  { tag: '@realtime' },
  async ({ page }) => {
    const problems = collectConsoleProblems(page);
    await page.goto('/?embed=1');
    const origin = new URL(page.url()).origin;
    await page.route(`${origin}/tall-host-for-tests.html`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body:
          `<!doctype html><html lang="en"><title>A long article</title><body style="margin:0"><iframe src="${origin}/?embed=1" ` +
          `width="${FRAME_SIZE.width}" height="${FRAME_SIZE.height}" title="Embedded game" ` +
          `style="border:0;display:block"></iframe><p style="height:3000px">The rest of the article.</p></body></html>`,
      }),
    );
    await page.goto(`${origin}/tall-host-for-tests.html`);
    const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
    if (!frame) throw new Error('the host page made no frame');
    await waitForGame(frame);
    // The hint lists only what works in an embed: no "? help" (? does nothing there).
    await expect(frame.locator('#hint')).toContainText('click, then the wheel zooms');
    await expect(frame.locator('#hint')).not.toContainText('? help');
    const scale = async (): Promise<number> => {
      const snap = await frameSnapshot(frame);
      const [a, b] = snap.entities;
      if (!a || !b) throw new Error('the embed shows fewer than two entities');
      return distance(a.screen, b.screen) / distance(a.position, b.position);
    };
    const before = await scale();
    await page.mouse.move(FRAME_SIZE.width / 2, FRAME_SIZE.height / 2);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the host page scrolls' }).toBeGreaterThan(100);
    expect(Math.abs((await scale()) / before - 1), 'the game did not zoom').toBeLessThan(0.03);

    // Clicked, the frame keeps the wheel: the game zooms and the page stays.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.click(FRAME_SIZE.width * 0.9, FRAME_SIZE.height * 0.2);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await scale()) / before, { message: 'the game zooms in' }).toBeGreaterThan(1.2);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems.messages).toEqual([]);
  },
);
