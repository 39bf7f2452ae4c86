import type { Trail } from '../../app/model/Trail';
import type { EntityType } from '../../sim/entities/EntitySettings';
import type { Vec2Like } from '../../sim/math/vec2';

/**
 * What drawing a crowd reads of one member: its palette colour and where its entity is. An
 * EntityRecord is one (the crowd simulated on the page); so is a member read from the state a Web
 * Worker sent (the benchmark's crowd, see src/game/bench/WorkerCrowd.ts).
 */
export interface CrowdMember {
  /** Palette index (wraps round the palette). */
  readonly colorIndex: number;
  readonly entity: {
    readonly id: string;
    readonly type: EntityType;
    /** m. */
    readonly position: Readonly<Vec2Like>;
    /** rad. */
    readonly angle: number;
    /** m/s. */
    readonly velocity: Readonly<Vec2Like>;
    /** 0…1. */
    readonly thrustFraction: number;
  };
}

/** A crowd member with its trail (oldest point first), for CrowdTrailPainter. */
export interface CrowdTrailMember extends CrowdMember {
  readonly trail: Pick<Trail, 'count' | 'x' | 'y'>;
}
