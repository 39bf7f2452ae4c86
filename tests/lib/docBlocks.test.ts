/**
 * Docs that are tests: every code block of the package's README (lib/README.md), the guide
 * (docs/use-in-your-game.md) and its engines' page (docs/box2d-unity-godot.md), the planck
 * adapter's page (docs/planck-adapter.md), the 3D controllers' page (docs/controllers-3d.md), the
 * 3D guide (docs/use-in-3d.md: Rapier, cannon-es and three.js installed beside the package) and the
 * ports' README (ports/README.md) is run, and the project README's 3D block; none is skipped.
 *
 * The TypeScript blocks run here, against the packed library installed from its tarball (with
 * planck beside it), each in fresh projects: type-checked strict with bundler and with nodenext
 * resolution, then compiled and run as ES modules and as CommonJS (`require` of the package), which
 * must print the same. A block that prints `console.log(…); // value` must print that value. A block
 * that is a fragment, or an example that exports a function, is completed by a harness named below
 * (HARNESSES), which says what it adds and checks what the block does.
 *
 * The C++, C# and GDScript blocks are compiled and run by tests/ports/examples.test.ts (the 3D ones
 * by examples3d.test.ts), where the compilers and Godot are; this test requires each to be one of
 * those files runs by its name.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedLibrary } from './packedLibrary';

const root = join(__dirname, '../..');
const DOCS = [
  'lib/README.md',
  'docs/use-in-your-game.md',
  'docs/box2d-unity-godot.md',
  'docs/planck-adapter.md',
  'docs/controllers-3d.md',
  'docs/use-in-3d.md',
  'ports/README.md',
] as const;

/** The packages a guide's blocks import besides the library, at the versions this repository locks. */
const GUIDE_PACKAGES = ['planck', '@dimforge/rapier3d-compat', 'cannon-es', 'three', '@types/three'] as const;

/** One fenced code block of a doc. */
interface Block {
  readonly doc: string;
  readonly language: string;
  readonly code: string;
  /** The name on its first line (`// example: NAME`, `# example: NAME`), or '' for none. */
  readonly name: string;
}

