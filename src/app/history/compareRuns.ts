import { wrapAngle } from '../../sim/math/angle';
import { emptyTurnSample, SETTLED_ERROR, SETTLED_RATE, TurnMeter, type TurnMeterState, type TurnSoFar } from '../../sim/metrics/TurnMeter';
import { turnLimitSeconds } from '../../sim/metrics/turnLimit';
import { frameTurnSample, POSE, POSE_SIZE, type HistoryFrame } from './HistoryFrame';

/**
 * How a run's first turn since the branch stands at the end of the span compared: settled; still
 * turning; or cut short before it settled: its target moved (a drag, a drop, a hop), a chase's
 * target came to rest (a turn of its own begins there), it came too close to its target to be
 * timed, it hit its target, or it stopped steering.
 */
export type TurnEnd = 'settled' | 'turning' | 'moved' | 'rested' | 'near' | 'hit' | 'stopped';

/** Why a turn has no limit: something other than its motor turned it, or its motor's limit changed during it. */
export type NoLimit = 'spun' | 'motor';

/** One run's first turn since the branch, timed as the game times turns live (TurnMeter.ts). Times in s, angles in degrees. */
export type TurnFigures = ReturnType<typeof turnFigures>;

/** One run's figures for one entity since the branch. */
export type RunFigures = NonNullable<ReturnType<RunFold['result']>>;

/**
 * The runs compared from the branch: per entity (every run's figures, in the runs' order; null: not in that run), and the span compared.
 */
export type RunComparison = ReturnType<typeof compareRuns>;

/**
 * The limit of a turn that began at heading error `error` (rad) and spin `rate` (rad/s), with max
 * angular acceleration `a` (rad/s²), stepped by `dt` (s), its wanted heading having moved by up to
 * `drift` (rad): the one rule (sim/metrics/turnLimit.ts, turnLimitSeconds) into the settled box
 * widened by the drift (the body, not its target, has to get there: within 1° of where the wanted
 * heading is, so within 1° plus the drift of where it was), in s; null when the motor's limit is
 * not a number > 0.
 */
export function turnLimit(error: number, rate: number, a: number, dt: number, drift: number): number | null {
  const seconds = turnLimitSeconds(error, rate, a, dt, { error: SETTLED_ERROR + drift, rate: SETTLED_RATE });
  return Number.isFinite(seconds) ? seconds : null;
}

/** Entity `i`'s number at `field` in `frame`'s poses. */
function poseValue(frame: HistoryFrame, i: number, field: number): number {
  return (frame.poses as Float64Array)[i * POSE_SIZE + field] as number;
}

/** The wanted heading of entity `i` in `frame`: its angle less its heading error (heading − wanted), rad. */
function wantedHeading(frame: HistoryFrame, i: number): number {
  return poseValue(frame, i, POSE.angle) - poseValue(frame, i, POSE.headingError);
}

/** A turn under way as {@link runFigures} follows it beside the turn meter. */
interface Following {
  readonly startIndex: number;
  /** The meter's start of the turn (a chase turn giving way to another shows as a new start). */
  readonly meterStart: number;
  readonly startWanted: number;
  readonly error: number;
  readonly rate: number;
  readonly a: number;
  drift: number;
  noLimit: NoLimit | null;
  lastRate: number;
}

/** A {@link RunFold} written down at a frame, to go on from there (a comparison keeps some, so that showing a moment folds few frames). */
export interface FoldCheckpoint {
  readonly index: number;
  readonly meter: TurnMeterState;
  readonly seen: boolean;
  readonly hits: number;
  readonly following: Following | null;
  readonly figures: TurnFigures | null;
}

/**
 * One run's figures for entity `id`, folded over its frames one at a time (one a step, from the
 * branch on; `hitsBefore`: its hits when the run branched): its first turn, fed step by step to a
 * turn meter as the game fed its own (the samples the frames kept), so that start, reached,
 * settled and overshoot are the game's own; followed until it settles or something cuts it short.
 * A change of its controller or motor does not cut it: the run is what its changes made it (a
 * what-if begun after the branch included), and a motor changed takes its limit away. Its limit
 * comes from the body's state at the start, checked against what happened: every step's change
 * of spin within the motor's limit (else something else spun it: no limit), the drift of the
 * wanted heading widening the box it must settle in.
 */
