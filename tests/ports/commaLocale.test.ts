/**
 * Saves and restores in a locale that writes numbers with a decimal comma: a C++ program that calls
 * setlocale(LC_ALL, "de_DE.UTF-8") (as Qt and GTK programs do) and a C# one whose CurrentCulture is
 * de-DE run the conformance sequences of the controllers that keep a memory (saves written by
 * to_json / ToJson, the TypeScript's memories read by from_json / TryParseJson, damaged ones
 * refused) and give the reference's outputs, memories and answers bit for bit, as in the C locale.
 * C++ as C++14 (snprintf's digits and a classic-locale stream) and C++17 (to_chars, from_chars).
 * The German locale is the system's, or made by localedef for the test (toolchain.ts's
 * commaLocale); without it the C++ half skips with a message, and fails in CI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortedType } from './conformanceProtocol';
import { cppPort, csharpPortIn, report, sequencesOf, type Driver, type Port } from './portDrivers';
import { commaLocale, compareRun, inCi, missingMessage, tempDir } from './toolchain';

const TYPES_WITH_MEMORY: readonly PortedType[] = ['pid', 'published-pid', 'naive-snippet', 'stolk'];
const locale = commaLocale();
const germanLocale = locale.name === null ? undefined : { name: locale.name, env: locale.env };

const runs: readonly { readonly name: string; readonly port: Port; readonly missing: string }[] = [
  { name: `C++14 in ${locale.name ?? 'de_DE.UTF-8'}`, port: cppPort({}, germanLocale), missing: locale.missing },
  { name: `C++17 in ${locale.name ?? 'de_DE.UTF-8'}`, port: cppPort({ std: 'c++17' }, germanLocale), missing: locale.missing },
  { name: 'C# in de-DE', port: csharpPortIn('de-DE'), missing: '' },
];

for (const { name, port, missing } of runs) {
  const why = [...(port.toolchain.missing.length > 0 ? [missingMessage(port.toolchain)] : []), ...(missing === '' ? [] : [missing])].join(
    '; ',
  );
  describe.skipIf(why !== '' && !inCi)(`${name}: saves and restores${why === '' ? '' : `: ${why}`}`, () => {
    const temp = why === '' ? tempDir('pid-steering-comma-locale-') : null;
    let driver: Driver | null = null;
    beforeAll(() => {
      if (temp) driver = port.build(temp.dir);
    });
    afterAll(() => temp?.remove());

    for (const type of TYPES_WITH_MEMORY) {
      it(`${type}: saved and restored memories and every output are the reference's, bit for bit`, () => {
        if (!driver) throw new Error(why);
        const { lines, expected } = sequencesOf(type);
        const differences = compareRun(expected, driver(lines, expected, `${type}-comma`));
        expect(differences.mismatches).toEqual([]);
        expect(differences.identical).toBe(differences.count);
        // The sequences save and restore memories (and refuse damaged ones) many times.
        expect(differences.records).toBeGreaterThan(50);
        report(
          `${name} ${type}: ${differences.records} memories saved and restores answered, ${differences.count} numbers, all bit for bit`,
        );
      });
    }
  });
}
