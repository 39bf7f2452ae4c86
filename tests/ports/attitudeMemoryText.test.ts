/**
 * The ports read an attitude controller's memory text, {"turn":{…},"axis":[…],"angle":…}, by one
 * grammar: C++'s AttitudeMemory::from_json (under AddressSanitizer and UBSan; C++17 in German too),
 * C#'s AttitudeMemory.TryParseJson (in de-DE too) and GDScript's PidSteeringAttitudeMemory.read take
 * the reference's own saves, every truncation of one, seeded damage to it, edge cases (the turn
 * missing, of the wrong kind, nested deeper; the axis and angle missing or of the wrong kind; keys
 * given twice, whose last value counts; members besides the three) and the caps counted over the
 * whole text (the turn's keys among the 64), and each gives the reference's verdict (JSON.parse, the
 * memory grammar one object deep, and the three members' kinds) and the same memory, every number to
 * the bit; every port refuses a text for the same reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PidController } from '../../src/sim/control/PidController';
import { TimeOptimalController } from '../../src/sim/control/TimeOptimalController';
import { AttitudeController } from '../../src/sim/control3d/AttitudeController';
import { sfc32 } from './conformanceCases';
import { numberOfHex } from './conformanceProtocol';
import { cppRun, csharpRun, gdscriptRun, readTexts, whyMissing, type PortRun } from './memoryTextPorts';
import { inCi, tempDir } from './toolchain';

const MAX_TEXT = 65_536;
const MAX_KEYS = 64;
const KEY = /^[A-Za-z0-9_]{0,64}$/;

/**
 * The reference's reading: JSON.parse, the memory grammar with objects one level deep, the caps, then turn, axis and angle of their kinds;
 * null when refused.
 */
function referenceRead(text: string): Record<string, unknown> | null {
  if (text.includes('\\') || text.length > MAX_TEXT) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const isObject = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item);
  const finite = (item: unknown): boolean => typeof item === 'number' && Number.isFinite(item);
  const plain = (item: unknown): boolean =>
    typeof item === 'boolean' || finite(item) || (Array.isArray(item) && item.length <= 1000 && item.every(finite));
  if (!isObject(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!KEY.test(key)) return null;
    if (plain(item)) continue;
    if (!isObject(item) || !Object.entries(item).every(([k, v]) => KEY.test(k) && plain(v))) return null;
  }
  if ((text.match(/"[A-Za-z0-9_]*"/g) ?? []).length > MAX_KEYS) return null;
  if ((text.replace(/"[A-Za-z0-9_]*"/g, '""').match(/-?[0-9][0-9.eE+-]*/g) ?? []).some((number) => number.length > 64)) return null;
  const { turn, axis, angle } = value;
  if (!isObject(turn) || !Array.isArray(axis) || axis.length !== 3 || typeof angle !== 'number') return null;
  return { turn, axis, angle };
}

/** An attitude controller's memory after some steps of a turn, as the game saves it. */
function saved(law: 'pid' | 'time-optimal', steps: number): string {
  const controller = new AttitudeController(
    law === 'pid' ? new PidController({ maxHistory: 9, derivativeFilterTime: 0.05 }) : new TimeOptimalController(),
  );
  const torque = { x: 0, y: 0, z: 0 };
  for (let i = 0; i < steps; i++) {
    controller.update(
      {
        orientation: { x: 0, y: Math.sin(i * 0.01), z: 0, w: Math.cos(i * 0.01) },
        desiredOrientation: { x: 0.6, y: 0, z: 0, w: 0.8 },
        angularVelocity: { x: 0.1 * i, y: -0.05, z: 0 },
        dt: 1 / 60,
        inertia: { moments: { x: 1, y: 2, z: 3 }, frame: { x: 0, y: 0, z: 0, w: 1 } },
        limit: { maxAngularAcceleration: 4 * Math.PI },
      },
      torque,
    );
  }
  return JSON.stringify(controller.saveState());
}

/** `count` members "k0":0, "k1":1…, as the inside of an object. */
const members = (count: number): string => Array.from({ length: count }, (_, i) => `"k${i}":${i}`).join(',');
const tail = ',"axis":[0,0,1],"angle":0}';

