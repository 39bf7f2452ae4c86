/**
 * Every C++, C# and GDScript block of the guide's engines page (docs/box2d-unity-godot.md) and of
 * ports/README.md, read from the docs themselves so they cannot drift from what is tested, compiled
 * and run. The guide's Box2D v3 and Unity examples are compiled against small stand-ins of the
 * engines' types (ports/examples/stubs, labelled as such), which rotate a body the way the engines
 * do (Box2D's sub-steps, Unity's degrees); its Godot example runs in Godot 3.2's own physics. Each
 * turns a body from 0° to 90° and must end there without a visible overshoot. The README's
 * save-and-restore examples must print what the README says they print. The README's Godot 4
 * example cannot run here (no Godot 4): it is held to Godot 4's API and parsed as GDScript 2.0.
 */
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gdscript2Toolchain, parseGdscript2 } from './gdscript2Grammar';
import { broken, GODOT3_ONLY, GODOT4_ONLY } from './gdscriptVersions';
import { exampleIn, godotProject, guide, portsReadme, unityStubs } from './docExamples';
import { csharpLibrary } from './portDrivers';
import {
  compileCpp,
  compileCsharp,
  cppToolchain,
  csharpToolchain,
  gdscriptToolchain,
  inCi,
  missingMessage,
  portsDir,
  repoRoot,
  run,
  tempDir,
} from './toolchain';

const example = (name: string, doc = guide): string => exampleIn(doc, name);

/** "heading 90.00 overshoot 0.00" → the two numbers, degrees. */
function parseRun(output: string): { heading: number; overshoot: number } {
  const match = /heading (-?[\d.]+) overshoot (-?[\d.]+)/.exec(output);
  if (!match) throw new Error(`unexpected output: ${output}`);
  return { heading: Number(match[1]), overshoot: Number(match[2]) };
}

function report(line: string): void {
  process.stdout.write(`${line}\n`);
}

const temp = tempDir('pid-steering-examples-');
afterAll(() => temp.remove());

const cpp = cppToolchain();
describe.skipIf(cpp.missing.length > 0 && !inCi)(
  `the guide's Box2D v3 example (C++, against a stand-in of Box2D)${cpp.missing.length > 0 ? `: ${missingMessage(cpp)}` : ''}`,
  () => {
    it('compiles and turns the ship to 90° with the PID and with the time-optimal controller', () => {
      expect(cpp.missing, missingMessage(cpp)).toEqual([]);
      const source = join(temp.dir, 'box2d_turn.cpp');
      const exe = join(temp.dir, 'box2d_turn');
      writeFileSync(source, example('box2d_turn.cpp'));
      compileCpp([source], exe, [join(portsDir, 'cpp'), join(portsDir, 'examples', 'stubs')]);
      for (const mode of ['pid', 'fastest']) {
        const result = parseRun(run(exe, mode === 'fastest' ? ['fastest'] : []));
        report(`Box2D example (${mode}): heading ${result.heading}°, overshoot ${result.overshoot}°`);
        expect(Math.abs(result.heading - 90)).toBeLessThan(0.5);
        expect(result.overshoot).toBeLessThan(2);
      }
    });
  },
);

const csharp = csharpToolchain();
describe.skipIf(csharp.missing.length > 0 && !inCi)(
  `the guide's Unity example (C#, against a stand-in of UnityEngine)${csharp.missing.length > 0 ? `: ${missingMessage(csharp)}` : ''}`,
  () => {
    // Unity 2021.3 to 2023 (the stand-in then has angularDrag only) and Unity 6 (angularDamping only).
    it.each([
      ['Unity 2021.3 to 2023', []],
      ['Unity 6', ['UNITY_6000_0_OR_NEWER']],
    ] as const)(
      'compiles for %s and turns the Rigidbody2D to 90° with the PID and with the time-optimal controller',
      (version, defines) => {
        expect(csharp.missing, missingMessage(csharp)).toEqual([]);
        const source = join(temp.dir, 'TurnToHeading.cs');
        const exe = join(temp.dir, `TurnToHeading-${defines.length}.exe`);
        writeFileSync(source, example('TurnToHeading.cs'));
        const library = csharpLibrary();
        const stubs = unityStubs('UnityStandInRunner.cs');
        compileCsharp([source, ...library, ...stubs], exe, defines);
        for (const timeOptimal of [false, true]) {
          const result = parseRun(run('mono', [exe, `timeOptimal=${timeOptimal}`]));
          report(
            `Unity example, ${version} (${timeOptimal ? 'time-optimal' : 'pid'}): heading ${result.heading}°, overshoot ` +
              `${result.overshoot}°`,
          );
          expect(Math.abs(result.heading - 90)).toBeLessThan(0.5);
          expect(result.overshoot).toBeLessThan(2);
        }
      },
    );
  },
);

