/**
 * The ports read a memory's JSON text by one grammar, safely, in any locale: C++'s
 * ControllerMemory::from_json (C++14 and C++17, built under AddressSanitizer and UBSan), C#'s
 * TryParseJson and GDScript's PidSteeringMemoryJson.read read a PID's own saved memory, every
 * truncation of it, seeded random damage to it, edge cases (duplicate keys, escaped keys, leading
 * zeros, 1e400, trailing text, deep nesting), each cap and one past it (the text's 65,536
 * characters, 64 keys, a key's 64 characters, a number's 64, a list's 1000 numbers) and seeded
 * random numbers of up to 90 characters, and each gives the reference's verdict (JSON.parse, then
 * one object of finite numbers, booleans and lists, keys of letters, digits and underscores, within
 * the caps) and the same memory back, every number to the bit; C++ and C# write it back as
 * JavaScript's JSON.stringify does (-0 kept). Every port refuses a text for the same reason at the
 * same offset, naming the cap. Each runs again in German (de_DE.UTF-8 for C++ and Godot, de-DE for
 * C#), where a locale's decimal comma must change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PidController } from '../../src/sim/control/PidController';
import { sfc32 } from './conformanceCases';
import { numberOfHex } from './conformanceProtocol';
import { cppRun, csharpRun, gdscriptRun, readTexts, whyMissing, type PortRun } from './memoryTextPorts';
import { inCi, memoryTextKeepingNegativeZero, tempDir } from './toolchain';

/** The caps every port reads a memory text within (ports/README.md). */
const MAX_TEXT = 65_536;
const MAX_KEYS = 64;
const MAX_NUMBER = 64;

/** The reference's reading of a memory text: the memory, or null when refused. */
function referenceRead(text: string): Record<string, unknown> | null {
  // Keys are plain names: no escapes (a backslash anywhere is refused).
  if (text.includes('\\') || text.length > MAX_TEXT) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const finite = (item: unknown): boolean => typeof item === 'number' && Number.isFinite(item);
  for (const [key, item] of Object.entries(value)) {
    if (!/^[A-Za-z0-9_]{0,64}$/.test(key)) return null;
    if (typeof item === 'boolean' || finite(item)) continue;
    if (Array.isArray(item) && item.length <= 1000 && item.every(finite)) continue;
    return null;
  }
  // What is left of a text JSON.parse read and the checks kept: keys (the only strings), numbers,
  // true, false, punctuation and white space. Each key given counts; each number's characters count.
  const keys = text.match(/"[A-Za-z0-9_]*"/g) ?? [];
  if (keys.length > MAX_KEYS) return null;
  const numbers = text.replace(/"[A-Za-z0-9_]*"/g, '""').match(/-?[0-9][0-9.eE+-]*/g) ?? [];
  if (numbers.some((number) => number.length > MAX_NUMBER)) return null;
  return value as Record<string, unknown>;
}

/** `count` members "k0":0, "k1":1…, as an object's text. */
function keyedText(count: number): string {
  return `{${Array.from({ length: count }, (_, i) => `"k${i}":${i}`).join(',')}}`;
}

/** A PID's own memory after some steps (`steps`, with a window of `maxHistory`), as the game saves it. */
function savedPidMemory(maxHistory = 12, steps = 20): string {
  const pid = new PidController({ maxHistory, derivativeFilterTime: 0.05 });
  for (let i = 0; i < steps; i++)
    pid.update({
      headingError: Math.cos(i) * 0.8,
      angularVelocity: Math.sin(i),
      dt: 1 / 60,
      maxAngularAcceleration: 4 * Math.PI,
      inertia: 1,
    });
  return JSON.stringify(pid.saveState());
}

