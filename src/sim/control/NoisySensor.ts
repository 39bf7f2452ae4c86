import { wrapAngle } from '../math/angle';
import { RandomStream } from '../math/random';
import type { TurnInput } from './TurnController';
import { setTurnInput } from './turnInput';

/** Gaussian noise on what a controller measures. */
export interface SensorNoise {
  /** Standard deviation of the heading error's noise, rad. */
  headingErrorStdDev: number;
  /** Standard deviation of the angular velocity's noise, rad/s. */
  angularVelocityStdDev: number;
  /** Seed of the generator, so a run repeats exactly. [default: 1] */
  seed?: number;
}

/**
 * A noisy sensor between a body and its turn controller: independent Gaussian noise (Box–Muller
 * on the seeded generator of `src/sim/math/random.ts`) is added to the heading error and the
 * angular velocity of every reading. The body itself is untouched: the physics stays exact, only
 * the controller's view of it is noisy. The entity's turn motor reads through it before it asks
 * its controller (so a controller answering elsewhere, the player's code in a Worker, is asked
 * with the noisy reading). Allocation-free per reading.
 */
export class NoisySensor {
  private readonly random: RandomStream;
  private spare: number | null = null;

  /** Throws a RangeError naming a negative or non-finite deviation. */
  constructor(readonly noise: Readonly<SensorNoise>) {
    if (!(noise.headingErrorStdDev >= 0 && Number.isFinite(noise.headingErrorStdDev)))
      throw new RangeError(`headingErrorStdDev must be a finite number ≥ 0, got ${noise.headingErrorStdDev}`);
    if (!(noise.angularVelocityStdDev >= 0 && Number.isFinite(noise.angularVelocityStdDev)))
      throw new RangeError(`angularVelocityStdDev must be a finite number ≥ 0, got ${noise.angularVelocityStdDev}`);
    this.random = new RandomStream(noise.seed ?? 1);
  }

  /**
   * Writes into `out` the reading of `input` through the sensor: the same input with noise on its
   * heading error and angular velocity (the set-point's rate and acceleration pass unchanged).
   */
  read(input: Readonly<TurnInput>, out: TurnInput): void {
    const headingError = wrapAngle(input.headingError + this.noise.headingErrorStdDev * this.gaussian());
    const angularVelocity = input.angularVelocity + this.noise.angularVelocityStdDev * this.gaussian();
    // The set-point's motion comes from the target's, not from the body: it is not the sensor's.
    setTurnInput(
      out,
      headingError,
      angularVelocity,
      input.dt,
      input.maxAngularAcceleration,
      input.inertia,
      input.desiredHeadingRate ?? 0,
      input.desiredHeadingAcceleration ?? 0,
    );
  }

  /** A standard normal sample (two per pair of uniform draws). */
  /** Its generator's state and the second normal number of the last pair, for a snapshot. */
  saveState(): { state: number; spare: number | null } {
    return { state: this.random.state, spare: this.spare };
  }

  /** Puts back what {@link saveState} gave: the next readings are the saved sensor's. */
  restoreState(memory: Readonly<{ state: number; spare: number | null }>): void {
    this.random.state = memory.state >>> 0;
    this.spare = memory.spare;
  }

  private gaussian(): number {
    if (this.spare !== null) {
      const value = this.spare;
      this.spare = null;
      return value;
    }
    const u = 1 - this.random.next(); // (0, 1]: log stays finite
    const v = this.random.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spare = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  }
}
