/** Wall-clock time the fixed steps of one frame may take, ms (of a 16.7 ms frame at 60 Hz). */
const BUDGET_MS = 10;
/** Most steps per frame, whatever the budget (the clock's own cap). */
const MAX_STEPS = 5;
/** Weight of the newest frame in the running average of a step's cost, 0…1. */
const SMOOTHING = 0.2;

/**
 * How many fixed steps a frame may run, from what steps have been costing: {@link BUDGET_MS} divided
 * by a running average of the wall-clock cost of one step, between 1 and {@link MAX_STEPS}.
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
  private stepCostMs = 0;
  private allowedValue = MAX_STEPS;

  /** Steps the next frame may run (1 … MAX_STEPS). */
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
    this.stepCostMs = this.stepCostMs === 0 ? cost : this.stepCostMs + SMOOTHING * (cost - this.stepCostMs);
    this.allowedValue = Math.max(1, Math.min(MAX_STEPS, Math.floor(BUDGET_MS / Math.max(this.stepCostMs, 1e-6))));
  }
}
