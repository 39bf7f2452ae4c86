import { FixedStepClock } from '../../sim/time/FixedStepClock';
import { TIME_BASES, type TimeBase } from '../../sim/time/timeBases';
import { checkTuningValue, OK, refused, type SettingResult } from '../fields/tuningFields';

/** The slow-motion time scale (the ¼× button). */
export const SLOW_MOTION_SCALE = 0.25;

/**
 * The game's time: pause, slow motion, single step, and the fixed-step clock that turns frame time
 * into whole simulation steps.
 *
 * {@link advance} feeds frame time (scaled by {@link timeScale}) to a {@link FixedStepClock}, so the
 * simulation only ever advances by its fixed `dt`, at most `maxStepsPerFrame` steps per frame (a
 * hidden tab or a slow frame slows it down instead of making bodies jump), or fewer when the step
 * budget (src/app/time/StepBudget.ts) says so. Pausing stops simulated time; resuming never replays it.
 */
export class SimulationTime {
  private clock: FixedStepClock;
  private pausedValue = false;
  private timeScaleValue = 1;
  private dtValue: number;
  private base: TimeBase = 'standard';

  constructor(
    dt: number,
    /** Catch-up cap, steps per frame. */
    readonly maxStepsPerFrame: number,
  ) {
    this.dtValue = dt;
    this.clock = new FixedStepClock({ dt, maxStepsPerFrame });
  }

  /** The fixed step, s. */
  get dt(): number {
    return this.dtValue;
  }

  /** How simulated time relates to frames (src/sim/time/timeBases.ts). [default: "standard"] */
  get timeBase(): TimeBase {
    return this.base;
  }

  /** Simulated seconds per real second of the time base (before the time scale): 1, or 2 for the original's. */
  get baseSpeed(): number {
    return TIME_BASES[this.base].speed;
  }

  /**
   * Changes the time base: its step (s), unless `dt` gives another (a scene file's own), and how
   * fast simulated time runs against real time. A world keeps the step it was made with: make a
   * new scene after.
   */
  setTimeBase(base: TimeBase, dt: number = TIME_BASES[base].dt): void {
    this.base = base;
    this.dtValue = dt;
    this.renewClock();
  }

  /** True while simulated time is stopped. */
  get paused(): boolean {
    return this.pausedValue;
  }

  /** Simulated seconds per real second (1 normal, 0.25 slow motion). [default: 1] */
  get timeScale(): number {
    return this.timeScaleValue;
  }

  /** Simulated time dropped by the catch-up cap since the clock was last renewed, s. */
  get droppedTime(): number {
    return this.clock.dropped;
  }

  /** Sets the time scale (0.05…4), validated. */
  setTimeScale(value: number): SettingResult {
    const problem = checkTuningValue('timeScale', value, this.timeScaleValue);
    if (problem) return refused('timeScale', problem);
    this.timeScaleValue = value;
    return OK;
  }

  /** The ¼× button: slow motion on (0.25) or back to 1. */
  toggleSlowMotion(): void {
    this.timeScaleValue = this.timeScaleValue === SLOW_MOTION_SCALE ? 1 : SLOW_MOTION_SCALE;
  }

  /** Pauses or resumes simulated time. Resuming never replays the paused time. */
  setPaused(paused: boolean): void {
    this.pausedValue = paused;
    this.clock.reset();
  }

  /** Forgets time not yet stepped (a new scene starts on a clean frame). */
  restartFrame(): void {
    this.clock.reset();
  }

  /** A new clock: the dropped-time count starts again (a reset or a new scene). */
  renewClock(): void {
    this.clock = new FixedStepClock({ dt: this.dtValue, maxStepsPerFrame: this.maxStepsPerFrame });
  }

  /**
   * How many fixed steps this frame of `frameSeconds` real seconds brings (0 while paused), at most
   * `maxSteps`.
   */
  stepsFor(frameSeconds: number, maxSteps: number = this.maxStepsPerFrame): number {
    if (this.pausedValue) return 0;
    return this.clock.advance(frameSeconds * this.timeScaleValue * this.baseSpeed, maxSteps);
  }
}
