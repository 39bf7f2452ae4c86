import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, edges, files, importSpecifiers, layerOf, repoPath, root, type Layer } from './importGraph';

/**
 * Which layers each layer may import (layers point down: main → game, ui → app → sim; sandbox and cli
 * beside; the cli reads the app, which is headless, to check a scene file's comparison as the game does).
 * The 3D lab (its own page, 3d.html) sits beside the game: it reads the sim, the app's words and the
 * ui's DOM helpers, and nothing imports it. The explorable article (article.html) likewise: its figures
 * run the app's Demo, its page uses the ui's DOM helpers, and nothing imports it.
 */
const MAY_IMPORT: Readonly<Record<Exclude<Layer, 'root'>, readonly Layer[]>> = {
  sim: ['sim'],
  sandbox: ['sandbox', 'sim'],
  app: ['app', 'sim'],
  game: ['game', 'app', 'sim'],
  ui: ['ui', 'app', 'sim'],
  cli: ['cli', 'app', 'sim', 'sandbox'],
  lab3d: ['lab3d', 'ui', 'app', 'sim'],
  article: ['article', 'ui', 'app', 'sim'],
};

/** The 3D page's engines and renderer: only the 3D lab imports them (the library's 3D adapters type them by shape). */
const THREE_D_PACKAGE = /^(three|@dimforge\/rapier3d|@dimforge\/rapier3d-compat|cannon-es)(\/|$)/;

/** Packages the browser-free layers must not import: the game engine, the DOM's widgets, Node's modules. */
const ENGINE_OR_DOM_PACKAGE = /^(phaser|lil-gui|uplot)(\/|$)|^node:/;
/** The DOM and other browser globals, as code uses them. */
const DOM_GLOBAL = new RegExp(
  '\\b(document|window|navigator|localStorage|sessionStorage)\\.[a-zA-Z]+|\\b(HTMLElement|ResizeObserver|requestAnimationFrame|' +
    'MutationObserver)\\b',
);

/**
 * Imports that break a layer rule today and are to be moved (the lead empties this list): "from →
 * to", repository paths. cli/bench.ts reads the median and percentiles of the browser benchmark's
 * statistics (pure maths that belongs in sim).
 */
const KNOWN_LAYER_BREAKS: readonly string[] = [];

/** Files of the given layers. */
function filesOf(...layers: Layer[]): string[] {
  return files.filter((file) => layers.includes(layerOf(file)));
}

/** Every import that reaches a layer its file's layer may not import, as "from → to". */
function layerBreaks(): string[] {
  return edges.flatMap((edge) => {
    const fromLayer = layerOf(edge.from);
    if (fromLayer === 'root' || edge.target === null) return [];
    const toLayer = layerOf(edge.target);
    return MAY_IMPORT[fromLayer].includes(toLayer) ? [] : [`${repoPath(edge.from)} → ${repoPath(edge.target)}`];
  });
}

