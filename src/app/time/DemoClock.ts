import { FixedStepClock } from '../../sim/time/FixedStepClock';
import { TIME_BASE_NAMES, TIME_BASES, type TimeBase } from '../../sim/time/timeBases';
import { OK, rangeProblem, refused, TUNING_FIELDS, type SettingResult } from '../fields/tuningFields';
import { NO_CHANGE_PUBLISHER, type ChangePublisher } from '../changes/ChangeFeed';

/** The slow-motion time scale (the ¼× button). */
export const SLOW_MOTION_SCALE = 0.25;

/**
 * How one fixed step of the current scene went: it ran, it waits for a controller answering later, or the scene could not go on (it was
 * replaced).
 */
export type StepOutcome = 'stepped' | 'waiting' | 'stopped';

/** What the clock drives: the scene that plays (the demo's PlayDirector). */
export interface SteppedScenes {
  /** Simulated time of the scene that plays, s. */
  readonly time: number;
  /** True while a step waits for a controller that answers later. */
  readonly waiting: boolean;
  /** One fixed step of the scene that plays. */
  step(): StepOutcome;
  /** Starts the scene again (a new time base needs a new world). */
  reset(): void;
}

/**
 * The game's time (`demo.clock`): pause, slow motion, single step, the time base, and each
 * rendered frame's fixed steps.
 *
 * {@link advance} feeds frame time (scaled by {@link timeScale} and the time base's speed) to a
 * {@link FixedStepClock}, so the simulation only ever advances by its fixed `dt`, at most
 * `maxStepsPerFrame` steps per frame (a hidden tab or a slow frame slows it down instead of making
 * bodies jump), or fewer when the step budget (src/app/time/StepBudget.ts) says so. Pausing stops
 * simulated time; resuming never replays it.
 *
 * Steps the clock has given that a controller answering later (the player's code in a Worker) has
 * not let run yet are owed, and run when it answers ({@link runOwed}), within the catch-up cap:
 * the simulation slows rather than skips.
 */
export class DemoClock {
  private clock: FixedStepClock;
  private pausedValue = false;
  private timeScaleValue = 1;
  private dtValue: number;
  private base: TimeBase = 'standard';
  /** Fixed steps the clock has given that have not run yet. */
  private owedSteps = 0;
  private scenes: SteppedScenes | null = null;
  /** Called after every fixed step, however it was asked for (see {@link watchSteps}). */
  private readonly stepWatchers = new Set<() => void>();
  /** While a comparison opens between frames (SceneFileExchange): only {@link openingStep} steps the scene. */
  private held = false;

  constructor(
    dt: number,
    /** Catch-up cap, steps per frame. */
    readonly maxStepsPerFrame: number,
    /** Where it says that time changed (pause, slow motion, the time base, a comparison opening held it). [default: no one] */
    private readonly changes: ChangePublisher = NO_CHANGE_PUBLISHER,
  ) {
    this.dtValue = dt;
    this.clock = new FixedStepClock({ dt, maxStepsPerFrame });
  }

  /** Makes this clock step `scenes` (once, when the demo is built: the director needs the clock first). */
  drive(scenes: SteppedScenes): void {
    this.scenes = scenes;
  }

  private get driven(): SteppedScenes {
    if (!this.scenes) throw new Error('DemoClock: no scenes to step (drive() was not called)');
    return this.scenes;
  }

  /**
   * Calls `watcher` after every fixed step of the scene that plays (or begun, for a step that waits
   * for the player's code in a Worker), whether a frame, a single step or {@link runSteps} asked
   * for it; returns the function that stops it. The browser tests record
   * motion step by step with it (`pidDemo.onFixedStep`), so no step escapes a recording however
   * many a frame runs.
   */
  watchSteps(watcher: () => void): () => void {
    const own = () => watcher();
    this.stepWatchers.add(own);
    return () => this.stepWatchers.delete(own);
  }

