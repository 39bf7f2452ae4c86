import type { StepOutcome } from '../plays/PlayDirector';
import type { SimulationTime } from './SimulationTime';

/** What the stepper drives: one fixed step of the current scene, and whether one waits. */
export interface SteppedScenes {
  step(): StepOutcome;
  readonly waiting: boolean;
}

/**
 * Turns each rendered frame's real time into fixed steps of the current scene. Steps the clock
 * has given that a controller answering later (the player's code in a Worker) has not let run yet
 * are owed and run when it answers, within the clock's catch-up cap: the simulation slows rather
 * than skips.
 */
export class FrameStepper {
  /** Fixed steps the clock has given that have not run yet. */
  private owedSteps = 0;

  constructor(
    private readonly clock: SimulationTime,
    private readonly director: SteppedScenes,
  ) {}

  /** Drops the owed steps (time paused, or the scene set aside). */
  forgetOwed(): void {
    this.owedSteps = 0;
  }

  /**
   * Called once per rendered frame with the real time since the previous one (s). Unless paused,
   * runs the whole number of fixed steps that the scaled time adds up to (at most
   * `maxStepsPerFrame`, or `maxSteps` if lower: see src/app/time/StepBudget.ts). Returns the number of
   * steps run.
   */
  advance(frameSeconds: number, maxSteps?: number): number {
    const steps = this.clock.stepsFor(frameSeconds, maxSteps);
    this.owedSteps = Math.min(this.owedSteps + steps, this.clock.maxStepsPerFrame);
    return this.runOwed();
  }

  /**
   * Runs the owed steps until one waits for a controller answering later; returns how many ran. A
   * scene that could not go on was replaced (with a notice: PlayDirector.step): the new one starts
   * on the next frame.
   */
  runOwed(): number {
    let finished = 0;
    while (this.owedSteps > 0 && !this.director.waiting) {
      this.owedSteps--;
      const outcome = this.director.step();
      if (outcome === 'stepped') finished++;
      else if (outcome === 'stopped') {
        this.owedSteps = 0;
        return finished + 1;
      }
    }
    return finished;
  }
}