/** The import cycles among src/ files (type-only imports count): each as the list of files round it. */
function importCycles(): string[][] {
  const next = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const edge of edges) if (edge.target !== null) next.get(edge.from)?.push(edge.target);
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const target of next.get(file) ?? []) {
      const seen = state.get(target);
      if (seen === 'open') cycles.push([...stack.slice(stack.indexOf(target)), target].map(repoPath));
      else if (seen === undefined) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe('house rules', () => {
  it('the import reader sees the imports it checks (a sanity check on this test itself)', () => {
    const seen = (from: string, to: string) =>
      edges.some((edge) => repoPath(edge.from) === from && edge.target !== null && repoPath(edge.target) === to);
    expect(seen('src/main.ts', 'src/game/PlaygroundScene.ts')).toBe(true);
    expect(seen('src/sim/entities/MovingEntity.ts', 'src/sim/body/MovingTarget.ts')).toBe(true); // `import type`
    expect(seen('src/game/PlaygroundScene.ts', 'src/game/bench/BenchMode.ts')).toBe(true); // dynamic import() and import type
    expect(edges.filter((edge) => edge.target !== null).length).toBeGreaterThan(files.length);
    expect(
      importSpecifiers(
        "import a from './a';\nimport type {\n  B,\n} from \"../b\";\nexport * from './c';\nimport './d.css';\nconst e = import('./e');",
      ),
    ).toEqual(['./a', '../b', './c', './d.css', './e']);
  });

  it('layers point down: sim and sandbox import only sim, app only sim, game and ui never each other, cli never game or ui', () => {
    expect(layerBreaks().filter((line) => !KNOWN_LAYER_BREAKS.includes(line))).toEqual([]);
  });

  it('the list of known layer breaks holds only breaks that still exist', () => {
    const breaks = layerBreaks();
    expect(KNOWN_LAYER_BREAKS.filter((line) => !breaks.includes(line))).toEqual([]);
  });

  it('no import cycle among the src/ files, type-only imports included', () => {
    expect(importCycles()).toEqual([]);
  });

  it('the simulation, the sandbox and the app never import Phaser, DOM widgets or Node modules, nor touch the DOM', () => {
    const offenders = filesOf('sim', 'sandbox', 'app').flatMap((file) => {
      const code = codeOf.get(file) as string;
      const packages = edges
        .filter((edge) => edge.from === file && ENGINE_OR_DOM_PACKAGE.test(edge.specifier))
        .map((edge) => `${repoPath(file)} imports ${edge.specifier}`);
      return DOM_GLOBAL.test(code) ? [...packages, `${repoPath(file)} uses ${DOM_GLOBAL.exec(code)?.[0]}`] : packages;
    });
    expect(offenders).toEqual([]);
  });

  it('no source file is over 400 lines: a longer one holds more than one concept', () => {
    const offenders = files
      .map((file) => `${repoPath(file)}: ${readFileSync(file, 'utf8').split('\n').length - 1} lines`)
      .filter((line) => Number(line.split(': ')[1]?.split(' ')[0]) > 400);
    expect(offenders).toEqual([]);
  });

  it('the README starts small: at most 160 lines (the rest is in docs/)', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length - 1).toBeLessThanOrEqual(160);
  });

  it('the ways of playing are listed in one place: only src/app/plays/playList.ts creates a play', () => {
    const sceneClasses = files.flatMap((file) =>
      [...(codeOf.get(file) as string).matchAll(/\bclass\s+(\w+)\s+implements\s+Play\b/g)].map((match) => match[1] as string),
    );
    expect(sceneClasses.length).toBeGreaterThanOrEqual(5);
    const creates = new RegExp(`\\bnew\\s+(${sceneClasses.join('|')})\\s*\\(`);
    const offenders = files.filter((file) => repoPath(file) !== 'src/app/plays/playList.ts' && creates.test(codeOf.get(file) as string));
    expect(offenders.map(repoPath)).toEqual([]);
  });

  it('every change to the scene comes through one door: only the intents call the parts’ changing methods', () => {
    // What applyIntent.ts's kinds call: the panel's changes, the editors', the plays', the scene files', the time base.
    const changes = [
      /\.tuning\.(set[A-Z]\w*|toggleTurnRate|applyPreset)\(/,
      new RegExp(
        '\\.(entities|targets|paths|obstacles)\\.(setMode|add|remove|nextType|useController|move|drag|release|set|setLoop|' +
          'moveWaypoint|clear)\\(',
      ),
      /\.plays\.(play|leave|reset|setAutoRetarget|setLayout|setRaceControllers)\(/,
      /\.sceneFiles\.(open|close)\(/,
      /\.clock\.setTimeBase\(/,
    ];
    // The stepper resets the scene for the clock, whose time base changes only by the setTimeBase intent.
    const through = ['src/app/plays/PlayStepper.ts: .plays.reset('];
    const offenders = files
      .filter((file) => !repoPath(file).startsWith('src/app/intents/'))
      .flatMap((file) =>
        changes.flatMap((change) =>
          [...(codeOf.get(file) as string).matchAll(new RegExp(change, 'g'))].map((match) => `${repoPath(file)}: ${match[0]}`),
        ),
      );
    expect(offenders.filter((line) => !through.includes(line))).toEqual([]);
  });

  it(
    "only the 3D lab (and the command line's 3D benchmark) imports three.js, Rapier 3D or cannon-es, and its scene neither " +
      'three.js nor the DOM',
    () => {
      const offenders = edges
        .filter(
          (edge) =>
            THREE_D_PACKAGE.test(edge.specifier) &&
            layerOf(edge.from) !== 'lab3d' &&
            !(repoPath(edge.from) === 'src/cli/missileCrowd3D.ts' && edge.specifier.startsWith('@dimforge/')),
        )
        .map((edge) => `${repoPath(edge.from)} imports ${edge.specifier}`);
      const scene = files.filter((file) => repoPath(file).startsWith('src/lab3d/scene/'));
      expect(scene.length).toBeGreaterThan(3);
      for (const file of scene) {
        const code = codeOf.get(file) as string;
        for (const edge of edges)
          if (edge.from === file && /^three(\/|$)/.test(edge.specifier)) offenders.push(`${repoPath(file)} imports ${edge.specifier}`);
        for (const edge of edges)
          if (edge.from === file && edge.target !== null && layerOf(edge.target) === 'ui')
            offenders.push(`${repoPath(file)} imports the DOM's ${repoPath(edge.target)}`);
        if (DOM_GLOBAL.test(code)) offenders.push(`${repoPath(file)} uses ${DOM_GLOBAL.exec(code)?.[0]}`);
      }
      expect(offenders).toEqual([]);
    },
  );

  it(
    "the article's figures run the game's model: its scene layer imports neither the DOM nor the ui, and nothing " + 'imports the article',
    () => {
      const scene = files.filter((file) => repoPath(file).startsWith('src/article/scene/'));
      expect(scene.length).toBeGreaterThan(2);
      const offenders = scene.flatMap((file) => {
        const code = codeOf.get(file) as string;
        const found = edges
          .filter((edge) => edge.from === file && edge.target !== null && layerOf(edge.target) === 'ui')
          .map((edge) => `${repoPath(file)} imports the DOM's ${repoPath(edge.target as string)}`);
        return DOM_GLOBAL.test(code) ? [...found, `${repoPath(file)} uses ${DOM_GLOBAL.exec(code)?.[0]}`] : found;
      });
      offenders.push(
        ...edges
          .filter((edge) => edge.target !== null && layerOf(edge.target) === 'article' && layerOf(edge.from) !== 'article')
          .map((edge) => `${repoPath(edge.from)} imports ${repoPath(edge.target as string)}`),
      );
      expect(offenders).toEqual([]);
    },
  );

  it(
    "one steerer: the game's entities are built on the library's BodySteering, the plane's and space's steerers on one core, and " +
      "nothing else builds a steering's parts or runs its laws",
    () => {
      const imports = (from: string, to: string) =>
        edges.some((edge) => repoPath(edge.from) === from && edge.target !== null && repoPath(edge.target) === to);
      expect(imports('src/sim/entities/MovingEntity.ts', 'src/sim/steering2d/BodySteering.ts')).toBe(true);
      expect(imports('src/sim/steering2d/BodySteering.ts', 'src/sim/steering/SteeringFront.ts')).toBe(true);
      expect(imports('src/sim/steering3d/BodySteering3D.ts', 'src/sim/steering/SteeringFront.ts')).toBe(true);
      expect(imports('src/sim/steering2d/TurnMotors2D.ts', 'src/sim/steering/SteeringCrowd.ts')).toBe(true);
      expect(imports('src/sim/steering3d/SteeringCrowd3D.ts', 'src/sim/steering/SteeringCrowd.ts')).toBe(true);
      // Guidance and the laws of motion, braking and the PID: built and called in the steering's
      // folders (src/sim/steering, steering2d, steering3d) and the controllers' alone, so that a law
      // lives once (a crowd is built by whoever steps through it: the entities, the 3D lab's swarm).
      const parts = new RegExp(
        '\\bnew\\s+(Guidance|Guidance3D)\\s*\\(|(?<!function\\s)\\b(missileAct|characterAct|missileHeading|arriveAcceleration|' +
          'turnBrakingCommand|pidCommand|pidOutput)\\s*\\(',
        'g',
      );
      const home = ['src/sim/steering/', 'src/sim/steering2d/', 'src/sim/steering3d/', 'src/sim/control/'];
      const offenders = files
        .filter((file) => !home.some((folder) => repoPath(file).startsWith(folder)))
        .flatMap((file) => [...(codeOf.get(file) as string).matchAll(parts)].map((match) => `${repoPath(file)}: ${match[0]}`));
      expect(offenders).toEqual([]);
      // No folder named after an engine holds the steering: src/sim/planck and src/sim/box2d hold adapters.
      const engineFolders = files.filter((file) => /^src\/sim\/(planck|box2d)\//.test(repoPath(file)));
      expect(
        engineFolders
          .filter((file) => /\b(class|function)\s+(BodySteering|SteeringCrowd|Steering)/.test(codeOf.get(file) as string))
          .map(repoPath),
      ).toEqual([]);
    },
  );

  it('the simulation is deterministic: no Math.random and no clock', () => {
    const offenders = [...filesOf('sim'), ...files.filter((file) => /^src\/(lab3d|article)\/scene\//.test(repoPath(file)))].filter((file) =>
      /Math\.random|Date\.now|performance\.now|new Date\(/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map(repoPath)).toEqual([]);
  });

  it('no source writes HTML from strings or evaluates code', () => {
    const offenders = files.filter((file) => /\.innerHTML\s*=|insertAdjacentHTML|\beval\(|new Function\(/.test(readFileSync(file, 'utf8')));
    expect(offenders.map(repoPath)).toEqual([]);
  });

  it('nor by the other doors: outerHTML, document.write, HTML parsers, srcdoc, string timers', () => {
    const doors = /\.outerHTML\s*=|document\.write(ln)?\(|createContextualFragment|DOMParser|\.srcdoc\s*=|set(Timeout|Interval)\(\s*['"`]/;
    const offenders = files.filter((file) => doors.test(readFileSync(file, 'utf8')));
    expect(offenders.map(repoPath)).toEqual([]);
  });
});

/** Where the controller registry lives: its specs may name every controller type. */
const REGISTRY_DIR = 'src/sim/control/registry/';

/**
 * Files that need one particular controller and may name it (issue 31): each for a feature that is
 * about that controller, not a table of all of them. Keep this list small; a table of every
 * controller belongs in the registry.
 */
const NAMES_A_CONTROLLER: Readonly<Record<string, string>> = {
  'src/sim/control/FallibleController.ts': 'the fallback when player code fails is the time-optimal controller',
  'src/sim/scenario/legacyControllers.ts': "converts old stable-PD files (seed 004's frequency and damping)",
  'src/app/settings/migrateSettings.ts': 'converts settings saved by older versions of the PD family',
  'src/app/fields/controllerPresets.ts': "the presets are the PID's (the article's gains, the tuned gains)",
  'src/app/settings/settingsPresets.ts': 'the tuned defaults are the PID’s',
  'src/sim/autotune/tuneOptionsSchema.ts': 'the tuner tunes the PID unless told otherwise',
  'src/sim/challenges/builtinControllers.ts': "the challenge table's two PIDs (tuned gains, the article's fixed gains)",
  'src/app/tour/turningSteps.ts': 'tour steps about the as-published PID and the time-optimal turn',
  'src/ui/tuning/ControllerFolder.ts': "the PID's panel ids and its preset buttons",
  'src/ui/instruments/StepResponseView.ts': 'the step response compares with the time-optimal turn, the limit',
  'src/cli/missileCrowd3D.ts': "the benchmark's 3D missiles fly the article's PID, as the lab's do",
  'src/lab3d/scene/labControllers.ts': "the 3D lab opens on the time-optimal turn beside the ghost of the article's PID",
  'src/article/scene/articleSections.ts':
    "the article's sections are each about a controller: the PID's terms and arithmetic, the time-optimal limit, the stable PD",
  'src/article/scene/sectionWords.ts': "the sentences of those sections, by section id (one section is the stable PD's)",
};

/** A controller type's own modules: its spec, and the src/sim/control files the spec imports, transitively. */
function ownModules(specFile: string): Set<string> {
  const own = new Set<string>([specFile]);
  const queue = [specFile];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    for (const edge of edges) {
      if (edge.from !== file || edge.target === null || own.has(edge.target)) continue;
      const path = repoPath(edge.target);
      if (path.startsWith('src/sim/control/') && !path.startsWith(REGISTRY_DIR)) {
        own.add(edge.target);
        queue.push(edge.target);
      }
    }
  }
  return own;
}

/** Each controller type named by a spec of the registry (`type: '…'`), with its spec file. */
function controllerTypes(): { type: string; spec: string }[] {
  return files
    .filter((file) => repoPath(file).startsWith(REGISTRY_DIR))
    .flatMap((file) =>
      [...(codeOf.get(file) as string).matchAll(/^\s*type: '([a-z][a-z0-9-]*)',$/gm)].map((match) => ({
        type: match[1] as string,
        spec: file,
      })),
    );
}

describe('one place per controller', () => {
  it('the registry names each controller type once, in its spec', () => {
    const types = controllerTypes().map((entry) => entry.type);
    expect(types.length).toBeGreaterThanOrEqual(6);
    expect(new Set(types).size).toBe(types.length);
    expect(types).toContain('stable-pd');
  });

  it("a controller type's name, quoted, appears only in its own modules, the registry and the files that need that one controller", () => {
    const offenders = controllerTypes().flatMap(({ type, spec }) => {
      const own = ownModules(spec);
      const quoted = new RegExp(`(['"])${type}\\1`);
      return files
        .filter((file) => !own.has(file) && !repoPath(file).startsWith(REGISTRY_DIR) && !(repoPath(file) in NAMES_A_CONTROLLER))
        .filter((file) => quoted.test(codeOf.get(file) as string))
        .map((file) => `${repoPath(file)} names '${type}'`);
    });
    expect(offenders).toEqual([]);
  });

  it('every file allowed to name a controller still does', () => {
    const types = controllerTypes().map((entry) => entry.type);
    const unused = Object.keys(NAMES_A_CONTROLLER).filter((path) => {
      const code = codeOf.get(join(root, path)) ?? '';
      return !types.some((type) => new RegExp(`(['"])${type}\\1`).test(code));
    });
    expect(unused).toEqual([]);
  });
});
