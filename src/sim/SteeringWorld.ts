import { World } from 'planck';
import { Character } from './entities/Character';
import { Missile } from './entities/Missile';
import type { MovingEntity } from './entities/MovingEntity';
import type { EntityDefinition } from './entities/SteeredEntity';
import type { Vec2Like } from './math/vec2';

/**
 * A constant outside disturbance on every entity, to show what a controller's integral term is
 * for: a steady torque makes a PID without a true integral settle off target.
 */
export interface Disturbance {
  /** A torque on every entity that alone would give this angular acceleration, rad/s². [default: 0] */
  angularAcceleration: number;
  /** Wind: a force on every entity that alone would give this acceleration, m/s². [default: 0, 0] */
  wind: Vec2Like;
}

/** Settings of a {@link SteeringWorld}. */
export interface WorldSettings {
  /** The fixed physics step, s. [default: 1/60] */
  dt: number;
  /** planck velocity solver iterations. [default: 8] */
  velocityIterations: number;
  /** planck position solver iterations. [default: 3] */
  positionIterations: number;
}

/** Documented defaults of {@link WorldSettings}. */
export function defaultWorldSettings(): WorldSettings {
  return { dt: 1 / 60, velocityIterations: 8, positionIterations: 3 };
}

/**
 * The simulation: a planck world in SI units with zero gravity (a top-down view), the list of
 * moving entities, and one fixed-step `step()`. It never reads a clock: time advances only by
 * `dt` per step, so the same commands give the same numbers bit for bit.
 */
export class SteeringWorld {
  readonly settings: Readonly<WorldSettings>;
  /** The planck world. Only the simulation touches it. */
  readonly physics: World;
  private readonly entityList: MovingEntity[] = [];
  private readonly disturbanceValue: Disturbance = { angularAcceleration: 0, wind: { x: 0, y: 0 } };
  private stepIndex = 0;

  constructor(settings: Partial<WorldSettings> = {}) {
    this.settings = { ...defaultWorldSettings(), ...settings };
    if (!(this.settings.dt > 0) || !Number.isFinite(this.settings.dt)) throw new RangeError(`dt must be a finite number > 0, got ${this.settings.dt}`);
    this.physics = new World({ gravity: { x: 0, y: 0 }, allowSleep: false });
  }

  /** The fixed step, s. */
  get dt(): number {
    return this.settings.dt;
  }

  /** Simulated time, s (steps × dt). */
  get time(): number {
    return this.stepIndex * this.settings.dt;
  }

  /** Number of steps taken. */
  get steps(): number {
    return this.stepIndex;
  }

  /** The entities, in creation order (read-only view). */
  get entities(): readonly MovingEntity[] {
    return this.entityList;
  }

  /** Creates a Missile or a Character. Ids must be unique. */
  addEntity(definition: EntityDefinition): MovingEntity {
    if (this.getEntity(definition.id)) throw new Error(`an entity with id "${definition.id}" already exists`);
    const entity = definition.type === 'missile' ? new Missile(this.physics, definition) : new Character(this.physics, definition);
    this.entityList.push(entity);
    return entity;
  }

  /** Removes an entity and its body. Returns false when there is no such id. */
  removeEntity(id: string): boolean {
    const index = this.entityList.findIndex((entity) => entity.id === id);
    if (index < 0) return false;
    const [entity] = this.entityList.splice(index, 1);
    for (let body = this.physics.getBodyList(); body; body = body.getNext()) {
      if (body.getUserData() === entity) {
        this.physics.destroyBody(body);
        break;
      }
    }
    return true;
  }

  /** The entity with this id, if any. */
  getEntity(id: string): MovingEntity | undefined {
    return this.entityList.find((entity) => entity.id === id);
  }

  /** The current disturbance (read-only view). */
  get disturbance(): Readonly<Disturbance> {
    return this.disturbanceValue;
  }

  /** Switches the disturbance on, off or changes it; takes effect on the next step. */
  setDisturbance(disturbance: Partial<Disturbance>): void {
    const angular = disturbance.angularAcceleration ?? this.disturbanceValue.angularAcceleration;
    const wind = disturbance.wind ?? this.disturbanceValue.wind;
    if (!Number.isFinite(angular) || !Number.isFinite(wind.x) || !Number.isFinite(wind.y)) {
      throw new RangeError('disturbance values must be finite numbers');
    }
    this.disturbanceValue.angularAcceleration = angular;
    this.disturbanceValue.wind = { x: wind.x, y: wind.y };
  }

  /** Advances one fixed step: every entity applies its controls, then planck integrates. */
  step(): void {
    const { dt, velocityIterations, positionIterations } = this.settings;
    const { angularAcceleration, wind } = this.disturbanceValue;
    for (let i = 0; i < this.entityList.length; i++) {
      const entity = this.entityList[i] as MovingEntity;
      entity.applyControls(dt);
      entity.applyDisturbance(angularAcceleration, wind);
    }
    this.physics.step(dt, velocityIterations, positionIterations);
    this.stepIndex++;
  }
}
