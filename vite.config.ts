/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import SlowFirstSequencer from './tests/setup/slowFirstSequencer.ts';
import { HANG_GUARD_MS } from './tests/setup/hangGuard.ts';

/**
 * Phaser's build-time flags, as its own webpack build defines them (node_modules/phaser/config),
 * for the game's Phaser build (src/game/phaser/phaserBuild.cjs): both renderers (Canvas by default,
 * `?renderer=webgl`), no WebGL debugging, no sound, no optional plugins.
 */
const PHASER_FLAGS: Record<string, string> = {
  'typeof CANVAS_RENDERER': 'true',
  'typeof WEBGL_RENDERER': 'true',
  'typeof WEBGL_DEBUG': 'false',
  'typeof FEATURE_SOUND': 'false',
  'typeof PLUGIN_CAMERA3D': 'false',
  'typeof PLUGIN_FBINSTANT': 'false',
};

export default defineConfig(({ command }) => ({
  base: './',
  // The browser build imports the game's own Phaser build (only the modules the game uses); the dev
  // server, the tests and the types keep the `phaser` package as published.
  ...(command === 'build'
    ? { resolve: { alias: { phaser: fileURLToPath(new URL('./src/game/phaser/phaserBuild.cjs', import.meta.url)) } }, define: PHASER_FLAGS }
    : {}),
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // Phaser and the other libraries in chunks of their own: they change far less often than
        // our code (so browsers keep them cached), and `npm run size` can tell them apart.
        codeSplitting: {
          // A group holds its own modules only: the QuickJS glue's import() would otherwise pull Vite's
          // preload helper (used by every lazy chunk) into the sandbox's chunk, and load it at start-up.
          includeDependenciesRecursively: false,
          groups: [
            // uPlot is loaded on first use (src/ui/instruments/loadUplot.ts): its own chunk, not the start-up vendor one.
            { name: 'vendor-uplot', test: /[\\/]node_modules[\\/]uplot[\\/]/, priority: 3 },
            // lil-gui comes with the sidebar's tools, built when the sidebar first opens (src/ui/SidebarTools.ts).
            { name: 'vendor-lil-gui', test: /[\\/]node_modules[\\/]lil-gui[\\/]/, priority: 3 },
            // The challenges' editor loads when first used (src/ui/challenge/loadCodeEditor.ts): CodeMirror stays out
            // of start-up. (The QuickJS glue and its .wasm are in the sandbox's Worker, a bundle of its own.)
            { name: 'vendor-codemirror', test: /[\\/]node_modules[\\/](@codemirror|@lezer|@marijn|style-mod|w3c-keyname|crelt)[\\/]/, priority: 3 },
            { name: 'phaser', test: /[\\/]node_modules[\\/](phaser|eventemitter3)[\\/]|[\\/]src[\\/]game[\\/]phaser[\\/]/, priority: 2 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 1 },
            // Our modules that start-up needs, in one chunk: the small chunks they would otherwise be split into (modules
            // shared with lazy chunks) made 14 requests at start, more than the 6 connections a browser opens to a host,
            // so the last ones waited for the first to finish. Lazy chunks import what they share from this one. With their
            // dependencies: without, a lazy chunk (the gallery's) called a function of this chunk before it was defined.
            { name: 'app', test: /[\\/]src[\\/]/, tags: ['$initial'], priority: 0, includeDependenciesRecursively: true },
          ],
        },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.ts'],
    // Bundles the command-line tools the tests run most, once per run (tests/setup/toolBundles.ts).
    globalSetup: ['tests/setup/toolBundlesSetup.ts'],
    environment: 'node',
    // Tests assert behaviour, not speed: some run thousands of physics steps or spawn the CLI, and
    // beside four CPU hogs on 2 cores take three times as long as alone. A test's or a hook's
    // timeout only guards against a hang (tests/setup/hangGuard.ts); none sets a shorter one.
    testTimeout: HANG_GUARD_MS,
    hookTimeout: HANG_GUARD_MS,
    // Two test files at a time on a 2-core machine: many files wait on a spawned CLI process or a
    // compiler, so one worker left a core idle (measured: 257 s with one, 189 s with two).
    maxWorkers: 2,
    // The slowest files first (tests/setup/slowFirstSequencer.ts): none is dealt out last to run alone.
    sequence: { sequencer: SlowFirstSequencer },
    // The JSON report feeds the list of the slowest test files CI prints at its end (scripts/slowest-tests.ts).
    reporters: ['default', ['json', { outputFile: '.test-timings/vitest.json' }]],
  },
}));
