import Phaser from 'phaser';
import {
  BenchMeter,
  defaultBenchMeterSettings,
  type BenchFrame,
  type BenchPhase,
  type BenchResult,
} from '../../app/instruments/BenchMeter';
import { crowdBounds, crowdLayout } from '../../sim/crowdLayout';
import type { BenchRequest } from '../../app/bench/benchParam';
import { CROWD_STATE_STRIDE, writeCrowdState } from '../../app/bench/crowdState';
import { crowdSettingsFor, crowdSetupFor } from '../../app/bench/crowdSetup';
import type { Demo } from '../../app/Demo';
import type { SteeringWorld } from '../../sim/SteeringWorld';
import type { Viewport } from '../Viewport';
import type { CrowdClient } from './CrowdClient';
import { CrowdWorkerClient } from './CrowdWorkerClient';
import { PageCrowdClient } from './PageCrowdClient';
import { WorkerCrowd } from './WorkerCrowd';

declare global {
  interface Window {
    /**
     * The benchmark's test hook (`?bench=N` only): the crowd's state once every fixed step the
     * page's clock ran so far (`steps`) has run, as the 32-bit words of its Float64 numbers
     * (crowdState.ts), so that a run in the Worker and one on the page compare bit for bit.
     */
    pidBench?: { crowdState(): Promise<{ steps: number; words: number[] }> };
  }
}

/**
 * Steps the page's clock may run ahead of what was sent to the Worker. Beyond it the clock holds
 * (that frame's time is dropped), as the step budget drops catch-up steps on the page's thread: a
 * Worker slower than real time slows the simulation down instead of falling ever further behind.
 */
const MAX_UNSENT_STEPS = 5;

