import { beforeAll, describe, expect, it } from 'vitest';
import { cannonBody } from '../../../src/sim/steering3d/cannonBody';
import { rapierBody } from '../../../src/sim/steering3d/rapierBody';
import { rapierGyroscopicStep } from '../../../src/sim/steering3d/rapierGyroscopicStep';
import { inertiaTimes, principalFrameInWorld } from '../../../src/sim/control3d/InertiaTensor';
import { normalizeQuat } from '../../../src/sim/math3d/quaternion';
import { cross, lengthOf } from '../../../src/sim/math3d/vec3';
import type { QuatLike } from '../../../src/sim/math3d/quaternion';
import type { Vec3Like } from '../../../src/sim/math3d/vec3';
import type { InertiaTensor } from '../../../src/sim/control3d/InertiaTensor';
import { CANNON_HALF_EXTENTS, cannonWorld, DT, initRapier, rapierWorld } from './engineWorlds';

const vector = (): Vec3Like => ({ x: 0, y: 0, z: 0 });
const tensor = (): InertiaTensor => ({ moments: vector(), frame: { x: 0, y: 0, z: 0, w: 1 } });

/** a ⊗ b. */
function multiply(a: QuatLike, b: QuatLike): QuatLike {
  return {
    x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
    w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
  };
}

/** q⁻¹ of a unit q. */
function conjugate(q: QuatLike): QuatLike {
  return { x: -q.x, y: -q.y, z: -q.z, w: q.w };
}

/** v rotated by the unit quaternion q. */
function rotate(q: QuatLike, v: Vec3Like): Vec3Like {
  const tx = 2 * (q.y * v.z - q.z * v.y);
  const ty = 2 * (q.z * v.x - q.x * v.z);
  const tz = 2 * (q.x * v.y - q.y * v.x);
  return {
    x: v.x + q.w * tx + (q.y * tz - q.z * ty),
    y: v.y + q.w * ty + (q.z * tx - q.x * tz),
    z: v.z + q.w * tz + (q.x * ty - q.y * tx),
  };
}

/** The angular acceleration a torque τ (body frame) gives a body with inertia `inertia`, body frame: R·(I⁻¹ ∘ (Rᵀ·τ)). */
function accelerationInBody(inertia: InertiaTensor, torque: Vec3Like): Vec3Like {
  const frame = inertia.frame;
  const inverse = { x: -frame.x, y: -frame.y, z: -frame.z, w: frame.w };
  const principal = rotate(inverse, torque);
  return rotate(frame, { x: principal.x / inertia.moments.x, y: principal.y / inertia.moments.y, z: principal.z / inertia.moments.z });
}

/** The world angular momentum I_world·ω of a body at `orientation` spinning at ω (world). */
function momentum(inertia: InertiaTensor, orientation: QuatLike, spin: Vec3Like): Vec3Like {
  const inverse = { x: -orientation.x, y: -orientation.y, z: -orientation.z, w: orientation.w };
  const inBody = rotate(inverse, spin);
  const frame = inertia.frame;
  const principal = rotate({ x: -frame.x, y: -frame.y, z: -frame.z, w: frame.w }, inBody);
  const scaled = { x: principal.x * inertia.moments.x, y: principal.y * inertia.moments.y, z: principal.z * inertia.moments.z };
  return rotate(orientation, rotate(frame, scaled));
}

beforeAll(initRapier);

