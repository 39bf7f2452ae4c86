import type { Body3D } from './Body3D';
import type { Vec3Like } from '../math3d/vec3';
import type { InertiaTensor } from '../control3d/InertiaTensor';

/** A cannon-es `Vec3` or `Quaternion` as the adapter reads and writes it. */
interface CannonVector extends Vec3Like {
  set(x: number, y: number, z: number): unknown;
}

/**
 * The parts of a cannon-es `Body` (0.20) that {@link cannonBody} uses, typed by their shape: the
 * library never imports cannon-es.
 */
export interface CannonBodyLike {
  readonly position: Vec3Like;
  readonly quaternion: Vec3Like & { w: number };
  readonly velocity: CannonVector;
  readonly angularVelocity: CannonVector;
  readonly inertia: Vec3Like;
  readonly torque: CannonVector;
  readonly force: CannonVector;
  readonly mass: number;
  readonly type: number;
  wakeUp(): void;
}

/** cannon-es's Body.DYNAMIC. */
const CANNON_DYNAMIC = 1;

/**
 * A cannon-es body as a {@link Body3D}. What cannon-es does, read in its source (0.20):
 * - its inertia is diagonal in the body's own frame (`body.inertia`, from the shapes' bounding
 *   box: `updateMassProperties`), so the principal frame is the identity; the body's position is
 *   its centre of mass;
 * - `world.step` clears every body's `force` and `torque` after the step, so a torque lasts one
 *   step (the adapter sets the body's torque to the steering's, replacing, not adding);
 * - it integrates ω += dt·I_world⁻¹·τ with no gyroscopic term (ω × Iω): a free body keeps its
 *   angular velocity, not its angular momentum; so the attitude controller is not to cancel one
 *   (`gyroscopic: false`, its default);
 * - its bodies have an angular and a linear damping of 0.01 by default (a fraction of the velocity
 *   lost per second): set `angularDamping` and `linearDamping` to 0 for the motion the controllers'
 *   figures assume.
 * Allocates nothing.
 */
export function cannonBody(body: CannonBodyLike): Body3D {
  if (
    typeof body !== 'object' ||
    body === null ||
    typeof body.wakeUp !== 'function' ||
    typeof body.quaternion !== 'object' ||
    typeof body.inertia !== 'object'
  ) {
    throw new TypeError('cannonBody: body must be a cannon-es Body (new Body({ mass, shape }))');
  }
  if (body.type !== CANNON_DYNAMIC || !(body.mass > 0))
    throw new Error('cannonBody: the body must be dynamic with a mass > 0 (a static or kinematic body ignores torque and force)');
  return {
    position: (out) => copy(body.position, out),
    orientation(out) {
      const q = body.quaternion;
      out.x = q.x;
      out.y = q.y;
      out.z = q.z;
      out.w = q.w;
      return out;
    },
    linearVelocity: (out) => copy(body.velocity, out),
    angularVelocity: (out) => copy(body.angularVelocity, out),
    mass: () => body.mass,
    inertia(out: InertiaTensor): InertiaTensor {
      copy(body.inertia, out.moments);
      out.frame.x = 0;
      out.frame.y = 0;
      out.frame.z = 0;
      out.frame.w = 1;
      return out;
    },
    applyTorque(torque) {
      body.torque.set(torque.x, torque.y, torque.z);
      body.wakeUp();
    },
    applyForce(force) {
      body.force.set(force.x, force.y, force.z);
      body.wakeUp();
    },
    setLinearVelocity(velocity) {
      body.velocity.set(velocity.x, velocity.y, velocity.z);
    },
    setAngularVelocity(velocity) {
      body.angularVelocity.set(velocity.x, velocity.y, velocity.z);
    },
  };
}

function copy(from: Readonly<Vec3Like>, out: Vec3Like): Vec3Like {
  out.x = from.x;
  out.y = from.y;
  out.z = from.z;
  return out;
}
