import type { MovingEntity } from '../../sim/entities/MovingEntity';

/**
 * Numbers per entity in a crowd's state: position x, y (m), angle (rad, wrapped), velocity x, y
 * (m/s), angular velocity (rad/s) and thrust fraction (0…1, for the flame).
 */
export const CROWD_STATE_STRIDE = 7;

/** Offsets of each quantity within an entity's {@link CROWD_STATE_STRIDE} numbers. */
export const CROWD_STATE = { x: 0, y: 1, angle: 2, vx: 3, vy: 4, angularVelocity: 5, thrust: 6 } as const;

/**
 * Writes the state of `entities` into `out` (at least `entities.length × CROWD_STATE_STRIDE`
 * numbers), entity i at `i × CROWD_STATE_STRIDE`. Float64, so a copy is the state bit for bit:
 * the Worker posts it to the page as a transferable array, and the page compares it with the
 * same run on its own thread. Allocates nothing.
 */
export function writeCrowdState(entities: readonly MovingEntity[], out: Float64Array): void {
  for (let i = 0; i < entities.length; i++) {
    const entity = entities[i] as MovingEntity;
    const base = i * CROWD_STATE_STRIDE;
    const position = entity.position;
    const velocity = entity.velocity;
    out[base + CROWD_STATE.x] = position.x;
    out[base + CROWD_STATE.y] = position.y;
    out[base + CROWD_STATE.angle] = entity.angle;
    out[base + CROWD_STATE.vx] = velocity.x;
    out[base + CROWD_STATE.vy] = velocity.y;
    out[base + CROWD_STATE.angularVelocity] = entity.angularVelocity;
    out[base + CROWD_STATE.thrust] = entity.thrustFraction;
  }
}
