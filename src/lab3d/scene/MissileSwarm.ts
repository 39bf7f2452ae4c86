/**
 * The lab's missiles: Rapier bodies that fly along their noses (MissilePropulsion3D) and seek the
 * target by proportional navigation, turned by torque like the craft. A hit (or a long miss) sends
 * a missile back to a launch point on a far sphere; the count can be raised to 100.
 */
import type RAPIER from '@dimforge/rapier3d-compat';
import type { AttitudeLimit } from '../../sim/control3d/AttitudeLimit';
import type { QuatLike } from '../../sim/math3d/quaternion';
import { shortestArc } from '../../sim/math3d/aim';
import type { Vec3Like } from '../../sim/math3d/vec3';
import { RandomStream } from '../../sim/math/random';
import type { AttitudeControl } from '../../sim/steering3d/bodySteering3DOptions';
import { checkStep } from '../../sim/control/checkTurnInput';
import { BodySteering3D } from '../../sim/steering3d/BodySteering3D';
import { SteeringCrowd3D } from '../../sim/steering3d/SteeringCrowd3D';
import { MissilePropulsion3D } from '../../sim/steering3d/MissilePropulsion3D';
import type { MovingTarget3D } from '../../sim/steering3d/MovingTarget3D';
import { rapierBody } from '../../sim/steering3d/rapierBody';
import type { MissilesFrame } from './labFrame';

/** The most missiles the lab flies. */
export const MAX_MISSILES = 100;
/** A missile this close to the target's centre hits it, m. */
export const HIT_DISTANCE = 0.6;
/** Missiles launch from this far from the centre, m. */
export const LAUNCH_RADIUS = 14;
/** A missile that has not hit in this long is launched again, s. */
export const FLIGHT_TIME_LIMIT = 14;
/** A missile's top speed, m/s, and thrust, m/s². */
export const MISSILE_SPEED = 12;
export const MISSILE_THRUST = 25;
/** Half extents of a missile's collider, m (nose +z); it collides with nothing. */
const MISSILE_HALF_EXTENTS = [0.1, 0.1, 0.35] as const;
/** Collision groups: a member of the first group, colliding with no group. */
const NO_COLLISIONS = 0x0001_0000;

const NOSE: Readonly<Vec3Like> = Object.freeze({ x: 0, y: 0, z: 1 });

interface Missile {
  readonly body: RAPIER.RigidBody;
  steering: BodySteering3D;
  launchedAt: number;
}

/** Up to {@link MAX_MISSILES} missiles chasing one target, stepped in one pass through their crowd (SteeringCrowd3D). */
export class MissileSwarm implements MissilesFrame {
  private readonly missiles: Missile[] = [];
  private readonly crowd = new SteeringCrowd3D();
  private readonly random: RandomStream;
  private hitCount = 0;
  private readonly position: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly launchVelocity: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly launchOrientation: QuatLike = { x: 0, y: 0, z: 0, w: 1 };

  constructor(
    private readonly rapier: typeof RAPIER,
    private readonly world: RAPIER.World,
    private readonly center: Readonly<Vec3Like>,
    private readonly target: MovingTarget3D,
    seed: number,
  ) {
    this.random = new RandomStream(seed);
  }

  get count(): number {
    return this.missiles.length;
  }

  /** Hits since the lab was reset. */
  get hits(): number {
    return this.hitCount;
  }

  /** Flies `count` missiles (0 to {@link MAX_MISSILES}): new ones launch, the last ones go. */
  setCount(count: number, time: number, makeController: () => AttitudeControl, limit: AttitudeLimit): void {
    while (this.missiles.length > count) {
      const missile = this.missiles.pop() as Missile;
      this.crowd.removeSlot(missile.steering.index);
      this.world.removeRigidBody(missile.body);
    }
    while (this.missiles.length < count) {
      const body = this.world.createRigidBody(this.rapier.RigidBodyDesc.dynamic().setCanSleep(false));
      this.world.createCollider(
        this.rapier.ColliderDesc.cuboid(...MISSILE_HALF_EXTENTS)
          .setDensity(20)
          .setCollisionGroups(NO_COLLISIONS),
        body,
      );
      const missile: Missile = { body, steering: this.steer(body, makeController(), limit), launchedAt: time };
      this.launch(missile, time);
      this.missiles.push(missile);
    }
  }

