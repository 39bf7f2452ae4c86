/**
 * A crowd steps each body as that body would step alone: its own record, its own controller's
 * memory, its own settings (a setting changed on one steerer changes that one only), bit for bit.
 */
import { Circle, World, type Body } from 'planck';
import { describe, expect, it } from 'vitest';
import { PidController } from '../../../src/sim/control/PidController';
import { BodySteering } from '../../../src/sim/steering2d/BodySteering';
import { CharacterPropulsion } from '../../../src/sim/steering2d/CharacterPropulsion';
import { MissilePropulsion } from '../../../src/sim/steering2d/MissilePropulsion';
import { SteeringCrowd2D } from '../../../src/sim/steering2d/SteeringCrowd2D';

const DT = 1 / 60;

/** Body k of a scene: its start, what it does, and (for body 2) a limit changed live at step 40. */
function scene(world: World, k: number, crowd: SteeringCrowd2D | undefined): { body: Body; steering: BodySteering } {
  const body = world.createDynamicBody({ position: { x: 10 * k, y: 0 }, angle: 0.4 * k, linearVelocity: { x: k, y: -k } });
  body.createFixture(new Circle(0.5), { density: 1 + k });
  const propulsion =
    k % 2 === 0
      ? new MissilePropulsion({ maxSpeed: 8 + k, maxLinearAcceleration: 30 })
      : new CharacterPropulsion({ maxSpeed: 4 + k, maxLinearAcceleration: 20 });
  const steering = new BodySteering(
    body,
    {
      controller: new PidController({ integral: k === 1 ? 'running' : 'window', kp: 40 + 5 * k }),
      maxAngularAcceleration: 2 + k,
      propulsion,
      reachDistance: 1 + k / 2,
    },
    crowd,
  );
  steering.follow(
    [
      { x: 10 * k + 8, y: 5 },
      { x: 10 * k - 3, y: 9 },
      { x: 10 * k, y: -6 },
    ],
    true,
  );
  return { body, steering };
}

/** The state of `body` and its steering after each of 150 steps, as text. */
function run(bodies: number, alone: number | null): string[][] {
  const world = new World({ gravity: { x: 0, y: 0 } });
  const crowd = alone === null ? new SteeringCrowd2D() : undefined;
  const parts = Array.from({ length: bodies }, (_, k) => (alone === null || alone === k ? scene(world, k, crowd) : null));
  const states: string[][] = parts.map(() => []);
  for (let step = 0; step < 150; step++) {
    if (step === 40)
      for (const part of parts)
        if (part && part.steering.index >= 0 && parts.indexOf(part) === 2) part.steering.maxAngularAcceleration = 0.5;
    if (crowd) crowd.stepRange(0, crowd.count, DT);
    else for (const part of parts) part?.steering.step(DT);
    world.step(DT);
    parts.forEach((part, k) => {
      if (part)
        (states[k] as string[]).push(
          JSON.stringify([
            part.body.getPosition(),
            part.body.getAngle(),
            part.steering.command,
            part.steering.waypointsReached,
            part.steering.controller.saveState?.(),
          ]),
        );
    });
  }
  return states;
}

describe('a crowd steps each body as it would step alone', () => {
  it(
    'four bodies of one crowd (missiles and characters, each its own PID, settings and path; one limit changed live) move bit for ' +
      'bit as each alone',
    () => {
      const together = run(4, null);
      for (let k = 0; k < 4; k++) expect(together[k], `body ${k}`).toEqual(run(4, k)[k]);
    },
  );

  it('a limit changed on one steerer of a crowd bounds that one alone', () => {
    const world = new World({ gravity: { x: 0, y: 0 } });
    const crowd = new SteeringCrowd2D();
    const parts = [0, 1, 2].map((k) => scene(world, k, crowd));
    (parts[1] as { steering: BodySteering }).steering.maxAngularAcceleration = 0.25;
    let others = 0;
    for (let step = 0; step < 120; step++) {
      crowd.stepRange(0, crowd.count, DT);
      world.step(DT);
      expect(Math.abs((parts[1] as { steering: BodySteering }).steering.command)).toBeLessThanOrEqual(0.25);
      others = Math.max(others, Math.abs((parts[2] as { steering: BodySteering }).steering.command));
    }
    expect(others).toBeGreaterThan(0.25);
  });
});
