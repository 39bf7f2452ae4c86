/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GUIDE_DOCS } from './src/app/export/guidePages.ts';
import { basename, dirname, join, resolve } from 'node:path';
import { build, defineConfig, runnerImport, type Plugin, type ResolvedConfig, type UserConfig } from 'vite';
import SlowFirstSequencer from './tests/setup/slowFirstSequencer.ts';
import { HANG_GUARD_MS } from './tests/setup/hangGuard.ts';

/** Where the second build (Phaser with WebGL) writes its entry, from the page's chunks in `assets/`. */
const WEBGL_BUILD_ENTRY = 'webgl/main.js';

/**
 * Phaser's build-time flags, as its own webpack build defines them (node_modules/phaser/config),
 * for the game's Phaser build (src/game/phaser/phaserBuild.cjs): the Canvas renderer, and WebGL only
 * in the second build (`?renderer=webgl`); no WebGL debugging, no sound, no optional plugins. And the
 * page's own flags (src/buildFlags.d.ts), which the dev server and the tests define too.
 */
function buildFlags(webgl: boolean): Record<string, string> {
  return {
    'typeof CANVAS_RENDERER': 'true',
    'typeof WEBGL_RENDERER': String(webgl),
    'typeof WEBGL_DEBUG': 'false',
    'typeof FEATURE_SOUND': 'false',
    'typeof PLUGIN_CAMERA3D': 'false',
    'typeof PLUGIN_FBINSTANT': 'false',
    ...pageFlags(webgl),
  };
}

function pageFlags(webgl: boolean): Record<string, string> {
  return { 'import.meta.env.PHASER_HAS_WEBGL': String(webgl), 'import.meta.env.WEBGL_BUILD_ENTRY': JSON.stringify(WEBGL_BUILD_ENTRY) };
}

/** How the browser build bundles, the same for both of the page's builds. */
const BROWSER_BUILD = {
  target: 'es2022',
  chunkSizeWarningLimit: 2000,
  rolldownOptions: {
    output: {
      // Phaser and the other libraries in chunks of their own: they change far less often than
      // our code (so browsers keep them cached), and `npm run size` can tell them apart.
      codeSplitting: {
        // A group holds its own modules only: the QuickJS glue's import() would otherwise pull Vite's
        // preload helper (used by every lazy chunk) into the sandbox's chunk, and load it at start-up.
        includeDependenciesRecursively: false,
        groups: [
          // uPlot is loaded on first use (src/ui/instruments/loadUplot.ts): its own chunk, not the start-up vendor one.
          { name: 'vendor-uplot', test: /[\\/]node_modules[\\/]uplot[\\/]/, priority: 3 },
          // lil-gui comes with the sidebar's tools, built when the sidebar first opens (src/ui/SidebarTools.ts).
          { name: 'vendor-lil-gui', test: /[\\/]node_modules[\\/]lil-gui[\\/]/, priority: 3 },
          // The challenges' editor loads when first used (src/ui/challenge/loadCodeEditor.ts): CodeMirror stays out
          // of start-up. (The QuickJS glue and its .wasm are in the sandbox's Worker, a bundle of its own.)
          {
            name: 'vendor-codemirror',
            test: /[\\/]node_modules[\\/](@codemirror|@lezer|@marijn|style-mod|w3c-keyname|crelt)[\\/]/,
            priority: 3,
          },
          { name: 'phaser', test: /[\\/]node_modules[\\/](phaser|eventemitter3)[\\/]|[\\/]src[\\/]game[\\/]phaser[\\/]/, priority: 2 },
          { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 1 },
          // Our modules that start-up needs, in one chunk: the small chunks they would otherwise be split into (modules
          // shared with lazy chunks) made 14 requests at start, more than the 6 connections a browser opens to a host,
          // so the last ones waited for the first to finish. Lazy chunks import what they share from this one. With their
          // dependencies: without, a lazy chunk (the gallery's) called a function of this chunk before it was defined.
          { name: 'app', test: /[\\/]src[\\/]/, tags: ['$initial'], priority: 0, includeDependenciesRecursively: true },
        ],
      },
    },
  },
} satisfies UserConfig['build'];