export class RunFold {
  private readonly meter = new TurnMeter();
  private readonly sample = emptyTurnSample();
  private seen = false;
  private hits: number;
  private following: Following | null = null;
  private figures: TurnFigures | null = null;
  /** How many frames it has folded. */
  index = 0;

  constructor(
    private readonly id: string,
    private readonly dt: number,
    private readonly hitsBefore = 0,
  ) {
    this.hits = hitsBefore;
  }

  /** Folds the next frame in. */
  add(frame: HistoryFrame): void {
    const n = this.index++;
    const i = frame.ids.indexOf(this.id);
    if (i < 0 || !frame.poses) return;
    this.seen = true;
    const hitsNow = poseValue(frame, i, POSE.hits);
    const hit = hitsNow > this.hits;
    this.hits = hitsNow;
    if (this.figures) return;
    const following = this.following;
    if (following && hit) {
      this.figures = turnFigures(this.meter.latest as TurnSoFar, following, this.meter.chase, 'hit', n, this.dt);
      return;
    }
    const sample = this.sample;
    if (!frameTurnSample(frame, i, this.dt, sample)) return;
    // The run's own changes of settings do not cut its turn (see the class's comment).
    sample.turnSettingsRevision = 0;
    this.meter.update(sample);
    if (!following) {
      if (this.meter.phase !== 'turning') return;
      this.following = {
        startIndex: n,
        meterStart: this.meter.turnStart ?? 0,
        startWanted: wantedHeading(frame, i),
        error: sample.headingError,
        rate: sample.angularVelocity,
        a: sample.maxAngularAcceleration,
        drift: 0,
        noLimit: null,
        lastRate: sample.angularVelocity,
      };
      return;
    }
    const phase = this.meter.phase;
    // A chase turn whose target came to rest gave way to a turn of its own: the first one ends there.
    if (phase === 'turning' && this.meter.turnStart !== following.meterStart) {
      this.figures = turnFigures(this.meter.dropped as TurnSoFar, following, true, 'rested', n, this.dt);
      return;
    }
    if (phase === 'turning' || phase === 'settled')
      follow(following, frame, i, sample.angularVelocity, sample.maxAngularAcceleration, this.dt);
    if (phase !== 'turning')
      this.figures = turnFigures(this.meter.latest as TurnSoFar, following, this.meter.chase, endOf(phase), n, this.dt);
  }

  /** Its figures over the frames folded so far; null when the entity was in none of them. */
  result() {
    if (!this.seen) return null;
    const following = this.following;
    return {
      /** Its first turn since the branch; null when it faced its target all along (or had none). */
      turn:
        this.figures ??
        (following ? turnFigures(this.meter.latest as TurnSoFar, following, this.meter.chase, 'turning', this.index, this.dt) : null),
      /** Its hits since the branch. */
      hits: this.hits - this.hitsBefore,
    };
  }

  /** Where it stands, to go on from there with {@link restore}. */
  save(): FoldCheckpoint {
    return {
      index: this.index,
      meter: this.meter.save(),
      seen: this.seen,
      hits: this.hits,
      following: this.following && { ...this.following },
      figures: this.figures,
    };
  }

  /** Goes back to `checkpoint` (of a fold of the same entity, step and hits before). */
  restore(checkpoint: FoldCheckpoint): void {
    this.index = checkpoint.index;
    this.meter.restore(checkpoint.meter);
    this.seen = checkpoint.seen;
    this.hits = checkpoint.hits;
    this.following = checkpoint.following && { ...checkpoint.following };
    this.figures = checkpoint.figures;
  }
}

/** One run's figures for entity `id` over `frames` ({@link RunFold}, all of them); null when the entity is in none. */
export function runFigures(frames: readonly HistoryFrame[], id: string, dt: number, hitsBefore = 0) {
  const fold = new RunFold(id, dt, hitsBefore);
  for (const frame of frames) fold.add(frame);
  return fold.result();
}

