import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests (e2e/*.spec.ts) drive the real game in Chromium through real input.
 *
 * - The browser is the system Chromium (Debian's `chromium` package at /usr/bin/chromium), not one
 *   downloaded by `npx playwright install`. Override its path with CHROMIUM_PATH.
 * - The game draws with Canvas in software on a 2-core machine: generous timeouts, and no retries (a
 *   flaky test must be fixed, not hidden).
 * - Two passes (`npm run test:e2e`, scripts/e2e.sh, sets E2E_PASS): the suite steps time, so a run
 *   waits more than it computes (one browser kept the 2 cores 30% busy: 20 min of CPU in 35.5 min),
 *   and two browsers ran it about twice as fast; but the tests whose result depends on the wall
 *   clock (tagged @realtime: frames sampled as drawn, the clock itself, a camera's glide, a
 *   recording) failed under two browsers' contention (the embed's wheel zoom).
 *   So E2E_PASS=parallel runs the untagged tests with E2E_WORKERS browsers (default 2), then
 *   E2E_PASS=realtime the @realtime ones alone, one browser. Without E2E_PASS (`npx playwright
 *   test e2e/x.spec.ts`): every test, E2E_WORKERS browsers (default 1).
 * - The tests play the built game, as a visitor gets it (the game's own Phaser build, minified
 *   chunks, the sandbox's .wasm as an asset): `vite build` into .e2e-dist, then `vite preview` serves
 *   it on a fixed port. Locally an already running server on that port is reused (E2E_PORT picks it).
 *   scripts/e2e.sh builds once for both passes and sets E2E_BUILD_ID, the id it wrote into
 *   .e2e-dist/.build-id: then the web server only serves that build, and refuses any other.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const isCI = Boolean(process.env.CI);
const PASS = process.env.E2E_PASS ?? 'all';
if (PASS !== 'all' && PASS !== 'parallel' && PASS !== 'realtime')
  throw new Error(`E2E_PASS must be parallel or realtime (or unset: every test); got ${PASS}`);
const REUSE = process.env.E2E_REUSE_CONTEXT ?? '1';
if (REUSE !== '0' && REUSE !== '1')
  throw new Error(`E2E_REUSE_CONTEXT must be 0 (a fresh context per test) or 1 (one reused per worker, the default); got ${REUSE}`);
const WORKERS = PASS === 'realtime' ? 1 : Number(process.env.E2E_WORKERS ?? (PASS === 'parallel' ? 2 : 1));
if (!Number.isInteger(WORKERS) || WORKERS < 1 || WORKERS > 8)
  throw new Error(`E2E_WORKERS must be an integer from 1 to 8; got ${process.env.E2E_WORKERS}`);
/** The tag of the tests whose result depends on the wall clock: they run alone (the realtime pass). */
const REALTIME = /@realtime/;
/** The realtime pass keeps its reports and failures' files apart, so that the first pass's stay. */
const SUFFIX = PASS === 'realtime' ? '-realtime' : '';

const BUILD = 'npx vite build --outDir .e2e-dist --emptyOutDir --logLevel warn';
const BUILD_ID = process.env.E2E_BUILD_ID;
if (BUILD_ID !== undefined) {
  let built = '';
  try {
    built = readFileSync(new URL('./.e2e-dist/.build-id', import.meta.url), 'utf8').trim();
  } catch {
    // No build at all: refused below.
  }
  if (built !== BUILD_ID)
    throw new Error(
      `E2E_BUILD_ID is ${BUILD_ID}, but .e2e-dist/.build-id is ${built === '' ? 'missing' : built}: .e2e-dist is not this run's ` +
        `build (scripts/e2e.sh builds it)`,
    );
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `test-results${SUFFIX}`,
  // A spec file runs in one worker, its tests in order: files are what two workers share out.
  fullyParallel: false,
  workers: WORKERS,
  ...(PASS === 'parallel' && { grepInvert: REALTIME }),
  ...(PASS === 'realtime' && { grep: REALTIME }),
  retries: 0,
  forbidOnly: isCI,
  // Guards against hangs, not bounds on speed: beside two other browsers and a busy Vitest (a load of
  // 12 on 2 cores), a test that takes 20 s alone took over a minute, a page's file chooser over 10 s.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // The JSON report feeds the list of the slowest test files CI prints at its end (scripts/slowest-tests.ts).
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `playwright-report${SUFFIX}` }],
    ['json', { outputFile: `.test-timings/playwright${SUFFIX}.json` }],
  ],
  use: {
    baseURL: BASE_URL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    screenshot: 'only-on-failure',
    // A trace records every action's DOM and a screencast: it doubled a test's time (the keyboard
    // walk at 1280×800: 62 s traced, 33 s not), and CI keeps only the printed report. So traces are
    // off unless asked for: E2E_TRACE=1 keeps one for each failed test (npx playwright show-trace).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // One browser context per worker, reset between tests (Playwright clears storage, cache, routes,
    // init scripts and extra pages, and opens the next test's page in the same tab): a fresh context
    // and tab per test cost about 3 s of CPU more, mostly a new renderer process (measured over
    // e2e/whatPlayersSee.spec.ts and e2e/hits.spec.ts, 19 tests: Chromium's CPU 154 s fresh, 91 s
    // reused). A test whose phone options (touch, mobile) differ gets a fresh context, as does a
    // test that opens its own with browser.newContext(). E2E_REUSE_CONTEXT=0 gives each test its own.
    reuseContext: REUSE === '1',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            // WebGL (the 3D lab's three.js) without a GPU comes from SwiftShader, which Chromium
            // enables only when asked. Playwright asks already (its own default switches); named here
            // so that a Playwright without it, or another launcher, does not leave the lab blank.
            // The 2D page draws with Canvas and is not touched by it.
            '--enable-unsafe-swiftshader',
          ],
        },
      },
    },
  ],
  webServer: {
    command:
      `${BUILD_ID === undefined ? `${BUILD} && ` : ''}npx vite preview --outDir .e2e-dist --port ${PORT} --strictPort ` +
      `--host 127.0.0.1`,
    url: BASE_URL,
    reuseExistingServer: !isCI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
