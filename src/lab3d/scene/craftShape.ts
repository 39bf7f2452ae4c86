/**
 * The lab's spacecraft as boxes, in its body frame (m; nose +z, up +y): the colliders Rapier
 * builds its mass and inertia from and the meshes three.js draws, from one list.
 */

/** One box of the craft: half extents and centre in the body frame, m. */
export interface CraftBox {
  readonly name: string;
  readonly halfExtents: readonly [number, number, number];
  readonly center: readonly [number, number, number];
}

/**
 * Hull, wings, tail fin and a sensor pod on the right wing root: no two principal moments alike,
 * and the pod and the fin tilt the principal frame away from the body's axes, so that the
 * controller's use of the inertia tensor (moments and frame) shows. Density 1 kg/m³ everywhere:
 * about 2.1 kg.
 */
export const CRAFT_BOXES: readonly CraftBox[] = [
  { name: 'hull', halfExtents: [0.45, 0.3, 1.5], center: [0, 0, 0] },
  { name: 'wings', halfExtents: [1.6, 0.05, 0.45], center: [0, -0.05, -0.5] },
  { name: 'fin', halfExtents: [0.04, 0.45, 0.35], center: [0, 0.7, -1.05] },
  { name: 'pod', halfExtents: [0.2, 0.2, 0.45], center: [0.75, 0.2, 0.3] },
];

/** The density of every box, kg/m³. */
export const CRAFT_DENSITY = 1;

/** The craft's nose in its body frame: the direction it turns to face the target. */
export const CRAFT_NOSE = { x: 0, y: 0, z: 1 } as const;

/** The craft's up in its body frame: kept toward the world's up as it faces the target. */
export const CRAFT_UP = { x: 0, y: 1, z: 0 } as const;
