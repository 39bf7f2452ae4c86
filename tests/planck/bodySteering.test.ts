import { Box, Circle, RevoluteJoint, type Body, type World } from 'planck';
import { describe, expect, it } from 'vitest';
import { PidController } from '../../src/sim/control/PidController';
import { wrapAngle } from '../../src/sim/math/angle';
import { BodySteering } from '../../src/sim/steering2d/BodySteering';
import { CharacterPropulsion } from '../../src/sim/steering2d/CharacterPropulsion';
import { bodyTarget, inertiaAboutCenter } from '../../src/sim/planck/planckBody';
import { MissilePropulsion } from '../../src/sim/steering2d/MissilePropulsion';
import { DT, spyAngleWrites, tunedPid, userWorld } from './userWorld';

const DEG = Math.PI / 180;

/** Runs `seconds` of the user's loop: the steering's step, then the world's. Calls `each` after every step. */
function run(world: World, steering: BodySteering, seconds: number, each?: () => void): void {
  for (let i = 0; i < Math.round(seconds / DT); i++) {
    steering.step(DT);
    world.step(DT);
    each?.();
  }
}

/**
 * A drone: a disc that moves independently of its facing, its force capped at 30 m/s², three
 * times gravity, so it can hover and climb (feasible in a side view).
 */
function drone(world: World, x: number, y: number, onReached?: (index: number) => void): { body: Body; steering: BodySteering } {
  const body = world.createDynamicBody({ x, y });
  body.createFixture(new Circle(0.4), { density: 1 });
  const steering = new BodySteering(body, {
    controller: tunedPid(),
    propulsion: new CharacterPropulsion({ maxSpeed: 6, maxLinearAcceleration: 30 }),
    reachDistance: 0.5,
    ...(onReached ? { onReached } : {}),
  });
  return { body, steering };
}

/** A missile: a slim box flying along its nose, thrust 40 m/s² (four times gravity), top speed 20 m/s. */
function missile(world: World, x: number, y: number, onReached?: (index: number) => void): { body: Body; steering: BodySteering } {
  const body = world.createDynamicBody({ position: { x, y }, bullet: true });
  body.createFixture(new Box(0.5, 0.1), { density: 1 });
  const steering = new BodySteering(body, {
    controller: tunedPid(),
    propulsion: new MissilePropulsion({ maxSpeed: 20, maxLinearAcceleration: 40 }),
    reachDistance: 2,
    passDistance: 8,
    ...(onReached ? { onReached } : {}),
  });
  return { body, steering };
}

