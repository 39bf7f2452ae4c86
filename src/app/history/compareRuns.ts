import { wrapAngle } from '../../sim/math/angle';
import { emptyTurnSample, SETTLED_ERROR, SETTLED_RATE, TurnMeter, type TurnSoFar } from '../../sim/metrics/TurnMeter';
import { minimumTurnSteps } from '../../sim/metrics/turnLimit';
import { frameTurnSample, POSE, POSE_SIZE, type HistoryFrame } from './HistoryFrame';

/**
 * How a run's first turn since the branch stands at the end of the span compared: settled; still
 * turning; or cut short before it settled: its target moved (a drag, a drop, a hop), its motor or
 * controller changed, it came too close to its target to be timed, it hit its target, or it
 * stopped steering.
 */
export type TurnEnd = 'settled' | 'turning' | 'moved' | 'retuned' | 'near' | 'hit' | 'stopped';

/** Why a turn has no limit: something other than its motor turned it, or its motor's limit changed during it. */
export type NoLimit = 'spun' | 'motor';

/** One run's first turn since the branch, timed as the game times turns live (TurnMeter.ts). Times in s, angles in degrees. */
export type TurnFigures = ReturnType<typeof turnFigures>;

/** One run's figures for one entity since the branch. */
export type RunFigures = NonNullable<ReturnType<typeof runFigures>>;

/** The runs compared from the branch: per entity (every run's figures, in the runs' order; null: not in that run), and the span compared. */
export type RunComparison = ReturnType<typeof compareRuns>;

/**
 * The limit of a turn that began at heading error `error` (rad) and spin `rate` (rad/s), with max
 * angular acceleration `a` (rad/s²), its wanted heading having moved by up to `drift` (rad): the
 * fewest steps into the settled box widened by the drift (the body, not its target, has to get
 * there: within 1° of where the wanted heading is, so within 1° plus the drift of where it was),
 * in s; null when no steps do.
 */
export function turnLimit(error: number, rate: number, a: number, dt: number, drift: number): number | null {
  const steps = minimumTurnSteps(error, rate, a, dt, { error: SETTLED_ERROR + drift, rate: SETTLED_RATE });
  return steps === null ? null : steps * dt;
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
  readonly startWanted: number;
  readonly error: number;
  readonly rate: number;
  readonly a: number;
  drift: number;
  noLimit: NoLimit | null;
  lastRate: number;
}

/**
 * One run's figures for entity `id` over `frames` (one a step, from the branch on; `hitsBefore`:
 * its hits when the run branched): its first turn, fed step by step to a turn meter as the game
 * fed its own (the samples the frames kept), so that start, reached, settled and overshoot are
 * the game's own; followed until it settles or something cuts it short. Its limit comes from the
 * body's state at the start, checked against what happened: every step's change of spin within
 * the motor's limit (else something else spun it: no limit), the drift of the wanted heading
 * widening the box it must settle in. Null when the entity is in no frame.
 */
export function runFigures(frames: readonly HistoryFrame[], id: string, dt: number, hitsBefore = 0) {
  const meter = new TurnMeter();
  const sample = emptyTurnSample();
  let seen = false;
  let hits = hitsBefore;
  let following: Following | null = null;
  let figures: TurnFigures | null = null;
  for (const [n, frame] of frames.entries()) {
    const i = frame.ids.indexOf(id);
    if (i < 0 || !frame.poses) continue;
    seen = true;
    const hitsNow = poseValue(frame, i, POSE.hits);
    const hit = hitsNow > hits;
    hits = hitsNow;
    if (figures) continue;
    if (following && hit) {
      figures = turnFigures(meter.latest as TurnSoFar, following, 'hit', n, dt);
      continue;
    }
    if (!frameTurnSample(frame, i, dt, sample)) continue;
    meter.update(sample);
    if (!following) {
      if (meter.phase !== 'turning') continue;
      following = { startIndex: n, startWanted: wantedHeading(frame, i), error: sample.headingError, rate: sample.angularVelocity, a: sample.maxAngularAcceleration, drift: 0, noLimit: null, lastRate: sample.angularVelocity };
      continue;
    }
    const phase = meter.phase;
    if (phase === 'turning' || phase === 'settled') follow(following, frame, i, sample.angularVelocity, sample.maxAngularAcceleration, dt);
    if (phase !== 'turning') figures = turnFigures(meter.latest as TurnSoFar, following, endOf(phase), n, dt);
  }
  if (!seen) return null;
  if (!figures && following) figures = turnFigures(meter.latest as TurnSoFar, following, 'turning', frames.length, dt);
  return {
    /** Its first turn since the branch; null when it faced its target all along (or had none). */
    turn: figures,
    /** Its hits since the branch. */
    hits: hits - hitsBefore,
  };
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
    case 'retuned':
      return 'retuned';
    case 'near':
      return 'near';
    default:
      return 'stopped';
  }
}

function turnFigures(latest: TurnSoFar, turn: Following, end: TurnEnd, endIndex: number, dt: number) {
  return {
    /** When it began, after the branch: the first step after its set-point came to rest (or the branch's first step). */
    start: (turn.startIndex + 1) * dt,
    /** |heading error| at its start. */
    angleDeg: latest.angleDeg,
    /** The body's spin at its start, toward the wanted heading positive, °/s. */
    startRateDegPerS: latest.startRateDegPerS,
    /** From its start until the heading first came within 1° (it may swing on through); null: not yet. */
    reached: latest.reachedSeconds,
    /** From its start until settled (within 1°, slower than 0.05 rad/s); null: not (yet). */
    settled: end === 'settled' ? latest.seconds : null,
    /** The largest swing past the wanted heading in this turn, so far. */
    overshootDeg: latest.overshootDeg,
    /**
     * The fewest seconds in which any controller could have settled it with this motor, from the
     * body's state at its start, in the game's steps ({@link turnLimit}); null when something else
     * turned the body (`noLimit`). Never above `settled`.
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

/**
 * The runs compared (`runs`: each one's frames from the branch, one a step; the recorded run
 * first), entity by entity (those of any run), over the same span (the shortest run's);
 * `before` is the last frame before the branch (what every run started from), or undefined.
 */
export function compareRuns(runs: readonly (readonly HistoryFrame[])[], dt: number, before?: HistoryFrame) {
  const span = Math.min(...runs.map((frames) => frames.length));
  const ids: string[] = [];
  for (const frames of runs) for (const id of frames[0]?.ids ?? []) if (!ids.includes(id)) ids.push(id);
  const hitsBefore = hitsIn(before);
  const spans = runs.map((frames) => frames.slice(0, span));
  // Simulated time compared since the branch, s; every run's figures, entity by entity.
  return { seconds: span * dt, entities: ids.map((id) => ({ id, runs: spans.map((frames) => runFigures(frames, id, dt, hitsBefore.get(id) ?? 0)) as readonly (RunFigures | null)[] })) };
}
