/**
 * The hosted build (issue 16): `vite build` output served as static files under a deep sub-path, the
 * way GitHub Pages serves a project site (https://owner.github.io/repository/). Every asset, the
 * lazily loaded chunks (uPlot for the step-response view, the challenges' editor and sandbox with its
 * WebAssembly, the benchmark mode) and the auto-tuner's
 * Web Worker must load from under that path; nothing may ask the server's root.
 *
 * It serves the build every browser test plays (.e2e-dist: playwright.config.ts's web server builds
 * it from the current source before any test runs, with the same relative base as `npm run build`),
 * so the site is built once per run, not twice. A small node:http server plays the static host: it
 * serves only /some/deep/path/*, and answers 404 to anything else.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { extname, join, normalize, sep } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems } from './helpers/page';
import { typeIntoField } from './helpers/panel';
import { stepFor } from './helpers/waits';

/** The sub-path the build is served under. */
const SUB_PATH = '/some/deep/path/';

/** Content types by file extension, as a static host sends them. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const root = fileURLToPath(new URL('..', import.meta.url));
let buildDir = '';
let server: Server | undefined;
let origin = '';
/** Every path the browser asked the server for, in order. */
const served: string[] = [];

/** Serves `directory` under SUB_PATH; everything else is 404, a directory without its slash is redirected. */
function staticHost(directory: string): Server {
  return createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    served.push(path);
    if (`${path}/` === SUB_PATH) {
      response.writeHead(301, { location: SUB_PATH }).end();
      return;
    }
    const relativePath = path.startsWith(SUB_PATH) ? path.slice(SUB_PATH.length) || 'index.html' : null;
    const file = relativePath === null ? null : normalize(join(directory, relativePath));
    if (file === null || !file.startsWith(directory + sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`not found: ${path}`);
      return;
    }
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
  });
}

