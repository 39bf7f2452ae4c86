// The missiles drawn as one mesh whose vertices are posed on the CPU each frame: one draw call, which the software renderer runs faster
// than one instanced draw of a hundred.
import { BufferAttribute, BufferGeometry, ConeGeometry, DynamicDrawUsage, Mesh, MeshLambertMaterial } from 'three';
import type { QuatLike } from '../../sim/math3d/quaternion';
import type { Vec3Like } from '../../sim/math3d/vec3';
import type { MissilesFrame } from '../scene/labFrame';

/** The most missiles drawn (the lab's most). */
export const MISSILES_DRAWN = 100;
/** Sides of a missile's cone: six read as round at the size a missile is drawn. */
const CONE_SIDES = 6;

const position: Vec3Like = { x: 0, y: 0, z: 0 };
const orientation: QuatLike = { x: 0, y: 0, z: 0, w: 1 };

/**
 * Every missile as a slim cone along its nose (+z), in one buffer of {@link MISSILES_DRAWN} cones:
 * each frame each missile's cone is turned by its orientation and moved to its position on the CPU
 * (36 vertices a missile, no allocation), and only the missiles flying are drawn. In headless
 * Chromium's software WebGL one draw of these vertices cost the GPU process less CPU a frame than
 * one instanced draw of a hundred cones (`npm run bench:lab3d`, CHANGELOG); on a GPU both are one
 * draw call.
 */
export class MissileMesh {
  readonly mesh: Mesh;
  private readonly geometry = new BufferGeometry();
  private readonly conePositions: Float32Array;
  private readonly coneNormals: Float32Array;
  private readonly positions: BufferAttribute;
  private readonly normals: BufferAttribute;

  constructor() {
    // A cone points along +y: turned to point along +z, a missile's nose.
    const cone = new ConeGeometry(0.11, 0.8, CONE_SIDES).rotateX(Math.PI / 2).toNonIndexed();
    this.conePositions = cone.getAttribute('position').array as Float32Array;
    this.coneNormals = cone.getAttribute('normal').array as Float32Array;
    this.positions = new BufferAttribute(new Float32Array(this.conePositions.length * MISSILES_DRAWN), 3).setUsage(DynamicDrawUsage);
    this.normals = new BufferAttribute(new Float32Array(this.coneNormals.length * MISSILES_DRAWN), 3).setUsage(DynamicDrawUsage);
    this.geometry.setAttribute('position', this.positions);
    this.geometry.setAttribute('normal', this.normals);
    this.geometry.setDrawRange(0, 0);
    this.mesh = new Mesh(this.geometry, new MeshLambertMaterial({ color: 0xff5f7a, emissive: 0x3a0810 }));
    // The cones move every frame: their bounds are never worked out, so never culled.
    this.mesh.frustumCulled = false;
  }

  /** Poses every missile's cone from the scene. */
  update(missiles: MissilesFrame): void {
    const count = Math.min(missiles.count, MISSILES_DRAWN);
    const cone = this.conePositions;
    const coneNormals = this.coneNormals;
    const p = this.positions.array as Float32Array;
    const n = this.normals.array as Float32Array;
    const size = cone.length;
    for (let missile = 0; missile < count; missile++) {
      missiles.pose(missile, position, orientation);
      const { x, y, z, w } = orientation;
      // The rotation matrix of the unit quaternion (x, y, z, w).
      const r00 = 1 - 2 * (y * y + z * z);
      const r01 = 2 * (x * y - w * z);
      const r02 = 2 * (x * z + w * y);
      const r10 = 2 * (x * y + w * z);
      const r11 = 1 - 2 * (x * x + z * z);
      const r12 = 2 * (y * z - w * x);
      const r20 = 2 * (x * z - w * y);
      const r21 = 2 * (y * z + w * x);
      const r22 = 1 - 2 * (x * x + y * y);
      const base = missile * size;
      for (let i = 0; i < size; i += 3) {
        const cx = cone[i] as number;
        const cy = cone[i + 1] as number;
        const cz = cone[i + 2] as number;
        p[base + i] = r00 * cx + r01 * cy + r02 * cz + position.x;
        p[base + i + 1] = r10 * cx + r11 * cy + r12 * cz + position.y;
        p[base + i + 2] = r20 * cx + r21 * cy + r22 * cz + position.z;
        const nx = coneNormals[i] as number;
        const ny = coneNormals[i + 1] as number;
        const nz = coneNormals[i + 2] as number;
        n[base + i] = r00 * nx + r01 * ny + r02 * nz;
        n[base + i + 1] = r10 * nx + r11 * ny + r12 * nz;
        n[base + i + 2] = r20 * nx + r21 * ny + r22 * nz;
      }
    }
    this.geometry.setDrawRange(0, (count * size) / 3);
    this.positions.needsUpdate = true;
    this.normals.needsUpdate = true;
  }
}
