/**
 * What a world does to every entity from outside: the disturbance (an angular acceleration and a
 * wind) and the noisy sensor each entity's turn controller sees its body through, seeded per entity.
 */
import type { SensorNoise } from './control/NoisySensor';
import type { CrowdDisturbance } from './entities/EntityCrowd';
import type { MovingEntity } from './entities/MovingEntity';
import { checkDisturbance, type Disturbance } from './WorldSettings';

/** A world's disturbance and sensor noise, given to its entities as they come (SteeringWorld's). */
export class WorldInfluences {
  private readonly disturbanceValue: Disturbance = { angularAcceleration: 0, wind: { x: 0, y: 0 } };
  /** The disturbance as the entities' crowd reads it, every step. */
  readonly crowdDisturbance: CrowdDisturbance = { angularAcceleration: 0, windX: 0, windY: 0 };
  private sensorNoiseValue: SensorNoise | null = null;
  /** Entities given the sensor noise so far (each gets the next seed). */
  private noisyEntities = 0;

  /** The current disturbance (read-only view). */
  get disturbance(): Readonly<Disturbance> {
    return this.disturbanceValue;
  }

  /** Changes the disturbance (checked: an unknown key or a value outside ±1e7 is refused, naming it). */
  setDisturbance(disturbance: Partial<Disturbance>): void {
    const { angularAcceleration: angular, wind } = checkDisturbance(disturbance, this.disturbanceValue);
    this.disturbanceValue.angularAcceleration = angular;
    this.disturbanceValue.wind = { x: wind.x, y: wind.y };
    Object.assign(this.crowdDisturbance, { angularAcceleration: angular, windX: wind.x, windY: wind.y });
  }

  /** The sensor noise every entity's controller sees, or null. */
  get sensorNoise(): Readonly<SensorNoise> | null {
    return this.sensorNoiseValue;
  }

  /**
   * Gives every one of `entities` a noisy sensor (a clean one with null), and keeps `noise` for those
   * added later: each its own seeded generator, from `noise.seed` and the order it was given in.
   */
  setSensorNoise(noise: Readonly<SensorNoise> | null, entities: readonly MovingEntity[]): void {
    this.sensorNoiseValue = noise && (noise.headingErrorStdDev > 0 || noise.angularVelocityStdDev > 0) ? { ...noise } : null;
    this.noisyEntities = 0;
    for (const entity of entities) entity.steering.setSensorNoise(this.sensorNoiseValue ? this.nextNoise(this.sensorNoiseValue) : null);
  }

  /** A new entity gets the world's sensor noise, with the next seed (nothing without one). */
  giveSensorNoise(entity: MovingEntity): void {
    if (this.sensorNoiseValue) entity.steering.setSensorNoise(this.nextNoise(this.sensorNoiseValue));
  }

  /** The noise for the next entity: the world's, with a seed of its own. */
  private nextNoise(noise: Readonly<SensorNoise>): SensorNoise {
    return { ...noise, seed: (noise.seed ?? 1) * 7919 + ++this.noisyEntities };
  }
}
