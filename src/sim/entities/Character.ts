import type { Body } from 'planck';
import { length, type Vec2Like } from '../math/vec2';
import { seekForce } from '../steering/seekForce';
import type { EntityDefinition } from './EntityDefinition';
import { SteeredEntity } from './SteeredEntity';

/** Speed above which a character facing its direction of travel uses the velocity's angle, m/s. */
const TRAVEL_FACING_MIN_SPEED = 0.5;

/**
 * A character (the article's "MovingEntity"): it moves independently of its facing. A
 * vector-feedback seek force drives its velocity toward `maxSpeed` in the direction of the target
 * (see {@link seekForce}); the same turn controller as the missile turns its body, whose heading
 * is its body angle, toward the target (or its direction of travel, with `facing: "travel"`).
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
    if (this.settings.facing === 'travel') {
      const velocity = this.body.getLinearVelocity();
      if (length(velocity.x, velocity.y) > TRAVEL_FACING_MIN_SPEED) return Math.atan2(velocity.y, velocity.x);
    }
    return super.wantedHeading(target);
  }

  protected applyPropulsion(target: Vec2Like, _dt: number): void {
    const mass = this.body.getMass();
    seekForce(this.body.getPosition(), this.body.getLinearVelocity(), target, this.settings.maxSpeed, this.settings.velocityGain, mass, this.force);
    const fullForce = mass * this.settings.velocityGain * this.settings.maxSpeed;
    this.thrustFractionValue = fullForce > 0 ? Math.min(1, length(this.force.x, this.force.y) / fullForce) : 0;
    this.body.applyForceToCenter(this.force, true);
  }
}
