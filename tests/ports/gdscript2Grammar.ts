/**
 * The GDScript 2.0 (Godot 4) syntax check: gdscript2Parse.py parses scripts with this project's
 * grammar of GDScript 2.0 (gdscript2.lark) through Lark, Debian's python3-lark. Godot 4 itself is
 * not installed here; this is as far as its scripts are checked (with gdscriptVersions.ts).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Toolchain } from './toolchain';

/** A Python that imports Lark: the one on the PATH, else Debian's, where apt-get installs python3-lark. */
const python = ['python3', '/usr/bin/python3'].find(
  (command) => spawnSync(command, ['-c', 'import lark'], { stdio: 'ignore' }).status === 0,
);

export function gdscript2Toolchain(): Toolchain {
  return {
    language: 'GDScript 2.0 grammar',
    missing: python === undefined ? ['Lark for Python 3 (Debian package python3-lark)'] : [],
    installer: 'bash scripts/install-compilers.sh',
  };
}

/** Parses each file; "ok FILE" or "error FILE: line L column C: …" for each, in order. */
export function parseGdscript2(files: readonly string[]): string[] {
  if (python === undefined) throw new Error('no Python with Lark');
  const result = spawnSync(python, [join(__dirname, 'gdscript2Parse.py'), ...files], { encoding: 'utf8' });
  if (result.error || (result.status !== 0 && result.status !== 1))
    throw new Error(`gdscript2Parse.py failed: ${result.stderr}${result.error?.message ?? ''}`);
  return result.stdout.split('\n').filter((line) => line !== '');
}
