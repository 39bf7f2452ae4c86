/**
 * The lab's target: a point on a sphere round the craft, placed by azimuth and elevation (a drag
 * sets its direction, the arrow keys step its angles). It moves only between steps, and reads as
 * a moving target (position and velocity, m and m/s) to the steering that faces or chases it.
 */
import type { Vec3Like } from '../../sim/math3d/vec3';

/** The highest and lowest elevation the keys reach, rad (85°: the poles would freeze the azimuth). */
export const MAX_ELEVATION = (85 * Math.PI) / 180;

/** One arrow-key step of the target, rad (10°), and with Shift (30°). */
export const KEY_STEP = (10 * Math.PI) / 180;
export const KEY_STEP_LARGE = (30 * Math.PI) / 180;

/**
 * A target on the sphere of `radius` (m) round `center` (m). Azimuth about the world's up (y) from
 * +z toward +x, elevation up from the horizontal, rad. {@link beforeStep} turns a move since the
 * last step into the velocity of the coming step (the steering's feed-forward), so a dragged target
 * carries its motion and a still one has none.
 */
export class SphereTarget {
  private azimuthValue = 0;
  private elevationValue = 0;
  private readonly positionValue: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly velocityValue: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly previous: Vec3Like = { x: 0, y: 0, z: 0 };

  constructor(
    readonly center: Readonly<Vec3Like>,
    readonly radius: number,
    azimuth: number,
    elevation: number,
  ) {
    this.place(azimuth, elevation);
    this.copyPrevious();
  }

  /** Where it is, m (live: read every step). */
  get position(): Readonly<Vec3Like> {
    return this.positionValue;
  }

  /** Its velocity over the coming step, m/s: the last move divided by the step. */
  get velocity(): Readonly<Vec3Like> {
    return this.velocityValue;
  }

  get azimuth(): number {
    return this.azimuthValue;
  }

  get elevation(): number {
    return this.elevationValue;
  }

  /** Places it at `azimuth` and `elevation` (rad; the elevation kept within ±{@link MAX_ELEVATION}). */
  place(azimuth: number, elevation: number): void {
    if (!Number.isFinite(azimuth) || !Number.isFinite(elevation))
      throw new RangeError(`target: azimuth and elevation must be finite numbers (rad), got ${azimuth}, ${elevation}`);
    this.azimuthValue = Math.atan2(Math.sin(azimuth), Math.cos(azimuth));
    this.elevationValue = Math.max(-MAX_ELEVATION, Math.min(MAX_ELEVATION, elevation));
    const c = Math.cos(this.elevationValue);
    const p = this.positionValue;
    p.x = this.center.x + this.radius * c * Math.sin(this.azimuthValue);
    p.y = this.center.y + this.radius * Math.sin(this.elevationValue);
    p.z = this.center.z + this.radius * c * Math.cos(this.azimuthValue);
  }

  /** The player moves it by steps of azimuth and elevation, rad. */
  nudge(azimuth: number, elevation: number): void {
    this.place(this.azimuthValue + azimuth, this.elevationValue + elevation);
  }

  /** The player drags it toward `direction` from the centre (any length but 0). */
  pointAt(direction: Readonly<Vec3Like>): void {
    const horizontal = Math.hypot(direction.x, direction.z);
    if (!(horizontal > 0 || direction.y !== 0)) return;
    this.place(horizontal > 0 ? Math.atan2(direction.x, direction.z) : this.azimuthValue, Math.atan2(direction.y, horizontal));
  }

  /** Before a fixed step of `dt` s: its velocity over the step is its move since the last one. */
  beforeStep(dt: number): void {
    const p = this.positionValue;
    const q = this.previous;
    this.velocityValue.x = (p.x - q.x) / dt;
    this.velocityValue.y = (p.y - q.y) / dt;
    this.velocityValue.z = (p.z - q.z) / dt;
    this.copyPrevious();
  }

  private copyPrevious(): void {
    this.previous.x = this.positionValue.x;
    this.previous.y = this.positionValue.y;
    this.previous.z = this.positionValue.z;
  }
}
