/**
 * The options BodySteering and BodySteering3D share, and their check: every value of its kind and
 * in its range, each refusal naming the owner, the option and what it allows.
 */
import { checkNumber, checkOptionKeys, givenValue, hasMethods } from '../validation/optionChecks';
import { DISTANCE_RANGE } from '../validation/quantities';
import { checkFacing, type Facing } from './facing';
import { guidanceSettings, type GuidanceSettings } from './Guidance';

/** The options both steerers take (BodySteeringOptions and BodySteering3DOptions add theirs). */
export interface CommonSteeringOptions<P> {
  /** How the body moves; without one it only turns (`turnTo`, `face`). [default: none] */
  propulsion?: P | null;
  /** Within this distance of a seek or arrive target, or of a waypoint, it counts as reached, m. [default: 1] */
  reachDistance?: number;
  /**
   * A waypoint passed (crossed square to its leg) within this distance counts as reached too, m; 0: off. For missiles, that cannot circle
   * tightly. [default: 0]
   */
  passDistance?: number;
  /**
   * What a body that moves independently of its facing (a character) faces while it moves: its
   * target, or its direction of travel (above 0.5 m/s; slower, its target). [default: "target"]
   */
  facing?: 'target' | 'travel';
  /** Called when an arrival's target (index 0) or a path's waypoint (its index) is reached (a seek goes through its target: no call). */
  onReached?: (index: number) => void;
}

/** The shared options, checked, with their defaults filled in. */
export interface CheckedCommonOptions<P> {
  propulsion: P | null;
  reachDistance: number;
  passDistance: number;
  facing: Facing;
  guidance: GuidanceSettings;
  onReached: ((index: number) => void) | null;
}

/** What a steerer calls its controller and propulsion in refusals. */
export interface OptionWords {
  /** The steerer, e.g. "BodySteering". */
  owner: string;
  /**
   * A controller, e.g. "a turn controller (an object with update(input) and reset(), e.g. new PidController() or
   * createTurnController(settings))".
   */
  controller: string;
  /**
   * A propulsion, e.g. "a Propulsion (MissilePropulsion, CharacterPropulsion, or your own with maxSpeed, heading, drive, coast, hold and
   * brake)".
   */
  propulsion: string;
}

/** Refuses anything but a controller (an object with `update` and `reset`), as `words` describe one. */
export function checkControllerShape<T>(words: OptionWords, controller: unknown): T {
  if (!hasMethods(controller, ['update', 'reset']))
    throw new TypeError(`${words.owner}: controller must be ${words.controller}, got ${givenValue(controller)}`);
  return controller as T;
}

/**
 * Checks the controller (required), propulsion, reach, pass, facing, guidance (its keys among
 * `guidanceKeys`) and onReached of `given` (the options, their keys checked), and fills in the
 * defaults: reach 1 m, pass 0, facing "target", guidance pursuit with N 4, no propulsion.
 */
export function checkCommonOptions<P>(
  words: OptionWords,
  given: Readonly<Record<string, unknown>>,
  guidanceKeys: readonly string[],
): CheckedCommonOptions<P> & { controller: unknown; guidanceGiven: Record<string, unknown> } {
  const { owner } = words;
  if (given.controller === undefined) throw new TypeError(`${owner}: controller is required: ${words.controller}`);
  const controller = checkControllerShape(words, given.controller);
  const propulsion = given.propulsion ?? null;
  if (
    propulsion !== null &&
    !(
      hasMethods(propulsion, ['heading', 'drive', 'coast', 'hold', 'brake']) &&
      typeof (propulsion as { maxSpeed?: unknown }).maxSpeed === 'number'
    )
  ) {
    throw new TypeError(`${owner}: propulsion must be ${words.propulsion} or null, got ${givenValue(propulsion)}`);
  }
  const onReached = given.onReached ?? null;
  if (onReached !== null && typeof onReached !== 'function')
    throw new TypeError(`${owner}: onReached must be a function (index) => void, got ${givenValue(onReached)}`);
  const guidanceGiven = given.guidance === undefined ? {} : checkOptionKeys(owner, 'guidance', given.guidance, guidanceKeys);
  return {
    controller,
    propulsion: propulsion as P | null,
    reachDistance: checkNumber(owner, 'reachDistance', given.reachDistance, DISTANCE_RANGE, 'm', 1),
    passDistance: checkNumber(owner, 'passDistance', given.passDistance, DISTANCE_RANGE, 'm', 0),
    facing: given.facing === undefined ? 'target' : checkFacing(owner, given.facing),
    guidance: guidanceSettings(guidanceGiven as Partial<GuidanceSettings>),
    onReached: onReached as ((index: number) => void) | null,
    guidanceGiven,
  };
}