/** One more step of a turn under way: how far its wanted heading drifted, and whether its motor alone turned it. */
function follow(turn: Following, frame: HistoryFrame, i: number, rate: number, a: number, dt: number): void {
  turn.drift = Math.max(turn.drift, Math.abs(wrapAngle(wantedHeading(frame, i) - turn.startWanted)));
  if (a !== turn.a) turn.noLimit ??= 'motor';
  // The motor gives at most a·dt of spin a step; more (a collision, a push, damping) and the limit's sum does not hold.
  if (Math.abs(rate - turn.lastRate) > turn.a * dt * (1 + 1e-9) + 1e-12) turn.noLimit ??= 'spun';
  turn.lastRate = rate;
}

function endOf(phase: TurnMeter['phase']): TurnEnd {
  switch (phase) {
    case 'settled':
      return 'settled';
    case 'moving':
      return 'moved';
    case 'near':
      return 'near';
    default:
      return 'stopped';
  }
}

function turnFigures(latest: TurnSoFar, turn: Following, chase: boolean, end: TurnEnd, endIndex: number, dt: number) {
  return {
    /**
     * When it began, after the branch: the first step after its set-point came to rest (or the branch's first step), or in a chase the
     * first step it caught up after falling behind.
     */
    start: (turn.startIndex + 1) * dt,
    /** Whether it began while its target moved (TurnMeter's chase turn: settled is then within 1° with the error steady). */
    chase,
    /** |heading error| at its start. */
    angleDeg: latest.angleDeg,
    /** The body's spin at its start, toward the wanted heading positive, °/s. */
    startRateDegPerS: latest.startRateDegPerS,
    /** From its start until the heading first came within 1° (it may swing on through); null: not yet. */
    reached: latest.reachedSeconds,
    /** From its start until settled (within 1°, slower than 0.05 rad/s; in a chase, the error changing that slowly); null: not (yet). */
    settled: end === 'settled' ? latest.seconds : null,
    /** The largest swing past the wanted heading in this turn, so far. */
    overshootDeg: latest.overshootDeg,
    /**
     * The fewest seconds in which any controller could have settled it with this motor, from the
     * body's state at its start, stepped as the game steps ({@link turnLimit}); null when something
     * else turned the body (`noLimit`). Never above `settled`.
     */
    limit: turn.noLimit ? null : turnLimit(turn.error, turn.rate, turn.a, dt, turn.drift),
    noLimit: turn.noLimit,
    /** How far the wanted heading moved from where it was at the start, up to the settling (or the end): the limit's box is wider by it. */
    bearingDriftDeg: (turn.drift * 180) / Math.PI,
    end,
    /** When a turn cut short was cut, s after the branch; null otherwise. */
    endedAt: end === 'settled' || end === 'turning' ? null : (endIndex + 1) * dt,
  };
}

/** Each entity's hits in `frame` (the step before the branch), by id. */
function hitsIn(frame: HistoryFrame | undefined): Map<string, number> {
  const hits = new Map<string, number>();
  if (frame?.poses) frame.ids.forEach((id, i) => hits.set(id, poseValue(frame, i, POSE.hits)));
  return hits;
}

/** Figures of run `run` (its frames, of which the first `span` count) for entity `id` with `hitsBefore` hits at the branch. */
export type FiguresOf = (run: number, frames: readonly HistoryFrame[], span: number, id: string, hitsBefore: number) => RunFigures | null;

/**
 * The runs compared (`runs`: each one's frames from the branch, one a step; the recorded run
 * first), entity by entity (those of any run), over the same span (the shortest run's);
 * `before` is the last frame before the branch (what every run started from), or undefined.
 * `figuresOf` folds a run's frames (a comparison on screen goes on from its checkpoints: figureFolds.ts).
 */
export function compareRuns(
  runs: readonly (readonly HistoryFrame[])[],
  dt: number,
  before?: HistoryFrame,
  figuresOf: FiguresOf = (_run, frames, span, id, hits) => runFigures(frames.slice(0, span), id, dt, hits),
) {
  const span = Math.min(...runs.map((frames) => frames.length));
  const ids: string[] = [];
  for (const frames of runs) for (const id of frames[0]?.ids ?? []) if (!ids.includes(id)) ids.push(id);
  const hitsBefore = hitsIn(before);
  // Simulated time compared since the branch, s; every run's figures, entity by entity.
  return {
    seconds: span * dt,
    entities: ids.map((id) => ({
      id,
      runs: runs.map((frames, run) => figuresOf(run, frames, span, id, hitsBefore.get(id) ?? 0)) as readonly (RunFigures | null)[],
    })),
  };
}