function blocksOf(doc: string): Block[] {
  const text = readFileSync(join(root, doc), 'utf8');
  return [...text.matchAll(/^```(\w*)\n([\s\S]*?)^```/gm)].map(([, language = '', code = '']) => ({
    doc,
    language,
    code,
    name: /^(?:\/\/|#) example: (\S+)\n/.exec(code)?.[1] ?? '',
  }));
}

/** What a harness adds around a block, and what the run must print. */
interface Harness {
  readonly why: string;
  readonly before: string;
  readonly after: string;
  /** Checks the printed output (throws when it is wrong). */
  check(output: string): void;
}

const read = (path: string): string => readFileSync(join(root, path), 'utf8');

/** Harnesses by the block they complete: a name, or the example file the doc shows verbatim. */
const HARNESSES: Readonly<Record<string, Harness>> = {
  'sign-conversion': {
    why:
      "a one-line fragment: the harness gives it wrapAngle, a heading, a desired heading and simple-pid's error e, checks the line " +
      'against wrapAngle(heading − desired), also at ±π, and that negating after the wrap would differ there',
    before:
      "import { wrapAngle } from 'pid-steering/controllers';\nfor (const [heading, desired] of [[0.3, 2.9], [-3, 3], [Math.PI, " +
      '0], [0, Math.PI]]) {\nconst e = desired - heading;\n',
    after:
      'if (!Object.is(headingError, wrapAngle(heading - desired))) throw new Error(`${heading}, ${desired}: ' +
      '${headingError}`);\nconsole.log(headingError.toFixed(4));\n}\nconsole.log(String(-wrapAngle(Math.PI) === ' +
      'wrapAngle(-Math.PI)));\n',
    check: (output) => expect(output.split('\n')).toEqual(['-2.6000', '0.2832', '3.1416', '3.1416', 'false']),
  },
  'examples/planck-steering.ts': {
    why:
      "the page's planck example exports a function: the harness runs it and checks what its comments promise (turret at π/3, " +
      'waypoints 0, 1, 2, the drone on (8, 5), the missile within 1 m)',
    before: '',
    after:
      '\nconst result = runPlanckSteeringExample();\nconsole.log(JSON.stringify({ turret: Math.abs(result.turretAngle - Math.PI ' +
      '/ 3) < Math.PI / 90, waypoints: result.waypointsReached, drone: Math.hypot(result.dronePosition.x - 8, ' +
      'result.dronePosition.y - 5) < 0.3, missile: result.closestMissileApproach < 1 }));\n',
    check: (output) => expect(JSON.parse(output)).toEqual({ turret: true, waypoints: [0, 1, 2], drone: true, missile: true }),
  },
  'examples/matter-steering.ts': {
    why:
      "the page's Matter example exports a function: the harness gives it Phaser's own Matter.js (its sources, loaded by path from " +
      "this repository's phaser), a pinned barrel under gravity, and checks it settles on 60° within 2° without commanding more " +
      'than the limit',
    before: '',
    after: `
import { createRequire } from 'node:module';
const load = createRequire(${JSON.stringify(`${root}/`)});
const lib = ${JSON.stringify(join(root, 'node_modules/phaser/src/physics/matter-js/lib'))};
const { create: createEngine, update } = load(lib + '/core/Engine');
const { rectangle } = load(lib + '/factory/Bodies');
const { add } = load(lib + '/body/Composite');
const { create: createConstraint } = load(lib + '/constraint/Constraint');
import { PidController } from 'pid-steering/controllers';
const engine = createEngine();
const barrel = rectangle(0, 100, 120, 20, { frictionAir: 0 });
const pin = createConstraint({ pointA: { x: 0, y: 100 }, bodyB: barrel, length: 0, stiffness: 1 });
add(engine.world, [rectangle(0, 300, 2000, 40, { isStatic: true }), barrel, pin]);
let peak = 0;
const controller = new PidController();
for (let i = 0; i < 180; i++) {
  peak = Math.max(peak, Math.abs(turnMatterBody(barrel, controller, Math.PI / 3, 4 * Math.PI, 1000 / 60)));
  update(engine, 1000 / 60);
}
console.log(JSON.stringify({ settled: Math.abs(barrel.angle - Math.PI / 3) < Math.PI / 90, withinLimit: peak <= 4 * Math.PI }));
`,
    check: (output) => expect(JSON.parse(output)).toEqual({ settled: true, withinLimit: true }),
  },
};

/** The harness of a TypeScript block, if it needs one. */
function harnessOf(block: Block): { key: string; harness: Harness } | null {
  if (block.name && HARNESSES[block.name]) return { key: block.name, harness: HARNESSES[block.name] as Harness };
  for (const file of ['examples/planck-steering.ts', 'examples/matter-steering.ts'])
    if (block.code === read(file)) return { key: file, harness: HARNESSES[file] as Harness };
  return null;
}

/** The block as a user's file: the repository's own imports made the package's. */
function asUserCode(code: string): string {
  return code
    .replaceAll("from '../src/index'", "from 'pid-steering'")
    .replaceAll("from '../src/controllers'", "from 'pid-steering/controllers'")
    .replaceAll("from '../src/controllers3d'", "from 'pid-steering/controllers3d'");
}

function run(command: string, args: readonly string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}${stderr}`, { cause: error });
  }
}

/** A tsconfig for a user's project: strict, bundler (checking only) or nodenext (emitting to out/). */
function tsconfig(resolution: 'bundler' | 'nodenext'): string {
  const options =
    resolution === 'nodenext'
      ? { module: 'nodenext', moduleResolution: 'nodenext', outDir: 'out' }
      : { module: 'esnext', moduleResolution: 'bundler', noEmit: true };
  return JSON.stringify({
    compilerOptions: {
      ...options,
      target: 'es2022',
      strict: true,
      skipLibCheck: true,
      types: ['node'],
      typeRoots: [join(root, 'node_modules/@types')],
    },
    include: ['*.ts'],
  });
}

const tsc = join(root, 'node_modules/.bin/tsc');
/** The project README's 3D block (its other blocks are the shell's, an embed's and the planck example the packed-library test runs). */
const README_3D = blocksOf('README.md').filter(
  (block) => block.language === 'ts' && block.code.includes("from 'pid-steering/controllers3d'"),
);
const blocks = [...DOCS.flatMap(blocksOf), ...README_3D];

describe('every code block of the shipped README and the guides runs', () => {
  let project = '';

  beforeAll(async () => {
    const { tarball } = await packedLibrary();
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version?: string }> };
    project = mkdtempSync(join(tmpdir(), 'pid-steering-doc-blocks-'));
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'doc-blocks', private: true }));
    const versions = GUIDE_PACKAGES.map((name) => `${name}@${lock.packages[`node_modules/${name}`]?.version ?? ''}`);
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel', 'error', tarball, ...versions], project);
  });
  afterAll(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it(
    'finds only blocks it can run: TypeScript here, C++, C# and GDScript by name in tests/ports/examples.test.ts or ' +
      'examples3d.test.ts',
    () => {
      const portsTest = read('tests/ports/examples.test.ts');
      const portsTest3d = read('tests/ports/examples3d.test.ts');
      for (const block of blocks) {
        const where = `${block.doc}: a \`\`\`${block.language || '(no language)'} block${block.name ? ` (${block.name})` : ''}`;
        if (block.language === 'ts') continue;
        expect(['cpp', 'csharp', 'gdscript'], `${where}: no language it can be run as`).toContain(block.language);
        expect(block.name, `${where}: a C++, C# or GDScript block names itself on its first line`).not.toBe('');
        const name = block.name.replaceAll('.', '\\.');
        const runs = new RegExp(`example\\('${name}'`).test(portsTest) || new RegExp(`exampleIn\\(\\w+, '${name}'\\)`).test(portsTest3d);
        expect(runs, `${where} is run by neither tests/ports/examples.test.ts nor examples3d.test.ts`).toBe(true);
      }
      const counts = Object.fromEntries(DOCS.map((doc) => [doc, blocks.filter((block) => block.doc === doc).length]));
      console.log(`code blocks: ${JSON.stringify(counts)}`);
      expect(blocks.filter((block) => block.language === 'ts').length).toBeGreaterThanOrEqual(7);
    },
  );

  const tsBlocks = blocks.filter((block) => block.language === 'ts');
  tsBlocks.forEach((block, index) => {
    const completed = harnessOf(block);
    const label = `${block.doc} block ${index + 1}${completed ? ` (harness ${completed.key}: ${completed.harness.why})` : ', as printed'}`;
    it(`${label}: type-checks (bundler, nodenext), runs as ES modules and as CommonJS, prints what it says`, () => {
      const code = `${completed?.harness.before ?? ''}${asUserCode(block.code)}${completed?.harness.after ?? ''}`;
      const outputs = (['module', 'commonjs'] as const).map((type) => {
        const dir = join(project, `block${index}-${type}`);
        mkdirSync(dir);
        writeFileSync(join(dir, 'package.json'), JSON.stringify({ type }));
        writeFileSync(join(dir, 'block.ts'), code);
        // Under bundler resolution the package's "type" changes nothing (module esnext decides): checked once.
        if (type === 'module') {
          writeFileSync(join(dir, 'tsconfig.json'), tsconfig('bundler'));
          run(tsc, ['-p', 'tsconfig.json'], dir);
        }
        writeFileSync(join(dir, 'tsconfig.json'), tsconfig('nodenext'));
        run(tsc, ['-p', 'tsconfig.json'], dir);
        if (type === 'commonjs') expect(readFileSync(join(dir, 'out/block.js'), 'utf8')).toMatch(/require\("(pid-steering|planck)/);
        return run(process.execPath, ['out/block.js'], dir).trim();
      });
      expect(outputs[1], 'CommonJS prints what ES modules print').toBe(outputs[0]);
      const output = outputs[0] ?? '';
      if (completed) completed.harness.check(output);
      // Every `console.log(…); // value` prints that value, in order.
      const claimed = [...block.code.matchAll(/console\.log\(.*\); \/\/ ([^\s:]+)/gm)].map((match) => match[1]);
      if (claimed.length > 0 && !completed) expect(output.split('\n')).toEqual(claimed);
      console.log(`${block.doc} block ${index + 1}: ${output.slice(0, 120)}`);
    });
  });
});
