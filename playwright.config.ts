import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests (e2e/*.spec.ts) drive the real game in Chromium through real input.
 *
 * - The browser is the system Chromium (Debian's `chromium` package at /usr/bin/chromium), not one
 *   downloaded by `npx playwright install`. Override its path with CHROMIUM_PATH.
 * - The game draws with Canvas in software on a 2-core machine: one worker (E2E_WORKERS for more),
 *   generous timeouts, and no retries (a flaky test must be fixed, not hidden).
 * - The tests play the built game, as a visitor gets it (the game's own Phaser build, minified
 *   chunks, the sandbox's .wasm as an asset): `vite build` into .e2e-dist, then `vite preview` serves
 *   it on a fixed port. Locally an already running server on that port is reused (E2E_PORT picks it).
 */
const PORT = Number(process.env.E2E_PORT ?? 4317);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const isCI = Boolean(process.env.CI);
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
if (!Number.isInteger(WORKERS) || WORKERS < 1 || WORKERS > 8) throw new Error(`E2E_WORKERS must be an integer from 1 to 8; got ${process.env.E2E_WORKERS}`);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  // One browser at a time. The suite steps time, so a run waits more than it computes (one worker kept
  // the 2 cores 30% busy: 20 min of CPU in 35.5 min), and E2E_WORKERS=2 ran about twice as fast; but
  // the tests of what the wall clock drives (the embed's wheel zoom, the glance's frames sampled as
  // drawn) failed under two browsers' contention. They must run alone before two workers can be the default.
  workers: WORKERS,
  retries: 0,
  forbidOnly: isCI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the list of the slowest test files CI prints at its end (scripts/slowest-tests.ts).
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }], ['json', { outputFile: '.test-timings/playwright.json' }]],
  use: {
    baseURL: BASE_URL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
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
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx vite build --outDir .e2e-dist --emptyOutDir --logLevel warn && npx vite preview --outDir .e2e-dist --port ${PORT} --strictPort --host 127.0.0.1`,
    url: BASE_URL,
    reuseExistingServer: !isCI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