test.beforeAll(async () => {
  buildDir = join(root, '.e2e-dist');
  if (!existsSync(join(buildDir, 'index.html')))
    throw new Error(".e2e-dist/index.html is missing: the browser tests' web server (playwright.config.ts) builds it before the tests run");
  server = staticHost(buildDir);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** Failed requests and error responses the page saw. */
function collectFailedRequests(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()}: HTTP ${response.status()}`);
  });
  return failures;
}

/** Opens the hosted game at `address` (under the origin) and waits until its simulation runs. */
async function openHosted(page: Page, address: string, failures: readonly string[]): Promise<void> {
  await page.goto(`${origin}${address}`);
  try {
    await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object', undefined, {
      timeout: 30_000,
    });
  } catch {
    throw new Error(`the game did not start at ${address}; failed requests: ${JSON.stringify(failures)}`);
  }
  await stepFor(page, 0.5);
}

/** Whether the page fetched a resource whose URL matches `pattern`. */
function loadedResource(page: Page, pattern: RegExp): Promise<boolean> {
  return page.evaluate(
    (source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)),
    pattern.source,
  );
}

test('the built game plays from a deep sub-path: assets, lazy chunks and the tuner worker all load from under it', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = collectConsoleProblems(page);
  const failures = collectFailedRequests(page);

  // A link without the trailing slash is redirected, as static hosts do; relative URLs need the slash.
  const withoutSlash = SUB_PATH.slice(0, -1);
  await openHosted(page, withoutSlash, failures);
  expect(page.url()).toBe(`${origin}${SUB_PATH}`);

  // The canvas draws: more than a plain background.
  const canvas = page.locator('#game canvas');
  await expect(canvas).toBeVisible();
  const ink = await canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context) return { colours: 0, inked: 0 };
    const { data } = context.getImageData(0, 0, element.width, element.height);
    const counts = new Map<number, number>();
    for (let i = 0; i < data.length; i += 4) {
      const colour = ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
    const background = Math.max(...counts.values());
    return { colours: counts.size, inked: data.length / 4 - background };
  });
  expect(ink.colours, 'distinct colours on the canvas').toBeGreaterThan(10);
  expect(ink.inked, 'pixels drawn over the background').toBeGreaterThan(2000);

  // The step-response view loads uPlot (a lazy chunk with its styles) and plots.
  expect(await loadedResource(page, /vendor-uplot/), 'uPlot is not loaded at start-up').toBe(false);
  await page.keyboard.press('v');
  await expect(page.locator('#sr-plot canvas')).toHaveCount(1, { timeout: 20_000 });
  expect(await loadedResource(page, /vendor-uplot-[\w-]+\.js$/), 'the uPlot chunk').toBe(true);
  expect(await loadedResource(page, /vendor-uplot-[\w-]+\.css$/), "uPlot's styles").toBe(true);
  await page.keyboard.press('v');

  // The sidebar's tools (tuning panel, auto-tuner, scope) and lil-gui load when the sidebar first opens.
  expect(await loadedResource(page, /vendor-lil-gui/), 'lil-gui is not loaded at start-up').toBe(false);
  expect(await loadedResource(page, /SidebarTools/), 'the sidebar tools are not loaded at start-up').toBe(false);

  // Pointing at the Panel button fetches them, before any click.
  await page.hover('#panel-toggle');
  await expect
    .poll(() => loadedResource(page, /vendor-lil-gui-[\w-]+\.js$/), { message: 'the lil-gui chunk, fetched on hover' })
    .toBe(true);
  await expect(page.locator('#sidebar')).toBeHidden();

  // The auto-tuner's Web Worker loads and finishes a short search (typing opens the sidebar).
  await typeIntoField(page, '#tune-iterations', '10');
  expect(await loadedResource(page, /vendor-lil-gui-[\w-]+\.css$/), "lil-gui's styles").toBe(true);
  await page.click('#tune-start');
  await expect(page.locator('#tune-result')).toBeVisible({ timeout: 60_000 });
  expect(await loadedResource(page, /tuner\.worker-[\w-]+\.js$/), 'the tuner worker').toBe(true);

  // The challenges' editor (CodeMirror) and sandbox (a Worker with QuickJS and its .wasm) are lazy:
  // code applied to the selected entity runs from under the sub-path.
  expect(
    served.some((path) => path.endsWith('.wasm')),
    'the sandbox is not loaded at start-up',
  ).toBe(false);
  const message = await page.evaluate(() =>
    (window as unknown as { pidDemo: { tryController(source: string): Promise<string> } }).pidDemo.tryController(
      'function update(input) { return -20 * input.headingError - 8 * input.angularVelocity; }',
    ),
  );
  expect(message).not.toMatch(/error|could not|failed/i);
  await expect(page.locator('#hud')).toContainText('your code (sandboxed)');
  expect(await loadedResource(page, /vendor-codemirror-[\w-]+\.js$/), 'the editor chunk').toBe(true);
  // The Worker fetches them itself (its requests are not the page's resources): the host saw them.
  expect(
    served.some((path) => path.startsWith(SUB_PATH) && /sandbox\.worker-[\w-]+\.js$/.test(path)),
    "the sandbox's Worker",
  ).toBe(true);
  expect(
    served.some((path) => path.startsWith(SUB_PATH) && path.endsWith('.wasm')),
    "the sandbox's WebAssembly",
  ).toBe(true);

  // The benchmark mode is a lazy chunk too.
  await openHosted(page, `${SUB_PATH}?bench=20`, failures);
  await expect(page.getByRole('region', { name: 'Benchmark' })).toContainText('Benchmark: 20 entities');
  expect(await loadedResource(page, /BenchMode-[\w-]+\.js$/), 'the benchmark chunk').toBe(true);

  expect(failures, 'failed requests').toEqual([]);
  expect(problems.messages, 'console errors and warnings').toEqual([]);
  const outside = served.filter((path) => !path.startsWith(SUB_PATH) && path !== withoutSlash);
  expect(outside, 'requests outside the sub-path').toEqual([]);
  expect(
    served.some((path) => /\/assets\/phaser-[\w-]+\.js$/.test(path)),
    'Phaser came from under the sub-path',
  ).toBe(true);
});
