/**
 * The options of a BodySteering3D, and their check: every key known, every value of its kind and
 * in its range, each refusal naming the option and what it allows (as the plane's
 * bodySteeringOptions.ts does).
 */
import type { AttitudeInput } from '../control3d/AttitudeInput';
import { checkAttitudeLimit, type AttitudeLimit } from '../control3d/AttitudeLimit';
import { checkVec3 } from '../control3d/check3d';
import { DEFAULT_FORWARD_AXIS, DEFAULT_UP_AXIS } from '../control3d/faceDirection';
import { cross, dot, type Vec3Like } from '../math3d/vec3';
import type { GuidanceSettings } from '../steering/Guidance';
import { checkCommonOptions, checkControllerShape, type CommonSteeringOptions, type OptionWords } from '../steering/steeringOptions';
import { ORIGINAL_MAX_ANGULAR_ACCELERATION } from '../validation/defaultQuantities';
import { checkOptionKeys, givenValue, hasMethods } from '../validation/optionChecks';
import type { Body3D } from './Body3D';
import type { Propulsion3D } from './Propulsion3D';

/**
 * What BodySteering3D needs of an attitude controller: the library's `AttitudeController` (any 2D
 * law along the eigenaxis), the seed's stable torque PD, or your own. `update` writes the world
 * torque (N·m) to apply this step into `torque` and returns it.
 */
export interface AttitudeControl {
  update(input: Readonly<AttitudeInput>, torque: Vec3Like): Vec3Like;
  /** Forgets its memory; called on every new command. */
  reset(): void;
  /** Optional: its memory as plain JSON, for a snapshot (BodySteering3D.saveState keeps it). */
  saveState?(): unknown;
  /** Optional, with saveState: puts a memory back so that the next update answers as the saved controller would have. */
  restoreState?(memory: never): void;
  /**
   * Optional bumpless transfer: called on the new controller when it replaces `previous` mid-command (AttitudeController continues an
   * AttitudeController's turn).
   */
  handOver?(previous: AttitudeControl): void;
}

/** Settings of a {@link BodySteering3D} (those both steerers take: CommonSteeringOptions). */
export interface BodySteering3DOptions extends CommonSteeringOptions<Propulsion3D> {
  /**
   * The attitude controller (createAttitudeController(settings), or your own: update(input, torque) and reset()). It is reset on every new
   * command. Required.
   */
  controller: AttitudeControl;
  /**
   * The motor: { maxAngularAcceleration } (rad/s²) or { maxTorque: { x, y, z } } (N·m about each body axis). [default: {
   * maxAngularAcceleration: 4π }]
   */
  limit?: AttitudeLimit;
  /**
   * The body's nose in its own frame: what `face`, `seek` and a missile point at the target. [default: DEFAULT_FORWARD_AXIS, { x: 0, y: 0,
   * z: 1 }, three.js's and Unity's forward]
   */
  forwardAxis?: Vec3Like;
  /**
   * The body's up in its own frame: what `face(target, { up })` keeps toward `up`. Not along the nose. [default: DEFAULT_UP_AXIS, { x: 0,
   * y: 1, z: 0 }]
   */
  upAxis?: Vec3Like;
  /**
   * The guidance law a missile (a propulsion that flies along its heading) seeks by, either part optional. [default: law "pursuit",
   * straight at the target; navigationConstant 4]
   */
  guidance?: Partial<GuidanceSettings>;
}

/** A steerer's settings as a crowd takes them: the options checked, every default filled in. */
export interface Steerer3DSettings {
  controller: AttitudeControl;
  limit: AttitudeLimit;
  forwardAxis: Vec3Like;
  upAxis: Vec3Like;
  propulsion: Propulsion3D | null;
  reachDistance: number;
  passDistance: number;
  facing: 'target' | 'travel';
  guidance: GuidanceSettings;
  onReached: ((index: number) => void) | null;
}

const OWNER = 'BodySteering3D';
const KEYS = [
  'controller',
  'limit',
  'forwardAxis',
  'upAxis',
  'propulsion',
  'reachDistance',
  'passDistance',
  'facing',
  'guidance',
  'onReached',
] as const;