/** Texts one past a cap, and the refusal each port gives (after its own prefix). */
const CAP_REFUSALS: Readonly<Record<string, string>> = {
  [`{"sum":1}${' '.repeat(MAX_TEXT - 8)}`]: 'the text is longer than 65536 characters',
  // The issue's text: 40,000 keys in 430 KB.
  [keyedText(40_000)]: 'the text is longer than 65536 characters',
  [keyedText(MAX_KEYS + 1)]: `more than 64 keys, at offset ${keyedText(MAX_KEYS + 1).indexOf('"k64"')}`,
  [keyedText(1000)]: `more than 64 keys, at offset ${keyedText(1000).indexOf('"k64"')}`,
  [`{${Array.from({ length: MAX_KEYS + 1 }, () => '"a":1').join(', ')}}`]: `more than 64 keys, at offset ${64 * 7 + 1}`,
  [`{"${'k'.repeat(65)}":1}`]: 'a key longer than 64 characters, at offset 1',
  [`{"sum":0.${'1'.repeat(MAX_NUMBER - 1)}}`]: 'a number longer than 64 characters, at offset 7',
  [`{"sum":[1, -0.${'1'.repeat(MAX_NUMBER - 2)}]}`]: 'a number longer than 64 characters, at offset 11',
  [`{"errors":[${Array.from({ length: 1001 }, () => '0.5').join(',')}]}`]: `a list longer than 1000 numbers, at offset ${11 + 1000 * 4}`,
  '{"sum":1e400}': "a number beyond a double's range, at offset 7",
  '{"sum": -1.7976931348623159e308}': "a number beyond a double's range, at offset 8",
  '{"sum":01}': "not a controller memory's JSON at offset 8",
  '': "not a controller memory's JSON at offset 0",
  '{"a":1,}': "not a controller memory's JSON at offset 7",
};

