/**
 * One turn of the lab's craft: a Rapier world of its own (no gravity, the lab's fixed step) with the
 * craft at a start state, flown by one choice (controller, turn rate) to face a target that holds
 * still, timed from that start by the game's turn meter along the turn's axis.
 */
import type RAPIER from '@dimforge/rapier3d-compat';
import { copyQuat, type QuatLike } from '../../sim/math3d/quaternion';
import { copyVec3, dot, type Vec3Like } from '../../sim/math3d/vec3';
import type { TurnMeter, TurnSoFar } from '../../sim/metrics/TurnMeter';
import { AxisTurnMeter, type AxisTurnStep } from './AxisTurnMeter';
import { Craft } from './Craft';
import { LAB_DT, LAB_TURN_RATES, type TurnChoice, type TurnStart } from './turnChoice';
import { labTurnLimit, type LabTurnLimit } from './turnLimitRule';

/** A turn's start as its figures read it: the angle θ and axis n then, and α(n). */
export interface TurnOpening {
  /** θ at the start, rad, and the unit axis n (world). */
  readonly angle: number;
  readonly axis: Readonly<Vec3Like>;
  /** The spin along n toward the target (rad/s, positive toward) and across n (rad/s). */
  readonly rateToward: number;
  readonly rateAcross: number;
  /** α(n): the motor's budget along n, rad/s². */
  readonly budget: number;
}

/**
 * A turn, replayable: the same start, target and choice give the same turn, bit for bit (a world
 * of its own, the controller made new, nothing random). The craft's turn rate is its motor's
 * angular-acceleration bound, the same along any axis, so α(n) is that rate. The limit is worked
 * out once, from the start (turnLimitRule.ts). Free it with {@link dispose}.
 */
export class TurnRun {
  readonly world: RAPIER.World;
  readonly craft: Craft;
  readonly choice: TurnChoice;
  readonly start: TurnStart;
  /** The point the craft faces, m. */
  readonly targetPosition: Readonly<Vec3Like>;
  readonly opening: TurnOpening;
  readonly limit: LabTurnLimit;
  private readonly turns = new AxisTurnMeter();
  private readonly stepSample: { -readonly [K in keyof AxisTurnStep]: AxisTurnStep[K] };
  private stepCount = 0;
  private figuresValue: TurnSoFar | null = null;

  constructor(rapier: typeof RAPIER, start: TurnStart, target: Readonly<Vec3Like>, choice: TurnChoice) {
    this.choice = choice;
    this.start = copyStart(start);
    this.targetPosition = copyVec3({ x: 0, y: 0, z: 0 }, target);
    this.world = new rapier.World({ x: 0, y: 0, z: 0 });
    this.world.timestep = LAB_DT;
    this.craft = new Craft(
      rapier,
      this.world,
      choice.controller.make(),
      { maxAngularAcceleration: LAB_TURN_RATES[choice.turnRate] },
      this.targetPosition,
      this.start,
    );
    const craft = this.craft;
    this.stepSample = {
      time: 0,
      dt: LAB_DT,
      axis: craft.axis,
      angle: craft.angle,
      angularVelocity: craft.angularVelocity,
      budget: craft.budget,
      setpointChanged: false,
      turnSettingsRevision: 0,
    };
    this.turns.begin(this.sample());
    this.figuresValue = this.turns.meter.latest;
    const spin = craft.angularVelocity;
    const along = dot(spin, craft.axis);
    // The error θ falls as the craft turns by −θ about n: a spin along −n is toward the target.
    this.opening = {
      angle: craft.angle,
      axis: copyVec3({ x: 0, y: 0, z: 0 }, craft.axis),
      rateToward: -along,
      rateAcross: Math.sqrt(Math.max(0, dot(spin, spin) - along * along)),
      budget: craft.budget,
    };
    this.limit = labTurnLimit({ ...this.opening, dt: LAB_DT, motorLimited: choice.controller.motorLimited });
  }

  /** Steps run since the start. */
  get steps(): number {
    return this.stepCount;
  }

  /** Time since the start, s. */
  get time(): number {
    return this.stepCount * LAB_DT;
  }

  /** The game's turn meter, fed this turn along its axis. */
  get meter(): TurnMeter {
    return this.turns.meter;
  }

  /**
   * The turn's figures so far (reached, settled, overshoot), or null when there was no turn to time (the craft faced the target already).
   * Read once a step.
   */
  get figures(): TurnSoFar | null {
    return this.figuresValue;
  }

  /** Whether the start was far enough from the target to time a turn (more than the settled band). */
  get timed(): boolean {
    return this.figuresValue !== null;
  }

  /** The craft's state now, as a start for other turns. */
  state(): TurnStart {
    return copyStart({ orientation: this.craft.orientation, angularVelocity: this.craft.angularVelocity });
  }

  /** One fixed step: the steering's torque, the world, the craft read, the meter fed. */
  step(): void {
    this.craft.beforeStep(LAB_DT);
    this.world.step();
    this.stepCount++;
    this.craft.read();
    this.turns.update(this.sample());
    this.figuresValue = this.turns.meter.latest;
  }

  /** Frees the Rapier world (its WebAssembly memory): the run is not used again. */
  dispose(): void {
    this.world.free();
  }

  private sample(): AxisTurnStep {
    const sample = this.stepSample;
    sample.time = this.time;
    sample.angle = this.craft.angle;
    return sample;
  }
}

function copyStart(start: TurnStart): TurnStart {
  return {
    orientation: copyQuat({ x: 0, y: 0, z: 0, w: 1 } as QuatLike, start.orientation),
    angularVelocity: copyVec3({ x: 0, y: 0, z: 0 }, start.angularVelocity),
  };
}
