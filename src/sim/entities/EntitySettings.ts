import type { ControllerSettings } from '../control/ControllerSettings';
import { defaultPidSettings } from '../control/PidController';
import type { GuidanceLaw } from '../steering/Guidance';
import { givenValue } from '../validation/givenValue';
import { DEFAULT_NAVIGATION_CONSTANT, ORIGINAL_MAX_ANGULAR_ACCELERATION, ORIGINAL_MAX_SPEED } from '../validation/defaultQuantities';

export type { ControllerSettings } from '../control/ControllerSettings';

/** The two kinds of moving entity, as in the original demo. */
/** The kinds of moving entity, in the order the game lists them: the one list of them. */
export const ENTITY_TYPES = ['missile', 'character'] as const;

export type EntityType = (typeof ENTITY_TYPES)[number];

/** A record with one value per entity type, each made by `make` (in {@link ENTITY_TYPES} order). */
export function perEntityType<T>(make: (type: EntityType) => T): Record<EntityType, T> {
  return { missile: make('missile'), character: make('character') };
}

/** Physical and behavioural settings of a moving entity. Plain and JSON-able. */
export interface EntitySettings {
  /** The turn motor's limit, rad/s²: the "max turn rate" the user changes live. [default: 4π] */
  maxAngularAcceleration: number;
  /** Top speed, m/s. [default: 10] */
  maxSpeed: number;
  /**
   * Missile: forward thrust acceleration, m/s² (the original's 100). Character: the most its seek,
   * arrive and braking force may accelerate it, m/s² (it stops by force, within this). [default: 100]
   */
  maxLinearAcceleration: number;
  /**
   * Character: gain of the velocity feedback of its seek force, 1/s: force = mass · gain ·
   * (desired velocity − velocity). The original applied 100 N·s/m to a 12.75 kg body, i.e. 7.84/s.
   * [default: 8]
   */
  velocityGain: number;
  /** A waypoint (or seek target) counts as reached within this distance, m. [missile 4, character 1] */
  minSeekDistance: number;
  /**
   * A waypoint also counts as passed when the entity has gone beyond it (across the line through it
   * square to its leg) within this distance, m; 0: only `minSeekDistance` counts, as in the
   * original. It keeps a slow-turning missile from circling a waypoint forever.
   * [missile 12, character 0]
   */
  passDistance: number;
  /**
   * Character only: what its facing turns toward. "target": toward the target, as in the original;
   * "travel": toward its direction of travel while moving faster than 0.5 m/s. [default: "target"]
   */
  facing: 'target' | 'travel';
  /**
   * Missile only: how it picks its heading when chasing a target ("pursuit" points at it, as in the
   * article; "lead" aims at the intercept; "proportional-navigation" turns at N × the line-of-sight
   * rate). [default: "pursuit"]
   */
  guidance: GuidanceLaw;
  /** Missile only: N of proportional navigation. [default: 4] */
  navigationConstant: number;
  /**
   * What a missile chasing a target does when it gets there: "stop" dead within `minSeekDistance`,
   * as the original demo's Seek did, or "fly-through" it (a missile cannot stop on a dime: to hit a
   * target it flies into it). A character always stops. [default: "fly-through"]
   */
  chaseArrival: 'stop' | 'fly-through';
  /** The turn controller. [default: PID with the entity type's tuned gains, corrected arithmetic] */
  controller: ControllerSettings;
}

/**
 * PID gains of the original demo, tuned there against the as-published arithmetic (dt = 0.01 s in
 * a 1/30 s physics step): missile Kp 1, Ki 0.05, Kd 5; character Kp 2, Ki 0.1, Kd 5.
 */
export const ORIGINAL_GAINS: Readonly<Record<EntityType, { kp: number; ki: number; kd: number }>> = {
  missile: { kp: 1, ki: 0.05, kd: 5 },
  character: { kp: 2, ki: 0.1, kd: 5 },
};

/**
 * Gains for the corrected arithmetic that give the video's look at 60 Hz, tuned with the scenario
 * runner: at the default limit (4π rad/s²) a 90° turn from rest settles in 0.83 s (the physical
 * limit is 0.71 s) without overshoot; at the low preset (π rad/s²) the same turn overshoots by
 * about 25° and a missile on a path swings wide of its corners, as in the video. The proportional
 * and derivative gains are close to critical damping (kd ≈ 2·sqrt(kp)); the windowed integral
 * (0.1 s at 60 Hz) adds little, as in the article's structure. Both types turn alike in place.
 */
export const TUNED_GAINS: Readonly<Record<EntityType, { kp: number; ki: number; kd: number }>> = {
  missile: { kp: 60, ki: 2, kd: 14 },
  character: { kp: 60, ki: 2, kd: 14 },
};

/** The "max turn rate" presets the game toggles between, rad/s²: the original's 4π, and π. */
export const TURN_RATE_PRESETS = { high: ORIGINAL_MAX_ANGULAR_ACCELERATION, low: Math.PI } as const;

/**
 * Where a max turn rate (rad/s²) stands against one of the {@link TURN_RATE_PRESETS}: 0 when it is
 * the preset (within 1e-9, whatever rounding did to it), else −1 below it or 1 above it. The one
 * test of "at the fast (or slow) preset" that the toggle and the words both use.
 */
export function compareToTurnRatePreset(maxAngularAcceleration: number, preset: keyof typeof TURN_RATE_PRESETS): -1 | 0 | 1 {
  const difference = maxAngularAcceleration - TURN_RATE_PRESETS[preset];
  return Math.abs(difference) <= 1e-9 ? 0 : difference < 0 ? -1 : 1;
}

/** Documented defaults for a new entity of the given type. @throws TypeError naming `type` when it is not one of {@link ENTITY_TYPES}. */
export function defaultEntitySettings(type: EntityType): EntitySettings {
  if (type !== 'missile' && type !== 'character')
    throw new TypeError(`defaultEntitySettings: type must be one of ${ENTITY_TYPES.join(', ')}, got ${givenValue(type)}`);
  return {
    maxAngularAcceleration: ORIGINAL_MAX_ANGULAR_ACCELERATION,
    maxSpeed: ORIGINAL_MAX_SPEED,
    maxLinearAcceleration: 100,
    velocityGain: 8,
    minSeekDistance: type === 'missile' ? 4 : 1,
    passDistance: type === 'missile' ? 12 : 0,
    facing: 'target',
    guidance: 'pursuit',
    navigationConstant: DEFAULT_NAVIGATION_CONSTANT,
    chaseArrival: 'fly-through',
    controller: { ...defaultPidSettings(), ...TUNED_GAINS[type] },
  };
}
