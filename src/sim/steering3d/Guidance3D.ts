import { quatFromRotationVector, rotateVec3, type QuatLike } from '../math3d/quaternion';
import { addScaled, copyVec3, dot, normalizeInto, scaleVec3, setVec3, type Vec3Like } from '../math3d/vec3';
import { NAVIGATION_ENGAGE_CONE, NAVIGATION_HEADING_LEASH, straightInterceptTime, type GuidanceSettings } from '../steering/Guidance';
import { rotationRate, sightRate3D } from './sightRate3D';
import { givenValue } from '../validation/givenValue';

/** What a {@link Guidance3D} keeps between steps, as plain data (for a snapshot). */
export interface Guidance3DMemory {
  /** Proportional navigation's integrated direction, unit. */
  desired: [number, number, number];
  navigating: boolean;
}

/**
 * The plane's guidance laws in space (steering/Guidance.ts has their derivation and
 * measurements): the direction a missile's flight should take (unit, world) and that direction's
 * angular velocity ({@link rate}, rad/s, world), the feed-forward of its attitude controller.
 * Allocation-free; keeps the state proportional navigation needs.
 *
 * - Pursuit: at the target; the rate fed forward is the part of the line of sight's rotation the
 *   target's motion makes (sightRate3D with the target's velocity alone), the missile's own part
 *   following from its turn.
 * - Lead: at the straight-line intercept, |r + v_T·t| = s·t (straightInterceptTime, shared with
 *   the plane: it needs only dot products); its rate the change of that aim over the coming step.
 *   Without an intercept, pursuit.
 * - Proportional navigation: the line of sight turns at ω = (r × v)/|r|² (a vector now); PN turns
 *   the flight at N·ω. Through an attitude controller it is a moving set-point: the wanted
 *   direction d is rotated by N·ω·dt each step (rotation vector → quaternion), but not further
 *   from the flight than {@link NAVIGATION_HEADING_LEASH} (conditional integration, as in the
 *   plane); N·ω is its rate. It starts on the line of sight once the flight is within
 *   {@link NAVIGATION_ENGAGE_CONE} of it, and pursues (toward the target) before that and whenever
 *   the target is not closing. The plane's refinements that need the target's known course
 *   (augmented PN, launch on the collision course) and the nose offset are not carried over.
 */
export class Guidance3D {
  private readonly desired: Vec3Like = { x: 0, y: 0, z: 1 };
  private navigating = false;
  private readonly rateValue: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly interceptPoint: Vec3Like = { x: 0, y: 0, z: 0 };
  private hasIntercept = false;
  private readonly range: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly relative: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly aim: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly aimNext: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly commanded: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly turned: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly turn: QuatLike = { x: 0, y: 0, z: 0, w: 1 };

  /** `settings` read on every step. */
  constructor(readonly settings: GuidanceSettings) {}

  /** Starts over (a new command or target). */
  reset(): void {
    this.navigating = false;
    this.hasIntercept = false;
  }

  saveState(): Guidance3DMemory {
    return { desired: [this.desired.x, this.desired.y, this.desired.z], navigating: this.navigating };
  }

  /** Puts back what {@link saveState} gave. @throws TypeError naming the field when `memory` is not such a memory; then nothing changed. */
  restoreState(memory: Readonly<Guidance3DMemory>): void {
    const desired = typeof memory === 'object' && memory !== null ? (memory.desired as unknown) : undefined;
    if (
      !Array.isArray(desired) ||
      desired.length !== 3 ||
      !desired.every((value) => typeof value === 'number' && Number.isFinite(value)) ||
      typeof memory.navigating !== 'boolean'
    ) {
      throw new TypeError(
        `Guidance3D.restoreState: memory must be { desired: [x, y, z] finite numbers, navigating: true or false } (what ` +
          `saveState gave), got ${givenValue(memory)}`,
      );
    }
    setVec3(this.desired, memory.desired[0], memory.desired[1], memory.desired[2]);
    this.navigating = memory.navigating;
  }

  /** The angular velocity of the direction the last {@link desiredDirection} gave, rad/s, world. */
  get rate(): Readonly<Vec3Like> {
    return this.rateValue;
  }

  /** The predicted intercept point of the last computation (lead, proportional navigation), or null. */
  get intercept(): Readonly<Vec3Like> | null {
    return this.hasIntercept ? this.interceptPoint : null;
  }

