/**
 * What one controller costs a game's bundle: `pid-steering/controllers` imported for a single controller, bundled from the
 * sources with esbuild, minified and gzipped as a game's build would, stays within 4.6 KB and pulls in neither planck nor zod.
 */
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const LIMIT_BYTES = 4.6 * 1024;
/** The README's quick start (the PID, turnTorque and wrapAngle): 5 KB, since every export refuses a non-number argument by name. */
const QUICK_START_LIMIT_BYTES = 5 * 1024;

/** The minified bundle of `import { name } from` the controllers entry, re-exported so it is kept. */
async function bundleOf(name: string): Promise<string> {
  const result = await build({
    stdin: { contents: `export { ${name} } from './src/controllers';`, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('one controller from pid-steering/controllers, bundled alone', () => {
  // The package README's quick start imports the PID, turnTorque and wrapAngle together.
  it.each(['TimeOptimalController', 'PidController', 'turnTorque', 'PidController, turnTorque, wrapAngle'])(
    "%s: at most 4.6 KB gzip (the quick start's three 5 KB), no planck, no zod",
    async (name) => {
      const code = await bundleOf(name);
      const gzipped = gzipSync(code, { level: 9 }).length;
      console.log(`${name}: ${code.length} B minified, ${gzipped} B gzip`);
      expect(code).toContain(name.startsWith('turnTorque') ? 'turnTorque' : 'update');
      expect(code).not.toMatch(/planck|zod/);
      expect(gzipped).toBeLessThanOrEqual(name.includes(',') ? QUICK_START_LIMIT_BYTES : LIMIT_BYTES);
      // The size the package's README and the guide give for it is this one (KB of 1,024 bytes, to
      // within 0.1: a few bytes more or less from a dependency's minifier must not fail the docs).
      if (name === 'PidController, turnTorque, wrapAngle') {
        for (const doc of ['lib/README.md', 'docs/use-in-your-game.md']) {
          const stated = /the PID with `turnTorque` and `wrapAngle` (\d+\.\d) KB/.exec(
            readFileSync(join(root, doc), 'utf8').replaceAll(/\s+/g, ' '),
          );
          expect(stated, `${doc} states the size`).not.toBeNull();
          expect(
            Math.abs(Number(stated?.[1]) - gzipped / 1024),
            `${doc} states ${stated?.[1]} KB; measured ${(gzipped / 1024).toFixed(2)} KB`,
          ).toBeLessThanOrEqual(0.1);
        }
      }
    },
  );
});
