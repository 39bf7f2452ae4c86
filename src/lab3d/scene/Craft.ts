/**
 * The lab's spacecraft: a Rapier body built from the craft's boxes, steered by BodySteering3D to
 * face the target (its up kept toward the world's), and what the drawing and the turn card read of
 * it each step.
 */
import type RAPIER from '@dimforge/rapier3d-compat';
import type { AttitudeLimit } from '../../sim/control3d/AttitudeLimit';
import { inertiaAbout, principalFrameInWorld, type InertiaTensor } from '../../sim/control3d/InertiaTensor';
import type { QuatLike } from '../../sim/math3d/quaternion';
import type { Vec3Like } from '../../sim/math3d/vec3';
import type { AttitudeControl } from '../../sim/steering3d/bodySteering3DOptions';
import { BodySteering3D } from '../../sim/steering3d/BodySteering3D';
import type { MovingTarget3D } from '../../sim/steering3d/MovingTarget3D';
import { rapierBody } from '../../sim/steering3d/rapierBody';
import { CRAFT_BOXES, CRAFT_DENSITY, CRAFT_NOSE, CRAFT_UP } from './craftShape';
import type { CraftFrame } from './labFrame';

/** The world's up, kept as the craft's up while it faces the target. */
const WORLD_UP: Readonly<Vec3Like> = Object.freeze({ x: 0, y: 1, z: 0 });

/** The craft and its steering, in a Rapier world. */
export class Craft implements CraftFrame {
  readonly body: RAPIER.RigidBody;
  private steering: BodySteering3D;
  private readonly reader;
  readonly position: Vec3Like = { x: 0, y: 0, z: 0 };
  readonly orientation: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  readonly angularVelocity: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly inertia: InertiaTensor = { moments: { x: 1, y: 1, z: 1 }, frame: { x: 0, y: 0, z: 0, w: 1 } };
  private readonly principal: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  private controllerValue: AttitudeControl;

  constructor(
    rapier: typeof RAPIER,
    world: RAPIER.World,
    controller: AttitudeControl,
    limit: AttitudeLimit,
    private readonly target: MovingTarget3D,
  ) {
    this.body = world.createRigidBody(rapier.RigidBodyDesc.dynamic().setCanSleep(false));
    for (const box of CRAFT_BOXES) {
      const [hx, hy, hz] = box.halfExtents;
      const [cx, cy, cz] = box.center;
      world.createCollider(rapier.ColliderDesc.cuboid(hx, hy, hz).setTranslation(cx, cy, cz).setDensity(CRAFT_DENSITY), this.body);
    }
    this.reader = rapierBody(this.body);
    this.controllerValue = controller;
    this.steering = this.steer(controller, limit);
    this.read();
  }

  /** Its steering (commands, the error's axis and angle, the torque). */
  get steerer(): BodySteering3D {
    return this.steering;
  }

  get controller(): AttitudeControl {
    return this.controllerValue;
  }

  /** Turns by another controller from now on (the turn goes on from the body's state). */
  useController(controller: AttitudeControl): void {
    this.controllerValue = controller;
    this.steering = this.steer(controller, this.steering.limit);
  }

  /** The motor's limit from now on. */
  setLimit(limit: AttitudeLimit): void {
    this.steering.limit = limit;
  }

  get desiredOrientation(): Readonly<QuatLike> | null {
    return this.steering.desiredOrientation;
  }

  get axis(): Readonly<Vec3Like> {
    return this.steering.axis;
  }

  get angle(): number {
    return this.steering.angle;
  }

  get torque(): Readonly<Vec3Like> {
    return this.steering.torque;
  }

  /** The torque the motor gives at its limit along the axis, N·m: the budget times the inertia about the axis. */
  get torqueAtLimit(): number {
    const limit = this.steering.limit;
    const budget = 'maxAngularAcceleration' in limit ? limit.maxAngularAcceleration : 0;
    principalFrameInWorld(this.principal, this.inertia, this.orientation);
    return budget * inertiaAbout(this.inertia.moments, this.principal, this.steering.axis);
  }

  /** The motor's budget along any axis, rad/s² (the lab's limits bound the angular acceleration alone). */
  get budget(): number {
    const limit = this.steering.limit;
    return 'maxAngularAcceleration' in limit ? limit.maxAngularAcceleration : 0;
  }

  /** Before the world's step: the steering's torque. */
  beforeStep(dt: number): void {
    this.steering.step(dt);
  }

  /** After the world's step: its pose and spin, read once for the frame. */
  read(): void {
    this.reader.position(this.position);
    this.reader.orientation(this.orientation);
    this.reader.angularVelocity(this.angularVelocity);
    this.reader.inertia(this.inertia);
  }

  private steer(controller: AttitudeControl, limit: AttitudeLimit): BodySteering3D {
    const steering = new BodySteering3D(this.reader, { controller, limit, forwardAxis: CRAFT_NOSE, upAxis: CRAFT_UP });
    steering.face(this.target, { up: WORLD_UP });
    return steering;
  }
}
