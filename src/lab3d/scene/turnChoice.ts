/**
 * What a turn of the lab is flown with, and where it starts: the controller and the motor's rate
 * (the player's choice), and the craft's orientation and spin at the start.
 */
import { TURN_RATE_PRESETS } from '../../sim/entities/EntitySettings';
import type { QuatLike } from '../../sim/math3d/quaternion';
import type { Vec3Like } from '../../sim/math3d/vec3';
import type { LabController } from './labControllers';

/** The fixed step of every Rapier world of the lab, s. */
export const LAB_DT = 1 / 60;

/** The turn rate presets, as the 2D game's Turn rate toggle has them: fast 4π rad/s² (720°/s²), slow π (180°/s²). */
export type LabTurnRate = 'fast' | 'slow';
export const LAB_TURN_RATES: Readonly<Record<LabTurnRate, number>> = { fast: TURN_RATE_PRESETS.high, slow: TURN_RATE_PRESETS.low };

/** A turn's controller and motor. */
export interface TurnChoice {
  readonly controller: LabController;
  readonly turnRate: LabTurnRate;
}

/** The craft at a turn's start: its orientation (body → world, unit) and its spin (rad/s, world). */
export interface TurnStart {
  readonly orientation: Readonly<QuatLike>;
  readonly angularVelocity: Readonly<Vec3Like>;
}

/** The opening's start: the craft at rest, its nose along +z and its up along +y. */
export const OPENING_START: TurnStart = Object.freeze({
  orientation: Object.freeze({ x: 0, y: 0, z: 0, w: 1 }),
  angularVelocity: Object.freeze({ x: 0, y: 0, z: 0 }),
});
