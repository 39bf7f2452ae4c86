/**
 * The 3D lab's simulation, free of the DOM and of three.js: the craft's turn, replayed from its start beside the ghost of the last turn
 * whenever the controller, the turn rate or the target changes, and the missiles chasing the target. Deterministic.
 */
import type RAPIER from '@dimforge/rapier3d-compat';
import type { Vec3Like } from '../../sim/math3d/vec3';
import type { TurnMeter } from '../../sim/metrics/TurnMeter';
import { DEFAULT_LAB_CONTROLLER, labController, LAB_CONTROLLERS, OPENING_GHOST_CONTROLLER, type LabController } from './labControllers';
import type { LabFrame } from './labFrame';
import { MAX_MISSILES, MissileSwarm } from './MissileSwarm';
import { SphereTarget } from './SphereTarget';
import { LAB_DT, LAB_TURN_RATES, OPENING_START, type LabTurnRate, type TurnChoice, type TurnStart } from './turnChoice';
import { TurnRun } from './TurnRun';

export type { LabTurnRate } from './turnChoice';

/** The radius of the sphere the target moves on, m. */
export const TARGET_RADIUS = 6;
/** How many missiles fly when they are switched on, until the player changes it. */
export const DEFAULT_MISSILE_COUNT = 6;
/**
 * Moves of the target this close together (steps, 0.5 s) are one change: a drag, or a few presses
 * of an arrow key, replay one turn and keep the turn before them as the ghost.
 */
export const TARGET_MOVES_MERGE_STEPS = 30;

/** The opening's target: 150° round from the craft's nose, 25° up (a turn of 151°). */
export const OPENING_TARGET = { azimuth: (150 * Math.PI) / 180, elevation: (25 * Math.PI) / 180 } as const;

/** What a player can change. */
export interface LabSettings {
  turnRate: LabTurnRate;
  controller: LabController;
  missilesOn: boolean;
  missileCount: number;
}

/** The lab's settings at the start: the time-optimal law on the slow motor (its ghost: the article's PID), no missiles. */
export function openingSettings(): LabSettings {
  return { turnRate: 'slow', controller: DEFAULT_LAB_CONTROLLER, missilesOn: false, missileCount: DEFAULT_MISSILE_COUNT };
}

/** What made the latest replay: the opening, a change of the controller, the turn rate or the target, Replay, or From here. */
export type ReplayCause = 'opening' | 'controller' | 'turn-rate' | 'target' | 'replay' | 'from-here';

/**
 * The lab's scene. The turn under way ({@link run}) and the ghost ({@link ghost}, the turn before the
 * last change) start together from the same start state, each in its own world; a change makes the
 * turn under way the ghost (if it had a turn to time) and replays both from the start. The target
 * (dragged, or moved by keys) is read at each step: a move is a change.
 */
export class LabScene implements LabFrame {
  readonly target: SphereTarget;
  readonly missiles: MissileSwarm;
  readonly settings: LabSettings;
  private readonly sky: RAPIER.World;
  private startValue: TurnStart = OPENING_START;
  private runValue: TurnRun;
  private ghostValue: TurnRun | null;
  private causeValue: ReplayCause = 'opening';
  private replays = 0;
  private stepCount = 0;

  /** `ghostController`: what flies the opening's ghost, on the same motor (null: no ghost). */
  constructor(
    private readonly rapier: typeof RAPIER,
    settings: LabSettings = openingSettings(),
    ghostController: LabController | null = OPENING_GHOST_CONTROLLER,
  ) {
    this.settings = { ...settings };
    const center = { x: 0, y: 0, z: 0 };
    this.target = new SphereTarget(center, TARGET_RADIUS, OPENING_TARGET.azimuth, OPENING_TARGET.elevation);
    this.runValue = new TurnRun(rapier, this.startValue, this.target.position, this.choice());
    this.ghostValue =
      ghostController === null
        ? null
        : new TurnRun(rapier, this.startValue, this.target.position, { controller: ghostController, turnRate: this.settings.turnRate });
    this.sky = new rapier.World({ x: 0, y: 0, z: 0 });
    this.sky.timestep = LAB_DT;
    this.missiles = new MissileSwarm(rapier, this.sky, center, this.target, 3);
    this.applyMissiles();
  }

  /** The turn under way. */
  get run(): TurnRun {
    return this.runValue;
  }

  /** The last turn, replayed beside it, or null (the first turn from this start). */
  get ghostRun(): TurnRun | null {
    return this.ghostValue;
  }

  /** What made the latest replay. */
  get cause(): ReplayCause {
    return this.causeValue;
  }

  /** Replays since the lab started (a watcher can tell a new one). */
  get replayCount(): number {
    return this.replays;
  }

  /** The turn under way's meter (the game's TurnMeter along the turn's axis). */
  get turnMeter(): TurnMeter {
    return this.runValue.meter;
  }

  /** The start both turns are replayed from. */
  get start(): TurnStart {
    return this.startValue;
  }

  // ---- LabFrame ----

  get craft(): TurnRun['craft'] {
    return this.runValue.craft;
  }

  get ghost(): TurnRun['craft'] | null {
    return this.ghostValue?.craft ?? null;
  }

