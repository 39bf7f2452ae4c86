/**
 * The library as a user gets it (issue 16): `npm run pack:lib` packs it, a new project installs the
 * tarball with planck beside it (the one install reaches the npm registry), then the README's example,
 * taken from the README itself, is type-checked with node16 module resolution and run with Node.
 * A second project installs the tarball alone, without planck (issue 30), and runs the controllers
 * entry: the controllers need nothing else. There, every TypeScript block of the package's own README
 * (lib/README.md) is type-checked (nodenext and bundler resolution, strict) and run as printed, its
 * printed figures checked against the README's words, and a CommonJS file compiled by tsc requires
 * the package (issue 43).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ONLY } from '../../scripts/libManifest';
import { packedLibrary } from './packedLibrary';

const root = join(__dirname, '../..');
const MAX_ANGULAR_ACCELERATION = 4 * Math.PI; // rad/s², as in the README example
const STEPS = 120; // 2 s at 1/60 s
const dt = 1 / 60;

/** The README's library example: the ```ts block that imports 'pid-steering'. */
function readmeExample(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)]
    .map((match) => match[1] ?? '')
    .find((code) => code.includes("from 'pid-steering'"));
  if (!block) throw new Error("README.md has no ```ts block importing 'pid-steering'");
  return block;
}

/**
 * The ```ts blocks of the package's README, in order, but those that import a 3D engine (Rapier,
 * cannon-es, three.js): tests/lib/docBlocks.test.ts runs every block of the README with the engines
 * installed beside the package, and this test's projects have planck alone.
 */
