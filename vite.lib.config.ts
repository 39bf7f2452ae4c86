import { defineConfig } from 'vite';

/**
 * Builds the library into dist-lib/ (`npm run build:lib`, and `npm run pack:lib` to pack it; see
 * scripts/pack-lib.ts). Two entries: src/index.ts (everything, planck-based simulation included)
 * and src/controllers.ts (the controllers alone, no dependency). Modules are preserved, one output
 * file per source file, so each controller is also a module of its own (`pid-steering/controllers/pid`
 * and so on in package.json's exports) and nothing the controllers import drags in planck or zod.
 * planck (a peer dependency) and zod (a dependency: the scenario parser) stay imports. No public/
 * folder: the game's favicon is not the library's.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist-lib',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    lib: { entry: { index: 'src/index.ts', controllers: 'src/controllers.ts' }, formats: ['es'] },
    rolldownOptions: {
      external: [/^planck(\/|$)/, /^zod(\/|$)/],
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