/** Texts one past a cap, and the refusal each port gives (after its own prefix). */
const CAP_REFUSALS: Readonly<Record<string, string>> = {
  [`{"turn":{${members(61)}}${tail}${' '.repeat(MAX_TEXT)}`]: 'the text is longer than 65536 characters',
  // "turn", 62 keys in it and "axis" make 64: "angle" is the 65th.
  [`{"turn":{${members(62)}}${tail}`]: `more than 64 keys, at offset ${`{"turn":{${members(62)}}${tail}`.indexOf('"angle"')}`,
  [`{"turn":{"${'k'.repeat(65)}":1}${tail}`]: 'a key longer than 64 characters, at offset 9',
  [`{"turn":{},"axis":[0,0,0.${'1'.repeat(63)}],"angle":0}`]: 'a number longer than 64 characters, at offset 23',
  [`{"turn":{"errors":[${Array.from({ length: 1001 }, () => '0').join(',')}]}${tail}`]:
    `a list longer than 1000 numbers, at ` + `offset ${19 + 1000 * 2}`,
  '{"turn":{"a":{}},"axis":[0,0,1],"angle":0}': "not a controller memory's JSON at offset 13",
  '{"axis":[0,0,1],"angle":0}': "turn must be an object, its 2D law's memory",
  '{"turn":{},"axis":[0,0],"angle":0}': 'axis must be a list of 3 finite numbers (a unit vector)',
  '{"turn":{},"axis":[0,0,1]}': 'angle must be a finite number (rad)',
};

function texts(): string[] {
  const pid = saved('pid', 25);
  const random = sfc32(75);
  const damaged = Array.from({ length: 300 }, () => {
    const at = Math.floor(random() * pid.length);
    const kind = random();
    const char = '{}[],:"0123456789.-eE tx'[Math.floor(random() * 24)] as string;
    return kind < 0.4
      ? pid.slice(0, at) + char + pid.slice(at + 1)
      : kind < 0.7
        ? pid.slice(0, at) + pid.slice(at + 1)
        : pid.slice(0, at) + char + pid.slice(at);
  });
  return [
    pid,
    saved('time-optimal', 40),
    saved('pid', 0),
    ...Array.from({ length: pid.length }, (_, i) => pid.slice(0, i)),
    ...damaged,
    '{"turn":{},"axis":[0,0,1],"angle":0}',
    ' { "turn" : { } , "axis" : [ 0 , 0 , 1 ] , "angle" : -0 } ',
    '{"angle":0.5,"axis":[0,-1,0],"turn":{"sum":1}}',
    '{"turn":1,"axis":[0,0,1],"angle":0}',
    '{"turn":[],"axis":[0,0,1],"angle":0}',
    '{"turn":{},"axis":[0,0,1,0],"angle":0}',
    '{"turn":{},"axis":[0,0,1],"angle":true}',
    '{"turn":{"errors":[1,2]},"turn":{},"axis":[0,0,1],"angle":0}',
    '{"turn":{},"turn":1,"axis":[0,0,1],"angle":0}',
    '{"turn":1,"turn":{"fresh":true},"axis":[0,0,1],"angle":0}',
    '{"turn":{},"axis":[0,0,1],"axis":{},"angle":0}',
    '{"turn":{},"axis":{},"axis":[0,0,1],"angle":0}',
    '{"turn":{},"axis":[0,0,1],"angle":{},"angle":2}',
    '{"turn":{},"axis":[0,0,1],"angle":0,"extra":{"x":1},"more":[1,2],"flag":true}',
    '{"turn":{},"axis":[0,0,1],"angle":0}x',
    '{"turn":{}}},"axis":[0,0,1],"angle":0}',
    '{"turn":{"\\u0065rrors":[1]},"axis":[0,0,1],"angle":0}',
    '{"turn":{"errors":[1e400]},"axis":[0,0,1],"angle":0}',
    '{"turn":{"sum":01},"axis":[0,0,1],"angle":0}',
    '[{"turn":{}}]',
    'null',
    '',
    `{"turn":{${members(61)}}${tail}`,
    ...Object.keys(CAP_REFUSALS),
  ];
}

const all = texts();
const ports: readonly PortRun[] = [
  cppRun('attitude', 'c++14', false),
  cppRun('attitude', 'c++17', true),
  csharpRun('attitude', false),
  csharpRun('attitude', true),
  gdscriptRun('attitude', false),
];

/** A port's answer as a memory: the GDScript driver writes each number as the 16 hex digits of its bits. */
function memoryOf(line: string): unknown {
  const bitsOf = (value: unknown): unknown =>
    typeof value === 'string'
      ? numberOfHex(value)
      : Array.isArray(value)
        ? value.map(bitsOf)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bitsOf(v)]))
          : value;
  return bitsOf(JSON.parse(line.slice(2)));
}

