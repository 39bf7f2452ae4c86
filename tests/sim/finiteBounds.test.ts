import { Box, Circle, World } from 'planck';
import { describe, expect, it } from 'vitest';
import { stepPlanck } from '../../src/sim/planckStep';
import { validateScenario } from '../../src/sim/scenario/parseScenario';
import { runScenario, type ScenarioReport } from '../../src/sim/scenario/runScenario';
import { SteeringWorld } from '../../src/sim/SteeringWorld';
import { WorldFault } from '../../src/sim/WorldFault';
import { refusalLine, runTool, writeTemp } from '../cli/runTool';

// Issue 28, finding 2: a zig-zag of period 5e-324 and a loose crate of half-size 1e-160 were
// accepted ("> 0") and put NaN into planck, which crashed from inside. Every physical quantity now
// has a range that keeps the numbers finite, and a world that meets a non-finite target or
// obstacle anyway stops with a WorldFault naming it, before planck sees it.

const missile = { id: 'm', type: 'missile', position: [0, 0], speed: 1000, maxSpeed: 1000, command: { type: 'seek', target: [60, 0] } };

function scene(extra: Record<string, unknown>): Record<string, unknown> {
  return { duration: 1, entities: [missile], ...extra };
}

const zigzag = (period: number, amplitude = 1) => ({
  targets: [{ id: 't', position: [0, 30], motion: { type: 'zigzag', velocity: [1, 0], amplitude, period } }],
});
const crate = (halfSize: number, density = 0.5) => ({
  obstacles: [{ id: 'c', position: [6, 0], loose: true, density, shape: { type: 'box', halfWidth: halfSize, halfHeight: halfSize } }],
});
const rock = (radius: number) => ({ obstacles: [{ id: 'r', position: [6, 0], loose: true, shape: { type: 'circle', radius } }] });
const target = (radius: number) => ({ targets: [{ id: 't', position: [6, 0], radius }] });
const pid = (asPublishedDt: number) => ({
  entities: [{ ...missile, controller: { type: 'pid', arithmetic: 'as-published', asPublishedDt, ki: 1e6, kd: 1e6 } }],
});

/** Every number of a report, with its path, that is not finite (JSON would hide them as null). */
function nonFinite(report: ScenarioReport): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'number' && !Number.isFinite(value)) found.push(path);
    else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
  };
  walk(report, 'report');
  return found;
}