describe('rapierBody: a Rapier 3D body as the steering reads it', () => {
  it('reads the centre of mass (not the origin), the orientation, the mass and the principal inertia in its frame', () => {
    const { body } = rapierWorld();
    const adapter = rapierBody(body);
    const com = adapter.position(vector());
    expect(com.x).not.toBeCloseTo(body.translation().x, 3);
    expect(com).toEqual({ ...body.worldCom() });
    expect(adapter.mass()).toBeCloseTo(body.mass(), 12);
    const inertia = adapter.inertia(tensor());
    expect(inertia.moments).toEqual({ ...body.principalInertia() });
    // The pod off to one side tilts the principal frame away from the body's axes.
    expect(Math.abs(inertia.frame.w)).toBeLessThan(0.9999);
    expect(new Set([inertia.moments.x, inertia.moments.y, inertia.moments.z]).size).toBe(3);
  });

  it('a torque acts for the step it is applied in: the next step without the steering torque changes the spin no more', () => {
    const { world, body } = rapierWorld();
    const adapter = rapierBody(body);
    const torque = { x: 0.3, y: -0.2, z: 0.1 };
    adapter.applyTorque(torque);
    world.step();
    const spin = adapter.angularVelocity(vector());
    // What the torque should give in one step: ω = dt·I_world⁻¹·τ (the body has not turned yet).
    const inertia = adapter.inertia(tensor());
    const expected = accelerationInBody(inertia, torque);
    expect(spin.x).toBeCloseTo(expected.x * DT, 5);
    expect(spin.y).toBeCloseTo(expected.y * DT, 5);
    expect(spin.z).toBeCloseTo(expected.z * DT, 5);
    adapter.applyTorque({ x: 0, y: 0, z: 0 });
    world.step();
    const after = adapter.angularVelocity(vector());
    // No torque: the spin stays (this one is too slow for the gyroscopic term to show in a step).
    expect(after.x).toBeCloseTo(spin.x, 6);
    expect(after.y).toBeCloseTo(spin.y, 6);
    expect(after.z).toBeCloseTo(spin.z, 6);
  });

  it('integrates the gyroscopic term: a free spinning body keeps its angular momentum, not its angular velocity', () => {
    const { world, body } = rapierWorld();
    body.setAngvel({ x: 3, y: 2, z: 1 }, true);
    const adapter = rapierBody(body);
    const before = momentum(adapter.inertia(tensor()), adapter.orientation({ x: 0, y: 0, z: 0, w: 1 }), adapter.angularVelocity(vector()));
    for (let i = 0; i < 60; i++) world.step();
    const spin = adapter.angularVelocity(vector());
    const after = momentum(adapter.inertia(tensor()), adapter.orientation({ x: 0, y: 0, z: 0, w: 1 }), spin);
    expect(Math.hypot(spin.x - 3, spin.y - 2, spin.z - 1)).toBeGreaterThan(0.1);
    expect(Math.hypot(after.x - before.x, after.y - before.y, after.z - before.z)).toBeLessThan(
      1e-2 * Math.hypot(before.x, before.y, before.z),
    );
  });

  it('its gyroscopic step: in each sub-step, L − h·(ω × L) in the principal frame, scaled back to |L| (explicit, norm-preserving)', () => {
    for (const subSteps of [1, 4]) {
      const { world, body } = rapierWorld();
      world.numSolverIterations = subSteps;
      body.setAngvel({ x: 2, y: -1.5, z: 1 }, true);
      const adapter = rapierBody(body);
      const inertia = adapter.inertia(tensor());
      let orientation = adapter.orientation({ x: 0, y: 0, z: 0, w: 1 });
      let spin = adapter.angularVelocity(vector());
      const h = world.timestep / subSteps;
      for (let k = 0; k < subSteps; k++) {
        // The principal frame in the world, q ⊗ F; the body's orientation moved on by each sub-step.
        const frame = multiply(orientation, inertia.frame);
        const w = rotate(conjugate(frame), spin);
        const moments = inertia.moments;
        const l = { x: moments.x * w.x, y: moments.y * w.y, z: moments.z * w.z };
        const turned = { x: l.x - h * (w.y * l.z - w.z * l.y), y: l.y - h * (w.z * l.x - w.x * l.z), z: l.z - h * (w.x * l.y - w.y * l.x) };
        const scale = Math.hypot(l.x, l.y, l.z) / Math.hypot(turned.x, turned.y, turned.z);
        spin = rotate(frame, { x: (turned.x * scale) / moments.x, y: (turned.y * scale) / moments.y, z: (turned.z * scale) / moments.z });
        const angle = Math.hypot(spin.x, spin.y, spin.z) * h;
        const s = Math.sin(angle / 2) / (angle / h);
        orientation = multiply({ x: spin.x * s, y: spin.y * s, z: spin.z * s, w: Math.cos(angle / 2) }, orientation);
      }
      world.step();
      const after = adapter.angularVelocity(vector());
      expect(Math.hypot(after.x - spin.x, after.y - spin.y, after.z - spin.z), `${subSteps} sub-steps`).toBeLessThan(2e-6);
    }
  });

  it(
    'rapierGyroscopicStep predicts its step: the torque I_world·α plus its answer ends the step at ω + α·dt (float32), where ω ' +
      '× I·ω misses',
    () => {
      for (const subSteps of [1, 4]) {
        const { world, body } = rapierWorld();
        world.numSolverIterations = subSteps;
        body.setAngvel({ x: 2.5, y: -1.5, z: 1 }, true);
        const adapter = rapierBody(body);
        const model = rapierGyroscopicStep(subSteps);
        const acceleration = { x: 3, y: 1, z: -4 };
        let worst = 0;
        let continuousWorst = 0;
        for (let k = 0; k < 30; k++) {
          const raw = adapter.orientation({ x: 0, y: 0, z: 0, w: 1 });
          const orientation = normalizeQuat(raw, raw);
          const spin = adapter.angularVelocity(vector());
          const inertia = adapter.inertia(tensor());
          const frame = principalFrameInWorld({ x: 0, y: 0, z: 0, w: 1 }, inertia, orientation);
          const compensation = model.torque(vector(), orientation, spin, inertia, DT, acceleration);
          const continuous = cross(vector(), spin, inertiaTimes(vector(), inertia.moments, frame, spin));
          const torque = inertiaTimes(vector(), inertia.moments, frame, acceleration);
          adapter.applyTorque({ x: torque.x + compensation.x, y: torque.y + compensation.y, z: torque.z + compensation.z });
          world.step();
          const after = adapter.angularVelocity(vector());
          const miss = Math.hypot(
            after.x - spin.x - acceleration.x * DT,
            after.y - spin.y - acceleration.y * DT,
            after.z - spin.z - acceleration.z * DT,
          );
          worst = Math.max(worst, miss);
          // What the continuous term ω × I·ω would have given instead: its torque differs by this much, as a spin.
          const difference = { x: compensation.x - continuous.x, y: compensation.y - continuous.y, z: compensation.z - continuous.z };
          continuousWorst = Math.max(continuousWorst, lengthOf(accelerationInBody({ moments: inertia.moments, frame }, difference)) * DT);
        }
        expect(worst, `${subSteps} sub-steps`).toBeLessThan(5e-6);
        expect(continuousWorst, `${subSteps} sub-steps: the continuous term's miss`).toBeGreaterThan(100 * worst);
      }
    },
  );

  it('a force replaces the last one, and a velocity set is the velocity', () => {
    const { world, body } = rapierWorld();
    const adapter = rapierBody(body);
    adapter.applyForce({ x: body.mass() * 60, y: 0, z: 0 });
    adapter.applyForce({ x: 0, y: body.mass() * 60, z: 0 });
    world.step();
    const velocity = adapter.linearVelocity(vector());
    expect(velocity.x).toBeCloseTo(0, 6);
    expect(velocity.y).toBeCloseTo(1, 5);
    adapter.setLinearVelocity({ x: 3, y: -1, z: 2 });
    expect(adapter.linearVelocity(vector())).toEqual({ x: 3, y: -1, z: 2 });
  });

  it('refuses what is not a dynamic Rapier body, naming it', async () => {
    const RAPIER = (await import('@dimforge/rapier3d-compat')).default;
    const { world } = rapierWorld();
    const fixed = world.createRigidBody(RAPIER.RigidBodyDesc.fixed());
    expect(() => rapierBody(fixed)).toThrow(/rapierBody: the body must be dynamic/);
    expect(() => rapierBody({} as never)).toThrow(/rapierBody: body must be a Rapier 3D RigidBody/);
  });
});

