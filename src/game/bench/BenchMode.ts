import Phaser from 'phaser';
import { BenchMeter, type BenchFrame, type BenchPhase, type BenchResult } from '../../app/bench/BenchMeter';
import { benchBounds, benchLayout } from '../../app/bench/benchLayout';
import type { BenchRequest } from '../../app/bench/benchParam';
import type { Demo } from '../../app/Demo';
import type { Viewport } from '../Viewport';

/** The panel's progress text is refreshed this often, s. */
const PROGRESS_EVERY_SECONDS = 0.25;

/** The panel that shows one benchmark run: its progress, then its figures. */
export interface BenchDisplay {
  /** The run is in `phase`, `fraction` (0…1) of the way through it. */
  progress(phase: BenchPhase, fraction: number): void;
  /** The run is over: show its figures. */
  showResult(result: BenchResult): void;
}

/**
 * Where the benchmark shows itself (the DOM side implements it; src/main.ts wires it): a panel for
 * a run titled `title`, or one line saying why nothing runs.
 */
export interface BenchDisplays {
  run(title: string): BenchDisplay;
  refuse(message: string): void;
}

/**
 * The browser benchmark (`?bench=N`), loaded only when the URL asks for it. It fills the demo with
 * N entities looping overlapping squares ({@link benchLayout}), shows them all, and measures each
 * frame with a {@link BenchMeter}: the frame time (requestAnimationFrame to requestAnimationFrame,
 * Phaser's raw delta), the time of the fixed steps and of our drawing (handed in by the scene), and
 * Phaser's render (timed between the game's PRE_RENDER and POST_RENDER events). The figures show
 * in a panel and through {@link result} (`window.pidDemo.benchResult()`).
 *
 * A bad `?bench=` value only shows a message; the game runs normally.
 */
export class BenchMode {
  private readonly meter: BenchMeter | null = null;
  private readonly overlay: BenchDisplay | null = null;
  private readonly pending: BenchFrame = { frameMs: 0, simMs: 0, drawMs: 0, renderMs: 0, uiMs: 0, steps: 0 };
  private hasPending = false;
  private renderStart = 0;
  private sinceProgress = 0;

  constructor(
    private readonly game: Phaser.Game,
    demo: Demo,
    view: Viewport,
    request: BenchRequest,
    displays: BenchDisplays,
  ) {
    if (request.kind !== 'run') {
      displays.refuse(request.kind === 'invalid' ? request.message : 'no benchmark was asked for');
      return;
    }
    const renderer = game.renderer.type === Phaser.WEBGL ? 'webgl' : 'canvas';
    const layout = benchLayout(request.entities);
    demo.loadCrowd(layout);
    const bounds = benchBounds(layout);
    if (bounds) view.showRect(bounds);
    // Phaser caps the frame time it reports at 1/60 s for its first `panicMax` frames (a start-up
    // cool-down): warm up past it, so that slow frames are caught up as in steady play.
    this.meter = new BenchMeter(request.entities, renderer, demo.dt, { warmupFrames: game.loop.panicMax });
    this.overlay = displays.run(`Benchmark: ${request.entities} entities (${renderer})`);
    this.overlay.progress(this.meter.phase, 0);
    game.events.on(Phaser.Core.Events.PRE_RENDER, this.onPreRender);
    game.events.on(Phaser.Core.Events.POST_RENDER, this.onPostRender);
  }

  /** The figures once the run is over, else null. */
  get result(): BenchResult | null {
    return this.meter?.result ?? null;
  }

  /**
   * Called by the scene at the end of its update: what this frame's simulation and drawing cost
   * (ms) and how many fixed steps it ran. Phaser renders after the update; the frame is recorded then.
   */
  frame(steps: number, simMs: number, drawMs: number, uiMs: number): void {
    if (!this.meter || this.meter.phase === 'done') return;
    const pending = this.pending;
    pending.frameMs = this.game.loop.rawDelta;
    pending.steps = steps;
    pending.simMs = simMs;
    pending.drawMs = drawMs;
    pending.uiMs = uiMs;
    this.hasPending = true;
  }

  /** Stops listening to the game (the scene is shutting down). */
  destroy(): void {
    this.game.events.off(Phaser.Core.Events.PRE_RENDER, this.onPreRender);
    this.game.events.off(Phaser.Core.Events.POST_RENDER, this.onPostRender);
  }

  private readonly onPreRender = (): void => {
    this.renderStart = performance.now();
  };

  private readonly onPostRender = (): void => {
    const meter = this.meter;
    if (!meter || !this.hasPending) return;
    this.hasPending = false;
    const pending = this.pending;
    pending.renderMs = performance.now() - this.renderStart;
    pending.drawMs += pending.renderMs;
    meter.record(pending);
    const result = meter.result;
    if (result) {
      this.destroy();
      this.overlay?.showResult(result);
      return;
    }
    this.sinceProgress += pending.frameMs / 1000;
    if (this.sinceProgress >= PROGRESS_EVERY_SECONDS) {
      this.sinceProgress = 0;
      this.overlay?.progress(meter.phase, meter.progress);
    }
  };
}
