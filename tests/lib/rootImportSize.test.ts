/**
 * A root import costs what it uses: the library built as the pack builds it (vite.lib.config.ts,
 * the package.json scripts/libManifest.ts writes, with `"sideEffects": false`), then single imports
 * bundled by esbuild as a game's build would (minified, ES modules, for the browser, planck left
 * out as the peer it is). `import { wrapAngle } from 'pid-steering'` pulled zod and the whole
 * simulation in (103,605 B gzip) where `pid-steering/controllers` gave 364 B: each import from the
 * root must now be within 10% of the same import from its subpath. The test prints every size.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedManifest } from '../../scripts/libManifest';

const root = join(__dirname, '../..');

/**
 * The package's subpaths of the controllers, as package.json exports them: `controllers` and one per controller
 * (tests/lib/controllerExports.test.ts holds them to the registry).
 */
const CONTROLLER_SUBPATHS = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> }).exports,
)
  .filter((subpath) => /^\.\/controllers(\/|$)/.test(subpath))
  .map((subpath) => subpath.slice('./'.length));

/** One import and the subpaths that export it (besides the root). */
const IMPORTS: readonly { readonly name: string; readonly subpaths: readonly string[] }[] = [
  // Every controller's own module re-exports it.
  { name: 'wrapAngle', subpaths: CONTROLLER_SUBPATHS },
  { name: 'PidController', subpaths: ['controllers', 'controllers/pid'] },
  { name: 'TimeOptimalController', subpaths: ['controllers', 'controllers/time-optimal'] },
  { name: 'turnTorque', subpaths: ['controllers', 'controllers/turn-torque'] },
  { name: 'AttitudeController', subpaths: ['controllers3d'] },
];

describe('an import from the root of the packed library', () => {
  let project = '';

  beforeAll(() => {
    // A project with the library in node_modules/pid-steering, built as the pack builds it.
    project = mkdtempSync(join(tmpdir(), 'pid-steering-size-'));
    const pkg = join(project, 'node_modules', 'pid-steering');
    mkdirSync(pkg, { recursive: true });
    execFileSync(
      process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        'vite.lib.config.ts',
        '--logLevel',
        'error',
        '--outDir',
        join(pkg, 'dist-lib'),
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(pkg, 'package.json'), JSON.stringify(publishedManifest(manifest), null, 2));
  });
  afterAll(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  /** The gzipped size of `import { name } from specifier` bundled (re-exported, so it is kept). */
  async function gzipOf(name: string, specifier: string): Promise<number> {
    const result = await build({
      stdin: { contents: `export { ${name} } from '${specifier}';`, resolveDir: project, loader: 'js' },
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      external: ['planck'],
      // zod, a dependency of the package, from this repository's node_modules.
      nodePaths: [join(root, 'node_modules')],
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    expect(code).toContain(name === 'turnTorque' || name === 'wrapAngle' ? 'export' : 'update');
    return gzipSync(code, { level: 9 }).length;
  }

  it('is declared free of side effects in the packed package.json', () => {
    expect(JSON.parse(readFileSync(join(project, 'node_modules/pid-steering/package.json'), 'utf8')).sideEffects).toBe(false);
  });

  it.each(IMPORTS)('$name: from pid-steering, within 10% of the same import from each subpath', async ({ name, subpaths }) => {
    const fromRoot = await gzipOf(name, 'pid-steering');
    for (const subpath of subpaths) {
      const fromSubpath = await gzipOf(name, `pid-steering/${subpath}`);
      console.log(`${name}: from pid-steering ${fromRoot} B gzip, from pid-steering/${subpath} ${fromSubpath} B`);
      expect(fromRoot, `${name} from the root against pid-steering/${subpath}`).toBeLessThanOrEqual(1.1 * fromSubpath);
    }
  });
});
