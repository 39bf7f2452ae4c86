import type { ControllerSettings } from '../control/ControllerSettings';
import type { TurnController } from '../control/TurnController';
import { isFallible, type ControllerFailure, type FallibleController } from '../control/FallibleController';
import type { MovingEntity } from '../entities/MovingEntity';
import { SteeringWorld } from '../SteeringWorld';
import type { ChallengeCheck, ChallengeLevel, LevelPlay } from './ChallengeLevel';

/**
 * What steers the level's entity: a built-in controller from its settings, or any controller
 * object (e.g. a player's sandboxed one, which the caller creates and disposes).
 */
export type ChallengeController = { settings: ControllerSettings } | { controller: TurnController };

/** Options of a {@link ChallengeRun}. */
export interface ChallengeRunOptions {
  /**
   * A fresh, empty world to play the level in (a game scene's, which draws it), instead of one the
   * run makes. Its step must be the level's and, when the level sets an arena, so must its arena;
   * its disturbance and sensor noise are cleared before the level's setup (which sets its own), so
   * the run gives the same numbers as in a world of its own. [default: a new world of the level's settings]
   */
  world?: SteeringWorld;
}

/** The outcome of a finished run. */
export interface ChallengeResult {
  name: string;
  passed: boolean;
  /** In the level's unit, or null when nothing could be scored. */
  score: number | null;
  metrics: Record<string, number | null>;
  /** The last progress line. */
  progress: string;
  /** Simulated time the run took until it was decided, s. */
  time: number;
  /**
   * Why the controller under test stopped steering (the player's code failed), or null. When it
   * is set the run failed there, whatever the level measured so far: `passed` is false, there is
   * no score, and the metrics are those measured until then.
   */
  failure: ControllerFailure | null;
}

/**
 * One run of a challenge level with one controller, advanced one fixed step at a time: a scene
 * calls {@link step} from its fixed-step loop and draws {@link check}; the command line calls
 * {@link runToEnd}. Deterministic: the same level and controller give the same numbers.
 */
export class ChallengeRun {
  readonly world: SteeringWorld;
  readonly entity: MovingEntity;
  private readonly play: LevelPlay;
  private current: ChallengeCheck;
  /** Simulated time the level was decided at, s (NaN while it runs: a scene steps its world on). */
  private decidedAt = Number.NaN;
  /**
   * Why the controller under test had failed when the level was decided, or null: a failure after
   * the decision (a scene steps its world on) is not part of the run, and changes no result.
   */
  private failureAtDecision: ControllerFailure | null = null;
  /** The controller under test when it can fail (the player's code), else null. */
  private readonly fallible: FallibleController | null;

  constructor(
    readonly level: ChallengeLevel,
    controller: ChallengeController,
    options: ChallengeRunOptions = {},
  ) {
    this.world = options.world ? prepareWorld(options.world, level) : new SteeringWorld(level.world);
    this.play = level.setup(this.world);
    this.entity = this.play.entity;
    if ('settings' in controller) this.entity.setController(controller.settings);
    else this.entity.useController(controller.controller);
    this.fallible = 'controller' in controller && isFallible(controller.controller) ? controller.controller : null;
    // The level's noise is the sensor's: every controller, the player's too, reads the body through it.
    if (level.sensorNoise) this.entity.steering.setSensorNoise(level.sensorNoise);
    this.current = { status: 'running', progress: 'ready', score: null, metrics: {} };
  }

  /** The live check: running, passed or failed, with the numbers so far. */
  get check(): ChallengeCheck {
    return this.current;
  }

  /** True once the level is decided. */
  get done(): boolean {
    return this.current.status !== 'running';
  }

  /** Advances one fixed step (nothing once decided) and returns the check. */
  step(): ChallengeCheck {
    if (this.done) return this.current;
    this.beforeWorldStep();
    this.world.step();
    return this.afterWorldStep();
  }

  /**
   * The level's part before the world steps (moving goals, new commands): for a scene whose loop
   * steps the world itself; {@link step} is this, `world.step()`, then {@link afterWorldStep}.
   */
  beforeWorldStep(): void {
    if (!this.done) this.play.beforeStep?.(this.world);
  }

  /** The level's measurement after the world stepped; returns the check (unchanged once decided). */
  afterWorldStep(): ChallengeCheck {
    if (this.done) return this.current;
    const failure = this.failure;
    if (failure) {
      // The controller under test stopped: the level is failed there, and nothing the fallback
      // does next is measured as if it were the player's.
      this.current = {
        status: 'failed',
        progress: `your code stopped at ${failure.time.toFixed(2)} s`,
        score: null,
        metrics: this.current.metrics,
      };
    } else {
      this.current = this.play.afterStep(this.world);
      // Allow for the sum of steps rounding just below the duration.
      if (this.current.status === 'running' && this.world.time >= this.level.duration - this.world.dt / 2)
        this.current = this.play.finish(this.world);
    }
    if (this.done) {
      this.decidedAt = this.world.time;
      this.failureAtDecision = failure;
    }
    return this.current;
  }

  /** Steps until the level is decided and returns the result. For a controller that answers later, see {@link runToEndAsync}. */
  runToEnd(): ChallengeResult {
    while (!this.done) this.step();
    return this.result();
  }

  /**
   * Steps until the level is decided, waiting between the halves of each step for a controller
   * that answers later (the player's code in a Worker, see DeferredTurnController), and returns
   * the result: the same numbers as {@link runToEnd} gives with the same answers.
   */
  async runToEndAsync(): Promise<ChallengeResult> {
    while (!this.done) {
      this.beforeWorldStep();
      this.world.beginStep();
      const pending = this.world.controllersPending();
      if (pending) await pending;
      this.world.finishStep();
      this.afterWorldStep();
    }
    return this.result();
  }

  /** Why the controller under test stopped steering (the player's code failed), or null while it steers. */
  get failure(): ControllerFailure | null {
    return this.fallible?.failure ?? null;
  }

  /**
   * The result so far, final once {@link done}: never passed when the controller under test failed
   * before the level was decided; a failure after that changes nothing (the run was over).
   */
  result(): ChallengeResult {
    const { status, score, metrics, progress } = this.current;
    const failure = this.done ? this.failureAtDecision : this.failure;
    return {
      name: this.level.name,
      passed: status === 'passed' && failure === null,
      score,
      metrics,
      progress,
      time: this.done ? this.decidedAt : this.world.time,
      failure,
    };
  }
}

/** Checks that `world` can host `level` exactly as a world of its own would, and clears its disturbance and noise. */
function prepareWorld(world: SteeringWorld, level: ChallengeLevel): SteeringWorld {
  const wanted = new SteeringWorld(level.world).settings;
  if (world.time !== 0 || world.entities.length > 0 || world.targets.length > 0)
    throw new RangeError(`level ${level.name}: the world must be fresh and empty`);
  if (world.dt !== wanted.dt) throw new RangeError(`level ${level.name}: the world's step must be ${wanted.dt} s, got ${world.dt} s`);
  const arena = wanted.arena;
  const given = world.settings.arena;
  if (
    level.world?.arena !== undefined &&
    (arena === null ? given !== null : given === null || given.halfWidth !== arena.halfWidth || given.halfHeight !== arena.halfHeight)
  ) {
    throw new RangeError(`level ${level.name}: the world's arena must be the level's`);
  }
  world.setDisturbance({ angularAcceleration: 0, wind: { x: 0, y: 0 } });
  world.setSensorNoise(null);
  return world;
}
