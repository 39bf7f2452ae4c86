import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

/**
 * Every module package.json exports, as a build entry (`sim/control/PidController` →
 * `src/sim/control/PidController.ts`): an entry keeps all its exports (a per-controller module's
 * `wrapAngle` re-export too), where a module that is only imported keeps only what is used.
 */
function exportedEntries(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    exports: Record<string, string | { import?: string }>;
  };
  const entries: Record<string, string> = {};
  for (const target of Object.values(manifest.exports)) {
    const file = typeof target === 'string' ? undefined : target.import;
    const name = file?.match(/^\.\/dist-lib\/(.+)\.js$/)?.[1];
    if (name !== undefined) entries[name] = `src/${name}.ts`;
  }
  return entries;
}

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
    // Readable, with every name kept: a stack trace in a user's game names the class
    // (`new PidController`), and a user's own bundler minifies anyway (tests/lib/rootImportSize.test.ts).
    minify: false,
    sourcemap: true,
    lib: { entry: exportedEntries(), formats: ['es'] },
    rolldownOptions: {
      external: [/^planck(\/|$)/, /^zod(\/|$)/],
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
