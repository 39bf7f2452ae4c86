import { describe, expect, it } from 'vitest';
import { wrapAngle } from '../../../src/sim/math/angle';
import type { MovingEntity } from '../../../src/sim/entities/MovingEntity';
import { Guidance, type GuidanceLaw } from '../../../src/sim/steering/Guidance';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';

/** The missile's heading now: its velocity's angle while it moves. */
function velocityHeading(entity: MovingEntity): number {
  return Math.atan2(entity.velocity.y, entity.velocity.x);
}

/** A missile flying past a target at its side, so that the line of sight turns fast every step. */
function passingMissile(world: SteeringWorld, law: GuidanceLaw = 'pursuit'): MovingEntity {
  const missile = world.addEntity({
    id: 'm',
    type: 'missile',
    position: { x: 0, y: 0 },
    speed: 20,
    settings: { guidance: law, maxAngularAcceleration: Math.PI },
  });
  return missile;
}

describe('measureHeadingError: the error the controller would see now, from the current state', () => {
  it('a seeking missile measures against the line of sight from where it is now, not from the last step', () => {
    const world = new SteeringWorld();
    const missile = passingMissile(world);
    const target = { x: 6, y: 4 };
    missile.chase(target);
    for (let i = 0; i < 12; i++) world.step();
    const lineOfSight = Math.atan2(target.y - missile.position.y, target.x - missile.position.x);
    const expected = wrapAngle(velocityHeading(missile) - lineOfSight);
    // The line of sight turns by several degrees a step here: last step's would be far off.
    expect(Math.abs(wrapAngle(lineOfSight - missile.desiredHeading))).toBeGreaterThan(0.01);
    expect(missile.measureHeadingError()).toBeCloseTo(expected, 12);
  });

  it('a missile leading a moving target measures against the intercept as seen now', () => {
    const world = new SteeringWorld();
    const missile = passingMissile(world, 'lead');
    const target = world.addTarget({ id: 't', position: { x: 8, y: 6 }, motion: { type: 'linear', velocity: { x: -3, y: 1 } } });
    missile.chase(target);
    for (let i = 0; i < 12; i++) world.step();
    const speed = Math.max(Math.hypot(missile.velocity.x, missile.velocity.y), missile.maxSpeed);
    const lead = new Guidance({ law: 'lead', navigationConstant: 4 }).desiredHeading(
      missile.position,
      missile.velocity,
      speed,
      target.position,
      target.velocity,
      world.dt,
    );
    expect(missile.measureHeadingError()).toBeCloseTo(wrapAngle(velocityHeading(missile) - lead), 12);
  });

  it(
    'a new command counts at once, before the next step; turning in place ' + '(Track), a missile is steered by its nose, not its drift',
    () => {
      const world = new SteeringWorld();
      const missile = passingMissile(world);
      missile.chase({ x: 6, y: 4 });
      for (let i = 0; i < 5; i++) world.step();
      const turnTarget = { x: missile.position.x, y: missile.position.y - 10 };
      missile.steering.face(turnTarget);
      expect(missile.measureHeadingError()).toBeCloseTo(wrapAngle(missile.angle + Math.PI / 2), 12);
    },
  );

  it('measuring changes nothing: the flight and the drawn intercept are the same whether or not it is measured', () => {
    const fly = (measure: boolean) => {
      const world = new SteeringWorld();
      const missile = passingMissile(world, 'lead');
      const target = world.addTarget({ id: 't', position: { x: 8, y: 6 }, motion: { type: 'linear', velocity: { x: -3, y: 1 } } });
      missile.chase(target);
      let intercepts = 0;
      for (let i = 0; i < 90; i++) {
        world.step();
        if (measure) missile.measureHeadingError();
        const intercept = missile.intercept;
        if (intercept) intercepts += intercept.x + intercept.y;
      }
      return [missile.position.x, missile.position.y, missile.angle, missile.angularVelocity, intercepts];
    };
    expect(fly(true)).toEqual(fly(false));
  });
});
