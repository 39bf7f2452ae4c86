/**
 * A held target's flick: the pointer followed while it holds the target, and on release the velocity
 * the target is thrown with, in m per simulated second, or none (a drop).
 */
import { THROW_RULES, type Demo } from '../../app/Demo';
import type { Vec2Like } from '../../sim/math/vec2';
import type { Viewport } from '../Viewport';
import { FlickTracker } from './FlickTracker';

/** The pointer holding a target, followed for the throw its release makes. */
export class FlickThrow {
  /** The pointer's recent positions (CSS px) and event times (ms) while it holds a target, oldest first. */
  private readonly flicks = new FlickTracker();
  private readonly pointerVelocity: Vec2Like = { x: 0, y: 0 };
  private readonly throwVelocity: Vec2Like = { x: 0, y: 0 };

  constructor(
    private readonly demo: Demo,
    private readonly view: Viewport,
  ) {}

  /** A hold begins with the pointer at (`x`, `y`) CSS px at event time `time` (ms): the samples of an earlier hold are forgotten. */
  begin(x: number, y: number, time: number): void {
    this.flicks.reset();
    this.flicks.track(x, y, time);
  }

  /** The holding pointer is at (`x`, `y`) CSS px at event time `time` (ms). */
  track(x: number, y: number, time: number): void {
    this.flicks.track(x, y, time);
  }

  /**
   * The throw velocity of a release at event time `upTime` (ms), in m per simulated second, or null
   * for a drop: the pointer's velocity over its last 100 ms before it let go (FlickTracker.ts)
   * (held still, that is zero), when it is at least THROW_RULES.minFlickSpeedPx. Never while time is
   * paused: then the player is placing things. The pointer moves in real time and the target in
   * simulated time, so in slow motion it is thrown as fast as it looked. The vector is reused.
   */
  velocity(upTime: number): Vec2Like | null {
    if (this.demo.clock.paused) return null;
    const velocity = this.flicks.velocity(upTime, this.pointerVelocity);
    if (velocity === null) return null;
    const { x: vx, y: vy } = velocity;
    if (Math.hypot(vx, vy) < THROW_RULES.minFlickSpeedPx) return null;
    const perMetre = this.view.pixelsPerMetre * this.demo.clock.timeScale;
    this.throwVelocity.x = vx / perMetre;
    this.throwVelocity.y = -vy / perMetre;
    return this.throwVelocity;
  }
}
