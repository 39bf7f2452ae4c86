import type { Body } from 'planck';
import type { Vec2Like } from '../math/vec2';
import { pushCharacter } from '../body/characterForce';
import { movesEnoughToFaceTravel } from '../body/travelFacing';
import { turnBrakingCommand } from '../steering/turnBraking';
import type { EntityDefinition } from './EntityDefinition';
import { SteeredEntity } from './SteeredEntity';

/**
 * A character (the article's "MovingEntity"): it moves independently of its facing. A
 * vector-feedback seek force drives its velocity toward `maxSpeed` in the direction of the target
 * (see arriveForce.ts), slowing down to stop on a target it seeks (Reynolds' arrive) and never
 * pushing harder than `maxLinearAcceleration`; the same turn controller as the missile turns its
 * body, whose heading is its body angle, toward the target (or its direction of travel, with
 * `facing: "travel"`).
 *
 * It comes to rest by force and torque, never by setting its velocity: arrived within
 * `minSeekDistance` of its target, or idle (told so, or at the end of a path), it brakes its
 * motion by the same capped force (toward the target it arrived at, if any) and its turn by the
 * motor at most at its limit; turning in place (Track), it brakes its motion the same way. The original demo set both velocities to zero, an acceleration of
 * 600 m/s² in one step at 10 m/s.
 */
export class Character extends SteeredEntity {
  private readonly force: Vec2Like = { x: 0, y: 0 };

  /** Wraps `body`, made for `definition` by createEntityBody. */
  constructor(body: Body, definition: Omit<EntityDefinition, 'type'>) {
    super(body, { ...definition, type: 'character' });
  }

  protected measureHeading(): number {
    return this.body.getAngle();
  }

  protected override wantedHeading(target: Vec2Like): number {
    if (this.travelFacing()) {
      const velocity = this.body.getLinearVelocity();
      return Math.atan2(velocity.y, velocity.x);
    }
    return super.wantedHeading(target);
  }

  /** Facing its travel, the heading's rate is its step-to-step difference (NaN); else the line of sight's. */
  protected override steerHeadingRate(target: Vec2Like, dt: number): number {
    return this.travelFacing() ? Number.NaN : super.steerHeadingRate(target, dt);
  }

  protected applyPropulsion(target: Vec2Like, dt: number): void {
    this.push(target, this.headingForStop, dt);
  }

  /** Turning in place (Track): brakes any motion by the capped force, so it stands while it turns. */
  protected override holdPosition(dt: number): void {
    const velocity = this.body.getLinearVelocity();
    if (velocity.x !== 0 || velocity.y !== 0) this.push(null, true, dt);
  }

  protected brakeToRest(target: Readonly<Vec2Like> | null, dt: number): number {
    this.push(target, true, dt);
    // The turn brakes at most at the motor's limit: the acceleration that stops it this step, clamped.
    const command = turnBrakingCommand(this.body.getAngularVelocity(), dt, this.settings.maxAngularAcceleration);
    if (command !== 0) this.body.applyTorque(command * this.inertia, true);
    return command;
  }

  /** Applies the seek (or arrive) force toward `target`, or the braking force without one. */
  private push(target: Readonly<Vec2Like> | null, arrive: boolean, dt: number): void {
    const { maxSpeed, velocityGain, maxLinearAcceleration } = this.settings;
    this.thrustFractionValue = pushCharacter(this.body, target, arrive, maxSpeed, velocityGain, maxLinearAcceleration, dt, this.force);
  }

  private travelFacing(): boolean {
    return this.settings.facing === 'travel' && movesEnoughToFaceTravel(this.body);
  }
}
