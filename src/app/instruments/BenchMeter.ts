import { summarize, type Summary } from '../../sim/math/statistics';

/** What one rendered frame cost, as the scene measured it. Times in ms. */
export interface BenchFrame {
  /** Time since the previous frame began (requestAnimationFrame to requestAnimationFrame), ms. */
  frameMs: number;
  /** Time spent in this frame's fixed simulation steps, ms. */
  simMs: number;
  /** Time spent drawing: building the layers' shapes plus the renderer drawing them, ms. */
  drawMs: number;
  /** The renderer's share of `drawMs` (Phaser drawing the layers onto the canvas), ms. */
  renderMs: number;
  /**
   * Time spent on the page around the canvas: the frame's changes delivered to the views that show them (demo.changes), and those views
   * (HUD, scope, toolbar…) updated, ms.
   */
  uiMs: number;
  /** Fixed steps the page's clock ran in this frame (the simulated time it advanced, in steps). */
  steps: number;
  /**
   * Steps the clock has run that the simulation has not finished yet, at the end of the frame: the
   * crowd's Web Worker's backlog (always 0 on the page's thread). The crowd drawn is this many steps
   * behind the clock.
   */
  lagSteps: number;
}

/** Settings of a {@link BenchMeter}. */
export interface BenchMeterSettings {
  /** Frames in this much real time are run but not counted (JIT, caches, first contacts), s. [default: 2] */
  warmupSeconds: number;
  /**
   * The warm-up also lasts at least this many frames. [default: 0] (The game passes Phaser's
   * start-up cool-down, during which Phaser caps the frame time it reports at 1/60 s, so that the
   * window measures the steady state a player sees, with catch-up steps after slow frames.)
   */
  warmupFrames: number;
  /** Frames are measured over this much real time after the warm-up, s. [default: 5] */
  windowSeconds: number;
}

/** Documented defaults of {@link BenchMeterSettings}. */
export function defaultBenchMeterSettings(): BenchMeterSettings {
  return { warmupSeconds: 2, warmupFrames: 0, windowSeconds: 5 };
}

/** Where a benchmark stands. */
export type BenchPhase = 'warmup' | 'measuring' | 'done';

/**
 * The figures of one browser benchmark run, as `window.pidDemo.benchResult()` gives them. Times in
 * ms; every `…Ms` summary has the median, 95th percentile, mean and maximum over the measured frames.
 */
export interface BenchResult {
  /** Entities in the scene. */
  entities: number;
  /** Which renderer drew the frames ("canvas" or "webgl"). */
  renderer: string;
  /** Frames measured. */
  frames: number;
  /** Real time measured, s (the sum of the measured frame times). */
  windowSeconds: number;
  /** Frames per second over the window: frames / windowSeconds. */
  fps: number;
  /** Frame time: from one frame's start to the next's. */
  frameMs: Summary;
  /** Simulation time per frame (all its fixed steps). */
  simMsPerFrame: Summary;
  /** Drawing time per frame (building the shapes and the renderer drawing them). */
  drawMsPerFrame: Summary;
  /** The renderer's share of the drawing time per frame. */
  renderMsPerFrame: Summary;
  /** DOM updates per frame (HUD, scope, toolbar). */
  uiMsPerFrame: Summary;
  /** Mean fixed steps per frame. */
  stepsPerFrame: number;
  /**
   * Simulated seconds per real second over the window, by the page's fixed-step clock: 1 when the
   * simulation keeps up with real time; less when the catch-up cap (steps per frame) had to drop
   * time because frames were slow, or the clock held because the Worker was too far behind.
   */
  simSpeed: number;
  /**
   * How far the simulation drawn was behind the clock, in steps, at the end of each frame (the Web
   * Worker's backlog; 0 on the page's thread). A Worker that keeps up runs each step within a frame
   * or two of the clock; a backlog that grows until the clock holds lowers {@link simSpeed}.
   */
  lagSteps: Summary;
}

/** The per-frame figures kept frame by frame (the steps are only summed). */
const SERIES = ['frameMs', 'simMs', 'drawMs', 'renderMs', 'uiMs', 'lagSteps'] as const satisfies readonly (keyof BenchFrame)[];

/** Most frames a window can hold (one per ms: far more than any display gives). */
const FRAMES_PER_SECOND_CAPACITY = 1000;

/**
 * Measures a browser benchmark run from per-frame samples: frames in the first
 * `warmupSeconds` of real time (and at least `warmupFrames` frames) are ignored, the following `windowSeconds` are recorded, then the
 * result is computed once. Samples go into typed arrays sized up front, so recording a frame
 * allocates nothing. Pure: the scene measures the times and hands them in.
 */
export class BenchMeter {
  readonly settings: Readonly<BenchMeterSettings>;
  private phaseValue: BenchPhase = 'warmup';
  private elapsedMs = 0;
  private warmupFrameCount = 0;
  private count = 0;
  private readonly capacity: number;
  private readonly series: Record<(typeof SERIES)[number], Float64Array>;
  private steps = 0;
  private resultValue: BenchResult | null = null;

