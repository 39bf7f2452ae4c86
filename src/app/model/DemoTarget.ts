import type { Vec2Like } from '../../sim/math/vec2';
import type { Target } from '../../sim/targets/Target';
import type { TargetMotion } from '../../sim/targets/TargetMotion';
import type { TargetMotionSettings } from '../fields/targetMotionFields';

/** A target of the game, as the scene draws it and the player drags it. Read-only views. */
export interface DemoTarget {
  readonly id: string;
  /**
   * The entity it belongs to (in a race: the first racer; every racer chases it), or null for a
   * target no entity chases (a scene file's spare one: drawn in white, dragged and saved all the same).
   */
  readonly entityId: string | null;
  /** Where it is, m (a live view of the simulation's target: copy it to keep it). */
  readonly position: Readonly<Vec2Like>;
  /** m/s (live view). */
  readonly velocity: Readonly<Vec2Like>;
  /** How it moves now in the simulation (a throw shows as "linear"). */
  readonly motion: Readonly<TargetMotion>;
  /** Its hit circle's radius, m. */
  readonly radius: number;
  /** True while the player holds it. */
  readonly held: boolean;
  /** The motion the player chose for it in the panel (it resumes it when dropped or when it jumps). */
  readonly motionSettings: Readonly<TargetMotionSettings>;
}

/**
 * The game's handle on one simulation {@link Target}: what the player chose for it (its motion
 * settings and direction). Whether and where the player holds it lives in the Target alone.
 */
export class TargetHandle implements DemoTarget {
  constructor(
    /** The simulation's target. */
    readonly sim: Target,
    public entityId: string | null,
    /** The motion chosen in the panel: replaced, never changed in place (the history keeps its text by the object: sceneSignature.ts). */
    public motionSettings: Readonly<TargetMotionSettings>,
    /** Direction of a linear or zig-zag motion, rad. */
    public direction: number,
  ) {}

  get id(): string {
    return this.sim.id;
  }

  get position(): Readonly<Vec2Like> {
    return this.sim.position;
  }

  get velocity(): Readonly<Vec2Like> {
    return this.sim.velocity;
  }

  get motion(): Readonly<TargetMotion> {
    return this.sim.motion;
  }

  get radius(): number {
    return this.sim.radius;
  }

  get held(): boolean {
    return this.sim.isDragged;
  }
}
