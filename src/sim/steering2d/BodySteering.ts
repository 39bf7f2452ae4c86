import type { Body } from 'planck';
import type { ControllerTerms, TurnController } from '../control/TurnController';
import type { SensorNoise } from '../control/NoisySensor';
import { checkStep } from '../control/checkTurnInput';
import { wrapAngle } from '../math/angle';
import type { Vec2Like } from '../math/vec2';
import { checkPlanckBody, planckBody } from '../planck/planckBody';
import type { SteeringState } from '../state/memory';
import { REAIM_ANGLE, type SteeringMode } from '../steering/SteeringCrowd';
import { SteeringFront } from '../steering/SteeringFront';
import { checkNumber, givenValue, hasMethods } from '../validation/optionChecks';
import { MAX_ANGULAR_ACCELERATION_RANGE } from '../validation/quantities';
import type { Body2D } from '../body/Body2D';
import { checkBodySteeringOptions, checkController, type BodySteeringOptions } from './bodySteeringOptions';
import { F2 } from './layout2d';
import type { MovingTarget } from '../body/MovingTarget';
import type { Propulsion } from './Propulsion';
import { SteeringCrowd2D } from './SteeringCrowd2D';
import { restoreSteering2D, saveSteering2D } from './steeringState2D';

export type { BodySteeringOptions } from './bodySteeringOptions';

/** What a {@link BodySteering} is doing. */
export type BodySteeringMode = SteeringMode;

const BODY_2D_METHODS = [
  'position',
  'center',
  'angle',
  'axis',
  'linearVelocity',
  'angularVelocity',
  'mass',
  'inertia',
  'applyForce',
  'applyTorque',
  'setLinearVelocity',
  'setAngularVelocity',
];

/** `body` as a Body2D: a planck body adapted (it must be dynamic), or a Body2D of your own; a TypeError naming it otherwise. */
function bodyOf(body: unknown): Body2D {
  if (hasMethods(body, BODY_2D_METHODS)) return body as Body2D;
  checkPlanckBody('BodySteering', body);
  // A static or kinematic body has no mass to turn: planck ignores its torques.
  if (!body.isDynamic()) throw new Error('BodySteering steers a dynamic body (a static or kinematic one ignores torque and force)');
  return planckBody(body);
}

/**
 * Steers a body of your own in 2D, by torque: a planck body in your own `World`, or any engine's
 * through a {@link Body2D}. Call a command (`turnTo`, `face`, `seek`, `arrive`, `follow`, `stop`),
 * then `step(dt)` once before each engine step. Gravity, joints, contacts and your own forces act
 * on the body as usual. The game's missiles and characters are each a body, one of these and a
 * propulsion.
 *
 * A step: the propulsion, if any, applies its force (and a missile's velocity re-aim); then the
 * heading error, wrap(heading − desired), is measured, with the desired heading's rate (from the
 * target's motion, or guidance's) as feed-forward, and the turn controller's command, clamped to
 * ± `maxAngularAcceleration`, is applied as a torque: the command times the body's inertia about
 * its centre of mass (read each step, see planckBody.ts). It never sets the angle. A step has two
 * halves, `sense` and `finish`, so that a controller that answers later (the player's code in a
 * Worker) is asked in between (`pending`); `step` is both.
 *
 * It is one steerer of a crowd (SteeringCrowd2D: the laws over flat arrays, which a world of many
 * bodies steps in one pass); its state is plain numbers, saved and put back bit for bit
 * ({@link saveState}). Allocation-free per step.
 */
export class BodySteering extends SteeringFront<Vec2Like, MovingTarget, Propulsion, SteeringCrowd2D> {
  /** The body as it was given. */
  readonly body: Body;
  protected readonly owner = 'BodySteering';
  protected readonly propulsionKinds = 'MissilePropulsion, CharacterPropulsion';
  protected readonly pointShape = '{ x, y }';
  private readonly point: Vec2Like = { x: 0, y: 0 };

