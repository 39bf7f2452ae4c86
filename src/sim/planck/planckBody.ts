import type { Body } from 'planck';
import type { Vec2Like } from '../math/vec2';
import type { Body2D } from '../body/Body2D';
import type { MovingTarget } from '../body/MovingTarget';
import { givenValue } from '../validation/givenValue';

/**
 * A planck body as a {@link Body2D}: its origin (`getPosition`), centre of mass (`getWorldCenter`),
 * angle and axis (the cosine and sine planck keeps in its transform), velocities, mass, and the
 * inertia about the centre of mass (`getInertia()` is about the origin: less m·|localCenter|², read
 * each time, so a fixture added later counts). Forces and torques are added for the coming step and
 * wake the body, as planck's own calls with `wake` do. Allocates nothing.
 */
export function planckBody(body: Body): Body2D {
  checkPlanckBody('planckBody', body);
  return new PlanckBody(body);
}

/**
 * The adapter planckBody makes (a class: every body's calls go to the same methods, which a crowd's pass inlines; an entity's body extends
 * it).
 */
export class PlanckBody implements Body2D {
  constructor(protected readonly body: Body) {}
  position(out: Vec2Like): Vec2Like {
    return copy(this.body.getPosition(), out);
  }
  center(out: Vec2Like): Vec2Like {
    return copy(this.body.getWorldCenter(), out);
  }
  angle(): number {
    return this.body.getAngle();
  }
  axis(out: Vec2Like): Vec2Like {
    const rotation = this.body.getTransform().q;
    out.x = rotation.c;
    out.y = rotation.s;
    return out;
  }
  linearVelocity(out: Vec2Like): Vec2Like {
    return copy(this.body.getLinearVelocity(), out);
  }
  angularVelocity(): number {
    return this.body.getAngularVelocity();
  }
  mass(): number {
    return this.body.getMass();
  }
  inertia(): number {
    const body = this.body;
    const center = body.getLocalCenter();
    return body.getInertia() - body.getMass() * (center.x * center.x + center.y * center.y);
  }
  applyForce(force: Readonly<Vec2Like>): void {
    this.body.applyForceToCenter(force, true);
  }
  applyTorque(torque: number): void {
    this.body.applyTorque(torque, true);
  }
  setLinearVelocity(velocity: Readonly<Vec2Like>): void {
    this.body.setLinearVelocity(velocity);
  }
  setAngularVelocity(spin: number): void {
    this.body.setAngularVelocity(spin);
  }
}

/** Refuses anything but a planck body (an object with planck's Body methods), naming `owner`. */
export function checkPlanckBody(owner: string, body: unknown): asserts body is Body {
  const candidate = body as Partial<Record<'isDynamic' | 'getAngle' | 'applyTorque', unknown>> | null;
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    typeof candidate.isDynamic !== 'function' ||
    typeof candidate.getAngle !== 'function' ||
    typeof candidate.applyTorque !== 'function'
  ) {
    throw new TypeError(`${owner}: body must be a planck Body (world.createDynamicBody()), got ${givenValue(body)}`);
  }
}

/**
 * A planck body's rotational inertia about its centre of mass, kg·m²: the one a torque turns it by
 * (angular acceleration = torque / this inertia). planck's `getInertia()`, like Box2D's
 * `GetInertia`, is about the body's origin; by the parallel-axis theorem that is the inertia about
 * the centre of mass plus m·|c|², c the centre of mass in the body's frame (`getLocalCenter()`).
 * Multiplying by the origin's, as the original demo did, turns an off-centre body faster than its
 * motor's limit. Reads the body's current mass data; allocates nothing.
 */
export function inertiaAboutCenter(body: Body): number {
  if (typeof body !== 'object' || body === null || typeof body.getLocalCenter !== 'function' || typeof body.getInertia !== 'function')
    throw new TypeError(`inertiaAboutCenter: body must be a planck Body, got ${givenValue(body)}`);
  const center = body.getLocalCenter();
  return body.getInertia() - body.getMass() * (center.x * center.x + center.y * center.y);
}

function copy(from: Readonly<Vec2Like>, out: Vec2Like): Vec2Like {
  out.x = from.x;
  out.y = from.y;
  return out;
}

/** A planck body as a {@link MovingTarget}: its position and velocity read live (nothing is copied per step). */
export function bodyTarget(body: Body): MovingTarget {
  if (typeof body !== 'object' || body === null || typeof body.getPosition !== 'function' || typeof body.getLinearVelocity !== 'function')
    throw new TypeError(`bodyTarget: body must be a planck Body, got ${givenValue(body)}`);
  return {
    get position() {
      return body.getPosition();
    },
    get velocity() {
      return body.getLinearVelocity();
    },
  };
}
