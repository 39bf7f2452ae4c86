/**
 * The lab's spacecraft: a Rapier body built from the craft's boxes, set at a turn's start and
 * steered by BodySteering3D to face a point that holds still (its up kept toward the world's), and
 * what the drawing and the turn card read of it after each step.
 */
import type RAPIER from '@dimforge/rapier3d-compat';
import type { AttitudeLimit } from '../../sim/control3d/AttitudeLimit';
import { inertiaAbout, principalFrameInWorld, type InertiaTensor } from '../../sim/control3d/InertiaTensor';
import { lookRotation } from '../../sim/math3d/aim';
import { multiplyByInverse, shortRotationVector, type QuatLike } from '../../sim/math3d/quaternion';
import { normalizeInto, setVec3, type Vec3Like } from '../../sim/math3d/vec3';
import type { AttitudeControl } from '../../sim/steering3d/bodySteering3DOptions';
import { BodySteering3D } from '../../sim/steering3d/BodySteering3D';
import { rapierBody } from '../../sim/steering3d/rapierBody';
import { CRAFT_BOXES, CRAFT_DENSITY, CRAFT_NOSE, CRAFT_UP } from './craftShape';
import type { CraftFrame } from './labFrame';
import type { TurnStart } from './turnChoice';

/** The world's up, kept as the craft's up while it faces the target. */
const WORLD_UP: Readonly<Vec3Like> = Object.freeze({ x: 0, y: 1, z: 0 });

/**
 * The craft and its steering, in a Rapier world. The orientation it turns to is worked out once,
 * as the steering's `face` works it out (the nose on the target, the up as near the world's as it
 * goes): the target holds still and the centre of mass does not move (no force acts). After each
 * step its error is read from its pose: the angle θ and unit axis n of orientation·wanted⁻¹, the
 * controllers' own convention (it turns by −θ about n).
 */
export class Craft implements CraftFrame {
  readonly body: RAPIER.RigidBody;
  private readonly steering: BodySteering3D;
  private readonly reader;
  /** The body's origin (its boxes' frame), m: where it is drawn. */
  readonly position: Vec3Like = { x: 0, y: 0, z: 0 };
  /** Its centre of mass, m (the turn's pivot). */
  readonly centerOfMass: Vec3Like = { x: 0, y: 0, z: 0 };
  readonly orientation: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  readonly angularVelocity: Vec3Like = { x: 0, y: 0, z: 0 };
  readonly desiredOrientation: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  readonly axis: Vec3Like = { x: 0, y: 0, z: 1 };
  angle = 0;
  private readonly error: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly relative: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  private readonly inertia: InertiaTensor = { moments: { x: 1, y: 1, z: 1 }, frame: { x: 0, y: 0, z: 0, w: 1 } };
  private readonly principal: QuatLike = { x: 0, y: 0, z: 0, w: 1 };

  /** `target`: the point it faces, m (read once). */
  constructor(
    rapier: typeof RAPIER,
    world: RAPIER.World,
    controller: AttitudeControl,
    limit: AttitudeLimit,
    target: Readonly<Vec3Like>,
    start: TurnStart,
  ) {
    const { orientation: q, angularVelocity: w } = start;
    this.body = world.createRigidBody(
      rapier.RigidBodyDesc.dynamic()
        .setCanSleep(false)
        .setRotation({ x: q.x, y: q.y, z: q.z, w: q.w })
        .setAngvel({ x: w.x, y: w.y, z: w.z }),
    );
    for (const box of CRAFT_BOXES) {
      const [hx, hy, hz] = box.halfExtents;
      const [cx, cy, cz] = box.center;
      world.createCollider(rapier.ColliderDesc.cuboid(hx, hy, hz).setTranslation(cx, cy, cz).setDensity(CRAFT_DENSITY), this.body);
    }
    this.reader = rapierBody(this.body);
    this.reader.position(this.centerOfMass);
    const toTarget = { x: target.x - this.centerOfMass.x, y: target.y - this.centerOfMass.y, z: target.z - this.centerOfMass.z };
    lookRotation(this.desiredOrientation, toTarget, WORLD_UP, CRAFT_NOSE, CRAFT_UP);
    this.steering = new BodySteering3D(this.reader, { controller, limit, forwardAxis: CRAFT_NOSE, upAxis: CRAFT_UP });
    this.steering.face({ x: target.x, y: target.y, z: target.z }, { up: WORLD_UP });
    this.read();
  }

  /** The torque applied on the last step, N·m, world. */
  get torque(): Readonly<Vec3Like> {
    return this.steering.torque;
  }

  /** The torque the motor gives at its limit along the axis, N·m: the budget times the inertia about the axis. */
  get torqueAtLimit(): number {
    principalFrameInWorld(this.principal, this.inertia, this.orientation);
    return this.budget * inertiaAbout(this.inertia.moments, this.principal, this.axis);
  }

  /**
   * α(n), the motor's budget along the turn's axis, rad/s² (the lab's limits bound the angular acceleration alone: the same along any
   * axis).
   */
  get budget(): number {
    const limit = this.steering.limit;
    return 'maxAngularAcceleration' in limit ? limit.maxAngularAcceleration : 0;
  }

  /** Before the world's step: the steering's torque. */
  beforeStep(dt: number): void {
    this.steering.step(dt);
  }

  /** After the world's step: its pose, spin and error, read once for the frame. */
  read(): void {
    this.body.translation(this.position);
    this.reader.position(this.centerOfMass);
    this.reader.orientation(this.orientation);
    this.reader.angularVelocity(this.angularVelocity);
    this.reader.inertia(this.inertia);
    shortRotationVector(this.error, multiplyByInverse(this.relative, this.orientation, this.desiredOrientation));
    this.angle = normalizeInto(this.axis, this.error);
    if (!(this.angle > 0)) setVec3(this.axis, 0, 0, 1);
  }
}
