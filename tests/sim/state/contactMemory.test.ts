import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeWorld } from '../../../src/sim/scenario/describeWorld';
import { parseScenario, refusalLine } from '../../../src/sim/scenario/parseScenario';
import { buildScenarioWorld } from '../../../src/sim/scenario/runScenario';
import type { Scenario } from '../../../src/sim/scenario/schema';
import type { ContactMemory } from '../../../src/sim/state/memory';

/**
 * A scene file's `state.contacts` (src/sim/state/memory.ts, ContactMemory): what planck's touching
 * contacts carry into the next step, written with the scene and read back by the scenario rules,
 * each problem named in one line; a scene without them (every file written before) opens as before.
 */

/** scenarios/missile-wall.json at step 300: the missile pressed on the wall, saved as a scene file. */
function pressedOnTheWall(): Scenario {
  const parsed = parseScenario(readFileSync('scenarios/missile-wall.json', 'utf8'));
  if (!parsed.ok) throw new Error(refusalLine(parsed.errors));
  const world = buildScenarioWorld(parsed.scenario);
  for (let i = 0; i < 300; i++) world.step();
  return JSON.parse(JSON.stringify(describeWorld(world, { name: 'pressed', duration: 10 }))) as Scenario;
}

/** The scenario rules' one line for `scene`, or null when they take it. */
function refusalOf(scene: Scenario): string | null {
  const read = parseScenario(JSON.stringify(scene));
  return read.ok ? null : refusalLine(read.errors);
}

describe('a scene file carries the contacts planck solves', () => {
  it('saved with the missile pressed on the wall: its fixture and the wall’s, the point’s id and impulses, read back as written', () => {
    const scene = pressedOnTheWall();
    const contacts = scene.state?.contacts as ContactMemory[];
    expect(contacts).toHaveLength(1);
    const [contact] = contacts as [ContactMemory];
    expect([contact.a[0], contact.a[1], contact.b[0], contact.b[1]]).toEqual(['entity', 'missile', 'obstacle', 'wall']);
    expect(contact.points).toHaveLength(1);
    expect(contact.points[0]?.normalImpulse).toBeGreaterThan(1);
    const read = parseScenario(JSON.stringify(scene));
    expect(read.ok && read.scenario.state?.contacts).toEqual(contacts);
  });

  it(
    'a scene without them (written before they were kept) is taken, and one naming a body the scene has not runs, the ' +
      'name passed over',
    () => {
      const scene = pressedOnTheWall();
      const without = structuredClone(scene);
      delete without.state?.contacts;
      expect(refusalOf(without)).toBeNull();
      const elsewhere = structuredClone(scene);
      const named = elsewhere.state?.contacts?.[0] as ContactMemory;
      named.a[1] = 'nobody';
      expect(refusalOf(elsewhere)).toBeNull();
      const world = buildScenarioWorld(elsewhere);
      for (let i = 0; i < 60; i++) world.step();
      expect(Number.isFinite(world.entities[0]?.position.x)).toBe(true);
    },
  );

  it.each<[string, (contacts: any[]) => void, string]>([
    [
      'a normal impulse below 0',
      (c) => (c[0].points[0].normalImpulse = -1),
      'state.contacts[0].points[0].normalImpulse: must be a number ≥ 0 and ≤ 1000000',
    ],
    [
      'a tangent impulse past the bound',
      (c) => (c[0].points[0].tangentImpulse = 1e7),
      'state.contacts[0].points[0].tangentImpulse: must be a number ≥ -1000000 and ≤ 1000000',
    ],
    ['an owner no body has', (c) => (c[0].a[0] = 'target'), 'state.contacts[0].a[0]: must be one of "entity", "obstacle"'],
    ['a fixture past the most a body has', (c) => (c[0].a[2] = 64), 'state.contacts[0].a[2]: must be an integer ≥ 0 and ≤ 63'],
    [
      'a feature of no type',
      (c) => (c[0].points[0].features = [0, 2, 0, 0]),
      'state.contacts[0].points[0].features[1]: must be an integer ≥ 0 and ≤ 1',
    ],
    [
      'three points',
      (c) => (c[0].points = [c[0].points[0], c[0].points[0], c[0].points[0]]),
      'state.contacts[0].points: must have at most 2 points (planck’s most)',
    ],
    ['no point', (c) => (c[0].points = []), 'state.contacts[0].points: must have at least one point'],
    ['a key it has not', (c) => (c[0].ghost = 1), 'state.contacts[0].ghost: unknown key'],
  ])('%s is refused, naming the field', (_name, edit, message) => {
    const scene = pressedOnTheWall();
    edit(scene.state?.contacts as unknown as any[]);
    expect(refusalOf(scene)).toBe(message);
  });

  it('a list that is not one is refused, naming it', () => {
    const scene = pressedOnTheWall();
    (scene.state as unknown as { contacts: unknown }).contacts = 3;
    expect(refusalOf(scene)).toBe('state.contacts: must be a list of contacts');
  });
});