/** "heading 90.00 overshoot 0.00 settled 1.17 inertia_before 0.0 inertia_after 885.4" → its numbers. */
type GodotRun = Record<'heading' | 'overshoot' | 'settled' | 'inertiaBefore' | 'inertiaAfter', string>;

function parseGodotRun(output: string): GodotRun {
  const match = /heading (-?[\d.]+) overshoot (-?[\d.]+) settled ([\d.]+) inertia_before ([\d.]+) inertia_after ([\d.]+)/.exec(output);
  if (!match) throw new Error(`unexpected output: ${output}`);
  const [, heading = '', overshoot = '', settled = '', inertiaBefore = '', inertiaAfter = ''] = match;
  return { heading, overshoot, settled, inertiaBefore, inertiaAfter };
}

const godot = gdscriptToolchain();
describe.skipIf(godot.missing.length > 0 && !inCi)(
  `the guide's Godot example (GDScript, in Godot 3.2's own physics)${godot.missing.length > 0 ? `: ${missingMessage(godot)}` : ''}`,
  () => {
    it('turns the RigidBody2D to 90° in a real Godot physics world, with the figures and the caveats the guide states', () => {
      expect(godot.missing, missingMessage(godot)).toEqual([]);
      // A Godot project: the port as an add-on, the guide's script, the harness that builds the scene.
      const project = join(temp.dir, 'godot');
      godotProject(project);
      writeFileSync(join(project, 'turn_to_heading.gd'), example('turn_to_heading.gd'));
      cpSync(join(repoRoot, 'tests', 'ports', 'drivers', 'godot_turn_harness.gd'), join(project, 'harness.gd'));
      const runs = Object.fromEntries(
        ['pid', 'time_optimal', 'pid default_damping'].map((variant) => {
          const result = parseGodotRun(
            run('godot3-server', ['--no-window', '--fixed-fps', '60', '--path', project, '-s', 'harness.gd', ...variant.split(' ')]),
          );
          report(
            `Godot example (${variant}): heading ${result.heading}°, overshoot ${result.overshoot}°, within 0.1° from ` +
              `${result.settled} s; inertia ${result.inertiaBefore} before the first step, ${result.inertiaAfter} after`,
          );
          return [variant, result];
        }),
      ) as Record<string, GodotRun>;
      const pid = runs.pid as GodotRun;
      const fastest = runs.time_optimal as GodotRun;
      const damped = runs['pid default_damping'] as GodotRun;
      expect(Number(pid.heading)).toBeCloseTo(90, 1);
      expect(Number(fastest.heading)).toBeCloseTo(90, 1);
      expect(Number(fastest.overshoot)).toBeLessThan(2);
      expect(Number(damped.settled)).toBeGreaterThan(Number(pid.settled));
      // RigidBody2D.inertia reads 0 until the body has been through a physics step, then the computed one.
      expect(pid.inertiaBefore).toBe('0.0');
      expect(Number(pid.inertiaAfter)).toBeGreaterThan(0);
      // The guide's figures are these.
      const prose = guide.replaceAll(/\s+/g, ' ');
      expect(prose).toContain(`the PID ends on ${pid.heading}° with no overshoot and stays within 0.1° from ${pid.settled} s on`);
      expect(Number(pid.overshoot)).toBe(0);
      expect(prose).toContain(
        `the time-optimal controller overshoots ${fastest.overshoot}° and stays within 0.1° from ${fastest.settled} s on`,
      );
      expect(prose).toContain(`the example's PID takes ${damped.settled} s instead of ${pid.settled} s to come within 0.1°`);
      expect(prose).toContain(`(checked here: 0, then ${pid.inertiaAfter} for a 100 × 25 px box)`);
    });

    it(
      'keeps steering after rest: a new target after 3 s at rest is turned to (a body allowed to sleep is asleep then and ' +
        'never turns)',
      () => {
        const project = join(temp.dir, 'godot');
        const retarget = (variant: string): { asleep: string; heading: number } => {
          const output = run('godot3-server', [
            '--no-window',
            '--fixed-fps',
            '60',
            '--path',
            project,
            '-s',
            'harness.gd',
            ...variant.split(' '),
          ]);
          const match = /asleep_at_rest (\w+) heading_after_retarget (-?[\d.]+)/.exec(output);
          if (!match) throw new Error(`unexpected output: ${output}`);
          return { asleep: match[1] as string, heading: Number(match[2]) };
        };
        const awake = retarget('retarget');
        report(`Godot example, target 90° then 0° after 3 s at rest: asleep ${awake.asleep}, heading ${awake.heading}° 3 s later`);
        expect(awake.asleep).toBe('False');
        expect(Math.abs(awake.heading)).toBeLessThan(0.5);
        const sleepy = retarget('retarget can_sleep');
        report(`the same with sleep allowed: asleep ${sleepy.asleep}, heading ${sleepy.heading}° 3 s later`);
        expect(sleepy.asleep).toBe('True');
        expect(sleepy.heading).toBeCloseTo(90, 0);
      },
    );
  },
);

