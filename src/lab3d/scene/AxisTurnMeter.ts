/**
 * The game's one turn meter (sim/metrics/TurnMeter.ts) fed a 3D turn: the angle along the axis the
 * turn started about. Reached, settled, overshoot and the limit are then measured exactly as the
 * 2D game measures a heading.
 */
import { copyVec3, dot, type Vec3Like } from '../../sim/math3d/vec3';
import { emptyTurnSample, SETTLED_RATE, TurnMeter } from '../../sim/metrics/TurnMeter';

/** What one step of the craft's turn looked like. */
export interface AxisTurnStep {
  /** Simulated time after the step, s, and the step, s. */
  readonly time: number;
  readonly dt: number;
  /** The error's unit axis (world) and angle θ ∈ [0, π] (rad) after the step. */
  readonly axis: Readonly<Vec3Like>;
  readonly angle: number;
  /** The body's angular velocity after the step, rad/s, world. */
  readonly angularVelocity: Readonly<Vec3Like>;
  /** The motor's budget along the axis, rad/s² (the controller's α(n)). */
  readonly budget: number;
  /** Whether the wanted orientation changed in this step (the target moved, a reset). */
  readonly setpointChanged: boolean;
  /** A count of changes of what turns it (turn rate, controller): a change ends the turn's figures. */
  readonly turnSettingsRevision: number;
}

/**
 * A 3D turn measured along one axis. When a turn starts (the step after the wanted orientation
 * came to rest), the error's axis n₀ is kept; each step the meter is given the error θ with the sign
 * of n·n₀ (positive on the side it started from, negative past the target: the overshoot) and the
 * spin |ω| with the sign of ω·n₀, so that it settles only when the whole error and the whole spin
 * are within the game's box. The budget along n₀ is kept too: the limit is the bound of a turn along
 * n₀ at that budget, and is not given (null) when the body started with a spin across n₀ faster
 * than the settled box's (the one-axis bound would not be honest).
 */
export class AxisTurnMeter {
  readonly meter = new TurnMeter();
  private readonly sample = emptyTurnSample();
  private readonly startAxis: Vec3Like = { x: 0, y: 0, z: 1 };
  private startBudget = 1;

  /**
   * Starts a turn at `step`'s state, before any step of it (t = 0, the target holding still): the
   * meter is told the set-point changed, then that it came to rest there, so the turn is timed
   * from this state and not from the state after the first step.
   */
  begin(step: Readonly<AxisTurnStep>): void {
    this.update({ ...step, setpointChanged: true });
    this.update({ ...step, setpointChanged: false });
  }

  /** Feeds one step. */
  update(step: Readonly<AxisTurnStep>): void {
    const meter = this.meter;
    // Until a turn is under way, the axis and budget of the next start are the present ones.
    if (meter.phase !== 'turning' || step.setpointChanged) {
      copyVec3(this.startAxis, step.axis);
      this.startBudget = step.budget;
    }
    const n0 = this.startAxis;
    const spin = step.angularVelocity;
    const along = dot(spin, n0);
    const whole = Math.sqrt(dot(spin, spin));
    const across = Math.sqrt(Math.max(0, whole * whole - along * along));
    const sample = this.sample;
    sample.time = step.time;
    sample.dt = step.dt;
    sample.headingError = dot(step.axis, n0) < 0 ? -step.angle : step.angle;
    sample.angularVelocity = along < 0 ? -whole : whole;
    sample.maxAngularAcceleration = this.startBudget;
    sample.setpointChanged = step.setpointChanged;
    sample.hasSetpoint = true;
    // The limit's honesty is decided at the start (no spin across the axis then); the controller's
    // own motion across the axis during the turn is part of the turn.
    sample.inPlace = meter.phase === 'turning' || across <= SETTLED_RATE;
    sample.nearTarget = false;
    sample.turnSettingsRevision = step.turnSettingsRevision;
    meter.update(sample);
  }
}
