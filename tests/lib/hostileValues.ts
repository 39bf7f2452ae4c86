/**
 * What the hostile-argument tests share: the package's entries (read from package.json's `exports`,
 * so a new export is driven too), the hostile values generated, and the raw engine errors a refusal
 * of our own replaces.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';

const root = join(__dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, string | { import?: string }> };

/** Each entry's source module, as vite.lib.config.ts builds it. */
export const ENTRIES = Object.entries(manifest.exports).flatMap(([subpath, target]) => {
  const built = typeof target === 'string' ? undefined : target.import?.match(/^\.\/dist-lib\/(.+)\.js$/)?.[1];
  return built === undefined ? [] : [{ subpath, file: join(root, 'src', `${built}.ts`) }];
});

/** What an engine says when code reads what it was not given: the errors a refusal replaces. */
export const RAW = new RegExp(
  "Cannot read propert|is not a function|is not iterable|Cannot convert|Cannot use 'in'|is not a constructor|Cannot " +
    'destructure|undefined is not|null is not|Cannot set propert|Maximum call stack',
);

const trap = (): never => {
  throw new Error('a proxy that throws');
};
/** A marker the tests turn into a throwing proxy at the call (fast-check itself would trip on the proxy). */
export const PROXY = Symbol('a proxy that throws');
/** A proxy whose every read throws. */
export const throwingProxy = (): object =>
  new Proxy({}, { get: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap, getPrototypeOf: trap });

/** Hostile values: each kind the brief names. */
export const hostile = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    1e308,
    -1e308,
    5e-324,
    0,
    -1,
    true,
    '',
    '3',
    [],
    [1],
    {},
  ),
  fc.string({ maxLength: 5 }),
  fc.double(),
  fc.array(fc.oneof(fc.double(), fc.constant(null)), { maxLength: 3 }),
  fc.dictionary(
    fc.constantFrom('x', 'y', 'z', 'w', 'dt', 'type', 'kp', 'heading_error', 'headingError', 'moments', 'frame'),
    fc.oneof(fc.double(), fc.constant(null), fc.string({ maxLength: 2 })),
  ),
  // A marker, made a throwing proxy at the call (fast-check itself would trip on the proxy).
  fc.constant(PROXY),
  fc.constant(() => 1),
);

/** Whether `value` is a class (called with new). */
export const isClass = (value: Function): boolean => /^class[\s{]/.test(Function.prototype.toString.call(value));
