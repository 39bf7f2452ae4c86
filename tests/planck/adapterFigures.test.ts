/**
 * The sag docs/planck-adapter.md gives for a drone holding a point against gravity: its force is a
 * feedback on velocity, so it settles below the point by g/ω². Measured here in a side-view world
 * (gravity 10 m/s²) for the two drones the page names, and compared with the page's figures.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Circle } from 'planck';
import { describe, expect, it } from 'vitest';
import { BodySteering, CharacterPropulsion } from '../../src/index';
import { DT, tunedPid, userWorld } from './userWorld';

const page = readFileSync(join(__dirname, '../../docs/planck-adapter.md'), 'utf8').replaceAll(/\s+/g, ' ');

/** How far below the point a drone with this thrust and top speed settles, m, after 10 s of arriving. */
function sag(maxLinearAcceleration: number, maxSpeed: number): number {
  const { world } = userWorld();
  const body = world.createDynamicBody({ x: 0, y: 5 });
  body.createFixture(new Circle(0.4), { density: 1 });
  const steering = new BodySteering(body, {
    controller: tunedPid(),
    propulsion: new CharacterPropulsion({ maxSpeed, maxLinearAcceleration }),
  });
  steering.arrive({ x: 0, y: 8 });
  for (let step = 0; step < 600; step++) {
    steering.step(DT);
    world.step(DT);
  }
  expect(body.getLinearVelocity().length()).toBeLessThan(0.01);
  return 8 - body.getPosition().y;
}

describe("the planck adapter page's figures", () => {
  it.each([
    [30, 6],
    [100, 10],
  ])('a drone of %d m/s² and %d m/s holding a point against gravity sags by what the page says', (acceleration, speed) => {
    const measured = sag(acceleration, speed);
    console.log(`drone ${acceleration} m/s², ${speed} m/s: ${measured.toFixed(4)} m below the point`);
    expect(measured).toBeGreaterThan(0);
    expect(page).toContain(`${measured.toFixed(2)} m at ${acceleration} m/s² and ${speed} m/s`);
  });
});
