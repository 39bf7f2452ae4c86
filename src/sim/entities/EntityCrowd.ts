/**
 * The game's entities as a crowd: the plane's steering core (SteeringCrowd2D) with what an entity
 * adds each step (the guard, continuous collision, the outside disturbance), every law a function
 * of an entity's index over its record. A world and the Box2D crowd step their entities through it.
 */
import { length } from '../math/vec2';
import type { EntityMemory } from '../state/memory';
import { F2, STRIDE_2D } from '../steering2d/layout2d';
import { addForce, addTorque } from '../steering2d/rows2d';
import { SteeringCrowd2D } from '../steering2d/SteeringCrowd2D';
import { needsContinuousCollision } from './continuousCollision';
import type { EntityBody } from './SteeredBody';
import { stateProblem } from './StateGuard';

const { PX, PY, ANGLE, VX, VY, W, MASS, LAST_X, LAST_Y, LAST_ANGLE, TOP_SPEED, BULLET, OWN_INERTIA } = F2;

/** What an entity does when the guard finds its state unsound: put back where it was last sound (MovingEntity.recover). */
export interface GuardedEntity {
  recover(): void;
}

/**
 * The disturbance every entity feels (SteeringWorld's): a torque that alone gives `angularAcceleration` rad/s², a force that alone gives
 * `windX`, `windY` m/s².
 */
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

  /**
   * Takes entity `entity` of `body` into slot `i` (its steerer's), last sound where it starts; `inertia` its own about the centre of mass
   * (kg·m²).
   */
  addEntity(
    i: number,
    entity: GuardedEntity,
    body: EntityBody,
    topSpeed: number,
    inertia: number,
    x: number,
    y: number,
    angle: number,
  ): void {
    const f = this.f;
    const b = i * STRIDE_2D;
    this.entityBodies[i] = body;
    this.entities[i] = entity;
    f[b + TOP_SPEED] = topSpeed;
    f[b + OWN_INERTIA] = inertia;
    f[b + BULLET] = body.isBullet() ? 1 : 0;
    f[b + LAST_X] = x;
    f[b + LAST_Y] = y;
    f[b + LAST_ANGLE] = angle;
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

  /**
   * The first half: its body read, the guard, continuous collision, its steering sensed (a controller that answers later asked). The
   * guard's reason, or null.
   */
  beginEntity(i: number, dt: number): string | null {
    this.read(i);
    let f = this.f;
    const b = i * STRIDE_2D;
    let speed = length(f[b + VX] as number, f[b + VY] as number);
    const problem = stateProblem(
      f[b + PX] as number,
      f[b + PY] as number,
      f[b + ANGLE] as number,
      f[b + VX] as number,
      f[b + VY] as number,
      f[b + W] as number,
      speed,
    );
    if (problem === null) {
      f[b + LAST_X] = f[b + PX] as number;
      f[b + LAST_Y] = f[b + PY] as number;
      f[b + LAST_ANGLE] = f[b + ANGLE] as number;
    } else {
      (this.entities[i] as GuardedEntity).recover();
      this.read(i);
      f = this.f;
      speed = length(f[b + VX] as number, f[b + VY] as number);
    }
    const bullet = needsContinuousCollision(Math.max(f[b + TOP_SPEED] as number, speed), dt) ? 1 : 0;
    if (bullet !== f[b + BULLET]) {
      f[b + BULLET] = bullet;
      (this.entityBodies[i] as EntityBody).setBullet(bullet === 1);
    }
    this.sense(i, dt);
    return problem;
  }

  /** The second half: its steering's torque, the disturbance, every command to its body. */
  finishEntity(i: number, disturbance: Readonly<CrowdDisturbance>): void {
    this.finish(i);
    const f = this.f;
    const b = i * STRIDE_2D;
    const { angularAcceleration, windX, windY } = disturbance;
    if (angularAcceleration !== 0) addTorque(f, b, angularAcceleration * (f[b + OWN_INERTIA] as number));
    if (windX !== 0 || windY !== 0) {
      const mass = f[b + MASS] as number;
      addForce(f, b, windX * mass, windY * mass);
    }
    this.write(i);
  }

  /**
   * Where entity `i` was last sound, for a snapshot: null when that is where its body is now, or
   * when the body is sound now (the next step's guard remembers it before anything reads it; the
   * guard runs once a step, before the controls, so after a step it lags by one).
   */
  saveGuard(i: number): EntityMemory['lastGood'] {
    const f = this.f;
    const b = i * STRIDE_2D;
    const body = this.entityBodies[i] as EntityBody;
    const p = body.position({ x: 0, y: 0 });
    const v = body.linearVelocity({ x: 0, y: 0 });
    const angle = body.angle();
    if (stateProblem(p.x, p.y, angle, v.x, v.y, body.angularVelocity()) === null) return null;
    if (f[b + LAST_X] === p.x && f[b + LAST_Y] === p.y && f[b + LAST_ANGLE] === angle) return null;
    return { position: [f[b + LAST_X] as number, f[b + LAST_Y] as number], angle: f[b + LAST_ANGLE] as number };
  }

  /** Puts back what {@link saveGuard} gave (null: where the body is now). */
  restoreGuard(i: number, memory: Readonly<EntityMemory['lastGood']>): void {
    const f = this.f;
    const b = i * STRIDE_2D;
    const body = this.entityBodies[i] as EntityBody;
    const p = body.position({ x: 0, y: 0 });
    f[b + LAST_X] = memory ? memory.position[0] : p.x;
    f[b + LAST_Y] = memory ? memory.position[1] : p.y;
    f[b + LAST_ANGLE] = memory ? memory.angle : body.angle();
  }

  /** Where entity `i` was last sound: origin (m) and angle (rad). */
  lastGood(i: number): { x: number; y: number; angle: number } {
    const f = this.f;
    const b = i * STRIDE_2D;
    return { x: f[b + LAST_X] as number, y: f[b + LAST_Y] as number, angle: f[b + LAST_ANGLE] as number };
  }

  /** Entity `i`'s top speed changed (m/s). */
  setTopSpeed(i: number, topSpeed: number): void {
    this.f[i * STRIDE_2D + TOP_SPEED] = topSpeed;
  }
}
