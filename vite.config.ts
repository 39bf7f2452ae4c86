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
          groups: [
            // uPlot is loaded on first use (src/ui/loadUplot.ts): its own chunk, not the start-up vendor one.
            { name: 'vendor-uplot', test: /[\\/]node_modules[\\/]uplot[\\/]/, priority: 3 },
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
