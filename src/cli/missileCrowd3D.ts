/**
 * The 3D row of `npm run bench:engines`: a crowd of missiles on Rapier 3D (as the 3D lab flies
 * them: MissilePropulsion3D, proportional navigation, the PID along the axis told Rapier's
 * sub-steps and cancelling its gyroscopic step) chasing a circling target, stepped through one
 * SteeringCrowd3D; Rapier's own step timed apart from ours.
 */
import { performance } from 'node:perf_hooks';
import RAPIER from '@dimforge/rapier3d-compat';
import { createTurnController } from '../sim/control/createTurnController';
import { RandomStream } from '../sim/math/random';
import { shortestArc } from '../sim/math3d/aim';
import { BodySteering3D } from '../sim/steering3d/BodySteering3D';
import { MissilePropulsion3D } from '../sim/steering3d/MissilePropulsion3D';
import { rapierBody } from '../sim/steering3d/rapierBody';
import { rapierAttitudeController } from '../sim/steering3d/engineAttitudeControllers';
import { SteeringCrowd3D } from '../sim/steering3d/SteeringCrowd3D';
import { ORIGINAL_GAINS } from '../sim/entities/EntitySettings';

/** The launch sphere's radius (m), the missiles' top speed (m/s) and thrust (m/s²), as the lab's. */
const LAUNCH_RADIUS = 14;
const SPEED = 12;
const THRUST = 25;

/**
 * A crowd of missiles on Rapier 3D, stepped and timed: `engineMs` inside Rapier's step, `oursMs` inside the crowd's (the target's motion
 * and the relaunches are neither).
 */
export interface MissileCrowd3D {
  step(): void;
  engineMs: number;
  oursMs: number;
}

/** Loads Rapier's WebAssembly (once). */
export function initRapier3D(): Promise<void> {
  return RAPIER.init();
}

/** `count` missiles launched from a sphere at a target circling its centre, each relaunched when it hits or after 14 s. */
export function missileCrowd3D(count: number, dt: number): MissileCrowd3D {
  const world = new RAPIER.World({ x: 0, y: 0, z: 0 });
  world.timestep = dt;
  const crowd = new SteeringCrowd3D();
  const random = new RandomStream(7);
  let time = 0;
  const target = { position: { x: 0, y: 0, z: 0 }, velocity: { x: 0, y: 0, z: 0 } };
  const moveTarget = (): void => {
    target.position = { x: 3 * Math.cos(0.8 * time), y: 1, z: 3 * Math.sin(0.8 * time) };
    target.velocity = { x: -2.4 * Math.sin(0.8 * time), y: 0, z: 2.4 * Math.cos(0.8 * time) };
  };
  moveTarget();
  const missiles = Array.from({ length: count }, () => {
    const body = world.createRigidBody(RAPIER.RigidBodyDesc.dynamic().setCanSleep(false));
    world.createCollider(RAPIER.ColliderDesc.cuboid(0.1, 0.1, 0.35).setDensity(20).setCollisionGroups(0x0001_0000), body);
    // Told the world's sub-steps, Rapier's gyroscopic step cancelled: the one call of docs/use-in-3d.md.
    const controller = rapierAttitudeController(
      world,
      createTurnController({ type: 'pid', ...ORIGINAL_GAINS.missile, arithmetic: 'as-published' }),
    );
    const steering = new BodySteering3D(
      rapierBody(body),
      {
        controller,
        propulsion: new MissilePropulsion3D({ maxSpeed: SPEED, maxLinearAcceleration: THRUST }),
        guidance: { law: 'proportional-navigation' },
      },
      crowd,
    );
    return { body, steering, launchedAt: 0 };
  });
  const launch = (missile: (typeof missiles)[number]): void => {
    const z = 2 * random.next() - 1;
    const azimuth = 2 * Math.PI * random.next();
    const ring = Math.sqrt(1 - z * z);
    const p = { x: LAUNCH_RADIUS * ring * Math.cos(azimuth), y: LAUNCH_RADIUS * z * 0.6, z: LAUNCH_RADIUS * ring * Math.sin(azimuth) };
    const v = { x: -p.x, y: -p.y, z: -p.z };
    const length = Math.hypot(v.x, v.y, v.z);
    const velocity = { x: (v.x * SPEED) / 2 / length, y: (v.y * SPEED) / 2 / length, z: (v.z * SPEED) / 2 / length };
    missile.body.setTranslation(p, true);
    missile.body.setRotation(shortestArc({ x: 0, y: 0, z: 0, w: 1 }, { x: 0, y: 0, z: 1 }, velocity), true);
    missile.body.setLinvel(velocity, true);
    missile.body.setAngvel({ x: 0, y: 0, z: 0 }, true);
    missile.launchedAt = time;
    missile.steering.seek(target);
  };
  missiles.forEach(launch);
  const timed: MissileCrowd3D = {
    engineMs: 0,
    oursMs: 0,
    step() {
      moveTarget();
      const started = performance.now();
      crowd.stepRange(0, crowd.count, dt);
      const stepped = performance.now();
      world.step();
      timed.oursMs += stepped - started;
      timed.engineMs += performance.now() - stepped;
      time += dt;
      for (const missile of missiles) {
        const p = missile.body.translation();
        if (Math.hypot(p.x - target.position.x, p.y - target.position.y, p.z - target.position.z) < 0.6 || time - missile.launchedAt > 14)
          launch(missile);
      }
    },
  };
  return timed;
}
