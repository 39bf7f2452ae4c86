/** What a SteeringWorld reports after a step: unsound states it reset, and hits; and the log that keeps them. */

/** An entity whose state became unsound was reset to its last good state. */
export interface StateWarning {
  entityId: string;
  /** Why, in words a user can read: "its state became non-finite (NaN or infinity)". */
  reason: string;
  /** s. */
  time: number;
}

/** The world keeps this many recent warnings. */
export const MAX_WARNING_LOG = 64;

/** The world keeps this many recent hits; `hitCount` counts them all. */
export const MAX_HIT_LOG = 256;

/** A missile (or character) began to touch a target (planck's shape test: TargetTouches.ts), reported after the step. */
export interface HitEvent {
  entityId: string;
  targetId: string;
  /** Simulated time of the step in which the contact began, s. */
  time: number;
}

/** Appends `event` to `log`, dropping the oldest beyond `max` (the world's recent warnings and hits). */
export function pushRecent<T>(log: T[], event: T, max: number): void {
  log.push(event);
  if (log.length > max) log.shift();
}

/**
 * What a world's steps reported: the last step's hits and warnings (read them after the step; the
 * next one starts new lists), the most recent ones, and every hit counted. The one place a hit or a
 * warning is kept: whoever reacts to one reads it here after the step, nothing queues it again.
 */
export class WorldEventLog {
  private readonly stepHitList: HitEvent[] = [];
  private readonly stepWarningList: StateWarning[] = [];
  private readonly hitLog: HitEvent[] = [];
  private readonly warningLog: StateWarning[] = [];
  private hitTotal = 0;

  /** The hits of the last step, in the order they began (read-only view). */
  get stepHits(): readonly HitEvent[] {
    return this.stepHitList;
  }

  /** The entities the last step had to reset, in order (read-only view). */
  get stepWarnings(): readonly StateWarning[] {
    return this.stepWarningList;
  }

  /** The most recent hits (at most {@link MAX_HIT_LOG}), oldest first (read-only view). */
  get hits(): readonly HitEvent[] {
    return this.hitLog;
  }

  /** Number of hits since the world was created. */
  get hitCount(): number {
    return this.hitTotal;
  }

  /** The most recent state warnings (at most {@link MAX_WARNING_LOG}), oldest first (read-only view). */
  get warnings(): readonly StateWarning[] {
    return this.warningLog;
  }

  /** A step begins: the last one's lists are emptied (its events stay in the recent logs). */
  startStep(): void {
    this.stepHitList.length = 0;
    this.stepWarningList.length = 0;
  }

  /** Records a hit of the step that runs. */
  hit(event: HitEvent): void {
    pushRecent(this.hitLog, event, MAX_HIT_LOG);
    this.hitTotal++;
    this.stepHitList.push(event);
  }

  /** Records a warning of the step that runs. */
  warn(event: StateWarning): void {
    pushRecent(this.warningLog, event, MAX_WARNING_LOG);
    this.stepWarningList.push(event);
  }
}
