import { describe, expect, it } from 'vitest';
import { CONTROLLER_SPECS } from '../../../src/sim/control/registry/controllerSpecs';
import type { ControllerSettings } from '../../../src/sim/control/ControllerSettings';
import type { MovingEntity } from '../../../src/sim/entities/MovingEntity';
import { RandomStream } from '../../../src/sim/math/random';
import { describeWorld } from '../../../src/sim/scenario/describeWorld';
import { parseScenario, refusalLine } from '../../../src/sim/scenario/parseScenario';
import { buildScenarioWorld } from '../../../src/sim/scenario/runScenario';
import type { TargetMotion } from '../../../src/sim/targets/TargetMotion';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';

/**
 * One complete state (issue 39): a world saved at any step as a scene file (describeWorld, the
 * route every saved scene, link and tour park takes) and built again in a fresh world steps on bit
 * for bit as the world that never stopped: entities in every command, targets held by the player
 * mid-drag and moving on their own, paths half done, a command changed before or after the save
 * (a path left half done for a seek), every controller with its memory, sensor noise. The scene file goes through JSON text and the
 * scenario rules, as a file or a link does.
 *
 * Bit for bit, with one exception JSON imposes: it has no −0, so a zero is written as 0 (the
 * comparison counts +0 and −0 as the same number; every other bit must match).
 *
 * Contacts are the one thing a scene file does not carry (planck rebuilds them, and their order, on
 * the first step): the entities here pass through each other (one negative collision group) and
 * the loose crate drifts clear of them, so that no two bodies touch.
 */

const RUNS = 200;
const STEPS_AFTER = 600;

type Player = (world: SteeringWorld, step: number) => void;

/** A seeded scene, and the player's input from the save on (the same for both worlds). */
function scene(seed: number): { world: SteeringWorld; player: Player; saveAt: number } {
  const random = new RandomStream(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random.next() * items.length)] as T;
  const between = (low: number, high: number): number => low + random.next() * (high - low);
  const world = new SteeringWorld({ arena: random.next() < 0.5 ? { halfWidth: 40, halfHeight: 30 } : null });
  if (random.next() < 0.3)
    world.setSensorNoise({ headingErrorStdDev: 0.02, angularVelocityStdDev: 0.1, seed: Math.floor(between(0, 1000)) });
  if (random.next() < 0.3) world.setDisturbance({ angularAcceleration: between(-2, 2), wind: { x: between(-1, 1), y: 0 } });
  const motions: TargetMotion[] = [
    { type: 'static' },
    { type: 'linear', velocity: { x: between(-4, 4), y: between(-4, 4) } },
    { type: 'circle', center: { x: 0, y: 0 }, angularSpeed: between(-1, 1) },
    { type: 'zigzag', velocity: { x: between(-3, 3), y: 2 }, amplitude: 3, period: 2 },
  ];
  const target = world.addTarget({ id: 'target', position: { x: between(-15, 15), y: between(-15, 15) }, motion: pick(motions) });
  world.addObstacle({ id: 'crate', position: { x: 0, y: -1_000 }, shape: { type: 'box', halfWidth: 1, halfHeight: 1 }, loose: true });
  const count = 1 + Math.floor(random.next() * 3);
  const entities: MovingEntity[] = [];
  for (let i = 0; i < count; i++) {
    const type = pick(['missile', 'character'] as const);
    const spec = pick(CONTROLLER_SPECS);
    const controller: Partial<ControllerSettings> = {
      type: spec.type,
      ...(spec.type === 'pid' && random.next() < 0.3 && { arithmetic: 'as-published' as const }),
    } as Partial<ControllerSettings>;
    const entity = world.addEntity({
      id: `e${i}`,
      type,
      position: { x: between(-20, 20), y: between(-20, 20) },
      angle: between(-Math.PI, Math.PI),
      angularVelocity: between(-3, 3),
      speed: between(0, 8),
      collisionGroup: -1,
      settings: {
        maxAngularAcceleration: pick([Math.PI, 4 * Math.PI, between(0.5, 40)]),
        guidance: pick(['pursuit', 'lead', 'proportional-navigation'] as const),
        controller,
      },
    });
    entities.push(entity);
    const command = pick(['turnTowards', 'seek', 'followPath', 'face', 'chase', 'idle'] as const);
    if (command === 'turnTowards') entity.steering.face({ x: between(-30, 30), y: between(-30, 30) });
    else if (command === 'seek') entity.chase({ x: between(-30, 30), y: between(-30, 30) });
    else if (command === 'face') entity.steering.face(target);
    else if (command === 'chase') entity.chase(target);
    else if (command === 'idle') entity.steering.stop();
    else
      entity.steering.follow(
        Array.from({ length: 2 + Math.floor(random.next() * 5) }, () => ({ x: between(-30, 30), y: between(-30, 30) })),
        random.next() < 0.5,
      );
  }
  // The player drags the target over some stretch that may include the save, then lets go.
  const dragFrom = Math.floor(between(0, 400));
  const dragTo = dragFrom + Math.floor(between(5, 200));
  const swapAt = Math.floor(between(0, 900));
  // The player switches the mode (Track, Seek, Path) of the last entity once, before or after the save.
  const saveAt = 1 + Math.floor(between(0, 400));
  const commandAt = random.next() < 0.5 ? Math.floor(between(0, saveAt)) : saveAt + Math.floor(between(0, 500));
  const newCommand = pick(['turnTowards', 'seek', 'followPath', 'idle'] as const);
  const commandPoint = { x: between(-30, 30), y: between(-30, 30) };
  const player: Player = (w, step) => {
    if (step === commandAt) {
      const entity = w.entities.at(-1);
      if (newCommand === 'turnTowards') entity?.steering.face(commandPoint);
      else if (newCommand === 'seek') entity?.chase(commandPoint);
      else if (newCommand === 'idle') entity?.steering.stop();
      else entity?.steering.follow([commandPoint, { x: -commandPoint.x, y: commandPoint.y }]);
    }
    const held = w.getTarget('target');
    if (step >= dragFrom && step < dragTo) held?.drag({ x: 10 * Math.cos(step / 40), y: 10 * Math.sin(step / 25) });
    if (step === dragTo) held?.release();
    // A controller swapped mid-command (the panel), handed over from the old one's last command.
    if (step === swapAt)
      w.entities[0]?.setController({ ...CONTROLLER_SPECS[step % CONTROLLER_SPECS.length]!.defaults() } as ControllerSettings);
  };
  return { world, player, saveAt };
}

