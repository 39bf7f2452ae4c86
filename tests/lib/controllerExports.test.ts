/**
 * The library's lists of controllers, held to the registry (CONTROLLER_SPECS). Two lists must stay
 * written by hand: the named exports of the controllers entry (src/controllers.ts: an ES module's
 * export list is static, and a static list of each class's own module is what lets a game's bundler
 * keep one controller and drop the rest, and the registry with them, 1–3 KB gzip each:
 * tests/lib/controllersBundleSize.test.ts), and package.json's `exports`, one subpath per controller
 * (JSON, read by Node and bundlers as it is; vite.lib.config.ts builds an entry for each). This test
 * fails when either disagrees with the registry, in either direction.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { controllerSubpaths, listIn } from '../../scripts/docLists';
import { publishedManifest } from '../../scripts/libManifest';
import * as controllersEntry from '../../src/controllers';
import * as rootEntry from '../../src/index';
import { PublishedPidController } from '../../src/sim/control/PublishedPidController';
import { CONTROLLER_SPECS, controllerSpec } from '../../src/sim/control/registry/controllerSpecs';

const root = join(__dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, string | { import?: string }> };

/**
 * The subpaths under `./controllers/` (by the name after it) and the source module each is built from (as vite.lib.config.ts maps them).
 */
const CONTROLLER_SUBPATHS = new Map(
  Object.entries(manifest.exports).flatMap(([subpath, target]) => {
    const name = /^\.\/controllers\/(.+)$/.exec(subpath)?.[1];
    const built = typeof target === 'string' ? undefined : target.import?.match(/^\.\/dist-lib\/(.+)\.js$/)?.[1];
    return name === undefined || built === undefined ? [] : [[name, join(root, 'src', `${built}.ts`)] as const];
  }),
);

/** Subpaths that are no controller type of the registry, and why each is there. */
const OTHER_SUBPATHS: Readonly<Record<string, string>> = {
  'published-pid': 'the article\'s class, which the "pid" type builds with arithmetic "as-published"',
  'turn-torque': "turnTorque: a controller's command guarded, clamped and made a torque; no controller",
};

/** The class a spec builds from its defaults. */
function classOf(spec: (typeof CONTROLLER_SPECS)[number]): Function {
  return (spec.create as (settings: unknown) => object)(spec.defaults()).constructor;
}

/** Whether `value` is a controller class: a constructor whose instances answer `update`. */
function isControllerClass(value: unknown): boolean {
  return typeof value === 'function' && typeof (value.prototype as { update?: unknown } | undefined)?.update === 'function';
}

describe("the library's controllers, as the registry lists them", () => {
  it.each(CONTROLLER_SPECS.map((spec) => ({ type: spec.type, spec })))(
    '$type: its class by name from both entries, and a module of its own at pid-steering/controllers/$type, with wrapAngle',
    async ({ type, spec }) => {
      const controllerClass = classOf(spec);
      expect(
        (controllersEntry as Record<string, unknown>)[controllerClass.name],
        `src/controllers.ts exports ${controllerClass.name}`,
      ).toBe(controllerClass);
      expect((rootEntry as Record<string, unknown>)[controllerClass.name], `src/index.ts exports ${controllerClass.name}`).toBe(
        controllerClass,
      );
      const module = CONTROLLER_SUBPATHS.get(type);
      expect(module, `package.json exports ./controllers/${type}`).toBeDefined();
      const own = (await import(module as string)) as Record<string, unknown>;
      expect(own[controllerClass.name], `./controllers/${type} exports ${controllerClass.name}`).toBe(controllerClass);
      expect(own.wrapAngle, `./controllers/${type} exports wrapAngle`).toBe(controllersEntry.wrapAngle);
    },
  );

  it('has no subpath and no controller class the registry does not build, but those it names', async () => {
    const types = new Set<string>(CONTROLLER_SPECS.map((spec) => spec.type));
    expect([...CONTROLLER_SUBPATHS.keys()].filter((name) => !types.has(name) && !(name in OTHER_SUBPATHS))).toEqual([]);
    for (const name of Object.keys(OTHER_SUBPATHS))
      expect(CONTROLLER_SUBPATHS.has(name), `./controllers/${name} (OTHER_SUBPATHS) still exists`).toBe(true);
    // The as-published PID: its own subpath, the class the "pid" type builds as published.
    const asPublished = controllerSpec('pid').create({ ...controllerSpec('pid').defaults(), arithmetic: 'as-published' });
    expect(asPublished).toBeInstanceOf(PublishedPidController);
    expect(((await import(CONTROLLER_SUBPATHS.get('published-pid') as string)) as Record<string, unknown>).PublishedPidController).toBe(
      PublishedPidController,
    );

    const built = new Set<unknown>([...CONTROLLER_SPECS.map(classOf), PublishedPidController]);
    const exported = Object.entries(controllersEntry).filter(([, value]) => isControllerClass(value));
    expect(exported.filter(([, value]) => !built.has(value)).map(([name]) => name)).toEqual([]);
  });

  it("are each named in the package's README: npm run docs:generate writes the list", () => {
    expect(listIn(readFileSync(join(root, 'lib/README.md'), 'utf8'), 'controller-subpaths'), 'run npm run docs:generate').toBe(
      controllerSubpaths(),
    );
  });

  it(
    'resolve under moduleResolution "node" (node10) too: the packed manifest\'s typesVersions and types follow exports, a ' +
      'subpath each',
    () => {
      const packed = publishedManifest(manifest as unknown as Record<string, unknown>) as {
        types: string;
        typesVersions: Record<string, Record<string, string[]>>;
      };
      expect(packed.types).toBe('./dist-lib/types/index.d.ts');
      expect(Object.keys(packed.typesVersions['*'] ?? {}).sort()).toEqual(
        ['controllers', 'controllers3d', 'steering3d', ...[...CONTROLLER_SUBPATHS.keys()].map((name) => `controllers/${name}`)].sort(),
      );
      expect(packed.typesVersions['*']?.['controllers/pid']).toEqual(['./dist-lib/types/sim/control/PidController.d.ts']);
    },
  );
});