function libReadmeBlocks(): string[] {
  return [...readFileSync(join(root, 'lib/README.md'), 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => !/from '(?:@dimforge\/|cannon-es|three)/.test(code));
}

/**
 * A tsconfig for a user's project: strict, `resolution` nodenext (emitting to out/) or bundler (checking only); Node's types from this
 * repository.
 */
function userTsconfig(resolution: 'nodenext' | 'bundler'): string {
  const options =
    resolution === 'nodenext'
      ? { module: 'nodenext', moduleResolution: 'nodenext', outDir: 'out' }
      : { module: 'esnext', moduleResolution: 'bundler', noEmit: true };
  return JSON.stringify({
    compilerOptions: {
      ...options,
      target: 'es2022',
      strict: true,
      skipLibCheck: false,
      types: ['node'],
      typeRoots: [join(root, 'node_modules/@types')],
    },
    include: ['*.ts', '*.cts'],
  });
}

/** Runs a command; on failure, throws with everything it printed (tsc prints its errors on stdout). */
function run(command: string, args: readonly string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}${stderr}`, { cause: error });
  }
}

/** All file names under `dir`, recursively. */
function namesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? namesUnder(path) : [name];
  });
}

describe('the packed library', () => {
  let project = '';
  let bare = '';
  let tarball = '';
  let packLine = '';

  beforeAll(async () => {
    const packed = await packedLibrary();
    tarball = packed.tarball;
    packLine = packed.output.trim().split('\n').at(-1) ?? '';
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
    const planckVersion = lock.packages['node_modules/planck']?.version;
    if (!planckVersion) throw new Error('planck is not in package-lock.json');

    project = mkdtempSync(join(tmpdir(), 'pid-steering-consumer-'));
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2));
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error', tarball, `planck@${planckVersion}`], project);

    // The tarball alone: zod comes from npm's cache when it is there (planck is an optional peer, not installed).
    bare = mkdtempSync(join(tmpdir(), 'pid-steering-bare-'));
    writeFileSync(join(bare, 'package.json'), JSON.stringify({ name: 'bare-consumer', private: true, type: 'module' }, null, 2));
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel', 'error', tarball], bare);
  });

  afterAll(() => {
    if (project) rmSync(project, { recursive: true, force: true });
    if (bare) rmSync(bare, { recursive: true, force: true });
  });

  it("ships the library's own README and a package.json without the game's scripts or dev dependencies", () => {
    const installed = join(bare, 'node_modules/pid-steering');
    expect(readFileSync(join(installed, 'README.md'), 'utf8')).toBe(readFileSync(join(root, 'lib/README.md'), 'utf8'));
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.scripts).toBeUndefined();
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.exports).toHaveProperty('./controllers');
  });

  it('runs pid-steering/controllers in Node without planck: a controller turns a body through turnTorque', () => {
    expect(readdirSync(join(bare, 'node_modules'))).not.toContain('planck');
    const script = `
import { TimeOptimalController, PidController, turnTorque, wrapAngle } from 'pid-steering/controllers';
import { TimeOptimalController as Alone } from 'pid-steering/controllers/time-optimal';
if (Alone !== TimeOptimalController) throw new Error('the per-controller module is another class');
const finals = [new TimeOptimalController(), new PidController()].map((controller) => {
  let heading = 0, rate = 0;
  const inertia = 2, dt = 1 / 60, limit = 4 * Math.PI;
  for (let step = 0; step < 120; step++) {
    const torque = turnTorque(controller, wrapAngle(heading - Math.PI / 2), rate, dt, limit, inertia);
    rate += (torque / inertia) * dt;
    heading += rate * dt;
  }
  return heading;
});
console.log(JSON.stringify(finals));
`;
    writeFileSync(join(bare, 'controllers.mjs'), script);
    const finals = JSON.parse(run(process.execPath, ['controllers.mjs'], bare)) as number[];
    for (const heading of finals) expect(Math.abs(heading - Math.PI / 2)).toBeLessThan(0.01);
  });

  it('is readable: a refused setting’s stack trace names the class, and each class keeps its name', () => {
    const script = `
import { PidController, TimeOptimalController } from 'pid-steering/controllers';
let stack = '';
try {
  new PidController({ kp: Number.NaN });
} catch (error) {
  stack = String(error.stack);
}
console.log(JSON.stringify({ stack, names: [PidController.name, TimeOptimalController.name] }));
`;
    writeFileSync(join(bare, 'names.mjs'), script);
    const { stack, names } = JSON.parse(run(process.execPath, ['names.mjs'], bare)) as { stack: string; names: string[] };
    expect(stack).toMatch(/^RangeError: .*kp/);
    expect(stack).toMatch(/at new PidController \(.*node_modules\/pid-steering\/dist-lib\/sim\/control\/PidController\.js:\d+/);
    expect(names).toEqual(['PidController', 'TimeOptimalController']);
  });

  it(
    'ships docs that stand alone: each module they name is in the package, each constructor they show is exported, and none names ' +
      'a file, script or page of the repository',
    () => {
      const docs = join(project, 'node_modules/pid-steering/docs');
      const pages = readdirSync(docs).filter((name) => name.endsWith('.md'));
      expect(pages.length).toBeGreaterThan(4);
      // What the package exports (the root, and the 3D steering entry the 3D guide builds from), and planck's own (the planck guide builds
      // a
      // World, Boxes, joints).
      const exportsOf = (module: string): string[] =>
        JSON.parse(
          run(
            process.execPath,
            ['--input-type=module', '-e', `console.log(JSON.stringify(Object.keys(await import('${module}'))))`],
            project,
          ),
        ) as string[];
      const exported = new Set([...exportsOf('pid-steering'), ...exportsOf('pid-steering/steering3d'), ...exportsOf('planck')]);
      for (const page of [...pages.map((name) => `docs/${name}`), 'README.md', 'CHANGELOG.md']) {
        const text = readFileSync(join(project, 'node_modules/pid-steering', page), 'utf8');
        for (const [, path] of text.matchAll(/`(dist-lib\/[^`]+)`/g))
          expect(existsSync(join(project, 'node_modules/pid-steering', path as string)), `${page}: ${path}`).toBe(true);
        for (const [, name] of text.matchAll(/\bnew ([A-Z]\w+)\(/g))
          expect(exported.has(name as string), `${page}: new ${name}(…)`).toBe(true);
        expect(text, page).not.toContain("in the project's repository");
        // A test, a script, an example, a scenario or a source of the repository (a shipped source is named by its dist-lib path).
        const named = [...text.matchAll(REPOSITORY_ONLY)]
          .map(([, reference]) => reference)
          .filter((reference) => reference !== 'npm run pack:lib' || page !== 'README.md');
        expect(named, `${page}: names what a package user does not have`).toEqual([]);
        // Each page it names is in the package.
        for (const [, linked] of text.matchAll(/(?<![\w-])((?:docs\/)?[\w-]+\.md)\b/g))
          expect(
            existsSync(
              join(
                project,
                'node_modules/pid-steering',
                page.startsWith('docs/') && !linked?.startsWith('docs/') ? 'docs' : '',
                linked as string,
              ),
            ),
            `${page}: ${linked}`,
          ).toBe(true);
        // A shipped example imports the package, never the repository's sources.
        expect(text, page).not.toMatch(/from '\.\.?\/(?:src|examples)\//);
      }
    },
  );

  it('is one tarball, printed on the last line of pack:lib', () => {
    expect(packLine).toMatch(/pid-steering-\d+\.\d+\.\d+\.tgz$/);
    expect(existsSync(packLine)).toBe(true);
    expect(readFileSync(tarball)).toEqual(readFileSync(packLine));
  });

  it('installs without Phaser, lil-gui or uPlot, and ships no favicon', () => {
    const installed = readdirSync(join(project, 'node_modules'));
    expect(installed).toContain('pid-steering');
    expect(installed).toContain('zod');
    for (const name of ['phaser', 'lil-gui', 'uplot']) expect(installed, name).not.toContain(name);
    expect(namesUnder(join(project, 'node_modules/pid-steering')).filter((name) => /favicon/.test(name))).toEqual([]);
  });

  it("runs the README example: the installed package's controller turns a planck body to face its target by torque", () => {
    const example = readmeExample();
    const driver = `
const angles = [body.getAngle()];
for (let step = 0; step < ${STEPS}; step++) {
  fixedStep();
  angles.push(body.getAngle());
}
console.log(JSON.stringify(angles));
`;
    writeFileSync(join(project, 'example.mjs'), example + driver);
    // The same code, type-checked as a user with node16 resolution would: the package's types must resolve.
    writeFileSync(join(project, 'example.ts'), example + driver.replace('const angles = [', 'const angles: number[] = ['));
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'node16',
          moduleResolution: 'node16',
          target: 'es2022',
          strict: true,
          noEmit: true,
          types: [],
          lib: ['es2022', 'dom'],
        },
        files: ['example.ts'],
      }),
    );
    run(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], project);

    const angles = JSON.parse(run(process.execPath, ['example.mjs'], project)) as number[];
    expect(angles).toHaveLength(STEPS + 1);
    expect(angles[0]).toBe(0);
    // It faces the target (straight up, π/2) at the end...
    expect(Math.abs((angles.at(-1) ?? 0) - Math.PI / 2)).toBeLessThan(1e-3);
    // ...and got there by torque: no step changed the turn rate by more than the limit allows.
    let maxAngularAcceleration = 0;
    for (let i = 2; i < angles.length; i++) {
      const change = ((angles[i] ?? 0) - 2 * (angles[i - 1] ?? 0) + (angles[i - 2] ?? 0)) / (dt * dt);
      maxAngularAcceleration = Math.max(maxAngularAcceleration, Math.abs(change));
    }
    expect(maxAngularAcceleration).toBeGreaterThan(MAX_ANGULAR_ACCELERATION * 0.5);
    expect(maxAngularAcceleration).toBeLessThanOrEqual(MAX_ANGULAR_ACCELERATION * 1.001);
  });

  it(
    "runs the guide's planck example (docs/planck-adapter.md) against the installed package: the adapter steers the " + "user's own bodies",
    () => {
      // The example as a user copies it: importing 'pid-steering' instead of the repository's sources.
      const example = readFileSync(join(root, 'examples/planck-steering.ts'), 'utf8');
      expect(example).toContain("from '../src/index'");
      writeFileSync(join(project, 'planck-steering.ts'), example.replaceAll("from '../src/index'", "from 'pid-steering'"));
      writeFileSync(
        join(project, 'run-planck-steering.ts'),
        "import { runPlanckSteeringExample } from './planck-steering';\nconsole.log(JSON.stringify(runPlanckSteeringExample()));\n",
      );
      const result = JSON.parse(
        run(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'run-planck-steering.ts'], project),
      ) as {
        turretAngle: number;
        waypointsReached: number[];
        dronePosition: { x: number; y: number };
        droneSpeed: number;
        closestMissileApproach: number;
      };
      expect(Math.abs(result.turretAngle - Math.PI / 3)).toBeLessThan(Math.PI / 90);
      expect(result.waypointsReached).toEqual([0, 1, 2]);
      expect(Math.hypot(result.dronePosition.x - 8, result.dronePosition.y - 5)).toBeLessThan(0.3);
      expect(result.droneSpeed).toBeLessThan(0.05);
      expect(result.closestMissileApproach).toBeLessThan(1);
    },
  );
  it(
    "runs every TypeScript block of the package's README as printed, type-checked (nodenext and bundler), and its figures are " +
      'what it says',
    () => {
      const blocks = libReadmeBlocks();
      expect(blocks.length).toBeGreaterThanOrEqual(2);
      // The quick start also without the rate fed forward, as the README reports it.
      const quickStart = blocks.find((block) => block.includes('desiredHeadingRate);')) ?? '';
      expect(quickStart).toContain('new PidController()');
      const files = [...blocks, quickStart.replace(', desiredHeadingRate);', ');')];
      // A block of the root entry ('pid-steering') runs where planck is installed; the others without it.
      const needsPlanck = (code: string): boolean => code.includes("from 'pid-steering';");
      expect(blocks.some(needsPlanck), 'a block shows BodySteering from the root').toBe(true);
      const dirs = { bare: mkdtempSync(join(bare, 'readme-')), planck: mkdtempSync(join(project, 'readme-')) };
      for (const dir of Object.values(dirs)) {
        writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
        files.forEach((code, index) =>
          writeFileSync(join(dir, `block${index}.ts`), needsPlanck(code) === (dir === dirs.planck) ? code : 'export {};\n'),
        );
        writeFileSync(join(dir, 'tsconfig.json'), userTsconfig('bundler'));
        run(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], dir);
        writeFileSync(join(dir, 'tsconfig.json'), userTsconfig('nodenext'));
        run(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], dir);
      }
      const outputs = files.map((code, index) =>
        run(process.execPath, [`out/block${index}.js`], needsPlanck(code) ? dirs.planck : dirs.bare).trim(),
      );
      console.log(`README blocks printed: ${JSON.stringify(outputs)}`);
      const readme = readFileSync(join(root, 'lib/README.md'), 'utf8');
      // "It prints `…`" after the quick start; "lags N° behind" without the rate.
      const printed = /It prints `([^`]+)`/.exec(readme)?.[1];
      const lagWithout = /the same turn lags ([\d.]+)° behind/.exec(readme)?.[1];
      expect(outputs[blocks.indexOf(quickStart)]).toBe(printed);
      expect(outputs.at(-1)).toMatch(/^lag after 10 s: [\d.]+°$/);
      expect(Number.parseFloat(outputs.at(-1)?.slice('lag after 10 s: '.length) ?? '')).toBeCloseTo(Number(lagWithout), 1);
      // Every other block's printed value is the one its comment gives (`console.log(…); // value: …`).
      blocks.forEach((code, index) => {
        const claimed = /console\.log\(.*\); \/\/ ([^:\s]+)/.exec(code)?.[1];
        if (code !== quickStart) expect(outputs[index], `block ${index}`).toBe(claimed);
      });
    },
  );

  it(
    'is required from CommonJS compiled by tsc (nodenext), every controller ' + 'subpath with wrapAngle, and checks settings at run time',
    () => {
      const dir = mkdtempSync(join(bare, 'cjs-'));
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'commonjs' }));
      // One subpath per controller, as package.json exports them (tests/lib/controllerExports.test.ts holds them to the registry).
      const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
      const subpaths = Object.keys(manifest.exports).flatMap((subpath) => /^\.\/controllers\/(.+)$/.exec(subpath)?.[1] ?? []);
      expect(subpaths).toContain('time-optimal');
      writeFileSync(
        join(dir, 'check.cts'),
        `import { createTurnController, wrapAngle } from 'pid-steering/controllers';
${subpaths.map((name, index) => `import { wrapAngle as wrap${index} } from 'pid-steering/controllers/${name}';`).join('\n')}
const wraps = [${subpaths.map((_name, index) => `wrap${index}`).join(', ')}];
const partial = createTurnController({ type: 'pid', kp: 1 });
let refusal = '';
try {
  createTurnController({ type: 'pid', kp: 'x' as unknown as number });
} catch (error) {
  refusal = (error as Error).message;
}
const sameWrap = wraps.every((wrap) => wrap === wrapAngle);
console.log(JSON.stringify({ sameWrap, wrapped: wrapAngle(4), partial: partial.type, refusal, commonJs: typeof module === 'object' }));
`,
      );
      writeFileSync(join(dir, 'tsconfig.json'), userTsconfig('nodenext'));
      run(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], dir);
      expect(readFileSync(join(dir, 'out/check.cjs'), 'utf8')).toContain('require("pid-steering/controllers")');
      const result = JSON.parse(run(process.execPath, ['out/check.cjs'], dir)) as {
        sameWrap: boolean;
        wrapped: number;
        partial: string;
        refusal: string;
        commonJs: boolean;
      };
      expect(result).toEqual({
        sameWrap: true,
        wrapped: 4 - 2 * Math.PI,
        partial: 'pid',
        refusal: 'pid: kp must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target), got "x"',
        commonJs: true,
      });
    },
  );

  it(
    'type-checks under moduleResolution "node" (node10, the default of module commonjs, TypeScript 5.9): the controllers entry, ' +
      'each subpath, the 3D entry, and the root with planck',
    () => {
      const subpaths = Object.keys(
        (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> }).exports,
      ).flatMap((subpath) => /^\.\/controllers\/(.+)$/.exec(subpath)?.[1] ?? []);
      const check = (dir: string, code: string): void => {
        writeFileSync(join(dir, 'node10.ts'), code);
        writeFileSync(
          join(dir, 'tsconfig.node10.json'),
          JSON.stringify({
            compilerOptions: {
              module: 'commonjs',
              moduleResolution: 'node',
              target: 'es2022',
              strict: true,
              noEmit: true,
              skipLibCheck: true,
              types: [],
            },
            files: ['node10.ts'],
          }),
        );
        run(process.execPath, [typescript5, '-p', 'tsconfig.node10.json'], dir);
      };
      // TypeScript 7 removed node10 resolution (TS5108); the last that has it without deprecation is 5.9, a dev dependency of its own.
      const typescript5 = join(root, 'node_modules/typescript-5.9/bin/tsc');
      const subpathImports = subpaths.map((name, index) => `import { wrapAngle as wrap${index} } from 'pid-steering/controllers/${name}';`);
      check(
        bare,
        `import { PidController, wrapAngle } from 'pid-steering/controllers';\nimport { AttitudeController } from ` +
          `'pid-steering/controllers3d';\nexport const attitude = new AttitudeController(new ` +
          `PidController());\n${subpathImports.join('\n')}\nconst turns: number[] = [wrapAngle(4), new PidController().update({ ` +
          `headingError: 1, angularVelocity: 0, dt: 1 / 60, maxAngularAcceleration: 4, inertia: 1 }), ` +
          `${subpaths.map((_name, index) => `wrap${index}(4)`).join(', ')}];\nexport { turns };\n`,
      );
      check(
        project,
        "import { BodySteering, wrapAngle } from 'pid-steering';\nconst angle: number = wrapAngle(4);\nexport { angle, BodySteering };\n",
      );
    },
  );

  it('ships declarations that cite no repository source path or seed, and a README whose links all resolve in the package', () => {
    const typesDir = join(bare, 'node_modules/pid-steering/dist-lib/types');
    const offenders =
      namesUnder(typesDir).length > 0
        ? readdirSync(typesDir, { recursive: true, encoding: 'utf8' }).filter(
            (name) => name.endsWith('.d.ts') && /\bsrc\/|[Ss]eed 00\d/.test(readFileSync(join(typesDir, name), 'utf8')),
          )
        : ['no declarations'];
    expect(offenders).toEqual([]);
    const readme = readFileSync(join(bare, 'node_modules/pid-steering/README.md'), 'utf8');
    const relativeLinks = [...readme.matchAll(/\]\(([^)]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^https?:/.test(target));
    for (const target of relativeLinks) expect(existsSync(join(bare, 'node_modules/pid-steering', target)), target).toBe(true);
    expect(relativeLinks).toContain('docs/controllers.md');
    // The shipped docs' own links (their plots) resolve too.
    const docsDir = join(bare, 'node_modules/pid-steering/docs');
    for (const page of readdirSync(docsDir).filter((name) => name.endsWith('.md'))) {
      const links = [...readFileSync(join(docsDir, page), 'utf8').matchAll(/\]\(([^)#\s]+)/g)]
        .map((match) => match[1] ?? '')
        .filter((target) => !/^[a-z]+:/.test(target));
      for (const target of links) expect(existsSync(join(docsDir, target)), `docs/${page} → ${target}`).toBe(true);
    }
  });
});