  /**
   * @param entities entities in the scene (reported).
   * @param renderer the renderer's name (reported).
   * @param dt the simulation's fixed step, s (for {@link BenchResult.simSpeed}).
   */
  constructor(
    readonly entities: number,
    readonly renderer: string,
    private readonly dt: number,
    settings: Partial<BenchMeterSettings> = {},
  ) {
    this.settings = { ...defaultBenchMeterSettings(), ...settings };
    const { warmupSeconds, warmupFrames, windowSeconds } = this.settings;
    if (!(warmupSeconds >= 0) || !Number.isFinite(warmupSeconds))
      throw new RangeError(`warmupSeconds must be a finite number ≥ 0, got ${warmupSeconds}`);
    if (!Number.isInteger(warmupFrames) || warmupFrames < 0)
      throw new RangeError(`warmupFrames must be an integer ≥ 0, got ${warmupFrames}`);
    if (!(windowSeconds > 0) || windowSeconds > 600) throw new RangeError(`windowSeconds must be > 0 and ≤ 600, got ${windowSeconds}`);
    if (!(dt > 0) || !Number.isFinite(dt)) throw new RangeError(`dt must be a finite number > 0, got ${dt}`);
    this.capacity = Math.ceil(windowSeconds * FRAMES_PER_SECOND_CAPACITY);
    this.series = Object.fromEntries(SERIES.map((key) => [key, new Float64Array(this.capacity)])) as BenchMeter['series'];
    if (warmupSeconds === 0 && warmupFrames === 0) this.phaseValue = 'measuring';
  }

  get phase(): BenchPhase {
    return this.phaseValue;
  }

  /** How far the current phase is, 0…1 (1 when done). */
  get progress(): number {
    if (this.phaseValue === 'done') return 1;
    if (this.phaseValue === 'measuring') return Math.min(1, this.elapsedMs / (1000 * this.settings.windowSeconds));
    const { warmupSeconds, warmupFrames } = this.settings;
    const byTime = warmupSeconds > 0 ? this.elapsedMs / (1000 * warmupSeconds) : 1;
    const byFrames = warmupFrames > 0 ? this.warmupFrameCount / warmupFrames : 1;
    return Math.min(1, byTime, byFrames);
  }

  /** The figures, once the window is over; null before. */
  get result(): BenchResult | null {
    return this.resultValue;
  }

  /** Records one frame. Frames with a non-finite or negative time are ignored; nothing happens once done. */
  record(frame: Readonly<BenchFrame>): void {
    if (this.phaseValue === 'done') return;
    if (!(frame.frameMs >= 0) || !Number.isFinite(frame.frameMs)) return;
    if (this.phaseValue === 'warmup') {
      this.elapsedMs += frame.frameMs;
      this.warmupFrameCount++;
      if (this.elapsedMs >= 1000 * this.settings.warmupSeconds && this.warmupFrameCount >= this.settings.warmupFrames) {
        this.phaseValue = 'measuring';
        this.elapsedMs = 0;
      }
      return;
    }
    const i = this.count++;
    for (const key of SERIES) this.series[key][i] = frame[key];
    this.steps += frame.steps;
    this.elapsedMs += frame.frameMs;
    if (this.elapsedMs >= 1000 * this.settings.windowSeconds || this.count >= this.capacity) this.finish();
  }

  private finish(): void {
    this.phaseValue = 'done';
    const n = this.count;
    const take = (values: Float64Array): Summary => summarize(Array.from(values.subarray(0, n)));
    const windowSeconds = this.elapsedMs / 1000;
    this.resultValue = {
      entities: this.entities,
      renderer: this.renderer,
      frames: n,
      windowSeconds,
      fps: windowSeconds > 0 ? n / windowSeconds : Number.NaN,
      frameMs: take(this.series.frameMs),
      simMsPerFrame: take(this.series.simMs),
      drawMsPerFrame: take(this.series.drawMs),
      renderMsPerFrame: take(this.series.renderMs),
      uiMsPerFrame: take(this.series.uiMs),
      stepsPerFrame: n > 0 ? this.steps / n : Number.NaN,
      simSpeed: windowSeconds > 0 ? (this.steps * this.dt) / windowSeconds : Number.NaN,
      lagSteps: take(this.series.lagSteps),
    };
  }
}

/** Frame time the 95th percentile must stay within for a run to count as steady, ms (a frame late by < 1/5 of a 60 Hz frame). */
export const STEADY_P95_MS = 20;

/**
 * Whether a run held a steady 60 fps: at least 58 frames per second over the window, and 95% of
 * frames no longer than {@link STEADY_P95_MS} (no regular hitches).
 */
export function isSteady60(result: Readonly<BenchResult>): boolean {
  return result.fps >= 58 && result.frameMs.p95 <= STEADY_P95_MS;
}
