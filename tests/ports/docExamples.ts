/**
 * The code blocks of the engines guide (docs/box2d-unity-godot.md) and of ports/README.md that the
 * tests compile and run, read from the docs themselves, and the places they run in: a Godot 3
 * project with the add-on, the UnityEngine stand-in.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gdscriptAddon } from './portDrivers';
import { portsDir, repoRoot } from './toolchain';

export const guide = readFileSync(join(repoRoot, 'docs', 'box2d-unity-godot.md'), 'utf8');
export const portsReadme = readFileSync(join(portsDir, 'README.md'), 'utf8');

/** The code block of `doc` whose first line is `// example: <name>` (`# example: <name>` in GDScript). */
export function exampleIn(doc: string, name: string): string {
  const blocks = [...doc.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((match) => match[1] as string);
  const block = blocks.find((text) => text.startsWith(`// example: ${name}\n`) || text.startsWith(`# example: ${name}\n`));
  if (block === undefined)
    throw new Error(
      `${doc === guide ? 'docs/box2d-unity-godot.md' : doc === portsReadme ? 'ports/README.md' : 'the doc'} has no example ${name}`,
    );
  return block;
}

/**
 * A Godot 3 project in `dir` with the GDScript port as its add-on (res://addons/pid_steering) and the project settings `settings` (lines of
 * project.godot after [application]).
 */
export function godotProject(dir: string, settings = ''): void {
  mkdirSync(join(dir, 'addons'), { recursive: true });
  cpSync(gdscriptAddon, join(dir, 'addons', 'pid_steering'), { recursive: true });
  writeFileSync(join(dir, 'project.godot'), `config_version=4\n\n[application]\n\nconfig/name="pid-steering example"\n${settings}`);
}

/**
 * The UnityEngine stand-in's sources and the runner `runner` (UnityStandInRunner.cs for Rigidbody2D, UnityStandInRunner3D.cs for
 * Rigidbody).
 */
export function unityStubs(runner: string): string[] {
  return ['UnityEngine.cs', 'UnityEngine3D.cs', runner].map((name) => join(portsDir, 'examples', 'stubs', name));
}
