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
 * "Controlling Objects With Forces and Torques" (for David Wu's stable PD) tunes by a "frequency" f and a "damping" with
 * kp = (6f)²/4 and kd = 4.5·f·damping. Against the definitions above that is ω = 3·f rad/s (not f
 * Hz: f Hz would be ω = 2π·f) and ζ = 0.75 × its damping: its "damping 1" is underdamped, with
 * 2.8% overshoot. {@link fromWuTuning} converts.
 *
 * These are the continuous-time values. In the engine's fixed step a controller is a difference
 * equation whose two poles should be the images z = e^(s·dt) of the continuous ones,
 * s = −ζω ± iω√(1 − ζ²): their product P = e^(−2ζω·dt) and their sum S = 2·e^(−ζω·dt)·cos(ω√(1 − ζ²)·dt)
 * (cosh(ω√(ζ² − 1)·dt) above ζ = 1). The forward PD in planck's semi-implicit step is close to that
 * with kp = ω², kd = 2ζω (ζ = 0.5 overshoots 16.0% at ω = 4 rad/s, 1/60 s). The stable PD and SPD
 * predict the next state implicitly, which damps: with the continuous gains ζ = 0.5 overshoots only
 * 14.5% there. So they take their gains from the poles themselves ({@link stablePdPoleGains},
 * {@link spdPoleGains}): the turn is then the sampled continuous one, and ω and ζ are exact.
 * (P = e^(−2ζω·dt), S = 2·e^(−ζω·dt)·cos(ω√(1 − ζ²)·dt): the poles' product and sum.)
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
 * The forces-and-torques article's (frequency f, damping) as the true natural frequency and damping ratio: ω = 3·f rad/s,
 * ζ = 0.75·damping, which give the same gains kp = (6f)²/4 = 9f² and kd = 4.5·f·damping.
 */
export function fromWuTuning(frequency: number, damping: number): NaturalFrequency {
  return { naturalFrequency: 3 * frequency, dampingRatio: 0.75 * damping };
}

/** The largest |s·dt| a pole is matched at: e^(−20) is a pole at the origin in all but name (dead-beat). */
const MAX_POLE_STEP = 20;

/**
 * The sum and the product of the *inverses* of the discrete pole pair of ω, ζ over a step dt,
 * 1/z = e^(−s·dt): for ζ < 1, 2·e^(ζω·dt)·cos(ω√(1 − ζ²)·dt) and e^(2ζω·dt); for ζ ≥ 1, with the
 * real poles s = −ω·(ζ ∓ √(ζ² − 1)), e^(−s₁·dt) + e^(−s₂·dt) and their product. Each |s·dt| is capped
 * at {@link MAX_POLE_STEP}, so nothing overflows.
 */
function inversePoles(naturalFrequency: number, dampingRatio: number, dt: number): { sum: number; product: number } {
  const detuning = 1 - dampingRatio * dampingRatio;
  if (detuning > 0) {
    const decay = Math.min(MAX_POLE_STEP, dampingRatio * naturalFrequency * dt);
    return { sum: 2 * Math.exp(decay) * Math.cos(Math.sqrt(detuning) * naturalFrequency * dt), product: Math.exp(2 * decay) };
  }
  const spread = Math.sqrt(-detuning);
  const slow = Math.min(MAX_POLE_STEP, (dampingRatio - spread) * naturalFrequency * dt);
  const fast = Math.min(MAX_POLE_STEP, (dampingRatio + spread) * naturalFrequency * dt);
  return { sum: Math.exp(slow) + Math.exp(fast), product: Math.exp(slow + fast) };
}

/**
 * `gains` if both are finite and ≥ 0, else the continuous ones (ω², 2ζω, times `scale`): a frequency the step cannot sample (ω·dt past
 * about π/2) is not matched.
 */
function orContinuous(gains: PdGains, naturalFrequency: number, dampingRatio: number, scale: number): PdGains {
  if (gains.kp >= 0 && gains.kd >= 0 && Number.isFinite(gains.kp) && Number.isFinite(gains.kd)) return gains;
  const continuous = gainsFromNaturalFrequency(naturalFrequency, dampingRatio);
  return { kp: scale * continuous.kp, kd: scale * continuous.kd };
}

/**
 * The stable PD's gains (per unit inertia) whose closed loop in steps of `dt` (s) has exactly the
 * poles of ω (rad/s) and ζ. Its error obeys (1 + kd·dt + kp·dt²)·z² − (2 + kd·dt)·z + 1 = 0, whose
 * roots' inverses sum to 2 + kd·dt and multiply to 1 + kd·dt + kp·dt²; with Σ and Π those of the
 * wanted poles: kd = (Σ − 2)/dt, kp = (Π − Σ + 1)/dt² = (1 − 1/z₁)(1 − 1/z₂)/dt². As dt → 0 they
 * tend to ω² and 2ζω; where the step cannot sample ω (a negative gain would come out), those.
 */
export function stablePdPoleGains(naturalFrequency: number, dampingRatio: number, dt: number): PdGains {
  const { sum, product } = inversePoles(naturalFrequency, dampingRatio, dt);
  return orContinuous({ kp: (product - sum + 1) / (dt * dt), kd: (sum - 2) / dt }, naturalFrequency, dampingRatio, 1);
}

/**
 * SPD's torque gains for a body of inertia `inertia` (kg·m²) whose closed loop in steps of `dt` (s)
 * has exactly the poles of ω and ζ. With K = kp·dt²/(I + kd·dt) and D = kd·dt/(I + kd·dt), its error
 * obeys z² − (2 − 2K − D)·z + (1 − K − D) = 0 (SpdController); with S and P the sum and product of
 * the wanted poles (Σ/Π and 1/Π of their inverses), K = 1 − S + P and D = S − 2P:
 * kd = D·I/((1 − D)·dt), kp = K·(I + kd·dt)/dt². As dt → 0 they tend to I·ω² and 2·I·ζω; where
 * the step cannot sample ω (a negative or infinite gain would come out), those.
 */
export function spdPoleGains(naturalFrequency: number, dampingRatio: number, dt: number, inertia: number): PdGains {
  const inverse = inversePoles(naturalFrequency, dampingRatio, dt);
  const product = 1 / inverse.product;
  const sum = inverse.sum * product;
  const stiffness = 1 - sum + product;
  const damping = sum - 2 * product;
  const kd = (damping * inertia) / ((1 - damping) * dt);
  return orContinuous({ kp: (stiffness * (inertia + kd * dt)) / (dt * dt), kd }, naturalFrequency, dampingRatio, inertia);
}