/**
 * In a build whose Phaser has no WebGL renderer, Phaser's device check does not create a WebGL
 * context to learn whether WebGL works (10–30 ms of every start-up; its answer is read only to
 * create a WebGL renderer). Fails the build if Phaser's source no longer reads as expected.
 */
function phaserWithoutWebglProbe(): Plugin {
  const probe = 'Features.webGL = testWebGL();';
  return {
    name: 'pid-phaser-without-webgl-probe',
    transform: {
      filter: { id: /[\\/]phaser[\\/]src[\\/]device[\\/]Features\.js$/ },
      handler(code) {
        if (!code.includes(probe))
          throw new Error(`Phaser's device/Features.js no longer contains "${probe}": see phaserWithoutWebglProbe in vite.config.ts`);
        return code.replace(probe, 'Features.webGL = false;');
      },
    },
  };
}

/**
 * The guide's pages beside the built page, in its `docs/` (src/app/export/guidePages.ts): the game
 * links to them (the step response, the panel, the help, "Use in your game"), and a browser shows
 * them as text. The dev server serves them from the repository's own docs/.
 */
function guideDocs(): Plugin {
  return {
    name: 'pid-guide-docs',
    apply: 'build',
    generateBundle() {
      for (const doc of GUIDE_DOCS)
        this.emitFile({
          type: 'asset',
          fileName: `docs/${doc}`,
          source: readFileSync(fileURLToPath(new URL(`./docs/${doc}`, import.meta.url)), 'utf8'),
        });
    },
  };
}

/** The browser build imports the game's own Phaser build (only the modules the game uses). */
const PHASER_BUILD_ALIAS = { phaser: fileURLToPath(new URL('./src/game/phaser/phaserBuild.cjs', import.meta.url)) };

/**
 * The page's second build, made after the first into its `assets/webgl/`: the same page with WebGL in
 * its Phaser, which src/pageEntry.ts loads for `?renderer=webgl`.
 */
function webglBuild(): Plugin {
  let parent: ResolvedConfig | null = null;
  return {
    name: 'pid-webgl-build',
    apply: 'build',
    configResolved(config) {
      parent = config;
    },
    async closeBundle() {
      if (parent === null) return;
      const outDir = join(resolve(parent.root, parent.build.outDir), 'assets', dirname(WEBGL_BUILD_ENTRY));
      await build({
        configFile: false,
        root: parent.root,
        base: './',
        mode: parent.mode,
        logLevel: parent.logLevel,
        publicDir: false,
        resolve: { alias: PHASER_BUILD_ALIAS },
        define: buildFlags(true),
        build: {
          ...BROWSER_BUILD,
          outDir,
          emptyOutDir: true,
          assetsDir: '',
          rolldownOptions: {
            ...BROWSER_BUILD.rolldownOptions,
            input: fileURLToPath(new URL('./src/pageEntry.ts', import.meta.url)),
            output: { ...BROWSER_BUILD.rolldownOptions.output, entryFileNames: basename(WEBGL_BUILD_ENTRY) },
          },
        },
      });
    },
  };
}

/** The 3D lab's page (src/lab3d/), built apart from the 2D page: no chunk of either is the other's. */
const LAB_PAGE = '3d.html';
/** The explorable article's page (src/article/), built apart from both. */
const ARTICLE_PAGE = 'article.html';

/**
 * The numbers of the article's text, measured from its figures' runs as the page builds
 * (src/article/scene/claimsInHtml.ts), with the 3D lab's turn measured headless on Rapier: the page
 * read without scripts, or printed, shows them and a picture of each run.
 */
function articleClaims(): Plugin {
  return {
    name: 'pid-article-claims',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        if (basename(context.filename) !== ARTICLE_PAGE) return html;
        // Through Vite's module runner: the simulation's TypeScript as the page's own build reads it.
        const { module } = await runnerImport<typeof import('./src/article/scene/claimsInHtml.ts')>(
          fileURLToPath(new URL('./src/article/scene/claimsInHtml.ts', import.meta.url)),
        );
        // The turn in 3D: the lab's own scene on Rapier, headless (the article's page never loads Rapier).
        const { module: lab } = await runnerImport<typeof import('./src/lab3d/scene/openingTurn.ts')>(
          fileURLToPath(new URL('./src/lab3d/scene/openingTurn.ts', import.meta.url)),
        );
        const rapier = (await import('@dimforge/rapier3d-compat')).default;
        await rapier.init();
        return module.fillClaims(html, { slow: lab.measureOpeningTurn(rapier, 'slow'), fast: lab.measureOpeningTurn(rapier, 'fast') });
      },
    },
  };
}

