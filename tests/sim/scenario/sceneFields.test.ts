import { describe, expect, it } from 'vitest';
import { MAX_SCENARIO_TEXT, parseScenario, validateScenario } from '../../../src/sim/scenario/parseScenario';
import { buildScenarioWorld, runScenario } from '../../../src/sim/scenario/runScenario';
import type { Scenario } from '../../../src/sim/scenario/schema';
import { radToDeg } from '../../../src/sim/math/angle';

// The fields that let a scenario describe everything the game shows (issue 16): a body's
// velocity and spin, facing a moving target, the arrival, the collision group, the time base and
// the sensor noise. Each is checked here by what a run does with it.

function valid(value: unknown): Scenario {
  const result = validateScenario(value);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.scenario;
}

function refusal(value: unknown): string {
  const result = validateScenario(value);
  if (result.ok) throw new Error('accepted');
  return result.errors.join('; ');
}

const idle = { type: 'idle' } as const;

describe('scene fields of the scenario format', () => {
  it('starts a body with its velocity (in any direction) and spin', () => {
    const world = buildScenarioWorld(
      valid({
        duration: 1,
        entities: [
          {
            id: 'c',
            type: 'character',
            position: [0, 0],
            angle: 0,
            velocity: [0, 3],
            angularVelocity: 2,
            command: { type: 'seek', target: [50, 50] },
          },
        ],
      }),
    );
    const entity = world.getEntity('c');
    expect(entity?.velocity.x).toBeCloseTo(0, 12);
    expect(entity?.velocity.y).toBeCloseTo(3, 12);
    expect(entity?.angularVelocity).toBeCloseTo(2, 12);
  });

  it('refuses a velocity with a speed, or one longer than the speed limit, naming the field', () => {
    expect(
      refusal({ duration: 1, entities: [{ id: 'm', type: 'missile', position: [0, 0], speed: 1, velocity: [1, 0], command: idle }] }),
    ).toMatch(/entities\[0\]\.velocity.*either "speed"/);
    expect(
      refusal({ duration: 1, entities: [{ id: 'm', type: 'missile', position: [0, 0], velocity: [900, 900], command: idle }] }),
    ).toMatch(/entities\[0\]\.velocity.*at most 1000 m\/s/);
    expect(
      refusal({ duration: 1, entities: [{ id: 'm', type: 'missile', position: [0, 0], angularVelocity: 1e4, command: idle }] }),
    ).toMatch(/entities\[0\]\.angularVelocity/);
  });

  it('turns to face a moving target named by targetId, and keeps facing it as it circles', () => {
    const scenario = valid({
      duration: 6,
      targets: [{ id: 't', position: [10, 0], motion: { type: 'circle', center: [0, 0], angularSpeed: 0.3 } }],
      entities: [{ id: 'm', type: 'missile', position: [0, 0], angle: 0, command: { type: 'turnTowards', targetId: 't' } }],
    });
    const world = buildScenarioWorld(scenario);
    const entity = world.getEntity('m');
    for (let i = 0; i < 360; i++) world.step();
    const target = world.getTarget('t');
    if (!entity || !target) throw new Error('missing');
    const bearing = Math.atan2(target.position.y, target.position.x);
    // Six seconds at 0.3 rad/s: the target went 103° round; the body follows within a degree or two.
    expect(radToDeg(bearing)).toBeGreaterThan(90);
    expect(Math.abs(radToDeg(entity.measureHeadingError()))).toBeLessThan(2);
    expect(entity.position.x).toBeCloseTo(0, 6);
  });

  it('needs exactly one of target or targetId for turnTowards', () => {
    expect(refusal({ duration: 1, entities: [{ id: 'm', type: 'missile', position: [0, 0], command: { type: 'turnTowards' } }] })).toMatch(
      /turnTowards needs exactly one/,
    );
  });

  it('stops a missile at its target with chaseArrival "stop", flies through it by default', () => {
    const base = (arrival?: 'stop') => ({
      duration: 8,
      targets: [{ id: 't', position: [30, 0] }],
      entities: [
        {
          id: 'm',
          type: 'missile',
          position: [0, 0],
          angle: 0,
          ...(arrival && { chaseArrival: arrival }),
          command: { type: 'seek', targetId: 't' },
        },
      ],
    });
    const stopped = runScenario(valid(base('stop'))).entities[0];
    const through = runScenario(valid(base())).entities[0];
    expect(Math.hypot(...(stopped?.final.velocity ?? [1, 1]))).toBe(0);
    expect(Math.abs((stopped?.final.position[0] ?? 0) - 30)).toBeLessThan(4);
    expect(through?.hits.count).toBeGreaterThan(0);
  });

  it('lets entities of one negative collision group pass through each other, where others collide', () => {
    const entities = (group?: number) => [
      {
        id: 'a',
        type: 'character',
        position: [-10, 0],
        angle: 0,
        ...(group !== undefined && { collisionGroup: group }),
        command: { type: 'seek', target: [10, 0] },
      },
      {
        id: 'b',
        type: 'character',
        position: [10, 0],
        angle: Math.PI,
        ...(group !== undefined && { collisionGroup: group }),
        command: { type: 'seek', target: [-10, 0] },
      },
    ];
    // Mid-way (they meet after about 1 s): by 4 s both would have settled on their targets, collided or not.
    const finalX = (list: unknown[]) => runScenario(valid({ duration: 1.5, entities: list })).entities[0]?.final.position[0] ?? Number.NaN;
    const alone = finalX(entities(-2).slice(0, 1));
    expect(finalX(entities(-2))).toBe(alone);
    expect(Math.abs(finalX(entities()) - alone)).toBeGreaterThan(0.01);
    expect(
      refusal({ duration: 1, entities: [{ id: 'a', type: 'missile', position: [0, 0], collisionGroup: 1.5, command: idle }] }),
    ).toMatch(/collisionGroup.*integer/);
  });

  it('gives a body the collision shape it names (the benchmark crowd collides as hulls), and refuses another', () => {
    const world = buildScenarioWorld(
      valid({
        duration: 1,
        entities: [
          { id: 'm', type: 'missile', position: [0, 0], collisionShape: 'hull', command: idle },
          { id: 'c', type: 'character', position: [10, 0], command: idle },
        ],
      }),
    );
    expect(world.getEntity('m')?.collisionShape).toBe('hull');
    expect(world.getEntity('c')?.collisionShape).toBe('detailed');
    expect(
      refusal({ duration: 1, entities: [{ id: 'm', type: 'missile', position: [0, 0], collisionShape: 'sphere', command: idle }] }),
    ).toMatch(/entities\[0\]\.collisionShape: must be one of "detailed", "hull"/);
  });

  it("gives a body the friction and a missile the thrust it names (the benchmark crowd's), and refuses others", () => {
    const world = buildScenarioWorld(
      valid({
        duration: 1,
        entities: [
          { id: 'm', type: 'missile', position: [0, 0], friction: 0, thrust: 'toward-target', command: idle },
          { id: 'c', type: 'character', position: [10, 0], command: idle },
        ],
      }),
    );
    expect([world.getEntity('m')?.friction, world.getEntity('m')?.thrust]).toEqual([0, 'toward-target']);
    expect([world.getEntity('c')?.friction, world.getEntity('c')?.thrust]).toEqual([1, 'along-nose']);
    expect(refusal({ duration: 1, entities: [{ id: 'm', type: 'missile', position: [0, 0], friction: 2, command: idle }] })).toMatch(
      /entities\[0\]\.friction: must be/,
    );
    expect(refusal({ duration: 1, entities: [{ id: 'm', type: 'missile', position: [0, 0], thrust: 'sideways', command: idle }] })).toMatch(
      /entities\[0\]\.thrust: must be one of "along-nose", "toward-target"/,
    );
  });

  it('takes the step of its time base when it gives no dt', () => {
    const one = (extra: object) =>
      runScenario(valid({ duration: 1, ...extra, entities: [{ id: 'm', type: 'missile', position: [0, 0], command: idle }] }));
    expect(one({ timeBase: 'original' }).dt).toBe(1 / 30);
    expect(one({ timeBase: 'standard' }).dt).toBe(1 / 60);
    expect(one({ timeBase: 'original', dt: 0.01 }).dt).toBe(0.01);
  });

  it('gives every controller the sensor noise, seeded: runs repeat, a different seed differs', () => {
    const noisy = (seed: number) =>
      runScenario(
        valid({
          duration: 2,
          sensorNoise: { headingErrorStdDev: 0.05, angularVelocityStdDev: 0.3, seed },
          entities: [{ id: 'm', type: 'missile', position: [0, 0], angle: 0, command: { type: 'turnTowards', target: [0, 20] } }],
        }),
      ).entities[0]?.final.angle;
    const clean = runScenario(
      valid({
        duration: 2,
        entities: [{ id: 'm', type: 'missile', position: [0, 0], angle: 0, command: { type: 'turnTowards', target: [0, 20] } }],
      }),
    ).entities[0]?.final.angle;
    expect(noisy(7)).toBe(noisy(7));
    expect(noisy(7)).not.toBe(noisy(8));
    expect(noisy(7)).not.toBe(clean);
  });

  it('refuses a text longer than the limit before decoding it, saying how long it may be', () => {
    const result = parseScenario(' '.repeat(MAX_SCENARIO_TEXT + 1));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors[0]).toBe(`scenario: must be at most ${MAX_SCENARIO_TEXT} characters of JSON; got ${MAX_SCENARIO_TEXT + 1}`);
  });
});
