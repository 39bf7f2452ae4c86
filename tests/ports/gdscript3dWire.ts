/**
 * The 3D conformance lines (tests/ports/conformance3dProtocol.ts) as the GDScript driver
 * (tests/ports/drivers/conformance3d.gd) reads them, and its answers back: a stream of
 * little-endian doubles, which Godot 3's File reads exactly and fast (as gdscriptWire.ts does in 2D).
 *
 *   n3: 1, law index, gyroscopic, hysteresis, damping, n, (key index, value) × n
 *   nc: 2, gyroscopic, hysteresis, damping        ns: 3, frequency, damping ratio, gyroscopic, hysteresis, damping
 *   a: 4, 29 numbers    e: 5, 28 numbers    r: 6    s: 7    l: 8, n, the JSON text's n character codes
 *   fd 9, lr 10, im 11, bi 12, si 13, ri 14, ti 15, ia 16, tb 17: the op, then the line's numbers    h: 18
 *
 * Answers, tagged: 0 numbers (n, then n numbers); 1 a memory (the turn's as gdscriptWire.ts writes a
 * memory, then axis 3 and angle); 2 restored (1 or 0); 3 refused (n, the field's n character codes).
 */
import type { ControllerMemory } from '../../src/sim/control/controllerMemory';
import { comparableField, type PortAnswer3d } from './conformance3dCompare';
import { numberOfHex, PORTED_TYPES, type PortedType } from './conformanceProtocol';
import { WIRE_KEYS } from './gdscriptWire';

const OPS: Readonly<Record<string, number>> = {
  n3: 1,
  nc: 2,
  ns: 3,
  a: 4,
  e: 5,
  r: 6,
  s: 7,
  l: 8,
  fd: 9,
  lr: 10,
  im: 11,
  bi: 12,
  si: 13,
  ri: 14,
  ti: 15,
  ia: 16,
  tb: 17,
  h: 18,
};

function keyIndex(key: string): number {
  const index = (WIRE_KEYS as readonly string[]).indexOf(key);
  if (index < 0) throw new Error(`no wire index for key ${key}`);
  return index;
}

/** The 3D lines as the GDScript driver's binary input. */
export function encodeForGdscript3d(lines: readonly string[]): Buffer {
  const values: number[] = [];
  for (const line of lines) {
    const [op = '', ...rest] = line.split(' ');
    const code = OPS[op];
    if (code === undefined) throw new Error(`unknown line ${line.slice(0, 80)}`);
    values.push(code);
    if (op === 'n3') {
      const [law = '', gyroscopic = '', hysteresis = '', damping = '', ...pairs] = rest;
      values.push(
        PORTED_TYPES.indexOf(law as PortedType),
        numberOfHex(gyroscopic),
        numberOfHex(hysteresis),
        numberOfHex(damping),
        pairs.length / 2,
      );
      for (let i = 0; i < pairs.length; i += 2) values.push(keyIndex(pairs[i] as string), numberOfHex(pairs[i + 1] as string));
    } else if (op === 'l') {
      const text = line.slice(2);
      values.push(text.length, ...Array.from(text, (char) => char.charCodeAt(0)));
    } else {
      values.push(...rest.map(numberOfHex));
    }
  }
  return Buffer.from(Float64Array.from(values).buffer);
}

/** The GDScript driver's tagged answers. */
export function decodeGdscript3d(bytes: Buffer): PortAnswer3d[] {
  const values = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8);
  let at = 0;
  const next = (): number => {
    if (at >= values.length) throw new Error('the GDScript driver stopped in the middle of an answer');
    return values[at++] as number;
  };
  const answers: PortAnswer3d[] = [];
  while (at < values.length) {
    const tag = next();
    if (tag === 0) answers.push({ kind: 'numbers', values: Array.from({ length: next() }, next) });
    else if (tag === 1) {
      const turn: Record<string, number | boolean | number[]> = {};
      const entries = next();
      for (let i = 0; i < entries; i++) {
        const key = WIRE_KEYS[next()] as string;
        const kind = next();
        turn[key] = kind === 0 ? next() : kind === 1 ? next() === 1 : Array.from({ length: next() }, next);
      }
      answers.push({ kind: 'memory', memory: { turn: turn as ControllerMemory, axis: [next(), next(), next()], angle: next() } });
    } else if (tag === 2) answers.push({ kind: 'restored', value: next() === 1 });
    else if (tag === 3)
      answers.push({ kind: 'refused', field: comparableField(String.fromCharCode(...Array.from({ length: next() }, next))) });
    else throw new Error(`unknown answer tag ${tag}`);
  }
  return answers;
}
