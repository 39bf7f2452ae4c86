import { TIME_BASE_NAMES, type TimeBase } from '../../sim/time/timeBases';
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import type { PlayDirector } from '../plays/PlayDirector';
import type { FrameStepper } from '../time/FrameStepper';
import type { SimulationTime } from '../time/SimulationTime';

/**
 * The game's time, as the player controls it (`demo.clock`): pause, slow motion, single step, the
 * time base, and the frame's fixed steps ({@link advance}, once per rendered frame).
 */
export class DemoClock {
  constructor(
    private readonly simulationTime: SimulationTime,
    private readonly stepper: FrameStepper,
    private readonly director: PlayDirector,
  ) {}

  /** The fixed simulation step, s. */
  get dt(): number {
    return this.simulationTime.dt;
  }

  /** Simulated time of the current scene, s. */
  get time(): number {
    return this.director.model.time;
  }

  /** True while simulated time is stopped. */
  get paused(): boolean {
    return this.simulationTime.paused;
  }

  /** Simulated seconds per real second (1 normal, 0.25 slow motion). [default: 1] */
  get timeScale(): number {
    return this.simulationTime.timeScale;
  }

  /** How simulated time relates to frames (see src/sim/time/timeBases.ts). [default: "standard"] */
  get timeBase(): TimeBase {
    return this.simulationTime.timeBase;
  }

  /** Simulated time dropped by the catch-up cap since the last reset, s. */
  get droppedTime(): number {
    return this.simulationTime.droppedTime;
  }

  /** Sets the time scale (0.05…4). */
  setTimeScale(value: number): SettingResult {
    return this.simulationTime.setTimeScale(value);
  }

  /** The ¼× button: slow motion on (0.25) or back to 1. */
  toggleSlowMotion(): void {
    this.simulationTime.toggleSlowMotion();
  }

  /** Pauses or resumes simulated time. Resuming never replays the paused time. */
  setPaused(paused: boolean): void {
    this.simulationTime.setPaused(paused);
    if (paused) this.stepper.forgetOwed();
  }

  /** Toggles {@link paused}. */
  togglePause(): void {
    this.setPaused(!this.simulationTime.paused);
  }

  /** Pauses (if running) and advances the simulation by exactly one fixed step. */
  singleStep(): void {
    if (!this.simulationTime.paused) this.setPaused(true);
    this.director.step();
  }

  /** Called once per rendered frame with the real time since the previous one (s); see {@link FrameStepper.advance}. */
  advance(frameSeconds: number, maxSteps?: number): number {
    return this.stepper.advance(frameSeconds, maxSteps);
  }

  /**
   * Switches the time base (the original's 1/30 s steps at twice real time, or the standard 1/60 s
   * in real time). A world keeps its step, so the scene starts again, as a reset does.
   */
  setTimeBase(base: TimeBase): SettingResult {
    if (!TIME_BASE_NAMES.includes(base)) return refused('timeBase', `time base must be one of ${TIME_BASE_NAMES.join(', ')}; got ${String(base)}`);
    if (base === this.simulationTime.timeBase) return OK;
    this.simulationTime.setTimeBase(base);
    this.director.reset();
    return OK;
  }
}
