import { defineConfig } from 'vite';

/**
 * Builds the library entry (src/index.ts) as one ES module into dist-lib/ (`npm run build:lib`, and
 * `npm run pack:lib` to pack it; see scripts/pack-lib.ts). planck (a peer dependency) and zod (a
 * dependency: the scenario parser) stay imports. No public/ folder: the game's favicon is not the
 * library's.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist-lib',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js' },
    rolldownOptions: { external: [/^planck(\/|$)/, /^zod(\/|$)/] },
  },
});
