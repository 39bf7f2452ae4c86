import { isAbsolute, join, relative } from 'node:path';
import { inject } from 'vitest';

/**
 * The command-line tools the tests run most, each bundled once per Vitest run (toolBundlesSetup.ts)
 * and run as plain Node: a run through tsx costs 1.2 s of CPU before the tool starts (it compiles
 * the sources on the way in), a bundle 0.3 s, and the CLI tests start a few hundred processes.
 * A bundle is the same code: esbuild, which tsx uses too, compiles the same sources; packages stay
 * outside the bundle, as under tsx; each file's `import.meta.url` stays its own source file's URL.
 * tests/cli/sim.test.ts still runs one tool through its npm script.
 */
export const BUNDLED_TOOLS = [
  'src/cli/sim.ts',
  'src/cli/challenge.ts',
  'src/cli/tune.ts',
  'src/cli/bench.ts',
  'src/cli/soak.ts',
  'scripts/bench-browser.ts',
  'scripts/bundle-size.ts',
  'scripts/crowd-flow.ts',
] as const;

/** The repository root. */
export const root = join(__dirname, '../..');
const tsxLoader = join(root, 'node_modules/tsx/dist/esm/index.mjs');

declare module 'vitest' {
  export interface ProvidedContext {
    /** This Vitest run's own directory (toolBundlesSetup.ts): its tool bundles, its packed library. */
    testRunDir: string;
  }
}

/** The bundle's file name for a tool's source path: `src/cli/sim.ts` -> `src-cli-sim.mjs`. */
export function bundleName(file: string): string {
  return `${file.replace(/\.ts$/, '').replace(/[\\/]/g, '-')}.mjs`;
}

/**
 * What to give Node before a tool's own arguments to run `file` (a path from the repository root,
 * or absolute): its bundle when it is one of BUNDLED_TOOLS, else the source through tsx's loader.
 */
export function toolEntry(file: string): string[] {
  const path = (isAbsolute(file) ? relative(root, file) : file).split('\\').join('/');
  if ((BUNDLED_TOOLS as readonly string[]).includes(path)) return [join(inject('testRunDir'), 'tools', bundleName(path))];
  return ['--import', tsxLoader, join(root, path)];
}
