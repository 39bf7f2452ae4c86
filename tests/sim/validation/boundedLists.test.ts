import { describe, expect, it } from 'vitest';
import { refusalLine, validateScenario } from '../../../src/sim/scenario/parseScenario';
import {
  MAX_SCENARIO_ENTITIES,
  MAX_SCENARIO_OBSTACLES,
  MAX_SCENARIO_PATH_WAYPOINTS,
  MAX_SCENARIO_TARGETS,
} from '../../../src/sim/scenario/sceneLimits';
import { MAX_REFUSED_ITEMS, STOPPED_CHECKING } from '../../../src/sim/validation/boundedLists';
import { MAX_PROBLEM_LINES } from '../../../src/sim/validation/formatIssues';
import { refusalLine as toolRefusal, runTool, writeTemp } from '../../cli/runTool';

// A 684-character share link of 13 missiles, each with a followPath of 10,000 zeros, made zod
// collect 130,000 problems and append them with a spread: the browser's stack overflowed and the
// game never started; 417 such paths (an 8.4 MB file) took 56 s and 3.2 GB, and under a 512 MB
// heap V8 aborted. Every list and record of the format is now checked item by item, no further
// than its first few refused items, after its size: these are the lists, each full of bad items.

/** `count` entities, spread out, each made by `entity(i)` over a valid base. */
function entities(count: number, entity: (i: number) => Record<string, unknown> = () => ({})) {
  return Array.from({ length: count }, (_, i) => ({
    id: `e${i}`,
    type: 'missile',
    position: [(i % 100) * 10, Math.floor(i / 100) * 10],
    command: { type: 'idle' },
    ...entity(i),
  }));
}

/** A path command of `length` copies of `waypoint`. */
function path(length: number, waypoint: unknown) {
  return { command: { type: 'followPath', path: Array.from({ length }, () => waypoint) } };
}

/** A saved state for `count` entities whose memories are `memory`. */
function state(count: number, memory: unknown, touches: Record<string, unknown> = {}) {
  return {
    steps: 0,
    entities: Object.fromEntries(Array.from({ length: count }, (_, i) => [`e${i}`, memory])),
    targets: {},
    obstacles: {},
    touches,
  };
}

const LISTS: readonly [string, unknown, RegExp][] = [
  [
    '13 paths of 10,000 zeros (the report)',
    { duration: 1, entities: entities(13, () => path(MAX_SCENARIO_PATH_WAYPOINTS, 0)) },
    /^entities\[0\]\.command\.path\[0\]: must be \[x, y\]/,
  ],
  [
    '20 paths of 10,000 waypoints with a string',
    { duration: 1, entities: entities(20, () => path(MAX_SCENARIO_PATH_WAYPOINTS, [0, 'x'])) },
    /^entities\[0\]\.command\.path\[0\]\[1\]: must be \[x, y\]/,
  ],
  [
    '20 paths of 10,000 waypoints out of range',
    { duration: 1, entities: entities(20, () => path(MAX_SCENARIO_PATH_WAYPOINTS, [1e9, 0])) },
    /^entities\[0\]\.command\.path\[0\]\[0\]: must be \[x, y\]: two numbers ≥ -100000 and ≤ 100000/,
  ],
  [
    '5,000 entities without a position',
    { duration: 1, entities: entities(MAX_SCENARIO_ENTITIES, () => ({ position: undefined })) },
    /^entities\[0\]\.position: is required/,
  ],
  [
    '5,000 entities with an unknown key',
    { duration: 1, entities: entities(MAX_SCENARIO_ENTITIES, () => ({ speeed: 1 })) },
    /^entities\[0\]\.speeed: unknown key/,
  ],
  [
    '5,000 entities of one id',
    { duration: 1, entities: entities(MAX_SCENARIO_ENTITIES, () => ({ id: 'same' })) },
    /^entities\[1\]\.id: must be unique \("same" is used twice\)/,
  ],
  [
    '5,000 characters with a missile-only option',
    { duration: 1, entities: entities(MAX_SCENARIO_ENTITIES, () => ({ type: 'character', thrust: 'toward-target' })) },
    /^entities\[0\]\.thrust: only missiles have "thrust"/,
  ],
  [
    '1,000 targets of a negative radius',
    {
      duration: 1,
      entities: entities(10),
      targets: Array.from({ length: MAX_SCENARIO_TARGETS }, (_, i) => ({ id: `t${i}`, position: [0, 0], radius: -1 })),
    },
    /^targets\[0\]\.radius: must be a number ≥ 0\.05/,
  ],
  [
    '5,000 obstacles without a shape',
    {
      duration: 1,
      entities: entities(1),
      obstacles: Array.from({ length: MAX_SCENARIO_OBSTACLES }, (_, i) => ({ id: `o${i}`, position: [i, 50], shape: null })),
    },
    /^obstacles\[0\]\.shape: must be an object with "type": "box" or "circle"/,
  ],
  [
    '5,000 saved entity memories of the wrong kind',
    { duration: 1, entities: entities(MAX_SCENARIO_ENTITIES), state: state(MAX_SCENARIO_ENTITIES, 'x') },
    /^state\.entities\.e0: /,
  ],
  [
    '1,000 saved touches of 5,000 ids that are not strings',
    {
      duration: 1,
      entities: entities(10),
      state: state(
        0,
        null,
        Object.fromEntries(
          Array.from({ length: MAX_SCENARIO_TARGETS }, (_, i) => [`t${i}`, Array.from({ length: MAX_SCENARIO_ENTITIES }, () => 0)]),
        ),
      ),
    },
    /^state\.touches\.t0\[0\]: must be a non-empty string/,
  ],
];