/** A crowd simulated beside the page's play (in the Worker, or Box2D's on the page), drawn from its state. */
interface OwnCrowd {
  client: CrowdClient;
  crowd: WorkerCrowd;
  /** The page's (empty) crowd world, whose steps count the page's clock. */
  clockWorld: SteeringWorld;
}

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
 * The browser benchmark (`?bench=N`), loaded only when the URL asks for it. It fills the world with
 * N entities looping overlapping squares ({@link crowdLayout}), simulated in a Web Worker
 * ({@link CrowdWorkerClient}; the page keeps the clock and draws, see {@link advance}) or, with
 * `&thread=main`, by the demo on the page's thread; with `&engine=box2d` the same crowd runs on
 * Box2D, in the Worker or (`&thread=main`) on the page beside an empty play ({@link PageCrowdClient}). It shows them all, and measures each
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
  private readonly pending: BenchFrame = { frameMs: 0, simMs: 0, drawMs: 0, renderMs: 0, uiMs: 0, steps: 0, lagSteps: 0 };
  private hasPending = false;
  private renderStart = 0;
  private sinceProgress = 0;
  /**
   * In the Worker (the default) or on Box2D: the crowd's simulation, the layer that draws it, and the (empty) world whose steps count the
   * page's clock.
   */
  private ownCrowd: OwnCrowd | null = null;
  /** Whether the panel's or the toggle's changes (intents) changed settings that crowd has since they were last sent (the demo said so). */
  private crowdSettingsChanged = false;

  constructor(
    private readonly game: Phaser.Game,
    private readonly demo: Demo,
    view: Viewport,
    request: BenchRequest,
    displays: BenchDisplays,
    scene: Phaser.Scene,
  ) {
    if (request.kind !== 'run') {
      displays.refuse(request.kind === 'invalid' ? request.message : 'no benchmark was asked for');
      return;
    }
    const renderer = game.renderer.type === Phaser.WEBGL ? 'webgl' : 'canvas';
    const layout = crowdLayout(request.entities);
    if (request.thread === 'worker' || request.engine === 'box2d') {
      // The page keeps the clock (an empty crowd scene, whose world counts the fixed steps) and
      // draws; the Worker (or Box2D's crowd on the page) builds the same crowd the page would and runs those steps.
      const setup = crowdSetupFor(demo, layout, request.engine);
      demo.apply({ kind: 'play', play: 'crowd', args: { placements: [] } });
      const refuse = (message: string): void => displays.refuse(message);
      const client = request.thread === 'worker' ? new CrowdWorkerClient(setup, refuse) : new PageCrowdClient(setup, refuse);
      this.ownCrowd = { client, crowd: new WorkerCrowd(scene, view, layout), clockWorld: demo.view.world };
      // What new entities get, the paths' loop, the disturbance and the layout: the settings and intents that change them.
      demo.changes.on(['settings', 'intents'], (changes) => {
        if (changes.has('settings') || changes.applied('setPathLoop') || changes.applied('setLayout')) this.crowdSettingsChanged = true;
      });
    } else {
      demo.apply({ kind: 'play', play: 'crowd', args: { placements: layout } });
    }
    window.pidBench = { crowdState: () => this.crowdState() };
    const bounds = crowdBounds(layout);
    if (bounds) view.showRect(bounds);
    // Phaser caps the frame time it reports at 1/60 s for its first `panicMax` frames (a start-up
    // cool-down): warm up past it, so that slow frames are caught up as in steady play.
    this.meter = new BenchMeter(request.entities, renderer, demo.clock.dt, {
      warmupSeconds: request.warmupSeconds,
      warmupFrames: game.loop.panicMax,
    });
    const warmup =
      request.warmupSeconds === defaultBenchMeterSettings().warmupSeconds ? '' : ` · measured after ${request.warmupSeconds} s`;
    const engine = request.engine === 'box2d' ? ' · on Box2D v3 (WebAssembly)' : '';
    this.overlay = displays.run(
      `Benchmark: ${request.entities} entities (${renderer}) · simulated ` +
        `${request.thread === 'worker' ? 'in a Web Worker' : 'on the page'}${engine}${warmup}`,
    );
    this.overlay.progress(this.meter.phase, 0);
    game.events.on(Phaser.Core.Events.PRE_RENDER, this.onPreRender);
    game.events.on(Phaser.Core.Events.POST_RENDER, this.onPostRender);
  }

  /** The figures once the run is over, else null. */
  get result(): BenchResult | null {
    return this.meter?.result ?? null;
  }

  /**
   * Runs this frame's fixed steps in place of `demo.clock.advance(frameSeconds, allowed)` (which it calls:
   * pause, slow motion and the step budget keep their meaning) and returns how many the page's clock
   * ran. With its own crowd (the Worker's, or Box2D's on the page), those steps are handed to it; the
   * clock holds while that crowd is still being set up (its module loading) or is {@link MAX_UNSENT_STEPS} steps behind.
   */
  advance(frameSeconds: number, allowed: number): number {
    const own = this.liveOwnCrowd();
    if (!own) return this.demo.clock.advance(frameSeconds, allowed);
    const { client, clockWorld } = own;
    if (!client.ready || client.unsent(clockWorld.steps) >= MAX_UNSENT_STEPS) return 0;
    const steps = this.demo.clock.advance(frameSeconds, Math.min(allowed, MAX_UNSENT_STEPS - client.unsent(clockWorld.steps)));
    client.sync(clockWorld.steps);
    return steps;
  }

  /**
   * Called by the scene at the end of its update: what this frame's simulation and drawing cost
   * (ms) and how many fixed steps it ran. Phaser renders after the update; the frame is recorded then.
   * With its own crowd (the Worker's, or Box2D's on the page), it is drawn here from its latest state; the steps are still those the
   * page's clock ran (the simulated time, which holds when the Worker falls behind, see
   * {@link advance}), the simulation time is what the Worker spent on the steps it finished during
   * the frame (on its own thread), and the steps it has yet to finish are recorded as its lag.
   */
  frame(steps: number, simMs: number, drawMs: number, uiMs: number): void {
    const own = this.liveOwnCrowd();
    let lagSteps = 0;
    if (own) {
      // The panel's and the toggle's changes are intents: the Worker hears of them the frame after (it changes only what differs).
      if (this.crowdSettingsChanged) {
        this.crowdSettingsChanged = false;
        own.client.updateSettings(crowdSettingsFor(this.demo));
      }
      const started = performance.now();
      own.client.sync(own.clockWorld.steps);
      const state = own.client.state;
      if (state) own.crowd.update(state, own.client.stepsDone);
      own.crowd.draw(this.game.loop.time / 1000);
      drawMs += performance.now() - started;
      simMs = own.client.takeSimulationMs();
      lagSteps = own.client.lag(own.clockWorld.steps);
    }
    if (!this.meter || this.meter.phase === 'done') return;
    const pending = this.pending;
    pending.frameMs = this.game.loop.rawDelta;
    pending.steps = steps;
    pending.lagSteps = lagSteps;
    pending.simMs = simMs;
    pending.drawMs = drawMs;
    pending.uiMs = uiMs;
    this.hasPending = true;
  }

  /** Stops listening to the game and stops its own crowd (the scene is shutting down). */
  destroy(): void {
    this.stopListening();
    this.stopOwnCrowd();
    if (window.pidBench) delete window.pidBench;
  }

  private stopListening(): void {
    this.game.events.off(Phaser.Core.Events.PRE_RENDER, this.onPreRender);
    this.game.events.off(Phaser.Core.Events.POST_RENDER, this.onPostRender);
  }

  /** The crowd simulated beside the play while the benchmark's scene is on (a reset or another scene ends it), else null. */
  private liveOwnCrowd(): OwnCrowd | null {
    const own = this.ownCrowd;
    if (own && this.demo.view.world !== own.clockWorld) this.stopOwnCrowd();
    return this.ownCrowd;
  }

  private stopOwnCrowd(): void {
    this.ownCrowd?.client.destroy();
    this.ownCrowd?.crowd.destroy();
    this.ownCrowd = null;
  }

  /** See `window.pidBench.crowdState`. */
  private async crowdState(): Promise<{ steps: number; words: number[] }> {
    const own = this.liveOwnCrowd();
    const steps = this.demo.view.world.steps;
    let state: Float64Array;
    if (own) {
      state = await own.client.settledState(steps);
    } else {
      const entities = this.demo.view.world.entities;
      state = new Float64Array(entities.length * CROWD_STATE_STRIDE);
      writeCrowdState(entities, state);
    }
    return { steps, words: Array.from(new Uint32Array(state.buffer, state.byteOffset, state.length * 2)) };
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
      this.stopListening();
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
