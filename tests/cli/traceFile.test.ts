import * as fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../src/cli/commandLine';
import { partialTracePath, TRACE_HEADER, TraceFile, type TraceFileCalls } from '../../src/cli/traceFile';
import type { MovingEntity } from '../../src/sim/entities/MovingEntity';

/** Enough of an entity for a trace row. */
const entity = (id: string, x: number) =>
  ({
    id,
    position: { x, y: 0 },
    angle: 0,
    angularVelocity: 0,
    commandedAngularAcceleration: 0,
    measureHeadingError: () => 0,
  }) as unknown as MovingEntity;

/** An error as Node's file calls throw it. */
function systemError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: failed`), { code });
}

/** Node's file calls, with `failing` replaced by a call that throws `code` once `afterBytes` were written. */
function failingFs(failing: keyof TraceFileCalls, code: string, afterBytes = 0): TraceFileCalls {
  if (failing !== 'writeSync') {
    const fail = () => {
      throw systemError(code);
    };
    return { ...fs, [failing]: fail } as TraceFileCalls;
  }
  let written = 0;
  const writeSync = ((descriptor: number, data: Buffer | string, offset?: number, length?: number) => {
    const bytes = typeof data === 'string' ? Buffer.byteLength(data) : (length ?? data.length);
    if (written + bytes > afterBytes) throw systemError(code);
    written += bytes;
    return typeof data === 'string' ? fs.writeSync(descriptor, data) : fs.writeSync(descriptor, data, offset, length);
  }) as typeof fs.writeSync;
  return { ...fs, writeSync };
}

/** Writes a trace of `steps` steps of 100 entities the way `npm run sim` does: abandoned on any failure. */
function traceRun(path: string, calls: TraceFileCalls, steps = 400): void {
  const entities = Array.from({ length: 100 }, (_, i) => entity(`e${i}`, -i - 0.5));
  const trace = new TraceFile(path, 'scene.json', calls);
  try {
    for (let step = 1; step <= steps; step++) trace.writeStep(step / 60, entities);
    trace.finish();
  } catch (error) {
    trace.abandon();
    throw error;
  }
}

function refusalOf(action: () => void): string {
  try {
    action();
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the trace file', () => {
  it.each([
    ['a disk that fills up in the middle of the run', 'writeSync', 'ENOSPC', 200_000],
    ['a file over the size limit', 'writeSync', 'EFBIG', 70_000],
    ['a write refused at once', 'writeSync', 'EIO', 0],
    ['a directory without write permission', 'openSync', 'EACCES', 0],
    ['a read-only file system', 'openSync', 'EROFS', 0],
    ['a destination that became a directory during the run', 'renameSync', 'EISDIR', 0],
    ['a close that reports a lost write (NFS)', 'closeSync', 'EDQUOT', 0],
  ] as const)('%s: one line naming --trace and the code, and no file left behind', (_what, failing, code, afterBytes) => {
    const directory = mkdtempSync(join(tmpdir(), 'pid-trace-'));
    const path = join(directory, 'out.csv');
    expect(refusalOf(() => traceRun(path, failingFs(failing, code, afterBytes)))).toBe(`--trace: "${path}": cannot write (${code})`);
    expect(readdirSync(directory)).toEqual([]);
  });

  it('writes the whole trace under its name when nothing fails, negative positions as numbers', () => {
    const directory = mkdtempSync(join(tmpdir(), 'pid-trace-'));
    const path = join(directory, 'out.csv');
    traceRun(path, fs, 3);
    expect(readdirSync(directory)).toEqual(['out.csv']);
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    expect(lines[0]).toBe(TRACE_HEADER);
    expect(lines).toHaveLength(1 + 300);
    expect(lines[1]).toBe(`${1 / 60},e0,-0.5,0,0,0,0,0`);
  });

  it('names its temporary file in at most 40 characters, whatever the destination’s name, in the same directory', () => {
    for (const name of ['a.csv', 'x'.repeat(255), 'é'.repeat(127)]) {
      const partial = partialTracePath(join('some', 'dir', name));
      expect(partial.startsWith(join('some', 'dir'))).toBe(true);
      expect(partial.slice(join('some', 'dir').length + 1).length).toBeLessThanOrEqual(40);
    }
  });

  // Issue 40, finding 3: `--trace` stat-ed through a symbolic link, wrote its file beside it and
  // renamed it over the link: run as root, `--trace /dev/stdout` replaced the system's
  // /dev/stdout link with a regular file. Only a new name or a regular file is written now; all
  // of this happens in a temporary directory of the test's own.
  describe('writes only a new file or over a regular file, never over a link or a device', () => {
    /** A temporary directory holding `victim.txt` and, as `out.csv`, whatever `make` puts there. */
    function destination(make: (path: string, directory: string) => void): { directory: string; path: string; victim: string } {
      const directory = mkdtempSync(join(tmpdir(), 'pid-trace-'));
      const victim = join(directory, 'victim.txt');
      writeFileSync(victim, 'keep me');
      const path = join(directory, 'out.csv');
      make(path, directory);
      return { directory, path, victim };
    }

    it.each([
      [
        'a link to a regular file',
        (path: string, directory: string) => symlinkSync(join(directory, 'victim.txt'), path),
        'a symbolic link',
      ],
      ['a link to nothing', (path: string) => symlinkSync('missing.csv', path), 'a symbolic link'],
      ['a link to a directory', (path: string, directory: string) => symlinkSync(directory, path), 'a symbolic link'],
      ['a directory', (path: string) => mkdirSync(path), 'a directory'],
      ['a FIFO', (path: string) => execFileSync('mkfifo', [path]), 'a pipe (FIFO)'],
    ] as const)('refuses %s in one line before the run, and leaves it as it was', (_what, make, kind) => {
      const { directory, path, victim } = destination(make);
      const before = readdirSync(directory).sort();
      const wasLink = lstatSync(path).isSymbolicLink();
      expect(refusalOf(() => traceRun(path, fs, 3))).toBe(
        `--trace: "${path}" is ${kind}; the trace writes a new file or replaces a regular file, never a link, a device or a directory`,
      );
      expect(readdirSync(directory).sort()).toEqual(before);
      expect(lstatSync(path).isSymbolicLink()).toBe(wasLink);
      expect(readFileSync(victim, 'utf8')).toBe('keep me');
    });

    it('refuses a device (as lstat reports one) without opening anything', () => {
      const { directory, path } = destination(() => undefined);
      const device = {
        isFile: () => false,
        isSymbolicLink: () => false,
        isDirectory: () => false,
        isFIFO: () => false,
        isCharacterDevice: () => true,
        isBlockDevice: () => false,
        isSocket: () => false,
      };
      const calls = { ...fs, lstatSync: () => device } as unknown as TraceFileCalls;
      expect(refusalOf(() => traceRun(path, calls, 3))).toMatch(/^--trace: ".*out\.csv" is a character device; /);
      expect(readdirSync(directory)).toEqual(['victim.txt']);
    });

    it('refuses to rename over a link that took the name during the run, and leaves the link and its target as they were', () => {
      const { directory, path, victim } = destination(() => undefined);
      const entities = [entity('e0', 1)];
      const trace = new TraceFile(path, 'scene.json', fs);
      trace.writeStep(1 / 60, entities);
      symlinkSync(victim, path);
      expect(
        refusalOf(() => {
          try {
            trace.finish();
          } catch (error) {
            trace.abandon();
            throw error;
          }
        }),
      ).toMatch(/ is a symbolic link; /);
      expect(readlinkSync(path)).toBe(victim);
      expect(readFileSync(victim, 'utf8')).toBe('keep me');
      expect(readdirSync(directory).sort()).toEqual(['out.csv', 'victim.txt']);
    });

    it('still replaces a regular file', () => {
      const { directory, path } = destination((target) => writeFileSync(target, 'old trace'));
      traceRun(path, fs, 1);
      expect(readFileSync(path, 'utf8').startsWith(TRACE_HEADER)).toBe(true);
      expect(lstatSync(path).isFile()).toBe(true);
      expect(readdirSync(directory).sort()).toEqual(['out.csv', 'victim.txt']);
    });
  });
});
