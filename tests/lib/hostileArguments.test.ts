/**
 * Every function and class every package entry exports (read from package.json's `exports`, so a
 * new export is driven too), called with generated hostile arguments (null, undefined, strings,
 * arrays, NaN, ±Infinity, huge numbers, objects with missing or misspelled fields, proxies that
 * throw, functions): it answers or refuses with an Error of its own, never a raw engine TypeError
 * ("Cannot read properties of", "is not a function", "Cannot convert object to primitive value").
 * Fixed seed. The instances' methods are driven by hostileMethods.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTRIES, hostile, isClass, PROXY, RAW, throwingProxy } from './hostileValues';

describe('every export refuses hostile arguments by name, never with a raw TypeError', async () => {
  const callables = new Map<Function, string>();
  for (const { subpath, file } of ENTRIES) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (typeof value === 'function' && !callables.has(value)) callables.set(value, `${subpath} ${name}`);
  }

  it('finds the entries and their exports', () => {
    expect(ENTRIES.map((entry) => entry.subpath)).toEqual(
      expect.arrayContaining(['.', './controllers', './controllers3d', './steering3d', './controllers/pid']),
    );
    expect(callables.size).toBeGreaterThan(80);
  });

  it.each([...callables].map(([fn, label]) => ({ fn, label })))('$label', ({ fn, label }) => {
    const arity = Math.max(2, fn.length);
    const run = fc.check(
      fc.property(fc.array(hostile, { minLength: arity, maxLength: arity }), (generated) => {
        const args = generated.map((value) => (value === PROXY ? throwingProxy() : value));
        try {
          const made: unknown = isClass(fn)
            ? new (fn as new (...a: unknown[]) => unknown)(...args)
            : (fn as (...a: unknown[]) => unknown)(...args);
          expect(made).not.toBe(PROXY);
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
          expect((error as Error).message).not.toMatch(RAW);
        }
      }),
      { seed: 75, numRuns: 60 },
    );
    expect(
      run.failed,
      `${label}: ${String(run.counterexample?.[0] ? JSON.stringify(run.counterexample[0]) : '')} ` +
        `${String((run.errorInstance as Error | undefined)?.message ?? '')}`,
    ).toBe(false);
  });
});
