/**
 * The C# port as Unity installs it: ports/csharp is a UPM package (Package Manager › Add package
 * from git URL, with ?path=/ports/csharp). Its package.json is what the Package Manager reads, its
 * assembly definition compiles the scripts into one assembly with no engine reference, and every
 * file has the .meta Unity needs in an immutable package, with a GUID of its own that never changes
 * (scripts/unity-metas.ts). Turning.TurnTorqueDegrees, the call in Rigidbody2D's degrees and
 * floats, gives Turning.TurnTorque's torque on the readings converted by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectedMetas, staleMetas, unityAssets, unityPackageDir } from '../../scripts/unity-metas';
import { csharpLibrary, report } from './portDrivers';
import { compileCsharp, csharpToolchain, inCi, missingMessage, repoRoot, run, tempDir } from './toolchain';

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

describe('the Unity package (ports/csharp)', () => {
  it(
    'has a package.json the Package Manager takes: a reverse-domain name, the npm package’s version, a display name, a Unity ' +
      'version, author and license',
    () => {
      const manifest = readJson<Record<string, unknown>>(join(unityPackageDir, 'package.json'));
      expect(manifest.name).toMatch(/^com(\.[a-z0-9][a-z0-9-]*)+$/);
      expect(manifest.version).toBe(readJson<{ version: string }>(join(repoRoot, 'package.json')).version);
      expect(manifest.unity).toMatch(/^20\d\d\.\d$/);
      for (const key of ['displayName', 'description'])
        expect(typeof manifest[key] === 'string' && (manifest[key] as string).length > 0, key).toBe(true);
      expect(manifest.author).toEqual({ name: 'the pid-steering authors' });
      expect(manifest.license).toBe('MIT');
    },
  );

  it('compiles its scripts into one assembly, PidSteering, with no engine reference, and no script needs one', () => {
    const asmdefs = readdirSync(unityPackageDir).filter((name) => name.endsWith('.asmdef'));
    expect(asmdefs).toEqual(['PidSteering.asmdef']);
    const asmdef = readJson<Record<string, unknown>>(join(unityPackageDir, 'PidSteering.asmdef'));
    expect(asmdef).toMatchObject({
      name: 'PidSteering',
      rootNamespace: 'PidSteering',
      autoReferenced: true,
      noEngineReferences: true,
      references: [],
    });
    for (const source of csharpLibrary()) {
      const text = readFileSync(source, 'utf8');
      expect(text, source).toMatch(/^namespace PidSteering$/m);
      expect(text, source).not.toMatch(/\bUnityEngine\b/);
    }
  });

  it('has a .meta beside every file and folder, as npm run unity:metas writes it, and no meta without its file', () => {
    expect(unityAssets().length).toBeGreaterThan(10);
    expect(staleMetas()).toEqual([]);
  });

  it('gives every asset a GUID of 32 hex digits that no other asset has', () => {
    const guids = [...expectedMetas().values()].map((text) => /^guid: (\S+)$/m.exec(text)?.[1]);
    for (const guid of guids) expect(guid).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(guids).size).toBe(guids.length);
  });
});

const csharp = csharpToolchain();
const temp = tempDir('pid-steering-unity-');
afterAll(() => temp.remove());

describe.skipIf(csharp.missing.length > 0 && !inCi)(
  `Turning.TurnTorqueDegrees, in Rigidbody2D’s units${csharp.missing.length > 0 ? `: ${missingMessage(csharp)}` : ''}`,
  () => {
    it(
      'gives TurnTorque’s torque, as a float, for readings in degrees converted by hand: every controller, NaN, infinities, many ' +
        'turns, a torque beyond a float',
      () => {
        expect(csharp.missing, missingMessage(csharp)).toEqual([]);
        const exe = join(temp.dir, 'DegreesOverload.exe');
        compileCsharp([...csharpLibrary(), join(repoRoot, 'tests', 'ports', 'drivers', 'DegreesOverload.cs')], exe);
        const output = run('mono', [exe]).trim();
        report(`TurnTorqueDegrees: ${output}`);
        expect(output).toMatch(/^compared 24000 torques \(2\d{4} not 0\), 0 differ$/);
      },
    );
  },
);
