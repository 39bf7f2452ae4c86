/**
 * `npm run size [-- --dir dist --json]`
 *
 * The production bundle's size, read from the output of `vite build` (run it first; `npm run
 * build` does): every file with its size and gzip size (node:zlib, level 9, roughly what a server
 * sends), the total, what loads at start (the files index.html references: the entry script, the
 * chunks it preloads, the styles) versus later (lazy chunks such as the benchmark mode, workers), and
 * how much is Phaser, other libraries and our own code. The split is by chunk: vite.config.ts puts
 * Phaser (the game's own build of it, src/game/phaser/phaserBuild.cjs) in the `phaser-*` chunk and
 * the other libraries in `vendor-*` chunks (planck, zod, lil-gui at start; uPlot in `vendor-uplot-*`,
 * loaded with the step-response view);
 * the rest is ours. The page's second build (`assets/webgl/`, the same page with WebGL in its Phaser,
 * loaded only for `?renderer=webgl`) counts as lazy. A worker is bundled on its own with what it imports (our simulation plus
 * planck), so it counts as one "worker" item. The 3D lab is a page of its own (3d.html, its chunks in
 * `assets/lab3d/`, built apart: three.js and Rapier are never in a chunk of the 2D page): its
 * files count as lazy for the 2D page, and its own start (what 3d.html loads) is given on a line
 * of its own; so is the explorable article's (article.html, its chunks in `assets/article/`).
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { parseFlags, refuse, runCommandLine } from '../src/cli/commandLine';
import { readUserFile, readUserFileBytes, type FileLimit } from '../src/cli/readUserFile';
import { textTable } from '../src/cli/textTable';
import { quoteForMessage } from '../src/sim/validation/oneLine';

const USAGE = 'usage: npm run size -- [--dir dist] [--json]';

/** Largest file of a build read, bytes (64 MiB; the largest chunk, Phaser's, is about 1.2 MB). */
const BUILD_FILE_LIMIT: FileLimit = { maxBytes: 64 * 1024 * 1024, what: 'a file of the build' };

/** Who a file's bytes belong to. */
type Owner = 'phaser' | 'libraries' | 'ours' | 'worker' | 'page';

interface Asset {
  /** Path inside the build directory, with forward slashes. */
  file: string;
  owner: Owner;
  /** Loaded with the page (referenced by index.html), or later. */
  loadedAtStart: boolean;
  bytes: number;
  gzipBytes: number;
}

