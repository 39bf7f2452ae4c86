import type { ControllerSettings } from '../control/ControllerSettings';
import { createTurnController } from '../control/createTurnController';
import type { TurnController } from '../control/TurnController';
import type { MovingEntity } from '../entities/MovingEntity';
import { SteeringWorld } from '../SteeringWorld';
import type { ChallengeCheck, ChallengeLevel, LevelPlay } from './ChallengeLevel';
import { NoisySensorController } from './NoisySensorController';

/**
 * What steers the level's entity: a built-in controller from its settings, or any controller
 * object (e.g. a player's sandboxed one, which the caller creates and disposes).
 */
export type ChallengeController = { settings: ControllerSettings } | { controller: TurnController };

/** The outcome of a finished run. */
export interface ChallengeResult {
  name: string;
  passed: boolean;
  /** In the level's unit, or null when nothing could be scored. */
  score: number | null;
  metrics: Record<string, number | null>;
  /** The last progress line. */
  progress: string;
  /** Simulated time the run took, s. */
  time: number;
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

  constructor(
    readonly level: ChallengeLevel,
    controller: ChallengeController,
  ) {
    this.world = new SteeringWorld(level.world);
    this.play = level.setup(this.world);
    this.entity = this.play.entity;
    const noise = level.sensorNoise;
    if ('settings' in controller) {
      this.entity.setController(controller.settings);
      if (noise) this.entity.useController(new NoisySensorController(createTurnController(controller.settings), noise));
    } else {
      this.entity.useController(noise ? new NoisySensorController(controller.controller, noise) : controller.controller);
    }
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
    this.play.beforeStep?.(this.world);
    this.world.step();
    this.current = this.play.afterStep(this.world);
    // Allow for the sum of steps rounding just below the duration.
    if (this.current.status === 'running' && this.world.time >= this.level.duration - this.world.dt / 2) this.current = this.play.finish(this.world);
    return this.current;
  }

  /** Steps until the level is decided and returns the result. */
  runToEnd(): ChallengeResult {
    while (!this.done) this.step();
    return this.result();
  }

  /** The result so far (final once {@link done}). */
  result(): ChallengeResult {
    const { status, score, metrics, progress } = this.current;
    return { name: this.level.name, passed: status === 'passed', score, metrics, progress, time: this.world.time };
  }
}