  /**
   * The direction to fly this step (unit, world), into `out`. `heading` is the missile's direction
   * of flight (unit), `speed` the speed it solves intercepts with (m/s). @throws TypeError naming a
   * vector that is not an object (the steerer's own call passes: a few `typeof` tests a step).
   */
  desiredDirection(
    out: Vec3Like,
    missilePosition: Readonly<Vec3Like>,
    missileVelocity: Readonly<Vec3Like>,
    speed: number,
    heading: Readonly<Vec3Like>,
    targetPosition: Readonly<Vec3Like>,
    targetVelocity: Readonly<Vec3Like>,
    dt: number,
  ): Vec3Like {
    if (
      !isObject(out) ||
      !isObject(missilePosition) ||
      !isObject(missileVelocity) ||
      !isObject(heading) ||
      !isObject(targetPosition) ||
      !isObject(targetVelocity)
    ) {
      refuseVectors({ out, missilePosition, missileVelocity, heading, targetPosition, targetVelocity });
    }
    const r = addScaled(this.range, targetPosition, missilePosition, -1);
    const distance = normalizeInto(out, r);
    if (!(distance > 0)) return copyVec3(out, heading);
    // `out` is the line of sight now.
    this.hasIntercept = this.predictIntercept(r, targetPosition, targetVelocity, speed);
    switch (this.settings.law) {
      case 'pursuit':
        sightRate3D(this.rateValue, r, targetVelocity, dt);
        return out;
      case 'lead':
        return this.lead(out, r, targetVelocity, speed, dt);
      case 'proportional-navigation': {
        const v = addScaled(this.relative, targetVelocity, missileVelocity, -1);
        const closing = -dot(r, v);
        if (closing <= 0 || dot(missileVelocity, missileVelocity) === 0) return this.pursue(out, r, targetVelocity, dt);
        if (!this.navigating) {
          if (angleBetween(heading, out) > NAVIGATION_ENGAGE_CONE) return this.pursue(out, r, targetVelocity, dt);
          this.navigating = true;
          copyVec3(this.desired, out);
        }
        const commanded = scaleVec3(this.commanded, sightRate3D(this.commanded, r, v, dt), this.settings.navigationConstant);
        // The wanted direction turned by the command over the step, unless that takes it further past the leash.
        rotateVec3(this.turned, quatFromRotationVector(this.turn, scaleVec3(this.aim, commanded, dt)), this.desired);
        normalizeInto(this.turned, this.turned);
        const lead = angleBetween(this.desired, heading);
        if (lead <= NAVIGATION_HEADING_LEASH || angleBetween(this.turned, heading) < lead) copyVec3(this.desired, this.turned);
        copyVec3(this.rateValue, commanded);
        return copyVec3(out, this.desired);
      }
    }
  }

  /** Lead pursuit's direction into `out` (the line of sight in it on entry), its rate from the target's motion. */
  private lead(out: Vec3Like, r: Readonly<Vec3Like>, targetVelocity: Readonly<Vec3Like>, speed: number, dt: number): Vec3Like {
    if (!this.hasIntercept || !interceptAim(this.aim, r, targetVelocity, speed)) {
      sightRate3D(this.rateValue, r, targetVelocity, dt);
      return out;
    }
    // The aim after the coming step, the target flown on and the missile where it is.
    addScaled(this.aimNext, r, targetVelocity, dt);
    if (interceptAim(this.aimNext, this.aimNext, targetVelocity, speed)) rotationRate(this.rateValue, this.aim, this.aimNext, dt);
    else sightRate3D(this.rateValue, r, targetVelocity, dt);
    normalizeInto(out, this.aim);
    return out;
  }

  /** No navigation this step: toward the target (the line of sight, in `out`), the target's part of its rate fed forward. */
  private pursue(out: Vec3Like, r: Readonly<Vec3Like>, targetVelocity: Readonly<Vec3Like>, dt: number): Vec3Like {
    this.navigating = false;
    copyVec3(this.desired, out);
    sightRate3D(this.rateValue, r, targetVelocity, dt);
    return out;
  }

  /** Solves the straight intercept; writes interceptPoint and returns true when there is one. */
  private predictIntercept(
    r: Readonly<Vec3Like>,
    targetPosition: Readonly<Vec3Like>,
    targetVelocity: Readonly<Vec3Like>,
    speed: number,
  ): boolean {
    const t = straightInterceptTime(dot(r, r), dot(r, targetVelocity), dot(targetVelocity, targetVelocity), speed);
    if (Number.isNaN(t)) return false;
    addScaled(this.interceptPoint, targetPosition, targetVelocity, t);
    return true;
  }
}

/** The aim r + v_T·t at the straight intercept, into `out` (which may be r); false without one. */
function interceptAim(out: Vec3Like, r: Readonly<Vec3Like>, targetVelocity: Readonly<Vec3Like>, speed: number): boolean {
  const t = straightInterceptTime(dot(r, r), dot(r, targetVelocity), dot(targetVelocity, targetVelocity), speed);
  if (Number.isNaN(t)) return false;
  addScaled(out, r, targetVelocity, t);
  return true;
}

/** The angle between two unit vectors, rad, by atan2 of the cross and dot products (precise near 0). */
function angleBetween(a: Readonly<Vec3Like>, b: Readonly<Vec3Like>): number {
  const cx = a.y * b.z - a.z * b.y;
  const cy = a.z * b.x - a.x * b.z;
  const cz = a.x * b.y - a.y * b.x;
  return Math.atan2(Math.sqrt(cx * cx + cy * cy + cz * cz), dot(a, b));
}

/** Whether `value` is an object a vector's fields can be read from. */
function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

/** Refuses the first of `vectors` that is not an object, naming it. */
function refuseVectors(vectors: Readonly<Record<string, unknown>>): never {
  const [name, value] = Object.entries(vectors).find(([, given]) => !isObject(given)) ?? ['out', undefined];
  throw new TypeError(`Guidance3D.desiredDirection: ${name} must be a vector { x, y, z }, got ${givenValue(value)}`);
}