  /** One fixed step of the scene that plays, then its watchers. */
  private stepScene(): StepOutcome {
    const outcome = this.driven.step();
    for (const watcher of this.stepWatchers) watcher();
    return outcome;
  }

  /** The fixed step, s. */
  get dt(): number {
    return this.dtValue;
  }

  /** Simulated time of the scene that plays, s. */
  get time(): number {
    return this.driven.time;
  }

  /** How simulated time relates to frames (src/sim/time/timeBases.ts). [default: "standard"] */
  get timeBase(): TimeBase {
    return this.base;
  }

  /** True while simulated time is stopped. */
  get paused(): boolean {
    return this.pausedValue;
  }

  /** Simulated seconds per real second (1 normal, 0.25 slow motion). [default: 1] */
  get timeScale(): number {
    return this.timeScaleValue;
  }

  /** Whether slow motion is on (the ¼× button: {@link SLOW_MOTION_SCALE}). */
  get slowMotion(): boolean {
    return this.timeScaleValue === SLOW_MOTION_SCALE;
  }

  /** Sets the time scale (0.05…4), validated. */
  setTimeScale(value: number): SettingResult {
    const problem = rangeProblem(TUNING_FIELDS.timeScale, value, this.timeScaleValue);
    if (problem) return refused('timeScale', problem);
    if (value !== this.timeScaleValue) this.changes.publish('time');
    this.timeScaleValue = value;
    return OK;
  }

  /** The ¼× button: slow motion on (0.25) or back to 1. */
  toggleSlowMotion(): void {
    this.timeScaleValue = this.timeScaleValue === SLOW_MOTION_SCALE ? 1 : SLOW_MOTION_SCALE;
    this.changes.publish('time');
  }

  /** Pauses or resumes simulated time. Resuming never replays the paused time; pausing forgets owed steps. */
  setPaused(paused: boolean): void {
    if (paused !== this.pausedValue) this.changes.publish('time');
    this.pausedValue = paused;
    this.clock.reset();
    if (paused) this.owedSteps = 0;
  }

  /** Toggles {@link paused}. */
  togglePause(): void {
    this.setPaused(!this.pausedValue);
  }

  /** Pauses (if running) and advances the simulation by exactly one fixed step (none while {@link hold} holds it). */
  singleStep(): void {
    if (this.held) return;
    this.openingStep();
  }

  /**
   * While `held` (a comparison opening between frames, its runs played again step by step), frames,
   * single steps and {@link runSteps} run nothing: the opening alone steps the scene, with
   * {@link openingStep}.
   */
  hold(held: boolean): void {
    if (held !== this.held) this.changes.publish('opening');
    this.held = held;
    this.owedSteps = 0;
    this.clock.reset();
  }

  /** Whether {@link hold} holds the clock. */
  get holding(): boolean {
    return this.held;
  }

  /** Pauses (if running) and advances the simulation by one fixed step, held or not: a comparison's opening steps its replay with it. */
  openingStep(): void {
    if (!this.pausedValue) this.setPaused(true);
    this.stepScene();
  }

  /**
   * Runs up to `n` fixed steps at once, as frames bringing `n` steps' worth of time would, without
   * pausing (nothing runs while paused). Stops early at a step that waits for a controller
   * answering later (the player's code in a Worker) or at a scene that could not go on. Returns the
   * number of steps begun. The browser tests step time with it instead of waiting for it to pass.
   */
  runSteps(n: number): number {
    if (this.pausedValue || this.held) return 0;
    const scenes = this.driven;
    let ran = 0;
    // A step may pause the game (a comparison's run playing reaching its end): frames would stop there too.
    while (ran < n && !scenes.waiting && !this.pausedValue) {
      const outcome = this.stepScene();
      ran++;
      // A waiting step finishes by itself once its controller answers.
      if (outcome !== 'stepped') break;
    }
    return ran;
  }

