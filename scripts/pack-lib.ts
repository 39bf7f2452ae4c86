/**
 * Builds the library entry (src/index.ts) into dist-lib/ and packs it with `npm pack`.
 *
 *   npm run pack:lib             build, then pack into dist-pack/; the tarball's path is the LAST line of stdout
 *   tsx scripts/pack-lib.ts --no-pack   build only (what `npm run build:lib` does)
 *
 * The build: Vite bundles the code into dist-lib/index.js (planck and zod stay imports), and `tsc`
 * writes one declaration file per source file into dist-lib/types. tsc keeps the sources' import
 * specifiers as they are written (`'./math/vec2'`, fine for a bundler), but a consumer compiling with
 * `moduleResolution: node16`/`nodenext` needs the extension (`'./math/vec2.js'`), so this script adds
 * it to every relative import of the declarations, checking that each one names a file that exists;
 * and the source paths their comments cite (`src/…`, which a user does not have) become the shipped
 * declaration files.
 * TypeScript 7 has no JS API, so the usual declaration bundlers (which import `typescript`) cannot run.
 *
 * The pack: a folder of its own (dist-pack/package/) holds what a user installs: dist-lib/, the
 * license, the library's README and changelog (lib/README.md and lib/CHANGELOG.md, not the game's),
 * the docs it links (docs/, with their plots) and a package.json trimmed to what a package needs (no
 * game scripts, no dev dependencies; `"sideEffects": false`: scripts/libManifest.ts); `npm pack`
 * packs that folder.
 *
 * Everything the tools print goes to stderr: stdout holds only the tarball's path.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishedManifest, REPOSITORY_ONLY, SHIPPED_DOCS } from './libManifest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const libDir = join(root, 'dist-lib');
const typesDir = join(libDir, 'types');
const packDir = join(root, 'dist-pack');

/** Runs a command in the repository, its output on our stderr unless `echo` is false; exits when it fails. */
function run(command: string, args: readonly string[], echo = true): string {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.error) throw result.error;
  if (echo) process.stderr.write(result.stdout);
  if (result.status !== 0) {
    process.stderr.write(`pack-lib: ${command} ${args.join(' ')} failed with status ${String(result.status)}\n`);
    process.exit(1);
  }
  return result.stdout;
}

/** Every file under `dir` whose name ends with `suffix`. */
function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, suffix) : path.endsWith(suffix) ? [path] : [];
  });
}

/** Relative module specifiers in `import … from`, `export … from` and `import('…')` of a declaration file. */
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

/**
 * `specifier` as written in `file`, with the extension node16 resolution needs: `./x` → `./x.js` when
 * `x.d.ts` was emitted, `./x` → `./x/index.js` for a folder. Throws when it names nothing emitted.
 */
