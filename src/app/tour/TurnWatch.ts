import type { EntityRecord } from '../model/EntityState';

/** A turn counts as settled once the heading error stays within this, rad (1°)… */
const SETTLED_ERROR = Math.PI / 180;
/** …and the body turns slower than this, rad/s. */
const SETTLED_RATE = 0.05;

/** One measured turn: how far, how long, how far past, and the physical limit for that angle. */
export interface MeasuredTurn {
  /** The heading error when the turn began, degrees. */
  readonly angleDeg: number;
  /** Seconds from the start until the heading settled (within 1°, nearly still). */
  readonly seconds: number;
  /** How far the heading swung past the target direction, degrees. */
  readonly overshootDeg: number;
  /** The time-optimal limit for that angle and motor, 2·√(angle / maxAngularAcceleration), s. */
  readonly limitSeconds: number;
}

/**
 * Times one entity's turn toward its target: started when the target moves, finished when the
 * heading has settled. The time-optimal limit 2·√(θ/a) is the fastest any controller could turn θ
 * with a motor limited to a (full push for half the angle, full brake for the other half).
 */
export class TurnWatch {
  private startTime = Number.NaN;
  private angle = 0;
  /** The last finished turn, or null. */
  last: MeasuredTurn | null = null;

  constructor(readonly record: EntityRecord) {}

  /** True while a turn is being timed. */
  get timing(): boolean {
    return !Number.isNaN(this.startTime);
  }

  /** The target moved at simulated `time` (s): a turn starts now. */
  start(time: number): void {
    const error = Math.abs(this.record.entity.measureHeadingError());
    if (error < 2 * SETTLED_ERROR) return;
    this.startTime = time;
    this.angle = error;
    this.record.overshoot.clear();
  }

  /** Called after every step; finishes the turn once settled. */
  update(time: number): void {
    if (!this.timing) return;
    const entity = this.record.entity;
    if (Math.abs(entity.measureHeadingError()) > SETTLED_ERROR || Math.abs(entity.angularVelocity) > SETTLED_RATE) return;
    this.last = {
      angleDeg: (this.angle * 180) / Math.PI,
      seconds: time - this.startTime,
      overshootDeg: this.record.overshoot.maxDeg,
      limitSeconds: 2 * Math.sqrt(this.angle / entity.maxAngularAcceleration),
    };
    this.startTime = Number.NaN;
  }
}
