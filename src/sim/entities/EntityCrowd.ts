/**
 * The game's entities as a crowd: the plane's steering core (SteeringCrowd2D) with what an entity
 * adds each step (the guard, continuous collision, the outside disturbance), every law a function
 * of an entity's index over flat arrays. A world and the Box2D crowd step their entities through it.
 */
import type { EntityMemory } from '../state/memory';
import { resized } from '../steering/SteeringSlots';
import { SteeringCrowd2D } from '../steering2d/SteeringCrowd2D';
import { addForce, addTorque } from '../steering2d/rows2d';
import { needsContinuousCollision } from './continuousCollision';
import type { EntityBody } from './SteeredBody';
import { stateProblem } from './StateGuard';
import { length } from '../math/vec2';

/** What an entity does when the guard finds its state unsound: put back where it was last sound (MovingEntity.recover). */
export interface GuardedEntity {
  recover(): void;
}

/** The disturbance every entity feels (SteeringWorld's): a torque that alone gives `angularAcceleration` rad/s², a force that alone gives `windX`, `windY` m/s². */
export interface CrowdDisturbance {
  angularAcceleration: number;
  windX: number;
  windY: number;
}

/**
 * Entities in a crowd. One step of entity `i` ({@link stepEntity}, or its halves
 * {@link beginEntity} and {@link finishEntity}): its body read once; the guard (a body gone
 * non-finite or absurd, in the engine's last step or set from outside, is put back where it was
 * last sound, before the engine sees it); its continuous collision for the speed it may reach; its
 * steering; the disturbance; its body given every command once. Allocation-free per step.
 */
export class EntityCrowd extends SteeringCrowd2D {
  readonly entityBodies: EntityBody[] = [];
  readonly entities: GuardedEntity[] = [];
  /** Where each body was last sound: origin, m, and angle, rad. */
  lastX = new Float64Array(0);
  lastY = new Float64Array(0);
  lastAngle = new Float64Array(0);
  /** Each entity's top speed (m/s: continuous collision is for the speed it may reach), its bullet flag, its own inertia about the centre of mass (kg·m², the disturbance's). */
  topSpeed = new Float64Array(0);
  bullet = new Uint8Array(0);
  ownInertia = new Float64Array(0);

  /** Takes entity `entity` of `body` into slot `i` (its steerer's), last sound where it starts. */
  addEntity(i: number, entity: GuardedEntity, body: EntityBody, topSpeed: number, inertia: number, x: number, y: number, angle: number): void {
    this.entityBodies[i] = body;
    this.entities[i] = entity;
    this.topSpeed[i] = topSpeed;
    this.ownInertia[i] = inertia;
    this.bullet[i] = body.isBullet() ? 1 : 0;
    this.lastX[i] = x;
    this.lastY[i] = y;
    this.lastAngle[i] = angle;
  }

  protected override resize(capacity: number): void {
    super.resize(capacity);
    for (const key of ['lastX', 'lastY', 'lastAngle', 'topSpeed', 'ownInertia'] as const) this[key] = resized(this[key], capacity);
    this.bullet = resized(this.bullet, capacity);
  }

  protected override moveSlot(from: number, to: number): void {
    super.moveSlot(from, to);
    this.entityBodies[to] = this.entityBodies[from] as EntityBody;
    this.entities[to] = this.entities[from] as GuardedEntity;
  }

  protected override trimSlots(count: number): void {
    super.trimSlots(count);
    this.entityBodies.length = count;
    this.entities.length = count;
  }

  /** One step of entity `i`, dt in s; the reason the guard put it back, or null. */
  stepEntity(i: number, dt: number, disturbance: Readonly<CrowdDisturbance>): string | null {
    const problem = this.beginEntity(i, dt);
    this.finishEntity(i, disturbance);
    return problem;
  }

  /** The first half: its body read, the guard, continuous collision, its steering sensed (a controller that answers later asked). The guard's reason, or null. */
  beginEntity(i: number, dt: number): string | null {
    this.read(i);
    const problem = stateProblem(this.px[i] as number, this.py[i] as number, this.angle[i] as number, this.vx[i] as number, this.vy[i] as number, this.w[i] as number);
    if (problem === null) {
      this.lastX[i] = this.px[i] as number;
      this.lastY[i] = this.py[i] as number;
      this.lastAngle[i] = this.angle[i] as number;
    } else {
      (this.entities[i] as GuardedEntity).recover();
      this.read(i);
    }
    const bullet = needsContinuousCollision(Math.max(this.topSpeed[i] as number, length(this.vx[i] as number, this.vy[i] as number)), dt) ? 1 : 0;
    if (bullet !== this.bullet[i]) {
      this.bullet[i] = bullet;
      (this.entityBodies[i] as EntityBody).setBullet(bullet === 1);
    }
    this.sense(i, dt);
    return problem;
  }

  /** The second half: its steering's torque, the disturbance, every command to its body. */
  finishEntity(i: number, disturbance: Readonly<CrowdDisturbance>): void {
    this.finish(i);
    const { angularAcceleration, windX, windY } = disturbance;
    if (angularAcceleration !== 0) addTorque(this, i, angularAcceleration * (this.ownInertia[i] as number));
    if (windX !== 0 || windY !== 0) {
      const mass = this.mass[i] as number;
      addForce(this, i, windX * mass, windY * mass);
    }
    this.write(i);
  }

  /**
   * Where entity `i` was last sound, for a snapshot: null when that is where its body is now, or
   * when the body is sound now (the next step's guard remembers it before anything reads it; the
   * guard runs once a step, before the controls, so after a step it lags by one).
   */
  saveGuard(i: number): EntityMemory['lastGood'] {
    const body = this.entityBodies[i] as EntityBody;
    const p = body.position({ x: 0, y: 0 });
    const v = body.linearVelocity({ x: 0, y: 0 });
    const angle = body.angle();
    if (stateProblem(p.x, p.y, angle, v.x, v.y, body.angularVelocity()) === null) return null;
    if (this.lastX[i] === p.x && this.lastY[i] === p.y && this.lastAngle[i] === angle) return null;
    return { position: [this.lastX[i] as number, this.lastY[i] as number], angle: this.lastAngle[i] as number };
  }

  /** Puts back what {@link saveGuard} gave (null: where the body is now). */
  restoreGuard(i: number, memory: Readonly<EntityMemory['lastGood']>): void {
    const body = this.entityBodies[i] as EntityBody;
    const p = body.position({ x: 0, y: 0 });
    this.lastX[i] = memory ? memory.position[0] : p.x;
    this.lastY[i] = memory ? memory.position[1] : p.y;
    this.lastAngle[i] = memory ? memory.angle : body.angle();
  }
}
