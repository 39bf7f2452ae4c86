import { describe, expect, it } from 'vitest';
import { parseScenario, validateScenario } from '../../../src/sim/scenario/parseScenario';

const valid = () => ({
  duration: 1,
  entities: [{ id: 'm', type: 'missile', position: [0, 0], command: { type: 'turnTowards', target: [0, 10] } }],
});

function firstError(mutate: (s: ReturnType<typeof valid> & Record<string, unknown>) => void): string {
  const scenario = valid() as ReturnType<typeof valid> & Record<string, unknown>;
  mutate(scenario);
  const result = validateScenario(scenario);
  if (result.ok) throw new Error('expected the scenario to be refused');
  return result.errors[0] as string;
}

describe('parseScenario', () => {
  it('accepts a minimal valid scenario', () => {
    expect(validateScenario(valid()).ok).toBe(true);
  });

  it('reads Stolk’s own gains p, i, d (his sign) as kp, ki, kd; both names at once are refused with the field', () => {
    const withController = (controller: object) => ({ ...valid(), entities: [{ ...valid().entities[0], controller }] });
    const result = validateScenario(withController({ type: 'stolk', p: -10, i: -2, d: -1 }));
    expect(result.ok && result.scenario.entities[0]?.controller).toEqual({ type: 'stolk', kp: 10, ki: 2, kd: 1 });
    const both = validateScenario(withController({ type: 'stolk', kp: 10, p: -10 }));
    expect(both.ok ? null : both.errors[0]).toBe('entities[0].controller.p: give kp or its old name p, not both');
    const wrongSign = validateScenario(withController({ type: 'stolk', p: 10 }));
    expect(wrongSign.ok ? null : wrongSign.errors[0]).toBe(
      'entities[0].controller.p: must be a number ≥ -1000000 and ≤ 0 (the old name of kp: p = −kp)',
    );
  });

  it('refuses text that is not JSON', () => {
    const result = parseScenario('{ "duration": ');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/^scenario: not valid JSON/);
  });

  it.each([
    ['a missing duration', (s: any) => delete s.duration, /^duration: is required/],
    ['a zero duration', (s: any) => (s.duration = 0), /^duration: must be a number > 0 and ≤ 3600/],
    ['a duration over an hour', (s: any) => (s.duration = 3601), /^duration: must be a number > 0 and ≤ 3600/],
    ['a string duration', (s: any) => (s.duration = '5'), /^duration: must be a number/],
    [
      'a negative max turn rate',
      (s: any) => (s.entities[0].maxAngularAcceleration = -1),
      /^entities\[0\]\.maxAngularAcceleration: must be a number ≥ 0.1 and ≤ 10000 \(below 0.1 a 180° turn/,
    ],
    ['an unknown top-level key', (s: any) => (s.gravity = 9.8), /^gravity: unknown key/],
    ['an unknown entity key', (s: any) => (s.entities[0].colour = 'red'), /^entities\[0\]\.colour: unknown key/],
    [
      'an unknown controller key',
      (s: any) => (s.entities[0].controller = { type: 'pid', kq: 1 }),
      /^entities\[0\]\.controller\.kq: unknown key/,
    ],
    [
      'an unknown controller type',
      (s: any) => (s.entities[0].controller = { type: 'lqr' }),
      /^entities\[0\]\.controller\.type: must be an object with "type": "pid", "naive-snippet", "stolk"/,
    ],
    ['an unknown entity type', (s: any) => (s.entities[0].type = 'tank'), /^entities\[0\]\.type: must be one of "missile", "character"/],
    ['a position with one number', (s: any) => (s.entities[0].position = [1]), /^entities\[0\]\.position: must be \[x, y\]/],
    ['a position with three numbers', (s: any) => (s.entities[0].position = [1, 2, 3]), /^entities\[0\]\.position: must be \[x, y\]/],
    ['a position with a string', (s: any) => (s.entities[0].position = [1, 'a']), /^entities\[0\]\.position\[1\]: must be \[x, y\]/],
    ['a huge coordinate', (s: any) => (s.entities[0].position = [1e9, 0]), /^entities\[0\]\.position\[0\]: must be \[x, y\]/],
    [
      'an empty path',
      (s: any) => (s.entities[0].command = { type: 'followPath', path: [] }),
      /^entities\[0\]\.command\.path: must have at least one waypoint/,
    ],
    [
      'an unknown command',
      (s: any) => (s.entities[0].command = { type: 'dance' }),
      /^entities\[0\]\.command\.type: must be an object with "type"/,
    ],
    [
      'a seek without a target',
      (s: any) => (s.entities[0].command = { type: 'seek' }),
      /^entities\[0\]\.command: seek needs exactly one of "target" \(\[x, y\]\) or "targetId"/,
    ],
    [
      'a missing turnTowards target',
      (s: any) => (s.entities[0].command = { type: 'turnTowards' }),
      /^entities\[0\]\.command: turnTowards needs exactly one of "target" \(\[x, y\]\) or "targetId"/,
    ],
    [
      'a turnTowards of an unknown target',
      (s: any) => (s.entities[0].command = { type: 'turnTowards', targetId: 'ghost' }),
      /^entities\[0\]\.command\.targetId: must name a target in "targets"/,
    ],
    [
      'a seek of an unknown target',
      (s: any) => (s.entities[0].command = { type: 'seek', targetId: 'ghost' }),
      /^entities\[0\]\.command\.targetId: must name a target in "targets"/,
    ],
    [
      'guidance on a character',
      (s: any) => Object.assign(s.entities[0], { type: 'character', guidance: 'lead' }),
      /^entities\[0\]\.guidance: only missiles have "guidance" \(this entity is a character; leave it out\)/,
    ],
    [
      'an unknown guidance',
      (s: any) => (s.entities[0].guidance = 'magic'),
      /^entities\[0\]\.guidance: must be one of "pursuit", "lead", "proportional-navigation"/,
    ],
    [
      'a target motion without a type',
      (s: any) => (s.targets = [{ id: 't', position: [0, 0], motion: { velocity: [1, 0] } }]),
      /^targets\[0\]\.motion\.type: must be an object with "type": "static", "linear", "circle" or "zigzag"/,
    ],
    [
      'a zero zigzag period',
      (s: any) => (s.targets = [{ id: 't', position: [0, 0], motion: { type: 'zigzag', velocity: [1, 0], amplitude: 2, period: 0 } }]),
      /^targets\[0\]\.motion\.period: must be a number ≥ 0.1 and ≤ 1000 \(a shorter swerve/,
    ],
    [
      'an obstacle of unknown shape',
      (s: any) => (s.obstacles = [{ id: 'o', position: [0, 0], shape: { type: 'star' } }]),
      /^obstacles\[0\]\.shape\.type: must be an object with "type": "box" or "circle"/,
    ],
    [
      'a non-boolean loop',
      (s: any) => (s.entities[0].command = { type: 'followPath', path: [[1, 1]], loop: 'yes' }),
      /^entities\[0\]\.command\.loop: must be true or false/,
    ],
    [
      'a window of 2 samples',
      (s: any) => (s.entities[0].controller = { type: 'pid', maxHistory: 2 }),
      /^entities\[0\]\.controller\.maxHistory: must be an integer ≥ 3 and ≤ 1000/,
    ],
    [
      'a fractional window',
      (s: any) => (s.entities[0].controller = { type: 'pid', maxHistory: 7.5 }),
      /^entities\[0\]\.controller\.maxHistory: must be an integer/,
    ],
    [
      'an unknown arithmetic',
      (s: any) => (s.entities[0].controller = { type: 'pid', arithmetic: 'fast' }),
      /^entities\[0\]\.controller\.arithmetic: must be one of "corrected", "as-published"/,
    ],
    [
      'a null gain',
      (s: any) => (s.entities[0].controller = { type: 'pid', kp: null }),
      /^entities\[0\]\.controller\.kp: must be a number ≥ 0 and ≤ 1000000 \(a negative gain turns the body away from its target\)/,
    ],
    ['duplicate ids', (s: any) => s.entities.push({ ...s.entities[0] }), /^entities\[1\]\.id: must be unique/],
    ['no list of entities', (s: any) => delete s.entities, /^entities: is required \(an array of entities/],
    ['a dt too small', (s: any) => (s.dt = 0), /^dt: must be a number ≥ 0.001 and ≤ 0.1/],
  ])('refuses %s and names the field', (_what, mutate, message) => {
    expect(firstError(mutate)).toMatch(message);
  });

  it('reads a scene of no entities (every one removed in the game, then shared or saved): the arena, its targets and obstacles', () => {
    const result = parseScenario(
      JSON.stringify({
        name: 'arena',
        duration: 5,
        entities: [],
        obstacles: [{ id: 'w', position: [0, 0], shape: { type: 'box', halfWidth: 5, halfHeight: 1 } }],
      }),
    );
    expect(result.ok).toBe(true);
  });

  it('refuses a top level that is not an object', () => {
    for (const text of ['[]', '5', 'null', '"x"']) {
      const result = parseScenario(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors[0]).toMatch(/^scenario: /);
    }
  });
});
