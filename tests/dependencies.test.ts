import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What ships to the browser is reviewed by hand: `npm audit` cannot reach the audit service from
 * the development machine (it answers 405), so instead every runtime dependency must be one we
 * chose, for a reason written here. Adding one means adding it here, in review.
 */
const RUNTIME_DEPENDENCIES: Readonly<Record<string, string>> = {
  phaser: 'rendering and input: the engine the project was asked to use',
  planck: 'Box2D physics in TypeScript (the maintained successor of planck-js)',
  'lil-gui': 'the tuning panel',
  zod: 'one schema per input surface, so every refusal names its field',
  uplot: 'small canvas charts for the step-response view',
  // The challenges' sandbox and editor ship in chunks loaded on first use (dev dependencies: built into the game, not the library).
  'quickjs-emscripten-core': 'QuickJS in WebAssembly: the sandbox players’ controllers run in',
  '@jitl/quickjs-ng-wasmfile-release-sync':
    'the QuickJS-ng build (a separate .wasm) that quickjs-emscripten-core loads: its Error.stackTraceLimit bounds what each ' +
    'caught stack overflow costs',
  '@codemirror/view': 'the challenges’ code editor',
  '@codemirror/state': 'the code editor’s document and transactions',
  '@codemirror/commands': 'the code editor’s keys (undo, indent)',
  '@codemirror/language': 'the code editor’s highlighting and bracket matching',
  '@codemirror/lang-javascript': 'JavaScript highlighting for the code editor',
  fflate: 'share links: the settings and the scene, deflated, read synchronously at start-up',
};

/** Packages that come with the runtime dependencies above (in package-lock.json without "dev"). */
const TRANSITIVE_RUNTIME_PACKAGES: Readonly<Record<string, string>> = {
  eventemitter3: "phaser's event emitter",
  'stage-js': "planck's peer dependency for its testbed; the game does not import it",
};

const root = join(__dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
};

describe('runtime dependencies', () => {
  it('are each one we chose deliberately, with a reason', () => {
    const unreviewed = Object.keys(manifest.dependencies ?? {}).filter((name) => !(name in RUNTIME_DEPENDENCIES));
    expect(
      unreviewed,
      'add a new runtime dependency to RUNTIME_DEPENDENCIES with its reason (and to the README), or make it a devDependency',
    ).toEqual([]);
  });

  it('come from the npm registry by version range, not from a URL, git or a local path', () => {
    for (const [name, spec] of Object.entries(manifest.dependencies ?? {})) expect(spec, name).toMatch(/^[\^~]?\d+\.\d+\.\d+$/);
  });

  it('bring in no package we did not review (the whole runtime tree in package-lock.json)', () => {
    const runtime = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.dev && !entry.devOptional)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    const unreviewed = runtime.filter((name) => !(name in RUNTIME_DEPENDENCIES) && !(name in TRANSITIVE_RUNTIME_PACKAGES));
    expect(unreviewed, 'review these runtime packages and list them in tests/dependencies.test.ts').toEqual([]);
  });
});
