import { build, type Plugin } from 'esbuild';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { BUNDLED_TOOLS, bundleName, root } from './toolBundles';

/**
 * `import.meta.url` in each source file reads that file's own URL, as it does under tsx, not the
 * bundle's. (Written as a string, as in an esbuild `define`, it is a name, not a use: left as it is.)
 */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, ({ path }) => ({
      contents: readFileSync(path, 'utf8').replace(/(?<!['"`])\bimport\.meta\.url\b(?!['"`])/g, JSON.stringify(pathToFileURL(path).href)),
      loader: 'ts',
    }));
  },
};

/**
 * Vitest's global set-up: makes this run's own directory under node_modules/.cache (where packages
 * resolve as from the repository), bundles the tools of BUNDLED_TOOLS (toolBundles.ts) into its
 * tools/, and removes it when the run ends. Each run builds its own, from the sources as they are
 * then. (tests/lib/packedLibrary.ts packs the library there, once per run.)
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'pid-steering-test-run-'));
  await Promise.all(
    BUNDLED_TOOLS.map((file) =>
      build({
        entryPoints: [join(root, file)],
        outfile: join(dir, 'tools', bundleName(file)),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        plugins: [ownImportMetaUrl],
        logLevel: 'error',
      }),
    ),
  );
  project.provide('testRunDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