describe('every physical quantity is bounded to a range that keeps the numbers finite', () => {
  it.each([
    [
      'a zig-zag period of 5e-324 s',
      zigzag(5e-324),
      /^targets\[0\]\.motion\.period: must be a number ≥ 0\.1 and ≤ 1000 \(a shorter swerve lasts less than 6 steps\)/,
    ],
    ['a zig-zag period just under 0.1 s', zigzag(0.0999), /^targets\[0\]\.motion\.period: must be a number ≥ 0\.1/],
    [
      'a zig-zag that swerves faster than 1000 m/s',
      zigzag(0.1, 30),
      /^targets\[0\]\.motion: must move at most 1000 m\/s .* this one reaches 1200 m\/s/,
    ],
    [
      'a circle faster than 1000 m/s',
      { targets: [{ id: 't', position: [0, 30], motion: { type: 'circle', center: [0, 0], angularSpeed: 40 } }] },
      /^targets\[0\]\.motion: must move at most 1000 m\/s/,
    ],
    [
      'a crate of half-size 1e-160 m',
      crate(1e-160),
      /^obstacles\[0\]\.shape\.halfWidth: must be a number ≥ 0\.05 and ≤ 1000 \(planck cannot resolve a body under 5 cm\)/,
    ],
    ['a crate just under 5 cm', crate(0.0499), /^obstacles\[0\]\.shape\.halfWidth: must be a number ≥ 0\.05/],
    ['a rock of radius 5e-324 m', rock(5e-324), /^obstacles\[0\]\.shape\.radius: must be a number ≥ 0\.05/],
    [
      'a crate of density 5e-324',
      crate(1, 5e-324),
      /^obstacles\[0\]\.density: must be a number ≥ 0\.01 and ≤ 1000 \(a lighter body has no mass planck can use\)/,
    ],
    ['a target of radius 1e-300 m', target(1e-300), /^targets\[0\]\.radius: must be a number ≥ 0\.05 and ≤ 20/],
    [
      'a target of radius 21 m',
      target(21),
      /^targets\[0\]\.radius: must be a number ≥ 0\.05 and ≤ 20 \(everything inside a target is a contact/,
    ],
    [
      'an as-published dt of 5e-324 s',
      pid(5e-324),
      /^entities\[0\]\.controller\.asPublishedDt: must be a number ≥ 0\.001 and ≤ 1 \(below 1 ms its integral overflows\)/,
    ],
  ])('refuses %s, naming the field and the range', (_what, extra, message) => {
    const result = validateScenario(scene(extra));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(message);
  });

  it.each([
    [
      'the shortest zig-zag, swerving at the speed limit',
      { targets: [{ id: 't', position: [0, 30], motion: { type: 'zigzag', velocity: [0, 0], amplitude: 25, period: 0.1 } }] },
    ],
    ['the lightest, smallest crate, rammed at 1000 m/s', crate(0.05, 0.01)],
    [
      'the heaviest, largest crate',
      {
        obstacles: [
          { id: 'c', position: [0, -1004], loose: true, density: 1000, shape: { type: 'box', halfWidth: 1000, halfHeight: 1000 } },
        ],
      },
    ],
    ['the smallest rock', rock(0.05)],
    [
      'the smallest and the largest targets',
      {
        targets: [
          { id: 'a', position: [6, 0], radius: 0.05 },
          { id: 'b', position: [30, 0], radius: 20 },
        ],
      },
    ],
    ['the article arithmetic at its smallest dt and largest gains', pid(0.001)],
  ])('runs %s to a finite report', (_what, extra) => {
    const parsed = validateScenario(scene(extra));
    if (!parsed.ok) throw new Error(parsed.errors.join('; '));
    const report = runScenario(parsed.scenario);
    expect(nonFinite(report)).toEqual([]);
    expect(report.entities.every((entity) => entity.finite)).toBe(true);
  });

  it('refuses the zig-zag and the crate of the report in the CLI with one line (exit 2), not a crash from inside planck (exit 1)', () => {
    for (const extra of [zigzag(5e-324), crate(1e-160)]) {
      const line = refusalLine(runTool('src/cli/sim.ts', [writeTemp('scene.json', JSON.stringify(scene(extra)))]));
      expect(line).toMatch(/^(targets\[0\]\.motion\.period|obstacles\[0\]\.shape\.halfWidth): must be a number ≥/);
    }
  });
});

describe('a world that meets a non-finite target or obstacle anyway stops before planck sees it', () => {
  function chase(world: SteeringWorld): void {
    const entity = world.addEntity({ id: 'm', type: 'missile', position: { x: 10, y: 0 } });
    const first = world.targets[0];
    if (first) entity.chase(first);
    else entity.chase({ x: 20, y: 0 });
  }

  it.each([
    [
      'a zig-zag target of period 5e-324 s',
      (world: SteeringWorld) =>
        world.addTarget({
          id: 'z',
          position: { x: 0, y: 0 },
          motion: { type: 'zigzag', velocity: { x: 1, y: 0 }, amplitude: 1, period: 5e-324 },
        }),
      /^target "z": its state became non-finite \(NaN or infinity\) at 0\.000 s, so the scene was stopped$/,
    ],
    [
      'a circling target whose centre is infinitely far',
      (world: SteeringWorld) =>
        world.addTarget({
          id: 'far',
          position: { x: 0, y: 0 },
          motion: { type: 'circle', center: { x: Number.POSITIVE_INFINITY, y: 0 }, angularSpeed: 1 },
        }),
      /^target "far": its state became non-finite/,
    ],
    [
      'a loose crate of half-size 1e-160 m',
      (world: SteeringWorld) =>
        world.addObstacle({
          id: 'c',
          position: { x: 5, y: 0 },
          loose: true,
          shape: { type: 'box', halfWidth: 1e-160, halfHeight: 1e-160 },
        }),
      /^obstacle "c": its state became non-finite/,
    ],
  ])('%s (given through the library, which the rules do not guard)', (_what, add, message) => {
    const world = new SteeringWorld();
    add(world);
    chase(world);
    const before = { ...world.entities[0]?.position };
    let fault: unknown = null;
    try {
      for (let i = 0; i < 60; i++) world.step();
    } catch (error) {
      fault = error;
    }
    expect(fault).toBeInstanceOf(WorldFault);
    expect((fault as WorldFault).message).toMatch(message);
    // planck never stepped the bad world: the entity is where it started.
    expect(world.steps).toBe(0);
    expect({ ...world.entities[0]?.position }).toEqual(before);
  });

  it('turns an exception from inside planck into a WorldFault naming the body', () => {
    // A bullet next to a wall, with a NaN velocity: planck's time-of-impact code throws
    // "Cannot read properties of undefined (reading 'x')" from deep inside.
    const world = new World({ gravity: { x: 0, y: 0 } });
    world.createBody({ type: 'static', position: { x: 0, y: 0 } }).createFixture(new Circle(1));
    const body = world.createBody({ type: 'dynamic', position: { x: 1.5, y: 0 }, bullet: true });
    body.createFixture(new Box(1, 0.5), { density: 1 });
    body.setUserData({ id: 'ghost' });
    body.setLinearVelocity({ x: Number.NaN, y: 0 });
    let fault: unknown = null;
    try {
      for (let i = 0; i < 3; i++) stepPlanck(world, 1 / 60, 8, 3, null, i / 60);
    } catch (error) {
      fault = error;
    }
    expect(fault).toBeInstanceOf(WorldFault);
    expect((fault as Error).message).toMatch(
      new RegExp(
        '^entity "ghost": its state became non-finite \\(NaN or infinity\\) inside the physics step at 0\\.000 s \\(.+\\), so the ' +
          'scene was stopped$',
      ),
    );
  });
});