  /**
   * @param body a dynamic planck body, or a Body2D of another engine
   * @param options checked (bodySteeringOptions.ts)
   * @param crowd the crowd it steps in [default: one of its own] (a world's entities share one)
   * @throws TypeError or RangeError naming the option and what it allows: a body that is not a
   * dynamic planck body or a Body2D, a missing or unknown option, a controller without update and
   * reset, a number out of its range (bodySteeringOptions.ts).
   */
  constructor(body: Body | Body2D, options: BodySteeringOptions, crowd = new SteeringCrowd2D()) {
    const adapted = bodyOf(body);
    const checked = checkBodySteeringOptions(options);
    super(crowd, checked.guidance);
    this.slot.index = crowd.addSteerer(this.slot, adapted, checked);
    this.body = body as Body;
  }

  protected named(command: string, name: string): string {
    return `${command}: ${name}`;
  }

  protected checkPoint(command: string, name: string, point: unknown): Vec2Like {
    const candidate = point as Partial<Vec2Like> | null | undefined;
    if (
      typeof candidate !== 'object' ||
      candidate === null ||
      typeof candidate.x !== 'number' ||
      typeof candidate.y !== 'number' ||
      !Number.isFinite(candidate.x) ||
      !Number.isFinite(candidate.y)
    ) {
      throw new RangeError(`${command}: ${name} must be a point { x, y } of finite numbers (m), got ${givenValue(point)}`);
    }
    return candidate as Vec2Like;
  }

  protected goalPoint(): Vec2Like {
    this.point.x = this.field(F2.GX);
    this.point.y = this.field(F2.GY);
    return this.point;
  }

  protected copyPoint(point: Readonly<Vec2Like>): Vec2Like {
    return { x: point.x, y: point.y };
  }

  protected readBody(): void {
    this.crowd.read(this.index);
  }

  protected stopDeadNow(): void {
    this.crowd.stopDeadNow(this.index);
  }

  // ---- Settings (checked when changed) ----

  /** The turn motor's limit, rad/s²: every command is clamped to ± it. */
  get maxAngularAcceleration(): number {
    return this.field(F2.LIMIT);
  }
  set maxAngularAcceleration(value: number) {
    this.setField(F2.LIMIT, checkNumber('BodySteering', 'maxAngularAcceleration', value, MAX_ANGULAR_ACCELERATION_RANGE, 'rad/s²'));
  }

  /** The turn controller that steers. */
  get controller(): TurnController {
    return this.crowd.controllers[this.index] as TurnController;
  }

  /**
   * Steers with `controller` from the next step on. Mid-command it takes over from the old one's
   * last command (bumpless: its `handOver`, if it has one), so the turn does not jerk. Throws a
   * TypeError for anything but a turn controller.
   */
  useController(controller: TurnController): void {
    const mode = this.mode;
    this.crowd.useController(this.index, checkController(controller), mode !== 'idle' && mode !== 'stop');
  }

  /** What the P, I and D parts of the controller added to its last command (PID-type controllers), or null. */
  get controllerTerms(): Readonly<ControllerTerms> | null {
    return this.controller.terms ?? null;
  }

  /** The noise on what the controller reads (heading error, angular velocity), or null. */
  get sensorNoise(): Readonly<SensorNoise> | null {
    return this.crowd.sensors[this.index]?.noise ?? null;
  }

  /**
   * Makes the controller read the body through a noisy sensor (seeded Gaussian noise on the heading
   * error and the angular velocity, a fresh generator from its seed; the physics stays exact), or a
   * clean one with null. Throws a RangeError naming a bad deviation.
   */
  setSensorNoise(noise: Readonly<SensorNoise> | null): void {
    this.crowd.setSensorNoise(this.index, noise);
  }

  // ---- Commands ----

  /**
   * Turns onto the fixed heading `heading`, rad (counter-clockwise from +x), as it moves: a missile
   * flies on along it. Given again within a few steps a heading turned a little (a turret re-aimed
   * every frame), the turn goes on, at the rate the heading turned.
   */
  turnTo(heading: number): void {
    const wanted = checkNumber('turnTo', 'heading', heading, {}, 'rad');
    const elapsed = this.crowd.reaiming(this.index, 'turn');
    const turned = wrapAngle(wanted - this.field(F2.FIXED_HEADING));
    this.setField(F2.FIXED_HEADING, wanted);
    if (elapsed > 0 && Math.abs(turned) <= REAIM_ANGLE) {
      this.setField(F2.FIXED_RATE, turned / elapsed);
      this.setField(F2.SINCE, 0);
      return;
    }
    this.setField(F2.FIXED_RATE, 0);
    this.crowd.clearGoal(this.index);
    this.crowd.enter(this.index, 'turn');
  }

