// The one measurement of an entity's turns in live play: when a turn starts and settles, its figures, its limit; fed once a step.
import { radToDeg, wrapAngle } from '../math/angle';
import { STANDARD_DT } from '../time/timeBases';
import type { TurnSample } from './turnSample';
import { PastTarget } from './PastTarget';
import { turnLimitSeconds, type SettledBox } from './turnLimit';
import type { MeasuredTurn, TurnSoFar } from './measuredTurn';
import type { TurnMeterState, TurnPhase } from './turnMeterState';

export { emptyTurnSample, type TurnSample } from './turnSample';
export type { MeasuredTurn, TurnSoFar } from './measuredTurn';
export type { TurnMeterState, TurnPhase } from './turnMeterState';

/** A turn counts as settled within this of the wanted heading, rad (1°)… */
export const SETTLED_ERROR = Math.PI / 180;
/** …turning slower than this, rad/s. */
export const SETTLED_RATE = 0.05;
/** The settled box of every live turn. */
export const SETTLED: SettledBox = Object.freeze({ error: SETTLED_ERROR, rate: SETTLED_RATE });
/** A swing past the target has peaked once the error is back this far from its largest, rad (0.5°). */
const PEAK_MARGIN = Math.PI / 360;
/**
 * While its set-point moves (a target that flies, circles or is dragged), a turn starts once the
 * heading error has grown past this, rad (5°), on the first step it shrinks again: the body has
 * fallen behind and begins to catch up. Below it the body follows its target closely.
 */
export const CHASE_TURN_ERROR = (5 * Math.PI) / 180;

/**
 * The one measurement of an entity's turns in live play, fed once a step (the tour, the labels
 * under the bodies, the race table and the HUD all read it).
 *
 * A turn starts when the wanted heading's set-point comes to rest after a change (a drop, a new
 * waypoint, a new command, a button), not on every step of a drag, with the body's actual state
 * then: its error and its spin. It ends settled. A new change before that drops it: a turn is
 * never reported half done. While the set-point keeps moving (Intercept's crossing target, the
 * Hunt's circling ones, a slow drag) a turn starts when the heading error has grown past
 * {@link CHASE_TURN_ERROR} and begins to shrink: the body fell behind and turns to catch up. Such
 * a chase turn goes on while its set-point moves (and gives way to a turn of its own when the
 * set-point comes to rest); it settles within 1° with the error steady (changing by at most
 * {@link SETTLED_RATE}: the body turning as fast as its wanted heading), and gives no limit (its
 * wanted heading does not hold still). A turn that ends too near its target to measure reports no
 * overshoot: there the line of sight swings whatever the body does (a missile flying through). Its overshoot is the largest swing past the
 * wanted heading; it is
 * known once the swing has peaked (or the turn settled), and stays known when the turn is later
 * dropped, since it happened; it is measured against the side of the target the turn came in from,
 * on the error followed without wrapping (PastTarget: a wrap at ±180° is no pass). Its limit comes
 * from the body's state at the start ({@link turnLimitSeconds}), given only where the limit's
 * assumptions hold. A change of the motor's limit or of the controller clears the latest turn's
 * figures (they describe settings that are gone) until the next turn is measured.
 *
 * Allocation-free per step but at the end of a turn (one small record).
 */
export class TurnMeter {
  private phaseValue: TurnPhase = 'idle';
  private lastValue: MeasuredTurn | null = null;
  private changeCount = 0;
  private lastOvershoot: number | null = null;
  private largestOvershoot = 0;
  // The turn under way.
  private startTime = 0;
  private startError = 0;
  private startRate = 0;
  private startLimit = 0;
  private overshoot = 0;
  private overshootKnown = false;
  private readonly pastTarget = new PastTarget();
  /** The entity's turnSettingsRevision at the last sample, or null before the first. */
  private turnSettingsRevision: number | null = null;

  private started = false;
  private lastTime = 0;
  /** When the turn under way first came within 1°, and when it settled (s), or null. */
  private reachedAt: number | null = null;
  private settledAt: number | null = null;
  private limitHolds = true;
  /** The limit from the start's state (s; derived, not saved), or null. */
  private limitValue: number | null = null;
  private dt = STANDARD_DT;
  private chasing = false;
  private droppedValue: TurnSoFar | null = null;
  private lastError: number | null = null;
  private overshootBefore: { last: number | null; largest: number } = { last: null, largest: 0 };

  /** Where the latest turn stands. */
  get phase(): TurnPhase {
    return this.phaseValue;
  }

  /** The last turn that settled, or null. While {@link phase} is `settled` it is the latest set-point's. */
  get last(): MeasuredTurn | null {
    return this.lastValue;
  }

  /** Set-point changes seen (a watcher can tell a new change from an old result). */
  get changes(): number {
    return this.changeCount;
  }

  /** The overshoot of the latest turn whose overshoot is known, degrees, or null before any. */
  get lastOvershootDeg(): number | null {
    return this.lastOvershoot;
  }

  /** The largest known overshoot since the meter was made or cleared, degrees. */
  get maxOvershootDeg(): number {
    return this.largestOvershoot;
  }