function withExtension(file: string, specifier: string): string {
  if (/\.(c|m)?js$/.test(specifier)) return specifier;
  const target = resolve(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${relative(root, file)}: import '${specifier}' names no emitted declaration file`);
}

/** Adds the extensions to every relative import of the declaration files under `dir`; returns how many. */
function addDeclarationExtensions(dir: string): number {
  let rewritten = 0;
  for (const file of filesUnder(dir, '.d.ts')) {
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(RELATIVE_SPECIFIER, (_match, lead: string, quote: string, specifier: string) => {
      const next = withExtension(file, specifier);
      if (next !== specifier) rewritten++;
      return `${lead}${quote}${next}${quote}`;
    });
    if (fixed !== text) writeFileSync(file, fixed);
  }
  return rewritten;
}

/** A repository source path cited in a comment: `src/sim/control/brakingCurve.ts`, `src/sim/control/registry`. */
const SOURCE_CITATION = /\bsrc\/((?:[\w.-]+\/)*[\w-]+)(\.ts)?\b/g;

/**
 * Rewrites the source paths the declarations' comments cite into what a user has: a module that is
 * shipped becomes its declaration file in the package (`dist-lib/types/sim/control/brakingCurve.d.ts`),
 * a folder that is shipped its folder, anything else (the demo game's own files) "the demo game's
 * source". Returns how many citations it rewrote.
 */
function rewriteSourceCitations(dir: string): number {
  let rewritten = 0;
  for (const file of filesUnder(dir, '.d.ts')) {
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(SOURCE_CITATION, (_match, path: string, extension: string | undefined) => {
      rewritten++;
      if (extension && existsSync(join(dir, `${path}.d.ts`))) return `dist-lib/types/${path}.d.ts`;
      if (!extension && existsSync(join(dir, path))) return `dist-lib/types/${path}/`;
      return "the demo game's source";
    });
    if (fixed !== text) writeFileSync(file, fixed);
  }
  return rewritten;
}

/**
 * A shipped page as a package user reads it: a source file the package ships (`src/sim/control/
 * PidController.ts`) names its shipped module (`dist-lib/sim/control/PidController.js`, or its
 * declarations, `dist-lib/types/….d.ts`, for a file of types); HTML comments (the generators'
 * markers) are dropped. Any other reference to the repository (a test, a script, a source file
 * that is not shipped) stops the pack, naming it: the page must say what it shows instead.
 */
function forPackageUsers(page: string, text: string, shipped: (path: string) => boolean): string {
  const rewritten = text
    // A guide's example imports the repository's sources, with a comment on what a game imports: the package's.
    .replace(/^\/\/ In your game, import from '[^']+'.* instead of '[^']+'\.\n/gm, '')
    .replace(/from '\.\.\/src\/index'/g, "from 'pid-steering'")
    .replace(/from '\.\.\/src\/controllers'/g, "from 'pid-steering/controllers'")
    .replace(/from '\.\.\/src\/controllers3d'/g, "from 'pid-steering/controllers3d'")
    .replace(/<!--[\s\S]*?-->\n?/g, '')
    .replace(/`src\/([^`\s]+)\.ts`/g, (whole, module: string) => {
      if (shipped(`${module}.js`)) return `\`dist-lib/${module}.js\``;
      if (shipped(`types/${module}.d.ts`)) return `\`dist-lib/types/${module}.d.ts\``;
      return whole;
    });
  const left = [...rewritten.matchAll(REPOSITORY_ONLY)].map(([reference]) => reference);
  if (left.length > 0) throw new Error(`docs/${page} names what a package user does not have: ${left.join(', ')}`);
  return rewritten;
}

/**
 * Copies the shipped docs into `dir`/docs, with every file their relative links name (the plots
 * in docs/img). A link to a page the package does not ship stops the pack (no shipped link may be
 * dead); references to the repository's files and scripts are checked by {@link forPackageUsers}.
 */
function stageDocs(dir: string): void {
  const docs = join(root, 'docs');
  mkdirSync(join(dir, 'docs'), { recursive: true });
  for (const page of SHIPPED_DOCS) {
    const text = readFileSync(join(docs, page), 'utf8');
    const shipped = text.replace(/\[([^\]]+)\]\(([^)#\s]+)(#[^)]*)?\)/g, (link, _label: string, target: string) => {
      if (/^[a-z]+:/.test(target)) return link;
      if (target.endsWith('.md') && !SHIPPED_DOCS.includes(target))
        throw new Error(`docs/${page} links ${target}, a page the package does not ship`);
      if (!existsSync(join(docs, target))) throw new Error(`docs/${page} links ${target}, which does not exist`);
      // A shipped page is written by this loop, its links rewritten: copying it as it is would undo that.
      if (!SHIPPED_DOCS.includes(target)) cpSync(join(docs, target), join(dir, 'docs', target));
      return link;
    });
    writeFileSync(
      join(dir, 'docs', page),
      forPackageUsers(page, shipped, (module) => existsSync(join(libDir, module))),
    );
  }
}

/**
 * The package folder to pack: dist-lib/, LICENSE, lib/README.md as README.md, lib/CHANGELOG.md as CHANGELOG.md, the docs it links and a
 * trimmed package.json.
 */
function stagePackage(dir: string): void {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`);
  cpSync(libDir, join(dir, 'dist-lib'), { recursive: true });
  cpSync(join(root, 'LICENSE'), join(dir, 'LICENSE'));
  cpSync(join(root, 'lib/README.md'), join(dir, 'README.md'));
  cpSync(join(root, 'lib/CHANGELOG.md'), join(dir, 'CHANGELOG.md'));
  stageDocs(dir);
}

const pack = !process.argv.includes('--no-pack');

run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.lib.config.ts', '--logLevel', 'warn']);
run(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.lib.json']);
const rewritten = addDeclarationExtensions(typesDir);
const citations = rewriteSourceCitations(typesDir);
process.stderr.write(
  `pack-lib: ${relative(root, libDir)}/ built; ${rewritten} declaration imports given their .js extension, ${citations} source ` +
    `paths in comments given the shipped ones\n`,
);

if (pack) {
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  const staged = join(packDir, 'package');
  stagePackage(staged);
  const output = run('npm', ['pack', staged, '--json', '--pack-destination', packDir], false);
  const packed = JSON.parse(output.slice(output.indexOf('['))) as { filename: string; files: unknown[] }[];
  const tarball = join(packDir, packed[0]?.filename ?? '');
  if (!packed[0] || !existsSync(tarball)) throw new Error(`npm pack wrote no tarball into ${relative(root, packDir)}/`);
  process.stderr.write(`pack-lib: ${packed[0].files.length} files packed\n`);
  process.stdout.write(`${tarball}\n`);
}
