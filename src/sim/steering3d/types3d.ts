/** TEMPORARY until the 3D controllers' branch is merged: the contract's plain types (3d-api). */
export interface Vec3Like {
  x: number;
  y: number;
  z: number;
}
export interface QuatLike {
  x: number;
  y: number;
  z: number;
  w: number;
}
export interface InertiaTensor {
  moments: Vec3Like;
  frame: QuatLike;
}
