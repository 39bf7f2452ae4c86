import { STACK_FULL_CHECK_WEIGHT } from './sandboxLimits';

/**
 * The budget of the phase of a player's code that is running (its loading, a call, the reading of
 * what it threw): the work it may do, counted in QuickJS's checks (OPERATIONS_PER_CHECK each), and a
 * far deadline on the machine's clock. The work decides; the deadline only backs it up, so that the
 * same code is stopped at the same point on any machine and under any load.
 */
export class WorkBudget {
  /** Checks the running phase may use, and has used. */
  private limit = Infinity;
  private usedChecks = 0;
  /** The running phase's far deadline on the clock, ms. */
  private deadline = Infinity;
  /** What stopped the code at the last check that stopped it. */
  private stopped: 'budget' | 'deadline' = 'budget';
  /** Whether the stack was full at that check. */
  private stackFullAtStop = false;

  /** `clock`: the machine's clock the deadlines are read from, ms. */
  constructor(private readonly clock: () => number) {}

  /** Starts a phase: `checks` of work and a far deadline `deadlineMs` from now. */
  start(checks: number, deadlineMs: number): void {
    this.limit = checks;
    this.usedChecks = 0;
    this.deadline = this.clock() + deadlineMs;
    this.stackFullAtStop = false;
  }

  /** Between phases nothing of the player's runs: no budget, no deadline. */
  end(): void {
    this.limit = Infinity;
    this.deadline = Infinity;
  }

  /** The checks the running (or last) phase used. */
  get used(): number {
    return this.usedChecks;
  }

  /** What stopped the code: its budget of work, or the far deadline. */
  get stoppedBy(): 'budget' | 'deadline' {
    return this.stopped;
  }

  /** Whether the stack was full when the code was stopped. */
  get stoppedWithStackFull(): boolean {
    return this.stackFullAtStop;
  }

  /**
   * One of QuickJS's checks (its interrupt handler's call): counts it, STACK_FULL_CHECK_WEIGHT times
   * if the stack is full then, and answers whether the code must stop (past its budget or deadline).
   */
  check(stackFull: boolean): boolean {
    this.usedChecks += stackFull ? STACK_FULL_CHECK_WEIGHT : 1;
    if (this.usedChecks > this.limit) this.stopped = 'budget';
    else if (this.clock() > this.deadline) this.stopped = 'deadline';
    else return false;
    this.stackFullAtStop = stackFull;
    return true;
  }
}
