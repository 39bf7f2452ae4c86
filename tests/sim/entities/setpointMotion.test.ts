import { describe, expect, it } from 'vitest';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';

describe('the wanted heading’s motion, fed forward to the controller', () => {
  it('is exact for a scripted target: one circling the body at Ω turns the wanted heading at Ω, with no acceleration', () => {
    const world = new SteeringWorld();
    const body = world.addEntity({ id: 'c', type: 'character', position: { x: 0, y: 0 } });
    const target = world.addTarget({
      id: 't',
      position: { x: 10, y: 0 },
      motion: { type: 'circle', center: { x: 0, y: 0 }, angularSpeed: 1.5 },
    });
    body.steering.face(target);
    for (let i = 0; i < 120; i++) world.step();
    expect(body.desiredHeadingRate).toBeCloseTo(1.5, 12);
  });

  it('smooths a target the player drags: its pointer-by-pointer velocity jitters, the rate fed forward much less', () => {
    const world = new SteeringWorld();
    const body = world.addEntity({ id: 'c', type: 'character', position: { x: 0, y: 0 } });
    const target = world.addTarget({ id: 't', position: { x: 10, y: 0 } });
    body.steering.face(target);
    const rates: number[] = [];
    for (let i = 0; i < 240; i++) {
      // Dragged round the body at 1 rad/s, with the hand shaking by ±0.3 m every frame.
      const angle = (i + 1) / 60;
      const shake = i % 2 === 0 ? 0.3 : -0.3;
      target.drag({ x: (10 + shake) * Math.cos(angle), y: (10 + shake) * Math.sin(angle) });
      world.step();
      if (i >= 120) rates.push(body.desiredHeadingRate);
    }
    const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
    const spread = Math.max(...rates) - Math.min(...rates);
    expect(mean).toBeCloseTo(1, 1);
    expect(spread).toBeLessThan(0.2);
  });

  it('starts over for a new set-point: a new command or point gives no rate from the jump', () => {
    const world = new SteeringWorld();
    // Facing its travel, the wanted heading's rate is its step-to-step difference.
    const character = world.addEntity({
      id: 'c',
      type: 'character',
      position: { x: 0, y: 0 },
      velocity: { x: 0, y: 8 },
      settings: { facing: 'travel' },
    });
    character.steering.arrive({ x: 40, y: 0 });
    for (let i = 0; i < 10; i++) world.step();
    expect(Math.abs(character.desiredHeadingRate)).toBeGreaterThan(0.1);
    character.steering.arrive({ x: -40, y: 0 });
    world.step();
    expect(character.desiredHeadingRate).toBe(0);
  });

  it('a missile steering at a waypoint is fed no rate (its own flight turns the line of sight); a character walking past one is', () => {
    const world = new SteeringWorld();
    const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, angle: 0, speed: 10 });
    const character = world.addEntity({ id: 'c', type: 'character', position: { x: 0, y: 40 }, velocity: { x: 10, y: 0 } });
    missile.steering.follow([{ x: 30, y: 20 }]);
    character.steering.follow([{ x: 30, y: 60 }]);
    world.step();
    world.step();
    expect(missile.desiredHeadingRate).toBe(0);
    expect(Math.abs(character.desiredHeadingRate)).toBeGreaterThan(0.1);
  });
});
