import type { ControllerTerms, TurnController, TurnInput } from '../control/TurnController';
import { wrapAngle } from '../math/angle';
import { seededRandom } from '../math/random';

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
 * Wraps a controller so that it sees its heading error and angular velocity through a noisy
 * sensor: independent Gaussian noise (Box–Muller on the seeded generator of
 * `src/sim/math/random.ts`) is added to both before every call. The body itself is untouched: the
 * physics stays exact, only the controller's view of it is noisy. Allocation-free per step.
 */
export class NoisySensorController implements TurnController {
  readonly type: string;
  private readonly random: () => number;
  private readonly noisy: TurnInput = { headingError: 0, angularVelocity: 0, dt: 0, maxAngularAcceleration: 0, inertia: 0 };
  private spare: number | null = null;

  constructor(
    private readonly inner: TurnController,
    private readonly noise: SensorNoise,
  ) {
    if (!(noise.headingErrorStdDev >= 0 && Number.isFinite(noise.headingErrorStdDev))) throw new RangeError(`headingErrorStdDev must be a finite number ≥ 0, got ${noise.headingErrorStdDev}`);
    if (!(noise.angularVelocityStdDev >= 0 && Number.isFinite(noise.angularVelocityStdDev))) throw new RangeError(`angularVelocityStdDev must be a finite number ≥ 0, got ${noise.angularVelocityStdDev}`);
    this.type = inner.type;
    this.random = seededRandom(noise.seed ?? 1);
  }

  /** A standard normal sample (two per pair of uniform draws). */
  private gaussian(): number {
    if (this.spare !== null) {
      const value = this.spare;
      this.spare = null;
      return value;
    }
    const u = 1 - this.random(); // (0, 1]: log stays finite
    const v = this.random();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spare = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  }

  update(input: Readonly<TurnInput>): number {
    const noisy = this.noisy;
    noisy.headingError = wrapAngle(input.headingError + this.noise.headingErrorStdDev * this.gaussian());
    noisy.angularVelocity = input.angularVelocity + this.noise.angularVelocityStdDev * this.gaussian();
    noisy.dt = input.dt;
    noisy.maxAngularAcceleration = input.maxAngularAcceleration;
    noisy.inertia = input.inertia;
    return this.inner.update(noisy);
  }

  /** The wrapped controller's P, I and D parts, if it has them. */
  get terms(): Readonly<ControllerTerms> | undefined {
    return this.inner.terms;
  }

  reset(): void {
    this.inner.reset();
  }

  handOver(input: Readonly<TurnInput>, previousCommand: number): void {
    this.inner.handOver?.(input, previousCommand);
  }
}