  /** Every missile turns by a new controller of another kind from now on. */
  useController(makeController: () => AttitudeControl): void {
    for (const missile of this.missiles) {
      const limit = missile.steering.limit;
      this.crowd.removeSlot(missile.steering.index);
      missile.steering = this.steer(missile.body, makeController(), limit);
    }
  }

  setLimit(limit: AttitudeLimit): void {
    for (const missile of this.missiles) missile.steering.limit = limit;
  }

  /** Before the world's step: every missile's torque, force and re-aimed velocity, in one pass. */
  beforeStep(dt: number): void {
    checkStep('step', dt);
    this.crowd.stepRange(0, this.crowd.count, dt);
  }

  /** After the world's step: hits and long misses launch again. */
  afterStep(time: number): void {
    const target = this.target.position;
    for (const missile of this.missiles) {
      const p = missile.body.translation(this.position);
      const hit = Math.hypot(p.x - target.x, p.y - target.y, p.z - target.z) < HIT_DISTANCE;
      if (hit) this.hitCount++;
      if (hit || time - missile.launchedAt > FLIGHT_TIME_LIMIT) this.launch(missile, time);
    }
  }

  /** Missile `index`'s position (m) and orientation. */
  pose(index: number, position: Vec3Like, orientation: QuatLike): void {
    const body = (this.missiles[index] as Missile).body;
    body.translation(position);
    body.rotation(orientation);
  }

  private steer(body: RAPIER.RigidBody, controller: AttitudeControl, limit: AttitudeLimit): BodySteering3D {
    const steering = new BodySteering3D(
      rapierBody(body),
      {
        controller,
        limit,
        forwardAxis: NOSE,
        propulsion: new MissilePropulsion3D({ maxSpeed: MISSILE_SPEED, maxLinearAcceleration: MISSILE_THRUST }),
        guidance: { law: 'proportional-navigation' },
      },
      this.crowd,
    );
    steering.seek(this.target);
    return steering;
  }

  /** Puts a missile at a random point of the launch sphere, flying at half speed toward a random point near the centre. */
  private launch(missile: Missile, time: number): void {
    const random = this.random;
    const z = 2 * random.next() - 1;
    const azimuth = 2 * Math.PI * random.next();
    const ring = Math.sqrt(1 - z * z);
    const c = this.center;
    const p = this.position;
    p.x = c.x + LAUNCH_RADIUS * ring * Math.cos(azimuth);
    p.y = c.y + LAUNCH_RADIUS * z * 0.6;
    p.z = c.z + LAUNCH_RADIUS * ring * Math.sin(azimuth);
    const v = this.launchVelocity;
    v.x = c.x + 6 * (random.next() - 0.5) - p.x;
    v.y = c.y + 6 * (random.next() - 0.5) - p.y;
    v.z = c.z + 6 * (random.next() - 0.5) - p.z;
    const length = Math.hypot(v.x, v.y, v.z);
    v.x *= MISSILE_SPEED / 2 / length;
    v.y *= MISSILE_SPEED / 2 / length;
    v.z *= MISSILE_SPEED / 2 / length;
    const body = missile.body;
    body.setTranslation(p, true);
    body.setRotation(shortestArc(this.launchOrientation, NOSE, v), true);
    body.setLinvel(v, true);
    body.setAngvel({ x: 0, y: 0, z: 0 }, true);
    missile.launchedAt = time;
    missile.steering.seek(this.target);
  }
}