  get ghostTarget(): Readonly<Vec3Like> | null {
    const ghost = this.ghostValue;
    return ghost === null || samePoint(ghost.targetPosition, this.runValue.targetPosition) ? null : ghost.targetPosition;
  }

  get targetRadius(): number {
    return this.target.radius;
  }

  /** The lab's time (the missiles'), s; each turn has its own from its start. */
  get time(): number {
    return this.stepCount * LAB_DT;
  }

  get steps(): number {
    return this.stepCount;
  }

  /** The turn rate's value, rad/s². */
  get maxAngularAcceleration(): number {
    return LAB_TURN_RATES[this.settings.turnRate];
  }

  /** One fixed step: a move of the target replays the turn toward it; both turns, the missiles. */
  step(): void {
    this.applyChanges();
    this.target.beforeStep(LAB_DT);
    this.runValue.step();
    this.ghostValue?.step();
    this.missiles.beforeStep(LAB_DT);
    this.sky.step();
    this.stepCount++;
    this.missiles.afterStep(this.time);
  }

  /**
   * Replays the turn toward the target if it moved since the turn began (each step does it; call it to show a move at once while paused).
   */
  applyChanges(): void {
    if (!samePoint(this.target.position, this.runValue.targetPosition)) this.replay('target');
  }

  /** Frees the Rapier worlds (their WebAssembly memory): the scene is not used again. */
  dispose(): void {
    this.runValue.dispose();
    this.ghostValue?.dispose();
    this.sky.free();
  }

  // ---- What the player changes ----

  /** Fast ↔ slow, as the 2D game's T. */
  toggleTurnRate(): void {
    this.setTurnRate(this.settings.turnRate === 'fast' ? 'slow' : 'fast');
  }

  setTurnRate(turnRate: LabTurnRate): void {
    if (!(turnRate in LAB_TURN_RATES)) throw new RangeError(`turnRate: must be "fast" or "slow", got ${String(turnRate)}`);
    if (turnRate === this.settings.turnRate) return;
    this.settings.turnRate = turnRate;
    this.missiles.setLimit(this.limit());
    this.replay('turn-rate');
  }

  /** Turns the craft and the missiles by the controller `id` (one of LAB_CONTROLLERS). */
  setController(id: string): void {
    const controller = labController(id);
    if (controller === undefined)
      throw new RangeError(
        `controller: must be one of ${LAB_CONTROLLERS.map((choice) => choice.id).join(', ')}, got ${JSON.stringify(id)}`,
      );
    if (controller === this.settings.controller) return;
    this.settings.controller = controller;
    this.missiles.useController(() => controller.make());
    this.replay('controller');
  }

  /** Both turns again from their start, as they were. */
  replayTurns(): void {
    this.replay('replay');
  }

  /** The next turns start from the craft as it is now (its orientation and spin); the ghost goes (it started elsewhere). */
  startFromHere(): void {
    this.startValue = this.runValue.state();
    this.ghostValue?.dispose();
    this.ghostValue = null;
    this.replay('from-here');
  }

  /** Missiles on or off. */
  setMissiles(on: boolean): void {
    this.settings.missilesOn = on;
    this.applyMissiles();
  }

  /** How many missiles fly while they are on, 1 to {@link MAX_MISSILES}. */
  setMissileCount(count: number): void {
    if (!Number.isInteger(count) || count < 1 || count > MAX_MISSILES)
      throw new RangeError(`missiles: must be a whole number from 1 to ${MAX_MISSILES}, got ${String(count)}`);
    this.settings.missileCount = count;
    this.applyMissiles();
  }

  /**
   * Both turns again from the start at t = 0: the turn under way with the present choice and
   * target, and the ghost. A change (not Replay, not From here) first makes the turn under way the
   * ghost, if it had a turn to time, unless it was itself begun by a move of the target less than
   * {@link TARGET_MOVES_MERGE_STEPS} before another such move (one drag is one change).
   */
  private replay(cause: ReplayCause): void {
    const run = this.runValue;
    const change = cause === 'controller' || cause === 'turn-rate' || cause === 'target';
    const merged = cause === 'target' && this.causeValue === 'target' && run.steps < TARGET_MOVES_MERGE_STEPS;
    const ghostSpec = change && run.timed && !merged ? run : this.ghostValue;
    const ghost = ghostSpec === null ? null : new TurnRun(this.rapier, this.startValue, ghostSpec.targetPosition, ghostSpec.choice);
    this.ghostValue?.dispose();
    this.ghostValue = ghost;
    this.runValue = new TurnRun(this.rapier, this.startValue, this.target.position, this.choice());
    run.dispose();
    this.causeValue = cause;
    this.replays++;
  }

  private choice(): TurnChoice {
    return { controller: this.settings.controller, turnRate: this.settings.turnRate };
  }

  private applyMissiles(): void {
    const controller = this.settings.controller;
    this.missiles.setCount(this.settings.missilesOn ? this.settings.missileCount : 0, this.time, () => controller.make(), this.limit());
  }

  private limit(): { maxAngularAcceleration: number } {
    return { maxAngularAcceleration: this.maxAngularAcceleration };
  }
}

function samePoint(a: Readonly<Vec3Like>, b: Readonly<Vec3Like>): boolean {
  return a.x === b.x && a.y === b.y && a.z === b.z;
}
