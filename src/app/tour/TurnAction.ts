import { radToDeg, wrapAngle } from '../../sim/math/angle';
import { SETTLED_ERROR, SETTLED_RATE, type MeasuredTurn } from '../../sim/metrics/TurnMeter';
import type { EntityRecord } from '../model/EntityState';
import type { TourHost } from './TourHost';
import { entityName } from './tourNames';
import { TargetMoves } from './TourStep';

/**
 * A move of the target that took at most this many steps is a jump (the step's button, a flick),
 * not a drag: the body had no time to follow it, so the turn from the drop is the whole turn.
 */
export const JUMP_STEPS = 2;

/**
 * Where the player's latest action stands:
 * - `waiting`: nothing done yet (or since the last result);
 * - `moving`: the target is moving (a drag, or the button's jump);
 * - `turning`: the target is at rest again and a body is still turning;
 * - `interrupted`: a body's turn rate or controller changed during the turn: no honest figure, until the target moves again;
 * - `done`: every body has finished its turn: {@link TurnAction.result} holds it.
 */
export type ActionStage = 'waiting' | 'moving' | 'turning' | 'interrupted' | 'done';

/** One body's turn for the player's action. Angles in degrees, times in s. */
export interface ActionTurn {
  readonly id: string;
  /** How a sentence names it: "missile-1 (orange)". */
  readonly name: string;
  /** Its max turn rate during the turn, rad/s². */
  readonly maxAngularAcceleration: number;
  /** |net rotation of the body| from the action's start until it finished. */
  readonly turnedDeg: number;
  /** From the action's start until it finished. */
  readonly secondsFromAction: number;
  /**
   * Its turn meter's turn from the drop (src/sim/metrics/TurnMeter.ts: angle, time, overshoot,
   * limit), or null when it had kept up with the drag: within 1° of the target when it came to
   * rest, so there was no turn left to time from there.
   */
  readonly fromDrop: MeasuredTurn | null;
  /**
   * How far it swung past the target after the drop, its heading error followed without wrapping
   * (a turn through ±180° is no pass; a body spun the long way round is judged from the side it
   * reached the target); for a body that kept up, its swing beyond 1°.
   */
  readonly overshootDeg: number;
}

/** The player's action and every body's turn for it. */
export interface ActionResult {
  /** The last instant before the target moved, s. */
  readonly startTime: number;
  /** The first step the target stood still again, s (where the turn meters start their turn). */
  readonly dropTime: number;
  /** Whether the target got there in at most {@link JUMP_STEPS} steps (the button, a flick) rather than being dragged. */
  readonly jump: boolean;
  readonly turns: readonly ActionTurn[];
}

/** One body while an action runs: its rotation since the action's start, and what its turn must not change under it. */
class BodyWatch {
  private lastAngle = Number.NaN;
  /** Signed rotation since the action's start, rad (a finished turn keeps its own figure in {@link finished}). */
  rotation = 0;
  private limit = 0;
  private terms: unknown = null;
  private entity: unknown = null;
  /** Whether it was within 1° of the target when the target came to rest (the meter found nothing to time). */
  keptUp = false;
  finished: ActionTurn | null = null;
  /**
   * Its heading error since the drop, followed without wrapping (rad): where it was at the drop,
   * now, and the least and largest since. A body that turns through ±180° has not passed the target.
   */
  private tracking = false;
  private dropError = 0;
  private lastError = 0;
  private error = 0;
  private leastError = 0;
  private largestError = 0;

  constructor(readonly record: EntityRecord) {
    this.lastAngle = record.entity.angle;
  }

  /** The action starts: rotation counts from the angle before this step. */
  begin(): void {
    const entity = this.record.entity;
    this.rotation = wrapAngle(entity.angle - this.lastAngle);
    this.limit = entity.maxAngularAcceleration;
    this.terms = entity.controllerTerms;
    this.entity = entity;
    this.resume();
  }

