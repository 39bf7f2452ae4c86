/**
 * The options of a BodySteering, and their check: every key known, every value of its kind and in
 * its range, each refusal naming the option and what it allows (steering/steeringOptions.ts has
 * the ones the 3D steerer shares).
 */
import type { TurnController } from '../control/TurnController';
import type { GuidanceSettings } from '../steering/Guidance';
import { checkCommonOptions, checkControllerShape, type CommonSteeringOptions, type OptionWords } from '../steering/steeringOptions';
import { ORIGINAL_MAX_ANGULAR_ACCELERATION } from '../validation/defaultQuantities';
import { checkNumber, checkOptionKeys, givenValue } from '../validation/optionChecks';
import { DISTANCE_RANGE, MAX_ANGULAR_ACCELERATION_RANGE } from '../validation/quantities';
import type { Propulsion } from './Propulsion';
import type { Steerer2D } from './SteeringCrowd2D';

/** Where the line of sight to a target starts (see {@link BodySteeringOptions.sightFrom}). */
export const SIGHT_ORIGINS = ['center', 'origin'] as const;

/** Settings of a {@link BodySteering} (those both steerers take: CommonSteeringOptions). */
export interface BodySteeringOptions extends CommonSteeringOptions<Propulsion> {
  /** The turn controller (any of the library's, or your own: `update(input)` and `reset()`). It is reset on every new command. Required. */
  controller: TurnController;
  /** The turn motor's limit, rad/s²: every command is clamped to ± it before it becomes a torque. [default: 4π] */
  maxAngularAcceleration?: number;
  /**
   * How a body that flies along its heading (a missile) chooses the heading it seeks or arrives
   * by: `law` "pursuit" (at the target), "lead" (at the predicted intercept) or
   * "proportional-navigation" (turning at `navigationConstant` times the line of sight's rate);
   * `noseLength`, m, how far ahead of its position its nose lies, the point proportional navigation
   * brings onto the target. Each part optional, changed later by `setGuidance`. [default: law
   * "pursuit", navigationConstant 4, noseLength 0]
   */
  guidance?: Partial<GuidanceSettings> & { noseLength?: number };
  /**
   * Where the line of sight to a target starts: "center", the body's centre of mass
   * (`getWorldCenter()`), the point it turns about when free and whose velocity
   * `getLinearVelocity()` is; or "origin", its position (`getPosition()`), the same point for a
   * body whose shapes are centred on its origin (the game's missiles and characters, which measure
   * from there, every bit of their recorded runs depending on it). From the origin of a body whose
   * shapes are off it, the sight line moves with the body's own turn, and a turn lags a circling
   * target (docs/planck-adapter.md). [default: "center"]
   */
  sightFrom?: 'center' | 'origin';
}

const KEYS = [
  'controller',
  'maxAngularAcceleration',
  'propulsion',
  'reachDistance',
  'passDistance',
  'facing',
  'guidance',
  'sightFrom',
  'onReached',
] as const;

/** How BodySteering's refusals name its controller and propulsion. */
export const WORDS: OptionWords = {
  owner: 'BodySteering',
  controller: 'a turn controller (an object with update(input) and reset(), e.g. new PidController() or createTurnController(settings))',
  propulsion: 'a Propulsion (MissilePropulsion, CharacterPropulsion, or your own with maxSpeed, heading, drive, coast, hold and brake)',
};

/** Refuses anything but a turn controller: an object with update(input) and reset(). */
export function checkController(controller: unknown): TurnController {
  return checkControllerShape<TurnController>(WORDS, controller);
}

/**
 * Checks the options a BodySteering is given, and fills in the defaults: throws a TypeError or
 * RangeError naming the option and what it allows (an unknown key, a missing controller, a number
 * out of its range…).
 */
export function checkBodySteeringOptions(options: unknown): Steerer2D {
  const given = checkOptionKeys(WORDS.owner, 'options', options, KEYS);
  const common = checkCommonOptions<Propulsion>(WORDS, given, ['law', 'navigationConstant', 'noseLength']);
  const sightFrom = given.sightFrom ?? 'center';
  if (!SIGHT_ORIGINS.includes(sightFrom as 'center'))
    throw new RangeError(
      `${WORDS.owner}: sightFrom must be one of ${SIGHT_ORIGINS.map((origin) => JSON.stringify(origin)).join(', ')}, got ` +
        `${givenValue(sightFrom)}`,
    );
  return {
    ...common,
    controller: common.controller as TurnController,
    maxAngularAcceleration: checkNumber(
      WORDS.owner,
      'maxAngularAcceleration',
      given.maxAngularAcceleration,
      MAX_ANGULAR_ACCELERATION_RANGE,
      'rad/s²',
      ORIGINAL_MAX_ANGULAR_ACCELERATION,
    ),
    noseLength: checkNumber(WORDS.owner, 'guidance.noseLength', common.guidanceGiven.noseLength, DISTANCE_RANGE, 'm', 0),
    sightFrom: sightFrom as 'center' | 'origin',
  };
}
