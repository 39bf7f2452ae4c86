/**
 * The 3D examples of ports/README.md and of the engines guide (docs/box2d-unity-godot.md), read from
 * the docs themselves and run as far as this machine allows: the C++ turn compiled and run; the
 * Unity Rigidbody example compiled with Unity 2021.3's names and Unity 6's against the stand-in of
 * UnityEngine and run by its 3D runner, the corrected controllers beside the article's code as
 * published; the Godot 4 RigidBody3D example parsed as GDScript 2.0, kept free of what Godot 4
 * removed, and run in Godot 3.2's own physics once two names Godot 4 renamed are written Godot 3's
 * way. Each checks what a user would see (the body arrives, or does not), and that the figures the
 * docs state are these.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boxInertia, rotateInertia } from '../../src/sim/control3d/InertiaTensor';
import { quatFromAxisAngle } from '../../src/sim/math3d/quaternion';
import { bodyInertiaMatrix } from '../sim/control3d/rigidBody3d';
import { exampleIn, godotProject, guide, portsReadme, unityStubs } from './docExamples';
import { gdscript2Toolchain, parseGdscript2 } from './gdscript2Grammar';
import { broken, GODOT3_ONLY } from './gdscriptVersions';
import { csharpLibrary, report } from './portDrivers';
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

const temp = tempDir('pid-steering-examples-3d-');
afterAll(() => temp.remove());

/** The guide's prose on one line, to find the figures it states. */
const prose = guide.replaceAll(/\s+/g, ' ');

/** The fastest rest-to-rest turn by `degrees` at `a` rad/s²: 2·√(θ/a), s. */
const bound = (degrees: number, a: number): number => 2 * Math.sqrt((degrees * Math.PI) / 180 / a);

const cpp = cppToolchain();
describe.skipIf(cpp.missing.length > 0 && !inCi)(
  `ports/README.md's 3D example, in C++${cpp.missing.length > 0 ? `: ${missingMessage(cpp)}` : ''}`,
  () => {
    it('turns a box 90° in the time the TypeScript does, and restores its memory from its JSON', () => {
      expect(cpp.missing, missingMessage(cpp)).toEqual([]);
      const source = join(temp.dir, 'turn_3d.cpp');
      writeFileSync(source, exampleIn(portsReadme, 'turn_3d.cpp'));
      compileCpp([source], join(temp.dir, 'turn_3d'), [join(portsDir, 'cpp')]);
      const output = run(join(temp.dir, 'turn_3d'), []).trim();
      expect(output).toBe('turned 90 degrees in 0.717 s; memory restored: yes');
      expect(portsReadme.replaceAll(/\s+/g, ' ')).toContain(`Its output is \`${output}\``);
      // The TypeScript's own figure for the same turn (docs/controllers-3d.md).
      expect(readFileSync(join(repoRoot, 'docs', 'controllers-3d.md'), 'utf8')).toContain('console.log((steps * dt).toFixed(3)); // 0.717');
    });
  },
);

/** "turn 122.242 error 0.000 settled 0.78 axis_off 1.4 peak_spin 5.08" → its numbers, as written. */
type UnityRun = Record<'turn' | 'error' | 'settled' | 'axisOff' | 'peakSpin', string>;

function parseUnityRun(output: string): UnityRun {
  const match = /turn ([\d.]+) error ([\d.]+) settled (-?[\d.]+) axis_off ([\d.]+) peak_spin ([\d.]+)/.exec(output);
  if (!match) throw new Error(`unexpected output: ${output}`);
  const [, turn = '', error = '', settled = '', axisOff = '', peakSpin = ''] = match;
  return { turn, error, settled, axisOff, peakSpin };
}

