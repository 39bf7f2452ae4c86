/**
 * The 3D lab's simulation, free of the DOM and of three.js: a Rapier world (no gravity, fixed step
 * 1/60 s) with the craft facing the target and the missiles chasing it, the settings a player
 * changes (turn rate, controller, missiles), the opening's scripted hop, and the craft's turn
 * measured by the game's turn meter. Deterministic: the same inputs give the same run.
 */
import type RAPIER from '@dimforge/rapier3d-compat';
import { TURN_RATE_PRESETS } from '../../sim/entities/EntitySettings';
import type { TurnMeter } from '../../sim/metrics/TurnMeter';
import { AxisTurnMeter } from './AxisTurnMeter';
import { Craft } from './Craft';
import { DEFAULT_LAB_CONTROLLER, labController, LAB_CONTROLLERS, type LabController } from './labControllers';
import type { LabFrame } from './labFrame';
import { MAX_MISSILES, MissileSwarm } from './MissileSwarm';
import { SphereTarget } from './SphereTarget';

/** The fixed step, s. */
export const LAB_DT = 1 / 60;
/** The radius of the sphere the target moves on, m. */
export const TARGET_RADIUS = 6;
/** How many missiles fly when they are switched on, until the player changes it. */
export const DEFAULT_MISSILE_COUNT = 6;

/** The turn rate presets, as the 2D game's Turn rate toggle has them: fast 4π rad/s² (720°/s²), slow π (180°/s²). */
export type LabTurnRate = 'fast' | 'slow';
export const LAB_TURN_RATES: Readonly<Record<LabTurnRate, number>> = { fast: TURN_RATE_PRESETS.high, slow: TURN_RATE_PRESETS.low };

/**
 * The opening: the target starts 150° round from the craft's nose and, unless the player moves it
 * first, hops at {@link OPENING_HOP_TIME} to the other side: two large turns at the slow rate in the
 * first ten seconds, each overshooting as in the article's video.
 */
export const OPENING_TARGET = { azimuth: (150 * Math.PI) / 180, elevation: (25 * Math.PI) / 180 } as const;
export const OPENING_HOP = { azimuth: (-60 * Math.PI) / 180, elevation: (-20 * Math.PI) / 180 } as const;
export const OPENING_HOP_TIME = 5;

/** What a player can change, and the opening's. */
export interface LabSettings {
  turnRate: LabTurnRate;
  controller: LabController;
  missilesOn: boolean;
  missileCount: number;
}

/** The lab's settings at the start. */
export function openingSettings(): LabSettings {
  return { turnRate: 'slow', controller: DEFAULT_LAB_CONTROLLER, missilesOn: false, missileCount: DEFAULT_MISSILE_COUNT };
}

/** The lab's scene: one Rapier world, one craft, one target, the missiles. */
export class LabScene implements LabFrame {
  readonly world: RAPIER.World;
  readonly target: SphereTarget;
  readonly craft: Craft;
  readonly missiles: MissileSwarm;
  readonly settings: LabSettings;
  private readonly turns = new AxisTurnMeter();
  private revision = 0;
  private stepCount = 0;
  private setpointJumped = true;

  constructor(
    private readonly rapier: typeof RAPIER,
    settings: LabSettings = openingSettings(),
  ) {
    this.settings = { ...settings };
    this.world = new rapier.World({ x: 0, y: 0, z: 0 });
    this.world.timestep = LAB_DT;
    const center = { x: 0, y: 0, z: 0 };
    this.target = new SphereTarget(center, TARGET_RADIUS, OPENING_TARGET.azimuth, OPENING_TARGET.elevation);
    this.craft = new Craft(rapier, this.world, settings.controller.make(), this.limit(), this.target);
    this.missiles = new MissileSwarm(rapier, this.world, center, this.target, 3);
    this.applyMissiles();
  }

  /** Simulated time, s. */
  get time(): number {
    return this.stepCount * LAB_DT;
  }

  get steps(): number {
    return this.stepCount;
  }

  get targetRadius(): number {
    return this.target.radius;
  }

  /** The craft's turns, measured as the 2D game measures a heading (the turn card reads it). */
  get turnMeter(): TurnMeter {
    return this.turns.meter;
  }

  /** The turn rate's value, rad/s². */
  get maxAngularAcceleration(): number {
    return LAB_TURN_RATES[this.settings.turnRate];
  }

  /** One fixed step: the opening's hop, the target's motion, the steering, the world, the turn meter. */
  step(): void {
    if (this.target.moves === 0 && this.stepCount === Math.round(OPENING_HOP_TIME / LAB_DT)) this.target.place(OPENING_HOP.azimuth, OPENING_HOP.elevation);
    this.target.beforeStep(LAB_DT);
    this.craft.beforeStep(LAB_DT);
    this.missiles.beforeStep(LAB_DT);
    this.world.step();
    this.stepCount++;
    this.craft.read();
    this.missiles.afterStep(this.time);
    const craft = this.craft;
    this.turns.update({
      time: this.time,
      dt: LAB_DT,
      axis: craft.axis,
      angle: craft.angle,
      angularVelocity: craft.angularVelocity,
      budget: craft.budget,
      setpointChanged: this.target.moved || this.setpointJumped,
      turnSettingsRevision: this.revision,
    });
    this.setpointJumped = false;
  }

  /** Frees the Rapier world (its WebAssembly memory): the scene is not used again. */
  dispose(): void {
    this.world.free();
  }

  // ---- What the player changes ----

  /** Fast ↔ slow, as the 2D game's T. */
  toggleTurnRate(): void {
    this.setTurnRate(this.settings.turnRate === 'fast' ? 'slow' : 'fast');
  }

  setTurnRate(turnRate: LabTurnRate): void {
    if (!(turnRate in LAB_TURN_RATES)) throw new RangeError(`turnRate: must be "fast" or "slow", got ${String(turnRate)}`);
    this.settings.turnRate = turnRate;
    this.craft.setLimit(this.limit());
    this.missiles.setLimit(this.limit());
    this.revision++;
  }

  /** Turns the craft and the missiles by the controller `id` (one of LAB_CONTROLLERS). */
  setController(id: string): void {
    const controller = labController(id);
    if (controller === undefined) throw new RangeError(`controller: must be one of ${LAB_CONTROLLERS.map((choice) => choice.id).join(', ')}, got ${JSON.stringify(id)}`);
    this.settings.controller = controller;
    this.craft.useController(controller.make());
    this.missiles.useController(() => controller.make());
    this.revision++;
  }

  /** Missiles on or off. */
  setMissiles(on: boolean): void {
    this.settings.missilesOn = on;
    this.applyMissiles();
  }

  /** How many missiles fly while they are on, 1 to {@link MAX_MISSILES}. */
  setMissileCount(count: number): void {
    if (!Number.isInteger(count) || count < 1 || count > MAX_MISSILES) throw new RangeError(`missiles: must be a whole number from 1 to ${MAX_MISSILES}, got ${String(count)}`);
    this.settings.missileCount = count;
    this.applyMissiles();
  }

  private applyMissiles(): void {
    const controller = this.settings.controller;
    this.missiles.setCount(this.settings.missilesOn ? this.settings.missileCount : 0, this.time, () => controller.make(), this.limit());
  }

  private limit(): { maxAngularAcceleration: number } {
    return { maxAngularAcceleration: this.maxAngularAcceleration };
  }
}
