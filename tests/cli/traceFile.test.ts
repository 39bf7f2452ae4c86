import * as fs from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../src/cli/commandLine';
import { partialTracePath, TRACE_HEADER, TraceFile, type TraceFileCalls } from '../../src/cli/traceFile';
import type { MovingEntity } from '../../src/sim/entities/MovingEntity';

/** Enough of an entity for a trace row. */
const entity = (id: string, x: number) => ({ id, position: { x, y: 0 }, angle: 0, angularVelocity: 0, commandedAngularAcceleration: 0, measureHeadingError: () => 0 }) as unknown as MovingEntity;

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
});