const csharp = csharpToolchain();
describe.skipIf(csharp.missing.length > 0 && !inCi)(
  `the guide's Unity Rigidbody example (C#, against a stand-in of ` +
    `UnityEngine)${csharp.missing.length > 0 ? `: ${missingMessage(csharp)}` : ''}`,
  () => {
    const runs = new Map<string, Record<string, UnityRun>>();
    it.each([
      ['Unity 2021.3 to 2023', []],
      ['Unity 6', ['UNITY_6000_0_OR_NEWER']],
    ] as const)(
      'compiles for %s; the corrected controllers turn the slab to its target, the article’s code as published does not',
      (version, defines) => {
        expect(csharp.missing, missingMessage(csharp)).toEqual([]);
        const source = join(temp.dir, 'TurnToOrientation.cs');
        const exe = join(temp.dir, `TurnToOrientation-${defines.length}.exe`);
        writeFileSync(source, exampleIn(guide, 'TurnToOrientation.cs'));
        compileCsharp([source, ...csharpLibrary(), ...unityStubs('UnityStandInRunner3D.cs')], exe, defines);
        const variants: Record<string, string[]> = {
          corrected: ['method=Corrected'],
          publishedComputeTorque: ['method=PublishedComputeTorque'],
          publishedPd30: ['method=PublishedStableTorquePd', 'frequency=30'],
          correctedPd30: ['method=CorrectedStablePd', 'frequency=30'],
          publishedPd2: ['method=PublishedStableTorquePd', 'frequency=2'],
          correctedPd2: ['method=CorrectedStablePd', 'frequency=2'],
        };
        const results = Object.fromEntries(
          Object.entries(variants).map(([name, args]) => [name, parseUnityRun(run('mono', [exe, ...args]))]),
        ) as Record<string, UnityRun>;
        for (const [name, result] of Object.entries(results))
          report(`Unity Rigidbody example, ${version}, ${name}: ${JSON.stringify(result)}`);
        runs.set(version, results);
        const { corrected, publishedComputeTorque, publishedPd30, correctedPd30, publishedPd2, correctedPd2 } = results as Record<
          string,
          UnityRun
        >;
        const turn = Number(corrected?.turn);
        // The time-optimal law along the axis: on the target, within 1° by the fastest turn the motor allows, keeping its axis.
        expect(Number(corrected?.error)).toBeLessThan(0.01);
        expect(Number(corrected?.settled)).toBeGreaterThan(0);
        expect(Number(corrected?.settled)).toBeLessThanOrEqual(bound(turn, 4 * Math.PI) + 0.02);
        expect(Number(corrected?.axisOff)).toBeLessThan(2);
        // ComputeTorque as published: an impulse given as a torque, the frame the wrong way round: it never settles.
        expect(publishedComputeTorque?.settled).toBe('-1.00');
        expect(Number(publishedComputeTorque?.error)).toBeGreaterThan(5);
        // The Stable Torque PD as published at frequency 30 and 50 Hz applies the unstable gains; the corrected one settles.
        expect(publishedPd30?.settled).toBe('-1.00');
        expect(Number(publishedPd30?.peakSpin)).toBeGreaterThanOrEqual(49.9);
        expect(Number(correctedPd30?.error)).toBeLessThan(0.01);
        expect(Number(correctedPd30?.settled)).toBeGreaterThan(0);
        // At frequency 2 its frame composed the wrong way round turns the spin off its axis; corrected, it holds.
        expect(Number(publishedPd2?.axisOff)).toBeGreaterThan(20);
        expect(Number(correctedPd2?.axisOff)).toBeLessThan(2);
        expect(Number(correctedPd2?.error)).toBeLessThan(0.01);
      },
    );

    it('is what the guide says it does, and the same with either version’s names', () => {
      const [older, unity6] = [runs.get('Unity 2021.3 to 2023'), runs.get('Unity 6')];
      if (!older || !unity6) throw new Error('the examples did not run');
      expect(unity6).toEqual(older);
      const { corrected, publishedComputeTorque, publishedPd30, correctedPd30, publishedPd2, correctedPd2 } = older as Record<
        string,
        UnityRun
      >;
      const turn = Number(corrected?.turn);
      expect(prose).toContain(`The turn asked for is ${Number(turn).toFixed(1)}°.`);
      expect(prose).toContain(
        `within 1° from ${corrected?.settled} s on (the fastest a motor of 4π rad/s² allows is ` +
          `${bound(turn, 4 * Math.PI).toFixed(2)} s) and ends ${corrected?.error}° off, its spin's line within ` +
          `${corrected?.axisOff}° of its first`,
      );
      expect(prose).toContain(`\`ComputeTorque\` as published is still ${publishedComputeTorque?.error}° off after 3 s`);
      expect(prose).toContain(
        `at \`frequency\` 30 is ${publishedPd30?.error}° off and spinning at the 50 rad/s cap, where the corrected one is within ` +
          `1° from ${correctedPd30?.settled} s on`,
      );
      expect(prose).toContain(
        `at \`frequency\` 2 the published one's spin strays ${publishedPd2?.axisOff}° from its first line ` +
          `(${correctedPd2?.axisOff}° corrected)`,
      );
    });
  },
);

const godot = gdscriptToolchain();
const grammar = gdscript2Toolchain();
const godotExample = exampleIn(guide, 'turn_to_orientation.gd');

