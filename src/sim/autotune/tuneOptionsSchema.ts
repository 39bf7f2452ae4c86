import { z } from 'zod';
import { CONTROLLER_TYPES } from '../control/ControllerSettings';
import { enumField, numberField } from '../validation/fields';
import { MAX_ANGULAR_ACCELERATION_RANGE } from '../validation/quantities';
import { ENTITY_TYPES } from '../entities/EntitySettings';
import { ORIGINAL_MAX_ANGULAR_ACCELERATION } from '../validation/defaultQuantities';
import { onFirstUse } from '../validation/onFirstUse';

/**
 * The auto-tuner's options as a user gives them (CLI flags, the panel): validated by one schema
 * so that both refuse the same values with the same messages (built on first use).
 */
export const tuneOptionsSchema = onFirstUse(() =>
  z.strictObject({
    controller: enumField(CONTROLLER_TYPES),
    entity: enumField(ENTITY_TYPES),
    maxAngularAcceleration: numberField(MAX_ANGULAR_ACCELERATION_RANGE),
    anglesDeg: z
      .array(numberField({ gt: 0, lt: 180 }), { error: 'must be a list of angles in degrees' })
      .min(1, { error: 'must have at least one angle' })
      .max(20, { error: 'must have at most 20 angles' }),
    maxOvershootDeg: numberField({ min: 0, max: 90 }),
    iterations: numberField({ integer: true, min: 1, max: 10000 }),
    seed: numberField({ integer: true, min: 0, max: 4294967295 }),
  }),
);

/** Validated tuner options. */
export type TuneOptions = z.infer<ReturnType<typeof tuneOptionsSchema>>;

/** Defaults: tune the PID of a missile at the original 4π rad/s² over five turns. */
export const DEFAULT_TUNE_OPTIONS: TuneOptions = {
  controller: 'pid',
  entity: 'missile',
  maxAngularAcceleration: ORIGINAL_MAX_ANGULAR_ACCELERATION,
  anglesDeg: [30, 60, 90, 135, 170],
  maxOvershootDeg: 2,
  iterations: 120,
  seed: 1,
};