  /**
   * The player's choice of time base (the original's 1/30 s steps at twice real time, or the
   * standard 1/60 s in real time). A world keeps its step, so the scene starts again, as a reset does.
   */
  setTimeBase(base: TimeBase): SettingResult {
    if (!TIME_BASE_NAMES.includes(base))
      return refused('timeBase', `time base must be one of ${TIME_BASE_NAMES.join(', ')}; got ${String(base)}`);
    if (base === this.base) return OK;
    this.useTimeBase(base);
    this.driven.reset();
    return OK;
  }

  /**
   * Changes the time base without starting the scene again: its step (s), unless `dt` gives
   * another (a scene file's own), and how fast simulated time runs against real time. A world
   * keeps the step it was made with: make a new scene after.
   */
  useTimeBase(base: TimeBase, dt: number = TIME_BASES[base].dt): void {
    this.changes.publish('time');
    this.base = base;
    this.dtValue = dt;
    this.renewClock();
  }

  /** Forgets time not yet stepped (a new scene starts on a clean frame). */
  restartFrame(): void {
    this.clock.reset();
  }

  /** A new clock: the dropped-time count starts again (a reset or a new scene). */
  renewClock(): void {
    this.clock = new FixedStepClock({ dt: this.dtValue, maxStepsPerFrame: this.maxStepsPerFrame });
  }

  /** The clock that turns frames into fixed steps (a scene set aside keeps it: {@link resumeFrameClock}). */
  get frameClock(): FixedStepClock {
    return this.clock;
  }

  /** Takes back the frame clock of a scene set aside, its dropped time counted on (its step must be this clock's). */
  resumeFrameClock(clock: FixedStepClock): void {
    if (clock.dt !== this.dtValue) throw new Error(`a frame clock of step ${clock.dt} s cannot drive steps of ${this.dtValue} s`);
    this.clock = clock;
  }

  /** Drops the owed steps (time paused, or the scene set aside). */
  forgetOwed(): void {
    this.owedSteps = 0;
  }

  /**
   * How many fixed steps this frame of `frameSeconds` real seconds brings (0 while paused), at most
   * `maxSteps`. Counts them as given; {@link advance} runs them.
   */
  stepsFor(frameSeconds: number, maxSteps: number = this.maxStepsPerFrame): number {
    if (this.pausedValue || this.held) return 0;
    // A frame's time from the browser can be anything (a clock set back, a tab woken): none counts
    // as 0, and a cap below one step as one, as the game always did; the clock itself refuses them.
    const scaled = frameSeconds * this.timeScaleValue * TIME_BASES[this.base].speed;
    return this.clock.advance(
      scaled > 0 && scaled < Infinity ? scaled : 0,
      Math.max(1, Math.min(this.clock.maxStepsPerFrame, Math.floor(maxSteps) || 1)),
    );
  }

  /**
   * Called once per rendered frame with the real time since the previous one (s). Unless paused,
   * runs the whole number of fixed steps that the scaled time adds up to (at most
   * `maxStepsPerFrame`, or `maxSteps` if lower). Returns the number of steps run.
   */
  advance(frameSeconds: number, maxSteps?: number): number {
    const steps = this.stepsFor(frameSeconds, maxSteps);
    this.owedSteps = Math.min(this.owedSteps + steps, this.maxStepsPerFrame);
    return this.runOwed();
  }

  /**
   * Runs the owed steps until one waits for a controller answering later; returns how many ran. A
   * scene that could not go on was replaced (with a notice: PlayStepper.step): the new one starts
   * on the next frame.
   */
  runOwed(): number {
    const scenes = this.driven;
    let finished = 0;
    while (this.owedSteps > 0 && !scenes.waiting) {
      this.owedSteps--;
      const outcome = this.stepScene();
      if (outcome === 'stepped') finished++;
      else if (outcome === 'stopped') {
        this.owedSteps = 0;
        return finished + 1;
      }
    }
    return finished;
  }
}
