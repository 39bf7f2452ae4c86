import type { SteeringState } from '../state/memory';
import type { ControllerTerms, TurnController, TurnInput } from '../control/TurnController';
import { isDeferred } from '../control/DeferredTurnController';
import { NoisySensor, type SensorNoise } from '../control/NoisySensor';
import { clampToMotor } from '../control/clampToMotor';
import { emptyTurnInput, setTurnInput } from '../control/turnInput';

/**
 * A body's turn motor: the turn controller, the sensor it reads the body through (exact, or
 * noisy) and the article's `ApplyTurnTorque` arithmetic up to the torque: the command for a
 * heading error, clamped to ± the motor's limit. BodySteering multiplies it by the inertia and
 * applies the torque.
 *
 * A step has two halves: {@link sense} reads the body (and asks a controller that answers later,
 * see DeferredTurnController), {@link act} gets the command. {@link turn} is both at once.
 * Allocation-free per step (the input objects are refilled).
 */
export class TurnMotor {
  /** The last command after the clamp, rad/s² (0 on a step without turning). */
  command = 0;
  private controllerValue: TurnController;
  private sensor: NoisySensor | null = null;
  /** What the body's state was when last sensed. */
  private readonly measured: TurnInput = emptyTurnInput();
  /** What a noisy sensor reads of {@link measured}. */
  private readonly noisyReading: TurnInput = emptyTurnInput();
  /** What the controller is given: {@link measured} itself, or through the noisy sensor if there is one {@link noisyReading}. */
  private reading: TurnInput = this.measured;
  /** Whether {@link sense} ran since the last {@link act}. */
  private sensed = false;

  /** Steers with `controller`. */
  constructor(controller: TurnController) {
    this.controllerValue = controller;
  }

  /** The controller that steers. */
  get controller(): TurnController {
    return this.controllerValue;
  }

  /** What the controller's P, I and D parts added to its last command, or null for a controller without them. */
  get terms(): Readonly<ControllerTerms> | null {
    return this.controllerValue.terms ?? null;
  }

  /** The sensor noise the controller sees, or null. */
  get sensorNoise(): Readonly<SensorNoise> | null {
    return this.sensor?.noise ?? null;
  }

  /**
   * Sets the sensor noise (null or zero deviations: none; a fresh generator from its seed). The
   * controller is kept, with its history: only what it sees changes. Throws a RangeError naming a
   * negative or non-finite deviation, and keeps the sensor it had.
   */
  setSensorNoise(noise: Readonly<SensorNoise> | null): void {
    const sensor = noise ? new NoisySensor({ ...noise }) : null;
    this.sensor = sensor && (sensor.noise.headingErrorStdDev > 0 || sensor.noise.angularVelocityStdDev > 0) ? sensor : null;
    this.reading = this.sensor ? this.noisyReading : this.measured;
  }

  /**
   * Uses `controller` from now on. With `midCommand` (and after a first step) it takes over from
   * the old one's last command (bumpless: its `handOver`, if it has one).
   */
  use(controller: TurnController, midCommand: boolean): void {
    if (midCommand && this.measured.dt > 0) controller.handOver?.(this.measured, this.command);
    this.controllerValue = controller;
  }

  /** Forgets the controller's history (a new command). */
  reset(): void {
    this.controllerValue.reset();
  }

  /** The controller's memory (null when it keeps none or cannot say it) and the sensor's generator. */
  saveState(): Pick<SteeringState, 'controller' | 'sensor'> {
    return { controller: this.controllerValue.saveState?.() ?? null, sensor: this.sensor?.saveState() ?? null };
  }

  /**
   * Puts back what {@link saveState} gave (a controller's memory only into a controller that can
   * take it). Throws a RangeError naming a field the controller refuses.
   */
  restoreState(memory: Readonly<Pick<SteeringState, 'controller' | 'sensor'>>): void {
    if (memory.controller !== null) this.controllerValue.restoreState?.(memory.controller);
    if (memory.sensor !== null) this.sensor?.restoreState(memory.sensor);
  }

  /**
   * The first half of a step: reads the body (heading error wrap(heading − desired), rad; angular
   * velocity, rad/s; the step, s; the motor's limit, rad/s²; the inertia, kg·m²) through the
   * sensor, with the set-point's motion (the desired heading's rate, rad/s, and its rate of
   * change, rad/s²; 0 for a fixed set-point), and asks a controller that answers later.
   */
  sense(headingError: number, angularVelocity: number, dt: number, limit: number, inertia: number, desiredHeadingRate = 0, desiredHeadingAcceleration = 0): void {
    const measured = this.measured;
    setTurnInput(measured, headingError, angularVelocity, dt, limit, inertia, desiredHeadingRate, desiredHeadingAcceleration);
    // Without a sensor the controller reads the measured input itself: one object fewer to fetch per step.
    if (this.sensor) this.sensor.read(measured, this.noisyReading);
    this.sensed = true;
    const controller = this.controllerValue;
    if (isDeferred(controller)) controller.request(this.reading);
  }

  /** The controller answering later, when it has not answered the last reading yet: a promise that resolves when it has; else null. */
  pending(): Promise<void> | null {
    const controller = this.controllerValue;
    return this.sensed && isDeferred(controller) ? controller.pending() : null;
  }

  /**
   * The second half: the controller's command for the reading, clamped to ± the limit (a
   * non-finite command is 0). Without a reading since the last act (an entity added between the
   * halves), the command is 0.
   */
  act(): number {
    if (!this.sensed) {
      this.command = 0;
      return 0;
    }
    this.sensed = false;
    const limit = this.measured.maxAngularAcceleration;
    this.command = clampToMotor(this.controllerValue.update(this.reading), limit);
    return this.command;
  }
}