/** How BodySteering3D's refusals name its controller and propulsion. */
const WORDS_3D: OptionWords = {
  owner: OWNER,
  controller:
    'an attitude controller (an object with update(input, torque) and reset(), e.g. createAttitudeController(settings) or new ' +
    'AttitudeController(turnController))',
  propulsion:
    'a Propulsion3D (MissilePropulsion3D, CharacterPropulsion3D, or your own with maxSpeed, heading, drive, coast, hold and brake)',
};

/** A body axis given as an option: a vector of finite numbers, not zero, copied. */
function checkAxis(value: unknown, name: string, fallback: Vec3Like): Vec3Like {
  if (value === undefined) return { ...fallback };
  const axis = checkVec3(value, `${OWNER}: ${name}`);
  if (axis.x === 0 && axis.y === 0 && axis.z === 0)
    throw new RangeError(`${OWNER}: ${name} must be a direction in the body's frame, not { x: 0, y: 0, z: 0 }`);
  return { x: axis.x, y: axis.y, z: axis.z };
}

/**
 * Checks the body and the options a BodySteering3D is given, and fills in the defaults: throws a
 * TypeError or RangeError naming the option and what it allows.
 */
export function checkBodySteering3DOptions(body: unknown, options: unknown): Steerer3DSettings {
  if (
    !hasMethods(body, [
      'position',
      'orientation',
      'linearVelocity',
      'angularVelocity',
      'mass',
      'inertia',
      'applyTorque',
      'applyForce',
      'setLinearVelocity',
    ])
  ) {
    throw new TypeError(
      `${OWNER}: body must be a Body3D (rapierBody(rigidBody), cannonBody(body), or your own with position, orientation, ` +
        `linearVelocity, angularVelocity, mass, inertia, applyTorque, applyForce and setLinearVelocity), got ${givenValue(body)}`,
    );
  }
  const given = checkOptionKeys(OWNER, 'options', options, KEYS);
  const common = checkCommonOptions<Propulsion3D>(WORDS_3D, given, ['law', 'navigationConstant']);
  if (common.propulsion?.stopsDead === true && typeof (body as Body3D).setAngularVelocity !== 'function')
    throw new TypeError(`${OWNER}: a propulsion that stops dead needs a body with setAngularVelocity (its dead stop)`);
  const forwardAxis = checkAxis(given.forwardAxis, 'forwardAxis', DEFAULT_FORWARD_AXIS);
  const upAxis = checkAxis(given.upAxis, 'upAxis', DEFAULT_UP_AXIS);
  const across = cross({ x: 0, y: 0, z: 0 }, forwardAxis, upAxis);
  if (!(dot(across, across) > 1e-12 * dot(forwardAxis, forwardAxis) * dot(upAxis, upAxis)))
    throw new RangeError(
      `${OWNER}: upAxis must not be along forwardAxis, got forwardAxis ${givenValue(forwardAxis)} and upAxis ${givenValue(upAxis)}`,
    );
  return {
    ...common,
    controller: common.controller as AttitudeControl,
    limit:
      given.limit === undefined
        ? { maxAngularAcceleration: ORIGINAL_MAX_ANGULAR_ACCELERATION }
        : copyLimit(checkAttitudeLimit(given.limit, `${OWNER}: limit`)),
    forwardAxis,
    upAxis,
  };
}

/** Checks an attitude controller (an object with update(input, torque) and reset()); a TypeError naming it when it is not one. */
export function checkAttitudeControl(controller: unknown): AttitudeControl {
  return checkControllerShape<AttitudeControl>(WORDS_3D, controller);
}

/** A checked limit, copied (a caller's object changed later does not change the motor). */
export function copyLimit(limit: AttitudeLimit): AttitudeLimit {
  return 'maxTorque' in limit
    ? { maxTorque: { x: limit.maxTorque.x, y: limit.maxTorque.y, z: limit.maxTorque.z } }
    : { maxAngularAcceleration: limit.maxAngularAcceleration };
}