  /** The target came to rest (after this step's {@link follow}): the heading error is followed from here. */
  dropped(): void {
    const error = this.record.entity.measureHeadingError();
    this.tracking = true;
    this.dropError = error;
    this.lastError = error;
    this.error = error;
    this.leastError = error;
    this.largestError = error;
  }

  /**
   * How far it swung past the target after the drop, rad: the target is the multiple of a turn
   * nearest where the error ended (a body spun the long way round reaches it from the other side),
   * and the swing is how far the error went beyond it on the side away from where it came. For a
   * body that kept up (within 1° at the drop), any swing beyond 1° counts.
   */
  private swingPast(): number {
    const goal = 2 * Math.PI * Math.round(this.error / (2 * Math.PI));
    if (this.keptUp) {
      const swing = Math.max(this.largestError - goal, goal - this.leastError);
      return swing > SETTLED_ERROR ? swing : 0;
    }
    return Math.max(0, this.dropError >= goal ? goal - this.leastError : this.largestError - goal);
  }

  /** The target moved again within the action (a drag with a pause): the body turns on, judged afresh at the next drop. */
  resume(): void {
    this.keptUp = false;
    this.tracking = false;
    this.finished = null;
  }

  /** Adds this step's rotation (call once a step, after {@link begin} on the action's first), and after a drop its heading error. */
  follow(): void {
    const entity = this.record.entity;
    const angle = entity.angle;
    this.rotation += wrapAngle(angle - this.lastAngle);
    this.lastAngle = angle;
    if (!this.tracking) return;
    const error = entity.measureHeadingError();
    this.error += wrapAngle(error - this.lastError);
    this.lastError = error;
    if (this.error < this.leastError) this.leastError = this.error;
    if (this.error > this.largestError) this.largestError = this.error;
  }

  /** The step's first rotation is already counted by {@link begin}: only remember the angle. */
  remember(): void {
    this.lastAngle = this.record.entity.angle;
  }

  /** Whether the body, its turn rate or its controller changed since the action started (a turn under another motor is not this turn). */
  changed(): boolean {
    const entity = this.record.entity;
    return entity !== this.entity || entity.maxAngularAcceleration !== this.limit || entity.controllerTerms !== this.terms;
  }

  /** Tries to finish the turn at `time` after a drop at `dropTime`; returns whether it is finished. */
  tryFinish(time: number, startTime: number, dropTime: number, dt: number): boolean {
    if (this.finished) return true;
    const meter = this.record.turns;
    const entity = this.record.entity;
    let fromDrop: MeasuredTurn | null = null;
    if (meter.phase === 'small' || this.keptUp) {
      // Within 1° when the target came to rest: it finishes when it is also slow (the meter's settled box).
      this.keptUp = true;
      if (!(Math.abs(entity.measureHeadingError()) <= SETTLED_ERROR && Math.abs(entity.angularVelocity) <= SETTLED_RATE)) return false;
    } else {
      const last = meter.last;
      // The meter's latest turn must be this drop's (it starts on the step the target came to rest).
      if (meter.phase !== 'settled' || last === null || last.startTime < dropTime - dt / 2) return false;
      fromDrop = last;
    }
    this.finished = {
      id: entity.id,
      name: entityName(this.record),
      maxAngularAcceleration: entity.maxAngularAcceleration,
      turnedDeg: Math.abs(radToDeg(this.rotation)),
      secondsFromAction: Math.round((time - startTime) / dt) * dt,
      fromDrop,
      overshootDeg: radToDeg(this.swingPast()),
    };
    return true;
  }
}

