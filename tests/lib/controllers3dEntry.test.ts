/**
 * The 3D controllers' entry, `pid-steering/controllers3d`: what it exports (and the root with it),
 * and what one 3D controller costs a game's bundle: AttitudeController with the time-optimal law,
 * bundled, minified and gzipped from the sources as controllersBundleSize.test.ts bundles the 2D
 * ones, within 6 KB and without planck or zod. The test prints the size.
 */
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as entry3d from '../../src/controllers3d';
import * as rootEntry from '../../src/index';

const root = join(__dirname, '../..');
const LIMIT_BYTES = 6 * 1024;

/** The minified bundle of `contents` (an ES module importing the entries), everything it keeps re-exported. */
async function bundleOf(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('pid-steering/controllers3d', () => {
  it(
    'exports the attitude controller, its factory, the inertia and aiming helpers and the seed as published, and the root ' +
      'exports the same',
    () => {
      for (const name of [
        'AttitudeController',
        'createAttitudeController',
        'boxInertia',
        'inertiaFromMatrix',
        'faceDirection',
        'lookRotation',
        'torqueBudget',
        'publishedComputeTorque',
        'publishedStableTorquePd',
        'correctedComputeTorque',
        'correctedStableTorquePd',
      ]) {
        expect(typeof (entry3d as Record<string, unknown>)[name], name).toBe('function');
        expect((rootEntry as Record<string, unknown>)[name], `the root's ${name}`).toBe((entry3d as Record<string, unknown>)[name]);
      }
      const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
        exports: Record<string, { import?: string; types?: string }>;
      };
      expect(manifest.exports['./controllers3d']).toEqual({
        types: './dist-lib/types/controllers3d.d.ts',
        import: './dist-lib/controllers3d.js',
        default: './dist-lib/controllers3d.js',
      });
    },
  );

  it('one 3D controller (AttitudeController with the time-optimal law) bundled alone: at most 6 KB gzip, no planck, no zod', async () => {
    const code = await bundleOf(
      "export { AttitudeController } from './src/controllers3d';\nexport { TimeOptimalController } from './src/controllers';",
    );
    const gzipped = gzipSync(code, { level: 9 }).length;
    console.log(`AttitudeController + TimeOptimalController: ${code.length} B minified, ${gzipped} B gzip`);
    expect(code).toContain('update');
    expect(code).not.toMatch(/planck|zod/);
    expect(gzipped).toBeLessThanOrEqual(LIMIT_BYTES);
    // The size docs/controllers-3d.md gives for it is this one (KB of 1,024 bytes, to within 0.1).
    const stated = /one 3D controller with the time-optimal law costs (\d+\.\d) KB/.exec(
      readFileSync(join(root, 'docs/controllers-3d.md'), 'utf8').replaceAll(/\s+/g, ' '),
    );
    expect(stated, 'docs/controllers-3d.md states the size').not.toBeNull();
    expect(
      Math.abs(Number(stated?.[1]) - gzipped / 1024),
      `docs/controllers-3d.md states ${stated?.[1]} KB; measured ${(gzipped / 1024).toFixed(2)} KB`,
    ).toBeLessThanOrEqual(0.1);
  });
});
