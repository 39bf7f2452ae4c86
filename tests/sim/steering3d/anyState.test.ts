/**
 * BodySteering3D from any state a game reaches: a body spinning up to 1e6 rad/s about any axis,
 * inertia ratios to 1:10,000 askew, any mix of limits, turned to any orientation (a half turn, a
 * moving one) or stopped: no step throws, and the torque it applies is finite and within every
 * limit (fast-check, a fixed seed). And the reported case on cannon-es: a thin box spinning at
 * (0, 0, 2) rad/s turned 90° about y with torques of (6, 5, 0.1) N·m, from step 0 on.
 */
import * as CANNON from 'cannon-es';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AttitudeController } from '../../../src/sim/control3d/AttitudeController';
import type { InertiaTensor } from '../../../src/sim/control3d/InertiaTensor';
import type { QuatLike } from '../../../src/sim/math3d/quaternion';
import type { Vec3Like } from '../../../src/sim/math3d/vec3';
import type { Body3D } from '../../../src/sim/steering3d/Body3D';
import { BodySteering3D } from '../../../src/sim/steering3d/BodySteering3D';
import { cannonBody } from '../../../src/sim/steering3d/cannonBody';
import {
  controllerCase,
  controllerOf,
  direction,
  excess,
  inertia,
  isFiniteVector,
  LAWS,
  lawOf,
  limitFor,
  rotation,
  spin,
  targetKind,
  targetOf,
} from '../control3d/anyStateCases';
import { angleBetween, rotationAbout, stepBody, type Body3D as TestBody } from '../control3d/rigidBody3d';

/** A Body3D over the tests' exact rigid-body integrator, and its step. */
function integratedBody(
  start: QuatLike,
  spinning: Vec3Like,
  tensor: InertiaTensor,
  gyroscopic: boolean,
): { body: Body3D; state: TestBody; torque: Vec3Like; step(dt: number): void } {
  const state: TestBody = { orientation: { ...start }, angularVelocity: { ...spinning }, inertia: tensor };
  const torque = { x: 0, y: 0, z: 0 };
  const body: Body3D = {
    position: (out) => Object.assign(out, { x: 0, y: 0, z: 0 }),
    orientation: (out) => Object.assign(out, state.orientation),
    linearVelocity: (out) => Object.assign(out, { x: 0, y: 0, z: 0 }),
    angularVelocity: (out) => Object.assign(out, state.angularVelocity),
    mass: () => 1,
    inertia: (out) => {
      Object.assign(out.moments, tensor.moments);
      Object.assign(out.frame, tensor.frame);
      return out;
    },
    applyTorque: (t) => Object.assign(torque, t),
    applyForce: () => undefined,
    setLinearVelocity: () => undefined,
  };
  return { body, state, torque, step: (dt) => stepBody(state, torque, dt, { gyroscopic }) };
}

const steeringCase = fc.tuple(controllerCase, inertia).chain(([make, tensor]) =>
  fc.record({
    make: fc.constant(make),
    tensor: fc.constant(tensor),
    limit: limitFor(tensor),
    start: rotation,
    spin,
    kind: targetKind,
    axis: direction,
    angle: fc.double({ min: 0, max: Math.PI, noNaN: true }),
    command: fc.constantFrom('turnTo', 'moving', 'stop'),
    rate: fc.double({ min: -3, max: 3, noNaN: true }),
    dt: fc.constantFrom(1 / 60, 1 / 240, 1 / 30),
  }),
);

describe('BodySteering3D from any state', () => {
  it(
    '800 spinning bodies turned to any orientation (fixed, moving, a half turn) or stopped, 30 steps each: no throw, the torque ' +
      'finite and within every limit (seed 3103)',
    () => {
      fc.assert(
        fc.property(steeringCase, (c) => {
          const gyroscopic = c.make.gyroscopic !== false;
          const { body, state, torque, step } = integratedBody(c.start, c.spin, c.tensor, gyroscopic);
          const steering = new BodySteering3D(body, { controller: controllerOf(c.make), limit: c.limit });
          const goal = targetOf(c.kind, c.start, c.axis, c.angle, 0.001, c.axis);
          if (c.command === 'stop') steering.stop();
          else if (c.command === 'turnTo') steering.turnTo(goal);
          else
            steering.turnTo({ orientation: goal, angularVelocity: { x: c.axis.x * c.rate, y: c.axis.y * c.rate, z: c.axis.z * c.rate } });
          for (let k = 0; k < 30; k++) {
            const orientation = { ...state.orientation };
            steering.step(c.dt);
            expect(isFiniteVector(torque), `torque ${JSON.stringify(torque)}`).toBe(true);
            const acceleration =
              steering.controller instanceof AttitudeController ? steering.controller.angularAcceleration : { x: 0, y: 0, z: 0 };
            // stop() brakes along the spin within the budget along it; the controller's acceleration is the last turn's then.
            expect(excess(c.limit, orientation, torque, c.command === 'stop' ? { x: 0, y: 0, z: 0 } : acceleration)).toBeLessThanOrEqual(0);
            step(c.dt);
            const w = state.angularVelocity;
            // The test's explicit integrator, not the steering, leaves the range: that run ends.
            if (!(Math.max(Math.abs(w.x), Math.abs(w.y), Math.abs(w.z)) < 1e6) || !Number.isFinite(state.orientation.w)) break;
          }
        }),
        { seed: 3103, numRuns: 800 },
      );
    },
  );

  it.each(LAWS)(
    'the reported case on cannon-es, %s along the axis: a 0.2 × 0.2 × 2 m box of 0.8 kg spinning at (0, 0, 2) rad/s, 90° about ' +
      'y, torques (6, 5, 0.1) N·m: every step runs, within the limits',
    (law) => {
      const world = new CANNON.World({ gravity: new CANNON.Vec3(0, 0, 0) });
      const box = new CANNON.Body({
        mass: 0.8,
        shape: new CANNON.Box(new CANNON.Vec3(0.1, 0.1, 1)),
        angularVelocity: new CANNON.Vec3(0, 0, 2),
        angularDamping: 0,
        linearDamping: 0,
      });
      world.addBody(box);
      const limit = { maxTorque: { x: 6, y: 5, z: 0.1 } };
      const steering = new BodySteering3D(cannonBody(box), { controller: new AttitudeController(lawOf(law)), limit });
      const goal = rotationAbout({ x: 0, y: 1, z: 0 }, Math.PI / 2);
      steering.turnTo(goal);
      let within: number | null = null;
      for (let k = 0; k < 600; k++) {
        const orientation = { x: box.quaternion.x, y: box.quaternion.y, z: box.quaternion.z, w: box.quaternion.w };
        steering.step(1 / 60);
        expect(
          excess(limit, orientation, steering.torque, (steering.controller as AttitudeController).angularAcceleration),
        ).toBeLessThanOrEqual(0);
        world.step(1 / 60);
        if (angleBetween(box.quaternion, goal) <= Math.PI / 180) within ??= (k + 1) / 60;
        else within = null;
      }
      // The article's PID as published and the blog's snippet ring, as in 2D; the others settle.
      if (law !== 'published-pid' && law !== 'naive-snippet') expect(within).not.toBeNull();
    },
  );
});
