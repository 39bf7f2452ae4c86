/** What a SteeringWorld reports after a step: unsound states it reset, and hits. */

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