/** The texts read: edge cases, every truncation of a saved memory, and seeded damage to it. */
function texts(): string[] {
  const saved = savedPidMemory();
  const cases = [
    saved,
    // A full window: 1000 errors, the most max_history keeps.
    savedPidMemory(1000, 1500),
    // The issue's text: read as [0, 2, -1] in a German C locale, before.
    '{"errors":[0.5,2.75,-1.25]}',
    '{}',
    ' { } ',
    '{"errors":[1e999]}',
    '{"sum":1e400}',
    '{"sum":-1e-400}',
    `{"sum":1${'0'.repeat(400)}}`,
    `{"sum":0.${'3'.repeat(100_000)}}`,
    '{"sum":01}',
    '{"sum":-0}',
    '{"sum":1.}',
    '{"sum":.5}',
    '{"sum":+1}',
    '{"sum":null}',
    '{"sum":"1"}',
    '{"fresh":true,"fresh":false}',
    '{"\\u0065rrors":[1]}',
    '{"errors":[1,2,]}',
    '{"errors":[[1]]}',
    `{"errors":[${Array.from({ length: 1000 }, () => '0.5').join(',')}]}`,
    `{"errors":[${Array.from({ length: 1001 }, () => '0.5').join(',')}]}`,
    `{"${'k'.repeat(64)}":1}`,
    `{"${'k'.repeat(65)}":1}`,
    '{"é":1}',
    '{}\u0000',
    '{"sum":1}x',
    '{"a":tru}',
    '{"a":truex}',
    '{"a":fals',
    '',
    '[1]',
    'null',
    // Duplicate keys: JSON.parse keeps the first place and the last value, whatever its kind.
    '{"errors":[1],"sum":2,"errors":[3,4]}',
    '{"fresh":true,"sum":1,"fresh":0.5}',
    '{"sum":1,"sum":1e400}',
    // Escapes, in a key or anywhere ('{"\\u0065rrors":[1]}' above).
    '{"sum\\"":1}',
    '{"s\\u0000um":1}',
    // Leading zeros and other numbers JSON has not.
    '{"sum":00}',
    '{"sum":-01.5}',
    '{"sum":0x10}',
    '{"sum":1e}',
    '{"sum":1e+}',
    '{"sum":-}',
    '{"sum":--1}',
    '{"sum":Infinity}',
    '{"sum":NaN}',
    '{"sum":0.1e1}',
    '{"sum":1E+2}',
    '{"sum":-0.0e-0}',
    // The edges of a double: the largest, the first beyond it, the smallest, half of it.
    '{"sum":1.7976931348623157e308}',
    '{"sum":1.7976931348623158e308}',
    '{"sum":1.7976931348623159e308}',
    '{"sum":-1e309}',
    '{"sum":5e-324}',
    '{"sum":2.4703282292062328e-324}',
    '{"sum":2.4703282292062327e-324}',
    '{"sum":2.2250738585072011e-308}',
    '{"sum":1e-99999999999}',
    '{"sum":1e99999999999}',
    '{"sum":0e99999999999}',
    // Ties and near-ties: 2^53 + 1 rounds to even, a digit far behind the tie rounds it up.
    '{"sum":9007199254740993}',
    `{"sum":9007199254740993.${'0'.repeat(40)}1}`,
    // The exact value of the double nearest 0.1, 57 characters.
    '{"sum":0.1000000000000000055511151231257827021181583404541015625}',
    `{"sum":123456789012345678901234567890${'0'.repeat(200)}}`,
    // Trailing text, a second object, a closing brace too many, white space JSON has not.
    '{"a":1} {"b":2}',
    '{"a":1}}',
    '{"a":1},',
    '\t{\n"sum" : 1 ,\r"b" :[ 1 , 2 ] }\n',
    '{"sum":1}\u00a0',
    '\u00a0{"sum":1}',
    // Deeply nested input.
    '['.repeat(100_000),
    `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    ...Object.keys(CAP_REFUSALS),
    // Each cap reached, not passed.
    `{"sum":1}${' '.repeat(MAX_TEXT - 9)}`,
    keyedText(MAX_KEYS),
    `{"sum":0.${'1'.repeat(MAX_NUMBER - 2)}}`,
    `{"sum":-0.${'1'.repeat(MAX_NUMBER - 3)}}`,
    `{"sum":1.5e-${'0'.repeat(MAX_NUMBER - 6)}7}`,
  ];
  const numbers = sfc32(67);
  for (let i = 0; i < 300; i++) {
    const digits = (count: number): string => Array.from({ length: count }, () => String(Math.floor(numbers() * 10))).join('');
    const whole = numbers() < 0.3 ? '0' : `${1 + Math.floor(numbers() * 9)}${digits(Math.floor(numbers() * 25))}`;
    const fraction = numbers() < 0.3 ? '' : `.${digits(1 + Math.floor(numbers() * (numbers() < 0.1 ? 60 : 25)))}`;
    const exponent = numbers() < 0.4 ? '' : `e${numbers() < 0.5 ? '-' : ''}${Math.floor(numbers() * 340)}`;
    cases.push(`{"sum":${numbers() < 0.3 ? '-' : ''}${whole}${fraction}${exponent}}`);
  }
  for (let length = 0; length < saved.length; length++) cases.push(saved.slice(0, length));
  const random = sfc32(66);
  for (let i = 0; i < 400; i++) {
    const chars = [...saved];
    for (let edits = 1 + Math.floor(random() * 3); edits > 0; edits--)
      chars[Math.floor(random() * chars.length)] = String.fromCharCode(Math.floor(random() * 256));
    cases.push(chars.join(''));
  }
  return [...new Set(cases)];
}

const all = texts();
const ports: readonly PortRun[] = [
  cppRun('2d', 'c++14', false),
  cppRun('2d', 'c++14', true),
  cppRun('2d', 'c++17', true),
  csharpRun('2d', false),
  csharpRun('2d', true),
  gdscriptRun('2d', false),
  gdscriptRun('2d', true),
];

/** A port's answer as a memory: the GDScript driver writes each number as the 16 hex digits of its bits. */
function memoryOf(line: string): Record<string, unknown> {
  const read = JSON.parse(line.slice(2)) as Record<string, unknown>;
  const bitsOf = (value: unknown): unknown => (typeof value === 'string' ? numberOfHex(value) : value);
  return Object.fromEntries(Object.entries(read).map(([key, value]) => [key, Array.isArray(value) ? value.map(bitsOf) : bitsOf(value)]));
}

/** Each port's refusals (the reason after its prefix, or null where it read the text), by language. */
const refusals = new Map<string, (string | null)[]>();

for (const port of ports) {
  const missing = whyMissing(port);
  const available = missing.length === 0;
  describe.skipIf(!available && !inCi)(
    `${port.language} reads memory texts by the reference's grammar${available ? '' : `: ${missing.join('; ')}`}`,
    () => {
      const temp = available ? tempDir('pid-steering-memory-text-') : null;
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
        `gives the reference's verdict and memory on each of ${all.length} texts (a saved PID memory, every truncation, 400 ` +
          `damaged copies, edge cases, the caps, 300 random numbers)`,
        () => {
          expect(lines).toHaveLength(all.length);
          const differences: string[] = [];
          all.forEach((text, i) => {
            const want = referenceRead(text);
            const line = lines[i] as string;
            // A Godot String cannot hold a byte 0: the GDScript driver says so, and the reference refuses each such text.
            if (line === 'nul' && text.includes('\u0000') && want === null) return;
            const got = line.startsWith('0 ') ? null : memoryOf(line);
            const same =
              want === null || got === null
                ? want === got
                : JSON.stringify(got) === JSON.stringify(want) &&
                  Object.entries(want).every(([key, value]) =>
                    Array.isArray(value)
                      ? value.every((item, j) => Object.is(item, (got[key] as unknown[])[j]))
                      : Object.is(value, got[key]),
                  );
            if (!same)
              differences.push(
                `${JSON.stringify(text.slice(0, 60))}: reference ${want === null ? 'refuses' : 'reads'}, port ${line.slice(0, 60)}`,
              );
          });
          expect(differences).toEqual([]);
          // The cases the issue names: 1e999 and the port's own memory.
          expect(lines[all.indexOf('{"errors":[1e999]}')]).toMatch(/^0 /);
          expect(lines[0]?.startsWith('1 ')).toBe(true);
        },
      );

      it('refuses with a message naming the cap a text passes, in its own prefix, and every refusal names an offset or a cap', () => {
        const wrong = Object.entries(CAP_REFUSALS)
          .map(([text, reason]) => [reason, lines[all.indexOf(text)] as string] as const)
          .filter(([reason, line]) => line !== `0 ${port.owner}${reason}`)
          .map(([reason, line]) => `${reason}: got ${line.slice(0, 120)}`);
        expect(wrong).toEqual([]);
        const unexplained = lines.filter(
          (line) =>
            line.startsWith('0') &&
            !new RegExp(`^0 ${port.owner.replace(/[.]/g, '\\.')}(.+ at offset \\d+|the text is longer than 65536 characters)$`).test(line),
        );
        expect(unexplained).toEqual([]);
      });

      if (port.writesJson) {
        it("writes each memory it read back as JavaScript's JSON.stringify writes it (-0 kept as -0), in its locale", () => {
          const differences: string[] = [];
          all.forEach((text, i) => {
            const want = referenceRead(text);
            // JavaScript lists a key like "12" before the others; the ports keep the text's order.
            if (want === null || Object.keys(want).some((key) => /^(0|[1-9][0-9]*)$/.test(key))) return;
            const line = lines[i] as string;
            if (line !== `1 ${memoryTextKeepingNegativeZero(want)}`)
              differences.push(
                `${JSON.stringify(text.slice(0, 60))}: ${line.slice(0, 80)}, JavaScript ` +
                  `${memoryTextKeepingNegativeZero(want).slice(0, 80)}`,
              );
          });
          expect(differences).toEqual([]);
        });
      }
    },
  );
}

