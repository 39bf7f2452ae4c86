/**
 * Issue 30, item 4 (the C++ and C# half): the guide's Box2D v3 and Unity examples
 * (docs/use-in-your-game.md) compile against the ports and run. They are compiled against small
 * stand-ins of the engines' types (ports/examples/stubs, labelled as such), which rotate a body the
 * way the engines do (Box2D's sub-steps, Unity's degrees); the test reads the code blocks from the
 * guide itself, so the guide cannot drift from what is tested. Each example turns a body from 0° to
 * 90° and must end there without a visible overshoot.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csharpLibrary } from './portDrivers';
import { compileCpp, compileCsharp, cppToolchain, csharpToolchain, inCi, missingMessage, portsDir, repoRoot, run, tempDir } from './toolchain';

const guide = readFileSync(join(repoRoot, 'docs', 'use-in-your-game.md'), 'utf8');

/** The guide's code block whose first line is `// example: <name>`. */
function example(name: string): string {
  const blocks = [...guide.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((match) => match[1] as string);
  const block = blocks.find((text) => text.startsWith(`// example: ${name}\n`));
  if (block === undefined) throw new Error(`docs/use-in-your-game.md has no example ${name}`);
  return block;
}

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
describe.skipIf(cpp.missing.length > 0 && !inCi)(`the guide's Box2D v3 example (C++, against a stand-in of Box2D)${cpp.missing.length > 0 ? `: ${missingMessage(cpp)}` : ''}`, () => {
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
});

const csharp = csharpToolchain();
describe.skipIf(csharp.missing.length > 0 && !inCi)(`the guide's Unity example (C#, against a stand-in of UnityEngine)${csharp.missing.length > 0 ? `: ${missingMessage(csharp)}` : ''}`, () => {
  it('compiles and turns the Rigidbody2D to 90° with the PID and with the time-optimal controller', () => {
    expect(csharp.missing, missingMessage(csharp)).toEqual([]);
    const source = join(temp.dir, 'TurnToHeading.cs');
    const exe = join(temp.dir, 'TurnToHeading.exe');
    writeFileSync(source, example('TurnToHeading.cs'));
    const library = csharpLibrary();
    const stubs = ['UnityEngine.cs', 'UnityStandInRunner.cs'].map((name) => join(portsDir, 'examples', 'stubs', name));
    compileCsharp([source, ...library, ...stubs], exe);
    for (const timeOptimal of [false, true]) {
      const result = parseRun(run('mono', [exe, `timeOptimal=${timeOptimal}`]));
      report(`Unity example (${timeOptimal ? 'time-optimal' : 'pid'}): heading ${result.heading}°, overshoot ${result.overshoot}°`);
      expect(Math.abs(result.heading - 90)).toBeLessThan(0.5);
      expect(result.overshoot).toBeLessThan(2);
    }
  });
});
