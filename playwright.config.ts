import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests (e2e/*.spec.ts) drive the real game in Chromium through real input.
 *
 * - The browser is the system Chromium (Debian's `chromium` package at /usr/bin/chromium), not one
 *   downloaded by `npx playwright install`. Override its path with CHROMIUM_PATH.
 * - Phaser renders with WebGL on SwiftShader (software), which is heavy on a 2-core machine: one worker,
 *   generous timeouts, and no retries (a flaky test must be fixed, not hidden).
 * - The tests play the built game, as a visitor gets it (the game's own Phaser build, minified
 *   chunks, the sandbox's .wasm as an asset): `vite build` into .e2e-dist, then `vite preview` serves
 *   it on a fixed port. Locally an already running server on that port is reused (E2E_PORT picks it).
 */
const PORT = Number(process.env.E2E_PORT ?? 4317);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
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
