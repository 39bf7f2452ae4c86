import type { Body3D } from './Body3D';
import type { QuatLike } from '../math3d/quaternion';
import type { Vec3Like } from '../math3d/vec3';
import type { InertiaTensor } from '../control3d/InertiaTensor';

/**
 * The parts of a Rapier 3D `RigidBody` (`@dimforge/rapier3d-compat` or `@dimforge/rapier3d`,
 * 0.21) that {@link rapierBody} uses, typed by their shape: the library never imports Rapier.
 */
export interface RapierRigidBodyLike {
  worldCom(target?: Vec3Like): Vec3Like;
  rotation(target?: QuatLike): QuatLike;
  linvel(target?: Vec3Like): Vec3Like;
  angvel(target?: Vec3Like): Vec3Like;
  mass(): number;
  principalInertia(target?: Vec3Like): Vec3Like;
  principalInertiaLocalFrame(target?: QuatLike): QuatLike;
  isDynamic(): boolean;
  resetTorques(wakeUp: boolean): void;
  addTorque(torque: Vec3Like, wakeUp: boolean): void;
  resetForces(wakeUp: boolean): void;
  addForce(force: Vec3Like, wakeUp: boolean): void;
  setLinvel(velocity: Vec3Like, wakeUp: boolean): void;
  setAngvel(velocity: Vec3Like, wakeUp: boolean): void;
}

/**
 * A Rapier 3D rigid body as a {@link Body3D}. Rapier keeps a torque or force added with
 * `addTorque`/`addForce` until `resetTorques`/`resetForces` (measured: 0.21), so each step the
 * adapter resets the body's torques (forces) and adds the steering's: a torque of your own on the
 * same body goes on after `steering.step(dt)`, every step. Rapier integrates the gyroscopic term
 * in each sub-step (0.21: a free asymmetric body keeps its angular momentum, and its angular
 * velocity wanders), so give the attitude controller `gyroscopic: rapierGyroscopicStep(subSteps)`,
 * which cancels Rapier's own step exactly. Reads go through Rapier's `target`
 * arguments: nothing allocated on the JavaScript side but what Rapier's WebAssembly boundary itself
 * makes. The position is the centre of mass (`worldCom`), and the inertia the principal moments in
 * their frame (`principalInertia`, `principalInertiaLocalFrame`), as Rapier computes them from the
 * colliders.
 */
export function rapierBody(body: RapierRigidBodyLike): Body3D {
  if (
    typeof body !== 'object' ||
    body === null ||
    typeof body.principalInertiaLocalFrame !== 'function' ||
    typeof body.addTorque !== 'function'
  ) {
    throw new TypeError('rapierBody: body must be a Rapier 3D RigidBody (world.createRigidBody(RigidBodyDesc.dynamic()))');
  }
  if (!body.isDynamic()) throw new Error('rapierBody: the body must be dynamic (a fixed or kinematic body ignores torque and force)');
  return {
    position: (out) => body.worldCom(out),
    orientation: (out) => body.rotation(out),
    linearVelocity: (out) => body.linvel(out),
    angularVelocity: (out) => body.angvel(out),
    mass: () => body.mass(),
    inertia(out: InertiaTensor): InertiaTensor {
      body.principalInertia(out.moments);
      body.principalInertiaLocalFrame(out.frame);
      return out;
    },
    applyTorque(torque) {
      body.resetTorques(false);
      body.addTorque(torque, true);
    },
    applyForce(force) {
      body.resetForces(false);
      body.addForce(force, true);
    },
    setLinearVelocity: (velocity) => body.setLinvel(velocity, true),
    setAngularVelocity: (velocity) => body.setAngvel(velocity, true),
  };
}