  /** The turn under way: its start (s) and angle (degrees), or null. */
  get current(): { readonly startTime: number; readonly angleDeg: number } | null {
    return this.phaseValue === 'turning' ? { startTime: this.startTime, angleDeg: radToDeg(Math.abs(this.startError)) } : null;
  }

  /** When the turn under way started, s; null when none is. */
  get turnStart(): number | null {
    return this.phaseValue === 'turning' ? this.startTime : null;
  }

  /** Whether the latest turn started while its set-point moved (a chase turn). */
  get chase(): boolean {
    return this.chasing;
  }

  /**
   * The figures of the last chase turn that gave way, unsettled, to a turn of its own when its set-point came to rest (what a comparison
   * reports of it), or null.
   */
  get dropped(): TurnSoFar | null {
    return this.droppedValue;
  }

  /**
   * The latest turn's figures so far, settled or not (what a comparison reads when a change cut a
   * turn short): `seconds` is null until it settled, `reachedSeconds` until it first came within
   * 1°; the overshoot is the largest swing past the target so far. Null before any turn started.
   */
  get latest(): TurnSoFar | null {
    if (!this.started) return null;
    return { ...this.figures(this.lastTime), seconds: this.settledAt === null ? null : this.wholeSteps(this.settledAt) };
  }

  /** Everything it holds, as plain data (see {@link TurnMeterState}). */
  save(): TurnMeterState {
    return {
      phase: this.phaseValue,
      last: this.lastValue,
      changes: this.changeCount,
      lastOvershoot: this.lastOvershoot,
      largestOvershoot: this.largestOvershoot,
      startTime: this.startTime,
      startError: this.startError,
      startRate: this.startRate,
      startLimit: this.startLimit,
      overshoot: this.overshoot,
      overshootKnown: this.overshootKnown,
      pastTarget: this.pastTarget.save(),
      turnSettingsRevision: this.turnSettingsRevision,
      started: this.started,
      lastTime: this.lastTime,
      reachedAt: this.reachedAt,
      settledAt: this.settledAt,
      limitHolds: this.limitHolds,
      dt: this.dt,
      chasing: this.chasing,
      lastError: this.lastError,
      overshootBefore: { ...this.overshootBefore },
    };
  }

  /** Takes `state` (from {@link save}) back: it measures on exactly as the meter that saved it. */
  restore(state: TurnMeterState): void {
    this.phaseValue = state.phase;
    const last = state.last;
    // In the order a settled turn lists its figures (what a reader of the text sees).
    this.lastValue =
      last === null
        ? null
        : {
            startTime: last.startTime,
            angleDeg: last.angleDeg,
            startRateDegPerS: last.startRateDegPerS,
            reachedSeconds: last.reachedSeconds,
            overshootDeg: last.overshootDeg,
            limitSeconds: last.limitSeconds,
            seconds: last.seconds,
          };
    this.changeCount = state.changes;
    this.lastOvershoot = state.lastOvershoot;
    this.largestOvershoot = state.largestOvershoot;
    this.startTime = state.startTime;
    this.startError = state.startError;
    this.startRate = state.startRate;
    this.startLimit = state.startLimit;
    this.overshoot = state.overshoot;
    this.overshootKnown = state.overshootKnown;
    this.pastTarget.restore(state.pastTarget);
    this.turnSettingsRevision = state.turnSettingsRevision;
    this.started = state.started;
    this.lastTime = state.lastTime;
    this.reachedAt = state.reachedAt;
    this.settledAt = state.settledAt;
    this.limitHolds = state.limitHolds;
    this.limitValue = this.limit();
    this.dt = state.dt;
    this.chasing = state.chasing ?? false;
    this.lastError = state.lastError ?? null;
    this.overshootBefore = {
      last: state.overshootBefore?.last ?? state.lastOvershoot,
      largest: state.overshootBefore?.largest ?? state.largestOvershoot,
    };
  }

  /** Forgets every turn. */
  clear(): void {
    this.phaseValue = 'idle';
    this.chasing = false;
    this.lastError = null;
    this.lastValue = null;
    this.lastOvershoot = null;
    this.largestOvershoot = 0;
  }

