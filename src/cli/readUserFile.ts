/**
 * Reads a file the user named on the command line, bounded before it is read: every tool reads its
 * input files through here (`sim`'s scenario, `challenge`'s controller, `size`'s build files).
 *
 * The file is opened without blocking (so a FIFO with no writer cannot hang the tool), and the
 * opened descriptor is checked: it must be a regular file (a directory, a FIFO, a character device
 * such as `/dev/zero`, a block device or a socket is refused) no larger than the limit. Then at most
 * limit + 1 bytes are read, so a file that grows while it is read is refused too, and memory never
 * exceeds the limit however large the file. Every refusal is one line (see commandLine.ts) naming
 * the file and the limit, exit status 2.
 */
import * as nodeFs from 'node:fs';
import { quoteForMessage } from '../sim/validation/oneLine';
import { decodeUtf8, notUtf8Message } from '../sim/validation/utf8Text';
import { refuse } from './commandLine';
import { fileKind } from './fileKind';

/** What a tool accepts: the largest file, bytes, and what the file is, for the refusal ("a scenario"). */
export interface FileLimit {
  /** Largest file read, bytes. */
  maxBytes: number;
  /** What the file is, with its article, as the refusal names it: "a scenario", "a controller". */
  what: string;
}

/** The file system calls the reader makes (Node's by default; a test hands in its own). */
export type FileSystemCalls = Pick<typeof nodeFs, 'openSync' | 'fstatSync' | 'readSync' | 'closeSync'>;

/** Longest file name quoted in a refusal, characters. */
const MAX_SHOWN_PATH = 200;

/** Open flags: read only; never wait for a FIFO's writer; never make a terminal ours. */
const OPEN_FLAGS = nodeFs.constants.O_RDONLY | (nodeFs.constants.O_NONBLOCK ?? 0) | (nodeFs.constants.O_NOCTTY ?? 0);

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}

/** The bytes of the file at `path`, or a refusal (see the module comment). */
export function readUserFileBytes(path: string, limit: FileLimit, fs: FileSystemCalls = nodeFs): Buffer {
  const shown = quoteForMessage(path, MAX_SHOWN_PATH);
  const rule = `${limit.what} must be a regular file of at most ${limit.maxBytes} bytes`;
  let descriptor: number;
  try {
    descriptor = fs.openSync(path, OPEN_FLAGS);
  } catch (error) {
    return refuse(`${shown}: cannot read (${errorCode(error)})`);
  }
  try {
    let stats: nodeFs.Stats;
    try {
      stats = fs.fstatSync(descriptor);
    } catch (error) {
      return refuse(`${shown}: cannot read (${errorCode(error)})`);
    }
    if (!stats.isFile()) return refuse(`${shown}: ${fileKind(stats)}; ${rule}`);
    if (stats.size > limit.maxBytes) return refuse(`${shown}: ${stats.size} bytes; ${rule}`);
    // One byte more than the size (or the limit): reading it means the file grew.
    let buffer = Buffer.allocUnsafe(Math.min(stats.size, limit.maxBytes) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > limit.maxBytes) break;
        const larger = Buffer.allocUnsafe(Math.min(2 * buffer.length, limit.maxBytes + 1));
        buffer.copy(larger, 0, 0, length);
        buffer = larger;
      }
      let read: number;
      try {
        read = fs.readSync(descriptor, buffer, length, buffer.length - length, null);
      } catch (error) {
        return refuse(`${shown}: cannot read (${errorCode(error)})`);
      }
      if (read === 0) break;
      length += read;
    }
    if (length > limit.maxBytes) return refuse(`${shown}: grew past ${limit.maxBytes} bytes while read; ${rule}`);
    return buffer.subarray(0, length);
  } finally {
    try {
      fs.closeSync(descriptor);
    } catch {
      // Closing a file only read cannot lose anything.
    }
  }
}

/**
 * The text (UTF-8) of the file at `path`, or a refusal (see the module comment). A byte order mark
 * at its start (an editor's "UTF-8 with BOM") is dropped: a scenario was refused as "Unexpected
 * token '\ufeff'", a character no one can see, and a controller's code would not compile. A file
 * that is not UTF-8 is refused, naming the first byte that is not (it was read as U+FFFD silently).
 */
export function readUserFile(path: string, limit: FileLimit, fs: FileSystemCalls = nodeFs): string {
  const bytes = readUserFileBytes(path, limit, fs);
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) return refuse(`${quoteForMessage(path, MAX_SHOWN_PATH)}: ${notUtf8Message(bytes, decoded.offset)}`);
  return decoded.text;
}
