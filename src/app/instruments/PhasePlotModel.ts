import { radToDeg } from '../../sim/math/angle';
import { phaseRanges, switchingCurvePoints, type PhasePoint, type PhaseRanges } from './switchingCurve';

/**
 * Samples the phase plot reads: the scope's own recorder ({@link ScopeRecorder} fits as it is), or
 * a recorded run's samples in the same shape. Time in s, heading error in degrees, angular
 * velocity in rad/s, sample 0 the oldest.
 */
export interface PhaseSamples {
  readonly count: number;
  time(i: number): number;
  value(channel: 'headingErrorDeg' | 'angularVelocity', i: number): number;
}

/** A step in heading error this much larger than the body's own turn in that time is a jump of the wanted heading, °. */
const JUMP_SLACK_DEG = 5;

/**
 * One trace of the phase plot, in the plot's units (heading error °, angular velocity °/s), oldest
 * first, in buffers reused from one update to the next. It is drawn in stretches: a new one starts
 * at the first point, after a sample that is not a number, and where the heading error jumps by
 * more than the body turned (by {@link JUMP_SLACK_DEG} more than twice its angular velocity times
 * the time between the samples): where the error wraps through ±180°, and where the wanted heading
 * jumped (a target dragged or hopping on). A line there would be a motion the body never made.
 */
export class PhaseTrace {
  /** Points held. */
  count = 0;
  errorDeg = new Float64Array(0);
  rateDegPerS = new Float64Array(0);
  /** 1 where a stretch starts. */
  starts = new Uint8Array(0);

  /** Copies `samples` in (converting ω to °/s), growing the buffers when they are too small. */
  fill(samples: PhaseSamples): void {
    if (this.errorDeg.length < samples.count) {
      this.errorDeg = new Float64Array(samples.count);
      this.rateDegPerS = new Float64Array(samples.count);
      this.starts = new Uint8Array(samples.count);
    }
    let count = 0;
    let broken = true;
    let lastTime = 0;
    for (let i = 0; i < samples.count; i++) {
      const error = samples.value('headingErrorDeg', i);
      const rate = radToDeg(samples.value('angularVelocity', i));
      const time = samples.time(i);
      if (!Number.isFinite(error) || !Number.isFinite(rate)) {
        broken = true;
        continue;
      }
      if (!broken) {
        const previousRate = this.rateDegPerS[count - 1] as number;
        const turned = 2 * Math.max(Math.abs(rate), Math.abs(previousRate)) * Math.abs(time - lastTime);
        broken = Math.abs(error - (this.errorDeg[count - 1] as number)) > turned + JUMP_SLACK_DEG;
      }
      this.errorDeg[count] = error;
      this.rateDegPerS[count] = rate;
      this.starts[count] = broken ? 1 : 0;
      broken = false;
      lastTime = time;
      count++;
    }
    this.count = count;
  }

  /** The largest magnitude among the points held of `values` (its {@link errorDeg}, °, or {@link rateDegPerS}, °/s). */
  peak(values: Float64Array): number {
    let peak = 0;
    for (let i = 0; i < this.count; i++) peak = Math.max(peak, Math.abs(values[i] as number));
    return peak;
  }

  /** Its points as [error °, rate °/s] pairs (a copy, for tests and the curious). */
  points(): [number, number][] {
    return Array.from({ length: this.count }, (_, i) => [this.errorDeg[i] as number, this.rateDegPerS[i] as number]);
  }
}

/**
 * What the phase plot shows, as plain data: the test hook's answer. Units: °, °/s, °/s² (and rad/s² for the limit as the entity has it).
 */
export interface PhasePlotView {
  /** The max angular acceleration the curve is drawn for, rad/s². */
  limit: number;
  /** The same, °/s². */
  limitDegPerS2: number;
  errorHalfDeg: number;
  rateHalfDegPerS: number;
  /** The switching curve, [error °, rate °/s] pairs from −errorHalf to +errorHalf. */
  curve: [number, number][];
  /** The present state (the newest live sample), or null without samples. */
  dot: [number, number] | null;
  /** Points of the live trace. */
  live: number;
  /** Points of the recorded run's trace, or null when no recorded run is shown. */
  recorded: number | null;
  /** The other runs' traces while comparing: each run's colour slot, its points and its limit, °/s². */
  runs: { slot: number; points: number; limitDegPerS2: number }[];
}

