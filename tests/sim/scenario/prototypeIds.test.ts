import { afterEach, describe, expect, it, vi } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { readSettingsValue } from '../../../src/app/settings/settingsCodec';
import { SETTINGS_FORMAT } from '../../../src/app/settings/settingsSchema';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { targetSchema } from '../../../src/sim/scenario/schema';
import { Target } from '../../../src/sim/targets/Target';
import { TargetTouches } from '../../../src/sim/targets/TargetTouches';
import { runTool, writeTemp } from '../../cli/runTool';
import { openShareLinkOf, run } from '../../app/helpers';

/**
 * Ids named like the built-ins every object inherits (`valueOf`, `constructor`, `__proto__`, …):
 * valid ids, so a scene with them opens, and must save, share and run as any other (records keyed
 * by ids are read by their own keys: src/sim/validation/ownEntries.ts).
 */
const PROTOTYPE_IDS = [
  ...new Set([...Object.getOwnPropertyNames(Object.prototype), ...Object.getOwnPropertyNames(Function.prototype)]),
].filter((name) => targetSchema().shape.id.safeParse(name).success);

/**
 * A scene where `name` is everything at once: the target, a loose crate, and an entity on a path
 * (which the game pairs with the target `name`, so its saved state names it); `partner`, another
 * such id, starts inside the target and seeks it (the touch is saved by both ids).
 */
function sceneNamed(
  name: string,
  partner: string,
  at: [number, number] = [0, 0],
): { targets: object[]; obstacles: object[]; entities: object[] } {
  const [x, y] = at;
  return {
    targets: [{ id: name, position: [x + 4, y], radius: 2 }],
    obstacles: [{ id: name, position: [x - 5, y + 4], shape: { type: 'box', halfWidth: 0.5, halfHeight: 0.5 }, loose: true }],
    entities: [
      {
        id: name,
        type: 'character',
        position: [x, y - 4],
        command: {
          type: 'followPath',
          path: [
            [x + 6, y - 4],
            [x + 6, y - 8],
          ],
          loop: true,
        },
      },
      { id: partner, type: 'character', position: [x + 4, y], command: { type: 'seek', targetId: name } },
    ],
  };
}

/** Every id a saved scene text holds, by kind, in order. */
function idsOf(text: string): { entities: string[]; targets: string[]; obstacles: string[]; memories: string[] } {
  const scene = JSON.parse(text);
  const ids = (list: { id: string }[] | undefined) => (list ?? []).map((item) => item.id);
  return {
    entities: ids(scene.entities),
    targets: ids(scene.targets),
    obstacles: ids(scene.obstacles),
    memories: Object.keys(scene.state.entities),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('ids named like the built-ins of Object.prototype and Function.prototype', () => {
  it('are all valid ids (the list the tests below walk)', () => {
    expect(PROTOTYPE_IDS).toEqual(
      expect.arrayContaining(['valueOf', 'constructor', 'toString', '__proto__', 'hasOwnProperty', 'apply', 'call']),
    );
  });

  it.each(PROTOTYPE_IDS)(
    '%s: a scene of them saves, opens again and plays on exactly as the one saved, in the game and through a share link',
    (name) => {
      const partner = PROTOTYPE_IDS[(PROTOTYPE_IDS.indexOf(name) + 1) % PROTOTYPE_IDS.length] as string;
      const demo = new Demo();
      expect(demo.apply({ kind: 'openScene', text: JSON.stringify({ duration: 10, ...sceneNamed(name, partner) }) })).toEqual({ ok: true });
      // Saved before the first step, nothing touches the target yet: its id has no entry of its own among the touches.
      const atStart = demo.sceneFiles.save();
      expect(JSON.parse(atStart).state.touches).toEqual({});
      run(demo, 0.5);
      const saved = demo.sceneFiles.save();
      // The walker on the path gets a standing target of its own, as every entity without one does in the game.
      expect(idsOf(saved)).toEqual({
        entities: [name, partner],
        targets: [name, `target-${name}`],
        obstacles: [name],
        memories: [name, partner],
      });
      expect(JSON.parse(saved).state.touches).toEqual({ [name]: [partner] });

      for (const text of [atStart, saved]) {
        const reopened = new Demo();
        expect(reopened.apply({ kind: 'openScene', text })).toEqual({ ok: true });
        expect(reopened.sceneFiles.save()).toBe(text);
      }
      const reopened = new Demo();
      reopened.apply({ kind: 'openScene', text: saved });
      const shared = openShareLinkOf(demo);
      expect(shared.sceneFiles.save()).toBe(saved);
      // Bit for bit from here: the seeker still touching, the crate and the walker where they were.
      for (const other of [demo, reopened, shared]) run(other, 1);
      expect(reopened.sceneFiles.save()).toBe(demo.sceneFiles.save());
      expect(shared.sceneFiles.save()).toBe(demo.sceneFiles.save());

      // A state written by hand that leaves them out: each starts fresh, as any body without a memory does.
      const { state, ...scene } = JSON.parse(saved);
      const without = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([id]) => id !== name));
      const partial = {
        ...scene,
        state: {
          ...state,
          entities: without(state.entities),
          targets: without(state.targets),
          obstacles: without(state.obstacles),
          touches: without(state.touches),
        },
      };
      const fresh = new Demo();
      expect(fresh.apply({ kind: 'openScene', text: JSON.stringify(partial) })).toEqual({ ok: true });
      run(fresh, 0.5);
      expect(() => fresh.sceneFiles.save()).not.toThrow();
    },
  );

  it('saved scenes holding all of them, joined in one file, run in npm run sim: every entity reported, none reset', () => {
    // The game opens ten entities of a file at most: the ids four at a time, each group saved by the game with its state, then joined.
    const joined = {
      entities: [] as unknown[],
      targets: [] as unknown[],
      obstacles: [] as unknown[],
      state: { steps: 0, entities: {}, targets: {}, obstacles: {}, touches: {} },
    };
    let header: object = {};
    for (let from = 0; from < PROTOTYPE_IDS.length; from += 4) {
      const part = { duration: 10, entities: [] as object[], targets: [] as object[], obstacles: [] as object[] };
      PROTOTYPE_IDS.slice(from, from + 4).forEach((name, k) => {
        const one = sceneNamed(name, `${name} seeker`, [k * 25 - 40, from * 6 - 60]);
        part.entities.push(...one.entities);
        part.targets.push(...one.targets);
        part.obstacles.push(...one.obstacles);
      });
      const demo = new Demo();
      expect(demo.apply({ kind: 'openScene', text: JSON.stringify(part) })).toEqual({ ok: true });
      run(demo, 0.5);
      const { entities, targets, obstacles, state, ...rest } = JSON.parse(demo.sceneFiles.save());
      header = rest;
      joined.entities.push(...entities);
      joined.targets.push(...targets);
      joined.obstacles.push(...obstacles);
      joined.state.steps = state.steps;
      // Spread, not Object.assign: assigning the key __proto__ would replace the prototype, the very mistake under test.
      for (const kind of ['entities', 'targets', 'obstacles', 'touches'] as const)
        joined.state[kind] = { ...joined.state[kind], ...state[kind] };
    }
    expect(Object.keys(joined.state.entities)).toEqual(expect.arrayContaining(PROTOTYPE_IDS));
    // Every other id left out of each record, as a file written by hand may: those bodies start fresh.
    const left = new Set(PROTOTYPE_IDS.filter((_, i) => i % 2 === 1));
    for (const kind of ['entities', 'targets', 'obstacles', 'touches'] as const)
      joined.state[kind] = Object.fromEntries(Object.entries(joined.state[kind]).filter(([id]) => !left.has(id)));
    const result = runTool('src/cli/sim.ts', [writeTemp('prototype-ids.json', JSON.stringify({ ...header, ...joined }))]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.entities.map((entity: { id: string }) => entity.id)).toEqual(
      joined.entities.map((entity) => (entity as { id: string }).id),
    );
    for (const entity of report.entities) expect(entity.resets.count).toBe(0);
  });
});

