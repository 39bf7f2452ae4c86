/**
 * `npm run sim -- <scenario.json> [--compact] [--trace out.csv]`: runs a scenario headless and prints
 * one JSON report on stdout. `--trace` also writes a CSV of every entity's state after every fixed
 * step (see {@link TRACE_HEADER}), streamed to disk as the run goes; the report is the same with or
 * without it. Bad input (unreadable file, invalid JSON, a missing, unknown or out-of-range field,
 * bodies that start piled on each other, a trace path that cannot be written) prints one line on
 * stderr naming the (first) field or flag at fault, nothing on stdout, and exits 2. A run that takes more than 2 s shows its progress on stderr when that is a
 * terminal.
 */
import { accessSync, closeSync, constants, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { MovingEntity } from '../sim/entities/MovingEntity';
import { parseScenario, refusalLine } from '../sim/scenario/parseScenario';
import { runScenario } from '../sim/scenario/runScenario';
import { csvText } from '../sim/csvText';
import { WorldFault } from '../sim/WorldFault';
import { quoteForMessage } from '../sim/validation/oneLine';
import { parseFlags, progressLine, refuse, runCommandLine } from './commandLine';

const USAGE = 'usage: npm run sim -- <scenario.json> [--compact] [--trace out.csv]';

/**
 * The trace's header: one row per entity per fixed step, after the step. Time (s); the entity's id;
 * its position (m), angle (rad, wrapped to (−π, π]) and angular velocity (rad/s, counter-clockwise
 * positive); the heading error the controller sees after the step (rad, as the game's scope shows
 * it); the angular acceleration commanded during the step after the motor clamp (rad/s²).
 */
export const TRACE_HEADER = 'time_s,entity,x_m,y_m,angle_rad,angular_velocity_rad_per_s,heading_error_rad,commanded_angular_acceleration_rad_per_s2';

/** Size of the trace's write buffer, bytes: rows are encoded into it and written when it is full. */
const TRACE_BUFFER_BYTES = 1 << 16;


/**
 * Streams the trace CSV: each row is encoded at once into one reused 64 KiB buffer, written to a
 * temporary file beside the destination whenever the buffer fills (so memory stays flat however long
 * the run, and each row's text dies young), and the file takes its name only once complete, so that
 * an interrupted run leaves no half-written trace under that name.
 */
class TraceFile {
  private readonly partialPath: string;
  private readonly descriptor: number;
  private readonly buffer = Buffer.allocUnsafe(TRACE_BUFFER_BYTES);
  private used = 0;
  /** Each entity's id as a CSV field followed by a comma, built once (index = file order). */
  private quotedIds: string[] | null = null;

  /** Opens the temporary file; refuses (naming --trace) when the destination cannot be written. */
  constructor(private readonly path: string, scenarioFile: string) {
    const shown = quoteForMessage(path, 200);
    if (path === '') refuse('--trace: needs a file path');
    if (resolve(path) === resolve(scenarioFile)) refuse(`--trace: ${shown} is the scenario file; choose another path`);
    let existing: ReturnType<typeof statSync> | undefined;
    try {
      existing = statSync(path);
    } catch {
      existing = undefined;
    }
    if (existing && !existing.isFile()) refuse(`--trace: ${shown} is not a regular file`);
    if (existing) {
      try {
        accessSync(path, constants.W_OK);
      } catch (error) {
        refuse(`--trace: ${shown}: cannot write (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
      }
    }
    this.partialPath = join(dirname(path), `.${basename(path)}.${process.pid}.partial`);
    try {
      this.descriptor = openSync(this.partialPath, 'wx');
    } catch (error) {
      refuse(`--trace: ${shown}: cannot write (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
    this.append(`${TRACE_HEADER}\n`);
  }

  /** Appends one row per entity for the state after the step that ended at `time` (s). */
  writeStep(time: number, entities: readonly MovingEntity[]): void {
    const ids = (this.quotedIds ??= entities.map((entity) => `${csvText(entity.id)},`));
    const timeField = `${time},`;
    for (let i = 0; i < entities.length; i++) {
      const entity = entities[i] as MovingEntity;
      const position = entity.position;
      this.append(`${timeField}${ids[i]}${position.x},${position.y},${entity.angle},${entity.angularVelocity},${entity.measureHeadingError()},${entity.commandedAngularAcceleration}\n`);
    }
  }

  /** Writes what is left and gives the file its name. */
  finish(): void {
    this.flush();
    closeSync(this.descriptor);
    renameSync(this.partialPath, this.path);
  }

  /** Closes and deletes the temporary file (after a failure). */
  abandon(): void {
    try {
      closeSync(this.descriptor);
    } catch {
      // already closed
    }
    try {
      unlinkSync(this.partialPath);
    } catch {
      // already gone
    }
  }

  /** Encodes `text` into the buffer, writing the buffer out first when it might not fit. */
  private append(text: string): void {
    // A UTF-16 code unit takes at most 3 bytes of UTF-8.
    if (this.used + 3 * text.length > TRACE_BUFFER_BYTES) {
      this.flush();
      if (3 * text.length > TRACE_BUFFER_BYTES) {
        writeSync(this.descriptor, text);
        return;
      }
    }
    this.used += this.buffer.write(text, this.used);
  }

  private flush(): void {
    let written = 0;
    while (written < this.used) written += writeSync(this.descriptor, this.buffer, written, this.used - written);
    this.used = 0;
  }
}

function main(argv: string[]): void {
  const { values, positionals } = parseFlags(argv, { compact: 'boolean', trace: 'string' }, true);
  if (positionals.length !== 1) refuse(`expected exactly one scenario file, got ${positionals.length} (${USAGE})`);
  const file = positionals[0] as string;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    refuse(`${quoteForMessage(file, 200)}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const result = parseScenario(text);
  if (!result.ok) refuse(refusalLine(result.errors));
  const trace = typeof values.trace === 'string' ? new TraceFile(values.trace, file) : null;
  const progress = progressLine('sim');
  let report: ReturnType<typeof runScenario>;
  try {
    report = runScenario(result.scenario, {
      onProgress: (done, steps) => progress.update(done, steps, 'steps'),
      ...(trace && { onStep: (time: number, entities: readonly MovingEntity[]) => trace.writeStep(time, entities) }),
    });
    trace?.finish();
  } catch (error) {
    trace?.abandon();
    // A world that cannot go on (a target or obstacle no longer finite: WorldFault.ts) refuses the scene in one line.
    if (error instanceof WorldFault) refuse(error.message);
    throw error;
  }
  progress.done();
  process.stdout.write(`${JSON.stringify(report, null, values.compact ? undefined : 2)}\n`);
}

runCommandLine(USAGE, main);
