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

/** Where the line of sight to a target starts (see {@link BodySteeringOptions.sightFrom}). */
export const SIGHT_ORIGINS = ['center', 'origin'] as const;

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
  /** Called when an arrival's target (index 0) or a path's waypoint (its index) is reached. */
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
  noseLength: number;
  sightFrom: 'center' | 'origin';
  onReached: ((index: number) => void) | null;
}

const OWNER = 'BodySteering';
const KEYS = ['controller', 'maxAngularAcceleration', 'propulsion', 'reachDistance', 'passDistance', 'facing', 'guidance', 'sightFrom', 'onReached'] as const;

/** Refuses anything but a turn controller: an object with update(input) and reset(). */
export function checkController(controller: unknown): TurnController {
  if (!hasMethods(controller, ['update', 'reset'])) throw new TypeError(`${OWNER}: controller must be a turn controller (an object with update(input) and reset(), e.g. new PidController() or createTurnController(settings)), got ${givenValue(controller)}`);
  return controller as TurnController;
}

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
  checkController(controller);
  const propulsion = given.propulsion ?? null;
  if (propulsion !== null && !(hasMethods(propulsion, ['heading', 'drive', 'coast', 'hold', 'brake']) && typeof (propulsion as Propulsion).maxSpeed === 'number')) {
    throw new TypeError(`${OWNER}: propulsion must be a Propulsion (MissilePropulsion, CharacterPropulsion, or your own with maxSpeed, heading, drive, coast, hold and brake) or null, got ${givenValue(propulsion)}`);
  }
  const onReached = given.onReached ?? null;
  if (onReached !== null && typeof onReached !== 'function') throw new TypeError(`${OWNER}: onReached must be a function (index) => void, got ${givenValue(onReached)}`);
  const guidance = given.guidance === undefined ? {} : checkOptionKeys(OWNER, 'guidance', given.guidance, ['law', 'navigationConstant', 'noseLength']);
  const sightFrom = given.sightFrom ?? 'center';
  if (!SIGHT_ORIGINS.includes(sightFrom as 'center')) throw new RangeError(`${OWNER}: sightFrom must be one of ${SIGHT_ORIGINS.map((origin) => JSON.stringify(origin)).join(', ')}, got ${givenValue(sightFrom)}`);
  return {
    controller: controller as TurnController,
    maxAngularAcceleration: checkNumber(OWNER, 'maxAngularAcceleration', given.maxAngularAcceleration, MAX_ANGULAR_ACCELERATION_RANGE, 'rad/s²', ORIGINAL_MAX_ANGULAR_ACCELERATION),
    propulsion: propulsion as Propulsion | null,
    reachDistance: checkNumber(OWNER, 'reachDistance', given.reachDistance, DISTANCE_RANGE, 'm', 1),
    passDistance: checkNumber(OWNER, 'passDistance', given.passDistance, DISTANCE_RANGE, 'm', 0),
    facing: given.facing === undefined ? 'target' : checkFacing(OWNER, given.facing),
    guidance: guidanceSettings(guidance as Partial<GuidanceSettings>),
    noseLength: checkNumber(OWNER, 'guidance.noseLength', guidance.noseLength, DISTANCE_RANGE, 'm', 0),
    sightFrom: sightFrom as 'center' | 'origin',
    onReached: onReached as ((index: number) => void) | null,
  };
}
