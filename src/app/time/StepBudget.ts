/** Settings of a {@link StepBudget}. */
export interface StepBudgetSettings {
  /** Wall-clock time the fixed steps of one frame may take, ms (of a 16.7 ms frame at 60 Hz). [default: 10] */
  budgetMs: number;
  /** Most steps per frame, whatever the budget (the clock's own cap). [default: 5] */
  maxSteps: number;
  /** Weight of the newest frame in the running average of a step's cost, 0…1. [default: 0.2] */
  smoothing: number;
}

/** Documented defaults of {@link StepBudgetSettings}. */
export function defaultStepBudgetSettings(): StepBudgetSettings {
  return { budgetMs: 10, maxSteps: 5, smoothing: 0.2 };
}

/**
 * How many fixed steps a frame may run, from what steps have been costing: `budgetMs` divided by
 * a running average of the wall-clock cost of one step, between 1 and `maxSteps`.
 *
 * Why: the clock catches up after a slow frame by running more steps in the next one. That is right
 * while a step costs less than the time it simulates. When it costs more (a thousand colliding
 * bodies on a slow machine), catching up makes the next frame slower still, until every frame runs
 * the clock's cap of 5 steps: a slide show at real-time speed. With this budget such a frame runs
 * fewer steps and the time beyond is dropped: the simulation runs in slow motion, at a steady and
 * higher frame rate. For the few entities of normal play a step costs a fraction of a millisecond
 * and the budget allows the clock's full cap, so nothing changes.
 *
 * Pure: the scene measures the time and hands it in ({@link record}); the demo takes the allowance
 * (`demo.clock.advance(frameSeconds, budget.allowed)`).
 */
export class StepBudget {
  readonly settings: Readonly<StepBudgetSettings>;
  private stepCostMs = 0;
  private allowedValue: number;

  constructor(settings: Partial<StepBudgetSettings> = {}) {
    this.settings = { ...defaultStepBudgetSettings(), ...settings };
    const { budgetMs, maxSteps, smoothing } = this.settings;
    if (!(budgetMs > 0) || !Number.isFinite(budgetMs)) throw new RangeError(`budgetMs must be a finite number > 0, got ${budgetMs}`);
    if (!Number.isInteger(maxSteps) || maxSteps < 1) throw new RangeError(`maxSteps must be an integer ≥ 1, got ${maxSteps}`);
    if (!(smoothing > 0 && smoothing <= 1)) throw new RangeError(`smoothing must be > 0 and ≤ 1, got ${smoothing}`);
    this.allowedValue = maxSteps;
  }

  /** Steps the next frame may run (1 … maxSteps). */
  get allowed(): number {
    return this.allowedValue;
  }

  /** The running average of one step's cost, ms (0 before any step). */
  get averageStepMs(): number {
    return this.stepCostMs;
  }

  /** Records a frame: it ran `steps` fixed steps in `elapsedMs` ms of wall-clock time. Frames without steps change nothing. */
  record(steps: number, elapsedMs: number): void {
    if (!(steps > 0) || !(elapsedMs >= 0) || !Number.isFinite(elapsedMs)) return;
    const cost = elapsedMs / steps;
    const { budgetMs, maxSteps, smoothing } = this.settings;
    this.stepCostMs = this.stepCostMs === 0 ? cost : this.stepCostMs + smoothing * (cost - this.stepCostMs);
    this.allowedValue = Math.max(1, Math.min(maxSteps, Math.floor(budgetMs / Math.max(this.stepCostMs, 1e-6))));
  }
}