/** Another run's trace behind the live one: its colour slot, its samples and its max angular acceleration (rad/s²). */
export interface RunTraceInput {
  readonly slot: number;
  readonly samples: PhaseSamples;
  readonly limit: number;
}

/** A trace of another run, with its colour slot, its limit and its own switching curve when its limit is not the live one's. */
export interface OtherRunTrace {
  readonly slot: number;
  readonly limit: number;
  readonly trace: PhaseTrace;
  /** Its switching curve, when its limit differs from the live one's (empty otherwise: the live curve is its curve). */
  curve: readonly PhasePoint[];
}

/**
 * The phase plot's drawing model, with no DOM: the live trace, the other runs' traces when comparing
 * (each with its own limit's switching curve), the present state, the curve and the rounded axes
 * that hold them all. {@link update} refills it in place.
 */
export class PhasePlotModel {
  readonly live = new PhaseTrace();
  /** The other runs' traces, in the card's order (the recorded run first). */
  runs: OtherRunTrace[] = [];
  /** The limit, rad/s². */
  limit = 0;
  ranges: PhaseRanges = phaseRanges(0, 0, 0);
  curve: readonly PhasePoint[] = [];

  /** The recorded run's trace while comparing, or undefined. */
  get recorded(): PhaseTrace | undefined {
    return this.runs.find((run) => run.slot === 0)?.trace;
  }

  /**
   * Reads the samples: `live` (the scope's), `others` (the other runs' while comparing, else none)
   * and the entity's max angular acceleration `limit` (rad/s²).
   */
  update(live: PhaseSamples, others: readonly RunTraceInput[], limit: number): void {
    this.live.fill(live);
    const previous = this.runs;
    this.runs = others.map((other, i) => {
      const trace = previous[i]?.trace ?? new PhaseTrace();
      trace.fill(other.samples);
      return { slot: other.slot, limit: other.limit, trace, curve: [] };
    });
    const traces = [this.live, ...this.runs.map((run) => run.trace)];
    const limitDeg = radToDeg(limit);
    const ranges = phaseRanges(
      Math.max(...traces.map((trace) => trace.peak(trace.errorDeg))),
      Math.max(...traces.map((trace) => trace.peak(trace.rateDegPerS))),
      limitDeg,
    );
    if (limit !== this.limit || ranges.errorHalfDeg !== this.ranges.errorHalfDeg || this.curve.length === 0)
      this.curve = switchingCurvePoints(limitDeg, ranges.errorHalfDeg);
    for (const run of this.runs)
      if (run.limit > 0 && run.limit !== limit) run.curve = switchingCurvePoints(radToDeg(run.limit), ranges.errorHalfDeg);
    this.limit = limit;
    this.ranges = ranges;
  }

  /** The present state: the newest live point, or null. */
  dot(): PhasePoint | null {
    const last = this.live.count - 1;
    return last < 0 ? null : { error: this.live.errorDeg[last] as number, rate: this.live.rateDegPerS[last] as number };
  }

  view(): PhasePlotView {
    const dot = this.dot();
    return {
      limit: this.limit,
      limitDegPerS2: radToDeg(this.limit),
      errorHalfDeg: this.ranges.errorHalfDeg,
      rateHalfDegPerS: this.ranges.rateHalfDegPerS,
      curve: this.curve.map((point) => [point.error, point.rate]),
      dot: dot ? [dot.error, dot.rate] : null,
      live: this.live.count,
      recorded: this.recorded?.count ?? null,
      runs: this.runs.map((run) => ({ slot: run.slot, points: run.trace.count, limitDegPerS2: radToDeg(run.limit) })),
    };
  }
}

/** A rectangle on the canvas, CSS px. */
export interface PlotBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Where heading error `errorDeg` goes across `box` (x, CSS px): −errorHalf at its left edge, 0 in the middle. */
export function plotX(errorDeg: number, ranges: PhaseRanges, box: PlotBox): number {
  return box.left + ((errorDeg + ranges.errorHalfDeg) / (2 * ranges.errorHalfDeg)) * box.width;
}

/** Where angular velocity `rateDegPerS` goes up `box` (y, CSS px, down the page): +rateHalf at its top edge. */
export function plotY(rateDegPerS: number, ranges: PhaseRanges, box: PlotBox): number {
  return box.top + ((ranges.rateHalfDegPerS - rateDegPerS) / (2 * ranges.rateHalfDegPerS)) * box.height;
}
