import { defaultControllerSettings } from '../control/ControllerSettings';
import type { Vec2Like } from '../math/vec2';
import type { MissileThrust } from '../steering2d/MissilePropulsion';
import type { CollisionShape } from './collisionShape';
import { describeRange, isInRange, type NumberRange } from '../validation/fields';
import { defaultEntitySettings, type ControllerSettings, type EntitySettings, type EntityType } from './EntitySettings';

/** Throws a RangeError naming `name` and the shared range when `value` is outside it. */
export function checkSetting(name: string, value: number, range: NumberRange): void {
  if (!isInRange(value, range)) throw new RangeError(`${name} must be ${describeRange(range)}, got ${value}`);
}

/** How to create an entity. Plain and JSON-able (positions in m, angles in rad). */
export interface EntityDefinition {
  id: string;
  type: EntityType;
  position: Vec2Like;
  /** Body angle, rad. [default: 0] */
  angle?: number;
  /** Initial speed along the nose, m/s. [default: 0] */
  speed?: number;
  /** Initial velocity, m/s, in any direction (a character may move sideways); overrides `speed`. [default: `speed` along the nose] */
  velocity?: Vec2Like;
  /** Initial spin, rad/s, counter-clockwise positive. [default: 0] */
  angularVelocity?: number;
  /** Overrides of the type's defaults; `controller` fields override the type's tuned gains. */
  settings?: Partial<Omit<EntitySettings, 'controller'>> & { controller?: Partial<ControllerSettings> };
  /**
   * planck's collision group (`filterGroupIndex`) of every fixture of the body, an integer in
   * [−32768, 32767]: bodies that share a negative group never collide with each other (e.g. racers
   * on the same track), bodies that share a positive group always do, and 0 leaves it to the usual
   * rules. It only changes which pairs collide; targets still see contacts. [default: 0]
   */
  collisionGroup?: number;
  /**
   * What the body collides with: one fixture per part of its outline ("detailed"), or one convex
   * hull around them ("hull": cheaper in a crowd, same mass and inertia; see collisionShape.ts).
   * Drawing always shows the detailed outline. [default: "detailed"]
   */
  collisionShape?: CollisionShape;
  /**
   * How hard the body grips what it touches: planck's fixture friction, 0 to 1 (planck takes the
   * geometric mean of the two bodies' values for a contact). 0 lets two entities that touch slide
   * past each other instead of locking: the benchmark crowd's (docs/performance.md, "A crowd that
   * keeps flowing"). [default: 1]
   */
  friction?: number;
  /**
   * A missile's thrust (a character's force already points where it is going): "along-nose", the
   * article's, full thrust down the nose wherever it points; or "toward-target", only the part of it
   * that points toward the point it steers at, cos(angle between them) of full thrust and none when
   * the nose points more than 90° away, as a pilot eases off while turning round. [default: "along-nose"]
   */
  thrust?: MissileThrust;
}

/** The range of an entity's friction (see {@link EntityDefinition.friction}). */
export const FRICTION_RANGE = { min: 0, max: 1 } as const;

/** The range of planck's (Box2D's) fixture group index: a 16-bit signed integer. */
export const COLLISION_GROUP_RANGE = { min: -32768, max: 32767 } as const;

/** Merges a definition's overrides over the type's documented defaults. */
export function resolveEntitySettings(definition: EntityDefinition): EntitySettings {
  const defaults = defaultEntitySettings(definition.type);
  const { controller, ...rest } = definition.settings ?? {};
  const baseController =
    controller?.type && controller.type !== defaults.controller.type ? defaultControllerSettings(controller.type) : defaults.controller;
  return { ...defaults, ...rest, controller: { ...baseController, ...controller } as ControllerSettings };
}
