// The missiles drawn as one instanced mesh: a hundred cost one draw call.
import { ConeGeometry, DynamicDrawUsage, InstancedMesh, Matrix4, MeshLambertMaterial, Quaternion, Vector3 } from 'three';
import type { QuatLike } from '../../sim/math3d/quaternion';
import type { Vec3Like } from '../../sim/math3d/vec3';
import type { MissilesFrame } from '../scene/labFrame';

/** The most missiles drawn (the lab's most). */
export const MISSILES_DRAWN = 100;

const position: Vec3Like = { x: 0, y: 0, z: 0 };
const orientation: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
const matrix = new Matrix4();
const translation = new Vector3();
const rotation = new Quaternion();
const scale = new Vector3(1, 1, 1);
/** A cone points along +y; a missile's nose is its +z. */
const coneToNose = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), Math.PI / 2);

/** Every missile as a slim cone along its nose, posed each frame from the scene. */
export class MissileInstances {
  readonly mesh: InstancedMesh;

  constructor() {
    this.mesh = new InstancedMesh(new ConeGeometry(0.11, 0.8, 10), new MeshLambertMaterial({ color: 0xff5f7a, emissive: 0x3a0810 }), MISSILES_DRAWN);
    this.mesh.instanceMatrix.setUsage(DynamicDrawUsage);
    this.mesh.count = 0;
    this.mesh.frustumCulled = false;
  }

  update(missiles: MissilesFrame): void {
    const count = Math.min(missiles.count, MISSILES_DRAWN);
    for (let index = 0; index < count; index++) {
      missiles.pose(index, position, orientation);
      translation.set(position.x, position.y, position.z);
      rotation.set(orientation.x, orientation.y, orientation.z, orientation.w).multiply(coneToNose);
      matrix.compose(translation, rotation, scale);
      this.mesh.setMatrixAt(index, matrix);
    }
    this.mesh.count = count;
    this.mesh.instanceMatrix.needsUpdate = true;
  }
}
