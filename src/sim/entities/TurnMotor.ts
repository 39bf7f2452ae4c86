import type { ControllerTerms, TurnController, TurnInput } from '../control/TurnController';
import { createTurnController } from '../control/createTurnController';
import { NoisySensorController, type SensorNoise } from '../challenges/NoisySensorController';
import type { ControllerSettings } from './EntitySettings';

/**
 * An entity's turn motor: the turn controller (optionally seeing the body through a noisy sensor)
 * and the article's `ApplyTurnTorque` arithmetic up to the torque: the command for a heading error,
 * clamped to ± the motor's limit. The entity multiplies it by its inertia and applies the torque.
 * Allocation-free per step (one input object, refilled).
 */
export class TurnMotor {
  /** The last command after the clamp, rad/s² (0 on a step without turning). */
  command = 0;
  private controller: TurnController;
  private customValue = false;
  private noise: SensorNoise | null = null;
  /** The controller's input, refilled every step. */
  private readonly input: TurnInput = { headingError: 0, angularVelocity: 0, dt: 0, maxAngularAcceleration: 0, inertia: 0 };

  constructor(settings: ControllerSettings) {
    this.controller = createTurnController(settings);
  }

  /** What the controller's P, I and D parts added to its last command, or null for a controller without them. */
  get terms(): Readonly<ControllerTerms> | null {
    return this.controller.terms ?? null;
  }

  /** Whether a controller given with {@link use} steers, rather than one built from the settings. */
  get custom(): boolean {
    return this.customValue;
  }

  /** The sensor noise the controller sees, or null. */
  get sensorNoise(): Readonly<SensorNoise> | null {
    return this.noise;
  }

  /**
   * Builds a controller from `settings` (through the sensor noise if any) and uses it. With
   * `midCommand`, it takes over from the old one's last command (bumpless).
   */
  setController(settings: ControllerSettings, midCommand: boolean): void {
    const controller = createTurnController(settings);
    this.install(this.noise ? new NoisySensorController(controller, this.noise) : controller, midCommand);
    this.customValue = false;
  }

  /** Sets the sensor noise (null or zero deviations: none) and rebuilds the controller from `settings`. */
  setSensorNoise(noise: Readonly<SensorNoise> | null, settings: ControllerSettings, midCommand: boolean): void {
    this.noise = noise && (noise.headingErrorStdDev > 0 || noise.angularVelocityStdDev > 0) ? { ...noise } : null;
    this.setController(settings, midCommand);
  }

  /** Uses `controller` from now on; with `midCommand` (and after a first step) it takes over bumplessly. */
  use(controller: TurnController, midCommand: boolean): void {
    this.install(controller, midCommand);
    this.customValue = true;
  }

  private install(controller: TurnController, midCommand: boolean): void {
    if (midCommand && this.input.dt > 0) controller.handOver?.(this.input, this.command);
    this.controller = controller;
  }

  /** Forgets the controller's history (a new command). */
  reset(): void {
    this.controller.reset();
  }

  /**
   * One step of the article's `ApplyTurnTorque`: the controller's command for `headingError`
   * (wrap(heading − desired), rad) clamped to ±`limit` (rad/s²); a non-finite command is 0.
   */
  turn(headingError: number, angularVelocity: number, dt: number, limit: number, inertia: number): number {
    const input = this.input;
    input.headingError = headingError;
    input.angularVelocity = angularVelocity;
    input.dt = dt;
    input.maxAngularAcceleration = limit;
    input.inertia = inertia;
    const command = this.controller.update(input);
    const clamped = command > limit ? limit : command < -limit ? -limit : command;
    this.command = Number.isFinite(clamped) ? clamped : 0;
    return this.command;
  }
}
