import type { ControllerTerms, TurnController, TurnInput } from './TurnController';

/** Settings of a {@link ForwardPdController}. */
export interface ForwardPdSettings {
  type: 'pd';
  /** Spring gain, (rad/s²)/rad. [default: 60] */
  kp: number;
  /** Damping gain, (rad/s²)/(rad/s). [default: 14] */
  kd: number;
}

/** Defaults that behave like the tuned PID. */
export function defaultForwardPdSettings(): ForwardPdSettings {
  return { type: 'pd', kp: 60, kd: 14 };
}

/**
 * The forward PD controller (a spring and a damper), as in "Controlling Objects With Forces and
 * Torques" (seed 004): α = −kp·error − kd·ω.
 *
 * It computes the acceleration from the state *now*, and the physics applies it for a whole step.
 * With the step's semi-implicit Euler (ω += α·dt, θ += ω·dt) the error obeys
 * e[n+1] = (2 − kd·dt − kp·dt²)·e[n] − (1 − kd·dt)·e[n−1], which is stable only while
 * kd·dt < 2 and kp·dt² < 4 − 2·kd·dt. Past that, a higher gain makes it *worse*: the body
 * overshoots further each step and only the motor's limit keeps it from blowing up. That is why the
 * seed calls forward PD unstable and prefers the backward (stable) PD.
 */
export class ForwardPdController implements TurnController {
  readonly type = 'pd';
  private readonly settings: ForwardPdSettings;

  constructor(settings: Partial<ForwardPdSettings> = {}) {
    this.settings = { ...defaultForwardPdSettings(), ...settings };
  }

  /** The spring (P) and damper (D) parts of the last command, rad/s²; no integral. */
  readonly terms: ControllerTerms = { proportional: 0, integral: 0, derivative: 0 };

  reset(): void {
    this.terms.proportional = 0;
    this.terms.derivative = 0;
  }

  update(input: Readonly<TurnInput>): number {
    this.terms.proportional = -this.settings.kp * input.headingError;
    this.terms.derivative = -this.settings.kd * input.angularVelocity;
    return this.terms.proportional + this.terms.derivative;
  }
}
