import { Box, Edge, World, type Body } from 'planck';
import { vi } from 'vitest';
import { PidController } from '../../src/sim/control/PidController';

/**
 * A user's own side-view planck World: gravity (0, −10) on, a ground along y = 0 and some crates
 * resting on it (other bodies the steering must share the world with). No SteeringWorld.
 */
export function userWorld(): { world: World; ground: Body; crates: Body[] } {
  const world = new World({ gravity: { x: 0, y: -10 } });
  const ground = world.createBody();
  ground.createFixture(new Edge({ x: -200, y: 0 }, { x: 200, y: 0 }));
  const crates = [-6, -3, 3, 6].map((x) => {
    const crate = world.createDynamicBody({ x, y: 0.5 });
    crate.createFixture(new Box(0.5, 0.5), { density: 1 });
    return crate;
  });
  return { world, ground, crates };
}

/** Spies on every way a body's angle could be written, to prove it turns by torque alone. */
export function spyAngleWrites(body: Body): { count: () => number } {
  const spies = [vi.spyOn(body, 'setAngle'), vi.spyOn(body, 'setTransform'), vi.spyOn(body, 'setAngularVelocity')];
  return { count: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0) };
}

export const DT = 1 / 60;

/** The PID with the game's tuned gains (TUNED_GAINS). */
export function tunedPid(): PidController {
  return new PidController({ kp: 60, ki: 2, kd: 14 });
}
