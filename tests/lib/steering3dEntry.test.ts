/**
 * `pid-steering/steering3d` as a game bundles it: BodySteering3D with an engine's adapter and a
 * propulsion, and an attitude controller of `pid-steering/controllers3d` with one 2D law, bundled
 * and minified as a game's build would, import no engine, no planck and no zod; the test prints the
 * size. The bundle is made from the sources with esbuild (the entries the package exports are built
 * from them).
 */
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');

/** The minified bundle of `contents`, resolved from the repository. */
async function bundle(contents: string): Promise<string> {
  // The engines and the 2D library's dependencies stay imports: any that is reached shows in the bundle as an import.
  const external = ['three', '@dimforge/*', 'cannon-es', 'planck', 'zod'];
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    external,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('pid-steering/steering3d bundled alone', () => {
  it.each([
    ['rapierBody', 'BodySteering3D, rapierBody'],
    ['cannonBody', 'BodySteering3D, cannonBody, MissilePropulsion3D'],
  ])('BodySteering3D with %s and an attitude controller: no engine, no planck, no zod', async (_adapter, names) => {
    const code = await bundle(
      `export { ${names} } from './src/steering3d';\nexport { AttitudeController } from './src/controllers3d';\nexport { ` +
        `TimeOptimalController } from './src/sim/control/TimeOptimalController';`,
    );
    const gzipped = gzipSync(code, { level: 9 }).length;
    console.log(`${names} + AttitudeController + TimeOptimalController: ${code.length} B minified, ${gzipped} B gzip`);
    // Nothing left to import: the bundle is self-contained (no engine, no planck, no zod, all kept external).
    const imports = [...code.matchAll(/\bimport\s*[\w{*(]|\bfrom\s*["'][^"']+["']|\brequire\(/g)].map((match) => match[0]);
    expect(imports).toEqual([]);
    expect(code.length).toBeGreaterThan(1000);
  });
});
