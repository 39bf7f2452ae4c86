/**
 * The plane's bodies as a crowd steps them: each body's state read once a step into its record (a
 * row of the crowd's array, layout2d.ts), and what its step commands collected there and given to
 * the body once.
 */
import type { Vec2Like } from '../math/vec2';
import type { Body2D } from '../body/Body2D';
import { F2 } from './layout2d';

const { PX, PY, CX, CY, ANGLE, COS, SIN, VX, VY, W, MASS, INERTIA, FX, FY, TORQUE, WROTE_FORCE, WROTE_TORQUE, WROTE_VELOCITY, WROTE_SPIN } =
  F2;

const scratch: Vec2Like = { x: 0, y: 0 };

/** Reads `body` into the row at `b` of `f`; nothing commanded yet. */
export function readRow(f: Float64Array, b: number, body: Body2D): void {
  body.position(scratch);
  f[b + PX] = scratch.x;
  f[b + PY] = scratch.y;
  body.center(scratch);
  f[b + CX] = scratch.x;
  f[b + CY] = scratch.y;
  f[b + ANGLE] = body.angle();
  body.axis(scratch);
  f[b + COS] = scratch.x;
  f[b + SIN] = scratch.y;
  body.linearVelocity(scratch);
  f[b + VX] = scratch.x;
  f[b + VY] = scratch.y;
  f[b + W] = body.angularVelocity();
  f[b + MASS] = body.mass();
  f[b + INERTIA] = body.inertia();
  clearCommands(f, b);
}

/** Nothing commanded yet in the row at `b`. */
export function clearCommands(f: Float64Array, b: number): void {
  f[b + FX] = 0;
  f[b + FY] = 0;
  f[b + TORQUE] = 0;
  f[b + WROTE_FORCE] = 0;
  f[b + WROTE_TORQUE] = 0;
  f[b + WROTE_VELOCITY] = 0;
  f[b + WROTE_SPIN] = 0;
}

/** Gives `body` what the row at `b` commanded: its velocity and spin if set, its force and torque if any. */
export function writeRow(f: Float64Array, b: number, body: Body2D): void {
  if (f[b + WROTE_VELOCITY] === 1) {
    scratch.x = f[b + VX] as number;
    scratch.y = f[b + VY] as number;
    body.setLinearVelocity(scratch);
  }
  if (f[b + WROTE_SPIN] === 1) body.setAngularVelocity(f[b + W] as number);
  if (f[b + WROTE_FORCE] === 1) {
    scratch.x = f[b + FX] as number;
    scratch.y = f[b + FY] as number;
    body.applyForce(scratch);
  }
  if (f[b + WROTE_TORQUE] === 1) body.applyTorque(f[b + TORQUE] as number);
  clearCommands(f, b);
}

/** Adds a force (N) to the row at `b`. */
export function addForce(f: Float64Array, b: number, x: number, y: number): void {
  f[b + FX] = (f[b + FX] as number) + x;
  f[b + FY] = (f[b + FY] as number) + y;
  f[b + WROTE_FORCE] = 1;
}

/** Adds a torque (N·m) to the row at `b`. */
export function addTorque(f: Float64Array, b: number, torque: number): void {
  f[b + TORQUE] = (f[b + TORQUE] as number) + torque;
  f[b + WROTE_TORQUE] = 1;
}

/** Sets the row's velocity (m/s) and, with `spin` given, its angular velocity (rad/s). */
export function setVelocity(f: Float64Array, b: number, x: number, y: number, spin?: number): void {
  f[b + VX] = x;
  f[b + VY] = y;
  f[b + WROTE_VELOCITY] = 1;
  if (spin !== undefined) {
    f[b + W] = spin;
    f[b + WROTE_SPIN] = 1;
  }
}
