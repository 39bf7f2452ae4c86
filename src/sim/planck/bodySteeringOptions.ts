/**
 * The options of a BodySteering, and their check: every key known, every value of its kind and in
 * its range, each refusal naming the option and what it allows (checkInput.ts).
 */
import type { Body } from 'planck';
import type { TurnController } from '../control/TurnController';
import { guidanceSettings, type GuidanceSettings } from '../steering/Guidance';
import { DISTANCE_RANGE, MAX_ANGULAR_ACCELERATION_RANGE } from '../validation/quantities';
import { checkFacing } from '../steering/facing';
import { ORIGINAL_MAX_ANGULAR_ACCELERATION } from '../validation/defaultQuantities';
import type { Propulsion } from './Propulsion';
import { checkBody } from './checkInput';
import { checkNumber, checkOptionKeys, givenValue, hasMethods } from '../validation/optionChecks';

/** Settings of a {@link BodySteering}. */
export interface BodySteeringOptions {
  /** The turn controller (any of the library's, or your own: `update(input)` and `reset()`). It is reset on every new command. Required. */
  controller: TurnController;
  /** The turn motor's limit, rad/s²: every command is clamped to ± it before it becomes a torque. [default: 4π] */
  maxAngularAcceleration?: number;
  /** How the body moves; without one it only turns (`turnTo`, `face`). [default: none] */
  propulsion?: Propulsion | null;
  /** Within this distance of a seek or arrive target, or of a waypoint, it counts as reached, m. [default: 1] */
  reachDistance?: number;
  /** A waypoint passed (crossed square to its leg) within this distance counts as reached too, m; 0: off. For missiles, that cannot circle tightly. [default: 0] */
  passDistance?: number;
  /**
   * What a body that moves independently of its facing (a character) faces while it moves: its
   * target, or its direction of travel (above 0.5 m/s; slower, its target). [default: "target"]
   */
  facing?: 'target' | 'travel';
  /** The guidance law of `pursue`, either part optional. [default: law "proportional-navigation", navigationConstant 4] */
  guidance?: Partial<GuidanceSettings>;
  /** Called when a seek or arrive target (index 0) or a path's waypoint (its index) is reached. */
  onReached?: (index: number) => void;
}

/** The options with every default filled in, as BodySteering keeps them. */
export interface CheckedBodySteeringOptions {
  controller: TurnController;
  maxAngularAcceleration: number;
  propulsion: Propulsion | null;
  reachDistance: number;
  passDistance: number;
  facing: 'target' | 'travel';
  guidance: GuidanceSettings;
  onReached: ((index: number) => void) | null;
}

const OWNER = 'BodySteering';
const KEYS = ['controller', 'maxAngularAcceleration', 'propulsion', 'reachDistance', 'passDistance', 'facing', 'guidance', 'onReached'] as const;

/**
 * Checks the body and the options a BodySteering is given, and fills in the defaults: throws a
 * TypeError or RangeError naming the option and what it allows (an unknown key, a missing
 * controller, a body that is not a dynamic planck body, a number out of its range…).
 */
export function checkBodySteeringOptions(body: unknown, options: unknown): CheckedBodySteeringOptions {
  checkBody(OWNER, body);
  // A static or kinematic body has no mass to turn: planck ignores its torques.
  if (!(body as Body).isDynamic()) throw new Error('BodySteering steers a dynamic body (a static or kinematic one ignores torque and force)');
  const given = checkOptionKeys(OWNER, 'options', options, KEYS);
  const controller = given.controller;
  if (controller === undefined) throw new TypeError(`${OWNER}: controller is required: a turn controller, e.g. new PidController() or createTurnController(settings)`);
  if (!hasMethods(controller, ['update', 'reset'])) throw new TypeError(`${OWNER}: controller must be a turn controller (an object with update(input) and reset(), e.g. new PidController() or createTurnController(settings)), got ${givenValue(controller)}`);
  const propulsion = given.propulsion ?? null;
  if (propulsion !== null && !(hasMethods(propulsion, ['heading', 'drive', 'coast', 'brake']) && typeof (propulsion as Propulsion).maxSpeed === 'number')) {
    throw new TypeError(`${OWNER}: propulsion must be a Propulsion (MissilePropulsion, CharacterPropulsion, or your own with maxSpeed, heading, drive, coast and brake) or null, got ${givenValue(propulsion)}`);
  }
  const onReached = given.onReached ?? null;
  if (onReached !== null && typeof onReached !== 'function') throw new TypeError(`${OWNER}: onReached must be a function (index) => void, got ${givenValue(onReached)}`);
  const guidance = given.guidance === undefined ? {} : checkOptionKeys(OWNER, 'guidance', given.guidance, ['law', 'navigationConstant']);
  return {
    controller: controller as TurnController,
    maxAngularAcceleration: checkNumber(OWNER, 'maxAngularAcceleration', given.maxAngularAcceleration, MAX_ANGULAR_ACCELERATION_RANGE, 'rad/s²', ORIGINAL_MAX_ANGULAR_ACCELERATION),
    propulsion: propulsion as Propulsion | null,
    reachDistance: checkNumber(OWNER, 'reachDistance', given.reachDistance, DISTANCE_RANGE, 'm', 1),
    passDistance: checkNumber(OWNER, 'passDistance', given.passDistance, DISTANCE_RANGE, 'm', 0),
    facing: given.facing === undefined ? 'target' : checkFacing(OWNER, given.facing),
    guidance: guidanceSettings(guidance as Partial<GuidanceSettings>),
    onReached: onReached as ((index: number) => void) | null,
  };
}