/**
 * The player's action on a turning step, from its start: the target's first move (the start of a
 * drag, or the button's jump), its drop (the target at rest again), and each body's turn until it
 * finished. The turn meters time a turn from the drop (a turn starts when the set-point comes to
 * rest); this adds what the player did before it, so that a sentence can say "it turned 100° from
 * where it pointed when you began" where the meter alone saw only the last 13°.
 *
 * An action lasts until every body finished (a pause in a drag, or a second drag before then, is
 * the same action); the next move starts a new one. A body whose turn rate or controller changes
 * meanwhile interrupts it: no figure then, until the target moves again.
 */
export class TurnAction {
  private readonly bodies: BodyWatch[];
  private stageValue: ActionStage = 'waiting';
  private startTime = Number.NaN;
  private dropTime = Number.NaN;
  private movedSteps = 0;
  private resultValue: ActionResult | null = null;
  /** The target's motion as the player left it (held, thrown and stopped, moving by itself, gone). */
  readonly moves: TargetMoves;
  private dt = 1 / 60;
  private lastTime = Number.NaN;

  constructor(host: TourHost, records: readonly EntityRecord[]) {
    this.bodies = records.map((record) => new BodyWatch(record));
    this.moves = new TargetMoves(host);
  }

  /** Where the action stands. */
  get stage(): ActionStage {
    return this.stageValue;
  }

  /** The finished action, or null (none yet, or the target moved since). */
  get result(): ActionResult | null {
    return this.resultValue;
  }

  /** The names of the bodies still turning ("missile-2 (light blue)"), for the card while it waits. */
  pendingNames(): string[] {
    return this.bodies.filter((body) => body.finished === null).map((body) => entityName(body.record));
  }

  /** Called after every fixed step with the simulated time, s. */
  afterStep(time: number): void {
    if (Number.isFinite(this.lastTime) && time > this.lastTime) this.dt = time - this.lastTime;
    this.lastTime = time;
    const event = this.moves.afterStep(time);
    if (event === 'moved') this.onMove(time);
    else if (event === 'rested' && this.stageValue === 'moving') this.onDrop(time);
    else for (const body of this.bodies) body.follow();
    if ((this.stageValue === 'moving' || this.stageValue === 'turning') && this.anyChanged()) {
      this.stageValue = 'interrupted';
      this.resultValue = null;
      return;
    }
    // While the player still holds the target, a pause is no end: an eased drag pauses between
    // pointer moves, and each pause finished as a turn of its own read "turned 0° in 0.05 s" for a
    // drag the bodies had followed through 130°. The action goes on until the target is let go.
    if (this.stageValue !== 'turning' || this.moves.held) return;
    let all = true;
    for (const body of this.bodies) if (!body.tryFinish(time, this.startTime, this.dropTime, this.dt)) all = false;
    if (!all) return;
    this.stageValue = 'done';
    this.resultValue = {
      startTime: this.startTime,
      dropTime: this.dropTime,
      jump: this.movedSteps <= JUMP_STEPS,
      turns: this.bodies.map((body) => body.finished as ActionTurn),
    };
  }

  /** Whether a body still turning had its motor or controller changed (a plain loop: this runs every step). */
  private anyChanged(): boolean {
    for (const body of this.bodies) if (body.finished === null && body.changed()) return true;
    return false;
  }

  private onMove(time: number): void {
    this.resultValue = null;
    if (this.stageValue === 'waiting' || this.stageValue === 'done' || this.stageValue === 'interrupted') {
      // A new action: counted from the instant before this step.
      this.startTime = time - this.dt;
      this.movedSteps = 0;
      for (const body of this.bodies) body.begin();
      for (const body of this.bodies) body.remember();
    } else {
      // The target moves on: whatever a body did at the pause before (finished, or within 1° of it) no longer holds.
      for (const body of this.bodies) {
        body.resume();
        body.follow();
      }
    }
    this.movedSteps++;
    this.stageValue = 'moving';
  }

  private onDrop(time: number): void {
    this.dropTime = time;
    this.stageValue = 'turning';
    for (const body of this.bodies) {
      body.follow();
      body.dropped();
    }
  }
}