  /**
   * Turns in place to face `target` (a point, or a moving target read every step), holding its
   * position: a character brakes any motion by force; a missile cuts its thrust, and its heading is
   * its nose (it does not fly there), so a drift has no say in where it points. Given again every
   * frame a point that moved a little (a turret's script), the turn goes on: the point's motion is
   * fed forward as a moving target's, and the controller keeps its history.
   */
  face(target: Readonly<Vec2Like> | MovingTarget): void {
    this.aimCommand('face', target);
  }

  // ---- The step's halves ----

  /**
   * The first half of a step, dt in s: the propulsion's force, the path's waypoints, guidance, and
   * the turn controller's input sensed (a controller that answers later is asked here). Throws
   * for a dt that is no number or outside 1e-6 to 10 s, having changed nothing.
   */
  sense(dt: number): void {
    checkStep('step', dt);
    this.crowd.read(this.index);
    this.crowd.sense(this.index, dt);
  }

  /** Between the halves of a step: null when the controller can answer what was sensed now, else a promise that resolves when it can. */
  pending(): Promise<void> | null {
    return this.crowd.pending(this.index);
  }

  /**
   * The second half of a step: the controller's command, clamped, times the inertia about the centre of mass, applied as torque (with the
   * first half's force).
   */
  finish(): void {
    this.crowd.finish(this.index);
    this.crowd.write(this.index);
  }

  // ---- State ----

  /** The heading the controller steered on the last step, rad: the body's angle, or a missile's flight. */
  get heading(): number {
    return this.field(F2.HEADING);
  }
  /** The heading wanted on the last step, rad. */
  get desiredHeading(): number {
    return this.field(F2.DESIRED);
  }
  /** wrap(heading − desired heading) of the last step, rad. */
  get headingError(): number {
    return this.field(F2.ERROR);
  }
  /** How fast the desired heading turned on the last step, rad/s (the controller's feed-forward). */
  get desiredHeadingRate(): number {
    return this.field(F2.RATE);
  }
  /** The angular acceleration commanded on the last step, after the clamp, rad/s². */
  get command(): number {
    return this.field(F2.COMMAND);
  }
  /** The torque applied on the last step, N·m. */
  get torque(): number {
    return this.field(F2.COMMAND) * this.field(F2.INERTIA);
  }
  /** The moving target's velocity, m/s (zero for a point). */
  get targetVelocity(): Readonly<Vec2Like> {
    return this.movingTarget?.velocity ?? ZERO;
  }
  /** The predicted intercept guidance steers a missile to (lead, proportional navigation), or null. */
  get intercept(): Readonly<Vec2Like> | null {
    return Number.isNaN(this.field(F2.GUIDED_HEADING)) ? null : (this.crowd.guidance[this.index]?.intercept ?? null);
  }

  /**
   * The heading error the controller would see now, rad, from the current state and without side
   * effects (0 with nothing to steer at): to measure a turn after a step.
   */
  measureHeadingError(): number {
    return this.crowd.measureHeadingError(this.index);
  }

  /** Everything it remembers between steps besides its body and its command, for {@link restoreState}. */
  saveState(): SteeringState {
    return saveSteering2D(this.crowd, this.index);
  }

  /**
   * Puts back what {@link saveState} gave, into a steering given the same command (and its body put
   * back as it was): it then steps on bit for bit as the saved one. Throws a TypeError or
   * RangeError naming a field that is not what saveState writes, with its range (an angle beyond
   * ±π, a path index beyond the path it follows…), or that its controller refuses, and then
   * changes nothing: the whole state is checked before any of it is written.
   */
  restoreState(saved: Readonly<SteeringState>): void {
    restoreSteering2D(this.crowd, this.index, saved);
  }
}

const ZERO: Readonly<Vec2Like> = Object.freeze({ x: 0, y: 0 });
