import { addScaled, copyVec3, dot, normalizeInto, scaleVec3, setVec3, type Vec3Like } from '../math3d/vec3';
import { TRAVEL_FACING_MIN_SPEED } from '../steering/facing';
import { rotationRate, sightRate3D } from './sightRate3D';

/**
 * Where a body aiming at its goal should point (unit, world) and how fast that direction turns
 * (rad/s, world: the attitude controller's feed-forward). Toward the goal, the line of sight's rate
 * from the target's motion relative to the body, or for a body that flies along its heading the
 * target's motion alone (its own flight turns the line of sight by the turn being commanded, as in
 * the plane). A character facing its travel points along its velocity above 0.5 m/s, the rate its
 * step-to-step change. Allocation-free.
 */
export class GoalSight {
  readonly direction: Vec3Like = { x: 0, y: 0, z: 1 };
  readonly rate: Vec3Like = { x: 0, y: 0, z: 0 };
  /** The direction of travel of the last step (facing travel), and whether there is one. */
  readonly travel: Vec3Like = { x: 0, y: 0, z: 0 };
  hasTravel = false;
  private readonly range: Vec3Like = { x: 0, y: 0, z: 0 };

  /**
   * Aims from the centre of mass `position` (m) moving at `velocity` (m/s) at the goal (`goal`, m,
   * moving at `goalVelocity`, m/s), with the heading `heading` (unit) kept when the goal is where
   * the body is.
   */
  aim(
    goal: Readonly<Vec3Like>,
    goalVelocity: Readonly<Vec3Like>,
    position: Readonly<Vec3Like>,
    velocity: Readonly<Vec3Like>,
    heading: Readonly<Vec3Like>,
    flies: boolean,
    facesTravel: boolean,
    dt: number,
  ): void {
    const direction = this.direction;
    const speed = Math.sqrt(dot(velocity, velocity));
    if (!flies && facesTravel && speed > TRAVEL_FACING_MIN_SPEED) {
      scaleVec3(direction, velocity, 1 / speed);
      if (this.hasTravel) rotationRate(this.rate, this.travel, direction, dt);
      else setVec3(this.rate, 0, 0, 0);
      copyVec3(this.travel, direction);
      this.hasTravel = true;
      return;
    }
    this.hasTravel = false;
    const r = addScaled(this.range, goal, position, -1);
    if (!(normalizeInto(direction, r) > 0)) copyVec3(direction, heading);
    const relative = flies ? goalVelocity : addScaled(this.rate, goalVelocity, velocity, -1);
    sightRate3D(this.rate, r, relative, dt);
  }
}