/** The same memory, every number to the bit (−0 is not 0), keys in the same order. */
function sameMemory(got: unknown, want: unknown): boolean {
  if (typeof want === 'number') return Object.is(got, want);
  if (Array.isArray(want)) return Array.isArray(got) && got.length === want.length && want.every((item, i) => sameMemory(got[i], item));
  if (typeof want === 'object' && want !== null) {
    if (typeof got !== 'object' || got === null || JSON.stringify(Object.keys(got)) !== JSON.stringify(Object.keys(want))) return false;
    return Object.entries(want).every(([key, value]) => sameMemory((got as Record<string, unknown>)[key], value));
  }
  return got === want;
}

const refusals = new Map<string, (string | null)[]>();

for (const port of ports) {
  const missing = whyMissing(port);
  const available = missing.length === 0;
  describe.skipIf(!available && !inCi)(
    `${port.language} reads attitude memory texts by the reference's grammar${available ? '' : `: ${missing.join('; ')}`}`,
    () => {
      const temp = available ? tempDir('pid-steering-attitude-text-') : null;
      let lines: string[] = [];
      beforeAll(() => {
        if (!temp) throw new Error(missing.join('; '));
        lines = readTexts(port, all, temp.dir);
        refusals.set(
          port.language,
          lines.map((line) => (line.startsWith('0 ') ? line.slice(2) : null)),
        );
      });
      afterAll(() => temp?.remove());

      it(
        `gives the reference's verdict and memory on each of ${all.length} texts (saves, every truncation, 300 damaged copies, ` +
          `edge cases, the caps)`,
        () => {
          expect(lines.length).toBe(all.length);
          const wrong = all.flatMap((text, i) => {
            const want = referenceRead(text);
            const line = lines[i] as string;
            if (want === null) return line.startsWith('0 ') ? [] : [`${JSON.stringify(text.slice(0, 80))}: read, the reference refuses it`];
            if (!line.startsWith('1 ')) return [`${JSON.stringify(text.slice(0, 80))}: refused (${line}), the reference reads it`];
            return sameMemory(memoryOf(line), want) ? [] : [`${JSON.stringify(text.slice(0, 80))}: ${line.slice(0, 120)}`];
          });
          expect(wrong.slice(0, 5)).toEqual([]);
          // Written back, a memory is JavaScript's JSON.stringify of it (-0 kept as -0) in any locale.
          if (port.writesJson) expect(lines[0]).toBe(`1 ${all[0]}`);
        },
      );

      it('refuses past each cap and for each missing member with the words the README gives, in its own prefix', () => {
        for (const [text, reason] of Object.entries(CAP_REFUSALS)) expect(lines[all.indexOf(text)]).toBe(`0 ${port.owner}${reason}`);
      });
    },
  );
}

describe.skipIf(ports.some((port) => port.toolchain.missing.length > 0 || port.missing !== '') && !inCi)(
  'every port refuses an attitude memory text for the same reason',
  () => {
    it('gives the same refusal as the other ports for each text (after its own prefix)', () => {
      const [first, ...others] = ports.map((port) =>
        (refusals.get(port.language) ?? []).map((refusal) => (refusal === null ? null : refusal.slice(port.owner.length))),
      );
      for (const other of others) expect(other).toEqual(first);
    });
  },
);
