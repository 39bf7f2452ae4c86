import { execFileSync } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { inject } from 'vitest';

const root = join(__dirname, '../..');

/** What `npm run pack:lib` printed when this run packed the library, and the tarball's copy. */
export interface PackedLibrary {
  /** Everything pack:lib printed on stdout; its last line is the tarball's path. */
  readonly output: string;
  /** The packed library: this run's copy of the tarball. */
  readonly tarball: string;
}

/**
 * The library packed by `npm run pack:lib`, once per Vitest run. Several test files install it, and
 * two packs at once wrote into the same dist-lib/ and dist-pack/ ("ENOENT … dist-pack/package/dist-lib"):
 * the first file to ask packs (holding a lock file in this run's directory), the others wait for
 * it and share its tarball. A failed pack fails every file that asks, with its message.
 */
export async function packedLibrary(): Promise<PackedLibrary> {
  const dir = join(inject('testRunDir'), 'pack');
  mkdirSync(dir, { recursive: true });
  const done = join(dir, 'done.json');
  const failed = join(dir, 'failed.txt');
  let lock: number | null = null;
  try {
    lock = openSync(join(dir, 'lock'), 'wx');
  } catch {
    // Another file packs: wait for it (a guard of 10 min against a hang).
    for (let waited = 0; !existsSync(done); waited += 200) {
      if (existsSync(failed))
        throw new Error(`npm run pack:lib failed in another test file:\n${readFileSync(failed, 'utf8')}`, { cause: 'the pack' });
      if (waited > 600_000) throw new Error('npm run pack:lib: another test file held the lock for 10 min');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return JSON.parse(readFileSync(done, 'utf8')) as PackedLibrary;
  }
  try {
    const output = execFileSync('npm', ['run', '--silent', 'pack:lib'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const packed = output.trim().split('\n').at(-1) ?? '';
    const tarball = join(dir, basename(packed));
    copyFileSync(packed, tarball);
    const result: PackedLibrary = { output, tarball };
    writeFileSync(done, JSON.stringify(result));
    return result;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    writeFileSync(failed, `${String(error)}\n${stderr}`);
    throw new Error(`npm run pack:lib failed:\n${stderr || String(error)}`, { cause: error });
  } finally {
    closeSync(lock);
  }
}