describe('cannonBody: a cannon-es body as the steering reads it', () => {
  it('reads the position, the orientation and the box inertia, diagonal in the body frame', () => {
    const { body } = cannonWorld();
    const adapter = cannonBody(body);
    expect(adapter.position(vector())).toEqual({ x: -2, y: 1, z: 4 });
    expect(adapter.orientation({ x: 0, y: 0, z: 0, w: 0 })).toEqual({ x: 0, y: 0, z: 0, w: 1 });
    const inertia = adapter.inertia(tensor());
    const { x, y, z } = CANNON_HALF_EXTENTS;
    expect(inertia.moments.x).toBeCloseTo((3 / 3) * (y * y + z * z), 12);
    expect(inertia.moments.y).toBeCloseTo((3 / 3) * (x * x + z * z), 12);
    expect(inertia.moments.z).toBeCloseTo((3 / 3) * (x * x + y * y), 12);
    expect(inertia.frame).toEqual({ x: 0, y: 0, z: 0, w: 1 });
  });

  it('a torque acts for one step (cannon-es clears it), with no gyroscopic term', () => {
    const { world, body } = cannonWorld();
    const adapter = cannonBody(body);
    const torque = { x: 0.3, y: -0.2, z: 0.1 };
    adapter.applyTorque(torque);
    world.step(DT);
    const spin = adapter.angularVelocity(vector());
    const expected = accelerationInBody(adapter.inertia(tensor()), torque);
    expect(spin.x).toBeCloseTo(expected.x * DT, 12);
    expect(spin.y).toBeCloseTo(expected.y * DT, 12);
    expect(spin.z).toBeCloseTo(expected.z * DT, 12);
    world.step(DT);
    expect(adapter.angularVelocity(vector())).toEqual(spin);
  });

  it('integrates no gyroscopic term: a free spinning body keeps its angular velocity exactly', () => {
    const { world, body } = cannonWorld();
    body.angularVelocity.set(3, 2, 1);
    for (let i = 0; i < 60; i++) world.step(DT);
    expect(cannonBody(body).angularVelocity(vector())).toEqual({ x: 3, y: 2, z: 1 });
  });

  it('refuses a static body and what is no cannon-es body', async () => {
    const CANNON = await import('cannon-es');
    expect(() => cannonBody(new CANNON.Body({ mass: 0 }))).toThrow(/cannonBody: the body must be dynamic/);
    expect(() => cannonBody({} as never)).toThrow(/cannonBody: body must be a cannon-es Body/);
  });
});