describe.skipIf(ports.some((port) => port.toolchain.missing.length > 0 || port.missing !== '') && !inCi)(
  'every port refuses a memory text for the same reason',
  () => {
    it('gives the same refusal, at the same offset, as the other ports for each text (after its own prefix)', () => {
      expect([...refusals.keys()]).toEqual(ports.map((port) => port.language));
      const prefixOf = new Map(ports.map((port) => [port.language, port.owner]));
      const differences: string[] = [];
      all.forEach((text, i) => {
        const reasons = [...refusals.entries()].map(
          ([language, lines]) => [language, lines[i]?.replace(prefixOf.get(language) ?? '', '') ?? null] as const,
        );
        const first = reasons[0] as readonly [string, string | null];
        // A Godot String cannot hold a byte 0 (its driver says "nul").
        const differing = reasons.filter(
          ([language, reason]) => reason !== first[1] && !(language.startsWith('GDScript') && text.includes('\u0000')),
        );
        if (differing.length > 0)
          differences.push(
            `${JSON.stringify(text.slice(0, 60))}: ${first[0]} ${first[1]}; ` +
              `${differing.map(([language, reason]) => `${language} ${reason}`).join('; ')}`,
          );
      });
      expect(differences.slice(0, 10)).toEqual([]);
    });
  },
);
