import type { ControllerTerms } from '../../sim/control/TurnController';

/** The quantities the live scope plots, one ring buffer each. */
export type ScopeChannel =
  'headingErrorDeg' | 'commandedAngularAcceleration' | 'angularVelocity' | 'proportional' | 'integral' | 'derivative';

/**
 * Records the turn controller's signals of one entity, one sample per simulation step, over a
 * fixed window of simulated time (default 5 s). Fixed-size ring buffers: recording allocates
 * nothing. Sample 0 is the oldest.
 */
export class ScopeRecorder {
  /** Samples kept. */
  readonly capacity: number;
  /** Length of the window, s of simulated time. */
  readonly windowSeconds: number;
  private readonly times: Float64Array;
  private readonly channels: Record<ScopeChannel, Float64Array>;
  private oldest = 0;
  private size = 0;

  /**
   * @param dt the simulation step, s (one sample per step).
   * @param windowSeconds how much simulated time to keep, s. [default: 5]
   */
  constructor(dt: number, windowSeconds = 5) {
    this.windowSeconds = windowSeconds;
    this.capacity = Math.max(2, Math.ceil(windowSeconds / dt) + 1);
    this.times = new Float64Array(this.capacity);
    this.channels = {
      headingErrorDeg: new Float64Array(this.capacity),
      commandedAngularAcceleration: new Float64Array(this.capacity),
      angularVelocity: new Float64Array(this.capacity),
      proportional: new Float64Array(this.capacity),
      integral: new Float64Array(this.capacity),
      derivative: new Float64Array(this.capacity),
    };
  }

  get count(): number {
    return this.size;
  }

  /**
   * Records one sample (s, deg, the command after the motor clamp in rad/s², rad/s); `terms` null for a controller with no P, I and D parts
   * (kept as NaN: no line).
   */
  record(
    time: number,
    headingErrorDeg: number,
    commandedAngularAcceleration: number,
    angularVelocity: number,
    terms: Readonly<ControllerTerms> | null = null,
  ): void {
    const slot = (this.oldest + this.size) % this.capacity;
    this.times[slot] = time;
    this.channels.headingErrorDeg[slot] = headingErrorDeg;
    this.channels.commandedAngularAcceleration[slot] = commandedAngularAcceleration;
    this.channels.angularVelocity[slot] = angularVelocity;
    this.channels.proportional[slot] = terms ? terms.proportional : Number.NaN;
    this.channels.integral[slot] = terms ? terms.integral : Number.NaN;
    this.channels.derivative[slot] = terms ? terms.derivative : Number.NaN;
    if (this.size < this.capacity) this.size++;
    else this.oldest = (this.oldest + 1) % this.capacity;
  }

  /** Simulated time (s) of the i-th sample, 0 = oldest. */
  time(i: number): number {
    return this.times[(this.oldest + i) % this.capacity] as number;
  }

  /** Value of `channel` at the i-th sample, 0 = oldest. */
  value(channel: ScopeChannel, i: number): number {
    return this.channels[channel][(this.oldest + i) % this.capacity] as number;
  }

  /** Forgets every sample (e.g. when another entity is selected). */
  clear(): void {
    this.oldest = 0;
    this.size = 0;
  }
}
