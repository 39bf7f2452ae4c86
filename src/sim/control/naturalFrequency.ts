/**
 * Tuning by natural frequency and damping ratio. A body turned by a P-D law, θ'' = −kp·e − kd·ė
 * (per unit inertia), is the second-order system e'' + 2ζω·e' + ω²·e = 0 with
 *
 *     ω = √kp   (the undamped natural frequency, rad/s)      ζ = kd / (2·√kp)   (the damping ratio)
 *
 * so kp = ω² and kd = 2·ζ·ω. ζ = 1 is critically damped (no overshoot), ζ < 1 overshoots by
 * exp(−π·ζ/√(1 − ζ²)) of the step (16.3% at ζ = 0.5, 4.3% at 0.707), ζ > 1 creeps in. ω sets the
 * speed: critically damped, a step is 95% done after 4.74/ω s.
 *
 * Seed 004 (David Wu's stable PD) tunes by a "frequency" f and a "damping" with
 * kp = (6f)²/4 and kd = 4.5·f·damping. Against the definitions above that is ω = 3·f rad/s (not f
 * Hz: f Hz would be ω = 2π·f) and ζ = 0.75 × its damping: its "damping 1" is underdamped, with
 * 2.8% overshoot. {@link fromWuTuning} converts.
 *
 * These are the continuous-time values; the fixed step shifts them by a little (a forward PD at
 * ω·dt = 0.1 is about 5% better damped than ζ says: see docs/controllers.md).
 */

/** The gains of a P-D law (per unit inertia) with natural frequency ω (rad/s) and damping ratio ζ. */
export interface PdGains {
  /** (rad/s²)/rad. */
  kp: number;
  /** (rad/s²)/(rad/s). */
  kd: number;
}

/** A P-D law's natural frequency (rad/s) and damping ratio. */
export interface NaturalFrequency {
  /** ω, rad/s. */
  naturalFrequency: number;
  /** ζ, dimensionless. */
  dampingRatio: number;
}

/** kp = ω², kd = 2·ζ·ω, for ω = `naturalFrequency` (rad/s) and ζ = `dampingRatio`. */
export function gainsFromNaturalFrequency(naturalFrequency: number, dampingRatio: number): PdGains {
  return { kp: naturalFrequency * naturalFrequency, kd: 2 * dampingRatio * naturalFrequency };
}

/** ω = √kp and ζ = kd/(2·√kp) of gains kp, kd (per unit inertia); ω = 0 and ζ = ∞ (or NaN) for kp ≤ 0. */
export function naturalFrequencyOf(kp: number, kd: number): NaturalFrequency {
  const naturalFrequency = Math.sqrt(Math.max(0, kp));
  return { naturalFrequency, dampingRatio: kd / (2 * naturalFrequency) };
}

/**
 * Seed 004's (frequency f, damping) as the true natural frequency and damping ratio: ω = 3·f rad/s,
 * ζ = 0.75·damping, which give the same gains kp = (6f)²/4 = 9f² and kd = 4.5·f·damping.
 */
export function fromWuTuning(frequency: number, damping: number): NaturalFrequency {
  return { naturalFrequency: 3 * frequency, dampingRatio: 0.75 * damping };
}
