import type { BodyMemory } from '../state/memory';
import type { Body2D } from '../body/Body2D';

/**
 * An entity's body (a MovingEntity's): what its steering reads and commands (Body2D), and what the
 * entity itself does to it: the guard's reset, continuous collision, and the exact snapshot the
 * history keeps. planck's (planckEntityBody) and the Box2D crowd's (Box2dBody) answer it.
 */
export interface EntityBody extends Body2D {
  /** Moves the body at once to (x, y) m, `angle` rad (the guard's reset to its last good place), and wakes it. */
  setTransform(x: number, y: number, angle: number): void;
  /** Whether the engine sweeps it against other moving bodies (planck's bullet flag). */
  isBullet(): boolean;
  setBullet(flag: boolean): void;
  /** Its exact state (centre of mass, angle, velocities) for a snapshot; throws where the engine keeps none. */
  saveMemory(): BodyMemory;
  /** Puts back what saveMemory gave; `field` names the memory in a refusal. */
  restoreMemory(memory: Readonly<BodyMemory>, field: string): void;
}
