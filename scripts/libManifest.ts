/**
 * The package.json the library is packed with (scripts/pack-lib.ts), made from the repository's:
 * the fields a published package keeps (the rest is the game's: scripts, dev dependencies), the
 * docs among its files, and `"sideEffects": false`.
 *
 * Why `sideEffects: false`: no module of the library does anything when imported (each defines
 * functions, classes and constants; the tables built at load, such as the scenario schemas, are
 * pure), so a bundler may drop every module a program does not use. Without it,
 * `import { wrapAngle } from 'pid-steering'` bundled zod and the whole simulation: 103,605 B gzip
 * instead of 364 (tests/lib/rootImportSize.test.ts). A module given a side effect at import must be
 * listed here instead of `false`.
 */

/** The fields of the repository's package.json a published package keeps (the rest is the game's). */
export const PUBLISHED_FIELDS = [
  'name',
  'version',
  'description',
  'license',
  'repository',
  'homepage',
  'bugs',
  'type',
  'sideEffects',
  'dependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'engines',
  'exports',
  'files',
];

/** The files the package ships besides those package.json's `files` names (they are staged by pack-lib). */
export const EXTRA_PACKED_FILES = ['docs', 'CHANGELOG.md'];

/** The docs the package ships (its README links the first, which links the others), from the repository's docs/. */
export const SHIPPED_DOCS = [
  'controllers.md',
  'controllers-pid.md',
  'controllers-pd-and-time-optimal.md',
  'controllers-tuning.md',
  'controllers-3d.md',
  'use-in-3d.md',
  'guidance.md',
  'step-response-figures.md',
  'planck-adapter.md',
];

/**
 * What no shipped page may name, as a package user has none of it: the repository's tests, scripts,
 * examples and scenario files, its sources (a shipped page names a shipped module by its dist-lib
 * path: pack-lib rewrites those), and its npm scripts. Matched outside HTML comments, which the
 * shipped pages drop.
 */
export const REPOSITORY_ONLY = /(?<![`\w/'.-])`?((?:src|tests|scripts|examples|scenarios)\/[\w./*-]*\w|npm run [\w:-]+)/g;

/** The packed package.json for the repository's manifest `manifest`. */
export function publishedManifest(manifest: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const trimmed = Object.fromEntries(PUBLISHED_FIELDS.filter((field) => field in manifest).map((field) => [field, manifest[field]]));
  trimmed.files = [...((manifest.files as string[] | undefined) ?? []), ...EXTRA_PACKED_FILES];
  trimmed.sideEffects = false;
  Object.assign(trimmed, node10Types(manifest.exports as Readonly<Record<string, unknown>> | undefined));
  return trimmed;
}

/**
 * `types` and `typesVersions` for TypeScript's moduleResolution "node" (node10: the default of
 * module commonjs until TypeScript 7 removed it), which reads no `exports`: each subpath's
 * declarations as `exports` names them, so the two never disagree.
 */
export function node10Types(exports: Readonly<Record<string, unknown>> | undefined): {
  types?: string;
  typesVersions?: Record<string, Record<string, string[]>>;
} {
  const typesOf = (target: unknown): string | undefined =>
    typeof target === 'object' && target !== null ? ((target as { types?: unknown }).types as string | undefined) : undefined;
  if (exports === undefined) return {};
  const paths = Object.fromEntries(
    Object.entries(exports).flatMap(([subpath, target]) =>
      subpath === '.' || typesOf(target) === undefined ? [] : [[subpath.slice(2), [typesOf(target) as string]]],
    ),
  );
  const root = typesOf(exports['.']);
  return { ...(root === undefined ? {} : { types: root }), typesVersions: { '*': paths } };
}
