/**
 * The committed Box2D crowd module (native/crowd/box2d-crowd.wasm) is what its source builds to,
 * byte for byte: the script rebuilds it into a temporary file and the two are compared. Needs
 * clang-14 and its wasm32 tools (scripts/install-compilers.sh); without them the test skips, except
 * in CI, where it fails.
 */
import { HANG_GUARD_MS } from '../../setup/hangGuard';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOX2D_CROWD_WASM_FILE } from '../../../src/cli/box2dCrowdFile';
import { hasCommand, inCi, repoRoot, tempDir } from '../../ports/toolchain';

const available = hasCommand('clang-14') && hasCommand('wasm-ld-14');

describe.skipIf(!available && !inCi)(
  `the Box2D crowd's WebAssembly${available ? '' : ': clang-14 missing (bash scripts/install-compilers.sh installs it)'}`,
  () => {
    it(
      'is what scripts/build-box2d-wasm.sh builds from native/, byte for byte',
      () => {
        const temp = tempDir('box2d-crowd-');
        try {
          const out = join(temp.dir, 'box2d-crowd.wasm');
          const build = spawnSync('bash', [join(repoRoot, 'scripts', 'build-box2d-wasm.sh'), '--out', out], {
            cwd: repoRoot,
            encoding: 'utf8',
          });
          expect(build.status, build.stderr).toBe(0);
          const rebuilt = readFileSync(out);
          const committed = readFileSync(BOX2D_CROWD_WASM_FILE);
          expect(rebuilt.length).toBe(committed.length);
          expect(rebuilt.equals(committed), 'rebuild and commit native/crowd/box2d-crowd.wasm (npm run build:box2d)').toBe(true);
        } finally {
          temp.remove();
        }
      },
      HANG_GUARD_MS,
    );
  },
);