  /** Feeds one step (see {@link TurnSample}). */
  update(sample: Readonly<TurnSample>): void {
    if (this.turnSettingsRevision !== null && sample.turnSettingsRevision !== this.turnSettingsRevision) this.retune();
    this.turnSettingsRevision = sample.turnSettingsRevision;
    const previousError = this.lastError;
    this.lastError = sample.hasSetpoint ? sample.headingError : null;
    if (!sample.hasSetpoint) {
      this.phaseValue = 'idle';
      return;
    }
    const chaseGoesOn = this.phaseValue === 'turning' && this.chasing && sample.setpointChanged;
    if (!chaseGoesOn && (sample.setpointChanged || this.phaseValue === 'idle')) {
      if (sample.setpointChanged) this.changeCount++;
      const magnitude = Math.abs(sample.headingError);
      // A body fallen behind a moving set-point, catching up: a chase turn starts.
      if (
        sample.setpointChanged &&
        this.phaseValue === 'moving' &&
        !sample.nearTarget &&
        previousError !== null &&
        magnitude > CHASE_TURN_ERROR &&
        magnitude < Math.abs(previousError)
      )
        this.start(sample, true);
      else this.phaseValue = 'moving';
      return;
    }
    if (chaseGoesOn) this.changeCount++;
    // A set-point come to rest: a turn starts (after a chase turn too: the turn from the drop).
    if (this.phaseValue === 'moving' || (this.phaseValue === 'turning' && this.chasing && !sample.setpointChanged)) {
      if (this.phaseValue === 'turning') this.droppedValue = this.latest;
      this.start(sample, false);
      return;
    }
    if (this.phaseValue !== 'turning') return;
    if (sample.nearTarget) {
      this.phaseValue = 'near';
      // Near its target the line of sight swings whatever the body does: this turn's swing is no overshoot.
      this.lastOvershoot = this.overshootBefore.last;
      this.largestOvershoot = this.overshootBefore.largest;
      return;
    }
    if (!sample.inPlace || sample.maxAngularAcceleration !== this.startLimit) this.limitHolds = false;
    this.lastTime = sample.time;
    if (this.reachedAt === null && Math.abs(sample.headingError) <= SETTLED_ERROR) this.reachedAt = sample.time;
    this.measureOvershoot(sample.headingError);
    // Settled: within 1° and slow; in a chase, the error steady (the body turning with its wanted heading).
    const rate =
      this.chasing && previousError !== null ? wrapAngle(sample.headingError - previousError) / sample.dt : sample.angularVelocity;
    if (Math.abs(sample.headingError) <= SETTLED_ERROR && Math.abs(rate) <= SETTLED_RATE) this.settle(sample.time);
  }

  /** The motor or the controller changed: the figures of the latest turn describe settings that are gone. */
  private retune(): void {
    this.lastValue = null;
    this.lastOvershoot = null;
    if (this.phaseValue !== 'idle' && this.phaseValue !== 'moving') this.phaseValue = 'retuned';
  }

  private start(sample: Readonly<TurnSample>, chasing: boolean): void {
    const error = sample.headingError;
    this.chasing = chasing;
    if (Math.abs(error) <= SETTLED_ERROR) {
      this.phaseValue = 'small';
      return;
    }
    this.phaseValue = 'turning';
    this.overshootBefore = { last: this.lastOvershoot, largest: this.largestOvershoot };
    this.started = true;
    this.reachedAt = null;
    this.settledAt = null;
    this.startTime = sample.time;
    this.lastTime = sample.time;
    this.startError = error;
    this.startRate = sample.angularVelocity;
    this.startLimit = sample.maxAngularAcceleration;
    this.dt = sample.dt;
    this.overshoot = 0;
    this.overshootKnown = false;
    this.pastTarget.start(error);
    // A chase's wanted heading moves on: the limit's sum (to a heading held still) does not apply.
    this.limitHolds = sample.inPlace && !chasing;
    this.limitValue = this.limitHolds ? this.limit() : null;
  }

  /** How far past the target the heading is (PastTarget); the overshoot is known once the swing has peaked. */
  private measureOvershoot(error: number): void {
    const past = this.pastTarget.next(error);
    if (past === null) return;
    if (past > this.overshoot) {
      this.overshoot = past;
    } else if (!this.overshootKnown && this.overshoot > 0 && past < this.overshoot - PEAK_MARGIN) {
      this.overshootKnown = true;
      this.knowOvershoot(this.overshoot);
    }
  }

  private knowOvershoot(overshoot: number): void {
    const degrees = radToDeg(overshoot);
    this.lastOvershoot = degrees;
    if (degrees > this.largestOvershoot) this.largestOvershoot = degrees;
  }

  private settle(time: number): void {
    this.phaseValue = 'settled';
    this.settledAt = time;
    this.knowOvershoot(this.overshoot);
    this.lastValue = { ...this.figures(time), reachedSeconds: this.wholeSteps(this.reachedAt ?? time), seconds: this.wholeSteps(time) };
  }

  /** The turn under way's figures up to `time`, s, but its times. */
  private figures(time: number): Omit<TurnSoFar, 'seconds'> {
    const toward = this.startError >= 0 ? -this.startRate : this.startRate;
    return {
      startTime: this.startTime,
      angleDeg: radToDeg(Math.abs(this.startError)),
      startRateDegPerS: radToDeg(toward),
      reachedSeconds: this.reachedAt === null || this.reachedAt > time ? null : this.wholeSteps(this.reachedAt),
      overshootDeg: radToDeg(this.overshoot),
      limitSeconds: this.limitHolds ? this.limitValue : null,
    };
  }

  /** The limit of the turn under way from its start's state (s), or null where the motor's limit is not a number > 0. */
  private limit(): number | null {
    const seconds = turnLimitSeconds(this.startError, this.startRate, this.startLimit, this.dt, SETTLED);
    return Number.isFinite(seconds) ? seconds : null;
  }

  /** `time` (s) as whole steps since the start, s: free of the rounding of summed times. */
  private wholeSteps(time: number): number {
    return Math.round((time - this.startTime) / this.dt) * this.dt;
  }
}
