import type { Body } from 'planck';
import { length, type Vec2Like } from '../math/vec2';
import { Guidance, type GuidanceSettings } from '../steering/Guidance';
import { lineOfSightRate } from '../steering/lineOfSight';
import { missileHeading, propelAlongNose, throttleTowardTarget } from '../body/missileFlight';
import type { EntityDefinition } from './EntityDefinition';
import { SteeredEntity } from './SteeredEntity';
import type { EntityMemory } from '../state/memory';
import { MISSILE_NOSE_LENGTH } from './shapes';

/**
 * A missile: it can only move along its nose. As in the article's `Missile`:
 * - its heading is the angle of its velocity when it moves, of its body when at rest;
 * - its velocity is kept along the nose ("it cannot slip sideways"): each step, all its momentum
 *   is turned to point down the nose, at the same speed capped to `maxSpeed`. This is the article's
 *   choice, kept on purpose: a velocity set, not a force, so the missile turns its flight exactly
 *   as its body turns (a real missile's fins do that job with lift);
 * - it thrusts along the nose at `maxLinearAcceleration`, but (unlike the original, which let the
 *   speed overshoot the cap by a step's worth of thrust) never past `maxSpeed`; with
 *   `thrust: "toward-target"` (the benchmark crowd's) only with the part of its nose that points
 *   toward the target (see throttleTowardTarget);
 * - told to stop at a target (the original's Seek) or to go idle, it stops dead, as the original
 *   did: it has no brakes to stop by force.
 */
export class Missile extends SteeredEntity {
  private readonly scratch: Vec2Like = { x: 0, y: 0 };
  /** Steers: runs once per step, keeps proportional navigation's state and the drawn intercept. */
  private readonly guidance: Guidance;
  /**
   * Measures: pursuit and lead recomputed from the current state, so that measuring changes
   * neither the steering nor the drawn intercept (those two laws keep no state of their own).
   */
  private readonly measuringGuidance: Guidance;
  /** The heading guidance gave on the last step (proportional navigation's integrated state), or null. */
  private guidedHeading: number | null = null;

  /** Wraps `body`, made for `definition` by createEntityBody. */
  constructor(body: Body, definition: Omit<EntityDefinition, 'type'>) {
    super(body, { ...definition, type: 'missile' });
    const settings = this.settings;
    // Read live, so a change of law or N in the panel applies on the next step.
    const liveSettings: GuidanceSettings = {
      get law() {
        return settings.guidance;
      },
      get navigationConstant() {
        return settings.navigationConstant;
      },
    };
    this.guidance = new Guidance(liveSettings, MISSILE_NOSE_LENGTH);
    this.measuringGuidance = new Guidance(liveSettings);
  }

  protected override saveGuidance(): EntityMemory['guidance'] {
    return { ...this.guidance.saveState(), guidedHeading: this.guidedHeading };
  }

  protected override restoreGuidance(memory: NonNullable<EntityMemory['guidance']>): void {
    this.guidance.restoreState(memory);
    this.guidedHeading = memory.guidedHeading;
  }

  protected override onEnter(): void {
    this.guidance.reset();
  }

  /** The original's idle: a dead stop. */
  protected override onIdle(): void {
    this.stopBody();
  }

  /** At a seek target, the original's dead stop, every step it is there; idle, nothing more (it stopped when told). */
  protected brakeToRest(target: Readonly<Vec2Like> | null): number {
    if (target !== null) this.stopBody();
    return 0;
  }

  override get intercept(): Readonly<Vec2Like> | null {
    return this.guidedHeading === null ? null : this.guidance.intercept;
  }

  /** A missile chasing a target flies through it (it cannot stop on a dime), unless told to stop as the original's Seek did. */
  protected override stopsAtTarget(): boolean {
    return this.targetId === null || this.settings.chaseArrival === 'stop';
  }

  /** Seeking, guidance chooses the heading (and advances its state); otherwise straight at the target. */
  protected override steerHeading(target: Vec2Like, dt: number): number {
    const seekTarget = this.target;
    if (this.mode !== 'seek' || seekTarget === null) {
      this.guidedHeading = null;
      this.guidance.reset();
      return super.wantedHeading(target);
    }
    const velocity = this.body.getLinearVelocity();
    const speed = Math.max(length(velocity.x, velocity.y), this.settings.maxSpeed);
    this.guidedHeading = this.guidance.desiredHeading(this.body.getPosition(), velocity, speed, seekTarget, this.targetVelocity, dt, this.targetCourse);
    return this.guidedHeading;
  }

  /**
   * Seeking, the rate of the heading guidance gave; otherwise the part of the line of sight's rate
   * that the target's own motion makes (0 for a waypoint): the missile flies along its heading, so
   * the part its own motion makes follows from the turn being commanded, a loop, not a feed-forward.
   */
  protected override steerHeadingRate(target: Vec2Like, dt: number): number {
    if (this.guidedHeading !== null) return this.guidance.rate;
    const position = this.body.getPosition();
    const targetVelocity = this.targetVelocity;
    return lineOfSightRate(target.x - position.x, target.y - position.y, targetVelocity.x, targetVelocity.y, dt);
  }

  /**
   * The heading wanted now. Seeking with pursuit or lead: the guidance law applied to the current
   * state. With proportional navigation, whose heading is integrated step by step, the integrator's
   * value (the line of sight before the first step).
   */
  protected override wantedHeading(target: Vec2Like): number {
    if (this.mode !== 'seek') return super.wantedHeading(target);
    if (this.settings.guidance === 'proportional-navigation') return this.guidedHeading ?? super.wantedHeading(target);
    const velocity = this.body.getLinearVelocity();
    const speed = Math.max(length(velocity.x, velocity.y), this.settings.maxSpeed);
    return this.measuringGuidance.desiredHeading(this.body.getPosition(), velocity, speed, target, this.targetVelocity, 0);
  }

  /**
   * In flight (seek, path), the direction it flies ({@link missileHeading}); turning in place
   * (Track), its nose: it does not fly there, so a drift left by a knock or a stop has no say in
   * where it points, and the torque always turns the heading it is steered by.
   */
  protected measureHeading(): number {
    return this.mode === 'turnTowards' ? this.body.getAngle() : missileHeading(this.body);
  }

  protected applyPropulsion(target: Vec2Like, dt: number): void {
    const throttle = this.thrust === 'toward-target' ? throttleTowardTarget(this.body, target) : 1;
    this.thrustFractionValue = throttle * propelAlongNose(this.body, this.settings.maxSpeed, throttle * this.settings.maxLinearAcceleration, dt, this.scratch);
  }
}
