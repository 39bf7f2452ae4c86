import { defineConfig } from 'vite';

/** Builds the library entry (src/index.ts) as one ES module; planck and zod stay dependencies. */
export default defineConfig({
  build: {
    outDir: 'dist-lib',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js' },
    rolldownOptions: { external: ['planck', 'zod'] },
  },
});