/** Every body's state and every entity's reported turn, as exact bits. */
function fingerprint(world: SteeringWorld): number[] {
  const values: number[] = [world.time];
  for (const e of world.entities)
    values.push(
      e.position.x,
      e.position.y,
      e.angle,
      e.velocity.x,
      e.velocity.y,
      e.angularVelocity,
      e.headingError,
      e.commandedAngularAcceleration,
      e.desiredHeadingRate,
      e.pathIndex,
      e.waypointsReached,
    );
  for (const t of world.targets) values.push(t.position.x, t.position.y, t.velocity.x, t.velocity.y);
  for (const o of world.obstacles) values.push(o.position.x, o.position.y, o.angle);
  return values;
}

/** The first index where the two differ (+0 and −0 equal, see above), or −1. */
function firstDifference(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  return a.findIndex((value, i) => !(value === b[i] || (Number.isNaN(value) && Number.isNaN(b[i]))));
}

describe('a world saved as a scene file at any step and built again steps on bit for bit', () => {
  it(`${RUNS} seeded scenes, each saved at a random step and compared for the next ${STEPS_AFTER} steps`, () => {
    const mismatches: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { world, player, saveAt } = scene(39_100 + run);
      for (let step = 0; step < saveAt; step++) {
        player(world, step);
        world.step();
      }
      const text = JSON.stringify(describeWorld(world, { name: `run ${run}`, duration: 60 }));
      const parsed = parseScenario(text);
      if (!parsed.ok) throw new Error(`run ${run}: the saved scene is refused: ${refusalLine(parsed.errors)}`);
      const restored = buildScenarioWorld(parsed.scenario);
      expect(firstDifference(fingerprint(world), fingerprint(restored)), `run ${run}: at the save`).toBe(-1);
      for (let step = saveAt; step < saveAt + STEPS_AFTER; step++) {
        player(world, step);
        player(restored, step);
        world.step();
        restored.step();
        const a = fingerprint(world);
        const b = fingerprint(restored);
        const differs = firstDifference(a, b);
        if (differs >= 0) {
          mismatches.push(
            `run ${run}: saved at step ${saveAt}, differs ${step - saveAt + 1} steps later (value ${differs}: ${a[differs]} vs ` +
              `${b[differs]})`,
          );
          break;
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('an entity that left a path half done for another command is saved and built again (a link taken in Seek after Path)', () => {
    for (const command of ['seek', 'turnTowards', 'idle'] as const) {
      const world = new SteeringWorld();
      const entity = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, speed: 10 });
      entity.steering.follow([
        { x: 10, y: 0 },
        { x: 20, y: 10 },
        { x: 30, y: 0 },
      ]);
      for (let step = 0; step < 120 && entity.pathIndex < 1; step++) world.step();
      expect(entity.pathIndex, 'heading for the second waypoint').toBe(1);
      if (command === 'seek') entity.chase({ x: -10, y: 5 });
      else if (command === 'turnTowards') entity.steering.face({ x: -10, y: 5 });
      else entity.steering.stop();
      for (let step = 0; step < 10; step++) world.step();
      const restored = buildScenarioWorld(describeWorld(world, { name: command, duration: 10 }));
      expect(firstDifference(fingerprint(world), fingerprint(restored)), command).toBe(-1);
    }
  });

  it('a body saved before its first step (placed at an angle planck reads back a bit apart) steps on bit for bit', () => {
    // planck keeps the rotation of the angle it was given and reads the angle back from it: for 0.3685 that is 0.36849999999999994.
    expect(Math.atan2(Math.sin(0.3685), Math.cos(0.3685))).not.toBe(0.3685);
    const world = new SteeringWorld();
    world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, angle: 0.3685, speed: 10 }).chase({ x: 30, y: -20 });
    world.addEntity({ id: 'c', type: 'character', position: { x: 5, y: 5 }, angle: 0.5603, speed: 3 }).chase({ x: -30, y: 20 });
    const restored = buildScenarioWorld(describeWorld(world, { name: 'placed', duration: 10 }));
    for (let step = 0; step < 60; step++) {
      world.step();
      restored.step();
      expect(firstDifference(fingerprint(world), fingerprint(restored)), `step ${step}`).toBe(-1);
    }
  });

  it('a saved scene whose controller memory is wrong is refused by name, not run', () => {
    const world = new SteeringWorld();
    world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 } }).steering.face({ x: 5, y: 5 });
    for (let step = 0; step < 10; step++) world.step();
    const saved = describeWorld(world, { name: 'bad', duration: 1 });
    const memory = saved.state?.entities.m;
    if (!memory?.controller) throw new Error('the PID keeps a memory');
    memory.controller = {
      ...memory.controller,
      errors: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30],
    };
    expect(() => buildScenarioWorld(saved)).toThrow(
      /state\.entities\.m: .*controller memory: "errors" must be a list of at most \d+ finite numbers/,
    );
  });
});
