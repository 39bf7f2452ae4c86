import { degToRad } from '../../sim/math/angle';
import type { SensorNoise } from '../../sim/control/NoisySensor';
import type { Disturbance, SteeringWorld } from '../../sim/SteeringWorld';
import { z } from 'zod';
import { booleanField, numberField, type NumberRange } from '../../sim/validation/fields';
import { checkRangeChanges, describeInput, OK, refused, type SettingResult } from './tuningFields';

/**
 * The outside disturbance as the player sets it in the panel: a constant torque (given as the
 * angular acceleration it alone would cause) and a wind (a direction and a strength, as the
 * acceleration it alone would cause), each switched on or off.
 */
export interface DisturbanceSettings {
  /** The constant torque is applied. [default: false] */
  torqueOn: boolean;
  /** rad/s², counter-clockwise positive. [default: 3] */
  angularAcceleration: number;
  /** The wind blows. [default: false] */
  windOn: boolean;
  /** Where the wind blows toward, degrees counter-clockwise from +x (east). [default: 0] */
  windDirectionDeg: number;
  /** m/s². [default: 4] */
  windStrength: number;
  /** The turn controllers see the bodies through a noisy sensor. [default: false] */
  noiseOn: boolean;
  /** Standard deviation of the noise on the measured heading error, degrees. [default: 2] */
  headingNoiseDeg: number;
  /** Standard deviation of the noise on the measured angular velocity, rad/s. [default: 0.3] */
  angularVelocityNoise: number;
}

/** The seed of the sensor noise (each entity derives its own from it). */
const SENSOR_NOISE_SEED = 1961;

/** Documented defaults: both off, ready at 3 rad/s² and a 4 m/s² east wind. */
export function defaultDisturbanceSettings(): DisturbanceSettings {
  return {
    torqueOn: false,
    angularAcceleration: 3,
    windOn: false,
    windDirectionDeg: 0,
    windStrength: 4,
    noiseOn: false,
    headingNoiseDeg: 2,
    angularVelocityNoise: 0.3,
  };
}

/** The numeric fields: label and allowed range (the scenario files allow the same). */
export const DISTURBANCE_FIELDS = {
  angularAcceleration: { label: 'disturbing torque (rad/s²)', range: { min: -1000, max: 1000 } },
  windDirectionDeg: { label: 'wind direction (°)', range: { min: -360, max: 360 } },
  windStrength: { label: 'wind strength (m/s²)', range: { min: 0, max: 100 } },
  headingNoiseDeg: { label: 'heading noise (° std dev)', range: { min: 0, max: 45 } },
  angularVelocityNoise: { label: 'angular velocity noise (rad/s std dev)', range: { min: 0, max: 10 } },
} as const satisfies Record<string, { label: string; range: NumberRange }>;

/** Checks changes: numbers within their ranges, switches true or false. Nothing changes on a refusal. */
export function checkDisturbanceChange(
  current: Readonly<DisturbanceSettings>,
  changes: Readonly<Partial<DisturbanceSettings>>,
): SettingResult {
  const ranges = checkRangeChanges(DISTURBANCE_FIELDS, current, changes);
  if (!ranges.ok) return ranges;
  for (const key of ['torqueOn', 'windOn', 'noiseOn'] as const) {
    const value = changes[key];
    if (value !== undefined && typeof value !== 'boolean')
      return refused(key, `${key} must be true or false; got ${describeInput(value)}.`);
  }
  return OK;
}

/** Gives `world` the disturbance and the sensor noise of these settings. */
export function applyDisturbance(world: SteeringWorld, settings: Readonly<DisturbanceSettings>): void {
  world.setDisturbance(toDisturbance(settings));
  world.setSensorNoise(toSensorNoise(settings));
}

/** The sensor noise of these settings (seeded: the same every run), or null when it is off. */
export function toSensorNoise(settings: Readonly<DisturbanceSettings>): SensorNoise | null {
  if (!settings.noiseOn) return null;
  return {
    headingErrorStdDev: degToRad(settings.headingNoiseDeg),
    angularVelocityStdDev: settings.angularVelocityNoise,
    seed: SENSOR_NOISE_SEED,
  };
}

/** The simulation's disturbance for these settings (zero where switched off). */
export function toDisturbance(settings: Readonly<DisturbanceSettings>): Disturbance {
  const strength = settings.windOn ? settings.windStrength : 0;
  const direction = degToRad(settings.windDirectionDeg);
  return {
    angularAcceleration: settings.torqueOn ? settings.angularAcceleration : 0,
    wind: { x: strength * Math.cos(direction), y: strength * Math.sin(direction) },
  };
}

/** The rules of the whole disturbance as saved settings and a history's snapshot hold it: each field, within its range. */
export function disturbanceSchema() {
  return z.strictObject({
    torqueOn: booleanField(),
    angularAcceleration: numberField(DISTURBANCE_FIELDS.angularAcceleration.range),
    windOn: booleanField(),
    windDirectionDeg: numberField(DISTURBANCE_FIELDS.windDirectionDeg.range),
    windStrength: numberField(DISTURBANCE_FIELDS.windStrength.range),
    noiseOn: booleanField(),
    headingNoiseDeg: numberField(DISTURBANCE_FIELDS.headingNoiseDeg.range),
    angularVelocityNoise: numberField(DISTURBANCE_FIELDS.angularVelocityNoise.range),
  });
}
