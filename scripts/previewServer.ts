import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';

/**
 * What the browser benchmarks share (bench-browser.ts, bench-ghost.ts, bench-lab3d.ts,
 * bench-comparison-open.ts, bench-article.ts): a production build of the game, `vite preview` serving it on 127.0.0.1,
 * the system's headless Chromium, and the gaps between a page's frames.
 */

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
// WebGL (the 3D lab, `?renderer=webgl`) comes from SwiftShader without a GPU, which Chromium enables only when asked (Playwright asks too).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

/** The system's Chromium (/usr/bin/chromium, or CHROMIUM_PATH), headless, as the browser tests run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** `vite build` of the game into `outDir` (not the library; no type check), from this checkout or from the tree at `root`. */
export function build(outDir: string, root = ROOT): void {
  const result = spawnSync(process.execPath, [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite build failed (status ${result.status})`);
}

/** Starts `vite preview` on 127.0.0.1:`port` serving `outDir`; resolves when it answers. */
export async function startPreview(outDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [VITE, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (status ${server.exitCode}): ${stderr.trim()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  server.kill();
  throw new Error(`vite preview did not answer on port ${port} within 30 s`);
}

/**
 * Builds the game into a temporary directory named after `name`, serves it on 127.0.0.1:`port`,
 * launches Chromium and runs `run` with the page's base address (no trailing slash); closes the
 * browser, stops the server and removes the build whatever `run` does.
 */
export async function withBuiltPreview<T>(name: string, port: number, run: (browser: Browser, base: string) => Promise<T>): Promise<T> {
  const outDir = mkdtempSync(join(tmpdir(), `pid-${name}-`));
  let server: ChildProcess | null = null;
  let browser: Browser | null = null;
  try {
    build(outDir);
    server = await startPreview(outDir, port);
    browser = await launchChromium();
    return await run(browser, `http://127.0.0.1:${port}`);
  } finally {
    await browser?.close();
    server?.kill();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Frame gaps (ms) of the page's animation frames over `seconds` of real time. Sent as text: tsx
 * would wrap a named function of a script in a helper the page does not have.
 */
export function frameGaps(page: Page, seconds: number): Promise<number[]> {
  return page.evaluate(`new Promise((resolve) => {
    const gaps = [];
    let last = -1;
    const start = performance.now();
    requestAnimationFrame(function frame(now) {
      if (last >= 0) gaps.push(now - last);
      last = now;
      if (now - start < ${seconds * 1000}) requestAnimationFrame(frame);
      else resolve(gaps);
    });
  })`);
}