describe("ports/README.md's examples: save mid-turn, restore into a new controller, the next torque is the same", () => {
  const printed = /It prints `([^`]+)`/.exec(portsReadme)?.[1] ?? '';

  it.skipIf(cpp.missing.length > 0 && !inCi)('in C++ (C++14, -fno-exceptions)', () => {
    expect(cpp.missing, missingMessage(cpp)).toEqual([]);
    const source = join(temp.dir, 'save_restore.cpp');
    writeFileSync(source, example('save_restore.cpp', portsReadme));
    compileCpp([source], join(temp.dir, 'save_restore'), [join(portsDir, 'cpp')]);
    expect(run(join(temp.dir, 'save_restore'), []).trim()).toBe(printed);
  });

  it.skipIf(csharp.missing.length > 0 && !inCi)('in C#', () => {
    expect(csharp.missing, missingMessage(csharp)).toEqual([]);
    const source = join(temp.dir, 'SaveRestore.cs');
    writeFileSync(source, example('SaveRestore.cs', portsReadme));
    compileCsharp([source, ...csharpLibrary()], join(temp.dir, 'SaveRestore.exe'));
    expect(run('mono', [join(temp.dir, 'SaveRestore.exe')]).trim()).toBe(printed);
  });

  it.skipIf(godot.missing.length > 0 && !inCi)(
    "in GDScript (Godot 3.2), and Godot 3's JSON.print keeps six digits, as the README says",
    () => {
      expect(godot.missing, missingMessage(godot)).toEqual([]);
      const project = join(temp.dir, 'godot-save');
      godotProject(project);
      writeFileSync(join(project, 'save_restore.gd'), example('save_restore_godot3.gd', portsReadme));
      const output = run('godot3-server', ['--no-window', '--path', project, '-s', 'save_restore.gd']);
      const line = output.split('\n').find((text) => text.startsWith('restored')) ?? output;
      expect(line).toBe(`${printed}; JSON.print(1.0 / 3) writes 0.333333`);
      expect(portsReadme.replaceAll(/\s+/g, ' ')).toContain("Godot 3's `JSON.print(1.0 / 3)` writes `0.333333`, six digits");
    },
  );
});

const grammar = gdscript2Toolchain();
describe.skipIf(grammar.missing.length > 0 && !inCi)(
  `the docs’ Godot 4 code, not run (Godot 4 is not installed here)${grammar.missing.length > 0 ? `: ${missingMessage(grammar)}` : ''}`,
  () => {
    it(
      'ports/README.md’s Godot 4 example (save_restore_godot4.gd) and the guide’s Godot example use nothing Godot 4 removed and ' +
        'parse as GDScript 2.0',
      () => {
        expect(grammar.missing, missingMessage(grammar)).toEqual([]);
        const godot4 = example('save_restore_godot4.gd', portsReadme);
        const both = example('turn_to_heading.gd');
        expect(broken(godot4, GODOT3_ONLY)).toEqual([]);
        expect(broken(both, GODOT3_ONLY)).toEqual([]);
        // The guide's example runs in Godot 3 above, and says it runs in Godot 4: it uses what both have.
        expect(broken(both, GODOT4_ONLY)).toEqual([]);
        const files = [join(temp.dir, 'save_restore_godot4.gd'), join(temp.dir, 'turn_to_heading.gd')];
        writeFileSync(files[0] as string, godot4);
        writeFileSync(files[1] as string, both);
        expect(parseGdscript2(files)).toEqual(files.map((file) => `ok ${file}`));
        // It saves with Godot 4's file API, and prints what the other languages print.
        expect(godot4).toMatch(/FileAccess\.open\(.*FileAccess\.WRITE\)[\s\S]*store_var\(pid\.save_state\(\)\)[\s\S]*get_var\(\)/);
        expect(godot4).toContain('print("restored %s, next torque the same: %s" % ["yes" if ok else "no", "yes" if a == b else "no"])');
      },
    );
  },
);
