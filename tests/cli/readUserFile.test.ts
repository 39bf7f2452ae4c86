import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../src/cli/commandLine';
import { readUserFile, type FileSystemCalls } from '../../src/cli/readUserFile';
import { MAX_SCENARIO_FILE_BYTES } from '../../src/sim/scenario/parseScenario';
import { refusalLine, runTool, writeTemp } from './runTool';

const LIMIT = { maxBytes: 1000, what: 'a scenario' };

/** Node's file calls, counting the bytes asked for and read. */
function countingFs(): FileSystemCalls & { requested: number; read: number } {
  const calls = {
    requested: 0,
    read: 0,
    openSync: fs.openSync,
    fstatSync: fs.fstatSync,
    closeSync: fs.closeSync,
    readSync: ((descriptor: number, buffer: Buffer, offset: number, length: number, position: null) => {
      calls.requested += length;
      const read = fs.readSync(descriptor, buffer, offset, length, position);
      calls.read += read;
      return read;
    }) as typeof fs.readSync,
  };
  return calls;
}

function refusalOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

const hasMkfifo = spawnSync('mkfifo', ['--version']).status === 0;

function newFifo(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'pid-fifo-')), 'scene.json');
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
  return path;
}

describe('reading a file the user named', () => {
  it('reads a regular file within the limit whole, as UTF-8', () => {
    const file = writeTemp('scene.json', '{"name":"é ✓"}');
    expect(readUserFile(file, LIMIT)).toBe('{"name":"é ✓"}');
    expect(readUserFile(writeTemp('exact.json', 'x'.repeat(1000)), LIMIT)).toHaveLength(1000);
  });

  it('refuses a file over the limit before reading a byte, naming the file and the limit', () => {
    const file = writeTemp('big.json', '');
    truncateSync(file, 1001);
    const calls = countingFs();
    expect(refusalOf(() => readUserFile(file, LIMIT, calls))).toMatch(
      /^".*big\.json": 1001 bytes; a scenario must be a regular file of at most 1000 bytes$/,
    );
    expect(calls.requested).toBe(0);
  });

  it('refuses a directory, a character device and a FIFO without reading them, and without waiting for a FIFO writer', () => {
    const directory = mkdtempSync(join(tmpdir(), 'pid-dir-'));
    expect(refusalOf(() => readUserFile(directory, LIMIT))).toMatch(
      /^".*": a directory; a scenario must be a regular file of at most 1000 bytes$/,
    );
    for (const device of ['/dev/zero', '/dev/urandom', '/dev/null'].filter((path) => fs.existsSync(path))) {
      const calls = countingFs();
      expect(refusalOf(() => readUserFile(device, LIMIT, calls))).toBe(
        `"${device}": a character device; a scenario must be a regular file of at most 1000 bytes`,
      );
      expect(calls.requested).toBe(0);
    }
    if (hasMkfifo)
      expect(refusalOf(() => readUserFile(newFifo(), LIMIT))).toMatch(
        /: a pipe \(FIFO\); a scenario must be a regular file of at most 1000 bytes$/,
      );
  });

  it('a file that grows while it is read is refused after reading at most limit + 1 bytes', () => {
    // fstat says 10 bytes; the reads never end (a file being appended to, a /proc file).
    const file = writeTemp('growing.json', '0123456789');
    let reads = 0;
    const growing: FileSystemCalls = {
      ...fs,
      readSync: ((_descriptor: number, buffer: Buffer, offset: number, length: number) => {
        reads += length;
        buffer.fill(0x20, offset, offset + length);
        return length;
      }) as typeof fs.readSync,
    };
    expect(refusalOf(() => readUserFile(file, LIMIT, growing))).toMatch(
      /^".*growing\.json": grew past 1000 bytes while read; a scenario must be a regular file of at most 1000 bytes$/,
    );
    expect(reads).toBe(1001);
  });

  it('a missing or unreadable file: "cannot read" with the system\'s code', () => {
    expect(refusalOf(() => readUserFile(join(tmpdir(), 'no-such-dir-pid', 'x.json'), LIMIT))).toMatch(/: cannot read \(ENOENT\)$/);
  });
});

describe('npm run sim reads its scenario bounded', () => {
  it.each([
    ['/dev/zero', /^"\/dev\/zero": a character device; a scenario must be a regular file of at most 33554432 bytes$/],
    ['/dev/urandom', /^"\/dev\/urandom": a character device; /],
  ])('%s is refused at once, not read until memory runs out', (device, message) => {
    if (!fs.existsSync(device)) return;
    expect(refusalLine(runTool('src/cli/sim.ts', [device], undefined, 30_000))).toMatch(message);
  });

  it('a FIFO is refused without waiting for a writer', () => {
    if (!hasMkfifo) return;
    expect(refusalLine(runTool('src/cli/sim.ts', [newFifo()], undefined, 30_000))).toMatch(
      /^".*scene\.json": a pipe \(FIFO\); a scenario must be a regular file of at most 33554432 bytes$/,
    );
  });

  it('a directory, and a file one byte over the documented limit (sparse: never read), are refused naming the limit', () => {
    const directory = mkdtempSync(join(tmpdir(), 'pid-dir-'));
    expect(refusalLine(runTool('src/cli/sim.ts', [directory]))).toMatch(
      /^".*": a directory; a scenario must be a regular file of at most 33554432 bytes$/,
    );
    const big = join(directory, 'big.json');
    writeFileSync(big, '');
    truncateSync(big, MAX_SCENARIO_FILE_BYTES + 1);
    expect(refusalLine(runTool('src/cli/sim.ts', [big], undefined, 30_000))).toMatch(
      /^".*big\.json": 33554433 bytes; a scenario must be a regular file of at most 33554432 bytes$/,
    );
  });
});

describe('a file that is not UTF-8', () => {
  it('is refused, naming the first byte that is not, where it was read with U+FFFD in place', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pid-steering-utf8-'));
    const path = join(dir, 'latin1.json');
    writeFileSync(path, Buffer.from([0x7b, 0x22, 0x63, 0x61, 0x66, 0xe9, 0x22, 0x7d]));
    expect(refusalOf(() => readUserFile(path, LIMIT))).toBe(
      `"${path}": is not UTF-8 text: byte 5 (0xe9) is not part of a UTF-8 character; save it as UTF-8`,
    );
    writeFileSync(path, Buffer.from('\ufeff{"café": "ünï ✓ 😀"}', 'utf8'));
    expect(readUserFile(path, LIMIT)).toBe('{"café": "ünï ✓ 😀"}');
  });
});
