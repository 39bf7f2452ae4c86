// Steering bodies of your own in your own planck World, by torque (pid-steering's planck adapter).
// In your game, import from 'pid-steering' instead of '../src/index'.
import { Box, Circle, Edge, RevoluteJoint, World } from 'planck';
import { BodySteering, CharacterPropulsion, MissilePropulsion, PidController, TimeOptimalController, bodyTarget } from '../src/index';

export function runPlanckSteeringExample() {
  // A side view: gravity on, a ground, some crates.
  const world = new World({ gravity: { x: 0, y: -10 } });
  const ground = world.createBody();
  ground.createFixture(new Edge({ x: -100, y: 0 }, { x: 100, y: 0 }));
  for (const x of [-6, -4, 4, 6]) world.createDynamicBody({ x, y: 0.5 }).createFixture(new Box(0.5, 0.5), { density: 1 });

  // 1. A turret: a barrel pinned to the ground at its centre of mass, turned to aim by torque.
  const barrel = world.createDynamicBody({ x: 0, y: 3 });
  barrel.createFixture(new Box(1.2, 0.2), { density: 1 });
  world.createJoint(new RevoluteJoint({}, ground, barrel, barrel.getWorldCenter()));
  const turret = new BodySteering(barrel, {
    controller: new PidController({ kp: 60, ki: 2, kd: 14 }),
    maxAngularAcceleration: 4 * Math.PI, // rad/s²: commands are clamped to this
  });
  turret.turnTo(Math.PI / 3);

  // 2. A drone that moves independently of its facing: its force must beat gravity (30 > 10 m/s²).
  const droneBody = world.createDynamicBody({ position: { x: -10, y: 4 }, linearDamping: 0 });
  droneBody.createFixture(new Circle(0.4), { density: 1 });
  const reached: number[] = [];
  const drone = new BodySteering(droneBody, {
    controller: new TimeOptimalController(),
    propulsion: new CharacterPropulsion({ maxSpeed: 6, maxLinearAcceleration: 30 }),
    reachDistance: 0.5,
    onReached: (index) => {
      if (drone.mode === 'follow') reached.push(index); // the path's waypoints, not the arrival after it
    },
  });
  const last = { x: 8, y: 5 };
  drone.follow([{ x: -4, y: 6 }, { x: 2, y: 8 }, last]);

  // 3. A missile that can only fly along its nose, flying into a moving target by proportional navigation.
  const missileBody = world.createDynamicBody({ position: { x: -20, y: 10 }, bullet: true });
  missileBody.createFixture(new Box(0.5, 0.1), { density: 1 });
  const target = world.createKinematicBody({ position: { x: 20, y: 25 }, linearVelocity: { x: -3, y: 0 } });
  const missile = new BodySteering(missileBody, {
    controller: new PidController({ kp: 60, ki: 2, kd: 14 }),
    propulsion: new MissilePropulsion({ maxSpeed: 20, maxLinearAcceleration: 40 }), // thrust beats g
    guidance: { law: 'proportional-navigation', navigationConstant: 4 },
  });
  missile.seek(bodyTarget(target));

  const dt = 1 / 60;
  let closest = Infinity;
  for (let i = 0; i < 8 * 60; i++) {
    turret.step(dt); // once per body, before each world step
    drone.step(dt);
    missile.step(dt);
    world.step(dt);
    // A path ends in a stop, a brake where it is: under gravity, the drone holds its last waypoint by arriving there.
    if (drone.mode === 'stop') drone.arrive(last);
    const miss = missileBody.getPosition().clone().sub(target.getPosition()).length();
    closest = Math.min(closest, miss);
  }
  return {
    turretAngle: barrel.getAngle(), // about π/3
    waypointsReached: reached, // [0, 1, 2]
    dronePosition: droneBody.getPosition().clone(), // on (8, 5)
    droneSpeed: droneBody.getLinearVelocity().length(),
    closestMissileApproach: closest, // m
  };
}