describe('BodySteering on a user-made planck World with gravity and other bodies', () => {
  it('turns a turret (pinned at its centre of mass, its shape off the origin) to a heading: settles within 2°, by torque only', () => {
    const { world, ground } = userWorld();
    const body = world.createDynamicBody({ x: 0, y: 3 });
    // The barrel's shape is off the body's origin, so planck's getInertia() (about the origin) is not the one torque turns.
    body.createFixture(new Box(1.2, 0.2, { x: 0.8, y: 0 }, 0), { density: 1 });
    world.createJoint(new RevoluteJoint({}, ground, body, body.getWorldCenter()));
    expect(inertiaAboutCenter(body)).toBeLessThan(body.getInertia());
    const writes = spyAngleWrites(body);
    const steering = new BodySteering(body, { controller: tunedPid() });
    steering.turnTo(100 * DEG);
    let peakCommand = 0;
    run(world, steering, 3, () => (peakCommand = Math.max(peakCommand, Math.abs(steering.command))));
    expect(Math.abs(wrapAngle(body.getAngle() - 100 * DEG))).toBeLessThan(2 * DEG);
    expect(Math.abs(body.getAngularVelocity())).toBeLessThan(0.05);
    // The command never exceeds the motor's limit; the torque is the command × the inertia about the centre.
    expect(peakCommand).toBeLessThanOrEqual(4 * Math.PI);
    expect(steering.torque).toBeCloseTo(steering.command * inertiaAboutCenter(body), 12);
    expect(writes.count()).toBe(0);
  });

  it(
    "never turns the body faster than the motor's limit: the torque uses the inertia about the centre of mass, not planck's " +
      'getInertia()',
    () => {
      const { world, ground } = userWorld();
      const body = world.createDynamicBody({ x: 0, y: 3 });
      body.createFixture(new Box(1.2, 0.2, { x: 1.5, y: 0 }, 0), { density: 1 });
      world.createJoint(new RevoluteJoint({}, ground, body, body.getWorldCenter()));
      const limit = Math.PI;
      const steering = new BodySteering(body, { controller: tunedPid(), maxAngularAcceleration: limit });
      steering.turnTo(-120 * DEG);
      let previous = body.getAngularVelocity();
      let peak = 0;
      run(world, steering, 4, () => {
        peak = Math.max(peak, Math.abs(body.getAngularVelocity() - previous) / DT);
        previous = body.getAngularVelocity();
      });
      // At the limit for most of the turn, never beyond (the origin's inertia would give 5.6× the limit here).
      expect(body.getInertia() / inertiaAboutCenter(body)).toBeCloseTo(5.56, 2);
      expect(peak).toBeGreaterThan(0.99 * limit);
      expect(peak).toBeLessThan(1.001 * limit);
      expect(Math.abs(wrapAngle(body.getAngle() + 120 * DEG))).toBeLessThan(2 * DEG);
    },
  );

  it('top-down (gravity zero), a drone arrives among crates with no sag: within 5 cm, at rest', () => {
    const { world } = userWorld();
    world.setGravity({ x: 0, y: 0 });
    const { body, steering } = drone(world, -10, 4);
    steering.arrive({ x: 10, y: 4.5 });
    run(world, steering, 7);
    expect(body.getPosition().clone().sub({ x: 10, y: 4.5 }).length()).toBeLessThan(0.05);
    expect(body.getLinearVelocity().length()).toBeLessThan(0.01);
  });

  it('a drone facing its travel turns to its velocity, which gravity bends below the line to its target', () => {
    // Side view: gravity pulls the cruising drone's velocity about g/k = 1.25 m/s below its wanted one.
    const { world } = userWorld();
    const body = world.createDynamicBody({ x: -20, y: 8 });
    body.createFixture(new Circle(0.4), { density: 1 });
    const steering = new BodySteering(body, {
      controller: tunedPid(),
      propulsion: new CharacterPropulsion({ maxSpeed: 6, maxLinearAcceleration: 30 }),
      facing: 'travel',
    });
    steering.arrive({ x: 20, y: 8 });
    let fromTravel = 0;
    let fromTarget = Infinity;
    let time = 0;
    run(world, steering, 3, () => {
      time += DT;
      if (time < 1.5) return;
      const velocity = body.getLinearVelocity();
      const position = body.getPosition();
      fromTravel = Math.max(fromTravel, Math.abs(wrapAngle(body.getAngle() - Math.atan2(velocity.y, velocity.x))));
      fromTarget = Math.min(fromTarget, Math.abs(wrapAngle(body.getAngle() - Math.atan2(8 - position.y, 20 - position.x))));
    });
    expect(fromTravel).toBeLessThan(1 * DEG);
    expect(fromTarget).toBeGreaterThan(5 * DEG);
  });

  it('flies a missile on a heading: its flight, not only its nose, turns to it, against gravity', () => {
    const { world } = userWorld();
    const { body, steering } = missile(world, 0, 20);
    steering.turnTo(45 * DEG);
    run(world, steering, 3);
    const velocity = body.getLinearVelocity();
    expect(Math.abs(wrapAngle(Math.atan2(velocity.y, velocity.x) - 45 * DEG))).toBeLessThan(2 * DEG);
    expect(velocity.length()).toBeGreaterThan(15); // thrust 40 m/s² beats g on the climb
  });

  it('seeks a point with a drone: goes through it while gravity pulls it down (only an arrival reports reaching)', () => {
    const { world } = userWorld();
    const reached: number[] = [];
    const { body, steering } = drone(world, -10, 3, (index) => reached.push(index));
    const writes = spyAngleWrites(body);
    steering.seek({ x: 5, y: 8 });
    let closest = Infinity;
    run(world, steering, 5, () => (closest = Math.min(closest, body.getPosition().clone().sub({ x: 5, y: 8 }).length())));
    expect(closest).toBeLessThan(0.5);
    expect(reached).toEqual([]);
    expect(steering.mode).toBe('seek');
    expect(writes.count()).toBe(0);
  });

  it('arrives on a point with a drone: stops within 0.3 m (its sag under gravity, g/ω² = 0.22 m, included) at low speed', () => {
    const { world } = userWorld();
    const { body, steering } = drone(world, 8, 2);
    const writes = spyAngleWrites(body);
    steering.arrive({ x: -8, y: 5 });
    run(world, steering, 6);
    expect(body.getPosition().clone().sub({ x: -8, y: 5 }).length()).toBeLessThan(0.3);
    expect(body.getLinearVelocity().length()).toBeLessThan(0.05);
    expect(Math.abs(body.getAngularVelocity())).toBeLessThan(0.05);
    expect(writes.count()).toBe(0);
  });

  it('follows a path with a drone: visits the waypoints in order, stops at the last, and holds it once told to arrive there', () => {
    const { world } = userWorld();
    const reached: number[] = [];
    const { body, steering } = drone(world, -10, 2, (index) => reached.push(index));
    const writes = spyAngleWrites(body);
    const last = { x: 8, y: 4 };
    steering.follow([{ x: -4, y: 6 }, { x: 2, y: 9 }, last]);
    let stoppedAt: number | null = null;
    run(world, steering, 8, () => {
      if (stoppedAt !== null || steering.mode !== 'stop') return;
      // The path ended within its reach of the last waypoint: from here it brakes where it is (gravity pulls a braking drone down), so hold
      // the point.
      stoppedAt = body.getPosition().clone().sub(last).length();
      steering.arrive(last);
    });
    expect(reached).toEqual([0, 1, 2, 0]);
    expect(stoppedAt).toBeLessThan(0.5);
    expect(steering.mode).toBe('arrive');
    expect(body.getPosition().clone().sub(last).length()).toBeLessThan(0.3);
    expect(writes.count()).toBe(0);
  });

  it('flies a missile along a path of waypoints in order, its thrust holding its line against gravity', () => {
    const { world } = userWorld();
    const reached: number[] = [];
    const { body, steering } = missile(world, -40, 10, (index) => reached.push(index));
    const writes = spyAngleWrites(body);
    steering.follow([
      { x: -10, y: 20 },
      { x: 20, y: 12 },
      { x: 40, y: 25 },
    ]);
    let lowest = Infinity;
    run(world, steering, 8, () => (lowest = Math.min(lowest, body.getPosition().y)));
    expect(reached).toEqual([0, 1, 2]);
    expect(lowest).toBeGreaterThan(5); // it never sank to the ground
    // setLinearVelocity re-aims its flight (the article's missile); its angle is never written.
    expect(writes.count()).toBe(0);
  });

  it.each(['pursuit', 'lead', 'proportional-navigation'] as const)('guides a missile by %s onto a moving target', (law) => {
    const { world } = userWorld();
    const { body } = missile(world, -30, 10);
    const steering = new BodySteering(body, {
      controller: tunedPid(),
      propulsion: new MissilePropulsion({ maxSpeed: 20, maxLinearAcceleration: 40 }),
      guidance: { law, navigationConstant: 4 },
    });
    // The target crosses above at 6 m/s (a kinematic body: it ignores gravity, as a plane would).
    const target = world.createKinematicBody({ position: { x: 20, y: 25 }, linearVelocity: { x: -6, y: 1 } });
    const writes = spyAngleWrites(body);
    steering.seek(bodyTarget(target));
    let closest = Infinity;
    run(world, steering, 6, () => (closest = Math.min(closest, body.getPosition().clone().sub(target.getPosition()).length())));
    expect(closest).toBeLessThan(1);
    expect(writes.count()).toBe(0);
  });

  it('proportional navigation steers by a target course the caller knows: a circling target is met sooner', () => {
    const center = { x: 0, y: 30 };
    const rate = 0.8; // rad/s, on a 15 m circle: 12 m/s, against the missile's 20
    const timeToClose = (withCourse: boolean) => {
      const { world } = userWorld();
      const { body } = missile(world, -80, 10);
      const steering = new BodySteering(body, {
        controller: tunedPid(),
        propulsion: new MissilePropulsion({ maxSpeed: 20, maxLinearAcceleration: 40 }),
        guidance: { law: 'proportional-navigation', navigationConstant: 4 },
      });
      const target = world.createKinematicBody({ position: { x: center.x + 15, y: 30 } });
      // The caller moves its target on the circle (velocity Ω × (p − c) each step) and so knows its course.
      const steer = () => {
        const p = target.getPosition();
        target.setLinearVelocity({ x: -rate * (p.y - center.y), y: rate * (p.x - center.x) });
      };
      const moving = {
        ...bodyTarget(target),
        get position() {
          return target.getPosition();
        },
        get velocity() {
          return target.getLinearVelocity();
        },
        positionIn(seconds: number, out: { x: number; y: number }) {
          const p = target.getPosition();
          const c = Math.cos(rate * seconds);
          const sn = Math.sin(rate * seconds);
          out.x = center.x + (p.x - center.x) * c - (p.y - center.y) * sn;
          out.y = center.y + (p.x - center.x) * sn + (p.y - center.y) * c;
          return out;
        },
      };
      steer();
      steering.seek(withCourse ? moving : bodyTarget(target));
      for (let i = 0; i < Math.round(8 / DT); i++) {
        steer();
        steering.step(DT);
        world.step(DT);
        if (body.getPosition().clone().sub(target.getPosition()).length() < 1) return i * DT;
      }
      return Infinity;
    };
    const blind = timeToClose(false);
    const knowing = timeToClose(true);
    // Measured: 3.85 s by plain PN, 3.65 s by the course.
    expect(knowing).toBeLessThan(blind);
  });

  it('faces a moving target and stops by torque', () => {
    const { world, ground } = userWorld();
    const body = world.createDynamicBody({ x: 0, y: 3 });
    body.createFixture(new Box(1, 0.2), { density: 1 });
    world.createJoint(new RevoluteJoint({}, ground, body, body.getWorldCenter()));
    const steering = new BodySteering(body, { controller: tunedPid() });
    const target = world.createKinematicBody({ position: { x: 10, y: 3 }, linearVelocity: { x: 0, y: 3 } });
    steering.face(bodyTarget(target));
    run(world, steering, 3);
    const position = body.getPosition();
    const bearing = Math.atan2(target.getPosition().y - position.y, target.getPosition().x - position.x);
    expect(Math.abs(wrapAngle(body.getAngle() - bearing))).toBeLessThan(2 * DEG);
    steering.stop();
    run(world, steering, 1);
    expect(Math.abs(body.getAngularVelocity())).toBeLessThan(1e-6);
  });

  it(
    'faces a circling target with no lag whatever the offset of its shape from the origin (the sight line from the centre of ' +
      'mass); from the origin it lags',
    () => {
      /** The mean heading lag (deg) over 3 s after 5 s facing a target circling the pivot at 1 rad/s, 10 m out, the PID at π. */
      const lag = (offset: number, sightFrom: 'center' | 'origin' = 'center') => {
        const { world, ground } = userWorld();
        const body = world.createDynamicBody({ x: 0, y: 20 });
        body.createFixture(new Box(0.8, 0.2, { x: offset, y: 0 }, 0), { density: 1 });
        const pivot = body.getWorldCenter().clone();
        world.createJoint(new RevoluteJoint({}, ground, body, pivot));
        const steering = new BodySteering(body, { controller: new PidController(), maxAngularAcceleration: Math.PI, sightFrom });
        const target = world.createKinematicBody({ position: { x: pivot.x + 10, y: pivot.y } });
        const circle = () => {
          const p = target.getPosition();
          target.setLinearVelocity({ x: -(p.y - pivot.y), y: p.x - pivot.x });
        };
        circle();
        steering.face(bodyTarget(target));
        let sum = 0;
        let samples = 0;
        run(world, steering, 5, circle);
        for (let i = 0; i < Math.round(3 / DT); i++) {
          circle();
          steering.step(DT);
          world.step(DT);
          const center = body.getWorldCenter();
          const p = target.getPosition();
          sum += Math.abs(wrapAngle(body.getAngle() - Math.atan2(p.y - center.y, p.x - center.x)));
          samples++;
        }
        return sum / samples / DEG;
      };
      const lags = [0, 0.6, 1.5].map((offset) => lag(offset));
      const fromOrigin = [0.6, 1.5].map((offset) => lag(offset, 'origin'));
      console.log(
        `lag on a circling target, shape 0 / 0.6 / 1.5 m off the origin: ${lags.map((l) => l.toFixed(4)).join(' / ')}°; sighted ` +
          `from the origin, at 0.6 / 1.5 m: ${fromOrigin.map((l) => l.toFixed(2)).join(' / ')}°`,
      );
      for (const l of lags) expect(l).toBeLessThan(0.01);
      // The sight line from the origin turns with the body's own turn about its centre: it lags (docs/planck-adapter.md).
      for (const l of fromOrigin) expect(l).toBeGreaterThan(1);
      // For a shape centred on its origin the two points agree.
      expect(lag(0, 'origin')).toBeCloseTo(lags[0] as number, 6);
    },
  );

  it('refuses commands its propulsion cannot carry out, with a message saying why', () => {
    const { world } = userWorld();
    const bare = new BodySteering(world.createDynamicBody({ x: 0, y: 5 }), { controller: tunedPid() });
    expect(() => bare.seek({ x: 1, y: 1 })).toThrow(/propulsion/);
    expect(() => missile(world, 0, 10).steering.arrive({ x: 1, y: 1 })).toThrow(/no brakes/);
    expect(() => new BodySteering(world.createKinematicBody(), { controller: tunedPid() })).toThrow(/dynamic body/);
    expect(() => new BodySteering(world.createDynamicBody(), { controller: tunedPid(), maxAngularAcceleration: 0 })).toThrow(
      /maxAngularAcceleration must be/,
    );
    expect(() => (bare.reachDistance = -1)).toThrow(/reachDistance must be/);
    expect(() => bare.step(Number.NaN)).toThrow(/dt must be/);
    // Guidance's parts are optional (N defaults to 4) and checked.
    expect(() => new BodySteering(world.createDynamicBody(), { controller: tunedPid(), guidance: { law: 'pursuit' } })).not.toThrow();
    expect(() => new BodySteering(world.createDynamicBody(), { controller: tunedPid(), guidance: { navigationConstant: -1 } })).toThrow(
      /guidance.navigationConstant must be a number > 0 and ≤ 100, got -1/,
    );
  });
});
