/**
 * The trace CSV of `npm run sim -- FILE --trace out.csv`: one row per entity per fixed step,
 * streamed to a temporary file beside the destination and renamed to it once complete. Every
 * failure to write it (a missing directory, a full disk, no permission, a read-only file system, a
 * destination that became a directory) is a one-line refusal naming `--trace` and the system's code
 * (exit status 2, see commandLine.ts), and the temporary file is removed: no partial trace is left
 * under either name.
 *
 * The trace writes a new file or replaces a regular file, nothing else: a destination that is a
 * symbolic link (even one to a regular file), a device, a directory, a FIFO or a socket is refused
 * in one line before the run, and looked at again (without following a link) just before the
 * rename, since a rename replaces whatever has the name: `--trace /dev/stdout`, run as root, used
 * to replace the system's `/dev/stdout` link with a 138 KB file.
 */
import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { MovingEntity } from '../sim/entities/MovingEntity';
import { csvText } from '../sim/csvText';
import { quoteForMessage } from '../sim/validation/oneLine';
import { refuse } from './commandLine';
import { fileKind } from './fileKind';

/**
 * The trace's header: one row per entity per fixed step, after the step. Time (s); the entity's id;
 * its position (m), angle (rad, wrapped to (−π, π]) and angular velocity (rad/s, counter-clockwise
 * positive); the heading error the controller sees after the step (rad, as the game's scope shows
 * it); the angular acceleration commanded during the step after the motor clamp (rad/s²).
 */
export const TRACE_HEADER =
  'time_s,entity,x_m,y_m,angle_rad,angular_velocity_rad_per_s,heading_error_rad,commanded_angular_acceleration_rad_per_s2';

/** Size of the trace's write buffer, bytes: rows are encoded into it and written when it is full. */
const TRACE_BUFFER_BYTES = 1 << 16;

/** The file system calls the trace makes (Node's by default; a test hands in failing ones). */
export type TraceFileCalls = Pick<
  typeof nodeFs,
  'lstatSync' | 'accessSync' | 'openSync' | 'writeSync' | 'closeSync' | 'renameSync' | 'unlinkSync'
>;

/**
 * The temporary file's name, in the destination's directory: `.sim-trace-<pid>-<8 hex>.partial`, at
 * most 40 characters whatever the destination's name, so any name the directory accepts (up to 255
 * bytes on most file systems) can be traced (a name built from the destination's was longer than it,
 * and refused for a valid 254-character one).
 */
export function partialTracePath(path: string): string {
  return join(dirname(path), `.sim-trace-${process.pid}-${randomBytes(4).toString('hex')}.partial`);
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}

/**
 * Streams the trace CSV: each row is encoded at once into one reused 64 KiB buffer, written to the
 * temporary file whenever the buffer fills (so memory stays flat however long the run, and each
 * row's text dies young), and the file takes its name only once complete, so that an interrupted
 * run leaves no half-written trace under that name.
 */
export class TraceFile {
  private readonly shown: string;
  private readonly partialPath: string;
  private readonly descriptor: number;
  private open = true;
  private readonly buffer = Buffer.allocUnsafe(TRACE_BUFFER_BYTES);
  private used = 0;
  /** Each entity's id as a CSV field followed by a comma, built once (index = file order). */
  private quotedIds: string[] | null = null;

  /** Opens the temporary file; refuses (naming --trace) when the destination cannot be written. */
  constructor(
    private readonly path: string,
    scenarioFile: string,
    private readonly fs: TraceFileCalls = nodeFs,
  ) {
    this.shown = quoteForMessage(path, 200);
    if (path === '') refuse('--trace: needs a file path');
    if (resolve(path) === resolve(scenarioFile)) refuse(`--trace: ${this.shown} is the scenario file; choose another path`);
    const existing = this.refuseAnyButRegularFile();
    if (existing) this.attempt(() => fs.accessSync(path, nodeFs.constants.W_OK));
    this.partialPath = partialTracePath(path);
    this.descriptor = this.attempt(() => fs.openSync(this.partialPath, 'wx'));
    this.append(`${TRACE_HEADER}\n`);
  }

  /** Appends one row per entity for the state after the step that ended at `time` (s). */
  writeStep(time: number, entities: readonly MovingEntity[]): void {
    const ids = (this.quotedIds ??= entities.map((entity) => `${csvText(entity.id)},`));
    const timeField = `${time},`;
    for (let i = 0; i < entities.length; i++) {
      const entity = entities[i] as MovingEntity;
      const position = entity.position;
      this.append(
        `${timeField}${ids[i]}${position.x},${position.y},${entity.angle},${entity.angularVelocity},` +
          `${entity.measureHeadingError()},${entity.commandedAngularAcceleration}\n`,
      );
    }
  }

  /** Writes what is left and gives the file its name (refused if the name now holds anything but a regular file). */
  finish(): void {
    this.flush();
    this.open = false;
    this.attempt(() => this.fs.closeSync(this.descriptor));
    this.refuseAnyButRegularFile();
    this.attempt(() => this.fs.renameSync(this.partialPath, this.path));
  }

  /**
   * Whether the destination exists (as a regular file); refuses when it is anything else. Looks at
   * the name itself (`lstat`): a link is refused, never followed.
   */
  private refuseAnyButRegularFile(): boolean {
    let existing: nodeFs.Stats | undefined;
    try {
      existing = this.fs.lstatSync(this.path);
    } catch (error) {
      if (codeOf(error) === 'ENOENT') return false;
      return refuse(`--trace: ${this.shown}: cannot write (${codeOf(error)})`);
    }
    if (existing.isFile()) return true;
    return refuse(
      `--trace: ${this.shown} is ${fileKind(existing)}; the trace writes a new file or replaces a regular file, never a link, a ` +
        `device or a directory`,
    );
  }

  /** Closes and deletes the temporary file (after a failure, ours or the run's). */
  abandon(): void {
    if (this.open) {
      this.open = false;
      try {
        this.fs.closeSync(this.descriptor);
      } catch {
        // The file is deleted next: what it would have flushed does not matter.
      }
    }
    try {
      this.fs.unlinkSync(this.partialPath);
    } catch {
      // already gone
    }
  }

  /** Runs a file system call; its failure becomes the one-line refusal. */
  private attempt<T>(call: () => T): T {
    try {
      return call();
    } catch (error) {
      return refuse(`--trace: ${this.shown}: cannot write (${codeOf(error)})`);
    }
  }

  /** Encodes `text` into the buffer, writing the buffer out first when it might not fit. */
  private append(text: string): void {
    // A UTF-16 code unit takes at most 3 bytes of UTF-8.
    if (this.used + 3 * text.length > TRACE_BUFFER_BYTES) {
      this.flush();
      if (3 * text.length > TRACE_BUFFER_BYTES) {
        this.attempt(() => this.fs.writeSync(this.descriptor, text));
        return;
      }
    }
    this.used += this.buffer.write(text, this.used);
  }

  private flush(): void {
    let written = 0;
    while (written < this.used)
      written += this.attempt(() => this.fs.writeSync(this.descriptor, this.buffer, written, this.used - written));
    this.used = 0;
  }
}