interface Totals {
  bytes: number;
  gzipBytes: number;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

function ownerOf(file: string): Owner {
  const name = file.split('/').pop() ?? file;
  if (name === 'index.html' || name === LAB_PAGE || name === ARTICLE_PAGE) return 'page';
  if (/worker/i.test(name)) return 'worker';
  if (/^phaser[-.]/.test(name)) return 'phaser';
  if (/^vendor[-.]/.test(name)) return 'libraries';
  return 'ours';
}

/** The 3D lab's page. */
const LAB_PAGE = '3d.html';
/** The explorable article's page. */
const ARTICLE_PAGE = 'article.html';

/** Files a page (`page`, whose text is `html`) loads: its scripts, module preloads and stylesheets (paths relative to the build). */
function startFiles(html: string, page = 'index.html'): Set<string> {
  const files = new Set<string>([page]);
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"[^>]*>/g)) {
    const tag = match[0];
    const url = match[1] as string;
    if (/^[a-z]+:/i.test(url) || url.startsWith('//')) continue;
    if (tag.startsWith('<link') && !/rel="(?:modulepreload|stylesheet|icon)"/.test(tag)) continue;
    files.add(url.replace(/^\.?\//, ''));
  }
  return files;
}

function sum(assets: readonly Asset[]): Totals {
  return { bytes: assets.reduce((s, a) => s + a.bytes, 0), gzipBytes: assets.reduce((s, a) => s + a.gzipBytes, 0) };
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function main(argv: string[]): void {
  const { values: flags } = parseFlags(argv, { dir: 'string', json: 'boolean' });
  const dir = resolve(typeof flags.dir === 'string' ? flags.dir : 'dist');
  let stats: ReturnType<typeof statSync> | undefined;
  try {
    stats = statSync(join(dir, 'index.html'));
  } catch {
    stats = undefined;
  }
  if (!stats) refuse(`--dir: no build in ${quoteForMessage(dir, 200)} (no index.html): run \`npm run build\` first`);
  const html = readUserFile(join(dir, 'index.html'), BUILD_FILE_LIMIT);
  const atStart = startFiles(html);
  const assets: Asset[] = listFiles(dir)
    .map((path) => {
      const file = relative(dir, path).split('\\').join('/');
      const content = readUserFileBytes(path, BUILD_FILE_LIMIT);
      return {
        file,
        owner: ownerOf(file),
        loadedAtStart: atStart.has(file),
        bytes: content.length,
        gzipBytes: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
      };
    })
    .sort((a, b) => Number(b.loadedAtStart) - Number(a.loadedAtStart) || b.bytes - a.bytes);

  const owners: Owner[] = ['phaser', 'libraries', 'ours', 'worker', 'page'];
  const total = sum(assets);
  const start = sum(assets.filter((a) => a.loadedAtStart));
  const byOwner = Object.fromEntries(owners.map((owner) => [owner, sum(assets.filter((a) => a.owner === owner))])) as Record<Owner, Totals>;
  const startByOwner = Object.fromEntries(
    owners.map((owner) => [owner, sum(assets.filter((a) => a.owner === owner && a.loadedAtStart))]),
  ) as Record<Owner, Totals>;

  const pageStart = (page: string): { files: Set<string>; totals: Totals } | null => {
    let text: string;
    try {
      text = readUserFile(join(dir, page), BUILD_FILE_LIMIT);
    } catch {
      return null;
    }
    const files = startFiles(text, page);
    return { files, totals: sum(assets.filter((a) => files.has(a.file))) };
  };
  const lab = pageStart(LAB_PAGE);
  const labFiles = lab?.files ?? new Set<string>();
  const labStart = lab?.totals ?? null;
  const article = pageStart(ARTICLE_PAGE);

  if (flags.json) {
    const lazy = { bytes: total.bytes - start.bytes, gzipBytes: total.gzipBytes - start.gzipBytes };
    const report = {
      dir,
      assets,
      total,
      atStart: start,
      lazy,
      byOwner,
      atStartByOwner: startByOwner,
      lab3dAtStart: labStart,
      articleAtStart: article?.totals ?? null,
    };
    process.stdout.write(`${JSON.stringify(report)}\n`);
    return;
  }
  const rows = assets.map((a) => [a.file, a.owner, a.loadedAtStart ? 'start' : 'lazy', kib(a.bytes), kib(a.gzipBytes)]);
  rows.push(['total', '', '', kib(total.bytes), kib(total.gzipBytes)]);
  const header = ['file', 'whose', 'loaded', 'size', 'gzip'];
  process.stdout.write(`${textTable(header, rows, 3)}\n\n`);
  process.stdout.write(
    `loaded at start: ${kib(start.bytes)} (gzip ${kib(start.gzipBytes)}); lazy: ${kib(total.bytes - start.bytes)} (gzip ` +
      `${kib(total.gzipBytes - start.gzipBytes)})\n`,
  );
  const share = (t: Totals) =>
    `${kib(t.bytes)} (gzip ${kib(t.gzipBytes)}, ${((100 * t.gzipBytes) / Math.max(1, start.gzipBytes)).toFixed(0)}% of the start gzip)`;
  process.stdout.write(
    `at start: Phaser ${share(startByOwner.phaser)}; other libraries ${share(startByOwner.libraries)}; our code ` +
      `${share(startByOwner.ours)}\n`,
  );
  if (labStart !== null) {
    const labOf = (pattern: RegExp) => sum(assets.filter((a) => labFiles.has(a.file) && pattern.test(a.file)));
    const part = (t: Totals) => `${kib(t.bytes)} (gzip ${kib(t.gzipBytes)})`;
    process.stdout.write(
      `the 3D lab's page (${LAB_PAGE}) at its start: ${part(labStart)}: Rapier ${part(labOf(/vendor-rapier/))}, three.js ` +
        `${part(labOf(/vendor-three/))}, our code ${part(labOf(/^(?!.*vendor-)/))}\n`,
    );
  }
  if (article !== null) {
    const of = (pattern: RegExp) => sum(assets.filter((a) => article.files.has(a.file) && pattern.test(a.file)));
    const part = (t: Totals) => `${kib(t.bytes)} (gzip ${kib(t.gzipBytes)})`;
    process.stdout.write(
      `the article's page (${ARTICLE_PAGE}) at its start: ${part(article.totals)}: libraries ${part(of(/vendor-/))}, our code ` +
        `${part(of(/^(?!.*vendor-)/))}\n`,
    );
  }
}

runCommandLine(USAGE, main);