describe.skipIf(grammar.missing.length > 0 && !inCi)(
  `the guide's Godot 4 RigidBody3D example, as Godot 4 code${grammar.missing.length > 0 ? `: ${missingMessage(grammar)}` : ''}`,
  () => {
    it('uses nothing Godot 4 removed, reads the inertia where Godot 4 gives it, and parses as GDScript 2.0', () => {
      expect(grammar.missing, missingMessage(grammar)).toEqual([]);
      expect(broken(godotExample, GODOT3_ONLY)).toEqual([]);
      expect(godotExample).toMatch(/^extends RigidBody3D$/m);
      expect(godotExample).toContain('func _integrate_forces(state) -> void:');
      expect(godotExample).toContain(
        'InertiaTensor.from_godot(state.inverse_inertia, state.principal_inertia_axes.get_rotation_quaternion(), orientation)',
      );
      expect(godotExample).toContain('state.apply_torque_impulse(Math3D.to_vector3(_torque) * state.step)');
      const file = join(temp.dir, 'turn_to_orientation.gd');
      writeFileSync(file, godotExample);
      expect(parseGdscript2([file])).toEqual([`ok ${file}`]);
    });
  },
);

describe.skipIf(godot.missing.length > 0 && !inCi)(
  `the guide's Godot 4 RigidBody3D example, run in Godot 3.2's physics${godot.missing.length > 0 ? `: ${missingMessage(godot)}` : ''}`,
  () => {
    it(
      "turns a box whose principal axes are turned within it to its orientation, with the inertia Godot computed, and the guide's " +
        'figures are these',
      () => {
        expect(godot.missing, missingMessage(godot)).toEqual([]);
        const project = join(temp.dir, 'godot3d');
        // Godot 3's default 3D backend is Bullet, which gives no principal axes: Godot Physics is what Godot 4 runs by default.
        godotProject(project, '\n[physics]\n\n3d/physics_engine="GodotPhysics"\n');
        // Godot 3's names for the two things Godot 4 renamed that the example uses, and nothing else changed.
        const godot3 = godotExample
          .replace('extends RigidBody3D', 'extends RigidBody')
          .replaceAll('get_rotation_quaternion', 'get_rotation_quat');
        expect(godot3.split('\n').filter((line, i) => line !== godotExample.split('\n')[i]).length).toBe(4);
        writeFileSync(join(project, 'turn_to_orientation.gd'), godot3);
        copyFileSync(join(repoRoot, 'tests', 'ports', 'drivers', 'godot_turn3d_harness.gd'), join(project, 'harness.gd'));
        const output = run('godot3-server', ['--no-window', '--fixed-fps', '60', '--path', project, '-s', 'harness.gd']);
        const match = /error ([\d.]+) settled (-?[\d.]+) moments (\[[^\]]*\]) frame (\[[^\]]*\])/.exec(output);
        if (!match) throw new Error(`unexpected output: ${output}`);
        const [, error = '', settled = '', momentsText = '', frameText = ''] = match;
        report(
          `Godot 4 RigidBody3D example in Godot 3.2: ${error}° off after 3 s, within 1° from ${settled} s; inertia read ` +
            `${momentsText}, frame ${frameText}`,
        );
        // The inertia the example read from Godot is the box's, turned as its shape is within the body, within 2e-5 kg·m² (Godot
        // diagonalizes
        // it in 32-bit floats: its frame is 5e-5 rad off).
        const [mx, my, mz] = JSON.parse(momentsText) as number[];
        const [fx, fy, fz, fw] = JSON.parse(frameText) as number[];
        const read = bodyInertiaMatrix({
          moments: { x: mx as number, y: my as number, z: mz as number },
          frame: { x: fx as number, y: fy as number, z: fz as number, w: fw as number },
        });
        const turnInBody = quatFromAxisAngle({ x: 0, y: 0, z: 0, w: 1 }, { x: Math.SQRT1_2, y: Math.SQRT1_2, z: 0 }, 0.7);
        const expected = bodyInertiaMatrix(rotateInertia(boxInertia(2, { x: 0.5, y: 1, z: 2 }), turnInBody));
        read.forEach((value, i) => expect(Math.abs(value - (expected[i] as number))).toBeLessThan(2e-5));
        // It arrives, within 1° by the fastest turn a motor of 4π rad/s² allows (and a step).
        expect(Number(error)).toBeLessThan(0.01);
        expect(Number(settled)).toBeGreaterThan(0);
        expect(Number(settled)).toBeLessThanOrEqual(bound(120, 4 * Math.PI) + 1 / 60);
        const moments = `${(mx as number).toFixed(4)}, ${(my as number).toFixed(4)} and ${(mz as number).toFixed(4)}`;
        expect(prose).toContain(
          `(moments ${moments} kg·m², the frame that turn); it turns 120° about (1, 2, 3) and is within 1° from ${settled} s on ` +
            `(the fastest a motor of 4π rad/s² allows: ${bound(120, 4 * Math.PI).toFixed(3)} s), ${error}° off after 3 s`,
        );
      },
    );
  },
);