describe('every list of the scenario format is checked no further than its first few refused items', () => {
  it.each(LISTS)('%s: one refusal naming the first refused item, at most a few lines', (_what, scene, first) => {
    const result = validateScenario(scene);
    if (result.ok) throw new Error('accepted');
    expect(result.errors[0]).toMatch(first);
    expect(result.errors.length).toBeLessThanOrEqual(MAX_PROBLEM_LINES);
    // Never more than the first few of one kind: 3 refused waypoints, 3 refused entities, 3 repeated ids.
    const kinds = new Map<string, number>();
    for (const line of result.errors) {
      const kind = line.replace(/\[\d+\]/g, '[]').replace(/\.(e|t)\d+/g, '.$1');
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    for (const count of kinds.values()) expect(count).toBeLessThanOrEqual(MAX_REFUSED_ITEMS * MAX_REFUSED_ITEMS);
    expect(refusalLine(result.errors)).toMatch(/ \(and (more problems|\d+ more problems?)\)$/);
  });

  it('says where it stopped: "checked no further after 3 refused waypoints (of 10000)"', () => {
    const result = validateScenario({ duration: 1, entities: entities(1, () => path(MAX_SCENARIO_PATH_WAYPOINTS, null)) });
    if (result.ok) throw new Error('accepted');
    expect(result.errors).toEqual([
      'entities[0].command.path[0]: must be [x, y]: two numbers ≥ -100000 and ≤ 100000',
      'entities[0].command.path[1]: must be [x, y]: two numbers ≥ -100000 and ≤ 100000',
      'entities[0].command.path[2]: must be [x, y]: two numbers ≥ -100000 and ≤ 100000',
      `entities[0].command.path: ${STOPPED_CHECKING} after 3 refused waypoints (of 10000)`,
    ]);
    expect(refusalLine(result.errors)).toBe(
      'entities[0].command.path[0]: must be [x, y]: two numbers ≥ -100000 and ≤ 100000 (and more problems)',
    );
  });

  it('still counts every problem when there are only a few', () => {
    const result = validateScenario({ duration: 1, entities: entities(1, () => ({ ...path(3, [0, 0]), speeed: 1, maxSpeed: -1 })) });
    if (result.ok) throw new Error('accepted');
    expect(refusalLine(result.errors)).toBe('entities[0].maxSpeed: must be a number > 0 and ≤ 1000 (and 1 more problem)');
  });

  it('lists at most 3 unknown keys of one object, then how many more', () => {
    const junk = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 0]));
    const result = validateScenario({ duration: 1, entities: entities(1), ...junk });
    if (result.ok) throw new Error('accepted');
    expect(result.errors).toEqual(['k0: unknown key', 'k1: unknown key', 'k2: unknown key', 'scenario: 99997 more unknown keys']);
  });

  it(
    'refuses the waypoints of 417 paths of 10,000 by their count before checking any, in the CLI under a 512 MB heap (V8 ' +
      'aborted there)',
    () => {
      const file = writeTemp(
        'paths.json',
        JSON.stringify({ duration: 1, entities: entities(417, () => path(MAX_SCENARIO_PATH_WAYPOINTS, 0)) }),
      );
      const run = runTool('src/cli/sim.ts', [file], undefined, 120_000, ['--max-old-space-size=512']);
      expect(toolRefusal(run)).toBe('entities: the paths hold 4170000 waypoints in all; at most 200000 may be');
    },
  );

  it('refuses 20 paths of 10,000 bad waypoints under a 64 MB heap (their 200,000 problems ran V8 out of a 96 MB one)', () => {
    const file = writeTemp(
      'bad.json',
      JSON.stringify({ duration: 1, entities: entities(20, () => path(MAX_SCENARIO_PATH_WAYPOINTS, [0, 'x'])) }),
    );
    const run = runTool('src/cli/sim.ts', [file], undefined, 120_000, ['--max-old-space-size=64']);
    expect(toolRefusal(run)).toBe('entities[0].command.path[0][1]: must be [x, y]: two numbers ≥ -100000 and ≤ 100000 (and more problems)');
  });
});