/**
 * A page built after the 2D page's into the same folder (the page beside index.html, its chunks in
 * `assets/<folder>/`): a build of its own, so that its libraries never join a chunk of the 2D page,
 * whose start-up stays as it was (`npm run size` lists each page's start). Its libraries in chunks of
 * their own, as the 2D page's (cached apart from our code). The 3D lab (three.js, Rapier) and the
 * explorable article (the game's model without Phaser) are built so.
 */
function separatePageBuild(
  page: string,
  folder: string,
  groups: readonly { name: string; test: RegExp; priority: number }[],
  plugins: Plugin[] = [],
): Plugin {
  let parent: ResolvedConfig | null = null;
  return {
    name: `pid-${folder}-build`,
    apply: 'build',
    configResolved(config) {
      parent = config;
    },
    closeBundle: {
      // After the WebGL build, not beside it: two builds at once on two cores.
      sequential: true,
      async handler() {
        if (parent === null) return;
        await build({
          configFile: false,
          root: parent.root,
          base: './',
          mode: parent.mode,
          logLevel: parent.logLevel,
          publicDir: false,
          plugins,
          build: {
            target: 'es2022',
            chunkSizeWarningLimit: 5000,
            outDir: resolve(parent.root, parent.build.outDir),
            emptyOutDir: false,
            assetsDir: `assets/${folder}`,
            rolldownOptions: {
              input: fileURLToPath(new URL(`./${page}`, import.meta.url)),
              output: { codeSplitting: { groups: [...groups, { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 1 }] } },
            },
          },
        });
      },
    },
  };
}

/** The 3D lab's build: three.js and Rapier in chunks of their own. */
const lab3dBuild = (): Plugin =>
  separatePageBuild(LAB_PAGE, 'lab3d', [
    { name: 'vendor-rapier', test: /[\\/]node_modules[\\/]@dimforge[\\/]/, priority: 2 },
    { name: 'vendor-three', test: /[\\/]node_modules[\\/]three[\\/]/, priority: 2 },
  ]);

/** The article's build, its numbers measured as it builds. */
const articleBuild = (): Plugin => separatePageBuild(ARTICLE_PAGE, 'article', [], [articleClaims()]);

export default defineConfig(({ command }) => ({
  base: './',
  // The browser build imports the game's own Phaser build, Canvas only, and makes the WebGL one beside
  // it; the dev server, the tests and the types keep the `phaser` package as published (both renderers).
  ...(command === 'build'
    ? {
        resolve: { alias: PHASER_BUILD_ALIAS },
        define: buildFlags(false),
        plugins: [phaserWithoutWebglProbe(), guideDocs(), webglBuild(), lab3dBuild(), articleBuild()],
      }
    : { define: pageFlags(true), plugins: [articleClaims()] }),
  build: BROWSER_BUILD,
  test: {
    include: ['tests/**/*.test.ts'],
    // Bundles the command-line tools the tests run most, once per run (tests/setup/toolBundles.ts).
    globalSetup: ['tests/setup/toolBundlesSetup.ts'],
    environment: 'node',
    // Tests assert behaviour, not speed: some run thousands of physics steps or spawn the CLI, and
    // beside four CPU hogs on 2 cores take three times as long as alone. A test's or a hook's
    // timeout only guards against a hang (tests/setup/hangGuard.ts); none sets a shorter one.
    testTimeout: HANG_GUARD_MS,
    hookTimeout: HANG_GUARD_MS,
    // Two test files at a time on a 2-core machine: many files wait on a spawned CLI process or a
    // compiler, so one worker left a core idle (measured: 257 s with one, 189 s with two).
    maxWorkers: 2,
    // The slowest files first (tests/setup/slowFirstSequencer.ts): none is dealt out last to run alone.
    sequence: { sequencer: SlowFirstSequencer },
    // The JSON report feeds the list of the slowest test files CI prints at its end (scripts/slowest-tests.ts).
    reporters: ['default', ['json', { outputFile: '.test-timings/vitest.json' }]],
  },
}));
