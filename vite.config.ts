/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
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
            // uPlot is loaded on first use (src/ui/loadUplot.ts): its own chunk, not the start-up vendor one.
            { name: 'vendor-uplot', test: /[\\/]node_modules[\\/]uplot[\\/]/, priority: 3 },
            // The challenges' editor and sandbox load when first used (src/ui/loadCodeEditor.ts, src/main.ts):
            // CodeMirror and the QuickJS glue (its .wasm is an asset beside them) stay out of start-up.
            { name: 'vendor-codemirror', test: /[\\/]node_modules[\\/](@codemirror|@lezer|style-mod|w3c-keyname|crelt)[\\/]/, priority: 3 },
            { name: 'vendor-quickjs', test: /[\\/]node_modules[\\/](quickjs-emscripten-core|@jitl)[\\/]/, priority: 3 },
            { name: 'phaser', test: /[\\/]node_modules[\\/]phaser[\\/]/, priority: 2 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // Tests assert behaviour, not speed: some run thousands of physics steps or spawn the CLI,
    // which on a busy 2-core machine can take far longer than Vitest's 5 s default.
    testTimeout: 60_000,
  },
});
