/**
 * The conformance lines (tests/ports/conformanceProtocol.ts) as the GDScript driver reads them, and
 * its answers back. Godot 3 has no exact text-to-double conversion and parses hex slowly, so the
 * driver reads and writes binary: a stream of little-endian doubles, which Godot's File reads
 * exactly (get_double) and fast.
 *
 *   new: 1, type index, n, (key index, value) × n       cfg: 2, n, (key index, value) × n
 *   u: 3, 7 inputs    g: 4, 7 inputs    h: 5, 7 inputs, previous    r: 6    s: 7
 *   l: 8, then a memory: n, then per entry key index, kind (0 number, 1 boolean, 2 list) and the
 *      number, the boolean as 0/1, or the list's length and its numbers
 *
 * It answers with doubles too: u two, g one, s a memory as above, l 1 or 0.
 */
import type { ControllerMemory } from '../../src/sim/control/controllerMemory';
import type { Expected } from './conformanceCases';
import { numberOfHex, PORTED_TYPES, type PortedType } from './conformanceProtocol';
import type { OutputLine } from './toolchain';

/** Every setting and memory key, by index (the driver, tests/ports/drivers/conformance.gd, has the same list). */
export const WIRE_KEYS = [
  'kp',
  'ki',
  'kd',
  'kPlant',
  'maxHistory',
  'integral',
  'outputLimit',
  'antiWindup',
  'derivativeOn',
  'derivativeFilterTime',
  'scaleWithTurnRate',
  'brakingCurve',
  'naturalFrequency',
  'dampingRatio',
  'asPublishedDt',
  'p',
  'i',
  'd',
  'gain',
  'errors',
  'runningIntegral',
  'filteredRate',
  'hasFilteredRate',
  'lastOutput',
  'sum',
  'lastError',
  'previousError',
  'integralError',
  'fresh',
] as const;

const OPS: Record<string, number> = { new: 1, cfg: 2, u: 3, g: 4, h: 5, r: 6, s: 7, l: 8 };

function keyIndex(key: string): number {
  const index = (WIRE_KEYS as readonly string[]).indexOf(key);
  if (index < 0) throw new Error(`no wire index for key ${key}`);
  return index;
}

function memoryValues(memory: Readonly<Record<string, unknown>>): number[] {
  const entries = Object.entries(memory);
  return [
    entries.length,
    ...entries.flatMap(([key, value]) => {
      if (typeof value === 'number') return [keyIndex(key), 0, value];
      if (typeof value === 'boolean') return [keyIndex(key), 1, value ? 1 : 0];
      if (Array.isArray(value) && value.every((item) => typeof item === 'number'))
        return [keyIndex(key), 2, value.length, ...(value as number[])];
      throw new Error(`memory value of ${key} is neither a number, a boolean nor a list of numbers`);
    }),
  ];
}

/** The conformance lines as the GDScript driver's binary input. */
export function encodeForGdscript(lines: readonly string[]): Buffer {
  const values: number[] = [];
  for (const line of lines) {
    const [op = '', ...rest] = line.split(' ');
    const code = OPS[op];
    if (code === undefined) throw new Error(`unknown line ${line}`);
    values.push(code);
    if (op === 'new' || op === 'cfg') {
      const pairs = op === 'new' ? rest.slice(1) : rest;
      if (op === 'new') values.push(PORTED_TYPES.indexOf(rest[0] as PortedType));
      values.push(pairs.length / 2);
      for (let i = 0; i < pairs.length; i += 2) values.push(keyIndex(pairs[i] as string), numberOfHex(pairs[i + 1] as string));
    } else if (op === 'l') {
      values.push(...memoryValues(JSON.parse(line.slice(2)) as Record<string, unknown>));
    } else {
      values.push(...rest.map(numberOfHex));
    }
  }
  return Buffer.from(Float64Array.from(values).buffer);
}

/** The GDScript driver's binary answers, read in the shape of the reference's outputs. */
export function decodeGdscriptOutput(bytes: Buffer, expected: readonly Expected[]): OutputLine[] {
  const values = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8);
  let at = 0;
  const next = (): number => {
    if (at >= values.length) throw new Error(`the GDScript driver wrote ${values.length} numbers, fewer than the reference's outputs need`);
    return values[at++] as number;
  };
  const lines = expected.map((want): OutputLine => {
    if (want.kind === 'numbers') return { kind: 'numbers', values: want.values.map(() => next()) };
    if (want.kind === 'restored') return { kind: 'restored', value: next() === 1 };
    const memory: Record<string, number | boolean | number[]> = {};
    const entries = next();
    for (let i = 0; i < entries; i++) {
      const key = WIRE_KEYS[next()] as string;
      const kind = next();
      memory[key] = kind === 0 ? next() : kind === 1 ? next() === 1 : Array.from({ length: next() }, next);
    }
    return { kind: 'memory', memory: memory as ControllerMemory };
  });
  if (at !== values.length) throw new Error(`the GDScript driver wrote ${values.length - at} numbers more than the reference's outputs`);
  return lines;
}
