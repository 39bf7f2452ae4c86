import type { TurnController, TurnInput } from './TurnController';

/** Settings of a {@link StablePdController}: tune by frequency and damping, or give raw gains. */
export interface StablePdSettings {
  type: 'stable-pd';
  /** Speed of convergence, Hz: with damping 1 about 1/frequency s to reach ~95%. [default: 2] */
  frequency: number;
  /** 1 ≈ critically damped, < 1 oscillates a little, > 1 sluggish. [default: 1] */
  damping: number;
  /** Raw spring gain, (rad/s²)/rad; when set, overrides frequency. [default: (6·frequency)²/4] */
  kp?: number;
  /** Raw damping gain, (rad/s²)/(rad/s); when set, overrides damping. [default: 4.5·frequency·damping] */
  kd?: number;
}

/** Documented defaults. */
export function defaultStablePdSettings(): StablePdSettings {
  return { type: 'stable-pd', frequency: 2, damping: 1 };
}

/** David Wu's mapping from frequency (Hz) and damping to gains: kp = (6f)²/4, kd = 4.5·f·ζ. */
export function stablePdGains(settings: StablePdSettings): { kp: number; kd: number } {
  return {
    kp: settings.kp ?? (6 * settings.frequency) ** 2 / 4,
    kd: settings.kd ?? 4.5 * settings.frequency * settings.damping,
  };
}

/**
 * David Wu's stable *backward* PD (seed 004): instead of the acceleration that the spring wants
 * now, apply the one it will want at the end of the step, estimating that state by the same
 * semi-implicit Euler step the physics takes. Solving α = −kp·(e + dt·ω') − kd·ω' with
 * ω' = ω + dt·α for α gives the forward PD's form with scaled gains:
 *
 *   g = 1 / (1 + kd·dt + kp·dt²),   α = −kp·g·e − (kd + kp·dt)·g·ω
 *
 * Stability for all gains: substituting into the step gives e[n+1] = (1 − kd·dt·g)·… ; the
 * closed-loop step matrix has both eigenvalues inside the unit circle for every kp, kd ≥ 0 and
 * dt > 0 (as kp → ∞ it tends to α = −(e + dt·ω)/dt², a dead-beat move to the target in one step,
 * not a blow-up). The motor limit then bounds it like any controller.
 *
 * Note: Wu's frequency/damping mapping gives a true damping ratio of kd/(2·sqrt(kp)) = 0.75·ζ.
 */
export class StablePdController implements TurnController {
  readonly type = 'stable-pd';
  private readonly kp: number;
  private readonly kd: number;

  constructor(settings: Partial<StablePdSettings> = {}) {
    ({ kp: this.kp, kd: this.kd } = stablePdGains({ ...defaultStablePdSettings(), ...settings }));
  }

  reset(): void {}

  update(input: Readonly<TurnInput>): number {
    const { dt } = input;
    const g = 1 / (1 + this.kd * dt + this.kp * dt * dt);
    return -this.kp * g * input.headingError - (this.kd + this.kp * dt) * g * input.angularVelocity;
  }
}