describe('a problem found while a scene file is built names its field', () => {
  const scene = { duration: 1, ...sceneNamed('valueOf', 'toString') };
  const saved = (() => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'openScene', text: JSON.stringify(scene) })).toEqual({ ok: true });
    run(demo, 0.5);
    return demo.sceneFiles.save();
  })();

  it('an error inside restoring the touches is refused as state.touches, not as the internal error', () => {
    vi.spyOn(TargetTouches.prototype, 'restore').mockImplementation(() => {
      throw new TypeError('t.includes is not a function');
    });
    const result = parseScenario(saved);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(['state.touches: could not be used as given (TypeError: t.includes is not a function)']);
    expect(new Demo().apply({ kind: 'openScene', text: saved })).toMatchObject({
      ok: false,
      message: expect.stringContaining('state.touches: could not be used as given'),
    });
  });

  it("an error inside restoring a target's memory names that target by its id", () => {
    vi.spyOn(Target.prototype, 'restoreMemory').mockImplementation(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'index')");
    });
    const result = parseScenario(saved);
    expect(result).toEqual({
      ok: false,
      errors: ["state.targets.valueOf: could not be used as given (TypeError: Cannot read properties of undefined (reading 'index'))"],
    });
  });
});

describe('a problem found while a scene file is checked names its item', () => {
  it('an error inside the check of one target is refused as that target, not as the internal error', () => {
    vi.spyOn(targetSchema(), 'safeParse').mockImplementation(() => {
      throw new TypeError('t.includes is not a function');
    });
    expect(parseScenario(JSON.stringify({ duration: 1, ...sceneNamed('valueOf', 'toString') }))).toEqual({
      ok: false,
      errors: ['targets[0]: could not be checked (TypeError: t.includes is not a function)'],
    });
  });
});

describe('settings keyed by entity type', () => {
  it('a key "__proto__" among the controllers is refused by its name, not taken for the object the controllers inherit from', () => {
    const value = JSON.parse(`{ "format": "${SETTINGS_FORMAT}", "version": 1, "controllers": { "__proto__": { "type": "pid" } } }`);
    expect(readSettingsValue(value)).toEqual({ ok: false, problems: ['controllers.__proto__: unknown key'] });
  });
});
